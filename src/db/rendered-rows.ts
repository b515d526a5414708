/**
 * The JSON text of rows already rendered, by row id and row version, for the lists that read
 * the most (docs/architecture.md, "Rendered rows"). A list asks the database, every time, which
 * rows its page holds and which version of each; only the rendering of a version already seen
 * is reused. So a page is never staler than its query, whatever process wrote the rows.
 *
 * A row's version is PostgreSQL's `xmin` (the transaction that wrote this version of the row)
 * with its `ctid` (where the version lies): every UPDATE writes a new version with a new pair,
 * two updates of one row in one transaction included (same xmin, another ctid), and a pair is
 * never reused for another version of the same row while the cache could hold the first. A row
 * copied elsewhere (dump and restore, VACUUM FULL) simply gets new pairs: a miss, never a wrong
 * hit. A standby has the primary's pairs, so the replica reads share the scheme.
 */

/** The SQL expression of a row's version; its table must be the statement's only one. */
export const ROW_VERSION = `(xmin::text || ctid::text)`;

/** What a cache holds at most, in characters of JSON: 8 to 16 MB (V8 keeps one or two bytes a character), some 8,000 payments. */
const DEFAULT_BUDGET = 8_000_000;

export class RenderedRows {
  private readonly rows = new Map<string, { version: string; text: string }>();
  private chars = 0;

  constructor(private readonly budget = DEFAULT_BUDGET) {}

  /** The text of that version of the row, when it was rendered here. */
  get(id: string, version: string): string | undefined {
    const held = this.rows.get(id);
    return held !== undefined && held.version === version ? held.text : undefined;
  }

  /** Keeps the text of a version, dropping the row's older one and, past the budget, the rows rendered longest ago. */
  set(id: string, version: string, text: string): void {
    const held = this.rows.get(id);
    if (held !== undefined) {
      this.chars -= held.text.length;
      this.rows.delete(id);
    }
    if (text.length > this.budget) return;
    this.rows.set(id, { version, text });
    this.chars += text.length;
    for (const [oldest, row] of this.rows) {
      if (this.chars <= this.budget) break;
      this.rows.delete(oldest);
      this.chars -= row.text.length;
    }
  }

  get size(): number {
    return this.rows.size;
  }

  /**
   * The share of listed rows found rendered, over about the last hundred pages: from a half
   * up, a list reads ids and versions first (pageText). It starts at a half: the first page
   * takes that path, and the first pages tell which way the list's reads go.
   */
  private foundShare = 0.5;

  /** Notes that `hits` of a page's `shown` rows were found rendered. */
  found(hits: number, shown: number): void {
    if (shown > 0) this.foundShare += (hits / shown - this.foundShare) / HIT_WINDOW;
  }

  mostlyRendered(): boolean {
    return this.foundShare >= 0.5;
  }
}

/** Pages over which found() averages. */
const HIT_WINDOW = 100;

const caches = new WeakMap<object, Map<string, RenderedRows>>();

/**
 * The cache of `table`'s rows read through `sql`. Kept per database handle, not per process: two
 * databases (two apps of one test process, a restored copy) can hold one id at one version pair
 * with different contents, one database cannot.
 */
export function renderedRowsOf(sql: object, table: string): RenderedRows {
  let byTable = caches.get(sql);
  if (byTable === undefined) {
    byTable = new Map();
    caches.set(sql, byTable);
  }
  let rows = byTable.get(table);
  if (rows === undefined) {
    rows = new RenderedRows();
    byTable.set(table, rows);
  }
  return rows;
}
