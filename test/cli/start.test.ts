import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, runToEnd, tempDirs } from '../support/processes.ts';

/**
 * The README's start command as a container or process manager runs it: `npm start`, stopped by
 * a signal to the npm process, which must reach the server (npm runs the script through
 * `sh -c`, and a shell that stays in between used to leave the server running).
 */
const freshDir = tempDirs('corridor-start-');

const env = { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', PORT: '', CORRIDOR_DATA_DIR: '' };

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function npmStart(port: number, dataDir: string): Started {
  const child = spawn('npm', ['start', '--', '--port', String(port), '--data-dir', dataDir], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => out, exited };
}

async function until(what: string, check: () => Promise<boolean> | boolean, started: Started, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    if (started.child.exitCode !== null) throw new Error(`exited (${started.child.exitCode}) before ${what}: ${started.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${what} within ${ms} ms: ${started.output()}`);
}

const healthy = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (r) => r.status === 200,
    () => false,
  );

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/** The process and everything it started, as the kernel lists them (Linux). */
function descendants(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
  );
  return children.flatMap((c) => [c, ...descendants(c)]);
}

/** Running: it exists and is not a zombie (one that exited and awaits its reaping, slow on a busy machine). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

/** Within a few seconds, or null. */
const within = <T,>(promise: Promise<T>, ms: number) => Promise.race([promise, new Promise<null>((r) => setTimeout(() => r(null), ms))]);

describe('npm start, stopped by a signal to the npm process', { timeout: 240_000 }, () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal}: the server stops accepting, closes and exits; npm exits 0`, async () => {
      const port = await freePort();
      const started = npmStart(port, freshDir());
      try {
        await until('/healthz 200', () => healthy(port), started);
        const server = descendants(started.child.pid!);
        expect(server.length).toBeGreaterThan(0);
        started.child.kill(signal);
        const exit = await within(started.exited, 15_000);
        expect(exit, started.output()).toEqual({ code: 0, signal: null });
        expect(await refused(port)).toBe(true);
        // npm has exited; the server it started is gone with it, or within moments on a busy machine.
        const gone = Date.now() + 5_000;
        while (server.some(alive) && Date.now() < gone) await new Promise((r) => setTimeout(r, 50));
        expect(server.filter(alive)).toEqual([]);
      } finally {
        // Only when the test failed: nothing of it outlives the run.
        for (const pid of started.child.pid ? [started.child.pid, ...safeDescendants(started.child.pid)] : []) if (alive(pid)) process.kill(pid, 'SIGKILL');
      }
    });
  }

  it('a SIGTERM during start-up (while migrating) stops it cleanly, and the next start works', async () => {
    const port = await freePort();
    const dataDir = freshDir();
    const first = npmStart(port, dataDir);
    await until('a progress line', () => /migrations|creating the embedded database/.test(first.output()), first);
    first.child.kill('SIGTERM');
    const exit = await within(first.exited, 60_000);
    expect(exit, first.output()).toEqual({ code: 0, signal: null });
    expect(await refused(port)).toBe(true);

    const second = npmStart(port, dataDir);
    await until('/healthz 200', () => healthy(port), second);
    second.child.kill('SIGTERM');
    expect(await within(second.exited, 15_000)).toEqual({ code: 0, signal: null });
  });
});

function safeDescendants(pid: number): number[] {
  try {
    return descendants(pid);
  } catch {
    return [];
  }
}

describe('a port in use', { timeout: 120_000 }, () => {
  it('is said at once with the flag to use instead, exit code 1, and no data dir is made', async () => {
    const port = await freePort();
    const taken: Server = await new Promise((resolve) => {
      const s = createServer().listen(port, '127.0.0.1', () => resolve(s));
    });
    const dataDir = join(freshDir(), 'never-made');
    try {
      const { status, stdout, stderr } = await runToEnd(process.execPath, [join(process.cwd(), 'bin', 'corridor.mjs'), 'serve', '--port', String(port), '--data-dir', dataDir], { env });
      expect(status).toBe(1);
      expect(stderr).toContain(`port ${port} is in use on 127.0.0.1`);
      expect(stderr).toContain(`npm start -- --port ${port + 1}`);
      expect(stdout).toBe('');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      taken.close();
    }
  });
});
