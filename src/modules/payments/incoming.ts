import { type JobHandler, scheduleJob } from '../../events/jobs.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import { parseUmaAddress } from '../receivers/index.ts';
import { customerAccountIn, findInternal } from '../accounts/index.ts';
import { assertSize } from './limits.ts';
import { platformCustomerIdOf } from './owners.ts';
import { presentTransaction } from './present.ts';
import { findTransaction, incomingCredit, insertTransaction, moveTransaction, type TransactionRow } from './store.ts';
import { receiveFromOutside, systemAccount } from './system-accounts.ts';
import { activeCustomerId } from '../customers/index.ts';
import { defaultUmaDepositAccount } from '../external-accounts/index.ts';

/**
 * Incoming UMA payments (FACTS §7 "Sandbox money movement", webhooks §5.4): the payment arrives
 * PENDING and waits for the platform's approval. POST /transactions/{id}/approve credits the
 * receiver (COMPLETED), /reject refuses it (REJECTED); without an answer within 5 s a job
 * rejects it with PAYMENT_APPROVAL_TIMED_OUT. Nothing moves on the ledger before approval.
 */
export const APPROVAL_TIMEOUT_JOB = 'payment.approval-timeout';
export const APPROVAL_WINDOW_MS = 5_000;

export interface SandboxReceiveInput {
  senderUmaAddress: string;
  receiverUmaAddress?: string;
  customerId?: string;
  receivingCurrencyCode: string;
  receivingCurrencyAmount: number | bigint;
}

/** The receiving customer: by UMA address or id (both given: they must name the same customer). */
async function receiverOf(tx: Tx, input: SandboxReceiveInput): Promise<string> {
  if (input.receiverUmaAddress === undefined && input.customerId === undefined) {
    throw invalidInput([fieldError('receiverUmaAddress', 'required', 'receiverUmaAddress or customerId is required')]);
  }
  let byAddress: string | undefined;
  if (input.receiverUmaAddress !== undefined) {
    byAddress = await activeCustomerId(tx, tx.platformId, 'uma_address', input.receiverUmaAddress.toLowerCase());
    if (!byAddress) throw errors.UMA_NOT_FOUND();
  }
  if (input.customerId !== undefined) {
    const uuid = parseId('Customer', input.customerId);
    const id = uuid ? await activeCustomerId(tx, tx.platformId, 'id', uuid) : undefined;
    if (!id) throw errors.CUSTOMER_NOT_FOUND();
    if (byAddress && byAddress !== id) throw invalidInput([fieldError('customerId', 'match', 'customerId is not the owner of receiverUmaAddress')]);
    return id;
  }
  return byAddress as string;
}

/**
 * Where the money goes once approved: the customer's default UMA deposit external account when
 * it is ACTIVE and holds the receiving currency, otherwise the customer's internal account in it.
 * Also where a quote to the UMA address of one of the platform's customers pays (uma-destination.ts).
 */
export async function depositOf(tx: Tx, customerId: string, currency: string): Promise<{ kind: 'INTERNAL' | 'EXTERNAL'; id: string }> {
  const external = await defaultUmaDepositAccount(tx, tx.platformId, customerId, currency);
  if (external) return { kind: 'EXTERNAL', id: external };
  const internal = await customerAccountIn(tx, tx.platformId, customerId, currency, { active: false });
  const account = internal ? await findInternal(tx, tx.platformId, internal) : undefined;
  if (!account) throw errors.INVALID_CURRENCY(`The customer has no ${currency} account to receive into`);
  if (account.status !== 'ACTIVE') throw errors.INVALID_INPUT(`The customer's ${currency} account is ${account.status} and cannot receive funds`);
  return { kind: 'INTERNAL', id: account.id };
}

/** POST /sandbox/uma/receive: records the INCOMING payment PENDING and starts the approval window. */
export async function sandboxReceive(tx: Tx, input: SandboxReceiveInput): Promise<Record<string, unknown>> {
  if (!parseUmaAddress(input.senderUmaAddress)) throw errors.INVALID_UMA_ADDRESS('senderUmaAddress must look like $user@domain.tld');
  const amount = BigInt(input.receivingCurrencyAmount);
  const currency = input.receivingCurrencyCode;
  const customerId = await receiverOf(tx, input);
  const deposit = await depositOf(tx, customerId, currency);
  assertSize(amount, currency);
  const id = newId();
  const accountId = formatId(deposit.kind === 'INTERNAL' ? 'InternalAccount' : 'ExternalAccount', deposit.id);
  const inserted = await insertTransaction(tx, incomingCredit({
    id,
    platform_id: tx.platformId,
    status: 'PENDING',
    customer_id: customerId,
    platform_customer_id: await platformCustomerIdOf(tx, tx.platformId, customerId),
    source: { sourceType: 'UMA_ADDRESS', umaAddress: input.senderUmaAddress, currency },
    destination: { destinationType: 'ACCOUNT', accountId, currency },
    destination_kind: deposit.kind,
    destination_account_id: deposit.id,
    sender_identifier: input.senderUmaAddress,
    receiver_identifier: accountId,
    received_amount: amount.toString(),
    received_currency: currency,
    reference: `UMA${id.replace(/-/g, '').slice(-12).toUpperCase()}`,
    description: null,
    created_at: tx.now,
  }));
  const deadline = new Date(tx.now.getTime() + APPROVAL_WINDOW_MS);
  const rows = await tx.query<TransactionRow>('UPDATE transactions SET approval_deadline = $3 WHERE id = $1 AND platform_id = $2 RETURNING *', [
    inserted.id,
    tx.platformId,
    deadline,
  ]);
  const row = rows[0];
  await tx.emit('INCOMING_PAYMENT.PENDING', presentTransaction(row));
  await scheduleJob(tx, tx.platformId, APPROVAL_TIMEOUT_JOB, { transactionId: id }, deadline, tx.now);
  return presentTransaction(row);
}

