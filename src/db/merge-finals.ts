import type { FinalStatement, Statement } from './driver.ts';

/** The protocol's limit on one statement's parameters. */
const MAX_PARAMS = 65535;

/**
 * A transaction's final statements (TxSql.atCommit) with those of one text merged into one
 * statement at the place of the first, so the server starts one executor per text and group
 * instead of one per member:
 * - plain INSERTs of one template (every member's outbox events, jobs and new rows) become one
 *   multi-row INSERT, placeholders renumbered row by row; CHECK constraints are then prepared
 *   once per statement instead of per row;
 * - statements marked `concat` (their parameters are arrays with one element per item, such
 *   as payment_reserve_all's) become one whose every parameter is the concatenation, in order.
 * Final statements do not depend on each other's rows, so moving one earlier is safe.
 */
export function mergeFinals(finals: readonly FinalStatement[]): Statement[] {
  interface Merge {
    at: number;
    /** The multi-row form for INSERTs; null for concatenated arrays. */
    template: Template | null;
    rows: number;
    params: unknown[];
  }
  const out: Statement[] = [];
  const all: Merge[] = [];
  const open = new Map<string, Merge>();
  for (const f of finals) {
    if (f.concat) {
      const same = open.get(f.text);
      if (same) {
        same.rows++;
        for (const [i, p] of f.params.entries()) (same.params[i] as unknown[]).push(...(p as unknown[]));
        continue;
      }
      out.push(f);
      const merge = { at: out.length - 1, template: null, rows: 1, params: f.params.map((p) => [...(p as unknown[])]) };
      all.push(merge);
      open.set(f.text, merge);
      continue;
    }
    const template = templateOf(f.text);
    if (!template || f.params.length !== template.width) {
      out.push(f);
      continue;
    }
    const same = open.get(f.text);
    if (same && same.params.length + template.width <= MAX_PARAMS) {
      same.rows++;
      for (const p of f.params) same.params.push(p);
      continue;
    }
    out.push(f);
    const merge = { at: out.length - 1, template, rows: 1, params: [...f.params] };
    all.push(merge);
    open.set(f.text, merge);
  }
  for (const { at, template, rows, params } of all) {
    if (rows > 1) out[at] = { text: template ? template.text(rows) : out[at].text, params };
  }
  return out;
}

/** `INSERT INTO t (columns) VALUES (row)`: a statement whose rows can share one INSERT. */
const PLAIN_INSERT = /^(INSERT INTO \w+ \([^)]*\) VALUES )(\(.*\))$/s;
const PLACEHOLDER = /\$(\d+)/g;

/** A plain INSERT's parts, and its multi-row texts as they are asked for. */
interface Template {
  width: number;
  text(rows: number): string;
}

/** Per statement text: its template, or null when it is not a plain INSERT. Texts are the code's own, so this stays small. */
const templates = new Map<string, Template | null>();

function templateOf(text: string): Template | null {
  let t = templates.get(text);
  if (t !== undefined) return t;
  const m = PLAIN_INSERT.exec(text);
  t = null;
  if (m && !/\)\s*(ON\s+CONFLICT|RETURNING)\b/i.test(m[2])) {
    const [, prefix, row] = m;
    const width = Math.max(0, ...Array.from(row.matchAll(PLACEHOLDER), (p) => Number(p[1])));
    const texts: string[] = [];
    t = {
      width,
      text: (rows) => {
        texts[rows] ??= prefix + Array.from({ length: rows }, (_, r) => row.replace(PLACEHOLDER, (_p, n: string) => `$${Number(n) + r * width}`)).join(', ');
        return texts[rows];
      },
    };
  }
  if (templates.size < 10_000) templates.set(text, t);
  return t;
}
