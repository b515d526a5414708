import { firstIdAt } from '../ids.ts';
import type { Db, Sql } from './driver.ts';
import { takesLane } from './lanes.ts';

/**
 * Rows one housekeeping statement deletes at most. Each statement is a transaction of its own,
 * so a backlog (a first purge after months, a worker that was down) is worked off in many
 * short transactions whose locks and WAL stay small, instead of one that holds its rows and
 * blocks the table's vacuum for as long as the whole backlog takes.
 */
export const PURGE_BATCH = 5_000;

/**
 * The parameters of a time-ordered purge of rows made before `now - ms` ($1 the id bound, ids
 * being time-ordered, so that the search is a range of the primary key; $2 the cut-off; $3 the
 * batch size).
 */
export function purgeBefore(now: Date, ms: number): [string, Date, number] {
  const cutoff = now.getTime() - ms;
  return [firstIdAt(cutoff), new Date(cutoff), PURGE_BATCH];
}

/**
 * The statement of a time-ordered purge (purgeBefore's parameters): at most $3 rows of `table`
 * with `id < $1` and `condition` (which compares with the cut-off, $2), counted. Ids are
 * time-ordered, so each search is a range of the primary key over rows old enough, with no
 * index of its own; the batch is an array (`id = ANY (ARRAY(...))`), not `id IN (...)`, which
 * the planner may join against a scan of the whole table. `table` and `condition` are the
 * code's own text, never input.
 */
export function purgeStatement(table: string, condition: string): string {
  return `WITH gone AS (
    DELETE FROM ${table} WHERE id = ANY (ARRAY(
      SELECT id FROM ${table}
      WHERE id < $1 AND ${condition}
      ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED))
    RETURNING 1)
  SELECT count(*)::int AS n FROM gone`;
}

/**
 * The statement of a purge by condition, for tables whose rows are not ordered by their id (a
 * key of their own, an expiry that is not the creation time): at most $1 rows of `table`
 * matching `condition` (its parameters from $2 on), found by row address (ctid) and deleted by
 * it, counted. An array of addresses is looked up directly, never joined against a scan.
 * `order` is the condition's index column, where it has one, so that each batch is a range of
 * it; without one each batch reads the table until it has found a batch. `table`, `condition`
 * and `order` are the code's own text, never input.
 */
export function purgeWhereStatement(table: string, condition: string, order?: string): string {
  return `WITH gone AS (
    DELETE FROM ${table} WHERE ctid = ANY (ARRAY(
      SELECT ctid FROM ${table} WHERE ${condition}${order ? ` ORDER BY ${order}` : ''}
      LIMIT $1 FOR UPDATE SKIP LOCKED))
    RETURNING 1)
  SELECT count(*)::int AS n FROM gone`;
}

/** Runs a purgeWhereStatement in batches of PURGE_BATCH with the condition's `params` ($2 on); returns how many rows went. */
export function purgeWhere(sql: Sql, text: string, params: readonly unknown[]): Promise<number> {
  return purgeInBatches(sql, text, [PURGE_BATCH, ...params]);
}

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

/**
 * The planner's statistics where nothing else keeps them. A PostgreSQL server's autovacuum
 * ANALYZEs a table once its rows changed by 10% + 50 since the last ANALYZE; PGlite runs no
 * autovacuum, and a server may run with it off (`autovacuum = off`, as this project's CI server
 * does). Without statistics the planner picks plans for tables of the wrong size and shape, and
 * a prepared statement keeps the plan it was given while its tables were nearly empty until
 * something invalidates it, which an ANALYZE does: a settlement round's update of a few hundred
 * payments, planned when the table held ten, read every payment of the platform on each round
 * (24,000 rows and 28 ms a round after 20 s of load; pg_stat_statements and auto_explain, npm
 * run bench), a list filtered on a big table scanned it instead of using an index. The worker's
 * statistics loop (src/app.ts) asks this for every table of the schema that changed enough
 * since its last ANALYZE:
 *
 * - rows inserted, updated or deleted since (pg_stat_user_tables.n_mod_since_analyze) above
 *   ANALYZE_BASE_ROWS + ANALYZE_SCALE of the rows it had then (pg_class.reltuples). PGlite
 *   keeps these counters only in memory (a restart starts them at 0) and flushes them to where
 *   the view reads them only now and then, hence pg_stat_force_next_flush() first;
 * - or its size grown beyond (1 + ANALYZE_SCALE) times its pages then (pg_class.relpages, kept
 *   in the catalog) plus ANALYZE_BASE_PAGES: growth the counters lost to a restart, and a table
 *   never analyzed (relpages 0) that now holds data. Nothing vacuums on PGlite, so updates and
 *   deletes grow a table too.
 *
 * Each ANALYZE is a statement of its own (PGlite runs one at a time, in a turn of the event
 * loop of its own) and reads a sample of at most 30,000 rows (default_statistics_target 100;
 * 3,000 for the tables whose columns all have a target of 10, migrations 045 and 047),
 * whatever the table's size; SKIP_LOCKED passes over a table that a VACUUM holds at that
 * moment, rather than wait for it. On a server the look and its ANALYZEs are one transaction,
 * whose look takes the schema's statistics lane (src/db/lanes.ts, as the settlement rounds'
 * lanes do): of M workers looking, one analyzes at a time, and a look that finds the lane taken
 * finds nothing to do. Without it, two workers whose looks crossed could both sample the same
 * tables. (Each worker still looks on its own schedule, so M workers look M times as often, and
 * a table that keeps growing is analyzed up to M times as often.) The price: the tables
 * analyzed keep their ANALYZE lock (SHARE UPDATE EXCLUSIVE, which only DDL, VACUUM and ANALYZE
 * wait for) until the last of them is done. On a server with autovacuum on this
 * does nothing: autovacuum does it there (and vacuums, which this does not: a server run with
 * autovacuum off still needs VACUUM from its operator). Answers the tables analyzed.
 */
