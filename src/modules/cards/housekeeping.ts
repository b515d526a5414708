import type { Sql } from '../../db/driver.ts';
import { purgeBefore, purgeInBatches, purgeStatement } from '../../db/purge.ts';
import { CARD_REVEAL_MIN_RETENTION_MS, DEFAULT_RETENTION } from '../../events/housekeeping.ts';

// Housekeeping of this module's passing records, run by the worker's housekeeping round (src/app.ts);
// docs/operations.md, "Housekeeping".

/**
 * The card reveal audit past its retention (a year at least). A reveal link lives 5 minutes;
 * its row is the audit of who asked for a card's details, and nothing reads it after the link
 * was used or expired.
 */
const OLD_CARD_REVEALS = purgeStatement('card_reveals', 'created_at < $2 AND expires_at < $2');

/** Card reveals made before `now - retentionMs` (never less than a year); returns how many went. */
export function purgeOldCardReveals(sql: Sql, now: Date, retentionMs = DEFAULT_RETENTION.cardRevealsMs): Promise<number> {
  return purgeInBatches(sql, OLD_CARD_REVEALS, purgeBefore(now, Math.max(retentionMs, CARD_REVEAL_MIN_RETENTION_MS)));
}
