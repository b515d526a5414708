import type { Db, Row } from '../db/driver.ts';
import { placeOf, SEALED_COLUMNS, type SealedColumn } from './columns.ts';
import type { Keyring } from './keyring.ts';

/** Values per column name. */
export type Counts = Record<string, number>;

/** Rows per transaction: short transactions, so live requests wait on few row locks at a time. */
const BATCH = 200;
/** How countByKey names values still in clear. */
export const PLAINTEXT = '(plaintext)';

const scope = (c: SealedColumn) => `${c.column} IS NOT NULL${c.only ? ` AND ${c.only}` : ''}`;

/**
 * Rewrites the values of `column` that match `condition`, batch by batch, each batch in its own
 * transaction; returns how many it rewrote. The condition must stop matching a rewritten value,
 * or this never ends.
 */
async function rewrite(
  db: Db,
  column: SealedColumn,
  condition: string,
  params: unknown[],
  next: (value: string, place: string) => string,
  batch: number,
): Promise<number> {
  const keys = column.key.map((k) => k.column);
  const select = `SELECT ${keys.join(', ')}, ${column.column} AS value FROM ${column.table}
    WHERE ${scope(column)} AND ${condition} ORDER BY ${keys.join(', ')} LIMIT ${batch} FOR UPDATE`;
  const update = `UPDATE ${column.table} AS t SET ${column.column} = v.value
    FROM unnest(${column.key.map((k, i) => `$${i + 1}::${k.type}[]`).join(', ')}, $${keys.length + 1}::text[]) AS v(${keys.map((_, i) => `k${i}`).join(', ')}, value)
    WHERE ${keys.map((k, i) => `t.${k} = v.k${i}`).join(' AND ')}`;
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx.query<Row & { value: string }>(select, params);
      if (rows.length === 0) return 0;
      const ids = rows.map((r) => keys.map((k) => String(r[k])));
      const values = rows.map((r, i) => next(r.value, placeOf(column, ...ids[i])));
      await tx.query(update, [...keys.map((_, j) => ids.map((id) => id[j])), values]);
      if (column.announce) for (const id of ids) await tx.query(column.announce, [id[0]]);
      return rows.length;
    });
    total += done;
    if (done < batch) return total;
  }
}

/**
 * Seals every value still in clear (written before values were sealed, or by an older process
 * during an upgrade). Idempotent; run at every start after the migrations.
 */
export async function sealPlaintext(db: Db, keyring: Keyring, batch = BATCH): Promise<Counts> {
  const counts: Counts = {};
  for (const c of SEALED_COLUMNS) {
    counts[c.name] = await rewrite(db, c, `left(${c.column}, 3) <> 'v1.'`, [], (value, place) => keyring.seal(value, place), batch);
  }
  return counts;
}

/** Re-seals under the current key every value sealed under another one. */
export async function resealUnderCurrent(db: Db, keyring: Keyring, batch = BATCH): Promise<Counts> {
  const counts: Counts = {};
  for (const c of SEALED_COLUMNS) {
    counts[c.name] = await rewrite(
      db,
      c,
      `left(${c.column}, 3) = 'v1.' AND split_part(${c.column}, '.', 2) <> $1`,
      [keyring.current],
      (value, place) => keyring.seal(keyring.open(value, place), place),
      batch,
    );
  }
  return counts;
}

/** For each column, how many values each kid seals (PLAINTEXT: not sealed). */
export async function countByKey(db: Db): Promise<Record<string, Record<string, number>>> {
  const out: Record<string, Record<string, number>> = {};
  for (const c of SEALED_COLUMNS) {
    const rows = await db.query<{ kid: string; n: number }>(
      `SELECT CASE WHEN left(${c.column}, 3) = 'v1.' THEN split_part(${c.column}, '.', 2) ELSE '${PLAINTEXT}' END AS kid, count(*)::int AS n
       FROM ${c.table} WHERE ${scope(c)} GROUP BY 1 ORDER BY 1`,
    );
    out[c.name] = Object.fromEntries(rows.map((r) => [r.kid, Number(r.n)]));
  }
  return out;
}

/** How many values, in all columns, `kid` still seals. */
export function valuesUnder(counts: Record<string, Record<string, number>>, kid: string): number {
  return Object.values(counts).reduce((sum, byKid) => sum + (byKid[kid] ?? 0), 0);
}
