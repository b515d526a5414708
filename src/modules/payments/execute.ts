import { scheduleJob } from '../../events/jobs.ts';
import { errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, parseId } from '../../ids.ts';
import type { Rails } from '../../ports/rails.ts';
import { next } from '../../kernel/state-machine.ts';
import { type InternalAccountRow, presentInternalAccount, sourceAccountQuery } from '../accounts/index.ts';
import { assertAccountStamp } from '../wallet-auth/index.ts';
import { presentQuote, presentTransaction } from './present.ts';
import { reserveAtCommit } from './reserve.ts';
import { QUOTE } from './state.ts';
import { claimPendingQuote, findQuote, type NewTransaction, type QuoteRow, recordTransaction } from './store.ts';
import { platformCustomerIdExpr } from '../customers/index.ts';

export const PROCESS_JOB = 'payment.process';

/** A source account as execution needs it: the account row (for its balance event) and its owner's platformCustomerId. */
export type SourceAccountRow = InternalAccountRow & { platform_customer_id: string | null };

const SOURCE_ACCOUNT = sourceAccountQuery(platformCustomerIdExpr, 'platform_customer_id');

export async function loadSourceAccount(tx: Tx, uuid: string): Promise<SourceAccountRow | undefined> {
  const rows = await tx.query<SourceAccountRow>(SOURCE_ACCOUNT, [uuid, tx.platformId]);
  return rows[0];
}

/**
 * Claims a PENDING, unexpired quote for execution with one conditional UPDATE, so a quote
 * executes at most once even under concurrent calls; on a miss, a read tells which error.
 */
async function claimQuote(tx: Tx, publicId: string): Promise<QuoteRow> {
  const uuid = parseId('Quote', publicId);
  if (!uuid) throw errors.QUOTE_NOT_FOUND();
  const claimed = await claimPendingQuote(tx, tx.platformId, uuid, 'ACCOUNT', tx.now);
  if (claimed) return claimed;
  const found = await findQuote(tx, tx.platformId, uuid);
  if (!found) throw errors.QUOTE_NOT_FOUND();
  if (found.source.sourceType === 'REALTIME_FUNDING') throw errors.CONFLICT('A REALTIME_FUNDING quote executes when its funds arrive with its reference, not by this call');
  next(QUOTE, found.status, 'execute'); // throws the machine's 409 for an executed quote
  // Still PENDING, and the claim missed it: only its expiry can have stopped it.
  throw errors.QUOTE_EXPIRED();
}

/**
 * Executes the quote `publicId`; see executeClaimed. A quote paid from an embedded wallet
 * needs `walletSignature`: a stamp over its payloadToSign by an active session of the wallet.
 */
export async function executeQuote(tx: Tx, rails: Rails, publicId: string, walletSignature?: string): Promise<Record<string, unknown>> {
  const quote = await claimQuote(tx, publicId);
  if (quote.wallet_payload) await assertAccountStamp(tx, quote.source_account_id, walletSignature, quote.wallet_payload);
  return (await executeClaimed(tx, rails, quote)).quote;
}

/**
 * Executes a quote already claimed (status PROCESSING) in the caller's transaction: records
 * the OUTGOING transaction as PENDING, hands it to the rail through a scheduled job, and
 * reserves the sending amount on the source account. The reservation (hold, balance event,
 * daily volume; reserve.ts) is sent with COMMIT, because it locks the source account: a busy account's payments wait on that lock one after another, so it is taken
 * last and held only for the commit. When it fails (INSUFFICIENT_FUNDS,
 * DAILY_VOLUME_LIMIT_EXCEEDED) the whole transaction rolls back and the quote stays
 * executable.
 */
export async function executeClaimed(
  tx: Tx,
  rails: Rails,
  quote: QuoteRow,
  loaded?: SourceAccountRow,
): Promise<{ quote: Record<string, unknown>; transaction: Record<string, unknown> }> {
  const source = loaded ?? (await loadSourceAccount(tx, quote.source_account_id));
  if (source?.status !== 'ACTIVE') throw errors.CONFLICT(`The source account is ${source?.status ?? 'gone'}`);
  const shown = await startPayment(tx, rails, quote, {
    platformCustomerId: source.platform_customer_id,
    source: quote.source,
    senderIdentifier: formatId('InternalAccount', quote.source_account_id),
    reference: `CRP${quote.transaction_id.replace(/-/g, '').slice(-12).toUpperCase()}`,
  });
  reserveAtCommit(
    tx,
    { holdId: quote.transaction_id, accountId: source.id, currency: source.currency, amount: BigInt(quote.sending_amount) },
    presentInternalAccount(source),
  );
  return { quote: presentQuote(quote, tx.now), transaction: shown };
}

/**
 * Records the OUTGOING payment of an executed or funded quote as PENDING, announces it, and
 * hands it to the rail through a scheduled job. The money must be held by the caller.
 * The row is written with the COMMIT: nothing later in the transaction may read it.
 */
export async function startPayment(
  tx: Tx,
  rails: Rails,
  quote: QuoteRow,
  side: { platformCustomerId: string | null; source: Record<string, unknown>; senderIdentifier: string | null; reference: string },
): Promise<Record<string, unknown>> {
  const plan = rails.plan({ sendingAmount: BigInt(quote.sending_amount), sendingCurrency: quote.sending_currency, destinationKind: quote.destination_kind });
  // Ledger moves between the service's own accounts cannot be refused by a bank: only
  // payouts to external accounts take the rail's failure outcomes.
  const failure = quote.destination_kind === 'EXTERNAL' || plan.failure === 'QUOTE_EXECUTION_FAILED' ? plan.failure : null;
  const fields: NewTransaction = {
    id: quote.transaction_id,
    platform_id: tx.platformId,
    type: 'OUTGOING',
    direction: 'DEBIT',
    status: 'PENDING',
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
    rail_outcome: failure,
    reference: side.reference,
    description: quote.description,
    payment_rail: quote.payment_rail,
    rail_selection_mode: quote.rail_selection_mode,
    created_at: tx.now,
  };
  const row = recordTransaction(tx, fields);
  const shown = presentTransaction(row);
  await tx.emit('OUTGOING_PAYMENT.PENDING', shown);
  await scheduleJob(
    tx,
    tx.platformId,
    PROCESS_JOB,
    { transactionId: row.id, settleAfterMs: plan.settleAfterMs, returnAfterMs: plan.returnAfterMs },
    new Date(tx.now.getTime() + plan.processingAfterMs),
    tx.now,
  );
  return shown;
}
