import pg from 'pg';
import { GroupCommitter } from './group-commit.ts';
import { type Db, type FinalOptions, type FinalStatement, mapFinalError, type Row, type Statement, type TxSql, withRetries } from './driver.ts';
import { mergeFinals } from './merge-finals.ts';
import { runPipeline, type StatementResult } from './pg-pipeline.ts';

// int8 as bigint (exact money), numeric kept as text (converted by the caller when it is money).
pg.types.setTypeParser(20, (v) => BigInt(v));

interface Pending {
  text: string;
  params: readonly unknown[];
  resolve: (rows: Row[]) => void;
  reject: (err: unknown) => void;
}

/**
 * One transaction on one pooled connection, in as few round trips as the protocol allows
 * (each message a pipeline of prepared statements, see runPipeline):
 * - statements issued together (in the same tick, e.g. under Promise.all) travel together;
 * - BEGIN travels with the transaction's first statements;
 * - statements queued with atCommit travel with COMMIT, so the server runs them and commits
 *   without waiting for this process in between. When one of them fails the server skips the
 *   rest, COMMIT included, and the caller rolls back.
 * A transaction that ran nothing sends nothing. When a statement of a message fails, every
 * statement of that message reports the failure: the transaction is lost either way.
 */
class PgTransaction implements TxSql {
  private begun = false;
  private readonly finals: FinalStatement[] = [];
  private pending: Pending[] = [];
  /** Messages go out one after another, in the order their statements were issued. */
  private sending: Promise<void> = Promise.resolve();

  constructor(private readonly client: pg.PoolClient) {}

  query<R = Row>(text: string, params: readonly unknown[] = []): Promise<R[]> {
    return new Promise<R[]>((resolve, reject) => {
      this.pending.push({ text, params, resolve: resolve as (rows: Row[]) => void, reject });
      if (this.pending.length === 1) queueMicrotask(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    this.sending = this.sending.then(() => this.send(batch));
  }

  private async send(batch: Pending[]): Promise<void> {
    const prefix = this.begun ? [] : [BEGIN];
    this.begun = true;
    try {
      const results = await runPipeline(this.client, [...prefix, ...batch]);
      for (const [k, p] of batch.entries()) p.resolve(results[prefix.length + k].rows);
    } catch (err) {
      for (const p of batch) p.reject(err);
    }
  }

  atCommit(text: string, params: readonly unknown[], options?: FinalOptions): void {
    this.finals.push({ text, params, ...options });
  }

  async commit(): Promise<void> {
    await this.sending;
    if (!this.begun && this.finals.length === 0) return;
    const statements = [...(this.begun ? [] : [BEGIN]), ...mergeFinals(this.finals), COMMIT];
    this.begun = true;
    let results: StatementResult[];
    try {
      results = await runPipeline(this.client, statements);
    } catch (err) {
      throw mapFinalError(this.finals, err);
    }
    // The server answers COMMIT with ROLLBACK, and no error, when the transaction had already
    // failed (a statement error someone caught): nothing was written, and the caller must know.
    if (results.at(-1)!.command !== 'COMMIT') throw new Error('The transaction had failed and was rolled back at COMMIT');
  }

  async rollback(): Promise<void> {
    await this.sending;
    if (this.begun) await runPipeline(this.client, [ROLLBACK]);
  }
}

const BEGIN: Statement = { text: 'BEGIN', params: [] };
const COMMIT: Statement = { text: 'COMMIT', params: [] };
const ROLLBACK: Statement = { text: 'ROLLBACK', params: [] };

export function openPg(connectionString: string, poolSize = 16): Db {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const single = <T>(fn: (tx: TxSql) => Promise<T>): Promise<T> =>
    withRetries(async () => {
      const client = await pool.connect();
      const tx = new PgTransaction(client);
      try {
        const result = await fn(tx);
        await tx.commit();
        return result;
      } catch (err) {
        await tx.rollback().catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    });
  // A group's members share one transaction; its statements coalesce into shared messages.
  const together = async (fns: ((tx: TxSql) => Promise<unknown>)[]): Promise<unknown[]> => {
    const client = await pool.connect();
    const tx = new PgTransaction(client);
    try {
      const settled = await Promise.allSettled(fns.map((fn) => fn(tx)));
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      await tx.commit();
      return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value);
    } catch (err) {
      await tx.rollback().catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  };
  const grouped = new GroupCommitter(single, together, Math.max(1, Math.floor(poolSize / 4)));
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const run = (text: string, params: readonly unknown[] = []) => withRetries(() => runOnce(text, params), 2);
  const runOnce = async (text: string, params: readonly unknown[]) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return (await runPipeline(client, [{ text, params }]))[0].rows;
    } catch (err) {
      // A statement's own error leaves the connection fine; anything else may not have.
      if (!(err instanceof pg.DatabaseError)) broken = err as Error;
      throw err;
    } finally {
      client.release(broken);
    }
  };
  let listener: pg.Client | undefined;
  const subscribers = new Map<string, Set<(payload: string) => void>>();
  return {
    kind: 'pg',
    // One dedicated connection carries every LISTEN of this process.
    async listen(channel, fn) {
      if (!listener) {
        listener = new pg.Client({ connectionString });
        listener.on('notification', (n) => {
          for (const f of subscribers.get(n.channel) ?? []) f(n.payload ?? '');
        });
        listener.on('error', () => {});
        await listener.connect();
      }
      if (!subscribers.has(channel)) {
        subscribers.set(channel, new Set());
        await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      subscribers.get(channel)!.add(fn);
      return async () => {
        subscribers.get(channel)?.delete(fn);
      };
    },
    query: <R = Row>(text: string, params?: readonly unknown[]) => run(text, params) as Promise<R[]>,
    transaction: (fn, options) => (options?.group ? grouped.run(fn) : single(fn)),
    close: async () => {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
