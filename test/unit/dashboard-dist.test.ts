import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dashboardSourceHash } from '../../dashboard/source-hash.ts';

/**
 * The dashboard's build is committed (dashboard/dist, docs/dashboard.md says why): it must exist
 * and come from the sources as they are now. Fix with `npm run dashboard:build` and commit dist/.
 */
describe('the committed dashboard build', () => {
  const root = join(process.cwd(), 'dashboard');
  const info = join(root, 'dist', 'build-info.json');

  it('exists', () => {
    expect(existsSync(join(root, 'dist', 'index.html')), 'dashboard/dist is missing: run npm run dashboard:build').toBe(true);
    expect(existsSync(info), 'dashboard/dist/build-info.json is missing: run npm run dashboard:build').toBe(true);
  });

  it('was built from the current sources', () => {
    const built = JSON.parse(readFileSync(info, 'utf8')) as { sourceHash: string };
    expect(built.sourceHash, 'dashboard/dist is older than dashboard/src: run npm run dashboard:build and commit dashboard/dist').toBe(dashboardSourceHash(root));
  });

  it('names only files that are in it, all under /dashboard/assets', () => {
    const html = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^\/dashboard\/assets\//);
      expect(existsSync(join(root, 'dist', ref.slice('/dashboard/'.length))), ref).toBe(true);
    }
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
