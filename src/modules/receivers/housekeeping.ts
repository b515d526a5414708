import type { Sql } from '../../db/driver.ts';
import { purgeBefore, purgeInBatches, purgeStatement } from '../../db/purge.ts';
import { DEFAULT_RETENTION } from '../../events/housekeeping.ts';

// Housekeeping of this module's passing records, run by the worker's housekeeping round (src/app.ts);
// docs/operations.md, "Housekeeping".

/**
 * Receiver lookups past their retention. A lookup is read only by a quote that names it by
 * lookupId (which then answers 404 LOOKUP_REQUEST_NOT_FOUND); nothing presents it again.
 */
const OLD_LOOKUPS = purgeStatement('receiver_lookups', 'created_at < $2');

/** Receiver lookups made before `now - retentionMs`; returns how many went. */
export function purgeOldLookups(sql: Sql, now: Date, retentionMs = DEFAULT_RETENTION.lookupsMs): Promise<number> {
  return purgeInBatches(sql, OLD_LOOKUPS, purgeBefore(now, retentionMs));
}
