import { join } from 'node:path';
import type { Db } from './driver.ts';
import { openPg } from './pg.ts';
import type { DbTimeouts } from './timeouts.ts';
import { openPglite } from './pglite.ts';
import { ensurePgliteDataDir } from './pglite-datadir.ts';

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  dbTimeouts?: DbTimeouts;
  /** Told of steps that may take seconds (creating the embedded database). */
  progress?: (line: string) => void;
}

/** A PostgreSQL server when a URL is given, otherwise embedded PGlite under dataDir. */
export async function openDatabase(options: OpenOptions): Promise<Db> {
  // In process, PGlite cannot be unreachable or frozen apart from this process: no timeouts.
  if (options.databaseUrl) return openPg(options.databaseUrl, { poolSize: options.poolSize, timeouts: options.dbTimeouts });
  if (!options.dataDir) return openPglite();
  const dir = join(options.dataDir, 'pgdata');
  await ensurePgliteDataDir(dir, options.progress ?? (() => undefined));
  return openPglite(dir);
}
