import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, PREFIX } from '../../src/app.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ url, headers });
const attributes = (html: string, name: string) => [...html.matchAll(new RegExp(`\\b${name}="([^"]*)"`, 'g'))].map((m) => m[1]);
const servers = (body: string) => (JSON.parse(body) as { servers: { url: string }[] }).servers.map((s) => s.url);

describe('the reference page at /docs', () => {
  it('is HTML that loads only same-origin assets and no inline script, under a same-origin CSP', async () => {
    const page = await get('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const urls = [...attributes(page.body, 'src'), ...attributes(page.body, 'href')];
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) expect(url, 'a same-origin path').toMatch(/^\/(?!\/)/);
    // Every script element is an external same-origin file: nothing for 'unsafe-inline' to allow.
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attrs, inline] of scripts) {
      expect(attrs).toMatch(/src="\/docs\/assets\//);
      expect(inline).toBe('');
    }
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toMatch(/https?:|\*|unsafe/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('tells how to authenticate when scripts are off, without any credentials in the page', async () => {
    const page = await get('/docs');
    expect(page.body).toContain('HTTP Basic');
    expect(page.body).not.toContain(h.platform.clientId);
    expect(page.body).not.toContain(h.platform.clientSecret);
  });

  it('serves each asset it names with its content type, a year of caching, an ETag and gzip', async () => {
    const page = await get('/docs');
    const expected: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', png: 'image/png' };
    for (const url of [...attributes(page.body, 'src'), ...attributes(page.body, 'href')].filter((u) => u.startsWith('/docs/assets/'))) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-type'], url).toBe(expected[url.split('.').pop()!]);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.headers['x-content-type-options']).toBe('nosniff');
      expect(plain.rawPayload.length).toBeGreaterThan(0);

      const zipped = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
      const refused = await get(url, { 'accept-encoding': 'gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();

      const again = await get(url, { 'if-none-match': String(plain.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('serves the Swagger UI bundle itself, and a start script that fetches only /openapi.json', async () => {
    const page = await get('/docs');
    const [bundle, starter] = attributes(page.body, 'src');
    expect((await get(bundle)).body).toContain('SwaggerUIBundle');
    const start = (await get(starter)).body;
    expect(start).toContain('url: "/openapi.json"');
    // Swagger UI's default would post the contract to validator.swagger.io on every load.
    expect(start).toContain('validatorUrl: null');
    expect(start).toContain('persistAuthorization: false');
  });

  it('answers 404 in the error shape for an asset it does not have', async () => {
    expectError(await get('/docs/assets/swagger-ui-bundle.000000000000.js'), 404, 'NOT_FOUND');
    expectError(await get('/docs/assets/..%2F..%2Fpackage.json'), 404, 'NOT_FOUND');
    expectError(await get('/docs/assets/swagger-initializer.js'), 404, 'NOT_FOUND');
  });
});

describe('the status page at /docs/status', () => {
  it('lists every operation, built or 501, with a CSP that allows only its own style', async () => {
    const page = await get('/docs/status');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('getPlatformConfig');
    const unbuilt = [...h.services.contract.byId.keys()].find((id) => !h.implemented.has(id));
    if (unbuilt) expect(page.body).toMatch(new RegExp(`<code>${unbuilt}</code>.*\\n?.*<td>501</td>`));
    expect(page.body).not.toMatch(/<script/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1];
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`style-src 'sha256-${hash}'`);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('/openapi.json', () => {
  it('names the host and port the request came to as its server', async () => {
    const res = await get('/openapi.json', { host: 'docs.example.test:8443' });
    expect(res.headers['content-type']).toContain('application/json');
    expect(servers(res.body)).toEqual([`http://docs.example.test:8443${PREFIX}`]);
    expect(servers((await get('/openapi.json', { host: '[::1]:9000' })).body)).toEqual([`http://[::1]:9000${PREFIX}`]);
    expect(servers((await get('/openapi.json', { host: 'LocalHost' })).body)).toEqual([`http://localhost${PREFIX}`]);
    expect(String(res.headers.vary)).toContain('host');
  });

  it('falls back to the documented address for a Host header that is not a plain host[:port]', async () => {
    for (const host of [
      'evil.example/path',
      'user@evil.example',
      'evil.example:99999',
      'evil.example:0',
      '"><script>alert(1)</script>',
      'a b',
      'one.example,two.example',
      '-bad.example',
      `${'a'.repeat(64)}.example`,
      `${'a.'.repeat(140)}example`,
      '[not-ipv6]:80',
      'evil.example.',
    ]) {
      const res = await get('/openapi.json', { host });
      expect(res.statusCode, host).toBe(200);
      expect(servers(res.body), host).toEqual([`http://localhost:8080${PREFIX}`]);
    }
  });

  it('tells how to authenticate and which operations answer 501, without changing what the contract says they take', async () => {
    const doc = JSON.parse((await get('/openapi.json')).body) as {
      info: { description: string };
      paths: Record<string, Record<string, { description?: string; requestBody?: unknown; responses: unknown }>>;
    };
    expect(doc.info.description).toContain('HTTP Basic');
    expect(doc.info.description).toContain('.corridor/credentials.json');
    expect(doc.info.description).toContain(`${h.implemented.size} of ${h.services.contract.operations.length} operations are built`);
    const original = h.services.contract.document as typeof doc;
    for (const op of h.services.contract.operations) {
      const served = doc.paths[op.path][op.method.toLowerCase()];
      const given = original.paths[op.path][op.method.toLowerCase()];
      expect(Boolean(served.description?.startsWith('**Not built')), op.operationId).toBe(!h.implemented.has(op.operationId));
      expect(served.requestBody).toEqual(given.requestBody);
      expect(served.responses).toEqual(given.responses);
    }
    // The loaded contract itself is untouched.
    expect(JSON.stringify(original)).not.toContain('Not built in this Corridor');
  });
});

describe('/openapi.json behind a proxy', () => {
  it('believes X-Forwarded-Host and -Proto only from a trusted proxy', async () => {
    // Apps of their own on the harness's database: trustProxy is fixed when an app is built.
    const trusting = await buildApp({ db: h.database.db, trustProxy: 1 });
    const plain = await buildApp({ db: h.database.db });
    try {
      const forwarded = { host: '10.0.0.5:8080', 'x-forwarded-host': 'api.example.test', 'x-forwarded-proto': 'https' };
      const behind = await trusting.app.inject({ url: '/openapi.json', headers: forwarded });
      expect(servers(behind.body)).toEqual([`https://api.example.test${PREFIX}`]);
      const direct = await plain.app.inject({ url: '/openapi.json', headers: forwarded });
      expect(servers(direct.body)).toEqual([`http://10.0.0.5:8080${PREFIX}`]);
      const hostile = await trusting.app.inject({
        url: '/openapi.json',
        headers: { ...forwarded, 'x-forwarded-host': 'api.example.test/@evil' },
      });
      expect(servers(hostile.body)).toEqual([`http://localhost:8080${PREFIX}`]);
    } finally {
      await trusting.app.close();
      await plain.app.close();
    }
  });

  it('falls back to the address the connection arrived on when served by a real listener', async () => {
    const served = await buildApp({ db: h.database.db });
    try {
      await served.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = served.app.server.address() as AddressInfo;
      const hostile = await rawGet(port, '/openapi.json', 'evil.example/steal');
      expect(servers(hostile)).toEqual([`http://127.0.0.1:${port}${PREFIX}`]);
      const honest = await rawGet(port, '/openapi.json', `localhost:${port}`);
      expect(servers(honest)).toEqual([`http://localhost:${port}${PREFIX}`]);
    } finally {
      await served.app.close();
    }
  });
});

/** A GET with the Host header as given (fetch would not send a hostile one). */
function rawGet(port: number, path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('error', reject);
    req.end();
  });
}
