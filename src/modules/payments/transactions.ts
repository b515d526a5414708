import { Conditions, pageText } from '../../db/conditions.ts';
import type { Sql } from '../../db/driver.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { PageRequest } from '../../http/pagination.ts';
import { stringify } from '../../kernel/json.ts';
import { formatId, parseId } from '../../ids.ts';
import { listCardTransactions } from '../card-transactions/index.ts';
import { presentTransaction } from './present.ts';
import { cancelUnauthorized, lockHeldQuote } from './authorization.ts';
import { failHeld } from './settlement.ts';
import { nextTransactionStatus } from './state.ts';
import { findTransaction, moveTransaction, type TransactionRow } from './store.ts';

export interface TransactionFilters {
  customerId?: string;
  platformCustomerId?: string;
  accountIdentifier?: string;
  senderAccountIdentifier?: string;
  receiverAccountIdentifier?: string;
  status?: string;
  type?: string;
  cardId?: string;
  reference?: string;
  startDate?: string;
  endDate?: string;
  sortOrder?: 'asc' | 'desc';
}

const renderTransaction = (row: TransactionRow) => stringify(presentTransaction(row));

/** A date filter (the contract already checked the date-time format); both bounds are inclusive. */
function dateOf(field: 'startDate' | 'endDate', text: string | undefined): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const d = new Date(text);
  if (Number.isNaN(d.getTime())) throw invalidInput([fieldError(field, 'format', `${field} must be an ISO 8601 date-time`)]);
  return d;
}

/**
 * Operation `listTransactions`, as the JSON text of the page: a payment's item is a function of
 * its row alone, so its rendering is reused while the row keeps its version (db/rendered-rows.ts).
 */
export async function listTransactions(sql: Sql, platformId: string, f: TransactionFilters, page: PageRequest): Promise<string> {
  const start = dateOf('startDate', f.startDate);
  const end = dateOf('endDate', f.endDate);
  const empty = '{"data":[],"hasMore":false,"totalCount":0}';
  // Card transactions live with the card-transactions module: `type=CARD` (or a `cardId`, which
  // only card transactions have) lists them; `status` is a payment status and does not apply.
  if (f.type === 'CARD' || (f.cardId !== undefined && f.type === undefined)) {
    if (f.status !== undefined) {
      throw invalidInput([fieldError('status', 'not', 'status applies to payment transactions only; leave it out with type=CARD or cardId')]);
    }
    return stringify(await listCardTransactions(sql, platformId, { customerId: f.customerId, platformCustomerId: f.platformCustomerId, cardId: f.cardId, start, end, sortOrder: f.sortOrder }, page));
  }
  // A payment never belongs to a card.
  if (f.cardId !== undefined) return empty;
  const where = new Conditions(platformId);
  if (f.customerId !== undefined) {
    // The platform's own id selects the platform's own payments (FACTS §7).
    if (f.customerId === formatId('Platform', platformId)) where.always('customer_id IS NULL');
    else {
      const uuid = parseId('Customer', f.customerId);
      if (!uuid) return empty;
      where.when(uuid, 'customer_id = ?');
    }
  }
  if (f.accountIdentifier) {
    const p = where.param(f.accountIdentifier);
    where.always(`(sender_identifier = ${p} OR receiver_identifier = ${p})`);
  }
  where
    .when(f.platformCustomerId, 'platform_customer_id = ?')
    .when(f.senderAccountIdentifier, 'sender_identifier = ?')
    .when(f.receiverAccountIdentifier, 'receiver_identifier = ?')
    .byValue(f.status, 'status = ?')
    .byValue(f.type, 'type = ?')
    .when(f.reference, 'reference = ?')
    .when(start, 'created_at >= ?')
    .when(end, 'created_at <= ?');
  return pageText<TransactionRow>(sql, 'transactions', where, page, renderTransaction, f.sortOrder ?? 'desc');
}

/** The platform's payment of that public id (`Transaction:<uuid>`); 404 TRANSACTION_NOT_FOUND otherwise. */
export async function loadTransaction(sql: Sql, platformId: string, publicId: string, lock = false): Promise<TransactionRow> {
  const uuid = parseId('Transaction', publicId);
  const row = uuid ? await findTransaction(sql, platformId, uuid, lock) : undefined;
  if (!row) throw errors.TRANSACTION_NOT_FOUND();
  return row;
}

/** Operation `getTransactionById`. */
export async function getTransaction(sql: Sql, platformId: string, publicId: string): Promise<Record<string, unknown>> {
  return presentTransaction(await loadTransaction(sql, platformId, publicId));
}

/**
 * Cancels a payment that has not reached the rail yet (PENDING, or PENDING_AUTHORIZATION: it
 * fails, nothing having been reserved; authorization.ts). An outgoing PENDING one fails with
 * the held amount returned to the sender (refund reason USER_CANCELLATION); a pending pull
 * (transfer-in) simply fails, nothing having moved. Once PROCESSING or settled: 409.
 */
export async function cancelTransaction(tx: Tx, publicId: string): Promise<Record<string, unknown>> {
  const seen = await loadTransaction(tx, tx.platformId, publicId);
  // Held for authorization: its quote is locked before the transaction, in authorizeQuote's order.
  if (seen.status === 'PENDING_AUTHORIZATION') await lockHeldQuote(tx, seen);
  const row = await loadTransaction(tx, tx.platformId, publicId, true);
  // Throws the machine's 409 TRANSACTION_NOT_CANCELLABLE unless the payment is still PENDING.
  nextTransactionStatus(row.type, row.status, 'cancel');
  // An incoming UMA payment awaiting approval is answered with approve/reject, not cancelled.
  if (row.approval_deadline) throw errors.TRANSACTION_NOT_CANCELLABLE('The payment awaits platform approval: approve or reject it');
  if (row.type === 'OUTGOING' && row.status === 'PENDING_AUTHORIZATION') {
    const failed = await cancelUnauthorized(tx, row);
    if (!failed) throw errors.TRANSACTION_NOT_CANCELLABLE();
    return presentTransaction(failed);
  }
  if (row.type === 'OUTGOING') {
    const failed = await failHeld(tx, row, undefined, 'USER_CANCELLATION');
    if (!failed) throw errors.TRANSACTION_NOT_CANCELLABLE();
    return presentTransaction(failed);
  }
  const failed = await moveTransaction(tx, row, 'cancel', tx.now);
  if (!failed) throw errors.TRANSACTION_NOT_CANCELLABLE();
  await tx.emit('INCOMING_PAYMENT.FAILED', presentTransaction(failed));
  return presentTransaction(failed);
}
