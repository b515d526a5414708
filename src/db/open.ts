import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './driver.ts';
import { openPg } from './pg.ts';
import { openPglite } from './pglite.ts';

/** A PostgreSQL server when a URL is given, otherwise embedded PGlite under dataDir. */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; poolSize?: number }): Promise<Db> {
  if (options.databaseUrl) return openPg(options.databaseUrl, options.poolSize);
  if (!options.dataDir) return openPglite();
  const dir = join(options.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
