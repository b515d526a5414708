/**
 * Issue 24: the payouts workload (bench/payouts.ts) on one `corridor serve` (API and workers, as
 * `npm start` runs it) and, in the same run, on two `corridor serve --no-worker` and two
 * `corridor worker` processes behind HAProxy (docs/scaling.md, "N API processes and M workers"; the
 * API processes with half a pool and one group-commit group each, `--database-pool-size 8
 * --database-commit-groups 1`),
 * each shape on a fresh database. Rows: taken and settled per second for each shape, the drain,
 * the cluster's ratio to the single process, how the requests of the intake split between the two
 * API processes (counted by HAProxy), each process's CPU seconds and the database commits per
 * payment. `BENCH_ONLY=cluster npm run bench` prints them in the bench's table.
 *
 * HAProxy comes from Debian: when `haproxy` is missing this installs it (`apt-get install -y
 * haproxy`, as root), saying so.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_POOL_SIZE, defaultCommitGroups } from '../src/db/transport/index.ts';
import { type BenchRow, corridor, cpuPerPayment, type Deploy, type Deployment, onInterrupt, type PayoutFigures, payouts, stopChild } from './payouts.ts';
import { freePort } from './start.ts';

const API = ['api-a', 'api-b'];

function ensureHaproxy(): void {
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0) return;
  console.error('bench/cluster: haproxy is not installed; installing it: apt-get install -y haproxy');
  const installed = spawnSync('apt-get', ['install', '-y', 'haproxy'], { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (installed.status !== 0 || spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0) {
    throw new Error('bench/cluster needs HAProxy and could not install it (apt-get install -y haproxy, as root, on Debian)');
  }
}

/**
 * One thread: on two cores HAProxy's default of a thread per core would spin beside the four
 * Corridor processes for no gain at a few thousand requests a second. HTTP mode with keep-alive
 * on both sides and no `prefer-last-server`: each request is balanced on its own, not each
 * client connection. No health checks: the processes are up before HAProxy starts, and checks
 * would add requests of their own to the count.
 */
const haproxyConfig = (port: number, stats: string, apis: number[]) => `global
    nbthread 1
    maxconn 4096
    stats socket ${stats} mode 600 level user

defaults
    mode http
    option http-keep-alive
    timeout connect 5s
    timeout client 60s
    timeout server 60s
    timeout http-keep-alive 60s

frontend corridor
    bind 127.0.0.1:${port}
    default_backend apis

backend apis
    balance roundrobin
${apis.map((p, i) => `    server ${API[i]} 127.0.0.1:${p}`).join('\n')}
`;

/** `show stat` on HAProxy's stats socket: its CSV, one line per proxy and server. */
function showStat(socket: string): Promise<Record<string, string>[]> {
  return new Promise((resolve, reject) => {
    let out = '';
    const client = connect(socket, () => client.write('show stat\n'));
    client.on('data', (d) => (out += d));
    client.on('error', reject);
    client.on('end', () => {
      const [header, ...lines] = out.trim().split('\n');
      const names = header.replace(/^# /, '').split(',');
      resolve(lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [names[i], v]))));
    });
  });
}

