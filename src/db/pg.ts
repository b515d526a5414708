import pg from 'pg';
import { type Db, type Sql, withRetries } from './driver.ts';

// int8 as bigint (exact money), numeric kept as text (converted by the caller when it is money).
pg.types.setTypeParser(20, (v) => BigInt(v));

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
    transaction: <T>(fn: (tx: Sql) => Promise<T>) =>
      withRetries(async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn({ query: (text, params) => run(client, text, params) });
          await client.query('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => {});
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
