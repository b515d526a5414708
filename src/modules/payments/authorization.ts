import { type JobHandler, scheduleJob } from '../../events/jobs.ts';
import { errors } from '../../http/errors.ts';
import { parseId } from '../../ids.ts';
import { next } from '../../kernel/state-machine.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { OneTimeCodeMessage } from '../../ports/notifier.ts';
import { findInternal } from '../accounts/index.ts';
import { scaCountry } from '../customers/index.ts';
import { isTrustedBeneficiary } from '../external-accounts/index.ts';
import {
  answerChallenge,
  assertScaSession,
  challengeById,
  consumeOpen,
  issueChallenge,
  openChallenge,
  presentChallenge,
  type Proof,
  resendChallenge,
  type ScaPurpose,
  type Verdict,
} from '../sca-operations/index.ts';
import { accountSide, dispatchPayment, loadSourceAccount, outgoingFields, reserveSending, type SourceAccountRow } from './execute.ts';
import { presentQuote, presentTransaction } from './present.ts';
import { QUOTE } from './state.ts';
import { findQuote, findTransaction, moveQuote, moveTransaction, type QuoteRow, recordTransaction, type TransactionRow } from './store.ts';

/**
 * Per-transaction strong customer authentication of payments (docs/sca-payments.md): which
 * payments need it, holding them PENDING_AUTHORIZATION, authorizing them challenge by challenge,
 * and failing them (SCA_NOT_COMPLETED) when a challenge lapses. The challenges themselves are
 * the sca-operations module's.
 */
export const SCA_EXPIRY_JOB = 'payment.sca-expiry';

/** Sends a one-time code once the transaction has committed. */
export type Notify = (message: OneTimeCodeMessage) => void;

/** The source's owner when SCA applies to it; decided from the source row already read (no query). */
export function scaCustomerOf(source: SourceAccountRow): string | null {
  return source.customer_id && scaCountry(source.customer_jurisdiction) ? source.customer_id : null;
}

/**
 * The challenges a payment of an SCA customer must pass, in turn; none when exempt:
 * - paid from an embedded wallet: the end user's wallet signature over the amount and payee
 *   (executeQuote) is already an authentication bound to this payment;
 * - to another account of the same customer (PSD2 RTS art. 15: own accounts);
 * - to a trusted beneficiary (art. 13: the trust itself was strongly authenticated).
 * Otherwise PAYOUT (an external account or UMA address) or TRANSFER (another customer's or the
 * platform's internal account), preceded by CURRENCY_CONVERSION when the currencies differ.
 */
async function challengesFor(tx: Tx, quote: QuoteRow, source: SourceAccountRow): Promise<ScaPurpose[]> {
  if (source.type === 'EMBEDDED_WALLET') return [];
  let last: ScaPurpose;
  if (quote.destination_kind === 'INTERNAL') {
    const destination = await findInternal(tx, tx.platformId, quote.destination_account_id);
    if (destination?.customerId === source.customer_id) return [];
    last = 'TRANSFER';
  } else {
    if (await isTrustedBeneficiary(tx, tx.platformId, quote.destination_account_id)) return [];
    last = 'PAYOUT';
  }
  return quote.sending_currency === quote.receiving_currency ? [last] : ['CURRENCY_CONVERSION', last];
}

/**
 * What stands between an execution and its money moving: for an SCA customer a live SCA login
 * session (409 SCA_SESSION_REQUIRED, 423 ACCOUNT_LOCKED), then the challenges to pass. A
 * customer outside SCA regions costs nothing here.
 */
export async function scaGate(tx: Tx, quote: QuoteRow, source: SourceAccountRow): Promise<ScaPurpose[]> {
  const customerId = scaCustomerOf(source);
  if (!customerId) return [];
  await assertScaSession(tx, customerId);
  return challengesFor(tx, quote, source);
}

/**
 * Holds an executed quote (already PENDING_AUTHORIZATION in the caller's writes) for its first
 * challenge: its transaction is recorded PENDING_AUTHORIZATION with nothing reserved, and
 * announced (OUTGOING_PAYMENT.PENDING_AUTHORIZATION).
 */
