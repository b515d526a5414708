import type { Sql } from '../../db/driver.ts';
import { purgeBefore, purgeInBatches, purgeStatement } from '../../db/purge.ts';
import { DEFAULT_RETENTION } from '../../events/housekeeping.ts';

// Housekeeping of this module's passing records, run by the worker's housekeeping round (src/app.ts);
// docs/operations.md, "Housekeeping".

/**
 * Finished customer imports past their retention (GET /customers/bulk/jobs/{id} then answers
 * 404). One still PENDING or PROCESSING stays. An import finishes after it was made, so the
 * id range over rows made before the cut-off holds every one that finished before it.
 */
const FINISHED_IMPORTS = purgeStatement('customer_imports', "completed_at < $2 AND status IN ('COMPLETED', 'FAILED')");

/** Customer imports that finished before `now - retentionMs`; returns how many went. */
export function purgeFinishedImports(sql: Sql, now: Date, retentionMs = DEFAULT_RETENTION.importsMs): Promise<number> {
  return purgeInBatches(sql, FINISHED_IMPORTS, purgeBefore(now, retentionMs));
}
