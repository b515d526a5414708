import { PGlite } from '@electric-sql/pglite';
import { type Db, type Sql, withRetries } from './driver.ts';

const parsers = { 20: (v: string) => BigInt(v) };

/** Embedded PostgreSQL (WASM). `dataDir` undefined means in memory. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const db = await PGlite.create(dataDir ? { dataDir, parsers } : { parsers });
  return {
    kind: 'pglite',
    query: async <R,>(text: string, params?: readonly unknown[]) =>
      (await db.query<R>(text, params as unknown[])).rows,
    // PGlite has a single connection and serializes transactions itself.
    transaction: <T>(fn: (tx: Sql) => Promise<T>) =>
      withRetries(() =>
        db.transaction((tx) =>
          fn({ query: async <R,>(text: string, params?: readonly unknown[]) => (await tx.query<R>(text, params as unknown[])).rows }),
        ),
      ),
    listen: (channel, fn) => db.listen(channel, fn),
    close: () => db.close(),
  };
}
