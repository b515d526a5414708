import type { Handlers } from '../http/operation.ts';
import { platformHandlers } from './platforms/routes.ts';
import { tokenHandlers } from './tokens/routes.ts';
import { webhookHandlers } from './webhooks/routes.ts';

/**
 * Every implemented operation, by operationId. An operation of the contract that is not
 * here answers 501 NOT_IMPLEMENTED and is listed as missing by `npm run coverage:api`.
 */
export const handlers: Handlers = {
  ...platformHandlers,
  ...tokenHandlers,
  ...webhookHandlers,
};

import type { JobRunner } from '../events/jobs.ts';

/** Scheduled-job handlers of every module (sandbox settlement, asynchronous outcomes). */
export function registerJobs(_jobs: JobRunner): void {
  // Modules add their job kinds here, e.g. jobs.register('transaction.settle', settleTransaction).
}
