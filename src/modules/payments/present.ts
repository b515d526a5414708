import { formatId } from '../../ids.ts';
import { invert, ratio, toDisplayNumber } from '../../kernel/ratio.ts';
import { presentCurrency } from '../fx/index.ts';
import { fundingReference, quoteFundingInstructions } from './funding-instructions.ts';
import type { QuoteRow, TransactionRow } from './store.ts';

const money = (amount: string | bigint, currency: string) => ({ amount: BigInt(amount), currency: presentCurrency(currency) });

/** The contract's exchangeRate: sending major units per one receiving major unit (FACTS §6). */
function exchangeRate(num: string, den: string): number {
  const r = ratio(BigInt(num), BigInt(den));
  return r.num === 0n ? 1 : toDisplayNumber(invert(r));
}

/** The public id of an account referenced by a payment. */
export const accountPublicId = (kind: 'INTERNAL' | 'EXTERNAL', uuid: string) => formatId(kind === 'INTERNAL' ? 'InternalAccount' : 'ExternalAccount', uuid);

/** Who a payment belongs to: a customer, or the platform itself (customerId is then the platform's id). */
export const ownerId = (platformId: string, customerId: string | null) => (customerId ? formatId('Customer', customerId) : formatId('Platform', platformId));

/** `scaChallenge`: the open challenge of a quote PENDING_AUTHORIZATION, as presented (authorization.ts). */
export function presentQuote(row: QuoteRow, now: Date, scaChallenge?: Record<string, unknown>): Record<string, unknown> {
  const expired = row.status === 'PENDING' && row.expires_at.getTime() <= now.getTime();
  const out: Record<string, unknown> = {
    id: formatId('Quote', row.id),
    status: expired ? 'EXPIRED' : row.status,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    source: row.source,
    destination: row.destination,
    sendingCurrency: presentCurrency(row.sending_currency),
    receivingCurrency: presentCurrency(row.receiving_currency),
    totalSendingAmount: BigInt(row.sending_amount),
    totalReceivingAmount: BigInt(row.receiving_amount),
    exchangeRate: exchangeRate(row.rate_num, row.rate_den),
    feesIncluded: BigInt(row.fees),
    platformFeesIncluded: BigInt(row.platform_fees),
    transactionId: formatId('Transaction', row.transaction_id),
  };
  if (row.wallet_payload) {
    out.paymentInstructions = [{ accountOrWalletInfo: { accountType: 'EMBEDDED_WALLET', payloadToSign: row.wallet_payload } }];
  }
  if (row.source.sourceType === 'REALTIME_FUNDING') {
    const network = row.source.cryptoNetwork as string | undefined;
    out.paymentInstructions = quoteFundingInstructions(row.sending_currency, network, fundingReference(row.id), row.customer_id === null);
  }
  if (scaChallenge) out.scaChallenge = scaChallenge;
  return out;
}

export function presentTransaction(row: TransactionRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: formatId('Transaction', row.id),
    status: row.status,
    type: row.type,
    direction: row.direction,
    source: row.source,
    destination: row.destination,
    customerId: ownerId(row.platform_id, row.customer_id),
    platformCustomerId: row.platform_customer_id ?? formatId('Platform', row.platform_id),
    receivedAmount: money(row.received_amount, row.received_currency),
    fees: BigInt(row.fees),
    reconciliationInstructions: { reference: row.reference },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (row.type === 'OUTGOING') {
    out.sentAmount = money(row.sent_amount ?? '0', row.sent_currency ?? row.received_currency);
    out.platformFees = BigInt(row.platform_fees);
    if (row.payment_rail) out.paymentRail = row.payment_rail;
    if (row.rail_selection_mode) out.railSelectionMode = row.rail_selection_mode;
  }
  if (row.rate_num && row.rate_den) out.exchangeRate = exchangeRate(row.rate_num, row.rate_den);
  if (row.quote_id) out.quoteId = formatId('Quote', row.quote_id);
  if (row.failure_reason) out.failureReason = row.failure_reason;
  if (row.refund) out.refund = row.refund;
  if (row.settled_at) out.settledAt = row.settled_at.toISOString();
  if (row.receipt_delivery_confirmed_at) out.receiptDeliveryConfirmedAt = row.receipt_delivery_confirmed_at.toISOString();
  if (row.description) out.description = row.description;
  if (row.agent_id) out.agentId = formatId('Agent', row.agent_id);
  return out;
}
