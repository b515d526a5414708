import type { JobRunner } from '../../events/jobs.ts';
import { EXPIRY_ROUND, expiryRound } from './expiry.ts';
import { confirmPulls, PULL_CONFIRM_JOB } from './service.ts';

export function registerCardTransactionJobs(jobs: JobRunner): void {
  jobs.register(PULL_CONFIRM_JOB, (tx, job) => confirmPulls(tx, String(job.payload.cardTransactionId), Number(job.payload.pulls)));
  // Authorizations past their validity, in sets (expiry.ts): a round, not a job per authorization,
  // since every approved authorization would otherwise add a job row that a clearing makes moot.
  jobs.registerRound(EXPIRY_ROUND, expiryRound);
}
