import { payoutCustomer } from '../support/payout-customer.ts';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { openDatabase } from '../../src/db/open.ts';
import { Keyring, newAppKey } from '../../src/secrets/keyring.ts';
import { onServer, serverUrl, type TestDatabase } from '../support/database.ts';
import { basic, type Harness, startHarness } from '../support/harness.ts';
import { freePort, spawnCorridor, tempDirs } from '../support/processes.ts';
import { startReceiver } from '../support/receiver.ts';

/**
 * Corridor behind PgBouncer in transaction mode (docs/scaling.md, "Connection pooler"). A pgbouncer of the
 * test's own (its config and port in a temp dir) pools a database of the test's own on the
 * PostgreSQL server, with pool_mode = transaction and a server pool of POOL connections. Two
 * `corridor serve` processes (API and workers each) go through it with DATABASE_POOLER=pgbouncer
 * and their LISTEN connection straight to PostgreSQL (DATABASE_LISTEN_URL). Asserted:
 * - started without DATABASE_POOLER, Corridor refuses with a message naming it, whether the
 *   pooler refuses its startup parameters or ignores them; with it and without
 *   DATABASE_LISTEN_URL, with a message naming that;
 * - the per-transaction settings reach the server (statement_timeout, jit) and bound statements
 *   inside and outside transactions;
 * - CLIENTS clients paying out with POST /quotes {immediatelyExecute} through both processes,
 *   while the configuration changes through one and is read through the other (the change
 *   reaches the other's cache through its LISTEN connection), lists read meanwhile: no 5xx,
 *   every payout settled by the settlement workers, the ledger balanced, and the server never
 *   holding more than POOL connections of the pool (plus the LISTEN ones).
 */
const CLIENTS = 6;
const CUSTOMERS = 8;
const INTAKE_MS = 4_000;
const POOL = 4;
const PREFIX = '/2025-10-13';
const APP_KEY = newAppKey();

