import type { Unit } from '../http/operation.ts';
import { internalAccountOperations } from './accounts/operations.ts';
import { agentActionOperations } from './agent-actions/operations.ts';
import { agentOperations } from './agents/operations.ts';
import { cardOperations } from './cards/operations.ts';
import { cardTransactionOperations } from './card-transactions/operations.ts';
import { registerCardJobs } from './cards/jobs.ts';
import { registerCardTransactionJobs } from './card-transactions/jobs.ts';
import { type CustomerInputCheck, registerCustomerJobs } from './customers/bulk.ts';
import { cryptoOperations } from './crypto/operations.ts';
import { customerOperations } from './customers/operations.ts';
import { discoveryOperations } from './discoveries/operations.ts';
import { exchangeRateOperations } from './fx/operations.ts';
import { externalAccountOperations } from './external-accounts/operations.ts';
import { registerExternalAccountJobs } from './external-accounts/jobs.ts';
import { invitationOperations } from './invitations/operations.ts';
import { paymentOperations } from './payments/operations.ts';
import { registerPaymentJobs } from './payments/jobs.ts';
import { platformOperations } from './platforms/operations.ts';
import { receiverOperations } from './receivers/operations.ts';
import { sandboxClockOperations } from './sandbox-clock/operations.ts';
import { registerStablecoinJobs } from './stablecoins/jobs.ts';
import { stablecoinOperations } from './stablecoins/operations.ts';
import { scaOperations } from './sca/operations.ts';
import { tokenOperations } from './tokens/operations.ts';
import { verificationOperations } from './verification/operations.ts';
import { walletAuthOperations } from './wallet-auth/operations.ts';
import { registerWalletAuthJobs } from './wallet-auth/jobs.ts';
import { webhookOperations } from './webhooks/operations.ts';

/**
 * Every implemented operation, as each module declares it in its operations.ts. An operation
 * of the contract that is not here answers 501 NOT_IMPLEMENTED and is listed as missing by
 * `npm run coverage:api`; one declared twice, or unknown to the contract, stops the app from
 * being built (`declarations` in src/http/operation.ts).
 */
export const operations: readonly Unit[] = [
  internalAccountOperations,
  agentActionOperations,
  agentOperations,
  cardOperations,
  cardTransactionOperations,
  cryptoOperations,
  customerOperations,
  externalAccountOperations,
  discoveryOperations,
  exchangeRateOperations,
  invitationOperations,
  paymentOperations,
  platformOperations,
  receiverOperations,
  sandboxClockOperations,
  stablecoinOperations,
  scaOperations,
  tokenOperations,
  verificationOperations,
  walletAuthOperations,
  webhookOperations,
].flat();

import type { JobRunner } from '../events/jobs.ts';
import type { StablecoinIssuer } from '../ports/stablecoin-issuer.ts';
import type { Rails } from '../ports/rails.ts';
import type { Keyring } from '../secrets/keyring.ts';
import type { WalletCustody } from '../ports/wallet-custody.ts';

/**
 * Scheduled-job handlers of every module (sandbox settlement, asynchronous outcomes). Jobs that
 * take input outside a request body check it against the contract with `checks`.
 */
export function registerJobs(
  jobs: JobRunner,
  checks: { customerInput: CustomerInputCheck },
  keyring: Keyring,
  ports: { walletCustody: WalletCustody; stablecoinIssuer: StablecoinIssuer; rails: Rails },
  onError: (err: unknown) => void = () => {},
): void {
  registerCardJobs(jobs, keyring);
  registerCardTransactionJobs(jobs);
  registerExternalAccountJobs(jobs);
  registerCustomerJobs(jobs, checks.customerInput);
  registerPaymentJobs(jobs, ports.rails, onError);
  registerWalletAuthJobs(jobs, ports.walletCustody);
  registerStablecoinJobs(jobs, keyring, ports.stablecoinIssuer);
}
