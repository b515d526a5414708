import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** A port nothing listens on now: the kernel picks it, and it is released again at once. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Makes fresh temporary directories named `<prefix>…`, all removed after the file's (or describe's) tests. */
export function tempDirs(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const d of made) rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = mkdtempSync(join(tmpdir(), prefix));
    made.push(d);
    return d;
  };
}

/** Resolves once `read()` (what the child printed so far) contains `text` (or matches it); rejects if the child exits first. */
export function untilPrinted(child: import('node:child_process').ChildProcess, read: () => string, text: string | RegExp): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (!(typeof text === 'string' ? read().includes(text) : text.test(read()))) return;
      clearInterval(timer);
      resolve();
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`exited ${code} before printing "${text}": ${read()}`));
    });
  });
}

/** SIGKILL to a child still running, resolved once it has exited: what a test leaves behind when it failed half-way. */
export async function killHard(child: import('node:child_process').ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/**
 * `corridor <args>` as a deployment runs it beside the test's in-process harness: sealing with
 * the harness's app key (so both open the same secrets), its own data dir, warnings only, and
 * webhooks allowed to the test's loopback receiver (a server deployment sends to public
 * addresses only). `env` adds to that (DATABASE_URL, say) or overrides it.
 */
export function spawnCorridor(args: string[], appKey: { kid: string; key: Buffer }, dataDir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['bin/corridor.mjs', ...args], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      CORRIDOR_APP_KEYS: `${appKey.kid}:${appKey.key.toString('base64')}`,
      CORRIDOR_DATA_DIR: dataDir,
      WEBHOOK_ALLOW: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Runs a command to its end without blocking this worker, killed after `timeoutMs`. spawnSync
 * would stall the worker's messages to vitest for as long as the command runs, and vitest fails
 * the whole run ("Timeout calling onTaskUpdate") once that passes 60 s, as a cold start of the
 * embedded database can on a slow machine.
 */
export function runToEnd(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(command, args, { env: options.env ?? process.env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const timer = options.timeoutMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}