/** Debian's pgbouncer, installed when missing (as .ci/run does); why it cannot be, or undefined. */
function pgbouncerUnavailable(): string | undefined {
  if (!onServer) return 'TEST_DATABASE_URL is not set (the fault suites run in the PostgreSQL server run)';
  const present = () => {
    try {
      execFileSync('which', ['pgbouncer'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (present()) return undefined;
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'pgbouncer'], { stdio: 'ignore', timeout: 180_000, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {}
  return present() ? undefined : 'pgbouncer is not installed and apt-get could not install it';
}

const unsupported = pgbouncerUnavailable();
if (unsupported) console.warn(`\n!!! test/faults/pgbouncer: SKIPPED: ${unsupported} !!!\n`);

const dir = tempDirs('corridor-pgbouncer-');
const databaseName = `corridor_pgb_${randomBytes(4).toString('hex')}`;
/** Every pgbouncer started, stopped after the tests. */
const bouncers: ChildProcess[] = [];
let bouncerUrl = '';
let directUrl = '';
let h: Harness | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
const children: ChildProcess[] = [];
const output: string[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * A pgbouncer in transaction mode in front of the test's database, on a port of its own; its
 * URL once it accepts connections. `ignore`: its ignore_startup_parameters.
 */
async function startPgbouncer(ignore = 'extra_float_digits'): Promise<string> {
  const server = new URL(serverUrl!);
  const port = await freePort();
  const d = dir();
  // pgbouncer will not run as root: -u postgres, which must read the config.
  chmodSync(d, 0o755);
  const ini = join(d, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `corridor = host=${server.hostname} port=${server.port || 5432} dbname=${databaseName} user=${decodeURIComponent(server.username) || 'postgres'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      `default_pool_size = ${POOL}`,
      'max_client_conn = 500',
      `ignore_startup_parameters = ${ignore}`,
      '',
    ].join('\n'),
  );
  chmodSync(ini, 0o644);
  const bouncer = spawn('pgbouncer', ['-u', 'postgres', ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  bouncers.push(bouncer);
  let log = '';
  bouncer.stdout!.on('data', (c: Buffer) => (log += c));
  bouncer.stderr!.on('data', (c: Buffer) => (log += c));
  const url = `postgres://postgres@127.0.0.1:${port}/corridor`;
  for (let i = 0; ; i++) {
    if (bouncer.exitCode !== null) throw new Error(`pgbouncer exited ${bouncer.exitCode}: ${log}`);
    try {
      const probe = new pg.Client({ connectionString: url });
      await probe.connect();
      await probe.end();
      return url;
    } catch (err) {
      if (i > 100) throw new Error(`pgbouncer did not accept connections: ${err} ${log}`);
      await sleep(100);
    }
  }
}

/** Stops a pgbouncer (SIGINT: at once, closing its server connections). */
async function stopPgbouncer(bouncer: ChildProcess): Promise<void> {
  if (bouncer.exitCode !== null || bouncer.signalCode !== null) return;
  const exited = new Promise((resolve) => bouncer.once('exit', resolve));
  bouncer.kill('SIGINT');
  await Promise.race([exited, sleep(5_000)]);
  if (bouncer.exitCode === null && bouncer.signalCode === null) bouncer.kill('SIGKILL');
}

beforeAll(async () => {
  if (unsupported) return;
  await admin((c) => c.query(`CREATE DATABASE ${databaseName}`));
  const direct = new URL(serverUrl!);
  direct.pathname = `/${databaseName}`;
  directUrl = direct.toString();
  bouncerUrl = await startPgbouncer();
  // The harness (and the migrations) through the pooler too: the in-process database is opened as a process would open it.
  const db = await openDatabase({ databaseUrl: bouncerUrl, databasePooler: 'pgbouncer', databaseListenUrl: directUrl, poolSize: 4 });
  await migrate(db);
  const database: TestDatabase = {
    db,
    url: bouncerUrl,
    another: () => {
      throw new Error('not here');
    },
    close: () => db.close(),
  };
  h = await startHarness({ database, keyring: new Keyring([APP_KEY]) });
  receiver = await startReceiver(() => 200);
}, 240_000);

afterAll(async () => {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }),
  );
  await receiver?.close();
  await h?.close();
  for (const bouncer of bouncers) await stopPgbouncer(bouncer);
  if (!unsupported) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
}, 60_000);

function corridor(name: string, args: string[], env: Record<string, string>): { child: ChildProcess; printed: () => string } {
  const child = spawnCorridor(args, APP_KEY, dir(), { CORRIDOR_COMPILE: '0', ...env });
  children.push(child);
  let text = '';
  const keep = (chunk: Buffer) => {
    text += chunk;
    output.push(`[${name}] ${chunk.toString().trimEnd()}`);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, printed: () => text };
}

async function exitOf(run: { child: ChildProcess; printed: () => string }): Promise<{ code: number | null; printed: string }> {
  const code = run.child.exitCode ?? (await new Promise<number | null>((resolve) => run.child.once('exit', resolve)));
  return { code, printed: run.printed() };
}

async function serve(name: string): Promise<string> {
  const run = corridor(name, ['serve', '--port', '0', '--host', '127.0.0.1'], { DATABASE_URL: bouncerUrl, DATABASE_POOLER: 'pgbouncer', DATABASE_LISTEN_URL: directUrl });
  const ready = /running at http:\/\/[^:]+:(\d+)\//;
  for (let i = 0; ; i++) {
    if (run.child.exitCode !== null) throw new Error(`${name} exited with ${run.child.exitCode}:\n${output.join('\n')}`);
    const m = ready.exec(run.printed());
    if (m) return `http://127.0.0.1:${m[1]}${PREFIX}`;
    if (i > 1200) throw new Error(`${name} did not start:\n${output.join('\n')}`);
    await sleep(50);
  }
}

describe.skipIf(unsupported !== undefined)('Corridor behind PgBouncer in transaction mode (PostgreSQL server)', () => {
  it('refuses to start through the pooler without DATABASE_POOLER (refused or ignored startup parameters), or with it but without DATABASE_LISTEN_URL, naming the setting', async () => {
    const unaware = await exitOf(corridor('unaware', ['migrate'], { DATABASE_URL: bouncerUrl, DATABASE_POOLER: '' }));
    expect(unaware.code).not.toBe(0);
    expect(unaware.printed).toContain('unsupported startup parameter');
    expect(unaware.printed).toContain('DATABASE_POOLER=pgbouncer');
    // A pooler told to drop those parameters lets it connect: the server's statement_timeout gives it away.
    const ignoring = await startPgbouncer('extra_float_digits, statement_timeout, idle_in_transaction_session_timeout, options');
    const misled = await exitOf(corridor('misled', ['migrate'], { DATABASE_URL: ignoring, DATABASE_POOLER: '' }));
    expect(misled.code).not.toBe(0);
    // Its server connection would count against the pool measured below.
    await stopPgbouncer(bouncers.at(-1)!);
    expect(misled.printed).toContain('did not reach the server');
    expect(misled.printed).toContain('DATABASE_POOLER=pgbouncer');
    const deaf = await exitOf(corridor('deaf', ['migrate'], { DATABASE_URL: bouncerUrl, DATABASE_POOLER: 'pgbouncer', DATABASE_LISTEN_URL: '' }));
    expect(deaf.code).not.toBe(0);
    expect(deaf.printed).toContain('needs DATABASE_LISTEN_URL');
  }, 60_000);

  it('sets the timeouts and jit per transaction (one host or several), and they bound statements in and out of transactions', async () => {
    const db = h!.database.db;
    expect(await db.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '30s' }]);
    expect(await db.transaction((tx) => tx.query('SHOW jit'))).toEqual([{ jit: 'off' }]);
    expect(await db.transaction((tx) => tx.query('SHOW idle_in_transaction_session_timeout'))).toEqual([{ idle_in_transaction_session_timeout: '1min' }]);
    expect(await db.transaction((tx) => tx.query('SHOW statement_timeout'), { unbounded: true })).toEqual([{ statement_timeout: '0' }]);
    const short = await openDatabase({
      databaseUrl: bouncerUrl,
      databasePooler: 'pgbouncer',
      databaseListenUrl: directUrl,
      poolSize: 2,
      dbTimeouts: { connectTimeoutMs: 5_000, statementTimeoutMs: 200, idleInTransactionTimeoutMs: 60_000 },
    });
    // Several hosts (pgbouncers in front of a primary and its standby, say): the same, no startup option sent.
    const bouncer = new URL(bouncerUrl);
    const hosts = new URL(bouncerUrl);
    hosts.host = `${bouncer.host},${bouncer.host}`;
    hosts.searchParams.set('target_session_attrs', 'read-write');
    const several = await openDatabase({ databaseUrl: hosts.toString(), databasePooler: 'pgbouncer', databaseListenUrl: directUrl, poolSize: 2 });
    try {
      expect(await several.transaction((tx) => tx.query('SHOW jit'))).toEqual([{ jit: 'off' }]);
      expect(await several.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '30s' }]);
    } finally {
      await several.close();
    }
    try {
      // The server cancels them (57014, statement_timeout), which the driver reports as DatabaseUnavailable.
      const cancelled = { name: 'DatabaseUnavailable', cause: expect.objectContaining({ code: '57014' }) };
      await expect(short.query('SELECT pg_sleep(2)')).rejects.toMatchObject(cancelled);
      await expect(short.transaction((tx) => tx.query('SELECT pg_sleep(2)'))).rejects.toMatchObject(cancelled);
    } finally {
      await short.close();
    }
  }, 60_000);

  it(`${CLIENTS} clients paying out through two processes behind the pooler: settled, balanced, configuration changes heard through LISTEN, no 5xx`, async () => {
    const harness = h!;
    const db = harness.database.db;
    const platformId = harness.platform.platformId;
    const apis = [await serve('api-a'), await serve('api-b')];

    const statuses: number[] = [];
    const authorization = basic(harness.platform);
    const call = async (api: number, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${apis[api]}${path}`, {
        method,
        headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      statuses.push(res.status);
      return { status: res.status, json: (await res.json()) as Record<string, unknown> & { id: string } };
    };
    const ok = async (api: number, method: string, path: string, body?: unknown) => {
      const res = await call(api, method, path, body);
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
      return res.json;
    };

    await ok(0, 'PATCH', '/config', { skipVerificationPaperwork: true, webhookEndpoint: `${receiver!.url}/0` });
    const payouts: unknown[] = [];
    await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, i) => {
        const api = i % 2;
        payouts[i] = await payoutCustomer((method, path, body) => ok(api, method, path, body), i, 'Pooled Customer', '5551');
      }),
    );

    const made: { status: number; transactionId?: string }[] = [];
    let paying = true;
    const client = async (c: number) => {
      for (let n = 0; paying; n++) {
        const res = await call(c % 2, 'POST', '/quotes', payouts[(c + n * CLIENTS) % CUSTOMERS]);
        made.push({ status: res.status, transactionId: res.json.transactionId as string | undefined });
      }
    };
    const lists = async () => {
      for (let n = 0; paying; n++) {
        const page = await ok(n % 2, 'GET', '/transactions?limit=20');
        expect(Array.isArray(page.data)).toBe(true);
        await ok(n % 2, 'GET', '/customers?limit=5');
        await sleep(100);
      }
    };
    // Each change is made through one process and must reach the other's cache: only its
    // LISTEN connection (straight to PostgreSQL) can tell it.
    const staleMs: number[] = [];
    const changes = async () => {
      for (let n = 1; paying; n++) {
        const writer = n % 2;
        const reader = 1 - writer;
        const endpoint = `${receiver!.url}/${n}`;
        expect((await ok(reader, 'GET', '/config')).webhookEndpoint).toBe(`${receiver!.url}/${n - 1}`);
        await ok(writer, 'PATCH', '/config', { webhookEndpoint: endpoint });
        const answered = performance.now();
        while ((await ok(reader, 'GET', '/config')).webhookEndpoint !== endpoint) {
          if (performance.now() - answered > 30_000) throw new Error('the other process still serves the old configuration 30 s after the change');
        }
        staleMs.push(performance.now() - answered);
        await sleep(200);
      }
    };
    /** The most server connections the pooler held on the database during the load (the LISTEN ones apart). */
    let peakPooled = 0;
    const watchConnections = async () => {
      while (paying) {
        const [row] = await admin(
          async (c) =>
            (await c.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND coalesce(query, '') NOT LIKE 'LISTEN%'", [databaseName]))
              .rows,
        );
        peakPooled = Math.max(peakPooled, row.n);
        await sleep(250);
      }
    };
    const load = [...Array.from({ length: CLIENTS }, (_, c) => client(c)), changes(), lists(), watchConnections()];
    await sleep(INTAKE_MS);
    paying = false;
    await Promise.all(load);

    // The settlement workers (in both processes) settle every payout.
    const drainedBy = Date.now() + 120_000;
    for (;;) {
      const [left] = await db.query<{ n: string }>("SELECT count(*)::text AS n FROM transactions WHERE status IN ('PENDING', 'PROCESSING')");
      if (left.n === '0') break;
      if (Date.now() > drainedBy) throw new Error(`not settled: ${left.n} left\n${output.join('\n')}`);
      await sleep(200);
    }
    const codes = await Promise.all(
      children
        .filter((c) => c.exitCode === null)
        .map(
          (child) =>
            new Promise<number | null>((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
    );
    const paid = made.filter((m) => m.status === 201);
    console.log(
      `pgbouncer: ${paid.length} payouts in ${INTAKE_MS / 1000} s through a transaction-mode pool of ${POOL} server connections ` +
        `(peak ${peakPooled} pooled server connections, 2 processes x 16 client connections + the harness's 4); ` +
        `configuration changes seen by the other process after ${staleMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );

    expect(codes.every((c) => c === 0)).toBe(true);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(made.filter((m) => m.status !== 201)).toEqual([]);
    expect(paid.length).toBeGreaterThan(CLIENTS);
    expect(staleMs.length).toBeGreaterThan(0);
    expect(peakPooled).toBeLessThanOrEqual(POOL);

    const payments = await db.query<{ id: string; status: string; settlements: string }>(
      `SELECT 'Transaction:' || t.id AS id, t.status, (SELECT count(*) FROM ledger_transfers lt WHERE lt.hold_id = t.hold_id)::text AS settlements
       FROM transactions t WHERE t.platform_id = $1 AND t.type = 'OUTGOING'`,
      [platformId],
    );
    expect(new Set(payments.map((p) => p.id))).toEqual(new Set(paid.map((m) => m.transactionId)));
    expect(payments.filter((p) => p.status !== 'COMPLETED' || p.settlements !== '1')).toEqual([]);
    expect(
      await db.query(
        'SELECT transfer_id, currency, sum(amount)::text AS off FROM ledger_entries WHERE platform_id = $1 GROUP BY transfer_id, currency HAVING sum(amount) <> 0',
        [platformId],
      ),
    ).toEqual([]);
    const sums = await db.query<{ currency: string; total: string }>('SELECT currency, sum(balance)::text AS total FROM ledger_accounts WHERE platform_id = $1 GROUP BY currency', [
      platformId,
    ]);
    expect(sums.filter((s) => s.total !== '0')).toEqual([]);
  }, 300_000);
});
