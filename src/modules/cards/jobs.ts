import type { JobRunner } from '../../events/jobs.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { PROVISION_JOB, provisionCard } from './service.ts';

export function registerCardJobs(jobs: JobRunner, keyring: Keyring): void {
  jobs.register(PROVISION_JOB, (tx, job) => provisionCard(tx, keyring, String(job.payload.cardId), job.payload.reject === true));
}
