import { codeMatches, hashCode, randomDigits } from '../../crypto/one-time-code.ts';
import { type ApiError, errors, fieldError, invalidInput } from '../../http/errors.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { OneTimeCodeMessage } from '../../ports/notifier.ts';
import { environmentOf } from '../platforms/index.ts';
import { customerByUuid } from './customer.ts';

/** SMS codes of SCA challenges: the sandbox's is always 123456 (spec; docs/sca.md). */
export const SANDBOX_SCA_CODE = '123456';
export const CODE_TTL_MS = 5 * 60_000;
/** Wrong codes one challenge takes before it is used up. */
export const MAX_CODE_ATTEMPTS = 5;


export interface SentCode {
  challengeId: string;
  expiresAt: Date;
  /** To hand to the notifier once the transaction has committed (never logged). */
  message: OneTimeCodeMessage;
}

/**
 * Issues an SMS code to the customer's phone number for `purpose` (LOGIN, or a caller's own,
 * e.g. a quote authorization). The code is kept salted and hashed; the caller sends `message`
 * through the Notifier after the commit. 409 when the customer has no phone number.
 */
export async function sendScaCode(tx: Tx, customerId: string, purpose: string): Promise<SentCode> {
  const customer = await customerByUuid(tx, tx.platformId, customerId);
  if (!customer) throw errors.CUSTOMER_NOT_FOUND();
  if (!customer.phone_number) {
    throw errors.CONFLICT('The customer has no phone number for SMS_OTP; set phoneNumber with PATCH /customers/{customerId}, or use another factor');
  }
  const code = (await environmentOf(tx, tx.platformId)) === 'SANDBOX' ? SANDBOX_SCA_CODE : randomDigits(6);
  const { salt, hash } = hashCode(code);
  const id = newId();
  const expiresAt = new Date(tx.now.getTime() + CODE_TTL_MS);
  await tx.query(
    `INSERT INTO sca_challenges (id, platform_id, customer_id, factor, purpose, code_salt, code_hash, expires_at, created_at)
     VALUES ($1, $2, $3, 'SMS_OTP', $4, $5, $6, $7, $8)`,
    [id, tx.platformId, customerId, purpose, salt, hash, expiresAt, tx.now],
  );
  return { challengeId: formatId('ScaChallenge', id), expiresAt, message: { channel: 'SMS', to: customer.phone_number, purpose: `sca-${purpose.toLowerCase()}`, code, expiresAt } };
}

export type CodeCheck = { ok: true } | { ok: false; error: ApiError; counted: boolean };

const refuse = (constraint: string, message: string, counted: boolean): CodeCheck => ({
  ok: false,
  error: invalidInput([fieldError('code', constraint, message)]),
  counted,
});

interface ChallengeRow {
  id: string;
  code_salt: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
}

/**
 * Checks `code` against the customer's SMS challenge for `purpose` (the one named by
 * `challengeId`, else the latest). A wrong code counts an attempt on the challenge, which is
 * reported (`counted`), not thrown, so that the caller's transaction commits it; the lockout
 * ladder is the caller's (recordFailedAttempt). Success uses the challenge up.
 */
export async function checkScaCode(tx: Tx, customerId: string, challengeId: string | null | undefined, code: string, purpose: string): Promise<CodeCheck> {
  let rows: ChallengeRow[];
  if (challengeId) {
    const uuid = parseId('ScaChallenge', challengeId);
    rows = uuid
      ? await tx.query<ChallengeRow>(
          `SELECT * FROM sca_challenges WHERE id = $1 AND platform_id = $2 AND customer_id = $3 AND factor = 'SMS_OTP' AND purpose = $4 FOR UPDATE`,
          [uuid, tx.platformId, customerId, purpose],
        )
      : [];
    if (rows.length === 0) return { ok: false, error: invalidInput([fieldError('challengeId', 'match', 'no such SMS challenge for this customer; start one first')]), counted: false };
  } else {
    rows = await tx.query<ChallengeRow>(
      `SELECT * FROM sca_challenges WHERE platform_id = $1 AND customer_id = $2 AND factor = 'SMS_OTP' AND purpose = $3 ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [tx.platformId, customerId, purpose],
    );
    if (rows.length === 0) return refuse('state', 'no SMS code has been sent; start one first', false);
  }
  const challenge = rows[0];
  if (challenge.consumed_at) return refuse('state', 'this challenge is used up; start a new one', false);
  if (challenge.expires_at.getTime() <= tx.now.getTime()) return refuse('expired', 'the code has expired; start a new challenge', false);
  const good = codeMatches({ salt: challenge.code_salt, hash: challenge.code_hash }, code);
  if (!good) {
    const attempts = challenge.attempts + 1;
    await tx.query('UPDATE sca_challenges SET attempts = $2, consumed_at = $3 WHERE id = $1', [
      challenge.id,
      attempts,
      attempts >= MAX_CODE_ATTEMPTS ? tx.now : null,
    ]);
    const left = MAX_CODE_ATTEMPTS - attempts;
    return refuse('mismatch', left > 0 ? `the code is not correct; ${left} attempts left on this challenge` : 'the code is not correct; the challenge is used up, start a new one', true);
  }
  await tx.query('UPDATE sca_challenges SET consumed_at = $2 WHERE id = $1', [challenge.id, tx.now]);
  return { ok: true };
}
