/**
 * The registry this project is built against lacks some other platforms' optional binaries
 * (biome, rollup), so `npm install` writes a lock file that names them without entries, and
 * `npm ci` then refuses it. This drops those dangling names so `npm ci` works here.
 * Run after `npm install` changes package-lock.json: `npx tsx scripts/prune-lockfile.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Entry = { optionalDependencies?: Record<string, string> };
const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, Entry> };
const keys = Object.keys(lock.packages);
let removed = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!keys.some((k) => k.endsWith(`node_modules/${name}`))) {
      delete entry.optionalDependencies[name];
      removed++;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`removed ${removed} dangling optional dependencies`);
