import pg from 'pg';
import { GroupCommitter } from './group-commit.ts';
import { canInline, type Db, type FinalStatement, inlineParams, mapFinalError, type Row, type TxSql, withRetries } from './driver.ts';

// int8 as bigint (exact money), numeric kept as text (converted by the caller when it is money).
pg.types.setTypeParser(20, (v) => BigInt(v));

interface Pending {
  text: string;
  params: readonly unknown[];
  resolve: (rows: Row[]) => void;
  reject: (err: unknown) => void;
}

/**
 * One transaction on one pooled connection, in as few round trips as the protocol allows:
 * - statements issued together (in the same tick, e.g. under Promise.all) travel together, in
 *   one simple-query message, when their parameters can be written as literals;
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
    let i = 0;
    try {
      while (i < batch.length) {
        const prefix = this.begun ? [] : ['BEGIN'];
        if (!canInline(batch[i].params)) {
          if (!this.begun) await this.client.query('BEGIN');
          this.begun = true;
          batch[i].resolve((await this.client.query(batch[i].text, batch[i].params as unknown[])).rows);
          i++;
          continue;
        }
        let j = i;
        while (j < batch.length && canInline(batch[j].params)) j++;
        const run = batch.slice(i, j);
        this.begun = true;
        const text = [...prefix, ...run.map((p) => inlineParams(p.text, p.params))].join(';\n');
        const result = (await this.client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        const results = Array.isArray(result) ? result : [result];
        for (const [k, p] of run.entries()) p.resolve(results[prefix.length + k].rows);
        i = j;
      }
    } catch (err) {
      for (const p of batch.slice(i)) p.reject(err);
    }
  }

  atCommit(text: string, params: readonly unknown[], onError?: (err: unknown) => unknown): void {
    if (!canInline(params)) throw new Error('atCommit takes scalar parameters only');
    this.finals.push({ text, params, onError });
  }

  async commit(): Promise<void> {
    await this.sending;
    if (!this.begun && this.finals.length === 0) return;
    const text = [...(this.begun ? [] : ['BEGIN']), ...finalStatements(this.finals), 'COMMIT'].join(';\n');
    this.begun = true;
    try {
      await this.client.query(text);
    } catch (err) {
      throw mapFinalError(this.finals, err);
    }
  }

  async rollback(): Promise<void> {
    await this.sending;
    if (this.begun) await this.client.query('ROLLBACK');
  }
}

/** `INSERT INTO t (columns) VALUES (row)`: a statement whose rows can share one INSERT. */
const PLAIN_INSERT = /^(INSERT INTO \w+ \([^)]*\) VALUES )(\(.*\))$/s;

/**
 * The final statements as SQL, with the plain INSERTs of one template (the outbox events,
 * jobs and new rows of every member of a group) merged into one multi-row INSERT at the place
 * of the first: the server then parses and plans each template once per transaction. Final
 * statements do not depend on each other's rows, so moving an INSERT earlier is safe.
 */
function finalStatements(finals: readonly FinalStatement[]): string[] {
  const out: string[] = [];
  const merged = new Map<string, { at: number; prefix: string; rows: string[] }>();
  for (const f of finals) {
    const m = PLAIN_INSERT.exec(f.text);
    if (!m || /\)\s*(ON\s+CONFLICT|RETURNING)\b/i.test(m[2])) {
      out.push(inlineParams(f.text, f.params));
      continue;
    }
    const row = inlineParams(m[2], f.params);
    const same = merged.get(f.text);
    if (same) same.rows.push(row);
    else {
      merged.set(f.text, { at: out.length, prefix: m[1], rows: [row] });
      out.push('');
    }
  }
  for (const { at, prefix, rows } of merged.values()) out[at] = prefix + rows.join(',\n');
  return out;
}

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
  const run = async (c: pg.Pool | pg.PoolClient, text: string, params?: readonly unknown[]) =>
    (await c.query(text, params as unknown[])).rows;
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
    query: (text, params) => run(pool, text, params),
    transaction: (fn, options) => (options?.group ? grouped.run(fn) : single(fn)),
    close: async () => {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
