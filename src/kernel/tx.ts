import type { TxSql } from '../db/driver.ts';
import { emitAtCommit } from './outbox.ts';

/**
 * A transaction scoped to the calling platform and one instant; `emit` writes an outbox event
 * in it. Every module's writes take one: the HTTP layer opens it for an operation, the job
 * runner for a scheduled job, so nothing below src/http depends on HTTP.
 */
export interface Tx extends TxSql {
  readonly platformId: string;
  readonly now: Date;
  emit(type: string, data: unknown): Promise<void>;
}

const UNDERLYING = Symbol('underlying transaction');

/**
 * The database transaction behind `sql`: the same object for every Tx scoped over it (the
 * members of a group-commit group, the platforms of a round), `sql` itself otherwise. What is
 * kept per transaction (the ledger's writes queued for COMMIT) is kept by this.
 */
export function sharedTransaction(sql: object): object {
  return (sql as { [UNDERLYING]?: object })[UNDERLYING] ?? sql;
}

/**
 * A transaction bound to one platform and one instant, able to write outbox events. Events
 * are written with the COMMIT (see emitAtCommit), after every other statement of the transaction.
 */
export function scopedTx(sql: TxSql, platformId: string, now: Date): Tx {
  const tx: Tx & { [UNDERLYING]: TxSql } = {
    [UNDERLYING]: sql,
    platformId,
    now,
    query: (text, params) => sql.query(text, params),
    atCommit: (text, params, options) => sql.atCommit(text, params, options),
    insertAtCommit: (shape, values, options) => sql.insertAtCommit(shape, values, options),
    emit: async (type, data) => {
      emitAtCommit(sql, platformId, type, data, now);
    },
  };
  return tx;
}

/**
 * Work on rows of several platforms claimed in one transaction (a settlement or expiry round):
 * `fn` runs once per platform with a Tx scoped to it, all at once, so that their statements
 * travel together.
 */
export async function perPlatform<R extends { platform_id: string }>(sql: TxSql, now: Date, rows: readonly R[], fn: (tx: Tx, rows: R[]) => Promise<void>): Promise<void> {
  const byPlatform = new Map<string, R[]>();
  for (const row of rows) byPlatform.set(row.platform_id, [...(byPlatform.get(row.platform_id) ?? []), row]);
  await Promise.all([...byPlatform].map(([platformId, list]) => fn(scopedTx(sql, platformId, now), list)));
}
