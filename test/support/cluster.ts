import { freePort } from './processes.ts';
import { execFile as execFileCallback, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
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
  /** Thaws, stops and removes the cluster, its data and its configuration. Safe to call more than once. */
  drop(): Promise<void>;
}

export async function createCluster(): Promise<ThrowawayCluster> {
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
    await cluster.start();
  } catch (err) {
    await cluster.drop().catch(() => undefined);
    throw err;
  }
  return cluster;
}
