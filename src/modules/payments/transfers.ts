import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { parseId } from '../../ids.ts';
import { findAccount } from '../external-accounts/index.ts';
import { findInternal } from '../accounts/index.ts';
import type { PaymentPorts } from './ports.ts';
import type { Notify } from './authorization.ts';
import { createQuote } from './quotes.ts';

export interface TransferOutInput {
  source: { accountId: string };
  destination: { accountId: string; paymentRail?: string };
  amount?: number | bigint;
  remittanceInformation?: string;
  purposeOfPayment?: string;
}

/**
 * The deprecated POST /transfer-out: a same-currency payout from an internal account to an
 * external one. It is exactly a sending-locked quote executed immediately (same rules, same
 * limits, same settlement), answered as the transaction it created. `agentId`: the agent
 * initiating it (agent-actions), whose id the transaction carries.
 * Operation `createTransferOut`.
 */
export async function transferOut(
  tx: Tx,
  ports: PaymentPorts,
  input: TransferOutInput,
  notify: Notify,
  agentId: string | null = null,
): Promise<Record<string, unknown>> {
  if (input.amount === undefined) throw invalidInput([fieldError('amount', 'required', 'amount is required')]);
  const sourceId = parseId('InternalAccount', input.source.accountId);
  const source = sourceId ? await findInternal(tx, tx.platformId, sourceId) : undefined;
  if (!source) throw errors.ACCOUNT_NOT_FOUND('The source internal account does not exist');
  const destination = await findAccount(tx, tx.platformId, input.destination.accountId, 'customer');
  if (destination.currency !== source.currency) {
    throw errors.INVALID_CURRENCY(`A transfer moves one currency: the source holds ${source.currency}, the destination ${destination.currency}; use a quote`);
  }
  const { transaction } = await createQuote(tx, ports, {
    source: { sourceType: 'ACCOUNT', accountId: input.source.accountId },
    destination: { destinationType: 'ACCOUNT', accountId: input.destination.accountId },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: input.amount,
    immediatelyExecute: true,
    remittanceInformation: input.remittanceInformation,
    purposeOfPayment: input.purposeOfPayment,
  }, undefined, notify, agentId);
  // An SCA customer's transfer may come back PENDING_AUTHORIZATION: its quoteId is authorized by POST /quotes/{quoteId}/authorize.
  return transaction!;
}
