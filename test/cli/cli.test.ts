import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite.ts';
import { verifySignatureHeader } from '../../src/events/signer.ts';
import { placeOf, WEBHOOK_PRIVATE_KEY } from '../../src/secrets/columns.ts';
import { readKeyFile } from '../../src/secrets/key-source.ts';
import { Keyring } from '../../src/secrets/keyring.ts';
import { freePort, runToEnd, tempDirs } from '../support/processes.ts';
import { startReceiver } from '../support/receiver.ts';

/** The two commands of the README's first screen, as a user on a fresh machine runs them. */
const bin = join(process.cwd(), 'bin', 'corridor.mjs');
const freshDir = tempDirs('corridor-cli-');

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
    expect(statSync(join(dataDir, 'app-keys.json')).mode & 0o777).toBe(0o600);
    expect(first.output()).not.toContain(readKeyFile(join(dataDir, 'app-keys.json'))[0].key.toString('base64'));
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

  it('creates platforms and tokens from the command line as JSON', async () => {
    const env = { ...process.env, DATABASE_URL: '', CORRIDOR_DATA_DIR: freshDir() };
    const platform = await runCommand(env, ['platform', 'create']);
    expect(platform.status, platform.stderr).toBe(0);
    const created = JSON.parse(platform.stdout);
    expect(created.token.permissions).toEqual(['MANAGE', 'TRANSACT', 'VIEW']);
    const token = await runCommand(env, ['token', 'create', '--platform', created.platformId, '--permissions', 'VIEW']);
    expect(token.status, token.stderr).toBe(0);
    expect(JSON.parse(token.stdout)).toMatchObject({ permissions: ['VIEW'], clientSecret: expect.stringMatching(/^corr_sk_/) });
    const bad = await runCommand(env, ['token', 'create', '--permissions', 'ROOT']);
    expect(bad.status).not.toBe(0);
    // The platform as the API writes ids works too; anything else is refused by name, not by the database.
    const prefixed = await runCommand(env, ['token', 'create', '--platform', `Platform:${created.platformId}`, '--permissions', 'VIEW']);
    expect(prefixed.status, prefixed.stderr).toBe(0);
    const malformed = await runCommand(env, ['token', 'create', '--platform', 'nope']);
    expect(malformed.status).not.toBe(0);
    expect(malformed.stderr).toContain('--platform takes a platform\'s id');
    expect(malformed.stderr).not.toContain('uuid: "nope"');
    // Repeated to the terminal escaped and cut short: a right-to-left override does not act on it.
    const odd = await runCommand(env, ['token', 'create', '--platform', `Platform:\u202e${'x'.repeat(500)}`]);
    expect(odd.status).not.toBe(0);
    expect(odd.stderr).toContain('"Platform:\\u202exxx');
    expect(odd.stderr).toContain('(510 characters)');
    expect(odd.stderr).not.toContain('\u202e');
    const unknown = await runCommand(env, ['token', 'create', '--platform', '00000000-0000-4000-8000-000000000000']);
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toContain('no platform 00000000-0000-4000-8000-000000000000 in this database');
    expect(unknown.stderr).not.toContain('foreign key');
    // The operator's card close (its behaviour: cards.test.ts); an unknown card is refused by name.
    const close = await runCommand(env, ['card', 'close', 'Card:00000000-0000-4000-8000-000000000000']);
    expect(close.status).not.toBe(0);
    expect(close.stderr).toContain('No card Card:00000000-0000-4000-8000-000000000000');
  });
});

/** `corridor <args>` run to its end without blocking this worker (see runToEnd). */
function runCommand(env: NodeJS.ProcessEnv, args: string[]): ReturnType<typeof runToEnd> {
  return runToEnd(process.execPath, [bin, ...args], { env });
}

// docs/scaling.md: API-only and worker-only processes share a PostgreSQL server; the embedded
// database is one process's, so there they are refused before anything is made.
describe('corridor worker and serve --no-worker', { timeout: 60_000 }, () => {
  it('are listed in the usage, and refused on the embedded database with what to do, leaving no data dir', async () => {
    const help = await runCommand(process.env, ['help']);
    expect(help.stdout).toContain('serve --no-worker');
    expect(help.stdout).toContain('no HTTP listener');
    for (const args of [['worker'], ['serve', '--no-worker'], ['--no-worker', 'serve'], ['serve', '--workers', 'false']]) {
      const dataDir = join(freshDir(), 'data');
      const run = await runCommand({ ...process.env, DATABASE_URL: '', CORRIDOR_DATA_DIR: dataDir }, args);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stderr).toMatch(/needs a PostgreSQL server \(--database-url, env DATABASE_URL\)/);
      expect(existsSync(dataDir)).toBe(false);
    }
  });
});

