import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The hash of everything the dashboard's build reads from this folder: src/, index.html, the
 * Vite config and the tsconfig. The build writes it to dist/build-info.json;
 * test/unit/dashboard-dist.test.ts fails when the committed dist/ was built from other sources.
 */
export function dashboardSourceHash(root: string): string {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(join(root, 'src'));
  for (const name of ['index.html', 'vite.config.ts', 'tsconfig.json', 'source-hash.ts']) files.push(join(root, name));
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(file, 'utf8').replace(/\r\n/g, '\n'));
    hash.update('\0');
  }
  return hash.digest('hex');
}
