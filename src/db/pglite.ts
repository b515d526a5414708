import { PGlite } from '@electric-sql/pglite';
import { type Db, type FinalStatement, mapFinalError, withRetries } from './driver.ts';
import { mergeFinals } from './merge-finals.ts';

const parsers = { 20: (v: string) => BigInt(v) };

/** Embedded PostgreSQL (WASM). `dataDir` undefined means in memory. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const db = await PGlite.create(dataDir ? { dataDir, parsers } : { parsers });
  return {
    kind: 'pglite',
    query: async <R,>(text: string, params?: readonly unknown[]) =>
      (await db.query<R>(text, params as unknown[])).rows,
    // PGlite has a single connection and serializes transactions itself.
    transaction: (fn) =>
      withRetries(() =>
        db.transaction(async (tx) => {
          const finals: FinalStatement[] = [];
          const result = await fn({
            query: async <R,>(text: string, params?: readonly unknown[]) => (await tx.query<R>(text, params as unknown[])).rows,
            atCommit: (text, params, options) => void finals.push({ text, params, ...options }),
          });
          // In process there is no round trip to save: the final statements simply run last,
          // merged as on a server so that both engines run the same statements.
          for (const f of mergeFinals(finals)) {
            try {
              await tx.query(f.text, f.params as unknown[]);
            } catch (err) {
              throw mapFinalError(finals, err);
            }
          }
          return result;
        }),
      ),
    listen: (channel, fn) => db.listen(channel, fn),
    close: () => db.close(),
  };
}
