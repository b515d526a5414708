import { freePort } from './processes.ts';
import { type ChildProcess, execFile as execFileCallback, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A pg_auto_failover formation of the test's own (Debian's postgresql-15-auto-failover): a
 * monitor and two keeper-managed PostgreSQL nodes, each on its own port and data directory under
 * a temp dir, run as the postgres user by `pg_autoctl ... --run`. The monitor, not the test,
 * notices that the primary is gone and promotes the standby; the keepers set synchronous
 * replication (the standby acknowledges every commit) and turn it off on the new primary when
 * it is left alone. The monitor's health checks are made faster than their defaults (a failure
 * noticed in ~2 s instead of ~20 s, a promotion without the 30 s wait for the old primary to
 * demote itself): safe here because the test kills the old primary's keeper with it, so no
 * node can go on accepting writes (in production, keep primary_demote_timeout above the keepers'
 * network_partition_timeout: docs/scaling.md, "Who promotes the standby").
 */
const execFile = promisify(execFileCallback);
const BIN = '/usr/lib/postgresql/15/bin';
const PG_AUTOCTL = '/usr/bin/pg_autoctl';

/** The monitor's settings for a test-sized failover (pg_autoctl(5), "Configuration"). */
const FAST_MONITOR = {
  'pgautofailover.health_check_period': '500',
  'pgautofailover.health_check_timeout': '500',
  'pgautofailover.health_check_max_retries': '1',
  'pgautofailover.health_check_retry_delay': '200',
  'pgautofailover.node_considered_unhealthy_timeout': '1000',
  'pgautofailover.primary_demote_timeout': '1000',
};

/** Why a formation cannot be made here (installing the package when it is missing), or undefined. */
export function autoFailoverUnsupported(): string | undefined {
  if (process.getuid?.() !== 0) return 'pg_autoctl runs as the postgres user, which needs root to switch to';
  if (!existsSync(PG_AUTOCTL)) {
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql-15-auto-failover'], {
        stdio: 'ignore',
        timeout: 180_000,
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {}
  }
  if (!existsSync(PG_AUTOCTL)) return 'postgresql-15-auto-failover is not installed and apt-get could not install it';
  return undefined;
}

export interface FormationNode {
  name: string;
  port: number;
  /** Superuser on 127.0.0.1, trust authentication. */
  url: string;
  dataDir: string;
  /** The node dies as a machine would: its keeper and its PostgreSQL killed at once (SIGKILL). */
  stop(): Promise<void>;
}

export interface Formation {
  primary: FormationNode;
  standby: FormationNode;
  /** Both nodes, target_session_attrs=read-write: a client that follows whichever accepts writes. */
  url: string;
  /** Waits until the monitor has promoted the standby and it accepts writes. */
  failover(): Promise<void>;
  /** Kills every process of the formation and removes its directories. Safe to call more than once. */
  drop(): Promise<void>;
}

export async function createFormation(): Promise<Formation> {
  const root = join(tmpdir(), `corridor-autofailover-${randomBytes(4).toString('hex')}`);
  mkdirSync(root);
  execFileSync('chown', ['postgres:postgres', root]);
  const running: ChildProcess[] = [];
  const output: string[] = [];
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    for (const child of running) kill(child);
    // The keepers may have started PostgreSQL with pg_ctl, in a session of its own.
    await Promise.all(['monitor', 'node1', 'node2'].map((dir) => stopPostgres(join(root, dir))));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const monitorPort = await freePort();
    const monitorUrl = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
    const common = (dir: string, port: number) => ['--pgdata', join(root, dir), '--pgport', String(port), '--hostname', '127.0.0.1', '--auth', 'trust', '--no-ssl', '--pgctl', `${BIN}/pg_ctl`];
    running.push(autoctl(['create', 'monitor', ...common('monitor', monitorPort), '--run'], output));
    const monitorAdmin = `postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover`;
    await until(() => query(monitorAdmin, 'SELECT 1').then(() => true), 'the monitor to accept connections', output);
    for (const [name, value] of Object.entries(FAST_MONITOR)) await query(monitorAdmin, `ALTER SYSTEM SET ${name} = '${value}'`);
    await query(monitorAdmin, 'SELECT pg_reload_conf()');

    const nodes: FormationNode[] = [];
    for (const name of ['node1', 'node2']) {
      const port = await freePort();
      const child = autoctl(['create', 'postgres', ...common(name, port), '--name', name, '--monitor', monitorUrl, '--run'], output);
      running.push(child);
      const wanted = name === 'node1' ? ['single'] : ['secondary'];
      await until(async () => wanted.includes(await stateOf(monitorAdmin, name)), `${name} to be ${wanted.join(' or ')}`, output, 90_000);
      nodes.push({
        name,
        port,
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        dataDir: join(root, name),
        stop: async () => {
          kill(child);
          await stopPostgres(join(root, name));
          await until(async () => !(await query(`postgres://postgres@127.0.0.1:${port}/postgres`, 'SELECT 1').then(() => true, () => false)), `${name} to be down`, output);
        },
      });
    }
    const [primary, standby] = nodes;
    await until(async () => (await stateOf(monitorAdmin, 'node1')) === 'primary', 'node1 to be primary with a secondary', output, 60_000);
    // Synchronous: the standby acknowledges each commit before the client hears of it.
    // (pg_auto_failover names its standbys as a quorum, 'ANY 1 (...)': pg_stat_replication says quorum.)
    await until(async () => ['sync', 'quorum'].includes(String((await query(primary.url, `SELECT sync_state FROM pg_stat_replication`))[0]?.sync_state)), 'synchronous replication', output);
    return {
      primary,
      standby,
      url: `postgres://postgres@127.0.0.1:${primary.port},127.0.0.1:${standby.port}/postgres?target_session_attrs=read-write`,
      failover: () =>
        until(
          async () => (await query(standby.url, 'SELECT NOT pg_is_in_recovery() AS writable').then((r) => r[0]?.writable === true, () => false)),
          'the monitor to promote node2',
          output,
          60_000,
        ),
      drop,
    };
  } catch (err) {
    await drop();
    throw err;
  }
}

/** `pg_autoctl` as the postgres user, in a process group of its own (killed whole), its output kept for a failure's message. */
function autoctl(args: string[], output: string[]): ChildProcess {
  const child = spawn('runuser', ['-u', 'postgres', '--', PG_AUTOCTL, ...args], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PATH: `${BIN}:${process.env.PATH ?? ''}`, PG_CONFIG: `${BIN}/pg_config` },
  });
  const keep = (d: Buffer) => {
    output.push(String(d));
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return child;
}

/** An immediate shutdown of the PostgreSQL of `dataDir`, if one runs there (a crash's effect: connections cut, no checkpoint). */
async function stopPostgres(dataDir: string): Promise<void> {
  if (!existsSync(join(dataDir, 'postmaster.pid'))) return;
  await execFile('runuser', ['-u', 'postgres', '--', `${BIN}/pg_ctl`, 'stop', '-m', 'immediate', '-D', dataDir], { timeout: 30_000 }).catch(() => undefined);
}

function kill(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

async function stateOf(monitor: string, name: string): Promise<string> {
  const rows = await query(monitor, 'SELECT reportedstate FROM pgautofailover.node WHERE nodename = $1', [name]).catch(() => []);
  return String(rows[0]?.reportedstate ?? '');
}

async function query(url: string, text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function until(probe: () => Promise<boolean>, what: string, output: string[], forMs = 30_000): Promise<void> {
  const deadline = Date.now() + forMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; pg_autoctl said:\n${output.slice(-40).join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
