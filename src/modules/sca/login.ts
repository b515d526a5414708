import { isIP } from 'node:net';
import { ApiError, errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import { newId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { OneTimeCodeMessage } from '../../ports/notifier.ts';
import { placeOf, SCA_FACTOR_TOTP_SECRET } from '../../secrets/columns.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { checkScaCode, sendScaCode } from './codes.ts';
import { scaCustomer } from './customer.ts';
import { isLocked, lockedError, lockStateOf, recordFailedAttempt } from './lockout.ts';
import { newChallenge, passkeyAssertionOptions, verifyScaPasskey } from './passkey.ts';
import { looksLikeRecoveryCode, redeemRecoveryCode } from './recovery.ts';
import { ALLOWED_ORIGINS, RELYING_PARTY_ID } from './relying-party.ts';
import { type LoginFactor, openScaSession } from './sessions.ts';
import { passkeyOf, totpOf } from './store.ts';
import { matchTotp } from './totp.ts';

export const LOGIN = 'LOGIN';
/** How long a passkey login challenge stays open. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

const noFactor = (factor: string) => errors.CONFLICT(`The customer has no ${factor} factor; enroll one with POST /sca/factors, or log in with another factor`);

/** Operation `startScaLogin`. The SMS message is for the caller to send after the commit. */
export async function startScaLogin(tx: Tx, customerId: string, factor: LoginFactor): Promise<{ body: Record<string, unknown>; message?: OneTimeCodeMessage }> {
  const customer = await scaCustomer(tx, tx.platformId, customerId, true);
  if (factor === 'SMS_OTP') {
    const sent = await sendScaCode(tx, customer.id, LOGIN);
    return { body: { factor, challengeId: sent.challengeId, expiresAt: sent.expiresAt.toISOString() }, message: sent.message };
  }
  if (factor === 'TOTP') {
    if (!(await totpOf(tx, tx.platformId, customer.id))) throw noFactor('TOTP');
    return { body: { factor } };
  }
  if (!(await passkeyOf(tx, tx.platformId, customer.id))) throw noFactor('PASSKEY');
  const challenge = newChallenge();
  await tx.query(
    `INSERT INTO sca_challenges (id, platform_id, customer_id, factor, purpose, challenge, expires_at, created_at)
     VALUES ($1, $2, $3, 'PASSKEY', $4, $5, $6, $7)`,
    [newId(), tx.platformId, customer.id, LOGIN, challenge, new Date(tx.now.getTime() + PASSKEY_CHALLENGE_TTL_MS), tx.now],
  );
  const passkeyOptions = await passkeyAssertionOptions(tx, customer.id, Buffer.from(challenge, 'base64url'));
  return { body: { factor, passkeyOptions, allowedOrigins: ALLOWED_ORIGINS, relyingPartyId: RELYING_PARTY_ID } };
}

export interface LoginCompleteBody {
  factor: LoginFactor;
  endUserIpAddress: string;
  challengeId?: string | null;
  code?: string | null;
  passkeyAssertion?: Record<string, unknown> | null;
  origin?: string | null;
}

/** A proof that failed: `counted` failures move the lockout ladder. */
class ProofFailed extends Error {
  constructor(
    readonly error: ApiError,
    readonly counted: boolean,
  ) {
    super(error.message);
  }
}

const replyOf = (err: ApiError): Reply => ({ status: err.status, body: err.toBody(), ...(err.headers ? { headers: err.headers } : {}) });

/**
 * Operation `completeScaLogin`. A locked customer gets 423 before any proof is looked at. A
 * wrong proof counts toward the lockout ladder and is answered (not thrown) so that the count
 * commits: 400, or 423 when this failure locked the account.
 */
export async function completeScaLogin(tx: Tx, keyring: Keyring, customerId: string, body: LoginCompleteBody): Promise<Reply> {
  const customer = await scaCustomer(tx, tx.platformId, customerId, true);
  if (isIP(body.endUserIpAddress) === 0) throw invalidInput([fieldError('endUserIpAddress', 'format', "endUserIpAddress must be the end user's IPv4 or IPv6 address")]);
  const before = await lockStateOf(tx, tx.platformId, customer.id);
  if (isLocked(before, tx.now)) throw lockedError(before);
  try {
    await checkProof(tx, keyring, customer.id, body);
  } catch (err) {
    if (!(err instanceof ProofFailed)) throw err;
    if (!err.counted) return replyOf(err.error);
    const after = await recordFailedAttempt(tx, customer.id);
    return replyOf(after.locked ? lockedError(after) : err.error);
  }
  const expiresAt = await openScaSession(tx, customer.id, body.factor, body.endUserIpAddress);
  return { status: 200, body: { status: 'SUCCESS', sessionExpiresAt: expiresAt.toISOString() } };
}

const missing = (field: string, message: string) => new ProofFailed(invalidInput([fieldError(field, 'required', message)]), false);

async function checkProof(tx: Tx, keyring: Keyring, customerId: string, body: LoginCompleteBody): Promise<void> {
  if (body.factor === 'SMS_OTP') {
    if (!body.code) throw missing('code', 'code is required for SMS_OTP');
    const result = await checkScaCode(tx, customerId, body.challengeId, body.code, LOGIN);
    if (!result.ok) throw new ProofFailed(result.error, result.counted);
    return;
  }
  if (body.factor === 'TOTP') {
    if (!body.code) throw missing('code', 'code is required for TOTP (or a recovery code)');
    await checkTotp(tx, keyring, customerId, body.code);
    return;
  }
  if (!body.passkeyAssertion || !body.origin) throw missing('passkeyAssertion', 'passkeyAssertion and origin are required for PASSKEY');
  const rows = await tx.query<{ id: string; challenge: string; expires_at: Date }>(
    `SELECT id, challenge, expires_at FROM sca_challenges
     WHERE platform_id = $1 AND customer_id = $2 AND factor = 'PASSKEY' AND purpose = $3 AND consumed_at IS NULL
     ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [tx.platformId, customerId, LOGIN],
  );
  const open = rows[0];
  if (!open || open.expires_at.getTime() <= tx.now.getTime()) {
    throw new ProofFailed(invalidInput([fieldError('passkeyAssertion', 'state', 'no passkey login challenge is open (none started, used, or expired after 5 minutes); start one')]), false);
  }
  // Used by this attempt, good or bad: an assertion is never checked twice against one challenge.
  await tx.query('UPDATE sca_challenges SET consumed_at = $2 WHERE id = $1', [open.id, tx.now]);
  try {
    await verifyScaPasskey(tx, customerId, body.passkeyAssertion, body.origin, Buffer.from(open.challenge, 'base64url'));
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) throw new ProofFailed(err, true);
    throw err;
  }
}

async function checkTotp(tx: Tx, keyring: Keyring, customerId: string, code: string): Promise<void> {
  const factor = await totpOf(tx, tx.platformId, customerId, true);
  if (!factor?.totp_secret) throw new ProofFailed(invalidInput([fieldError('factor', 'state', 'the customer has no TOTP factor')]), false);
  const secret = keyring.openText(factor.totp_secret, placeOf(SCA_FACTOR_TOTP_SECRET, factor.id));
  const step = matchTotp(secret, code, tx.now);
  // A code of a step already used (or older) is a replay, refused like a wrong one.
  if (step !== null && (factor.totp_last_step === null || step > Number(factor.totp_last_step))) {
    await tx.query('UPDATE sca_factors SET totp_last_step = $2, updated_at = $3 WHERE id = $1', [factor.id, step, tx.now]);
    return;
  }
  if (looksLikeRecoveryCode(code) && (await redeemRecoveryCode(tx, factor.id, code))) return;
  throw new ProofFailed(invalidInput([fieldError('code', 'mismatch', 'the code is not valid: not the current TOTP code, already used, or not an unused recovery code')]), true);
}