/** True while the payment still awaits the platform's answer (PENDING, inside its window). */
export const awaitsApproval = (row: TransactionRow, now: Date): boolean =>
  row.type === 'INCOMING' && row.status === 'PENDING' && row.approval_deadline !== null && now.getTime() < row.approval_deadline.getTime();

async function loadAwaiting(tx: Tx, publicId: string): Promise<TransactionRow> {
  const uuid = parseId('Transaction', publicId);
  const row = uuid ? await findTransaction(tx, tx.platformId, uuid, true) : undefined;
  if (!row) throw errors.TRANSACTION_NOT_FOUND();
  if (!awaitsApproval(row, tx.now)) {
    const why = row.status === 'PENDING' && row.approval_deadline ? 'its approval window has passed' : `it is ${row.type} ${row.status}`;
    throw errors.TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL(`The transaction is not awaiting platform approval: ${why}`);
  }
  return row;
}

/**
 * Approve: the money arrives from the sandbox's outside world (the platform's SANDBOX_FUNDING
 * account) on the receiver's internal account, or, for a default UMA deposit external account,
 * is handed on to the payout rail (RAIL_CLEARING). COMPLETED, INCOMING_PAYMENT.COMPLETED.
 */
export async function approvePendingPayment(tx: Tx, publicId: string): Promise<Record<string, unknown>> {
  const row = await loadAwaiting(tx, publicId);
  const amount = BigInt(row.received_amount);
  const currency = row.received_currency;
  const destination =
    row.destination_kind === 'EXTERNAL' ? await systemAccount(tx, tx.platformId, currency, 'RAIL_CLEARING', tx.now) : (row.destination_account_id as string);
  await receiveFromOutside(tx, { to: destination, currency, amount, description: 'incoming UMA payment', metadata: { transactionId: row.id } });
  const done = await moveTransaction(tx, row, 'complete', tx.now, { settledAt: tx.now });
  if (!done) throw errors.TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL();
  await tx.emit('INCOMING_PAYMENT.COMPLETED', presentTransaction(done));
  return presentTransaction(done);
}

/** Reject: REJECTED (nothing had moved), INCOMING_PAYMENT.FAILED. */
export async function rejectPendingPayment(tx: Tx, publicId: string): Promise<Record<string, unknown>> {
  const row = await loadAwaiting(tx, publicId);
  const rejected = await moveTransaction(tx, row, 'reject', tx.now);
  if (!rejected) throw errors.TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL();
  await tx.emit('INCOMING_PAYMENT.FAILED', presentTransaction(rejected));
  return presentTransaction(rejected);
}

/** The 5 s window closed without an answer: REJECTED with PAYMENT_APPROVAL_TIMED_OUT. */
export const expireApproval: JobHandler = async (tx, job) => {
  const row = await findTransaction(tx, job.platformId, String(job.payload.transactionId), true);
  if (row?.status !== 'PENDING' || !row.approval_deadline) return;
  const rejected = await moveTransaction(tx, row, 'reject', tx.now, { failureReason: 'PAYMENT_APPROVAL_TIMED_OUT' });
  if (rejected) await tx.emit('INCOMING_PAYMENT.FAILED', presentTransaction(rejected));
};

/** POST /transactions/{id}/confirm: records when the receipt was delivered (default now; a repeat overwrites). */
export async function confirmReceiptDelivery(tx: Tx, publicId: string, confirmedAt: string | undefined): Promise<Record<string, unknown>> {
  const uuid = parseId('Transaction', publicId);
  const row = uuid ? await findTransaction(tx, tx.platformId, uuid, true) : undefined;
  if (!row) throw errors.TRANSACTION_NOT_FOUND();
  const at = confirmedAt === undefined ? tx.now : new Date(confirmedAt);
  if (Number.isNaN(at.getTime())) throw invalidInput([fieldError('receiptDeliveryConfirmedAt', 'format', 'receiptDeliveryConfirmedAt must be an ISO 8601 date-time')]);
  const rows = await tx.query<TransactionRow>(
    'UPDATE transactions SET receipt_delivery_confirmed_at = $3, updated_at = $4 WHERE id = $1 AND platform_id = $2 RETURNING *',
    [row.id, tx.platformId, at, tx.now],
  );
  return presentTransaction(rows[0]);
}
