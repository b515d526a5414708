import type { Sql } from './driver.ts';
import type { Page, PageRequest } from '../http/pagination.ts';
import { pageJson, toPage } from '../http/pagination.ts';
import { ROW_VERSION, type RenderedRows, renderedRowsOf } from './rendered-rows.ts';
import { changesSoFar } from './commits.ts';

/** Whether a filter was given a value: an absent or empty one is no filter. */
const given = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * A value byValue writes into a statement: letters, digits and underscores only (no quote, no
 * backslash, nothing to escape), and short, so that each one names a bounded set of statements.
 */
const PLAIN_WORD = /^[A-Za-z0-9_]{1,64}$/;

/** Builds a parameterized WHERE clause; every list starts scoped to one platform. */
export class Conditions {
  private readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  constructor(platformId: string, column = 'platform_id') {
    this.clauses.push(`${column} = ${this.param(platformId)}`);
  }

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds `clause`, in which `?` stands for `value`; skipped when value is undefined. */
  when(value: unknown, clause: string): this {
    if (!given(value)) return this;
    this.clauses.push(clause.replace('?', this.param(value)));
    return this;
  }

  /**
   * As `when`, for a column of few values (a status, a type), with the value written into the
   * statement as a literal: each value gets statements of its own, which PostgreSQL plans for
   * that value and, being named prepared statements, keeps a generic plan of. Bound as a
   * parameter, the value was unknown to the generic plan: costed for the column's average value,
   * it read a platform's whole table for a rare one, or (where one value holds nearly every row)
   * looked dearer than a custom plan and every page was planned afresh. docs/architecture.md,
   * "Rendered rows". A value that is not a plain word (the contract's enums all are) is bound.
   */
  byValue(value: unknown, clause: string): this {
    if (typeof value !== 'string' || !PLAIN_WORD.test(value)) return this.when(value, clause);
    return this.always(clause.replace('?', `'${value}'`));
  }

  always(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  get sql(): string {
    return this.clauses.join(' AND ');
  }
}

/**
 * A list counts its matching rows exactly up to this many; past it, `totalCount` is the
 * planner's estimate (countRows). Counting reads at most this many + 1 index entries or rows,
 * so a page's cost stops growing with the table (a plain count(*) of 500,000 rows took 150 ms).
 * It was 10,000 first: counting 10,001 wide payment rows on every page held a filtered
 * `GET /transactions` to 54 pages a second under load (npm run bench); past a thousand, what a
 * caller does with the figure ("1,000+", a page count) no longer needs the last digit.
 * docs/contract-differences.md, "List totals".
 */
export const EXACT_COUNT_LIMIT = 1_000;

let exactCountLimit = EXACT_COUNT_LIMIT;

/**
 * The process's exact-count limit (buildApp sets it from its options: CORRIDOR_EXACT_COUNT_LIMIT,
 * or a small one in a test that shows the estimate without seeding ten thousand rows).
 */
export function setExactCountLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`exact count limit must be a positive integer, not ${limit}`);
  exactCountLimit = limit;
}

/**
 * One page of rows and the number of rows of `from` under `where`, in one statement (one round
 * trip, one connection of the pool): the count is exact when at most the exact-count limit,
 * otherwise the planner's estimate, never below limit + 1 (so "more than the limit" always
 * holds). `rowsText` selects the page with `params`, which begin with where's. `from` and
 * `rowsText` are the code's own SQL, never input.
 */
