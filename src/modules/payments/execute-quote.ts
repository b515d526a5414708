import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import { parseId } from '../../ids.ts';
import { next } from '../../kernel/state-machine.ts';
import type { Tx } from '../../kernel/tx.ts';
import { assertAccountStamp } from '../wallet-auth/index.ts';
import { awaitAuthorization, type Notify, scaGate } from './authorization.ts';
import { executeClaimed, loadSourceAccount } from './execute.ts';
import { QUOTE } from './state.ts';
import { claimPendingQuote, findQuote, moveQuote, type QuoteRow } from './store.ts';

/**
 * Claims a PENDING, unexpired quote for execution with one conditional UPDATE, so a quote
 * executes at most once even under concurrent calls; on a miss, a read tells which error. The
 * quote is still PENDING: executeQuote moves it once it knows where (execute or challenge).
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
  // Claimed by a call whose transaction has not committed yet (a member of the same group).
  if (found.executed_at) throw errors.CONFLICT('The quote has already been executed');
  // Still PENDING, and the claim missed it: only its expiry can have stopped it.
  throw errors.QUOTE_EXPIRED();
}

/** The scaFactor of a request: TOTP is refused (it cannot be bound to one payment's amount and payee). */
export function askedFactor(scaFactor: string | undefined): 'SMS_OTP' | 'PASSKEY' | undefined {
  if (scaFactor === 'TOTP') {
    throw invalidInput([fieldError('scaFactor', 'enum', 'TOTP cannot authorize a single payment (its code is not bound to the amount and payee); use SMS_OTP or PASSKEY')]);
  }
  return scaFactor as 'SMS_OTP' | 'PASSKEY' | undefined;
}

/**
 * Operation `executeQuote`. A quote paid from an embedded wallet needs `walletSignature`: a
 * stamp over its payloadToSign by an active session of the wallet. An SCA customer's payment
 * needing per-transaction authorization (authorization.ts) is answered 200 PENDING_AUTHORIZATION
 * with its scaChallenge, nothing reserved; otherwise see executeClaimed.
 */
export async function executeQuote(
  tx: Tx,
  publicId: string,
  options: { walletSignature?: string; scaFactor?: string; notify: Notify },
): Promise<Record<string, unknown>> {
  return (await executeQuotePayment(tx, publicId, options)).quote;
}

/** executeQuote, answering the payment it started too (an agent's action shows it; agent-actions). */
export async function executeQuotePayment(
  tx: Tx,
  publicId: string,
  options: { walletSignature?: string; scaFactor?: string; notify: Notify },
): Promise<{ quote: Record<string, unknown>; transaction: Record<string, unknown> }> {
  const asked = askedFactor(options.scaFactor);
  const quote = await claimQuote(tx, publicId);
  if (quote.wallet_payload) await assertAccountStamp(tx, quote.source_account_id, options.walletSignature, quote.wallet_payload);
  const source = await loadSourceAccount(tx, quote.source_account_id);
  if (source?.status !== 'ACTIVE') throw errors.CONFLICT(`The source account is ${source?.status ?? 'gone'}`);
  const challenges = await scaGate(tx, quote, source);
  if (challenges.length === 0) return executeClaimed(tx, moveQuote(tx, quote, 'execute', tx.now), source);
  const held = moveQuote(tx, quote, 'challenge', tx.now, { scaFactor: asked ?? quote.sca_factor });
  return awaitAuthorization(tx, held, source, challenges[0], options.notify);
}
