import { type JobHandler, scheduleJob } from '../../events/jobs.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import type { Rails } from '../../ports/rails.ts';
import { assertPayable } from '../external-accounts/index.ts';
import { getSettings } from '../platforms/index.ts';
import { findInternal } from '../accounts/index.ts';
import { assertSize } from './limits.ts';
import { assertTermsAccepted, platformCustomerIdOf } from './owners.ts';
import { presentTransaction } from './present.ts';
import { assertRange } from './quotes.ts';
import { findTransaction, insertTransaction, moveTransaction } from './store.ts';
import { receiveFromOutside, } from './system-accounts.ts';

/**
 * The deprecated POST /transfer-in: a same-currency pull from the customer's own external bank
 * account into an internal account. The sandbox can pull only from US bank accounts (ACH
 * debit). The transaction is INCOMING and PENDING until the collection job brings the money
 * in from the sandbox's outside world (SANDBOX_FUNDING); the amount triggers of the rail make
 * it fail with COLLECTION_FAILED instead (nothing had moved, so nothing is refunded).
 */
export const COLLECT_JOB = 'payment.collect';
const PULLABLE = new Set(['USD_ACCOUNT']);

export interface TransferInInput {
  source: { accountId: string };
  destination: { accountId: string };
  amount?: number | bigint;
}

/** Operation `createTransferIn`; `agentId`: the agent initiating it (agent-actions), whose id the transaction carries. */
export async function transferIn(tx: Tx, rails: Rails, input: TransferInInput, agentId: string | null = null): Promise<Record<string, unknown>> {
  if (input.amount === undefined) throw invalidInput([fieldError('amount', 'required', 'amount is required')]);
  const amount = BigInt(input.amount);
  if (amount <= 0n) throw errors.INVALID_AMOUNT('The amount must be positive');
  const destId = parseId('InternalAccount', input.destination.accountId);
  const dest = destId ? await findInternal(tx, tx.platformId, destId) : undefined;
  if (!dest) throw errors.ACCOUNT_NOT_FOUND('The destination internal account does not exist');
  if (dest.status !== 'ACTIVE') throw errors.CONFLICT(`The destination account is ${dest.status}`);
  const source = await assertPayable(tx, tx.platformId, input.source.accountId, tx.now);
  if (!PULLABLE.has(source.account_type)) {
    throw invalidInput([fieldError('source.accountId', 'pullable', `${source.account_type} accounts cannot be pulled from; only US bank accounts (ACH) can`)]);
  }
  if (source.customer_id !== dest.customerId) throw invalidInput([fieldError('source.accountId', 'owner', 'the external account must belong to the owner of the destination account')]);
  if (source.currency !== dest.currency) throw errors.INVALID_CURRENCY(`The source holds ${source.currency}, the destination ${dest.currency}`);
  await assertTermsAccepted(tx, tx.platformId, dest.customerId);
  assertRange(amount, dest.currency, (await getSettings(tx, tx.platformId)).supportedCurrencies);
  assertSize(amount, dest.currency);

  const id = newId();
  const row = await insertTransaction(tx, {
    id,
    platform_id: tx.platformId,
    type: 'INCOMING',
    direction: 'DEBIT',
    status: 'PENDING',
    quote_id: null,
    customer_id: dest.customerId,
    platform_customer_id: await platformCustomerIdOf(tx, tx.platformId, dest.customerId),
    source: { sourceType: 'ACCOUNT', accountId: formatId('ExternalAccount', source.id), currency: source.currency },
    destination: { destinationType: 'ACCOUNT', accountId: formatId('InternalAccount', dest.id), currency: dest.currency },
    source_account_id: null,
    destination_kind: 'INTERNAL',
    destination_account_id: dest.id,
    sender_identifier: formatId('ExternalAccount', source.id),
    receiver_identifier: formatId('InternalAccount', dest.id),
    sent_amount: null,
    sent_currency: null,
    received_amount: amount.toString(),
    received_currency: dest.currency,
    fees: '0',
    platform_fees: '0',
    rate_num: null,
    rate_den: null,
    hold_id: null,
    // Decided now and kept on the row; the collection job applies it.
    rail_outcome: rails.collectionFailure({ amount, currency: dest.currency }),
    reference: `CRI${id.replace(/-/g, '').slice(-12).toUpperCase()}`,
    description: null,
    agent_id: agentId,
    created_at: tx.now,
  });
  await tx.emit('INCOMING_PAYMENT.PENDING', presentTransaction(row));
  await scheduleJob(tx, tx.platformId, COLLECT_JOB, { transactionId: id }, tx.now, tx.now);
  return presentTransaction(row);
}

export const collectPayment: JobHandler = async (tx, job) => {
  const row = await findTransaction(tx, job.platformId, String(job.payload.transactionId), true);
  if (row?.status !== 'PENDING') return;
  if (row.rail_outcome) {
    const failed = await moveTransaction(tx, row, 'fail', tx.now, { failureReason: 'COLLECTION_FAILED' });
    if (failed) await tx.emit('INCOMING_PAYMENT.FAILED', presentTransaction(failed));
    return;
  }
  await receiveFromOutside(tx, {
    to: row.destination_account_id as string,
    currency: row.received_currency,
    amount: BigInt(row.received_amount),
    metadata: { transactionId: row.id },
  });
  const done = await moveTransaction(tx, row, 'complete', tx.now, { settledAt: tx.now });
  if (!done) throw new Error(`transaction ${row.id} changed during collection`);
  await tx.emit('INCOMING_PAYMENT.COMPLETED', presentTransaction(done));
};
