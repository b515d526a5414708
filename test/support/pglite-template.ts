import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../../src/db/migrate.ts';
import { openPglite, PGLITE_START_PARAMS } from '../../src/db/pglite.ts';
import { ensurePgliteDataDir, TEMPLATE_DIR } from '../../src/db/pglite-datadir.ts';

/**
 * Each test file on embedded PGlite used to start a new in-memory database: PGlite's initdb,
 * then every migration. On two busy cores of a slow machine that was 40 to 55 s a file
 * (initdb 41 s, the migrations 12 s, measured 2026-11-29 under CI's load), close to the hooks'
 * 60 s timeout, and over 150 files it was most of the suite: CI's PGlite run no longer fit its
 * time. Now the migrated database is made once per set of migrations, here, as PGlite's own
 * dump of its data directory, and each file's in-memory database starts from it (about 5 s on
 * the same machine, against 12 s for initdb alone when it was quieter).
 *
 * In memory, not a copy of the directory on disk: on disk each file started in 3 to 8 s, but
 * every statement's file I/O became a system call, and on that machine (a nested virtual
 * machine, where a system call is dear) a request-heavy test took 62 s against 35 s in memory.
 *
 * The name carries a hash of every migration file and of the migrator, so a changed migration
 * makes a new template instead of reusing a stale one; each file still runs `migrate`, which
 * finds nothing to apply.
 */
const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));
const MIGRATOR = fileURLToPath(new URL('../../src/db/migrate.ts', import.meta.url));

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS).sort()) hash.update(name).update('\0').update(readFileSync(join(MIGRATIONS, name))).update('\0');
  hash.update(readFileSync(MIGRATOR));
  return hash.digest('hex').slice(0, 16);
}

const PREFIX = `test-${basename(TEMPLATE_DIR)}-migrated-`;
export const MIGRATED_TEMPLATE = join(dirname(TEMPLATE_DIR), `${PREFIX}${migrationsHash()}.tar`);
/** Another set of migrations' template is removed once it is this old (a run of a branch switched away from may still be reading it). */
const STALE_MS = 60 * 60_000;

/** The migrated template, made if missing (by the first of concurrent makers to finish). */
export async function ensureMigratedTemplate(): Promise<string> {
  if (existsSync(MIGRATED_TEMPLATE)) return MIGRATED_TEMPLATE;
  const building = `${MIGRATED_TEMPLATE}.${process.pid}`;
  try {
    // Migrated on a new data directory (a copy of initdb's output, as a first start makes it),
    // then dumped by PGlite itself, in the format its loadDataDir reads.
    await ensurePgliteDataDir(building, () => {});
    const db = await openPglite(building);
    await migrate(db);
    await db.close();
    const { PGlite } = await import('@electric-sql/pglite');
    const raw = await PGlite.create({ dataDir: building, startParams: PGLITE_START_PARAMS });
    const dump = await raw.dumpDataDir('none');
    await raw.close();
    writeFileSync(`${building}.tar`, Buffer.from(await dump.arrayBuffer()));
    try {
      renameSync(`${building}.tar`, MIGRATED_TEMPLATE);
    } catch (err) {
      if (!existsSync(MIGRATED_TEMPLATE)) throw err;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
    rmSync(`${building}.tar`, { force: true });
  }
  removeStale();
  return MIGRATED_TEMPLATE;
}

/** Templates of other sets of migrations (some 40 MB each), once they are no longer in use. */
function removeStale(): void {
  const parent = dirname(MIGRATED_TEMPLATE);
  for (const name of readdirSync(parent)) {
    const path = join(parent, name);
    if (!name.startsWith(PREFIX) || path === MIGRATED_TEMPLATE) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another run.
    }
  }
}

let dump: Promise<Blob> | undefined;

/**
 * The migrated template's dump, for openPglite's `load`: read once per test process (a fork runs
 * many files in one module graph; a Blob is immutable, so every file can start from the same one).
 */
export function migratedDump(): Promise<Blob> {
  dump ??= ensureMigratedTemplate().then((file) => new Blob([readFileSync(file)]));
  return dump;
}
