import type { FinalStatement, InsertShape, Statement } from '../driver.ts';

/** The protocol's limit on one statement's parameters. */
const MAX_PARAMS = 65535;

/**
 * A transaction's final statements (TxSql.atCommit, TxSql.insertAtCommit) with those that say
 * they may share a statement merged into one at the place of the first, so the server starts
 * one executor per statement and group instead of one per member:
 * - rows of one InsertShape (every member's outbox events, jobs and new rows) become one
 *   multi-row INSERT, placeholders numbered row by row; CHECK constraints are then prepared
 *   once per statement instead of per row;
 * - statements marked `concat` (their parameters are arrays with one element per item, such
 *   as payment_reserve_all's) become one whose every parameter is the concatenation, in order.
 * Anything else runs as it was queued. Only what the callers declared is merged: no statement
 * text is inspected. Final statements do not depend on each other's rows, so moving one
 * earlier is safe.
 */
export function mergeFinals(finals: readonly FinalStatement[]): Statement[] {
  interface Merge {
    at: number;
    /** The shape of merged rows; undefined for concatenated arrays. */
    insert: InsertShape | undefined;
    rows: number;
    params: unknown[];
  }
  const out: Statement[] = [];
  const all: Merge[] = [];
  const open = new Map<unknown, Merge>();
  for (const f of finals) {
    if (f.concat) {
      const same = open.get(f.text);
      if (same) {
        same.rows++;
        for (const [i, p] of f.params.entries()) (same.params[i] as unknown[]).push(...(p as unknown[]));
        continue;
      }
      out.push(f);
      const merge = { at: out.length - 1, insert: undefined, rows: 1, params: f.params.map((p) => [...(p as unknown[])]) };
      all.push(merge);
      open.set(f.text, merge);
      continue;
    }
    const insert = f.insert;
    if (!insert) {
      out.push(f);
      continue;
    }
    const same = open.get(insert);
    if (same && same.params.length + insert.columns.length <= MAX_PARAMS) {
      same.rows++;
      for (const p of f.params) same.params.push(p);
      continue;
    }
    out.push(f);
    const merge = { at: out.length - 1, insert, rows: 1, params: [...f.params] };
    all.push(merge);
    open.set(insert, merge);
  }
  for (const { at, insert, rows, params } of all) {
    if (rows > 1) out[at] = { text: insert ? multiRow(insert, rows) : out[at].text, params };
  }
  return out;
}

/**
 * Per shape, its multi-row texts by row count, built as they are asked for: the same text
 * object for the same count, so it is prepared once per connection and hashed once.
 */
const texts = new WeakMap<InsertShape, string[]>();

function multiRow(shape: InsertShape, rows: number): string {
  let byRows = texts.get(shape);
  if (!byRows) {
    byRows = [];
    texts.set(shape, byRows);
  }
  const width = shape.columns.length;
  byRows[rows] ??= `INSERT INTO ${shape.table} (${shape.columns.join(', ')}) VALUES ${Array.from(
    { length: rows },
    (_, r) => `(${shape.columns.map((_c, i) => `$${r * width + i + 1}`).join(', ')})`,
  ).join(', ')}`;
  return byRows[rows];
}
