import type { JobRunner } from '../../events/jobs.ts';
import type { StablecoinIssuer } from '../../ports/stablecoin-issuer.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { HOLD_DEADLINE_ROUND, holdDeadlineRound } from './deadline.ts';
import { ADVANCE_JOB, EXPIRE_JOB } from './orders.ts';
import { advanceOperation, expireOperation } from './progress.ts';

export function registerStablecoinJobs(jobs: JobRunner, keyring: Keyring, issuer: StablecoinIssuer): void {
  jobs.register(ADVANCE_JOB, (tx, job) => advanceOperation(tx, keyring, issuer, String(job.payload.operationId)));
  jobs.register(EXPIRE_JOB, (tx, job) => expireOperation(tx, String(job.payload.operationId)));
  // Held burns past their deadline, in sets (deadline.ts): whatever became of their advance job,
  // none keeps its hold for good.
  jobs.registerRound(HOLD_DEADLINE_ROUND, holdDeadlineRound);
}
