import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runToEnd, untilPrinted } from '../support/processes.ts';

/**
 * The README's "first payout", run as written: the server started with the README's command
 * (`npm start`, on a fresh data directory), then the README's journey block pasted into bash in
 * the folder that holds `.corridor/`. The server validates its own responses against the contract
 * (CORRIDOR_VALIDATE_RESPONSES), so a response off the contract fails the journey's curl.
 */
const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
const journey = /<!-- journey:start -->\s*```sh\n([\s\S]*?)```\s*<!-- journey:end -->/.exec(readme)?.[1];

describe('the README journey, against a server started as the README says', () => {
  const folder = mkdtempSync(join(tmpdir(), 'corridor-journey-'));
  let server: ChildProcess;
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    mkdirSync(folder, { recursive: true });
    const env = { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', CORRIDOR_VALIDATE_RESPONSES: '1' };
    server = spawn('npm', ['start', '--', '--port', String(port), '--data-dir', join(folder, '.corridor')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    await untilPrinted(server, () => output, 'Corridor is running');
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('has a journey block', () => {
    expect(journey, 'README.md needs the block between <!-- journey:start --> and <!-- journey:end -->').toBeTruthy();
  });

  it('reaches a completed payout, printing what the README says it prints', { timeout: 120_000 }, async () => {
    const run = await runToEnd('bash', ['-c', `set -euo pipefail\n${journey}`], { cwd: folder, timeoutMs: 90_000 });
    expect(run.status, `${run.stdout}\n${run.stderr}\nserver:\n${output}`).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(run.stdout).toContain('"status": "PENDING"');
    expect(run.stdout).toContain('"opensOnAcceptance"');
    expect(run.stdout).toMatch(/^account InternalAccount:[0-9a-f-]{36}$/m);
    expect(run.stdout).toContain('balance 10000 USD');
    expect(run.stdout).toMatch(/^bank account ExternalAccount:[0-9a-f-]{36}$/m);
    expect(run.stdout).toMatch(/^Quote:[0-9a-f-]{36}: 2500 USD -> \d+ EUR, until /m);
    expect(lines.at(-1)).toMatch(/^Transaction:[0-9a-f-]{36} COMPLETED$/);
    expect(run.stderr).toBe('');
  });

  it('leaves the money where the journey says: 75.00 USD on the account, nothing held', async () => {
    const credentials = JSON.parse(readFileSync(join(folder, '.corridor', 'credentials.json'), 'utf8'));
    const auth = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
    // biome-ignore lint/suspicious/noExplicitAny: JSON read back for a few fields
    const get = async (path: string): Promise<any> => (await fetch(`${credentials.baseUrl}${path}`, { headers: { authorization: auth } })).json();
    const customers = await get('/customers?limit=1');
    const accounts = await get(`/customers/internal-accounts?customerId=${customers.data[0].id}`);
    expect(accounts.data.map((a: { balance: unknown; totalBalance: unknown }) => [a.balance, a.totalBalance])).toEqual([
      [
        { amount: 7500, currency: { code: 'USD', decimals: 2 } },
        { amount: 7500, currency: { code: 'USD', decimals: 2 } },
      ],
    ]);
  });
});