export async function awaitAuthorization(
  tx: Tx,
  quote: QuoteRow,
  source: SourceAccountRow,
  purpose: ScaPurpose,
  notify: Notify,
): Promise<{ quote: Record<string, unknown>; transaction: Record<string, unknown> }> {
  const row = recordTransaction(tx, outgoingFields(tx, quote, accountSide(quote, source), 'PENDING_AUTHORIZATION'));
  const shown = presentTransaction(row);
  await tx.emit('OUTGOING_PAYMENT.PENDING_AUTHORIZATION', shown);
  const challenge = await challengeQuote(tx, quote, purpose, notify);
  return { quote: presentQuote(quote, tx.now, challenge), transaction: shown };
}

/** The status of a quote held for authorization: PENDING -> PENDING_AUTHORIZATION. */
export const HELD = next(QUOTE, 'PENDING', 'challenge') as QuoteRow['status'];

/** Issues the quote's challenge for `purpose` and schedules the failure of its payment at its expiry. */
async function challengeQuote(tx: Tx, quote: QuoteRow, purpose: ScaPurpose, notify: Notify): Promise<Record<string, unknown>> {
  if (!quote.customer_id) throw new Error('a platform payment has no SCA challenge');
  const issued = await issueChallenge(tx, {
    customerId: quote.customer_id,
    subject: { kind: 'QUOTE', id: quote.id },
    purpose,
    asked: quote.sca_factor,
    // What a passkey signs: this payment's figures and payee (dynamic linking).
    linking: {
      quoteId: quote.id,
      sendingAmount: quote.sending_amount,
      sendingCurrency: quote.sending_currency,
      receivingAmount: quote.receiving_amount,
      receivingCurrency: quote.receiving_currency,
      destination: quote.destination,
    },
  });
  if (issued.message) notify(issued.message);
  await scheduleJob(
    tx,
    tx.platformId,
    SCA_EXPIRY_JOB,
    { transactionId: quote.transaction_id, quoteId: quote.id, challengeId: issued.challenge.id },
    issued.challenge.expires_at,
    tx.now,
  );
  return presentChallenge(issued.challenge);
}

async function heldQuote(tx: Tx, publicId: string): Promise<{ quote: QuoteRow; source: SourceAccountRow; customerId: string }> {
  const uuid = parseId('Quote', publicId);
  // Locked: two authorizations of one quote run one after the other; the second finds it moved on.
  const quote = uuid ? await findQuote(tx, tx.platformId, uuid, true) : undefined;
  if (!quote) throw errors.QUOTE_NOT_FOUND();
  const source = quote.source.sourceType === 'ACCOUNT' ? await loadSourceAccount(tx, quote.source_account_id) : undefined;
  const customerId = source ? scaCustomerOf(source) : null;
  if (!source || !customerId) throw errors.CONFLICT('Strong customer authentication does not apply to this quote\'s customer; nothing to authorize');
  return { quote, source, customerId };
}

const nothingPending = () => errors.CONFLICT('No authorization is pending for this quote');

/**
 * Operation `authorizeQuote`. A passed challenge either issues the next (a cross-currency
 * payment: conversion, then payout) or starts the payment exactly as execute would have. A
 * wrong proof is a verdict, not a throw: its counted attempts must commit.
 */
