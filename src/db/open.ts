import { join } from 'node:path';
import type { Db } from './driver.ts';
import type { DbTimeouts } from './timeouts.ts';
import { openPglite } from './pglite.ts';
import { ensurePgliteDataDir } from './pglite-datadir.ts';
import { openPg } from './transport/index.ts';

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  dbTimeouts?: DbTimeouts;
  /** None of the transport's optimisations (CORRIDOR_DB_PLAIN=1), to bisect a suspected transport fault. */
  dbPlain?: boolean;
  /** Told of steps that may take seconds (creating the embedded database). */
  progress?: (line: string) => void;
}

/** A PostgreSQL server when a URL is given, otherwise embedded PGlite under dataDir. */
export async function openDatabase(options: OpenOptions): Promise<Db> {
  // In process, PGlite cannot be unreachable or frozen apart from this process: no timeouts.
  if (options.databaseUrl) return openPg(options.databaseUrl, { poolSize: options.poolSize, timeouts: options.dbTimeouts, plain: options.dbPlain });
  const pglite = { plain: options.dbPlain };
  if (!options.dataDir) return openPglite(undefined, pglite);
  const dir = join(options.dataDir, 'pgdata');
  await ensurePgliteDataDir(dir, options.progress ?? (() => undefined));
  return openPglite(dir, pglite);
}
