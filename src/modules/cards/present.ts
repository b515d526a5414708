import { formatId } from '../../ids.ts';
import type { CardStatus } from './status.ts';

export interface CardRow {
  id: string;
  platform_id: string;
  cardholder_id: string;
  platform_card_id: string;
  status: CardStatus;
  status_reason: 'ISSUER_REJECTED' | 'CLOSED_BY_PLATFORM' | 'CLOSED_BY_SERVICE' | null;
  brand: 'VISA' | 'MASTERCARD';
  form: 'VIRTUAL';
  currency: string;
  funding_sources: string[];
  max_spend_per_transaction: string | bigint | null;
  supports_wallet_tokenization: boolean;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  /** Sealed (src/secrets, CARD_PAN / CARD_CVV); never presented, never logged. */
  pan: string | null;
  cvv: string | null;
  processor_ref: string;
  issuer_ref: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The contract's Card. Never the PAN or CVV (FACTS 1.2: not even in webhooks). */
export function presentCard(row: CardRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: formatId('Card', row.id),
    cardholderId: formatId('Customer', row.cardholder_id),
    platformCardId: row.platform_card_id,
    status: row.status,
    statusReason: row.status_reason,
    brand: row.brand,
    form: row.form,
    fundingSources: row.funding_sources.map((id) => formatId('InternalAccount', id)),
    maxSpendPerTransaction: row.max_spend_per_transaction === null ? null : BigInt(row.max_spend_per_transaction),
    cardCapabilities: { supportsDigitalWalletTokenization: row.supports_wallet_tokenization },
    currency: row.currency,
    processorRef: row.processor_ref,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (row.last4 !== null) out.last4 = row.last4;
  if (row.exp_month !== null) out.expMonth = row.exp_month;
  if (row.exp_year !== null) out.expYear = row.exp_year;
  if (row.issuer_ref !== null) out.issuerRef = row.issuer_ref;
  return out;
}
