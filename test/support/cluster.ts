import { freePort } from './processes.ts';
import { execFile as execFileCallback, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A throwaway PostgreSQL cluster for tests that take the database away (freeze it, stop it):
 * its own port, data directory and configuration, created with pg_createcluster and removed
 * with pg_dropcluster. The shared server that other tests use is never touched.
 */
const execFile = promisify(execFileCallback);
const VERSION = '15';

/** Why throwaway clusters cannot be made here, or undefined when they can. */
export function clusterUnsupported(): string | undefined {
  if (process.getuid?.() !== 0) return 'pg_createcluster needs root';
  try {
    execFileSync('which', ['pg_createcluster', 'pg_ctlcluster', 'pg_dropcluster'], { stdio: 'ignore' });
  } catch {
    return 'pg_createcluster, pg_ctlcluster or pg_dropcluster is not installed';
  }
  if (!existsSync(`/usr/lib/postgresql/${VERSION}/bin/postgres`)) return `PostgreSQL ${VERSION} binaries are not installed`;
  return undefined;
}

export interface ThrowawayCluster {
  name: string;
  port: number;
  /** Superuser on 127.0.0.1, trust authentication. */
  url: string;
  dataDir: string;
  /** SIGSTOP to the postmaster and every backend: the server stays connected but answers nothing. */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  /** An immediate shutdown, as in a crash: connections are cut. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** A standby becomes a primary (pg_ctl promote, which waits until it accepts writes). */
  promote(): Promise<void>;
  /** Thaws, stops and removes the cluster, its data and its configuration. Safe to call more than once. */
  drop(): Promise<void>;
}

export interface ClusterOptions {
  /** Made a streaming standby of this cluster (pg_basebackup -R) instead of a fresh initdb. */
  standbyOf?: ThrowawayCluster;
}

export async function createCluster(options: ClusterOptions = {}): Promise<ThrowawayCluster> {
  const suffix = randomBytes(4).toString('hex');
  const name = `corridor_faults_${suffix}`;
  const dataDir = join(tmpdir(), `corridor-faults-${suffix}`);
  const port = await freePort();
  const ctl = (...args: string[]) => execFile('pg_ctlcluster', [VERSION, name, ...args], { timeout: 60_000 });
  const processes = (): number[] => {
    const pidFile = join(dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return [];
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    let children: number[] = [];
    try {
      children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
    } catch {
      // pgrep exits 1 when there are none.
    }
    return [postmaster, ...children];
  };
  const signal = (sig: NodeJS.Signals) => {
    for (const pid of processes()) {
      try {
        process.kill(pid, sig);
      } catch {
        // Gone meanwhile (a backend that ended).
      }
    }
  };
  let dropped = false;
  const cluster: ThrowawayCluster = {
    name,
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    async freeze() {
      // The postmaster first, so that it forks no backend that would escape the rest.
      signal('SIGSTOP');
      signal('SIGSTOP');
    },
    async thaw() {
      signal('SIGCONT');
    },
    stop: async () => void (await ctl('stop', '-m', 'immediate')),
    promote: async () => void (await ctl('promote')),
    start: async () => void (await ctl('start')),
    async drop() {
      if (dropped) return;
      dropped = true;
      signal('SIGCONT');
      await execFile('pg_dropcluster', ['--stop', VERSION, name], { timeout: 60_000 });
    },
  };
  try {
    await execFile(
      'pg_createcluster',
      [VERSION, name, '-p', String(port), '-d', dataDir, '--start-conf', 'manual', '-o', 'fsync=off', '-o', 'max_connections=50', '--', '--auth-host=trust', '--auth-local=trust'],
      { timeout: 120_000 },
    );
    if (options.standbyOf) await cloneInto(dataDir, options.standbyOf);
    await cluster.start();
  } catch (err) {
    await cluster.drop().catch(() => undefined);
    throw err;
  }
  return cluster;
}

/**
 * Replaces the fresh data directory of a cluster (not started yet) with a base backup of
 * `primary` taken with -R: standby.signal and the primary_conninfo to stream from it. The
 * configuration stays the cluster's own (Debian keeps it in /etc/postgresql), so only what
 * was set with ALTER SYSTEM on the primary (postgresql.auto.conf) comes along.
 */
async function cloneInto(dataDir: string, primary: ThrowawayCluster): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  // The server refuses a data directory it does not own.
  await execFile(
    'runuser',
    ['-u', 'postgres', '--', `/usr/lib/postgresql/${VERSION}/bin/pg_basebackup`, '-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream', '-c', 'fast'],
    { timeout: 60_000 },
  );
}

export interface ReplicatedPair {
  primary: ThrowawayCluster;
  standby: ThrowawayCluster;
  /**
   * `postgres://postgres@127.0.0.1:<primary>,127.0.0.1:<standby>/postgres?target_session_attrs=read-write`:
   * a client that follows whichever of the two accepts writes.
   */
  url: string;
  /**
   * What a failover monitor does once the primary is gone: promotes the standby and, since no
   * standby is left to acknowledge commits, turns synchronous replication off on it (or every
   * commit would wait for one). Resolves once the new primary accepts writes.
   */
  failover(): Promise<void>;
  /** Drops both clusters. Safe to call more than once. */
  drop(): Promise<void>;
}

export interface PairOptions {
  /**
   * false: the standby streams asynchronously (a read replica that may lag; commits never wait
   * for it). Default true.
   */
  synchronous?: boolean;
}

/**
 * A primary and a standby that streams from it, by default synchronously
 * (synchronous_standby_names = '*' on the primary: a commit returns only once the standby has
 * flushed it), so what the primary acknowledged is on both. Both clusters are removed again if
 * the pair cannot be made.
 */
export async function createReplicatedPair(options: PairOptions = {}): Promise<ReplicatedPair> {
  const synchronous = options.synchronous ?? true;
  const primary = await createCluster();
  let standby: ThrowawayCluster | undefined;
  try {
    if (synchronous) await sql(primary, `ALTER SYSTEM SET synchronous_standby_names = '*'`, 'SELECT pg_reload_conf()');
    standby = await createCluster({ standbyOf: primary });
    const state = synchronous ? 'sync' : 'async';
    await until(async () => (await sql(primary, `SELECT sync_state FROM pg_stat_replication`))[0] === state, `the standby to stream (${state})`);
  } catch (err) {
    await standby?.drop().catch(() => undefined);
    await primary.drop().catch(() => undefined);
    throw err;
  }
  const second = standby;
  return {
    primary,
    standby: second,
    url: `postgres://postgres@127.0.0.1:${primary.port},127.0.0.1:${second.port}/postgres?target_session_attrs=read-write`,
    async failover() {
      await second.promote();
      await sql(second, `ALTER SYSTEM RESET synchronous_standby_names`, 'SELECT pg_reload_conf()');
    },
    async drop() {
      await Promise.allSettled([primary.drop(), second.drop()]);
    },
  };
}

/** Runs each statement on its own connection to the cluster as psql would; the first column of the last one's rows. */
export async function sql(cluster: ThrowawayCluster, ...statements: string[]): Promise<string[]> {
  let out = '';
  for (const statement of statements) {
    ({ stdout: out } = await execFile(`/usr/lib/postgresql/${VERSION}/bin/psql`, ['-X', '-At', '-d', cluster.url, '-c', statement], { timeout: 30_000 }));
  }
  return out.split('\n').filter(Boolean);
}

async function until(probe: () => Promise<boolean>, what: string, forMs = 30_000): Promise<void> {
  const deadline = Date.now() + forMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
