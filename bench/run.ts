/**
 * npm run bench: autocannon against the real server on PostgreSQL, with a bare Fastify echo
 * server measured in the same run as the baseline. Prints req/s, p50, p99 and server RSS, and
 * each row's throughput as a ratio of the baseline's. Figures are for this machine and this
 * run only; compare ratios, not absolute numbers.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrate } from '../src/db/migrate.ts';
import { openPg } from '../src/db/transport/index.ts';
import { newId } from '../src/ids.ts';
import { openAccount, postTransfer } from '../src/ledger/index.ts';
import { evmWallet } from '../test/support/wallets.ts';
import { clusterRows } from './cluster.ts';
import { growth } from './growth.ts';
import { paced } from './paced.ts';
import { sampleWaits } from './waits.ts';
import { type BenchRow as Row, cpuPerPayment, payouts, rssMb } from './payouts.ts';
import { startTable } from './start.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The bench's databases are named from this, so that runs from two checkouts on one server do not drop each other's. */
const BENCH_DB = process.env.BENCH_DB ?? 'corridor_bench';
const tsx = ['--import', 'tsx'];
/**
 * `BENCH_ONLY=echo,quotes,pgbench npm run bench` measures a subset (keys: config, tokens, customers,
 * quotes, transactions, verify, cards, ledger, payouts, pgbench; the echo baseline always
 * runs); `BENCH_ONLY=start` the start table alone (bench/start.ts); `BENCH_ONLY=growth` the growth
 * table alone (bench/growth.ts; never part of a full run: it takes about six minutes);
 * `BENCH_ONLY=cluster` the cluster rows (bench/cluster.ts, issue 24; never part of a full run: it
 * needs HAProxy, which it installs with apt-get when missing): the payouts workload on one
 * `corridor serve` and, in the same run, on two `serve --no-worker` and two `worker` processes
 * behind HAProxy, each on a fresh database; taken and settled per second and the drain of each,
 * the cluster's ratio to the one process, how HAProxy split the intake's requests between the
 * API processes, each process's CPU seconds and the database commits per payment.
 */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const OPT_IN = new Set(['cluster']);
const wanted = (key: string) => (ONLY === null ? !OPT_IN.has(key) : ONLY.has(key));

/** Runs statements, one after another, as the server's administrator (outside any database of the bench). */
async function admin(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  for (const sql of statements) await client.query(sql);
  await client.end();
}