/** The stored webhook key of a platform, read from the embedded database while no process runs. */
async function storedWebhookKey(dataDir: string, platformId: string): Promise<string> {
  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    return (await db.query<{ webhook_private_key: string }>('SELECT webhook_private_key FROM platforms WHERE id = $1', [platformId]))[0].webhook_private_key;
  } finally {
    await db.close();
  }
}

// Five commands and a server, one after another: twice the time of the cases above.
// Retiring and status are covered in process (test/unit/secrets/commands.test.ts).
describe('corridor keys on the embedded database', { timeout: 480_000 }, () => {
  it('rotates the data-dir key: secrets re-sealed under the new kid and still usable, then the old key retired', async () => {
    const dataDir = freshDir();
    const env = { ...process.env, DATABASE_URL: '', CORRIDOR_DATA_DIR: dataDir };
    const run = (...args: string[]) => runCommand(env, args);
    const keyFile = join(dataDir, 'app-keys.json');

    const created = await run('platform', 'create');
    expect(created.status, created.stderr).toBe(0);
    const { platformId, token } = JSON.parse(created.stdout);
    const [k1] = readKeyFile(keyFile);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(await storedWebhookKey(dataDir, platformId)).toMatch(new RegExp(`^v1\\.${k1.kid}\\.`));

    // A secret an older version left in clear is sealed by the start-up step (here: migrate).
    const pem = new Keyring([k1]).openText(await storedWebhookKey(dataDir, platformId), placeOf(WEBHOOK_PRIVATE_KEY, platformId));
    const db = await openPglite(join(dataDir, 'pgdata'));
    await db.query('UPDATE platforms SET webhook_private_key = $2 WHERE id = $1', [platformId, pem]);
    await db.close();
    const migrated = await run('migrate');
    expect(migrated.status, migrated.stderr).toBe(0);
    expect(JSON.parse(migrated.stdout).sealed['platforms.webhook_private_key']).toBe(1);
    expect(await storedWebhookKey(dataDir, platformId)).toMatch(new RegExp(`^v1\\.${k1.kid}\\.`));

    const rotated = await run('keys', 'rotate');
    expect(rotated.status, rotated.stderr).toBe(0);
    const report = JSON.parse(rotated.stdout);
    const ring = readKeyFile(keyFile);
    expect(ring.map((k) => k.kid)).toEqual([report.current, k1.kid]);
    expect(report).toMatchObject({ previous: k1.kid, retired: [], valuesByKey: { [report.current]: 1 } });
    expect(report.resealed['platforms.webhook_private_key']).toBe(1);
    expect(rotated.stdout).not.toContain(ring[0].key.toString('base64'));
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(await storedWebhookKey(dataDir, platformId)).toMatch(new RegExp(`^v1\\.${report.current}\\.`));

    // The re-sealed key still signs: a TEST webhook verifies with the platform's public key.
    const receiver = await startReceiver();
    const port = await freePort();
    const server = await serve(dataDir, port);
    try {
      const base = `http://127.0.0.1:${port}/2025-10-13`;
      const headers = { authorization: `Basic ${Buffer.from(`${token.clientId}:${token.clientSecret}`).toString('base64')}`, 'content-type': 'application/json' };
      const patched = await fetch(`${base}/config`, { method: 'PATCH', headers, body: JSON.stringify({ webhookEndpoint: receiver.url }) });
      expect(patched.status).toBe(200);
      const publicKey = ((await patched.json()) as { webhookPublicKey: string }).webhookPublicKey;
      const sent = await fetch(`${base}/sandbox/webhooks/test`, { method: 'POST', headers: { authorization: headers.authorization } });
      expect(sent.status, await sent.text()).toBe(200);
      const got = receiver.received.at(-1)!;
      expect(verifySignatureHeader(got.body, String(got.headers['x-service-signature']), publicKey)).toBe(true);
    } finally {
      expect(await stop(server.child)).toBe(0);
      await receiver.close();
    }

    // Once more in one go, the old keys retired at the end.
    const again = JSON.parse((await run('keys', 'rotate', '--retire-old')).stdout);
    expect(again.retired).toEqual([report.current, k1.kid]);
    expect(again.valuesByKey).toEqual({ [again.current]: 2 });
    expect(readKeyFile(keyFile).map((k) => k.kid)).toEqual([again.current]);
    expect(await storedWebhookKey(dataDir, platformId)).toMatch(new RegExp(`^v1\\.${again.current}\\.`));
  });
});
