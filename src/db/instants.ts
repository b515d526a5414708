import type { Sql } from './driver.ts';

/**
 * Moving a platform's instants: the sandbox clock's way of making time pass for one platform
 * (src/modules/sandbox-clock). Every `timestamptz` column of every table that has a
 * `platform_id` moves `seconds` into the past on that platform's rows, so that every rule
 * that compares a stored instant with now (expiry, due time, retry time, validity window,
 * "at most N per day" counted from creation times) sees the time as passed, and a table a
 * new module adds is covered without being registered anywhere.
 *
 * Found in the catalogue, not listed by hand, for that reason. Not moved:
 * - leases (`NOT_MOVED`): they measure a worker's own time, not the platform's; moving one
 *   would hand claimed work to a second worker;
 * - idempotency keys, the whole table: they protect the client's retries, which happen in real
 *   time; moved, a key would lapse and a retry made a minute after an advance (the advance's
 *   own retry among them) would run twice;
 * - tables without `platform_id` (rate-limit windows, authentication failures, the
 *   schema's own): they are the operator's, not a platform's;
 * - the clock's own record of when it was last moved;
 * - instants kept in other types (a date, a text day): the module that owns one moves it
 *   itself (payments' daily volumes, agents' usage periods).
 */
const NOT_MOVED = new Set(['events.lease_until', 'jobs.lease_until', 'sandbox_clocks.last_advanced_at']);
const TABLES_NOT_MOVED = new Set(['idempotency_keys']);

const COLUMNS = `
  SELECT c.table_name AS table, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
  FROM information_schema.columns c
  JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
  WHERE c.table_schema = current_schema() AND c.data_type = 'timestamp with time zone'
    AND EXISTS (SELECT 1 FROM information_schema.columns p
                WHERE p.table_schema = c.table_schema AND p.table_name = c.table_name AND p.column_name = 'platform_id')
  GROUP BY c.table_name ORDER BY c.table_name`;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The columns moved, per table (what movePlatformInstants changes; docs and tests read it). */
export async function platformInstantColumns(sql: Sql): Promise<Map<string, string[]>> {
  const rows = await sql.query<{ table: string; columns: string[] }>(COLUMNS);
  const found = new Map<string, string[]>();
  for (const { table, columns } of rows) {
    if (TABLES_NOT_MOVED.has(table)) continue;
    const moved = columns.filter((c) => !NOT_MOVED.has(`${table}.${c}`));
    if (moved.length > 0) found.set(table, moved);
  }
  return found;
}

/** Moves every instant of `platformId`'s rows `seconds` into the past, in the caller's transaction. */
export async function movePlatformInstants(sql: Sql, platformId: string, seconds: number): Promise<void> {
  const tables = await platformInstantColumns(sql);
  // Sent together: the transport pipelines them in one round trip.
  await Promise.all(
    [...tables].map(([table, columns]) =>
      sql.query(
        `UPDATE ${quoted(table)} SET ${columns.map((c) => `${quoted(c)} = ${quoted(c)} - make_interval(secs => $2)`).join(', ')}
         WHERE platform_id = $1 AND (${columns.map((c) => `${quoted(c)} IS NOT NULL`).join(' OR ')})`,
        [platformId, seconds],
      ),
    ),
  );
}