export async function authorizeQuote(tx: Tx, publicId: string, proof: Proof, notify: Notify): Promise<Record<string, unknown> | Extract<Verdict, { ok: false }>> {
  const { quote, source, customerId } = await heldQuote(tx, publicId);
  await assertScaSession(tx, customerId);
  if (quote.status !== 'PENDING_AUTHORIZATION') throw nothingPending();
  const open = await openChallenge(tx, tx.platformId, { kind: 'QUOTE', id: quote.id }, true);
  if (!open) throw nothingPending();
  if (open.expires_at.getTime() <= tx.now.getTime()) {
    await failUnauthorized(tx, quote);
    return { ok: false, error: errors.CONFLICT('The authorization challenge expired: the payment failed (SCA_NOT_COMPLETED) and nothing moved') };
  }
  const verdict = await answerChallenge(tx, open, proof);
  if (!verdict.ok) return verdict;
  if (open.purpose === 'CURRENCY_CONVERSION') {
    const challenge = await challengeQuote(tx, quote, quote.destination_kind === 'INTERNAL' ? 'TRANSFER' : 'PAYOUT', notify);
    return presentQuote(quote, tx.now, challenge);
  }
  if (source.status !== 'ACTIVE') throw errors.CONFLICT(`The source account is ${source.status}`);
  // heldQuote locked the quote: its status is as read until this transaction ends.
  const transaction = await findTransaction(tx, tx.platformId, quote.transaction_id, true);
  const moved = transaction ? await moveTransaction(tx, transaction, 'authorize', tx.now, { railStepAt: tx.now }) : null;
  if (!moved) throw nothingPending();
  const authorized = moveQuote(tx, quote, 'authorize', tx.now);
  await dispatchPayment(tx, presentTransaction(moved));
  // As execute: reserved with the COMMIT; short of funds, all of this rolls back (the challenge too).
  reserveSending(tx, authorized, source);
  return presentQuote(authorized, tx.now);
}

/**
 * Operation `resendQuoteScaCode`: the pending SMS challenge's code again (same challenge, same
 * expiresAt). The caller sends `notify`'s message after the commit.
 */
export async function resendQuoteScaCode(tx: Tx, publicId: string, notify: Notify): Promise<void> {
  const { quote } = await heldQuote(tx, publicId);
  if (quote.status !== 'PENDING_AUTHORIZATION') throw nothingPending();
  notify(await resendChallenge(tx, { kind: 'QUOTE', id: quote.id }));
}

/** Locks the quote of a payment held for authorization, before its transaction (authorizeQuote's lock order). */
export async function lockHeldQuote(tx: Tx, row: TransactionRow): Promise<void> {
  if (row.quote_id) await findQuote(tx, tx.platformId, row.quote_id, true);
}

/**
 * The client cancels a payment still waiting for its challenges (cancelTransaction): FAILED,
 * its quote FAILED, the open challenge used up so that nothing can authorize it afterwards, and
 * no refund, since nothing was reserved. No failureReason: SCA_NOT_COMPLETED is the lapse of a
 * challenge, not the customer's choice. The caller locked the quote first (lockHeldQuote).
 */
export async function cancelUnauthorized(tx: Tx, row: TransactionRow): Promise<TransactionRow | null> {
  if (row.quote_id) await consumeOpen(tx, tx.platformId, { kind: 'QUOTE', id: row.quote_id }, tx.now);
  const failed = await moveTransaction(tx, row, 'cancel', tx.now);
  if (failed) await tx.emit('OUTGOING_PAYMENT.FAILED', presentTransaction(failed));
  return failed;
}

/** Fails a payment held for authorization: FAILED with SCA_NOT_COMPLETED, its quote FAILED; nothing was reserved. */
async function failUnauthorized(tx: Tx, quote: QuoteRow): Promise<void> {
  await consumeOpen(tx, tx.platformId, { kind: 'QUOTE', id: quote.id }, tx.now);
  const row = await findTransaction(tx, tx.platformId, quote.transaction_id, true);
  if (row?.status !== 'PENDING_AUTHORIZATION') return;
  const failed = await moveTransaction(tx, row, 'fail', tx.now, { failureReason: 'SCA_NOT_COMPLETED' });
  if (failed) await tx.emit('OUTGOING_PAYMENT.FAILED', presentTransaction(failed));
}

/**
 * The job scheduled at each challenge's expiry: when that challenge is still the open one, its
 * payment fails. A challenge passed (or replaced by the next) leaves nothing to do. The quote
 * is locked before the challenge, in authorizeQuote's order.
 */
export const expireAuthorization: JobHandler = async (tx, job) => {
  const quote = await findQuote(tx, tx.platformId, String(job.payload.quoteId), true);
  if (quote?.status !== 'PENDING_AUTHORIZATION') return;
  const challenge = await challengeById(tx, tx.platformId, String(job.payload.challengeId), true);
  if (!challenge || challenge.consumed_at || challenge.expires_at.getTime() > tx.now.getTime()) return;
  await failUnauthorized(tx, quote);
};
