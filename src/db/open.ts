import { join } from 'node:path';
import type { Db } from './driver.ts';
import { DEFAULT_DB_TIMEOUTS, type DbTimeouts } from './timeouts.ts';
import { openPglite } from './pglite.ts';
import { ensurePgliteDataDir } from './pglite-datadir.ts';
import { checkStartupParametersArrived, openPg, type Pooler } from './transport/index.ts';

export { DEFAULT_POOL_SIZE } from './transport/index.ts';

export { type Pooler, parsePooler } from './transport/index.ts';

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** Group-commit groups in flight at once (DATABASE_COMMIT_GROUPS); default an eighth of the pool. */
  commitGroups?: number;
  dbTimeouts?: DbTimeouts;
  /** None of the transport's optimisations (CORRIDOR_DB_PLAIN=1), to bisect a suspected transport fault. */
  dbPlain?: boolean;
  /** A pooler in transaction mode in front of the server (DATABASE_POOLER, docs/scaling.md, "Connection pooler"). */
  databasePooler?: Pooler;
  /** PostgreSQL itself, for the LISTEN connection (DATABASE_LISTEN_URL); databaseUrl when absent. */
  databaseListenUrl?: string;
  /**
   * A streaming replica for reads of list and get operations (DATABASE_REPLICA_URL; docs/scaling.md,
   * "Read replicas"). PostgreSQL only. Opened by openReplica; the primary then tracks its commits' WAL positions.
   */
  databaseReplicaUrl?: string;
  /** Told of steps that may take seconds (creating the embedded database). */
  progress?: (line: string) => void;
}

/**
 * Refuses a server reached through a pooler that Corridor was not told of (DATABASE_POOLER) but
 * that lets it connect by ignoring its startup parameters; see checkStartupParametersArrived.
 */
export async function checkDirectConnection(db: Db, options: OpenOptions): Promise<void> {
  if (db.kind !== 'pg' || options.databasePooler) return;
  await checkStartupParametersArrived((text) => db.query(text), { ...DEFAULT_DB_TIMEOUTS, ...options.dbTimeouts });
}

/**
 * The replica of DATABASE_REPLICA_URL, or undefined without one, with the primary's pool size
 * and timeouts. Nothing is checked at start-up: a replica that is down is found by the
 * routing's poll (src/db/read-routing.ts), and reads go to the primary meanwhile.
 */
export function openReplica(options: OpenOptions): Db | undefined {
  if (!options.databaseReplicaUrl) return undefined;
  if (!options.databaseUrl) throw new Error(REPLICA_NEEDS_POSTGRES);
  return openPg(options.databaseReplicaUrl, { poolSize: options.poolSize, timeouts: options.dbTimeouts, plain: options.dbPlain, pooler: options.databasePooler });
}

export const REPLICA_NEEDS_POSTGRES =
  'DATABASE_REPLICA_URL (--database-replica-url) needs a PostgreSQL primary: set DATABASE_URL (--database-url) too. The embedded database (PGlite) has no replicas';

/** A PostgreSQL server when a URL is given, otherwise embedded PGlite under dataDir. */
export async function openDatabase(options: OpenOptions): Promise<Db> {
  // In process, PGlite cannot be unreachable or frozen apart from this process: no timeouts.
  if (options.databaseUrl) {
    return openPg(options.databaseUrl, {
      poolSize: options.poolSize,
      commitGroups: options.commitGroups,
      timeouts: options.dbTimeouts,
      plain: options.dbPlain,
      pooler: options.databasePooler,
      listenUrl: options.databaseListenUrl,
      trackCommitLsn: options.databaseReplicaUrl !== undefined,
    });
  }
  const pglite = { plain: options.dbPlain };
  if (!options.dataDir) return openPglite(undefined, pglite);
  const dir = join(options.dataDir, 'pgdata');
  await ensurePgliteDataDir(dir, options.progress ?? (() => undefined));
  return openPglite(dir, pglite);
}