export async function countedRows<R extends { id: string | null }>(
  sql: Sql,
  from: string,
  where: Conditions,
  rowsText: string,
  params: readonly unknown[],
  order: 'asc' | 'desc',
): Promise<{ total: number; rows: R[] }> {
  const limit = exactCountLimit;
  const key = `${limit}\u0000${from}\u0000${where.sql}\u0000${JSON.stringify(where.params, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`;
  const now = Date.now();
  const remembered = totals.get(key);
  if (remembered && remembered.until > now && (remembered.changes === undefined || remembered.changes === changesSoFar())) {
    return { total: remembered.total, rows: await sql.query<R>(rowsText, params) };
  }
  const changes = changesSoFar();
  // The page joined to the bounded count: one row with the count and no page when nothing
  // matches. The limit is written into the text rather than bound: a prepared statement's
  // generic plan would otherwise be costed for an unknown LIMIT. It is our own validated integer.
  const joined = await sql.query<R & { [TOTAL]: number }>(
    `SELECT p.*, c.n AS ${TOTAL} FROM (SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where.sql} LIMIT ${limit + 1}) s) c ` +
      `LEFT JOIN LATERAL (${rowsText}) p ON true ORDER BY p.id ${order}`,
    params,
  );
  const exact = joined[0][TOTAL];
  const rows: R[] = [];
  for (const row of joined) {
    if (row.id === null) continue;
    // The last column: V8 undoes the property's addition, and the row keeps its shape.
    delete (row as Partial<typeof row>)[TOTAL];
    rows.push(row);
  }
  if (exact <= limit) {
    if (exact > limit / 10) remember(key, { total: exact, until: now + EXACT_TTL_MS, changes });
    return { total: exact, rows };
  }
  const total = Math.max(limit + 1, await plannedRows(sql, from, where));
  remember(key, { total, until: now + ESTIMATE_TTL_MS });
  return { total, rows };
}

function remember(key: string, total: RememberedTotal): void {
  if (totals.size >= TOTALS_MAX) totals.clear();
  totals.set(key, total);
}

/** The count's column in countedRows' rows; no table has a column of that name. */
const TOTAL = 'corridor_total_count';

/**
 * Totals by list and filter, so that a client paging through a list (or a dashboard polling it)
 * does not pay for its count on every page:
 * - an estimate (above the exact-count limit) for ESTIMATE_TTL_MS, with its bounded count and
 *   its EXPLAIN;
 * - an exact total above a tenth of the limit (100) for EXACT_TTL_MS, and only while this thread has
 *   changed nothing in the database (db/commits.ts): a write through this process is seen by
 *   its next page's total at once; one through another process or thread (the workers' thread
 *   settling payments) within EXACT_TTL_MS. Counting a customer's thousand payments was most
 *   of a by-customer page's cost at 10^6 payments (bench/growth.ts: 0.60 of its pages a second
 *   at 10^4). A smaller exact total is counted afresh every time: it costs little more than its
 *   page.
 * Bounded: past TOTALS_MAX entries it starts afresh.
 */
interface RememberedTotal {
  total: number;
  until: number;
  /** changesSoFar() when an exact total was counted; none for an estimate. */
  changes?: number;
}
const totals = new Map<string, RememberedTotal>();
const ESTIMATE_TTL_MS = 10_000;
const EXACT_TTL_MS = 1_000;
const TOTALS_MAX = 10_000;

/** Drops the remembered totals (a test that renews the statistics). */
export function forgetEstimates(): void {
  totals.clear();
}

