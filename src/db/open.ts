import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './driver.ts';
import { openPg } from './pg.ts';
import type { DbTimeouts } from './timeouts.ts';
import { openPglite } from './pglite.ts';

/** A PostgreSQL server when a URL is given, otherwise embedded PGlite under dataDir. */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; poolSize?: number; dbTimeouts?: DbTimeouts }): Promise<Db> {
  // In process, PGlite cannot be unreachable or frozen apart from this process: no timeouts.
  if (options.databaseUrl) return openPg(options.databaseUrl, { poolSize: options.poolSize, timeouts: options.dbTimeouts });
  if (!options.dataDir) return openPglite();
  const dir = join(options.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
