import type { Sql } from '../../db/driver.ts';
import { purgeBefore, purgeInBatches, purgeStatement } from '../../db/purge.ts';

// Housekeeping of this module's passing records, run by the worker's housekeeping round (src/app.ts);
// docs/operations.md, "Housekeeping".

/**
 * How long a spent per-payment or beneficiary-trust SCA challenge is kept after it expired, for
 * whoever looks into a failed authorization, as the sca module keeps its own codes (SCA_GRACE_MS).
 */
export const SCA_CHALLENGE_GRACE_MS = 24 * 60 * 60_000;

/**
 * Per-payment and beneficiary-trust SCA challenges (sca_operation_challenges) consumed (passed,
 * replaced by a newer one, or closed with their payment) and expired more than a day ago. Only
 * the subject's open challenge is ever read again (authorize, confirm, resend, the quote's
 * presentation); the expiry job of a payment reads its challenge by id and does nothing once it
 * is consumed, or gone. An open one stays, expired or not: at most one per subject, and the
 * expiry job of its payment needs it.
 */
const SPENT_SCA_CHALLENGES = purgeStatement('sca_operation_challenges', 'expires_at < $2 AND consumed_at < $2');

/** Spent SCA operation challenges that expired more than SCA_CHALLENGE_GRACE_MS before `now`; returns how many went. */
export function purgeSpentScaChallenges(sql: Sql, now: Date): Promise<number> {
  return purgeInBatches(sql, SPENT_SCA_CHALLENGES, purgeBefore(now, SCA_CHALLENGE_GRACE_MS));
}