async function freshDatabase(name = BENCH_DB): Promise<string> {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Flushes the server's dirty pages: the rows that write heavily start from the same clean state
 * instead of one of them paying for the checkpoint the one before it caused.
 */
const checkpoint = () => admin('CHECKPOINT');

const PGBENCH_TPS = 'pgbench -b tpcb-like, 16 clients (TPS)';

/** A fresh pgbench database (scale 10), checkpointed; throws with pgbench's words when it cannot be made. */
async function pgbenchDatabase(): Promise<string> {
  const url = await freshDatabase(`${BENCH_DB}_pgbench`);
  const init = spawnSync('pgbench', ['-i', '-q', '-s', '10', url], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(init.error?.message ?? init.stderr);
  await checkpoint();
  return url;
}

/** pgbench's TPC-B-like transaction on the same server: the yardstick for money operations. */
async function pgbenchTps(): Promise<Row> {
  const url = await pgbenchDatabase();
  const run = spawnSync('pgbench', ['-b', 'tpcb-like', '-c', '16', '-j', '2', '-T', String(DURATION_S), url], { encoding: 'utf8' });
  const tps = Number(run.stdout.match(/tps = ([\d.]+)/)?.[1] ?? 0);
  const latency = Number(run.stdout.match(/latency average = ([\d.]+)/)?.[1] ?? 0);
  return { name: PGBENCH_TPS, rps: Math.round(tps), p50: latency, p99: NaN, rss: NaN, errors: 0 };
}

/**
 * The yardstick for the paced quotes row's latency: pgbench's TPC-B-like transaction sent at
 * the same even pace (`-R`), right after it, on a fresh pgbench database. Its latencies come from
 * pgbench's per-transaction log and count from each transaction's scheduled start, as
 * bench/paced.ts counts from when a request was due, so a stall of the server or its storage shows
 * in both. On the 2-core machine the database alone has had a p99 of 9 ms in one run and 123 ms
 * in the next at the same rate: the paced row's p99 is read against this row's, not alone.
 * Undefined when pgbench cannot run.
 */
async function pgbenchPaced(rate: number): Promise<Row | undefined> {
  let url: string;
  try {
    url = await pgbenchDatabase();
  } catch (err) {
    console.error(`bench: no paced pgbench row: ${(err as Error).message}`);
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'corridor-pgbench-'));
  try {
    const args = ['-b', 'tpcb-like', '-c', '16', '-j', '2', '-T', String(DURATION_S), '-R', String(rate), '-l', '--log-prefix', join(dir, 'tx'), url];
    const run = spawnSync('pgbench', args, { encoding: 'utf8', cwd: dir });
    if (run.status !== 0) throw new Error(run.stderr);
    // Per transaction: client, number, microseconds from its scheduled start, script, epoch, us, lag.
    const latencies = readdirSync(dir)
      .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n'))
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] * 10) / 10;
    return {
      name: `pgbench -b tpcb-like, 16 clients, evenly paced at the rate above (${rate}/s): the database's own latency`,
      rps: Math.round(latencies.length / DURATION_S),
      p50: at(0.5),
      p99: at(0.99),
      rss: NaN,
      errors: 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * POST .../verify with a real EIP-191 signature. Each verify consumes its challenge, so every
 * round creates a wallet account (pending ownership verification) and a challenge first; only
 * the verify calls are timed, and the rate is verifies per second of their own time, 16 at once.
 */
async function ownershipVerify(base: string, json: Record<string, string>, pid: number): Promise<Row> {
  await fetch(`${base}/config`, { method: 'PATCH', headers: json, body: JSON.stringify({ underCounterpartyRequirements: true }) });
  const customer = (await (await fetch(`${base}/customers`, { method: 'POST', headers: json, body: JSON.stringify({ customerType: 'INDIVIDUAL' }) })).json()) as { id: string };
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + DURATION_S * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const w = evmWallet();
      const account = (await (
        await fetch(`${base}/customers/external-accounts`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ customerId: customer.id, currency: 'USDC', ownershipType: 'FIRST_PARTY', accountInfo: { accountType: 'BASE_WALLET', address: w.address } }),
        })
      ).json()) as { id: string };
      const challenge = (await (
        await fetch(`${base}/customers/external-accounts/${account.id}/challenge`, { method: 'POST', headers: json, body: JSON.stringify({ method: 'WALLET_SIGNATURE' }) })
      ).json()) as { messageToSign: string };
      const signature = w.sign(challenge.messageToSign);
      const started = performance.now();
      const res = await fetch(`${base}/customers/external-accounts/${account.id}/verify`, { method: 'POST', headers: json, body: JSON.stringify({ signature }) });
      latencies.push(performance.now() - started);
      if (res.status !== 200) errors++;
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  latencies.sort((x, y) => x - y);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] * 10) / 10;
  const busySeconds = latencies.reduce((a, b) => a + b, 0) / 1000 / 16;
  return { name: 'POST .../verify, EVM signature, 16 at a time', rps: Math.round(latencies.length / busySeconds), p50: at(0.5), p99: at(0.99), rss: rssMb(pid), errors };
}

