import { ensureMigratedTemplate } from './pglite-template.ts';

/**
 * Once per run, before any test file: on PGlite, the migrated template every file's database
 * starts from (pglite-template.ts), made here so that the parallel files do not each make it.
 */
export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await ensureMigratedTemplate();
}
