/**
 * Start time and idle memory of `corridor serve` as users start it (bin/corridor.mjs), on the
 * embedded database (a new data dir, then a restart on it) and on a PostgreSQL server, beside
 * the bare Fastify echo server started the same way (the baseline: what Node and Fastify cost
 * alone). Each figure is the median of BENCH_START_RUNS runs (default 3) with the range; CPU
 * seconds (user + system, the process and its children) vary less with a busy machine than
 * wall time does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
/** Idle: after start-up work has settled (the worker's first rounds, the JIT). */
const IDLE_MS = 3_000;

interface Sample {
  healthzS: number;
  cpuS: number;
  rssMb: number;
}

/** A loopback port nothing listens on now (the kernel picks it; released again at once). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** utime + stime + cutime + cstime of /proc/<pid>/stat, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
}

const rssMb = (pid: number) => Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) / 1024);

async function measure(args: string[], env: Record<string, string>, port: number, path: string): Promise<Sample> {
  const began = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  try {
    let healthzS = 0;
    while (!healthzS) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}${path}`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) healthzS = (performance.now() - began) / 1000;
      else await new Promise((r) => setTimeout(r, 20));
    }
    const cpuS = cpuSeconds(child.pid!);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { healthzS, cpuS, rssMb: rssMb(child.pid!) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cell = (xs: number[], digits: number) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

/** The start table, printed; `freshServerDatabase` makes a throwaway database on the PostgreSQL server. */
export async function startTable(freshServerDatabase: () => Promise<string>): Promise<void> {
  const bin = join(process.cwd(), 'bin', 'corridor.mjs');
  const rows: [string, Sample[]][] = [
    ['baseline: bare Fastify echo', []],
    ['embedded, new data dir', []],
    ['embedded, restart', []],
    ['PostgreSQL server, new database', []],
  ];
  for (let run = 0; run < RUNS; run++) {
    let port = await freePort();
    rows[0][1].push(await measure(['--import', 'tsx', 'bench/echo-server.ts'], { PORT: String(port) }, port, '/echo'));
    const dataDir = mkdtempSync(join(tmpdir(), 'corridor-bench-start-'));
    try {
      const serve = ['serve', '--data-dir', dataDir];
      port = await freePort();
      rows[1][1].push(await measure([bin, ...serve, '--port', String(port)], { DATABASE_URL: '' }, port, '/healthz'));
      port = await freePort();
      rows[2][1].push(await measure([bin, ...serve, '--port', String(port)], { DATABASE_URL: '' }, port, '/healthz'));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    port = await freePort();
    const url = await freshServerDatabase();
    // The data dir holds only the app keys here.
    const keysDir = mkdtempSync(join(tmpdir(), 'corridor-bench-start-'));
    try {
      rows[3][1].push(await measure([bin, 'serve', '--port', String(port), '--data-dir', keysDir], { DATABASE_URL: url }, port, '/healthz'));
    } finally {
      rmSync(keysDir, { recursive: true, force: true });
    }
  }
  const table = [
    ['start (median of runs, range)', 'to /healthz 200, s', 'CPU s', 'idle RSS MB'],
    ...rows.map(([name, s]) => [name, cell(s.map((x) => x.healthzS), 2), cell(s.map((x) => x.cpuS), 2), cell(s.map((x) => x.rssMb), 0)]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  console.log(`\nStart and idle memory, ${RUNS} runs each (budget: embedded idle < 250 MB, server idle < 200 MB: an API thread and a workers thread)\n`);
  for (const [i, row] of table.entries()) {
    console.log(`| ${row.map((c, j) => c.padEnd(widths[j])).join(' | ')} |`);
    if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
}
