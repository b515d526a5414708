import type { Sql } from '../../db/driver.ts';
import { formatId } from '../../ids.ts';
import { findQuote, findTransaction, presentQuote, presentTransaction } from '../payments/index.ts';
import type { ActionRow } from './store.ts';

/**
 * The contract's AgentAction: its quote (EXECUTE_QUOTE) or transfer details, and its
 * transaction once the payment exists (never while PENDING_APPROVAL or after a rejection:
 * nothing was executed). `failureReason` says why an approved or automatic action FAILED.
 * Both are read from payments, so the action shows the payment's state now.
 */
export async function presentAction(sql: Sql, row: ActionRow, now: Date): Promise<Record<string, unknown>> {
  const [quote, transaction] = await Promise.all([
    row.quote_id ? findQuote(sql, row.platform_id, row.quote_id) : undefined,
    row.transaction_id && row.status !== 'PENDING_APPROVAL' && row.status !== 'REJECTED' ? findTransaction(sql, row.platform_id, row.transaction_id) : undefined,
  ]);
  const out: Record<string, unknown> = {
    id: formatId('AgentAction', row.id),
    agentId: formatId('Agent', row.agent_id),
    customerId: formatId('Customer', row.customer_id),
    platformCustomerId: row.platform_customer_id,
    status: row.status,
    type: row.type,
  };
  if (quote) out.quote = presentQuote(quote, now);
  if (row.transfer) {
    out.transferDetails = {
      amount: BigInt(row.transfer.amount),
      currency: row.transfer.currency,
      sourceAccountId: row.transfer.sourceAccountId,
      destinationAccountId: row.transfer.destinationAccountId,
    };
  }
  if (transaction) out.transaction = presentTransaction(transaction);
  if (row.rejection_reason !== null) out.rejectionReason = row.rejection_reason;
  if (row.failure_reason !== null) out.failureReason = row.failure_reason;
  out.createdAt = row.created_at.toISOString();
  out.updatedAt = row.updated_at.toISOString();
  return out;
}

/**
 * An action written in this transaction together with its payment: payments write a payment
 * and its quote's new status with the COMMIT, so they are shown as payments answered them,
 * not read back (which would still see the quote PENDING and no transaction).
 */
export async function presentFresh(
  sql: Sql,
  row: ActionRow,
  now: Date,
  payment: { quote?: Record<string, unknown>; transaction?: Record<string, unknown> },
): Promise<Record<string, unknown>> {
  const shown = await presentAction(sql, { ...row, quote_id: payment.quote ? null : row.quote_id, transaction_id: payment.transaction ? null : row.transaction_id }, now);
  const { createdAt, updatedAt, rejectionReason, failureReason, ...rest } = shown;
  return {
    ...rest,
    ...(payment.quote ? { quote: payment.quote } : {}),
    ...(payment.transaction ? { transaction: payment.transaction } : {}),
    ...(rejectionReason !== undefined ? { rejectionReason } : {}),
    ...(failureReason !== undefined ? { failureReason } : {}),
    createdAt,
    updatedAt,
  };
}
