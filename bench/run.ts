/**
 * npm run bench: autocannon against the real server on PostgreSQL, with a bare Fastify echo
 * server measured in the same run as the baseline. Prints req/s, p50, p99 and server RSS, and
 * each row's throughput as a ratio of the baseline's. Figures are for this machine and this
 * run only; compare ratios, not absolute numbers.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const tsx = ['--import', 'tsx'];

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS corridor_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE corridor_bench');
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = '/corridor_bench';
  return url.toString();
}

function start(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/listening (\d+)|running at http:\/\/[^:]+:(\d+)/);
      if (m) resolve({ child, port: Number(m[1] ?? m[2]) });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024);
};

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  rss: number;
  errors: number;
}

async function load(name: string, url: string, pid: number, headers: Record<string, string> = {}): Promise<Row> {
  // A short warm-up so JIT and connection pools are in their steady state.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    rss: rssMb(pid),
    errors: r.errors + r.non2xx,
  };
}

async function main() {
  const dbUrl = await freshDatabase();
  const created = spawnSync(process.execPath, [...tsx, 'src/main.ts', 'platform', 'create', '--database-url', dbUrl], { encoding: 'utf8' });
  if (created.status !== 0) throw new Error(created.stderr);
  const { token } = JSON.parse(created.stdout) as { token: { clientId: string; clientSecret: string } };
  const auth = { authorization: `Basic ${Buffer.from(`${token.clientId}:${token.clientSecret}`).toString('base64')}` };

  const echo = await start([...tsx, 'bench/echo-server.ts'], { PORT: '0' });
  const api = await start([...tsx, 'src/main.ts', 'serve', '--database-url', dbUrl, '--port', '0'], { LOG_LEVEL: 'warn' });
  // Port 0: the server prints its chosen port in the banner only for PGlite; ask the OS instead.
  const rows: Row[] = [];
  try {
    rows.push(await load('baseline: bare Fastify echo', `http://127.0.0.1:${echo.port}/echo`, echo.child.pid!));
    const base = `http://127.0.0.1:${api.port}/2025-10-13`;
    for (let i = 0; i < 30; i++) {
      await fetch(`${base}/tokens`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: `bench ${i}`, permissions: ['VIEW'] }) });
    }
    rows.push(await load('GET /config (authenticated)', `${base}/config`, api.child.pid!, auth));
    rows.push(await load('GET /tokens (authenticated list, 20 rows)', `${base}/tokens`, api.child.pid!, auth));
  } finally {
    echo.child.kill('SIGTERM');
    api.child.kill('SIGTERM');
  }
  const baseline = rows[0].rps;
  const table = [
    ['target', 'req/s', 'ratio to baseline', 'p50 ms', 'p99 ms', 'server RSS MB', 'errors'],
    ...rows.map((r) => [r.name, String(r.rps), (r.rps / baseline).toFixed(2), String(r.p50), String(r.p99), String(r.rss), String(r.errors)]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per row, PostgreSQL at ${new URL(SERVER_URL).host}\n`);
  for (const [i, row] of table.entries()) {
    console.log(`| ${row.map((c, j) => c.padEnd(widths[j])).join(' | ')} |`);
    if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
