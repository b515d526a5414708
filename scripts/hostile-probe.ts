/**
 * Probes a running Corridor the way the hardening issue's attacker did, and prints one line a
 * probe: what was sent and what came back. Loopback only: the "internal service" it points
 * webhooks at is a server of its own on 127.0.0.1, and non-loopback internal addresses are
 * only configured (PATCH /config), never delivered to.
 *
 *   npx tsx scripts/hostile-probe.ts [--credentials .corridor/credentials.json]
 *
 * The credentials file is the one `npm start` writes (baseUrl, clientId, clientSecret).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const argv = process.argv.slice(2);
const file = argv[argv.indexOf('--credentials') + 1] && argv.includes('--credentials') ? argv[argv.indexOf('--credentials') + 1] : '.corridor/credentials.json';
const creds = JSON.parse(readFileSync(file, 'utf8')) as { baseUrl: string; clientId: string; clientSecret: string };
const base = creds.baseUrl;
const origin = new URL(base).origin;
const auth = `Basic ${Buffer.from(`${creds.clientId}:${creds.clientSecret}`).toString('base64')}`;

async function call(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  try {
    const res = await fetch(path.startsWith('http') ? path : base + path, {
      method,
      headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body,
      signal: AbortSignal.timeout(120_000),
    });
    const text = await res.text();
    return { status: res.status, text, ms: Math.round(performance.now() - started) };
  } catch (err) {
    return { status: 0, text: String(err), ms: Math.round(performance.now() - started) };
  }
}
const line = (probe: string, outcome: string) => console.log(`${probe.padEnd(58)} ${outcome}`);
const short = (t: string) => t.replace(/\s+/g, ' ').slice(0, 110);

// 1. Deep nesting: the time the whole process is blocked for (/healthz waits behind it).
for (const depth of [5_000, 10_000, 20_000, 40_000]) {
  const body = '['.repeat(depth) + ']'.repeat(depth);
  const r = await call('PATCH', '/config', body);
  line(`${depth} nested arrays (${(body.length / 1024).toFixed(0)} KB) to PATCH /config`, `${r.status} in ${r.ms} ms`);
}

// 2. Webhook targets. An internal service on loopback that answers with something private.
let streamed = 0;
const internal = createServer((req, res) => {
  if (req.url?.startsWith('/stream')) {
    res.writeHead(200);
    const chunk = Buffer.alloc(64 << 10, 'x');
    const pump = () => {
      let more = true;
      while (more && streamed < 64 << 20) {
        more = res.write(chunk);
        streamed += chunk.length;
      }
      if (streamed >= 64 << 20) res.end();
      else res.once('drain', pump);
    };
    pump();
    return;
  }
  res.writeHead(req.url?.startsWith('/fail') ? 500 : 200).end('INTERNAL-SERVICE-SECRET admin=true');
});
await new Promise<void>((r) => internal.listen(0, '127.0.0.1', r));
const port = (internal.address() as AddressInfo).port;
const closedPort = await new Promise<number>((r) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as AddressInfo).port;
    s.close(() => r(p));
  });
});
for (const url of [
  `http://127.0.0.1:${port}/`,
  `http://0x7f.1:${port}/`,
  `http://2130706433:${port}/`,
  `http://[::ffff:127.0.0.1]:${port}/`,
  `http://localhost:${port}/`,
  'http://169.254.169.254/latest/meta-data/',
  'http://10.0.0.1/',
  `http://user:password@127.0.0.1:${port}/`,
]) {
  const r = await call('PATCH', '/config', JSON.stringify({ webhookEndpoint: url }));
  line(`webhookEndpoint ${url}`, `PATCH ${r.status}${r.text.includes('user:password@') ? ' (credentials echoed)' : ''}`);
}
const hook = async (url: string) => {
  await call('PATCH', '/config', JSON.stringify({ webhookEndpoint: url }));
  return call('POST', '/sandbox/webhooks/test');
};
for (const [name, url] of [
  ['test webhook to the internal service (200)', `http://127.0.0.1:${port}/`],
  ['test webhook to the internal service (500)', `http://127.0.0.1:${port}/fail`],
  ['test webhook to a closed port', `http://127.0.0.1:${closedPort}/`],
]) {
  const r = await hook(url);
  line(name, `${r.status}${r.text.includes('INTERNAL-SERVICE-SECRET') ? ' READS THE INTERNAL ANSWER' : ''}: ${short(r.text)}`);
}
const rssOf = async () => {
  const m = await call('GET', `${origin}/metrics`);
  return Number(/process_resident_memory_bytes (\d+)/.exec(m.text)?.[1] ?? Number.NaN);
};
const before = await rssOf();
const s = await hook(`http://127.0.0.1:${port}/stream`);
const after = await rssOf();
line('test webhook to an endpoint streaming 64 MiB', `${s.status}, ${(streamed / (1 << 20)).toFixed(1)} MiB sent before the reader stopped, RSS ${Number.isNaN(before) ? 'n/a (no /metrics)' : `${((after - before) / (1 << 20)).toFixed(0)} MB more`}`);
internal.close();
await call('PATCH', '/config', JSON.stringify({ webhookEndpoint: '' }));

// 3. Authentication failures from one address, then a valid credential from the same address.
// A token made now and never used yet: its first use is checked against the database, not a cache.
const made = JSON.parse((await call('POST', '/tokens', JSON.stringify({ name: 'probe', permissions: ['VIEW'] }))).text) as { clientId: string; clientSecret: string };
const wrong = `Basic ${Buffer.from(`${creds.clientId}:wrong`).toString('base64')}`;
const statuses: number[] = [];
for (let i = 0; i < 21; i++) statuses.push((await call('GET', '/config', undefined, { authorization: wrong })).status);
const valid = await call('GET', '/config', undefined, { authorization: `Basic ${Buffer.from(`${made.clientId}:${made.clientSecret}`).toString('base64')}` });
line('21 wrong secrets, then a valid unused token, same address', `${[...new Set(statuses)].join('/')} then ${valid.status}`);

// 4. Input the database cannot take, and input no one should store.
const customer = (fullName: string) => JSON.stringify({ customerType: 'INDIVIDUAL', fullName, platformCustomerId: `probe-${Date.now()}-${Math.random()}` });
const surrogate = await call('POST', '/customers', customer('\ud800'));
line('customer fullName "\\ud800" (a lone surrogate)', `${surrogate.status}: ${short(surrogate.text)}`);
const huge = await call('POST', '/customers', customer('x'.repeat(900 * 1024)));
line('customer fullName of 900 KB', `${huge.status}${huge.status < 300 ? ' (stored)' : ''}: ${short(huge.text)}`);
const duplicate = await call('PATCH', '/config', '{"umaDomain":"a.example","umaDomain":"b.example"}');
line('duplicate key in a JSON body', `${duplicate.status}: ${short(duplicate.text)}`);
const big = await call('POST', '/quotes', '{"lockedCurrencySide":"SENDING","lockedCurrencyAmount":9007199254740993}');
line('amount 9007199254740993 (past 2^53)', `${big.status}: ${short(big.text)}`);

// 5. /metrics without credentials.
const metrics = await fetch(`${origin}/metrics`);
line('GET /metrics without credentials', String(metrics.status));