/** What the planner expects `SELECT 1 FROM from WHERE ...` to return; planning only, no row is read. */
async function plannedRows(sql: Sql, from: string, where: Conditions): Promise<number> {
  const rows = await sql.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} WHERE ${where.sql}`, [...where.params]);
  const raw = rows[0]['QUERY PLAN'];
  // Both engines' drivers parse json; a text answer is read the same way.
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/**
 * One page of `table` under `where`, newest first unless `order` is asc, with the total count
 * (countedRows).
 */
export async function pageOf<R extends { id: string }, T>(
  sql: Sql,
  table: string,
  where: Conditions,
  page: PageRequest,
  present: (row: R) => T,
  order: 'asc' | 'desc' = 'desc',
): Promise<Page<T>> {
  const { total, rows } = await pageRows<R>(sql, table, '*', where, page, order);
  return toPage(rows, page, total, present);
}

/** The page's rows (`columns` of them) with the bounded total (countedRows). */
function pageRows<R extends { id: string }>(sql: Sql, table: string, columns: string, where: Conditions, page: PageRequest, order: 'asc' | 'desc') {
  const params = [...where.params];
  let clause = where.sql;
  if (page.after) {
    params.push(page.after);
    clause += ` AND id ${order === 'desc' ? '<' : '>'} $${params.length}`;
  }
  const rowsText = `SELECT ${columns} FROM ${table} WHERE ${clause} ORDER BY id ${order} LIMIT ${pageLimit(page)}`;
  return countedRows<R>(sql, table, where, rowsText, params, order);
}

/**
 * A page statement's LIMIT (the page and one more row, which tells there is more), written into
 * the text rather than bound. PostgreSQL costs a bound LIMIT as a tenth of the rows, so the
 * generic plan of a page looked hundreds of times dearer than a custom one and every page was
 * planned afresh: planning was half the database's CPU under a list's load (perf). With the
 * figure in the text the generic plan is costed like the custom ones and kept when it is about
 * as cheap (not always: docs/architecture.md, "Rendered rows"). The contract bounds limit (1 to
 * 100), so a list has at most a hundred texts per filter shape.
 */
export function pageLimit(page: PageRequest): number {
  if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > MAX_PAGE) throw new Error(`page limit ${page.limit} is not an integer from 1 to ${MAX_PAGE}`);
  return page.limit + 1;
}

const MAX_PAGE = 1000;

/** A row as pageText reads it: its columns and its version (rendered-rows.ts). */
const VERSION = 'corridor_row_version';

/**
 * pageOf's page as JSON text, byte for byte what stringify(pageOf(...)) gives, for a list whose
 * item is a function of its row alone (rendered-rows.ts). While this list's pages mostly show
 * rows already rendered here, a page's statement reads only each row's id and version; the rows
 * whose version was not rendered yet are then read whole, by id, under the same conditions, and
 * rendered. When one of them changed or left the filter between the two statements, the page is
 * read again whole in one statement: a page never mixes versions the filter would not have given
 * together. While pages mostly show rows not rendered yet (a client walking through history, many
 * customers' lists), reading ids first would only add a round trip: the page is read whole at once,
 * and only the rows already rendered skip their rendering.
 */
export async function pageText<R extends { id: string }>(
  sql: Sql,
  table: string,
  where: Conditions,
  page: PageRequest,
  render: (row: R) => string,
  order: 'asc' | 'desc' = 'desc',
): Promise<string> {
  const rendered = renderedRowsOf(sql, table);
  if (!rendered.mostlyRendered()) return wholePageText(rendered, sql, table, where, page, render, order);
  const seen = await pageRows<{ id: string; [VERSION]: string }>(sql, table, `id, ${ROW_VERSION} AS ${VERSION}`, where, page, order);
  const texts = new Map<string, string>();
  const missing: typeof seen.rows = [];
  for (const r of seen.rows.slice(0, page.limit)) {
    const text = rendered.get(r.id, r[VERSION]);
    if (text === undefined) missing.push(r);
    else texts.set(r.id, text);
  }
  rendered.found(texts.size, texts.size + missing.length);
  if (missing.length > 0) {
    const params = [...where.params, missing.map((r) => r.id)];
    // The conditions as a filter no index can answer (as tenantIs, db/plans.ts): the rows are found by primary key.
    const read = await sql.query<R & { [VERSION]: string }>(
      `SELECT *, ${ROW_VERSION} AS ${VERSION} FROM ${table} WHERE id = ANY($${params.length}::uuid[]) AND (${where.sql}) IS TRUE`,
      params,
    );
    const byId = new Map(read.map((r) => [r.id, r]));
    for (const r of missing) {
      const row = byId.get(r.id);
      if (row === undefined || row[VERSION] !== r[VERSION]) return wholePageText(rendered, sql, table, where, page, render, order);
      texts.set(r.id, renderRow(rendered, row, render));
    }
  }
  return pageJson(toPage(seen.rows, page, seen.total, (r) => texts.get(r.id)!));
}

function renderRow<R extends { id: string }>(rendered: RenderedRows, row: R & { [VERSION]: string }, render: (row: R) => string): string {
  const version = row[VERSION];
  delete (row as Partial<typeof row>)[VERSION];
  const text = render(row);
  rendered.set(row.id, version, text);
  return text;
}

/** pageText's page read in one statement, rows and versions together. */
async function wholePageText<R extends { id: string }>(
  rendered: RenderedRows,
  sql: Sql,
  table: string,
  where: Conditions,
  page: PageRequest,
  render: (row: R) => string,
  order: 'asc' | 'desc',
): Promise<string> {
  const { total, rows } = await pageRows<R & { [VERSION]: string }>(sql, table, `*, ${ROW_VERSION} AS ${VERSION}`, where, page, order);
  let hits = 0;
  const json = pageJson(
    toPage(rows, page, total, (row) => {
      const text = rendered.get(row.id, row[VERSION]);
      if (text === undefined) return renderRow(rendered, row, render);
      hits++;
      return text;
    }),
  );
  rendered.found(hits, Math.min(rows.length, page.limit));
  return json;
}
