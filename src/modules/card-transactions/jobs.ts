import type { JobRunner } from '../../events/jobs.ts';
import { confirmPulls, PULL_CONFIRM_JOB } from './service.ts';

export function registerCardTransactionJobs(jobs: JobRunner): void {
  jobs.register(PULL_CONFIRM_JOB, (tx, job) => confirmPulls(tx, String(job.payload.cardTransactionId), Number(job.payload.pulls)));
}
