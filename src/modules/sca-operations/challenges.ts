import { createHash } from 'node:crypto';
import { codeMatches, hashCode, randomDigits } from '../../crypto/one-time-code.ts';
import { isIP } from 'node:net';
import { ApiError, errors, fieldError, invalidInput } from '../../http/errors.ts';
import { formatId, newId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { OneTimeCodeMessage } from '../../ports/notifier.ts';
import { customerContact } from '../customers/index.ts';
import { environmentOf } from '../platforms/index.ts';
import { passkeyAssertionOptions, recordFailedAttempt, scaFactorsOf, verifyScaPasskey } from './sca-face.ts';
import {
  type ChallengeFactor,
  type ChallengeRow,
  consume,
  consumeOpen,
  countAttempt,
  insertChallenge,
  openChallenge,
  replaceCode,
  type ScaPurpose,
  type Subject,
} from './store.ts';

/** How long a challenge can be answered (the reference's examples: 5 minutes). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong answers one challenge takes; past them it is void (each also counts toward the customer's lockout). */
export const MAX_ATTEMPTS = 5;
/** The shortest wait between two sends of one challenge's code. */
export const RESEND_INTERVAL_MS = 30_000;
/** The fixed code of sandbox platforms (docs/sandbox.md). */
export const SANDBOX_CODE = '123456';


export interface Issued {
  challenge: ChallengeRow;
  /** The SMS to send once the transaction has committed (a code never stored must never go out). */
  message?: OneTimeCodeMessage;
}

/**
 * Issues the subject's challenge for `purpose`, replacing any open one. `asked` is the factor the
 * client asked for (SMS_OTP by default, PASSKEY when that is all there is; TOTP is refused: a TOTP code cannot be bound to the
 * amount and payee). `linking` is what the passkey challenge is bound to (dynamic linking).
 */
export async function issueChallenge(
  tx: Tx,
  input: { customerId: string; subject: Subject; purpose: ScaPurpose; asked?: string | null; linking: Record<string, unknown> },
): Promise<Issued> {
  const { customerId, subject, purpose } = input;
  if (input.asked === 'TOTP') {
    throw invalidInput([fieldError('scaFactor', 'enum', 'TOTP cannot authorize a single operation (its code is not bound to the amount and payee); use SMS_OTP or PASSKEY')]);
  }
  const factors = await scaFactorsOf(tx, customerId);
  const contact = await customerContact(tx, tx.platformId, customerId);
  const phone = factors.smsOtp ? (contact?.phone_number ?? null) : null;
  const available: ChallengeFactor[] = [...(phone ? (['SMS_OTP'] as const) : []), ...(factors.passkey ? (['PASSKEY'] as const) : [])];
  if (available.length === 0) throw errors.CONFLICT('The customer has no factor for this challenge: set a phoneNumber or enroll a passkey');
  // Unasked: SMS_OTP (the reference's default), or the passkey when there is no phone.
  const asked = input.asked ?? available[0];
  if (!available.includes(asked as ChallengeFactor)) {
    throw invalidInput([fieldError('scaFactor', 'enum', `${asked} is not available to this customer; available: ${available.join(', ')}`)]);
  }
  const factor = asked as ChallengeFactor;
  await consumeOpen(tx, tx.platformId, subject, tx.now);
  const id = newId();
  const expiresAt = new Date(tx.now.getTime() + CHALLENGE_TTL_MS);
  let passkeyChallenge: string | null = null;
  let passkeyOptions: Record<string, unknown> | null = null;
  if (factors.passkey) {
    const linked = { challengeId: formatId('ScaChallenge', id), purpose, ...input.linking };
    passkeyChallenge = createHash('sha256').update(JSON.stringify(linked)).digest('base64url');
    passkeyOptions = await passkeyAssertionOptions(tx, customerId, passkeyChallenge);
  }
  // The code goes out only for an SMS_OTP challenge; a PASSKEY challenge sends nothing.
  let message: OneTimeCodeMessage | undefined;
  let salt: string | null = null;
  let hash: string | null = null;
  if (factor === 'SMS_OTP' && phone) {
    const code = await newCode(tx);
    ({ salt, hash } = hashCode(code));
    message = { channel: 'SMS', to: phone, purpose: `sca-${purpose.toLowerCase()}`, code, expiresAt };
  }
  const row: ChallengeRow = {
    id,
    platform_id: tx.platformId,
    customer_id: customerId,
    subject_kind: subject.kind,
    subject_id: subject.id,
    purpose,
    factor,
    available_factors: available,
    code_salt: salt,
    code_hash: hash,
    passkey_challenge: passkeyChallenge,
    passkey_options: passkeyOptions,
    sent_to: message ? phone : null,
    expires_at: expiresAt,
    attempts: 0,
    last_sent_at: message ? tx.now : null,
    consumed_at: null,
    created_at: tx.now,
    updated_at: tx.now,
  };
  await insertChallenge(tx, row);
  return { challenge: row, message };
}

async function newCode(tx: Tx): Promise<string> {
  return (await environmentOf(tx, tx.platformId)) === 'SANDBOX' ? SANDBOX_CODE : randomDigits(6);
}

export interface Proof {
  code?: string | null;
  passkeyAssertion?: Record<string, unknown> | null;
  origin?: string | null;
  /** Optional (ScaAuthorization); when sent, an IPv4 or IPv6 address as the sca module's login asks. */
  endUserIpAddress?: string | null;
}

export type Verdict = { ok: true } | { ok: false; error: ApiError };

/**
 * Checks a proof against the open challenge `row` (read FOR UPDATE) and consumes it when it
 * passes. A wrong proof counts an attempt on the challenge and toward the customer's lockout;
 * both must stay counted, so it is reported as a verdict (the transaction commits) rather than
 * thrown. Exactly one of code / passkeyAssertion, origin with an assertion.
 */
export async function answerChallenge(tx: Tx, row: ChallengeRow, proof: Proof): Promise<Verdict> {
  const hasCode = proof.code !== undefined && proof.code !== null;
  const hasAssertion = proof.passkeyAssertion !== undefined && proof.passkeyAssertion !== null;
  if (hasCode === hasAssertion) throw invalidInput([fieldError('code', 'oneOf', 'send exactly one of code and passkeyAssertion')]);
  if (hasAssertion && !proof.origin) throw invalidInput([fieldError('origin', 'required', 'origin is required with a passkeyAssertion')]);
  if (proof.endUserIpAddress && isIP(proof.endUserIpAddress) === 0) {
    throw invalidInput([fieldError('endUserIpAddress', 'format', "endUserIpAddress must be the end user's IPv4 or IPv6 address")]);
  }
  if (row.attempts >= MAX_ATTEMPTS) {
    const seconds = Math.max(1, Math.ceil((row.expires_at.getTime() - tx.now.getTime()) / 1000));
    return {
      ok: false,
      error: errors.RATE_LIMITED(`Too many wrong answers; this challenge is void and lapses in ${seconds} s`, { retryAfterSeconds: seconds }, { 'retry-after': String(seconds) }),
    };
  }
  if (row.expires_at.getTime() <= tx.now.getTime()) {
    return { ok: false, error: invalidInput([fieldError(hasCode ? 'code' : 'passkeyAssertion', 'expired', 'the challenge has expired')]) };
  }
  const wrong = async (field: string, message: string): Promise<Verdict> => {
    await countAttempt(tx, tx.platformId, row.id, tx.now);
    await recordFailedAttempt(tx, row.customer_id);
    const left = MAX_ATTEMPTS - row.attempts - 1;
    return { ok: false, error: invalidInput([fieldError(field, 'match', `${message}; ${left} attempt${left === 1 ? '' : 's'} left`)]) };
  };
  if (hasCode) {
    if (!row.code_hash || !row.code_salt) {
      throw invalidInput([fieldError('code', 'factor', 'this challenge takes a passkeyAssertion (no code was sent)')]);
    }
    if (!codeMatches({ salt: row.code_salt, hash: row.code_hash }, String(proof.code))) return wrong('code', 'the code does not match the challenge');
  } else {
    if (!row.passkey_challenge) throw invalidInput([fieldError('passkeyAssertion', 'factor', 'the customer has no passkey for this challenge; send the code')]);
    try {
      await verifyScaPasskey(tx, row.customer_id, proof.passkeyAssertion, String(proof.origin), row.passkey_challenge);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) return wrong('passkeyAssertion', err.reason);
      throw err;
    }
  }
  // Two answers of one challenge (rows locked by the caller) cannot both get here; the
  // conditional UPDATE keeps it so even for a caller that did not lock.
  if (!(await consume(tx, tx.platformId, row.id, tx.now))) throw errors.CONFLICT('The challenge was already answered');
  return { ok: true };
}

