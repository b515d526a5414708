import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, type AxeViolation, axeViolations, type Dashboard, hasChromium, startDashboard, warnWithoutChromium } from '../support/dashboard-browser.ts';
import { startReceiver } from '../support/receiver.ts';

/**
 * The dashboard in Chromium, second part (issue 25): axe-core on every page, keyboard-only sign
 * in, the bulk CSV import, filters and cursor pages on Customers and Transactions, the sandbox's
 * KYC outcome and card purchase, and a redelivery's new attempt. Data the pages need is made
 * through the public API first, as a client would.
 */
warnWithoutChromium('test/browser/dashboard-more.test.ts');

interface Customer {
  id: string;
  kycStatus?: string;
}
interface Account {
  id: string;
  type: string;
  balance: { currency: { code: string } };
}

describe.skipIf(!hasChromium)('the dashboard in a browser: accessibility, lists, import, sandbox', () => {
  let d: Dashboard;
  const shot = (name: string) => d.shot(name);
  const consent = () => ({ type: 'SERVICE_END_USER_TERMS', termsVersion: '2025-10-13', acceptedAt: new Date().toISOString(), ipAddress: '203.0.113.7', acceptanceMethod: 'CHECKBOX' });

  /** An individual (approved: made after the paperwork switch) with an open USD account. */
  const customer = async (fullName: string, extra: Record<string, unknown> = {}) => {
    const c = await d.call<Customer>('POST', '/customers', { customerType: 'INDIVIDUAL', fullName, currencies: ['USD'], ...extra });
    await d.call('PATCH', `/customers/${encodeURIComponent(c.id)}`, { customerType: 'INDIVIDUAL', agreementConsents: [consent()] });
    const accounts = await d.call<{ data: Account[] }>('GET', `/customers/internal-accounts?customerId=${encodeURIComponent(c.id)}`);
    const usd = accounts.data.find((a) => a.balance.currency.code === 'USD' && a.type !== 'EMBEDDED_WALLET');
    return { ...c, usd: usd?.id ?? '' };
  };

  let payer: Customer & { usd: string };
  let kycCustomer: Customer;
  let single: Customer & { usd: string };
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    d = await startDashboard();
    receiver = await startReceiver();
    await d.call('PATCH', '/config', { webhookEndpoint: receiver.url });
    // Sandbox KYC: a complete packet (fields and a passport), decided by its name's suffix when
    // the Sandbox page submits it (002: rejected). Made before the paperwork switch below, which
    // decides individuals at creation.
    kycCustomer = await d.call<Customer>('POST', '/customers', {
      customerType: 'INDIVIDUAL',
      fullName: 'Mallory Doe002',
      birthDate: '1985-02-03',
      nationality: 'US',
      address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '73301', country: 'US' },
      idType: 'SSN',
      identifier: '123-45-6789',
    });
    const passport = new FormData();
    for (const [k, v] of Object.entries({ documentHolder: kycCustomer.id, documentType: 'PASSPORT', country: 'US', documentNumber: 'P100', issuingAuthority: 'US DoS' })) passport.set(k, v);
    passport.set('file', new Blob(['%PDF-1.7\n% test\n'], { type: 'application/pdf' }), 'passport.pdf');
    const uploaded = await fetch(`${d.credentials.baseUrl}/documents`, { method: 'POST', headers: { authorization: d.basic() }, body: passport });
    expect(uploaded.status, await uploaded.text()).toBe(201);
    await d.call('PATCH', '/config', { skipVerificationPaperwork: true });
    payer = await customer('Grace Hopper', { platformCustomerId: 'payer-1' });
    // More than one page (25 rows) of customers and of transactions.
    for (let i = 0; i < 27; i++) await d.call('POST', '/customers', { customerType: 'INDIVIDUAL', fullName: `Listed Person ${String(i).padStart(2, '0')}`, platformCustomerId: `listed-${i}` });
    for (let i = 0; i < 27; i++) await d.call('POST', `/sandbox/internal-accounts/${encodeURIComponent(payer.usd)}/fund`, { amount: 100 + i });
    single = await customer('Filter Target');
    await d.call('POST', `/sandbox/internal-accounts/${encodeURIComponent(single.usd)}/fund`, { amount: 4242 });
    await d.call('POST', '/cards', { cardholderId: payer.id, form: 'VIRTUAL', fundingSources: [payer.usd] });
  }, 120_000);

  // A failing test leaves a screenshot of where it stopped.
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await d?.page.screenshot({ path: join(ARTIFACTS, `failed-${context.task.name.replace(/\W+/g, '-').slice(0, 60)}.png`), fullPage: true });
  });

  afterAll(async () => {
    await d?.close();
    await receiver?.close();
  });

  it('signs in and reaches a page with the keyboard only', async () => {
    const { page } = d;
    await d.go('');
    await page.getByLabel('Client id').waitFor();
    // Tab from the top of the document to the first field: focus order, not a click.
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.getAttribute("name")')).toBe('clientId');
    await page.keyboard.type(d.credentials.clientId);
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.getAttribute("name")')).toBe('clientSecret');
    await page.keyboard.type(d.credentials.clientSecret);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    // Tab to the "Customers" link in the navigation and follow it with Enter.
    let reached = false;
    for (let i = 0; i < 15 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = (await page.evaluate('document.activeElement?.textContent?.trim()')) === 'Customers';
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    d.noProblems();
  });

  it('has no serious or critical axe violations on any page', async () => {
    const { page } = d;
    const found: Record<string, AxeViolation[]> = {};
    const scan = async (name: string, on: Page = page) => {
      const violations = await axeViolations(on);
      if (violations.length) found[name] = violations;
    };
    const visit = async (name: string, open: () => Promise<void>) => {
      await open();
      await scan(name);
    };
    // The sign-in page, in a context of its own (this one is signed in).
    const signedOut = await d.browser.newContext();
    try {
      const fresh = await signedOut.newPage();
      await fresh.goto(`${d.origin}/dashboard`);
      await fresh.getByLabel('Client id').waitFor();
      await scan('sign-in', fresh);
    } finally {
      await signedOut.close();
    }
    await visit('overview', async () => {
      await d.nav('Overview');
      await page.locator('.recharts-surface').first().waitFor();
    });
    await visit('customers', async () => {
      await d.nav('Customers');
      await page.getByRole('link', { name: /^Listed Person/ }).first().waitFor();
    });
    await visit('customer', async () => {
      await d.go(`/customers/${encodeURIComponent(payer.id)}`);
      await page.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
      await page.getByTestId('balance-USD').waitFor();
    });
    await visit('transactions', async () => {
      await d.nav('Transactions');
      await page.getByRole('table').getByText('COMPLETED').first().waitFor();
    });
    await visit('transaction', async () => {
      await page.getByRole('table').getByRole('link').first().click();
      await page.getByRole('heading', { level: 1, name: 'Transaction' }).waitFor();
      await page.getByRole('region', { name: 'Ledger entries' }).waitFor();
    });
    await visit('cards', async () => {
      await d.nav('Cards');
      await page.getByRole('table').getByRole('button').first().click();
      await page.getByTestId('card-status').first().waitFor();
    });
    await visit('webhooks', async () => {
      await d.nav('Webhooks');
      await page.getByLabel('Webhook signing public key').waitFor();
    });
    await visit('sandbox', async () => {
      await d.nav('Sandbox');
      await page.getByRole('form', { name: 'Fund an internal account' }).waitFor();
    });
    await visit('settings', async () => {
      await d.nav('Settings');
      await page.getByLabel('Token name').waitFor();
    });
    // The whole report, for reading when this fails.
    writeFileSync(join(ARTIFACTS, 'axe.json'), JSON.stringify(found, null, 2));
    expect(found).toEqual({});
    d.noProblems();
  }, 120_000);

  /** The names in the customer list's table now (its caption counts them). */
  const namesListed = async () =>
    d.page
      .getByRole('table')
      .filter({ has: d.page.locator('caption', { hasText: / customers$/ }) })
      .getByRole('link')
      .allTextContents();

  it('pages through customers and narrows them with a filter', async () => {
    const { page } = d;
    await d.nav('Customers');
    await page.getByRole('link', { name: /^Listed Person/ }).first().waitFor();
    const first = await namesListed();
    expect(first).toHaveLength(25);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByTestId('page-number').getByText('Page 2').waitFor();
    await expect.poll(async () => (await namesListed()).join('|')).not.toBe(first.join('|'));
    const second = await namesListed();
    // The KYC one, the payer, 27 listed and the filter target: 30 in all, 25 a page.
    expect(second.length).toBe(5);
    expect(second.filter((n) => first.includes(n))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await shot('customers-page-2');
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByTestId('page-number').getByText('Page 1').waitFor();
    await expect.poll(async () => (await namesListed()).join('|')).toBe(first.join('|'));
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);

    const filters = page.getByRole('form', { name: 'Filter customers' });
    await filters.getByLabel('Platform customer id').fill('listed-7');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(namesListed).toEqual(['Listed Person 07']);
    await page.getByText('1 customers').waitFor();
    await filters.getByLabel('Platform customer id').fill('');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(async () => (await namesListed()).length).toBe(25);
    d.noProblems();
  });

  it('pages through transactions and narrows them with a filter', async () => {
    const { page } = d;
    await d.nav('Transactions');
    // The full ids (a link shows a shortened one, its title the whole).
    const ids = async () => page.getByRole('main').getByRole('table').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('title') ?? ''));
    await page.getByRole('main').getByRole('table').getByRole('link').first().waitFor();
    const first = await ids();
    expect(first).toHaveLength(25);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByTestId('page-number').getByText('Page 2').waitFor();
    await expect.poll(async () => (await ids()).join('|')).not.toBe(first.join('|'));
    const second = await ids();
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByTestId('page-number').getByText('Page 1').waitFor();
    await expect.poll(async () => (await ids()).join('|')).toBe(first.join('|'));

    const filters = page.getByRole('form', { name: 'Filter transactions' });
    await filters.getByLabel('Customer id').fill(single.id);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(async () => (await ids()).length).toBe(1);
    await page.getByRole('main').getByRole('table').getByRole('cell', { name: '$42.42' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await shot('transactions-filtered');
    d.noProblems();
  });

  it('imports customers from a CSV file and follows the job to completion', async () => {
    const { page } = d;
    await d.nav('Customers');
    const header = 'umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,city,state,postalCode,country';
    const csv = [
      header,
      '$csv.one@uma.corridor.example,csv-1,INDIVIDUAL,Csv Person One,1990-01-02,1 Main St,Austin,TX,73301,US',
      '$csv.two@uma.corridor.example,csv-2,INDIVIDUAL,Csv Person Two,1991-03-04,2 Main St,Austin,TX,73301,US',
      // No birth date: this row fails, the others are kept.
      '$csv.bad@uma.corridor.example,csv-3,INDIVIDUAL,Csv Person Bad,,3 Main St,Austin,TX,73301,US',
    ].join('\n');
    const form = page.getByRole('form', { name: 'Import customers from CSV' });
    await form.locator('input[type=file]').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`) });
    await form.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('3/3 processed, 2 created, 1 failed').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('100');
    const rows = page.getByRole('table').filter({ hasText: 'Rows of the file' });
    await rows.getByRole('row').filter({ hasText: 'csv-1' }).getByText('CREATED').waitFor();
    await rows.getByRole('row').filter({ hasText: 'csv-2' }).getByText('CREATED').waitFor();
    await rows.getByRole('row').filter({ hasText: 'csv-3' }).getByText('FAILED').waitFor();
    await page.getByRole('list', { name: 'Rows not imported' }).getByText(/csv-3/).waitFor();
    await shot('customers-import');
    expect(await axeViolations(page)).toEqual([]);
    // The created customers are in the list.
    const filters = page.getByRole('form', { name: 'Filter customers' });
    for (const [id, name] of [
      ['csv-1', 'Csv Person One'],
      ['csv-2', 'Csv Person Two'],
    ]) {
      await filters.getByLabel('Platform customer id').fill(id);
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await expect.poll(namesListed).toEqual([name]);
    }
    await rows.getByRole('row').filter({ hasText: 'csv-1' }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Csv Person One' }).waitFor();
    d.noProblems();
  }, 60_000);

  it("submits a customer's verification from the Sandbox page and shows the outcome", async () => {
    const { page } = d;
    await d.nav('Sandbox');
    const form = page.getByRole('form', { name: 'Submit a verification' });
    await form.getByLabel('Customer').click();
    await page.getByRole('option', { name: /^Mallory Doe002/ }).click();
    await form.getByRole('button', { name: 'Submit verification' }).click();
    const outcome = page.getByTestId('kyc-outcome');
    await outcome.getByText("Mallory Doe002's KYC status").waitFor();
    expect(await outcome.textContent()).toMatch(/Verification\s*REJECTED.*KYC status:\s*REJECTED/);
    const section = page.getByRole('region', { name: 'KYC outcome' });
    expect(await section.getByTestId('curl').first().textContent()).toContain('/verifications');
    await shot('sandbox-kyc');
    // The customer's page says so too.
    await d.go(`/customers/${encodeURIComponent(kycCustomer.id)}`);
    await page.getByRole('heading', { level: 1, name: 'Mallory Doe002' }).waitFor();
    await page.getByRole('main').getByText('REJECTED').first().waitFor();
    const answer = await d.call<Customer>('GET', `/customers/${encodeURIComponent(kycCustomer.id)}`);
    expect(answer.kycStatus).toBe('REJECTED');
    d.noProblems();
  });

  it('simulates a card purchase from the Sandbox page and lists it on the card', async () => {
    const { page } = d;
    await d.nav('Sandbox');
    const form = page.getByRole('form', { name: 'Simulate a card purchase' });
    await form.getByLabel('Merchant').fill('BROWSER TEST CAFE');
    await form.getByLabel(/^Amount/).fill('12.5');
    await form.getByRole('button', { name: 'Authorize and clear' }).click();
    const outcome = page.getByTestId('card-purchase-outcome');
    await outcome.getByText('SETTLED').waitFor();
    expect(await outcome.textContent()).toContain('$12.50');
    await shot('sandbox-card');
    // The page with both outcomes and their call logs.
    expect(await axeViolations(page)).toEqual([]);
    // Its link leads to its card, whose transactions list it.
    await outcome.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Cards' }).waitFor();
    const panel = page.getByRole('main').locator('table').last();
    await panel.getByRole('cell', { name: '$12.50', exact: true }).waitFor();
    await panel.getByRole('cell', { name: 'CARD', exact: true }).waitFor();
    await panel.getByText('SETTLED').waitFor();
    d.noProblems();
  });

  it('shows the new delivery attempt after a redelivery without a reload', async () => {
    const { page } = d;
    await d.go(`/customers/${encodeURIComponent(single.id)}`);
    await page.getByRole('heading', { level: 1, name: 'Filter Target' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: /^Transaction:/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Transaction' }).waitFor();
    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    const row = webhooks.getByTestId('webhook-event').first();
    await row.waitFor();
    // Its first delivery (to the local receiver) is made by the worker; wait for it to be listed.
    const transactionId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    const delivered = async () => (await d.call<{ data: { attemptCount: number }[] }>('GET', `/webhooks/events?objectId=${encodeURIComponent(transactionId)}`)).data.every((e) => e.attemptCount > 0);
    await expect.poll(delivered, { timeout: 20_000 }).toBe(true);
    await row.getByRole('button', { name: 'Attempts' }).click();
    const attempts = webhooks.getByRole('table', { name: /^Delivery attempts of/ });
    await attempts.getByRole('cell', { name: '200', exact: true }).first().waitFor();
    const before = await attempts.getByRole('row').count();
    const received = receiver.received.length;
    await row.getByRole('button', { name: /^Redeliver/ }).click();
    await webhooks.getByText(/Redelivery of .* queued/).waitFor();
    // No reload: the open table gains the redelivery's attempt by itself.
    await expect.poll(async () => attempts.getByRole('row').count(), { timeout: 20_000 }).toBe(before + 1);
    expect(receiver.received.length).toBeGreaterThan(received);
    await shot('transaction-redelivered');
    expect(await axeViolations(page)).toEqual([]);
    d.noProblems();
  }, 60_000);
});
