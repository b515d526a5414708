/**
 * The run a platform lives with: `corridor serve` as `npm start` runs it (API and workers in one
 * process, the workers on a thread of their own: src/worker-thread.ts) on PostgreSQL, BENCH_PAYOUT_CUSTOMERS customers (default 256) each paying 1.00 USD out
 * to their own US bank account with `POST /quotes {immediatelyExecute: true}`, from
 * BENCH_PAYOUT_CLIENTS clients (default 16) for BENCH_PAYOUT_SECONDS (default 20), while the
 * same process settles them; then until nothing is PENDING or PROCESSING. Three figures:
 * payments taken per second of intake, payments settled per second of the whole run (intake and
 * drain), and the drain time after intake stopped. `BENCH_ONLY=payouts npm run bench` runs it
 * beside pgbench; `npx tsx bench/payouts.ts` alone. The processes are a `Deploy`: one `corridor
 * serve` here, two API processes and two workers behind HAProxy in bench/cluster.ts, the same
 * seeding and load through whatever URL the deployment gives.
 *
 * Why 256 customers and not 32: with 32, each customer pays ~40 times a second and every
 * payment waits for its customer's account row, which the settlement round holds until it
 * commits; that measures one account's lock queue more than the money path (about 1,150
 * payments/s against 1,250-1,450 with 256 on the same machine). A platform's payouts come from
 * many customers; BENCH_PAYOUT_CUSTOMERS=32 still runs the torture case.
 */
import { payoutCustomer } from '../test/support/payout-customer.ts';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { newAppKey } from '../src/secrets/keyring.ts';

const CUSTOMERS = Number(process.env.BENCH_PAYOUT_CUSTOMERS ?? 256);
const CLIENTS = Number(process.env.BENCH_PAYOUT_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_PAYOUT_SECONDS ?? 20);
/**
 * Seconds of the same load before the measured run, drained before it starts (0: none). Every
 * other row warms up so (bench/run.ts's load()); without it the run also measured each process
 * compiling its hot code, once per API process and worker, which a server pays once at start and
 * not every 20 seconds: the two API processes of bench/cluster.ts paid it twice.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_PAYOUT_WARMUP ?? 3);

export interface PayoutFigures {
  taken: number;
  intakeSeconds: number;
  drainSeconds: number;
  p50: number;
  p99: number;
  /** The deployment's processes together. */
  rssMb: number;
  errors: number;
  failed: number;
  /** CPU seconds (user + system) each process of the deployment spent from the start of intake to the end of the drain. */
  cpu: { name: string; seconds: number }[];
  /**
   * CPU seconds the PostgreSQL server's processes spent over intake and drain, when the server
   * runs on this machine (read from /proc); undefined otherwise. With `cpu`, what a payment
   * costs in CPU time and on which side (Corridor's processes or the database's). It is no
   * steadier than payments per second on a machine whose cores run slower one day than another.
   */
  databaseCpu?: number;
  /** Transactions the server committed in the database over intake and drain (pg_stat_database), by every process. */
  commits: number;
  /** Requests each API process answered during intake, when the deployment can count them. */
  split?: { name: string; requests: number }[];
}

/** What serves the workload: the URL clients call, and the processes behind it. */
export interface Deployment {
  base: string;
  processes: { name: string; pid: number }[];
  /** Requests answered so far by each API process (read before and after intake). */
  requestsPerApi?(): Promise<{ name: string; requests: number }[]>;
  /** Stops every process; safe to call more than once. */
  stop(): Promise<void>;
}

/** Starts the processes on a migrated database; `env` holds what every process of one deployment must share (its application keys, a data dir). */
export type Deploy = (dbUrl: string, env: Record<string, string>) => Promise<Deployment>;

/** One line of the bench's table (bench/run.ts prints them; the cluster rows are made here too). */
export interface BenchRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  rss: number;
  errors: number;
}

export const rssMb = (pid: number) => Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) / 1024);

/** utime + stime of /proc/<pid>/stat, in seconds (clock ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds of every process of the local PostgreSQL cluster that `backendPid` (a backend of
 * the bench's own connection) belongs to, by pid: its backends and its background processes
 * (WAL writer, checkpointer, autovacuum) alike. Undefined when that backend is not on this machine.
 */
