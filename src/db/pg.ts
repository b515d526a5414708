import pg from 'pg';
import { canInline, type Db, type FinalStatement, inlineParams, mapFinalError, type Row, type TxSql, withRetries } from './driver.ts';

// int8 as bigint (exact money), numeric kept as text (converted by the caller when it is money).
pg.types.setTypeParser(20, (v) => BigInt(v));

/**
 * One transaction on one pooled connection, in as few round trips as the protocol allows:
 * - BEGIN travels with the first statement (one simple-query message) when that statement's
 *   parameters can be written as literals;
 * - statements queued with atCommit travel with COMMIT, so the server runs them and commits
 *   without waiting for this process in between. When one of them fails the server skips the
 *   rest, COMMIT included, and the caller rolls back.
 * A transaction that ran nothing sends nothing.
 */
class PgTransaction implements TxSql {
  private begun = false;
  private readonly finals: FinalStatement[] = [];

  constructor(private readonly client: pg.PoolClient) {}

  async query<R = Row>(text: string, params: readonly unknown[] = []): Promise<R[]> {
    if (this.begun) return (await this.client.query(text, params as unknown[])).rows;
    this.begun = true;
    if (!canInline(params)) {
      await this.client.query('BEGIN');
      return (await this.client.query(text, params as unknown[])).rows;
    }
    const results = (await this.client.query(`BEGIN;\n${inlineParams(text, params)}`)) as unknown as pg.QueryResult[];
    return results[results.length - 1].rows as R[];
  }

  atCommit(text: string, params: readonly unknown[], onError?: (err: unknown) => unknown): void {
    if (!canInline(params)) throw new Error('atCommit takes scalar parameters only');
    this.finals.push({ text, params, onError });
  }

  async commit(): Promise<void> {
    if (!this.begun && this.finals.length === 0) return;
    const statements = this.finals.map((f) => inlineParams(f.text, f.params));
    const text = [...(this.begun ? [] : ['BEGIN']), ...statements, 'COMMIT'].join(';\n');
    this.begun = true;
    try {
      await this.client.query(text);
    } catch (err) {
      throw mapFinalError(this.finals, err);
    }
  }

  async rollback(): Promise<void> {
    if (this.begun) await this.client.query('ROLLBACK');
  }
}

export function openPg(connectionString: string, poolSize = 16): Db {
  const pool = new pg.Pool({ connectionString, max: poolSize });
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
    transaction: (fn) =>
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
      }),
    close: async () => {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