/**
 * Sends the open SMS challenge's code again: a new code, the same challenge (id, expiresAt,
 * attempts unchanged). 409 when nothing is pending or the challenge is PASSKEY; 429 with
 * Retry-After within RESEND_INTERVAL_MS of the last send.
 */
export async function resendChallenge(tx: Tx, subject: Subject): Promise<OneTimeCodeMessage> {
  const row = await openChallenge(tx, tx.platformId, subject, true);
  if (!row || row.expires_at.getTime() <= tx.now.getTime()) throw errors.CONFLICT('No authorization challenge is pending');
  if (row.factor !== 'SMS_OTP' || !row.sent_to) throw errors.CONFLICT('The pending challenge is a PASSKEY challenge; there is no code to resend');
  if (row.attempts >= MAX_ATTEMPTS) throw errors.CONFLICT('The challenge is void after too many wrong answers');
  const wait = (row.last_sent_at?.getTime() ?? 0) + RESEND_INTERVAL_MS - tx.now.getTime();
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw errors.RATE_LIMITED(`The code was sent moments ago; retry in ${seconds} s`, { retryAfterSeconds: seconds }, { 'retry-after': String(seconds) });
  }
  const code = await newCode(tx);
  const fresh = hashCode(code);
  await replaceCode(tx, tx.platformId, row.id, fresh.salt, fresh.hash, tx.now);
  return { channel: 'SMS', to: row.sent_to, purpose: `sca-${row.purpose.toLowerCase()}`, code, expiresAt: row.expires_at };
}

/** The contract's ScaChallenge. */
export function presentChallenge(row: ChallengeRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: formatId('ScaChallenge', row.id),
    expiresAt: row.expires_at.toISOString(),
    factor: row.factor,
    availableFactors: row.available_factors,
    purpose: row.purpose,
  };
  if (row.passkey_options) out.passkeyAssertionOptions = row.passkey_options;
  return out;
}