async function waitFor(ready: () => Promise<boolean>, child: ChildProcess, what: string, log: () => string): Promise<void> {
  const until = Date.now() + 15_000;
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}: ${log()}`);
    if (Date.now() > until) throw new Error(`${what} was not ready within 15 s: ${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Two `serve --no-worker`, two `worker`, HAProxy in front of the API processes. Stops what it started if any of it fails to start. */
export const behindHaproxy: Deploy = async (dbUrl, env) => {
  ensureHaproxy();
  const dir = mkdtempSync(join(tmpdir(), 'corridor-bench-haproxy-'));
  const children: ChildProcess[] = [];
  const processes: Deployment['processes'] = [];
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  process.on('exit', removeDir);
  let stopping: Promise<void> | undefined;
  // payouts() stops the deployment on a Ctrl-C once it has it; this covers the start before that.
  const release = onInterrupt(() => stop());
  const stop = () =>
    (stopping ??= (async () => {
      release();
      await Promise.all(children.map(stopChild));
      removeDir();
      process.off('exit', removeDir);
    })());
  try {
    const ports: number[] = [];
    // One after another: started together they would migrate and seal under the same advisory locks anyway.
    // The API processes divide one process's pool and its group-commit groups (docs/scaling.md):
    // two processes with 16 connections and 4 groups each ran twice the groups, each half as
    // large; with 8 and 2 each, as many groups as one process had then (4) but each fed by half
    // the clients (1,150-1,180 payments/s against 1,310-1,345 with one group each, 3 runs). One
    // group each is as many, together, as one process's default (an eighth of its 16).
    const pool = String(Math.max(4, Math.floor(DEFAULT_POOL_SIZE / API.length)));
    const groups = String(Math.max(1, Math.floor(defaultCommitGroups(DEFAULT_POOL_SIZE) / API.length)));
    for (const name of API) {
      const api = await corridor(['serve', '--no-worker', '--database-url', dbUrl, '--port', '0', '--database-pool-size', pool, '--database-commit-groups', groups], env);
      children.push(api.child);
      processes.push({ name, pid: api.child.pid! });
      ports.push(api.port);
    }
    for (const name of ['worker-1', 'worker-2']) {
      const worker = await corridor(['worker', '--database-url', dbUrl], env);
      children.push(worker.child);
      processes.push({ name, pid: worker.child.pid! });
    }
    const port = await freePort();
    const stats = join(dir, 'stats.sock');
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(port, stats, ports));
    // -db: in the foreground, as a child this process stops.
    const haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    children.push(haproxy);
    let said = '';
    haproxy.stderr!.on('data', (d) => (said += d));
    const healthz = `http://127.0.0.1:${port}/healthz`;
    await waitFor(() => fetch(healthz).then((r) => r.status === 200, () => false), haproxy, 'haproxy', () => said);
    processes.push({ name: 'haproxy', pid: haproxy.pid! });
    return {
      base: `http://127.0.0.1:${port}/2025-10-13`,
      processes,
      // req_tot of each server: the HTTP requests HAProxy sent it.
      requestsPerApi: async () => {
        const rows = await showStat(stats);
        return API.map((name) => ({ name, requests: Number(rows.find((r) => r.pxname === 'apis' && r.svname === name)?.req_tot ?? Number.NaN) }));
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
};

const cpuNote = (f: PayoutFigures) => f.cpu.map((c) => `${c.name} ${c.seconds.toFixed(1)}`).join(', ');
const cpuTotal = (f: PayoutFigures) => Math.round(f.cpu.reduce((sum, c) => sum + c.seconds, 0) * 10) / 10;

function shapeRows(label: string, f: PayoutFigures): BenchRow[] {
  return [
    { name: `${label}: taken (payments/s)`, rps: Math.round(f.taken / f.intakeSeconds), p50: f.p50, p99: f.p99, rss: f.rssMb, errors: f.errors },
    { name: `${label}: settled over intake and drain (payments/s)`, rps: Math.round(f.taken / (f.intakeSeconds + f.drainSeconds)), p50: NaN, p99: NaN, rss: NaN, errors: f.failed },
    { name: `${label}: drain after intake stopped (seconds, not /s)`, rps: Math.round(f.drainSeconds * 10) / 10, p50: NaN, p99: NaN, rss: NaN, errors: 0 },
    { name: `${label}: CPU over intake and drain (${cpuNote(f)}) (seconds, not /s)`, rps: cpuTotal(f), p50: NaN, p99: NaN, rss: NaN, errors: 0 },
    { name: `${label}: CPU per payment, ${cpuPerPayment(f)} (ms, not /s)`, rps: Math.round(((cpuTotal(f) + (f.databaseCpu ?? 0)) * 1e5) / f.taken) / 100, p50: NaN, p99: NaN, rss: NaN, errors: 0 },
    { name: `${label}: database commits per payment taken (${f.commits} commits; not /s)`, rps: Math.round((f.commits / f.taken) * 100) / 100, p50: NaN, p99: NaN, rss: NaN, errors: 0 },
  ];
}

/**
 * Both shapes, each on a database from `freshDatabase` (dropped after with `drop`), in the order
 * one process, cluster, cluster, one process: a machine whose speed drifts during the run weighs
 * on both shapes alike. Run one then the other, one build gave ratios of 1.06, 0.60 and 0.77
 * within an hour (2026-11-28), the one-process figure alone moving by a quarter. The ratio rows
 * give each pair's ratio and that of both runs of each shape together (their payments over
 * their seconds).
 */
export async function clusterRows(freshDatabase: (name: string) => Promise<string>, drop: (name: string) => Promise<void>, dbName: string): Promise<BenchRow[]> {
  // Checked before the single process runs: a missing HAProxy should not cost the first half of the run.
  ensureHaproxy();
  const runs = { one: [] as PayoutFigures[], many: [] as PayoutFigures[] };
  for (const shape of ['one', 'many', 'many', 'one'] as const) {
    const name = `${dbName}_${shape}`;
    runs[shape].push(await payouts(await freshDatabase(name), shape === 'many' ? behindHaproxy : undefined));
    await drop(name);
  }
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  const sum = (fs: PayoutFigures[], f: (x: PayoutFigures) => number) => fs.reduce((total, x) => total + f(x), 0);
  const taken = (fs: PayoutFigures[]) => sum(fs, (f) => f.taken) / sum(fs, (f) => f.intakeSeconds);
  const settled = (fs: PayoutFigures[]) => sum(fs, (f) => f.taken) / sum(fs, (f) => f.intakeSeconds + f.drainSeconds);
  const { one, many } = runs;
  const ratioRows = (what: string, rate: (fs: PayoutFigures[]) => number): BenchRow[] => [
    ...[0, 1].map((k) => ({
      name: `cluster to one process: ${what}, pair ${k + 1} (ratio, not /s)`,
      rps: ratio(rate([many[k]]), rate([one[k]])),
      p50: NaN,
      p99: NaN,
      rss: NaN,
      errors: 0,
    })),
    { name: `cluster to one process: ${what}, both runs of each (ratio, not /s)`, rps: ratio(rate(many), rate(one)), p50: NaN, p99: NaN, rss: NaN, errors: 0 },
  ];
  const split = API.map((name) => ({ name, requests: sum(many, (f) => f.split?.find((s) => s.name === name)?.requests ?? Number.NaN) }));
  const requests = split.reduce((total, s) => total + s.requests, 0);
  return [
    ...shapeRows('cluster: one corridor serve (npm start), run 1', one[0]),
    ...shapeRows('cluster: 2 serve --no-worker + 2 worker behind HAProxy, run 1', many[0]),
    ...shapeRows('cluster: 2 serve --no-worker + 2 worker behind HAProxy, run 2', many[1]),
    ...shapeRows('cluster: one corridor serve (npm start), run 2', one[1]),
    ...ratioRows('taken', taken),
    ...ratioRows('settled over intake and drain', settled),
    {
      name: `cluster: intake requests by API process, both runs (${split.map((s) => `${s.name} ${s.requests}`).join(', ')}; ${split[0].name}'s share, %, not /s)`,
      rps: requests ? Math.round((split[0].requests / requests) * 1000) / 10 : NaN,
      p50: NaN,
      p99: NaN,
      rss: NaN,
      errors: 0,
    },
  ];
}
