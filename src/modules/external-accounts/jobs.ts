import type { JobRunner } from '../../events/jobs.ts';
import { completeLiveness, LIVENESS_JOB } from './ownership.ts';
import { completeValidationWindow, VALIDATION_JOB } from './service.ts';

export function registerExternalAccountJobs(jobs: JobRunner): void {
  jobs.register(LIVENESS_JOB, completeLiveness);
  jobs.register(VALIDATION_JOB, completeValidationWindow);
}
