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
  return {
    kind: 'pg',
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
    close: () => pool.end(),
  };
}
