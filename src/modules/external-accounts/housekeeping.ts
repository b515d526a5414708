import type { Sql } from '../../db/driver.ts';
import { PURGE_BATCH, purgeInBatches } from '../../db/purge.ts';

/**
 * Housekeeping of ownership challenges, run by the worker's housekeeping round (src/app.ts).
 * A challenge that was answered or replaced by a newer one (USED, ABANDONED) is read by
 * nothing once it has expired: a verify looks only for the OPEN one, and a late liveness job
 * that finds no challenge does nothing, as it does for a spent one. It is kept a day past its
 * expiry, for whoever looks into a failed verification, then goes. An OPEN challenge stays,
 * expired or not: there is at most one per account, and a late verify answers from it that it
 * expired.
 */
export const CHALLENGE_GRACE_MS = 24 * 60 * 60_000;

// Along ownership_challenges_spent (migration 040), which holds only spent challenges; the batch
// is an array looked up in the primary key (see src/events/housekeeping.ts).
const SPENT_CHALLENGES = `WITH gone AS (
    DELETE FROM ownership_challenges WHERE id = ANY (ARRAY(
      SELECT id FROM ownership_challenges WHERE status <> 'OPEN' AND expires_at < $1
      ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED))
    RETURNING 1)
  SELECT count(*)::int AS n FROM gone`;

/** Spent challenges that expired more than CHALLENGE_GRACE_MS before `now`; returns how many went. */
export function purgeOwnershipChallenges(sql: Sql, now: Date): Promise<number> {
  return purgeInBatches(sql, SPENT_CHALLENGES, [new Date(now.getTime() - CHALLENGE_GRACE_MS), PURGE_BATCH]);
}