/** Ledger transfers posted in process, 16 at a time among 50 accounts, for DURATION_S. */
async function ledgerTransfers(dbUrl: string): Promise<Row> {
  const db = openPg(dbUrl, { poolSize: 16, plain: process.env.CORRIDOR_DB_PLAIN === '1' });
  await migrate(db);
  const platformId = (await db.query<{ id: string }>('SELECT id FROM platforms LIMIT 1'))[0].id;
  const now = new Date();
  const accounts: string[] = [];
  for (let i = 0; i < 50; i++) {
    accounts.push((await openAccount(db, { platformId, currency: 'USD', purpose: 'BENCH', allowNegative: true, now })).id);
  }
  let done = 0;
  let errors = 0;
  const latencies: number[] = [];
  const until = Date.now() + DURATION_S * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const a = accounts[Math.floor(Math.random() * 50)];
      let b = accounts[Math.floor(Math.random() * 50)];
      if (b === a) b = accounts[(accounts.indexOf(a) + 1) % 50];
      const started = performance.now();
      try {
        await db.transaction((tx) =>
          postTransfer(tx, { id: newId(), platformId, currency: 'USD', entries: [{ accountId: a, amount: -1n }, { accountId: b, amount: 1n }], now: new Date() }),
        );
        done++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  await db.close();
  latencies.sort((x, y) => x - y);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] * 10) / 10;
  return { name: 'ledger transfers in process, 16 at a time (transfers/s)', rps: Math.round(done / DURATION_S), p50: at(0.5), p99: at(0.99), rss: NaN, errors };
}

/**
 * Settlement: a worker process (`corridor worker`) alone on the payments the quotes rows left
 * PENDING, until every one is COMPLETED and every event is dealt with. Two rows: payments
 * settled per second while it runs, and the end-to-end rate of the whole run (payments taken,
 * over the seconds spent taking them plus settling them).
 */