export const ANALYZE_BASE_ROWS = 1_000;
export const ANALYZE_SCALE = 0.1;
export const ANALYZE_BASE_PAGES = 8;
/** The statistics look's lane (src/db/lanes.ts). */
export const STATISTICS_LANE = 'statistics';

const CHANGED_TABLES = `SELECT format('%I.%I', n.nspname, c.relname) AS name
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
  WHERE c.relkind = 'r' AND n.nspname = current_schema()
    AND ($4::boolean OR current_setting('autovacuum') = 'off')
    AND ${takesLane(STATISTICS_LANE)}
    AND (coalesce(s.n_mod_since_analyze, 0) > $1::float8 + $2::float8 * greatest(c.reltuples, 0)
      OR pg_relation_size(c.oid) / current_setting('block_size')::int > $3::float8 + (1 + $2::float8) * c.relpages)
  ORDER BY c.relname`;

export async function analyzeChangedTables(db: Db, scale = ANALYZE_SCALE): Promise<string[]> {
  const embedded = db.kind === 'pglite';
  if (embedded) await db.query('SELECT pg_stat_force_next_flush()');
  const look = async (sql: Sql) => {
    const tables = (await sql.query<{ name: string }>(CHANGED_TABLES, [ANALYZE_BASE_ROWS, scale, ANALYZE_BASE_PAGES, embedded])).map((r) => r.name);
    for (const table of tables) await sql.query(`ANALYZE (SKIP_LOCKED) ${table}`);
    return tables;
  };
  // PGlite has one connection and one process: a transaction would hold every request up
  // until the last ANALYZE, and there is no other worker to keep out.
  return embedded ? look(db) : db.transaction(look);
}

/** How often the worker's statistics loop looks (statisticsLoop); a look is one catalog query. */
export const STATISTICS_EVERY_MS = 2_000;
/** Of the loop's looks, every this many-th uses ANALYZE_SCALE; the others GROWTH_SCALE. */
const FULL_LOOK_EVERY = 5;
/** A table twice the size (rows changed, or pages) of its last ANALYZE. */
export const GROWTH_SCALE = 1;

/**
 * The worker's statistics loop (src/app.ts), one look per STATISTICS_EVERY_MS: most looks ANALYZE
 * only the tables that doubled since their last ANALYZE (or were never analyzed and now hold
 * data), every FULL_LOOK_EVERY-th one also those that changed by ANALYZE_SCALE. Plans go wrong
 * when a table's size changes by a factor, and a young table doubles within seconds under load:
 * with a look every 10 s, a settlement round planned while the tables held a few hundred rows
 * kept its plan through the first 10 to 20 s of a fresh database (auto_explain, npm run bench).
 * Doubling bounds what this costs: a table is analyzed for its growth about log2 of its size
 * times in its life, and the 10% changes at most every 10 s as before.
 */
export function statisticsLoop(db: Db): () => Promise<string[]> {
  let looks = 0;
  return () => analyzeChangedTables(db, looks++ % FULL_LOOK_EVERY === 0 ? ANALYZE_SCALE : GROWTH_SCALE);
}
