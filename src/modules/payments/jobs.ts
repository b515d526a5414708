import type { JobRunner } from '../../events/jobs.ts';
import { COLLECT_JOB, collectPayment } from './collection.ts';
import { PROCESS_JOB } from './execute.ts';
import { APPROVAL_TIMEOUT_JOB, expireApproval } from './incoming.ts';
import { processPayment, RETURN_JOB, returnPayment, SETTLE_JOB, settlePayment } from './settlement.ts';

/** Every scheduled job of the payments module: the sandbox rail's progress of each payment. */
export function registerPaymentJobs(jobs: JobRunner): void {
  jobs.register(PROCESS_JOB, processPayment);
  jobs.register(SETTLE_JOB, settlePayment);
  jobs.register(RETURN_JOB, returnPayment);
  jobs.register(COLLECT_JOB, collectPayment);
  jobs.register(APPROVAL_TIMEOUT_JOB, expireApproval);
}