async function settlement(dbUrl: string): Promise<Row[]> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0].n);
  const payments = await count(`SELECT count(*) AS n FROM transactions WHERE type = 'OUTGOING'`);
  await checkpoint();
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}/worker`] : [];
  const worker = await start([...profile, ...tsx, 'src/main.ts', 'worker', '--database-url', dbUrl], { LOG_LEVEL: 'warn' });
  const started = performance.now();
  // Polled through the partial indexes of due work, so that watching costs the server little.
  const busy = `SELECT (EXISTS (SELECT 1 FROM jobs WHERE status = 'PENDING' AND due_at <= now()) OR EXISTS (SELECT 1 FROM transactions WHERE rail_step_at <= now())
    OR EXISTS (SELECT 1 FROM events WHERE status = 'PENDING'))::int AS n`;
  while ((await count(busy)) === 1 && performance.now() - started < 600_000) await new Promise((r) => setTimeout(r, 100));
  const seconds = (performance.now() - started) / 1000;
  const errors = await count(`SELECT count(*) AS n FROM transactions WHERE type = 'OUTGOING' AND status NOT IN ('COMPLETED', 'FAILED')`);
  const rss = rssMb(worker.child.pid!);
  worker.child.kill('SIGTERM');
  await new Promise((r) => worker.child.once('exit', r));
  await db.end();
  // The quotes rows ran 2 s of warm-up and DURATION_S of load each.
  const loadSeconds = 2 * (2 + DURATION_S);
  return [
    { name: `settlement: a worker completes the ${payments} payments (payments/s)`, rps: Math.round(payments / seconds), p50: NaN, p99: NaN, rss, errors },
    { name: 'end to end: payments taken and settled, over both times (payments/s)', rps: Math.round(payments / (loadSeconds + seconds)), p50: NaN, p99: NaN, rss: NaN, errors },
  ];
}

/**
 * The run a platform lives with (bench/payouts.ts): `npm start`'s process, customers paying out
 * to their own bank accounts while the same process settles. Three rows: taken, settled over
 * the whole time, and the drain after intake stopped (as seconds, in the per-second column).
 */
async function payoutRows(): Promise<Row[]> {
  await checkpoint();
  const f = await payouts(await freshDatabase(`${BENCH_DB}_payouts`));
  await admin(`DROP DATABASE IF EXISTS ${BENCH_DB}_payouts WITH (FORCE)`);
  return [
    { name: 'payouts end to end (npm start shape): taken (payments/s)', rps: Math.round(f.taken / f.intakeSeconds), p50: f.p50, p99: f.p99, rss: f.rssMb, errors: f.errors },
    { name: 'payouts end to end: settled over intake and drain (payments/s)', rps: Math.round(f.taken / (f.intakeSeconds + f.drainSeconds)), p50: NaN, p99: NaN, rss: NaN, errors: f.failed },
    { name: 'payouts end to end: drain after intake stopped (seconds, not /s)', rps: Math.round(f.drainSeconds * 10) / 10, p50: NaN, p99: NaN, rss: NaN, errors: 0 },
    // Where a payment's cost goes: Corridor's processes, and the database's when it runs here.
    { name: `payouts end to end: CPU per payment, ${cpuPerPayment(f)} (not /s)`, rps: Number(cpuPerPayment(f).split(' ')[0]), p50: NaN, p99: NaN, rss: NaN, errors: 0 },
  ];
}

function start(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/listening (\d+)|running at http:\/\/[^:]+:(\d+)|worker running/);
      if (m) resolve({ child, port: Number(m[1] ?? m[2] ?? 0) });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

async function load(name: string, url: string, pid: number, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}): Promise<Row> {
  // A short warm-up so JIT and connection pools are in their steady state.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers, ...extra });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, ...extra });
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
  if (ONLY?.size === 1 && ONLY.has('growth')) return growth();
  if (ONLY?.size === 1 && ONLY.has('start')) {
    await startTable(() => freshDatabase(`${BENCH_DB}_start`));
    return admin(`DROP DATABASE IF EXISTS ${BENCH_DB}_start WITH (FORCE)`);
  }
  const dbUrl = await freshDatabase();
  const created = spawnSync(process.execPath, [...tsx, 'src/main.ts', 'platform', 'create', '--database-url', dbUrl], { encoding: 'utf8' });
  if (created.status !== 0) throw new Error(created.stderr);
  const { token } = JSON.parse(created.stdout) as { token: { clientId: string; clientSecret: string } };
  const auth = { authorization: `Basic ${Buffer.from(`${token.clientId}:${token.clientSecret}`).toString('base64')}` };

  const echo = await start([...tsx, 'bench/echo-server.ts'], { PORT: '0' });
  // BENCH_PROFILE=dir writes a V8 CPU profile of the API server there when it stops (of the
  // settlement row's worker in dir/worker).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  // The API alone: a deployment runs its workers as processes of their own (`corridor worker`),
  // and the settlement row below measures them on the backlog the API rows leave behind.
  const api = await start([...profile, ...tsx, 'src/main.ts', 'serve', '--database-url', dbUrl, '--port', '0', '--workers', 'false'], { LOG_LEVEL: 'warn' });
  // Port 0: the server prints its chosen port in the banner only for PGlite; ask the OS instead.
  const rows: Row[] = [];
  try {
    rows.push(await load('baseline: bare Fastify echo', `http://127.0.0.1:${echo.port}/echo`, echo.child.pid!));
    const base = `http://127.0.0.1:${api.port}/2025-10-13`;
    for (let i = 0; i < 30; i++) {
      await fetch(`${base}/tokens`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: `bench ${i}`, permissions: ['VIEW'] }) });
    }
    if (wanted('config')) rows.push(await load('GET /config (authenticated)', `${base}/config`, api.child.pid!, auth));
    if (wanted('tokens')) rows.push(await load('GET /tokens (authenticated list, 20 rows)', `${base}/tokens`, api.child.pid!, auth));

    const json = { ...auth, 'content-type': 'application/json' };
    let n = 0;
    const customer = (i: number) =>
      JSON.stringify({
        customerType: 'INDIVIDUAL',
        platformCustomerId: `bench-${i}`,
        fullName: 'Bench Customer',
        birthDate: '1990-01-01',
        nationality: 'US',
        address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
      });
    if (wanted('customers')) rows.push(
      await load('POST /customers', `${base}/customers`, api.child.pid!, json, {
        requests: [{ method: 'POST', setupRequest: (req: Record<string, unknown>) => ({ ...req, body: customer(n++) }) }],
      }),
    );

    // Quote create-and-execute: platform USD account -> a customer's USD account, 1 cent each.
    const consent = { type: 'SERVICE_END_USER_TERMS', termsVersion: '2025-10-13', acceptedAt: new Date().toISOString() };
    const payee = (await (
      await fetch(`${base}/customers`, { method: 'POST', headers: json, body: JSON.stringify({ ...JSON.parse(customer(-1)), agreementConsents: [consent] }) })
    ).json()) as { id: string };
    const accountsOf = async (path: string) =>
      ((await (await fetch(`${base}${path}`, { headers: auth })).json()) as { data: { id: string; balance: { currency: { code: string } } }[] }).data;
    const from = (await accountsOf('/platform/internal-accounts')).find((a) => a.balance.currency.code === 'USD')!.id;
    const to = (await accountsOf(`/customers/internal-accounts?customerId=${payee.id}`)).find((a) => a.balance.currency.code === 'USD')!.id;
    await fetch(`${base}/sandbox/internal-accounts/${from}/fund`, { method: 'POST', headers: json, body: JSON.stringify({ amount: 100_000_000 }) });
    const quote = JSON.stringify({
      source: { sourceType: 'ACCOUNT', accountId: from },
      destination: { destinationType: 'ACCOUNT', accountId: to },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1,
      immediatelyExecute: true,
    });
    if (wanted('quotes')) await checkpoint();
    if (wanted('quotes')) rows.push(await load('POST /quotes, create and execute (durable)', `${base}/quotes`, api.child.pid!, json, { method: 'POST', body: quote }));
    // Latency as a platform lives with it, below saturation: the same at half the rate just
    // measured, sent at an even pace (bench/paced.ts says why not autocannon's overallRate).
    if (wanted('quotes')) {
      const half = Math.max(1, Math.round(rows.at(-1)!.rps / 2));
      await checkpoint();
      // BENCH_WAITS=1: where the database's backends were meanwhile (bench/waits.ts), warm-up included.
      const waits = process.env.BENCH_WAITS ? await sampleWaits(dbUrl) : undefined;
      rows.push(await paced(`POST /quotes, create and execute, evenly paced at half that rate (${half}/s)`, api.child.pid!, { url: `${base}/quotes`, rate: half, seconds: DURATION_S, method: 'POST', headers: json, body: quote }));
      if (waits) rows.push(...(await waits.stop('paced quotes')));
      const yardstick = await pgbenchPaced(half);
      if (yardstick) rows.push(yardstick);
    }
    // The same with a fresh Idempotency-Key on every request, as a careful client sends them.
    let key = 0;
    if (wanted('quotes')) {
      await checkpoint();
      rows.push(
        await load('POST /quotes, create and execute, with Idempotency-Key', `${base}/quotes`, api.child.pid!, json, {
          requests: [{ method: 'POST', body: quote, setupRequest: (req: { headers: Record<string, string> }) => ({ ...req, headers: { ...req.headers, 'idempotency-key': `bench-${key++}` } }) }],
        }),
      );
    }
    // A list as a dashboard reads it: filtered, 20 to a page, among the thousands of payments the quotes rows made (still PENDING: this API runs without workers).
    if (wanted('transactions')) {
      // The quotes rows grew the table from nothing to tens of thousands of rows within a minute,
      // before autovacuum's first ANALYZE: with statistics of an empty table the planner reads every
      // row of the platform for each page. A server that has run a while has statistics; so does this.
      const analyze = new pg.Client({ connectionString: dbUrl });
      await analyze.connect();
      await analyze.query('ANALYZE transactions');
      await analyze.end();
      rows.push(await load('GET /transactions?type=OUTGOING&status=PENDING (filtered list, 20 rows)', `${base}/transactions?type=OUTGOING&status=PENDING&limit=20`, api.child.pid!, auth));
    }
    if (wanted('verify')) rows.push(await ownershipVerify(base, json, api.child.pid!));
    // Card authorizations (sandbox simulation): a hold of 1 cent each on a funded card's account.
    if (wanted('cards')) {
      await fetch(`${base}/config`, { method: 'PATCH', headers: json, body: JSON.stringify({ skipVerificationPaperwork: true }) });
      const holder = (await (
        await fetch(`${base}/customers`, { method: 'POST', headers: json, body: JSON.stringify({ ...JSON.parse(customer(-2)), agreementConsents: [consent] }) })
      ).json()) as { id: string };
      const funding = (await accountsOf(`/customers/internal-accounts?customerId=${holder.id}`)).find((a) => a.balance.currency.code === 'USD')!.id;
      await fetch(`${base}/sandbox/internal-accounts/${funding}/fund`, { method: 'POST', headers: json, body: JSON.stringify({ amount: 100_000_000 }) });
      const card = (await (
        await fetch(`${base}/cards`, { method: 'POST', headers: json, body: JSON.stringify({ cardholderId: holder.id, form: 'VIRTUAL', fundingSources: [funding] }) })
      ).json()) as { id: string };
      for (let i = 0; i < 50; i++) {
        const status = ((await (await fetch(`${base}/cards/${card.id}`, { headers: auth })).json()) as { status: string }).status;
        if (status === 'ACTIVE') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const authorization = JSON.stringify({ amount: 1, currency: { code: 'USD' }, merchant: { descriptor: 'BENCH SHOP 001', mcc: '5812', country: 'US' } });
      await checkpoint();
      rows.push(
        await load('POST /sandbox/cards/{id}/simulate/authorization (holds on one account)', `${base}/sandbox/cards/${card.id}/simulate/authorization`, api.child.pid!, json, {
          method: 'POST',
          body: authorization,
        }),
      );
    }
  } finally {
    echo.child.kill('SIGTERM');
    api.child.kill('SIGTERM');
    await new Promise((r) => api.child.once('exit', r));
  }
  if (wanted('quotes')) rows.push(...(await settlement(dbUrl)));
  if (wanted('payouts')) rows.push(...(await payoutRows()));
  if (wanted('cluster')) {
    await checkpoint();
    rows.push(...(await clusterRows(freshDatabase, (name) => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`), `${BENCH_DB}_cluster`)));
  }
  if (wanted('ledger')) rows.push(await ledgerTransfers(dbUrl));
  if (wanted('pgbench')) rows.push(await pgbenchTps());
  const baseline = rows[0].rps;
  // The yardstick is the TPS row, not the paced pgbench row that follows the paced quotes.
  const pgbench = rows.find((r) => r.name === PGBENCH_TPS)?.rps ?? Number.NaN;
  const table = [
    ['target', 'per second', 'ratio to echo', 'ratio to pgbench', 'p50 ms', 'p99 ms', 'server RSS MB', 'errors'],
    ...rows.map((r) => [
      r.name,
      String(r.rps),
      (r.rps / baseline).toFixed(2),
      // Without the pgbench row (BENCH_ONLY leaving it out) there is no ratio to show.
      Number.isNaN(pgbench) ? '-' : (r.rps / pgbench).toFixed(2),
      Number.isNaN(r.p50) ? '-' : String(r.p50),
      Number.isNaN(r.p99) ? '-' : String(r.p99),
      Number.isNaN(r.rss) ? '-' : String(r.rss),
      String(r.errors),
    ]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per row, PostgreSQL at ${new URL(SERVER_URL).host}\n`);
  for (const [i, row] of table.entries()) {
    console.log(`| ${row.map((c, j) => c.padEnd(widths[j])).join(' | ')} |`);
    if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
  if (wanted('start')) await startTable(() => freshDatabase(`${BENCH_DB}_start`));
  await admin(`DROP DATABASE IF EXISTS ${BENCH_DB}_start WITH (FORCE)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
