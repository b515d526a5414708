import { errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId } from '../../ids.ts';
import { type InternalAccountRow, presentInternalAccount, sourceAccountQuery } from '../accounts/index.ts';
import { presentQuote, presentTransaction } from './present.ts';
import { reserveAtCommit } from './reserve.ts';
import { type NewTransaction, type QuoteRow, recordTransaction } from './store.ts';
import { customerJurisdictionExpr, endUserTermsOnFileExpr, platformCustomerIdExpr } from '../customers/index.ts';
import type { TransactionStatus } from './state.ts';

/**
 * A source account as execution needs it: the account row (for its balance event), its owner's
 * platformCustomerId, and its owner's jurisdiction (whether SCA applies: authorization.ts).
 */
export type SourceAccountRow = InternalAccountRow & {
  platform_customer_id: string | null;
  customer_jurisdiction: string | null;
  /** Whether the owner's acceptance of the end-user terms is on file (owners.ts); false for none. */
  terms_on_file: boolean | null;
};

// Three columns of the customer in the one statement: the owner's expressions, side by side.
const SOURCE_ACCOUNT = sourceAccountQuery(
  (customer, platform) =>
    `${platformCustomerIdExpr(customer, platform)} AS platform_customer_id, ${customerJurisdictionExpr(customer, platform)} AS customer_jurisdiction, ${endUserTermsOnFileExpr(customer, platform)}`,
  'terms_on_file',
);

export async function loadSourceAccount(tx: Tx, uuid: string): Promise<SourceAccountRow | undefined> {
  const rows = await tx.query<SourceAccountRow>(SOURCE_ACCOUNT, [uuid, tx.platformId]);
  return rows[0];
}

/**
 * Executes a quote already claimed (status PROCESSING) in the caller's transaction: records
 * the OUTGOING transaction as PENDING, due for the next payout round (payouts.ts), and
 * reserves the sending amount on the source account. The reservation (hold, balance event,
 * daily volume; reserve.ts) is sent with COMMIT, because it locks the source account: a busy account's payments wait on that lock one after another, so it is taken
 * last and held only for the commit. When it fails (INSUFFICIENT_FUNDS,
 * DAILY_VOLUME_LIMIT_EXCEEDED) the whole transaction rolls back and the quote stays
 * executable.
 */
export async function executeClaimed(
  tx: Tx,
  quote: QuoteRow,
  loaded?: SourceAccountRow,
): Promise<{ quote: Record<string, unknown>; transaction: Record<string, unknown> }> {
  const source = loaded ?? (await loadSourceAccount(tx, quote.source_account_id));
  if (source?.status !== 'ACTIVE') throw errors.CONFLICT(`The source account is ${source?.status ?? 'gone'}`);
  const shown = await startPayment(tx, quote, accountSide(quote, source));
  reserveSending(tx, quote, source);
  return { quote: presentQuote(quote, tx.now), transaction: shown };
}

/** Holds the quote's sending amount on its source account, with the COMMIT (reserve.ts). */
export function reserveSending(tx: Tx, quote: QuoteRow, source: SourceAccountRow): void {
  reserveAtCommit(
    tx,
    { holdId: quote.transaction_id, accountId: source.id, currency: source.currency, amount: BigInt(quote.sending_amount) },
    presentInternalAccount(source),
  );
}

/** Who sends a payment, as its transaction records it. */
export interface PaymentSide {
  platformCustomerId: string | null;
  source: Record<string, unknown>;
  senderIdentifier: string | null;
  reference: string;
}

/** The side of a payment from the internal account `source`. */
export function accountSide(quote: QuoteRow, source: SourceAccountRow): PaymentSide {
  return {
    platformCustomerId: source.platform_customer_id,
    source: quote.source,
    senderIdentifier: formatId('InternalAccount', quote.source_account_id),
    reference: `CRP${quote.transaction_id.replace(/-/g, '').slice(-12).toUpperCase()}`,
  };
}

/**
 * Records the OUTGOING payment of an executed or funded quote as PENDING, announces it, and
 * makes it due for the next payout round (payouts.ts), which hands it to the rail. The money
 * must be held by the caller. The row is written with the COMMIT: nothing later in the
 * transaction may read it.
 */
export async function startPayment(tx: Tx, quote: QuoteRow, side: PaymentSide): Promise<Record<string, unknown>> {
  const row = recordTransaction(tx, outgoingFields(tx, quote, side, 'PENDING'));
  const shown = presentTransaction(row);
  await dispatchPayment(tx, shown);
  return shown;
}

/**
 * The OUTGOING transaction of a quote, first `status`: PENDING for a payment that starts now
 * (due for the payout round at once), PENDING_AUTHORIZATION for one that waits for its SCA
 * challenges (authorization.ts), off the rail until authorized.
 */
export function outgoingFields(tx: Tx, quote: QuoteRow, side: PaymentSide, status: TransactionStatus): NewTransaction {
  return {
    id: quote.transaction_id,
    platform_id: tx.platformId,
    type: 'OUTGOING',
    direction: 'DEBIT',
    status,
    quote_id: quote.id,
    customer_id: quote.customer_id,
    platform_customer_id: side.platformCustomerId,
    source: { ...side.source, currency: quote.sending_currency },
    destination: { ...quote.destination, currency: quote.receiving_currency },
    source_account_id: quote.source_account_id,
    destination_kind: quote.destination_kind,
    destination_account_id: quote.destination_account_id,
    sender_identifier: side.senderIdentifier,
    receiver_identifier: String(quote.destination.accountId ?? quote.destination.umaAddress),
    sent_amount: quote.sending_amount,
    sent_currency: quote.sending_currency,
    received_amount: quote.receiving_amount,
    received_currency: quote.receiving_currency,
    fees: quote.fees,
    platform_fees: quote.platform_fees,
    rate_num: quote.rate_num,
    rate_den: quote.rate_den,
    hold_id: quote.transaction_id,
    rail_outcome: null,
    rail_step_at: status === 'PENDING' ? tx.now : null,
    reference: side.reference,
    description: quote.description,
    payment_rail: quote.payment_rail,
    rail_selection_mode: quote.rail_selection_mode,
    agent_id: quote.agent_id,
    created_at: tx.now,
  };
}

/** Announces a payment now PENDING (`shown`); the payout round takes it from there. */
export async function dispatchPayment(tx: Tx, shown: Record<string, unknown>): Promise<void> {
  await tx.emit('OUTGOING_PAYMENT.PENDING', shown);
}
