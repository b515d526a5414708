import type { Sql } from './driver.ts';

/**
 * Rows one housekeeping statement deletes at most. Each statement is a transaction of its own,
 * so a backlog (a first purge after months, a worker that was down) is worked off in many
 * short transactions whose locks and WAL stay small, instead of one that holds its rows and
 * blocks the table's vacuum for as long as the whole backlog takes.
 */
export const PURGE_BATCH = 5_000;

/**
 * Runs a bounded delete until a run deletes less than a full batch; returns how many rows went.
 * `text` deletes at most `PURGE_BATCH` rows (passed by the caller among `params`) and answers
 * one row `{ n }`, the number deleted: `WITH gone AS (DELETE ... RETURNING 1) SELECT
 * count(*)::int AS n FROM gone`.
 */
export async function purgeInBatches(sql: Sql, text: string, params: readonly unknown[]): Promise<number> {
  let total = 0;
  for (;;) {
    const [{ n }] = await sql.query<{ n: number }>(text, params);
    total += n;
    if (n < PURGE_BATCH) return total;
  }
}
