import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerDashboard } from '../../src/http/dashboard-routes.ts';

describe('serving the dashboard build at /dashboard', () => {
  const dist = mkdtempSync(join(tmpdir(), 'corridor-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="/dashboard/assets/app-abc.js"></script>');
  writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  const app = Fastify();
  registerDashboard(app, { dist });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html with no-cache and a self-only CSP, for client routes too', async () => {
    for (const url of ['/dashboard', '/dashboard/', '/dashboard/customers/Customer:1']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(r.headers['content-security-policy']).not.toContain('unsafe');
    }
  });

  it('serves hashed assets with their type and a long cache', async () => {
    const r = await app.inject({ url: '/dashboard/assets/app-abc.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await app.inject({ url: '/dashboard/assets/app-abc.js', headers: { 'if-none-match': r.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('reaches nothing outside the build', async () => {
    for (const url of ['/dashboard/../package.json', '/dashboard/%2e%2e/package.json', '/dashboard/assets/..%2f..%2fsecret.txt', '/dashboard/..%2f..%2fsecret.txt', '/dashboard/assets/missing.js', '/dashboard/package.json']) {
      const r = await app.inject({ url });
      expect([404], url).toContain(r.statusCode);
      expect(r.body).not.toContain('"name": "corridor"');
    }
  });
});
