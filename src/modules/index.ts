import type { Handlers } from '../http/operation.ts';
import { internalAccountHandlers } from './accounts/routes.ts';
import { type CustomerInputCheck, registerCustomerJobs } from './customers/bulk.ts';
import { cryptoHandlers } from './crypto/routes.ts';
import { customerHandlers } from './customers/routes.ts';
import { discoveryHandlers } from './discoveries/routes.ts';
import { exchangeRateHandlers } from './fx/routes.ts';
import { externalAccountHandlers } from './external-accounts/routes.ts';
import { registerExternalAccountJobs } from './external-accounts/jobs.ts';
import { invitationHandlers } from './invitations/routes.ts';
import { paymentHandlers } from './payments/routes.ts';
import { registerPaymentJobs } from './payments/jobs.ts';
import { platformHandlers } from './platforms/routes.ts';
import { receiverHandlers } from './receivers/routes.ts';
import { tokenHandlers } from './tokens/routes.ts';
import { verificationHandlers } from './verification/routes.ts';
import { walletAuthHandlers } from './wallet-auth/routes.ts';
import { webhookHandlers } from './webhooks/routes.ts';

/**
 * Every implemented operation, by operationId. An operation of the contract that is not
 * here answers 501 NOT_IMPLEMENTED and is listed as missing by `npm run coverage:api`.
 */
export const handlers: Handlers = {
  ...internalAccountHandlers,
  ...cryptoHandlers,
  ...customerHandlers,
  ...externalAccountHandlers,
  ...discoveryHandlers,
  ...exchangeRateHandlers,
  ...invitationHandlers,
  ...paymentHandlers,
  ...platformHandlers,
  ...receiverHandlers,
  ...tokenHandlers,
  ...verificationHandlers,
  ...walletAuthHandlers,
  ...webhookHandlers,
};

import type { JobRunner } from '../events/jobs.ts';

/**
 * Scheduled-job handlers of every module (sandbox settlement, asynchronous outcomes). Jobs that
 * take input outside a request body check it against the contract with `checks`.
 */
export function registerJobs(jobs: JobRunner, checks: { customerInput: CustomerInputCheck }): void {
  registerExternalAccountJobs(jobs);
  registerCustomerJobs(jobs, checks.customerInput);
  registerPaymentJobs(jobs);
}
