import { formatId } from '../../ids.ts';
import { presentCurrency } from '../fx/index.ts';
import type { CardTransactionStatus } from './status.ts';

export interface CardMerchant {
  descriptor: string;
  mcc?: string;
  country?: string;
  city?: string;
  state?: string;
}

export interface CardTransactionRow {
  id: string;
  platform_id: string;
  card_id: string;
  customer_id: string;
  platform_customer_id: string;
  account_id: string;
  currency: string;
  kind: 'AUTHORIZATION' | 'FINANCIAL' | 'CREDIT' | 'RETURN' | 'BALANCE_INQUIRY';
  direction: 'DEBIT' | 'CREDIT';
  status: CardTransactionStatus;
  declined_reason: string | null;
  merchant: CardMerchant;
  authorized_amount: string | bigint;
  settled_amount: string | bigint;
  refunded_amount: string | bigint;
  hold_id: string | null;
  original_transaction_id: string | null;
  issuer_transaction_token: string;
  settlement_count: number;
  pull_count: number;
  pending_pull_count: number;
  pulled_amount: string | bigint;
  refund_count: number;
  authorized_at: Date;
  /** When an authorization's hold is given back if not cleared by then (expiry.ts); null for rows that never hold. Not presented. */
  expires_at: Date | null;
  last_event_at: Date;
  created_at: Date;
  updated_at: Date;
}

const amount = (value: string | bigint, currency: string) => ({ amount: BigInt(value), currency: presentCurrency(currency) });

/** The contract's CardTransaction. Carries nothing of the card but its id (never a PAN or CVV). */
export function presentCardTransaction(row: CardTransactionRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type: 'CARD',
    id: formatId('CardTransaction', row.id),
    cardId: formatId('Card', row.card_id),
    customerId: formatId('Customer', row.customer_id),
    platformCustomerId: row.platform_customer_id,
    issuerTransactionToken: row.issuer_transaction_token,
    status: row.status,
    direction: row.direction,
    merchant: row.merchant,
    authorizedAmount: amount(row.authorized_amount, row.currency),
    settledAmount: amount(row.settled_amount, row.currency),
    refundedAmount: amount(row.refunded_amount, row.currency),
    accountId: formatId('InternalAccount', row.account_id),
    pullSummary: { count: row.pull_count, totalAmount: BigInt(row.pulled_amount), pendingCount: row.pending_pull_count },
    settlementSummary: { count: row.settlement_count, totalAmount: BigInt(row.settled_amount) },
    refundSummary: { count: row.refund_count, totalAmount: BigInt(row.refunded_amount) },
    authorizedAt: row.authorized_at.toISOString(),
    lastEventAt: row.last_event_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (row.declined_reason !== null) out.cardDeclinedReason = row.declined_reason;
  if (row.original_transaction_id !== null) out.originalTransactionId = formatId('CardTransaction', row.original_transaction_id);
  return out;
}
