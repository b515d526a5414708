import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, untilPrinted } from '../support/processes.ts';

/**
 * The dashboard in Debian's Chromium (playwright-core, headless), against `corridor serve` on a
 * fresh embedded database: the journeys of issue 25 through the UI only. A screenshot of each page
 * goes to test-artifacts/dashboard/. Without /usr/bin/chromium the file is skipped, loudly
 * (.ci/run installs it).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'dashboard');

if (!hasChromium) {
  console.warn(`\n!!! test/browser/dashboard.test.ts SKIPPED: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH) !!!\n`);
}

describe.skipIf(!hasChromium)('the dashboard in a browser', () => {
  const folder = mkdtempSync(join(tmpdir(), 'corridor-dashboard-'));
  let server: ChildProcess;
  let output = '';
  let origin = '';
  let credentials: { clientId: string; clientSecret: string; baseUrl: string };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];
  const received: { type?: string }[] = [];
  let receiver: Server;
  let receiverUrl = '';
  const basic = () => `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;

  const shot = async (name: string) => {
    await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
  };
  const go = async (path: string) => {
    await page.goto(`${origin}/dashboard${path}`);
  };
  const nav = async (label: string) => {
    await page.getByRole('navigation', { name: 'Dashboard pages' }).getByRole('link', { name: label, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: label }).waitFor();
  };

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    // A webhook receiver on loopback (the embedded default allows it).
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        try {
          received.push(JSON.parse(body));
        } catch {
          received.push({});
        }
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const env = { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', CORRIDOR_VALIDATE_RESPONSES: '1' };
    server = spawn(process.execPath, ['bin/corridor.mjs', 'serve', '--port', String(port), '--data-dir', join(folder, '.corridor')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    await untilPrinted(server, () => output, 'Corridor is running');
    credentials = JSON.parse(readFileSync(join(folder, '.corridor', 'credentials.json'), 'utf8'));
    // Nothing leaves loopback: no background fetches of the browser's own, and any request of
    // the page elsewhere is aborted.
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-proxy-server'],
    });
    context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => route.abort());
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    // A credential must never travel in a URL.
    page.on('request', (r) => {
      if (r.url().includes(credentials.clientSecret) || r.url().includes(credentials.clientId)) problems.push(`credential in a URL: ${r.url()}`);
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => receiver?.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  /** No CSP violation, script error or failed request the page logged so far. */
  const noProblems = () => {
    const seen = problems.filter((p) => !/status of 40[0-9]|status of 50[0-9]/.test(p));
    expect(seen).toEqual([]);
  };

  it('refuses a wrong secret with the API reason, then signs in', async () => {
    await go('');
    await page.getByLabel('Client id').fill(credentials.clientId);
    await page.getByLabel('Client secret').fill('corr_sk_wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('UNAUTHORIZED').waitFor();
    await shot('sign-in-refused');
    await page.getByLabel('Client secret').fill(credentials.clientSecret);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    expect(page.url()).not.toContain(credentials.clientSecret);
    const stored = (await page.evaluate('({ session: JSON.stringify(sessionStorage), local: JSON.stringify(localStorage) })')) as { session: string; local: string };
    expect(stored.session).toContain(credentials.clientId);
    expect(stored.local).not.toContain(credentials.clientSecret);
    await page.getByText('Balances per currency').waitFor();
    await shot('overview-empty');
    noProblems();
  });

  it('changes settings: the webhook endpoint (to a local receiver) and a sandbox switch', async () => {
    await nav('Settings');
    await page.getByLabel('Webhook endpoint').fill(receiverUrl);
    await page.getByLabel('Skip verification paperwork (sandbox switch)').check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    const config = (await (await fetch(`${credentials.baseUrl}/config`, { headers: { authorization: basic() } })).json()) as { webhookEndpoint?: string; skipVerificationPaperwork?: boolean };
    expect(config.webhookEndpoint).toBe(receiverUrl);
    expect(config.skipVerificationPaperwork).toBe(true);
    await shot('settings');
    noProblems();
  });

  it('creates a customer, funds it, pays out and watches the transaction complete', async () => {
    await nav('Customers');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Create customer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
    await page.getByTestId('balance-USD').waitFor();
    await page.getByRole('form', { name: 'Fund USD account' }).getByRole('button', { name: 'Fund from sandbox' }).click();
    await page.getByTestId('balance-USD').getByText('$100.00').waitFor();
    await page.getByRole('button', { name: 'Add EUR bank account' }).click();
    await page.getByText('DE89370400440532013000').first().waitFor();
    await shot('customer');
    await page.getByRole('button', { name: 'Quote and pay out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Transaction' }).waitFor();
    await page.getByTestId('transaction-status').getByText('COMPLETED').waitFor({ timeout: 30_000 });
    noProblems();
  }, 60_000);

  it("reads the transaction's ledger entries and webhook delivery, and redelivers it", async () => {
    const ledger = page.getByRole('region', { name: 'Ledger entries' });
    await ledger.getByRole('cell', { name: 'HOLD', exact: true }).first().waitFor();
    await ledger.getByRole('cell', { name: 'CAPTURE', exact: true }).first().waitFor();
    await ledger.getByRole('cell', { name: '$25.00', exact: true }).first().waitFor();
    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    const rows = webhooks.getByTestId('webhook-event');
    await rows.first().waitFor();
    // Delivered to the local receiver: its attempt shows 200.
    for (let i = 0; i < 20 && !(await webhooks.getByText('DELIVERED').first().isVisible()); i++) {
      await page.waitForTimeout(500);
      await page.reload();
    }
    await rows.first().getByRole('button', { name: 'Attempts' }).click();
    await webhooks.getByRole('cell', { name: '200', exact: true }).first().waitFor();
    const before = received.length;
    await rows.first().getByRole('button', { name: /^Redeliver/ }).click();
    await webhooks.getByText(/Redelivery of .* queued/).waitFor();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(before);
    await shot('transaction');
    noProblems();
  }, 60_000);

  it('issues a card, freezes and unfreezes it', async () => {
    await page.getByRole('link', { name: 'Ada Lovelace' }).or(page.getByRole('main').getByRole('link').filter({ hasText: 'Customer:' })).first().click();
    await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
    await page.getByRole('button', { name: 'Issue virtual card' }).click();
    await page.getByRole('region', { name: 'Cards' }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Cards' }).waitFor();
    await page.getByRole('button', { name: 'Freeze card' }).click();
    await page.getByTestId('card-status').getByText('FROZEN').waitFor();
    await shot('cards');
    await page.getByRole('button', { name: 'Unfreeze card' }).click();
    await page.getByTestId('card-status').getByText('ACTIVE').waitFor();
    noProblems();
  });

  it('runs a sandbox action and shows its call as curl, without the secret', async () => {
    await nav('Sandbox');
    await page.getByRole('form', { name: 'Fund an internal account' }).getByRole('button', { name: 'Fund' }).click();
    const curl = page.getByTestId('curl').first();
    await curl.waitFor();
    const text = (await curl.textContent()) ?? '';
    expect(text).toContain('"$CLIENT_ID:$CLIENT_SECRET"');
    expect(text).toContain('/fund');
    expect(text).not.toContain(credentials.clientSecret);
    await page.getByText('Moved forward by 0 min in all').waitFor();
    await page.getByRole('group', { name: 'Move the clock forward' }).getByRole('button', { name: 'A day later' }).click();
    await page.getByText('Moved forward by 1 d in all', { exact: false }).waitFor();
    await shot('sandbox');
    noProblems();
  });

  it('shows the webhooks page and the overview with charts', async () => {
    await nav('Webhooks');
    await page.getByLabel('Webhook signing public key').getByText('BEGIN PUBLIC KEY').waitFor();
    await page.getByRole('button', { name: 'Send a test webhook' }).click();
    await page.getByTestId('curl').first().waitFor();
    await shot('webhooks');
    await nav('Transactions');
    await page.getByRole('table').getByText('COMPLETED').first().waitFor();
    await shot('transactions');
    await nav('Overview');
    await page.locator('.recharts-surface').first().waitFor();
    await shot('overview');
    noProblems();
  });

  it('creates a VIEW token that sees read-only pages, then revokes it', async () => {
    await nav('Settings');
    await page.getByLabel('Token name').fill('dashboard viewer');
    await page.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('new-client-secret').textContent()) ?? '';
    const clientId = (await page.getByTestId('new-client-id').textContent()) ?? '';
    await shot('token-created');
    // Signed in with the new token: read-only pages.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Client id').fill(clientId);
    await page.getByLabel('Client secret').fill(secret);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('read-only').waitFor();
    await nav('Customers');
    expect(await page.getByRole('button', { name: 'Create customer' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Ada Lovelace' }).waitFor();
    await shot('customers-read-only');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Client id').fill(credentials.clientId);
    await page.getByLabel('Client secret').fill(credentials.clientSecret);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await nav('Settings');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Revoke dashboard viewer' }).click();
    await page.getByRole('button', { name: 'Revoke dashboard viewer' }).waitFor({ state: 'detached' });
    const answer = await fetch(`${credentials.baseUrl}/config`, { headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` } });
    expect(answer.status).toBe(401);
    noProblems();
  }, 60_000);

  it('answers an unknown client route with the app, and keeps files outside dist out of reach', async () => {
    await go('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    for (const path of ['/dashboard/../package.json', '/dashboard/%2e%2e/package.json', '/dashboard/assets/..%2f..%2fpackage.json', '/dashboard/assets/missing.js']) {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.status, path).toBe(404);
    }
  });
});
