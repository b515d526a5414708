import type { PGlite } from '@electric-sql/pglite';
import { type Db, FinalsQueue, mapFinalError, withRetries } from './driver.ts';
import { mergeFinals, parseTimestamptz } from './transport/index.ts';
import { isRead, noteChange } from './commits.ts';

/**
 * int8 as bigint (exact money), and timestamptz read as the PostgreSQL transport reads it
 * (transport/timestamps.ts): PGlite's own reading goes through JavaScript's Date parser, which
 * takes a two-digit year for 19xx or 20xx, so an instant in the years 1 to 99 came back 1900
 * years later.
 */
const parsers = { 20: (v: string) => BigInt(v), 1184: parseTimestamptz };

/**
 * PGlite's own start parameters plus bounds on what PostgreSQL keeps in the WASM heap, which is
 * the process's memory. PostgreSQL's defaults are sized for a server of many connections:
 * shared_buffers of 128 MB (all of it touched at start, ~115 MB of the idle process) and lock
 * and process tables for 100 connections. PGlite has one connection and its pages are a file
 * read away; 16 MB of buffers holds a sandbox's working set.
 */
export const PGLITE_START_PARAMS = [
  // PGlite's defaults (PGlite.defaultStartParams in @electric-sql/pglite 0.5), which a start
  // parameter list replaces.
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  // Ours.
  '-c',
  'shared_buffers=16MB',
  '-c',
  'max_connections=10',
];

/** PGlite is loaded only when the embedded database is used: a server deployment never holds it. */
async function createPglite(dataDir?: string, load?: Blob): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(load ? { loadDataDir: load } : {}), parsers, startParams: PGLITE_START_PARAMS });
}

/**
 * PGlite executes in process and synchronously: a statement resolves without ever waiting for
 * I/O. Chained by promises, a request's statements, the handler work between them and its
 * reply ran as one task, so a single request with a 1 MB value held the event loop for up to
 * 300 ms (no timer, no other request, no health check meanwhile). Each statement runs in a turn
 * of the event loop of its own, and what follows it in the next one.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function inTurn<R>(run: () => Promise<{ rows: R[] }>): Promise<R[]> {
  await turn();
  const { rows } = await run();
  await turn();
  return rows;
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined means in memory; `load`, a data directory
 * as PGlite's dumpDataDir wrote it, to start from (the tests' migrated template). With `plain`
 * (CORRIDOR_DB_PLAIN=1) the final statements run as queued, unmerged.
 */
export async function openPglite(dataDir?: string, options: { plain?: boolean; load?: Blob } = {}): Promise<Db> {
  const db = await createPglite(dataDir, options.load);
  return {
    kind: 'pglite',
    query: <R,>(text: string, params?: readonly unknown[]) => {
      const rows = inTurn(() => db.query<R>(text, params as unknown[]));
      return isRead(text) ? rows : rows.finally(noteChange);
    },
    // PGlite has a single connection and serializes transactions itself.
    transaction: async (fn) => {
      const result = await withRetries(() =>
        db.transaction(async (tx) => {
          const queue = new FinalsQueue();
          const { finals } = queue;
          const result = await fn({
            query: <R,>(text: string, params?: readonly unknown[]) => inTurn(() => tx.query<R>(text, params as unknown[])),
            atCommit: (text, params, options) => queue.atCommit(text, params, options),
            insertAtCommit: (shape, values, options) => queue.insertAtCommit(shape, values, options),
          });
          // In process there is no round trip to save: the final statements simply run last,
          // merged as on a server so that both engines run the same statements.
          for (const f of options.plain ? finals : mergeFinals(finals)) {
            try {
              await inTurn(() => tx.query(f.text, f.params as unknown[]));
            } catch (err) {
              throw mapFinalError(finals, err);
            }
          }
          return result;
        }),
      ).finally(noteChange);
      // The COMMIT ran in this turn; the caller's reply goes in the next.
      await turn();
      return result;
    },
    listen: (channel, fn) => db.listen(channel, fn),
    close: () => db.close(),
  };
}
