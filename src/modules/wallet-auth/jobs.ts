import type { JobRunner } from '../../events/jobs.ts';
import type { WalletCustody } from '../../ports/wallet-custody.ts';
import { SETTLE_JOB, settleJob } from './activity.ts';

/** Wallet operations the custody provider finishes later are settled by polling it (activity.ts). */
export function registerWalletAuthJobs(jobs: JobRunner, custody: WalletCustody): void {
  jobs.register(SETTLE_JOB, (tx, job) => settleJob(tx, custody, String(job.payload.operationId), Number(job.payload.poll ?? 1)));
}
