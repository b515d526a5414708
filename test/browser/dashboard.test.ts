import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Dashboard, hasChromium, startDashboard, warnWithoutChromium } from '../support/dashboard-browser.ts';
import { startReceiver } from '../support/receiver.ts';

/**
 * The dashboard in Debian's Chromium (playwright-core, headless), against `corridor serve` on a
 * fresh embedded database: the journeys of issue 25 through the UI only. A screenshot of each page
 * goes to test-artifacts/dashboard/. Without /usr/bin/chromium the file is skipped, loudly
 * (.ci/run installs it). test/browser/dashboard-more.test.ts has the rest (axe, lists, import).
 */
warnWithoutChromium('test/browser/dashboard.test.ts');

describe.skipIf(!hasChromium)('the dashboard in a browser', () => {
  let d: Dashboard;
  let page: Dashboard['page'];
  let credentials: Dashboard['credentials'];
  let origin = '';
  // A webhook receiver on loopback (the embedded default allows it).
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let receiverUrl = '';
  const basic = () => d.basic();
  const shot = (name: string) => d.shot(name);
  const go = (path: string) => d.go(path);
  const nav = (label: string) => d.nav(label);
  /** No CSP violation, script error or failed request the page logged so far. */
  const noProblems = () => d.noProblems();

  beforeAll(async () => {
    receiver = await startReceiver();
    receiverUrl = receiver.url;
    d = await startDashboard();
    ({ page, credentials, origin } = d);
  }, 120_000);

  afterAll(async () => {
    await d?.close();
    await receiver?.close();
  });

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
    const before = receiver.received.length;
    await rows.first().getByRole('button', { name: /^Redeliver/ }).click();
    await webhooks.getByText(/Redelivery of .* queued/).waitFor();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBeGreaterThan(before);
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
