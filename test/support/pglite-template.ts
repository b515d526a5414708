import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { makeTemplate, TEMPLATE_DIR } from '../../src/db/pglite-datadir.ts';

/**
 * Each test file on embedded PGlite used to start a new in-memory database: PGlite's initdb,
 * then every migration. On two busy cores of a slow machine that was 40 to 55 s a file
 * (initdb 41 s, the migrations 12 s, measured 2026-11-29 under CI's load), close to the hooks'
 * 60 s timeout, and over 150 files it was most of the suite: CI's PGlite run no longer fit its
 * time. Now the migrated database is made once per set of migrations, here, and each file's
 * database is a copy of its data directory (2 s to copy, 1 s to open on the same machine).
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
export const MIGRATED_TEMPLATE = join(dirname(TEMPLATE_DIR), `${PREFIX}${migrationsHash()}`);
/** Another set of migrations' template is removed once it is this old (a run of a branch switched away from may still be copying it). */
const STALE_MS = 60 * 60_000;

/** The migrated template, made if missing (by the first of concurrent makers to finish). */
export async function ensureMigratedTemplate(): Promise<string> {
  if (existsSync(MIGRATED_TEMPLATE)) return MIGRATED_TEMPLATE;
  if (!existsSync(TEMPLATE_DIR) && !(await makeTemplate(TEMPLATE_DIR))) throw new Error(`cannot write the embedded database's template under ${dirname(TEMPLATE_DIR)}`);
  const building = `${MIGRATED_TEMPLATE}.${process.pid}`;
  try {
    cpSync(TEMPLATE_DIR, building, { recursive: true });
    const db = await openPglite(building);
    await migrate(db);
    // A clean shutdown checkpoints: every copy starts without WAL to replay.
    await db.close();
    try {
      renameSync(building, MIGRATED_TEMPLATE);
    } catch (err) {
      if (!existsSync(MIGRATED_TEMPLATE)) throw err;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  removeStale();
  return MIGRATED_TEMPLATE;
}

/** Templates of other sets of migrations (42 MB each), once they are no longer in use. */
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

/**
 * A new data directory holding a copy of the migrated template, and how to remove it. Under
 * CORRIDOR_TEST_PGLITE_DIR when the run's global setup made one (removed whole at the end of the
 * run, with whatever a killed file left), else under the system's temporary directory.
 */
export async function migratedCopy(): Promise<{ dir: string; remove: () => void }> {
  const template = await ensureMigratedTemplate();
  const parent = mkdtempSync(join(process.env.CORRIDOR_TEST_PGLITE_DIR ?? tmpdir(), 'pglite-'));
  const dir = join(parent, 'pgdata');
  cpSync(template, dir, { recursive: true });
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
