import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureMigratedTemplate } from './pglite-template.ts';

/**
 * Once per run, before any test file: on PGlite, the migrated template every file's database
 * copies (pglite-template.ts), made here so that the parallel files do not each make it; and a
 * directory for those copies, removed at the end of the run with whatever a killed file left.
 */
export default async function setup(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => {};
  await ensureMigratedTemplate();
  const dir = mkdtempSync(join(tmpdir(), 'corridor-test-pglite-'));
  process.env.CORRIDOR_TEST_PGLITE_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
