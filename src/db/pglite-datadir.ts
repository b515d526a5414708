import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGLITE_START_PARAMS } from './pglite.ts';

/**
 * A new embedded database is initdb's output, and initdb was most of a first start (15 to 20 s
 * on two busy cores: PGlite runs it in a second WASM instance, and that instance's memory stayed
 * in the server's resident set). Its output depends only on the PGlite version, so it is made
 * once per installation, in a child process, into node_modules/.cache/corridor, and each new data
 * dir is a copy of it (well under a second). `npm ci` makes it ahead of the first start
 * (scripts/prepare-start.mjs).
 */
const require = createRequire(import.meta.url);
const PGLITE_ENTRY = require.resolve('@electric-sql/pglite');
const PGLITE_VERSION = (JSON.parse(readFileSync(join(PGLITE_ENTRY, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const TEMPLATE_DIR = join(ROOT, 'node_modules', '.cache', 'corridor', `pgdata-${PGLITE_VERSION}`);

/** `pgdata` under the data dir, created if missing; a creation cut short is never mistaken for a database. */
export async function ensurePgliteDataDir(pgdata: string, progress: (line: string) => void): Promise<void> {
  if (existsSync(pgdata)) return;
  const partial = `${pgdata}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(dirname(pgdata), { recursive: true });
  if (!existsSync(TEMPLATE_DIR)) {
    progress(`creating the embedded database in ${dirname(pgdata)} (first start on this installation: about 15 s) …`);
    if (!(await makeTemplate(TEMPLATE_DIR))) {
      // The cache cannot be written (a read-only installation): initdb straight into place.
      await initdb(partial);
      renameSync(partial, pgdata);
      return;
    }
  }
  cpSync(TEMPLATE_DIR, partial, { recursive: true });
  renameSync(partial, pgdata);
}

/** The template, made once; false when its directory cannot be written. */
export async function makeTemplate(template: string): Promise<boolean> {
  const building = `${template}.${process.pid}`;
  try {
    mkdirSync(dirname(template), { recursive: true });
  } catch {
    return false;
  }
  try {
    await initdb(building);
    // Processes starting at once each build one; the first rename wins and the others' go.
    try {
      renameSync(building, template);
    } catch (err) {
      if (!existsSync(template)) throw err;
    }
    return true;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** initdb in a child process: its WASM instances and their memory end with it. */
function initdb(dir: string): Promise<void> {
  const script = `
    const { PGlite } = await import(${JSON.stringify(pathToFileURL(PGLITE_ENTRY).href)});
    const db = await PGlite.create({ dataDir: ${JSON.stringify(dir)}, startParams: ${JSON.stringify(PGLITE_START_PARAMS)} });
    await db.query('SELECT 1');
    await db.close();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`creating the embedded database failed (${signal ?? `exit ${code}`}): ${stderr.trim().slice(-2000)}`));
    });
  });
}
