import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The two commands of the README's first screen, as a user on a fresh machine runs them. */
const bin = join(process.cwd(), 'bin', 'corridor.mjs');
const dirs: string[] = [];
const freshDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'corridor-cli-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

function serve(dataDir: string, port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const env = { ...process.env, DATABASE_URL: '', CORRIDOR_DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  const child = spawn(process.execPath, [bin, 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Corridor is running')) {
        clearInterval(timer);
        setTimeout(() => resolve({ child, output: () => out }), 200);
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`exited ${code}: ${out}`));
    });
  });
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

// Each case starts real processes (tsx + WASM Postgres): generous time on a loaded 2-core machine.
describe('corridor serve on the embedded database', { timeout: 240_000 }, () => {
  it('creates a sandbox platform on first start, prints and saves its credentials, and they work', async () => {
    const dataDir = freshDir();
    const port = await freePort();
    const first = await serve(dataDir, port);
    const file = join(dataDir, 'credentials.json');
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.output()).toContain(saved.clientSecret);
    expect(first.output()).toContain(`curl -u ${saved.clientId}:${saved.clientSecret} http://127.0.0.1:${port}/2025-10-13/config`);
    const auth = `Basic ${Buffer.from(`${saved.clientId}:${saved.clientSecret}`).toString('base64')}`;
    const res = await fetch(`${saved.baseUrl}/config`, { headers: { authorization: auth } });
    expect(res.status).toBe(200);
    expect(await stop(first.child)).toBe(0);

    // A later start reuses the data and says where the credentials are, without printing them.
    const second = await serve(dataDir, port);
    expect(second.output()).toContain(file);
    expect(second.output()).not.toContain(saved.clientSecret);
    expect((await fetch(`${saved.baseUrl}/config`, { headers: { authorization: auth } })).status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  });

  it('creates platforms and tokens from the command line as JSON', () => {
    const env = { ...process.env, DATABASE_URL: '', CORRIDOR_DATA_DIR: freshDir() };
    const platform = spawnSync(process.execPath, [bin, 'platform', 'create'], { env, encoding: 'utf8' });
    expect(platform.status, platform.stderr).toBe(0);
    const created = JSON.parse(platform.stdout);
    expect(created.token.permissions).toEqual(['MANAGE', 'TRANSACT', 'VIEW']);
    const token = spawnSync(process.execPath, [bin, 'token', 'create', '--platform', created.platformId, '--permissions', 'VIEW'], { env, encoding: 'utf8' });
    expect(token.status, token.stderr).toBe(0);
    expect(JSON.parse(token.stdout)).toMatchObject({ permissions: ['VIEW'], clientSecret: expect.stringMatching(/^corr_sk_/) });
    const bad = spawnSync(process.execPath, [bin, 'token', 'create', '--permissions', 'ROOT'], { env, encoding: 'utf8' });
    expect(bad.status).not.toBe(0);
  });
});