export function databaseCpuSeconds(backendPid: number): Map<number, number> | undefined {
  let own: string;
  try {
    own = readFileSync(`/proc/${backendPid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
  // "postgres: 15/main: postgres corridor_bench 127.0.0.1(5432) idle": the cluster's prefix.
  const cluster = /^postgres: [^:]+:/.exec(own)?.[0];
  if (!cluster) return undefined;
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').startsWith(cluster)) found.set(Number(entry), cpuSeconds(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** CPU seconds spent between two readings of databaseCpuSeconds (a process that ended in between is not counted). */
const spentSince = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, s]) => sum + s - (before.get(pid) ?? 0), 0);

/** Ends a child and waits for it; a child already gone is nothing to do. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Until the returned function is called, SIGINT or SIGTERM to the bench runs `stop` and exits: a
 * Ctrl-C mid-run ends the processes a run started and removes its temp files too (rmSync in an
 * 'exit' listener runs on that exit; a signal's default action would skip it).
 */
export function onInterrupt(stop: () => Promise<void>): () => void {
  const interrupted = (signal: NodeJS.Signals) => void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return () => {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  };
}

/**
 * `bin/corridor.mjs <args>` (what `npm start` and a deployment run), resolving with its port once
 * it prints that it is running. A child that exits first rejects.
 */
export function corridor(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []), 'bin/corridor.mjs', ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/listening (\d+)|running at http:\/\/[^:]+:(\d+)|corridor worker running/);
      if (m) resolve({ child, port: Number(m[1] ?? m[2] ?? 0) });
    });
    child.on('exit', (code) => reject(new Error(`corridor ${args[0]} exited with ${code}: ${out}`)));
  });
}

/** One `corridor serve`, API and workers in one process: `npm start`. */
export const oneProcess: Deploy = async (dbUrl, env) => {
  const { child, port } = await corridor(['serve', '--database-url', dbUrl, '--port', '0', ...(process.env.BENCH_PAYOUT_SERVE_ARGS ?? '').split(' ').filter(Boolean)], env);
  return { base: `http://127.0.0.1:${port}/2025-10-13`, processes: [{ name: 'serve', pid: child.pid! }], stop: () => stopChild(child) };
};

/**
 * Seeds the customers through `deploy`'s URL, runs the load while its processes settle, waits
 * for the drain, stops them. `dbUrl` must be a fresh database.
 */
export async function payouts(dbUrl: string, deploy: Deploy = oneProcess): Promise<PayoutFigures> {
  // The deployment's own keys and data dir: its processes share them, and nothing of the checkout's `.corridor` is used.
  const key = newAppKey();
  const dataDir = mkdtempSync(join(tmpdir(), 'corridor-bench-payouts-'));
  const env = { CORRIDOR_APP_KEYS: `${key.kid}:${key.key.toString('base64')}`, CORRIDOR_DATA_DIR: dataDir };
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  process.on('exit', removeDataDir);
  let deployment: Deployment | undefined;
  const release = onInterrupt(async () => deployment?.stop());
  try {
    const created = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', 'platform', 'create', '--database-url', dbUrl], { encoding: 'utf8', env: { ...process.env, ...env } });
    if (created.status !== 0) throw new Error(created.stderr);
    const { token } = JSON.parse(created.stdout) as { token: { clientId: string; clientSecret: string } };
    deployment = await deploy(dbUrl, env);
    return await measure(dbUrl, deployment, token);
  } finally {
    release();
    await deployment?.stop();
    removeDataDir();
    process.off('exit', removeDataDir);
  }
}

async function measure(dbUrl: string, deployment: Deployment, token: { clientId: string; clientSecret: string }): Promise<PayoutFigures> {
  const auth = { authorization: `Basic ${Buffer.from(`${token.clientId}:${token.clientSecret}`).toString('base64')}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const { base } = deployment;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, { method, headers: json, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown> & { id: string; data: { id: string }[] };
  };
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await call('PATCH', '/config', { skipVerificationPaperwork: true });
    const quotes: string[] = new Array(CUSTOMERS);
    const seed = async (i: number) => {
      quotes[i] = JSON.stringify(await payoutCustomer(call, i, 'Payout Customer'));
    };
    // Eight at a time: seeding hundreds of customers one by one took longer than the run.
    for (let i = 0; i < CUSTOMERS; i += 8) await Promise.all(Array.from({ length: Math.min(8, CUSTOMERS - i) }, (_, k) => seed(i + k)));
    const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0].n);
    // Polled cheaply: the payments not yet at an end.
    const open = `SELECT count(*) AS n FROM transactions WHERE type = 'OUTGOING' AND status IN ('PENDING', 'PROCESSING')`;
    const drained = async (limitMs: number) => {
      const from = performance.now();
      while ((await count(open)) > 0 && performance.now() - from < limitMs) await new Promise((r) => setTimeout(r, 100));
    };
    if (WARMUP_SECONDS > 0) {
      let w = 0;
      await new Promise<void>((resolve, reject) =>
        autocannon(
          {
            url: base,
            connections: CLIENTS,
            duration: WARMUP_SECONDS,
            headers: json,
            requests: [{ method: 'POST', path: `${new URL(base).pathname}/quotes`, setupRequest: (req) => ({ ...req, body: quotes[w++ % quotes.length] }) }],
          },
          (err) => (err ? reject(err) : resolve()),
        ),
      );
      await drained(120_000);
    }
    const before = await count(`SELECT count(*) AS n FROM transactions WHERE type = 'OUTGOING'`);
    await db.query('CHECKPOINT');

    // autocannon, as every other row: a load client costs CPU on the same two cores, and
    // fetch cost about as much per request as the server's whole HTTP layer (0.45 core at 800/s).
    let n = 0;
    let firstRefusal: string | undefined;
    const cpuBefore = deployment.processes.map((p) => cpuSeconds(p.pid));
    const backendPid = Number((await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid);
    const databaseBefore = databaseCpuSeconds(backendPid);
    // Group commit batches the payments that arrive together in one process (src/db/transport/group-commit.ts): commits per payment show how well.
    const commitsNow = async () => Number((await db.query<{ n: string }>('SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()')).rows[0].n);
    const commitsBefore = await commitsNow();
    const requestsBefore = await deployment.requestsPerApi?.();
    const began = performance.now();
    const load = await new Promise<autocannon.Result>((resolve, reject) => {
      const running = autocannon(
        {
          url: base,
          connections: CLIENTS,
          duration: SECONDS,
          headers: json,
          requests: [
            {
              method: 'POST',
              path: `${new URL(base).pathname}/quotes`,
              setupRequest: (req) => ({ ...req, body: quotes[n++ % quotes.length] }),
              onResponse: (status: number, body: string) => {
                if (status >= 300 && firstRefusal === undefined) firstRefusal = `${status} ${body}`;
              },
            },
          ],
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      running.on('reqError', (err: Error) => {
        firstRefusal ??= `no answer: ${err.message}`;
      });
    });
    if (firstRefusal) console.error(`first refusal: ${firstRefusal}`);
    let errors = load.errors + load.non2xx;
    const intakeSeconds = (performance.now() - began) / 1000;
    const requestsAfter = await deployment.requestsPerApi?.();
    console.error(`intake: ${load['2xx']} answered in ${intakeSeconds.toFixed(1)} s, ${errors} refused; draining`);
    const stopped = performance.now();
    await drained(900_000);
    const drainSeconds = (performance.now() - stopped) / 1000;
    const cpu = deployment.processes.map((p, i) => ({ name: p.name, seconds: Math.round((cpuSeconds(p.pid) - cpuBefore[i]) * 10) / 10 }));
    const databaseAfter = databaseCpuSeconds(backendPid);
    const databaseCpu = databaseBefore && databaseAfter ? Math.round(spentSince(databaseBefore, databaseAfter) * 10) / 10 : undefined;
    const split = requestsAfter?.map((a, i) => ({ name: a.name, requests: a.requests - (requestsBefore?.[i]?.requests ?? 0) }));
    // Statistics reach pg_stat_database within a second of a backend's commit (PostgreSQL 15).
    await new Promise((r) => setTimeout(r, 1_100));
    const commits = (await commitsNow()) - commitsBefore;
    const failed = await count(`SELECT count(*) AS n FROM transactions WHERE type = 'OUTGOING' AND status <> 'COMPLETED'`);
    // Counted in the database: autocannon does not count the answers still on their way when the time was up.
    const taken = (await count(`SELECT count(*) AS n FROM transactions WHERE type = 'OUTGOING'`)) - before;
    const settled = (await count(`SELECT count(*) AS n FROM transactions WHERE type = 'OUTGOING' AND status = 'COMPLETED'`)) - before;
    if (settled !== taken) errors += Math.abs(taken - settled);
    const rss = deployment.processes.reduce((sum, p) => sum + rssMb(p.pid), 0);
    return { taken, intakeSeconds, drainSeconds, p50: load.latency.p50, p99: load.latency.p99, rssMb: rss, errors, failed, cpu, databaseCpu, commits, split };
  } finally {
    await db.end();
  }
}

/** CPU milliseconds per payment taken: the deployment's processes, then PostgreSQL's when measured. */
export function cpuPerPayment(f: PayoutFigures): string {
  const ms = (seconds: number) => ((seconds * 1000) / f.taken).toFixed(2);
  const corridor = f.cpu.reduce((sum, c) => sum + c.seconds, 0);
  return f.databaseCpu === undefined ? `${ms(corridor)} ms (Corridor)` : `${ms(corridor + f.databaseCpu)} ms (Corridor ${ms(corridor)}, PostgreSQL ${ms(f.databaseCpu)})`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${process.env.BENCH_DB ?? 'corridor_bench'}_payouts`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const f = await payouts(target.toString());
  console.log(
    `taken ${f.taken} in ${f.intakeSeconds.toFixed(1)} s: ${Math.round(f.taken / f.intakeSeconds)}/s; settled over the whole run ${Math.round(f.taken / (f.intakeSeconds + f.drainSeconds))}/s; drain ${f.drainSeconds.toFixed(1)} s; p50 ${f.p50} ms p99 ${f.p99} ms; rss ${f.rssMb} MB; errors ${f.errors}; not completed ${f.failed}; CPU per payment ${cpuPerPayment(f)}`,
  );
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
