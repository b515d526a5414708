import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformInstantColumns } from '../../src/db/instants.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { cardholder } from '../support/cards.ts';
import { balanceOf, customerWithAccounts, eventsOf, fund, ledgerSums, platformAccount, quoteBody } from '../support/payments.ts';
import { startReceiver } from '../support/receiver.ts';
import { ledgerProblems, noProblems } from '../unit/ledger/invariants.ts';

/**
 * The sandbox clock (docs/sandbox.md, "Sandbox clock"): POST /sandbox/clock/advance makes time
 * pass for one sandbox platform by moving its stored instants into the past; what came due runs
 * through the ordinary workers. The harness's own clock stays where it is in this file, so every
 * effect seen here is the advance's.
 */
let h: Harness;
const HOUR = 3600;
const DAY = 24 * HOUR;

beforeAll(async () => {
  h = await startHarness();
  expect((await h.call('PATCH', '/config', { body: { skipVerificationPaperwork: true } })).statusCode).toBe(200);
});
afterAll(async () => h.close());

const advance = (seconds: unknown, as?: Credentials, headers?: Record<string, string>) => h.call('POST', '/sandbox/clock/advance', { body: { seconds }, as, headers });

async function allowLargeUsd(p: Credentials) {
  const config = (await h.call('GET', '/config', { as: p })).json();
  const supportedCurrencies = config.supportedCurrencies.map((c: { currencyCode: string }) => (c.currencyCode === 'USD' ? { ...c, maxAmount: 10_000_000_000 } : c));
  expect((await h.call('PATCH', '/config', { as: p, body: { supportedCurrencies } })).statusCode).toBe(200);
}

describe('getSandboxClock and advanceSandboxClock', () => {
  it('reads 0 until moved, then the total moved and when', async () => {
    const p = await h.newPlatform('clock totals');
    const first = await h.call('GET', '/sandbox/clock', { as: p });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ advancedSeconds: 0, now: h.clock.now().toISOString() });
    expect((await advance(HOUR, p)).json()).toEqual({ advancedSeconds: HOUR, lastAdvancedAt: h.clock.now().toISOString(), now: h.clock.now().toISOString() });
    expect((await advance(DAY, p)).json().advancedSeconds).toBe(HOUR + DAY);
    expect((await h.call('GET', '/sandbox/clock', { as: p })).json().advancedSeconds).toBe(HOUR + DAY);
    // Another platform's clock did not move.
    expect((await h.call('GET', '/sandbox/clock')).json().advancedSeconds).toBe(0);
  });

  it('refuses a bad move with every problem named, and moves nothing', async () => {
    const p = await h.newPlatform('clock input');
    for (const seconds of [0, -1, 1.5, '60', 31_622_401, null]) expectError(await advance(seconds, p), 400, 'INVALID_INPUT');
    const both = await h.call('POST', '/sandbox/clock/advance', { as: p, body: { seconds: 0, minutes: 5 } });
    const body = expectError(both, 400, 'INVALID_INPUT');
    expect(JSON.stringify(body.details)).toContain('seconds');
    expect(JSON.stringify(body.details)).toContain('minutes');
    expectError(await h.call('POST', '/sandbox/clock/advance', { as: p, body: {} }), 400, 'INVALID_INPUT');
    expect((await h.call('GET', '/sandbox/clock', { as: p })).json().advancedSeconds).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key once, without moving again', async () => {
    const p = await h.newPlatform('clock retry');
    // Two days: longer than a key is kept, which must not make the advance's own key lapse.
    const once = await advance(2 * DAY, p, { 'idempotency-key': 'move-1' });
    const again = await advance(2 * DAY, p, { 'idempotency-key': 'move-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(once.json());
    expect((await h.call('GET', '/sandbox/clock', { as: p })).json().advancedSeconds).toBe(2 * DAY);
  });

  it('is not there for production platforms (403) and needs TRANSACT to move', async () => {
    const p = await h.newPlatform('clock production', { environment: 'PRODUCTION' });
    expectError(await h.call('GET', '/sandbox/clock', { as: p }), 403, 'FORBIDDEN');
    expectError(await advance(60, p), 403, 'FORBIDDEN');
    const viewer = await h.newToken(h.platform.platformId, ['VIEW']);
    expect((await h.call('GET', '/sandbox/clock', { as: viewer })).statusCode).toBe(200);
    expectError(await advance(60, viewer), 403, 'FORBIDDEN');
  });
});

describe('what passes with the time', () => {
  it('expires a quote of the moved platform only', async () => {
    const p = await h.newPlatform('clock quotes');
    const other = await h.newPlatform('clock bystander');
    const quoteOf = async (as: Credentials) => {
      const a = await customerWithAccounts(h, ['USD'], { as });
      await fund(h, a.accounts.USD, 1000, as);
      const q = await h.call('POST', '/quotes', { as, body: quoteBody(a.accounts.USD, await platformAccount(h, 'USD', as), 100) });
      expect(q.statusCode, q.body).toBe(201);
      return q.json() as { id: string; expiresAt: string; createdAt: string };
    };
    const mine = await quoteOf(p);
    const theirs = await quoteOf(other);
    const sums = await ledgerSums(h, p.platformId);
    expect((await advance(10 * 60, p)).statusCode).toBe(200);

    const moved = (await h.call('GET', `/quotes/${mine.id}`, { as: p })).json();
    expect(moved.status).toBe('EXPIRED');
    expect(Date.parse(moved.expiresAt)).toBe(Date.parse(mine.expiresAt) - 600_000);
    expectError(await h.call('POST', `/quotes/${mine.id}/execute`, { as: p, body: {} }), 400, 'QUOTE_EXPIRED');

    const untouched = (await h.call('GET', `/quotes/${theirs.id}`, { as: other })).json();
    expect(untouched.expiresAt).toBe(theirs.expiresAt);
    expect((await h.call('POST', `/quotes/${theirs.id}/execute`, { as: other, body: {} })).statusCode).toBe(200);
    // No money moved: the ledger's totals are what they were.
    expect(await ledgerSums(h, p.platformId)).toEqual(sums);
  });

  it('opens the daily volume limit again once a day has passed', async () => {
    const p = await h.newPlatform('clock daily volume');
    await allowLargeUsd(p);
    const a = await customerWithAccounts(h, ['USD'], { as: p });
    const dest = await platformAccount(h, 'USD', p);
    await fund(h, a.accounts.USD, 300_000_000, p);
    const pay = (amount: number) => h.call('POST', '/quotes', { as: p, body: quoteBody(a.accounts.USD, dest, amount, { immediatelyExecute: true }) });
    for (let i = 0; i < 2; i++) expect((await pay(100_000_000)).statusCode).toBe(201);
    expectError(await pay(100), 429, 'DAILY_VOLUME_LIMIT_EXCEEDED');
    // An hour is not a day: the limit holds, unless moving the payments an hour into the past
    // takes them across midnight UTC into yesterday (the clock moves history back, not now on),
    // which within the first hour of a UTC day it does. A minute's margin for the test's own time.
    const secondsSinceMidnight = Math.floor((h.clock.now().getTime() % (DAY * 1000)) / 1000);
    if (secondsSinceMidnight > HOUR + 60) {
      await advance(HOUR, p);
      expectError(await pay(100), 429, 'DAILY_VOLUME_LIMIT_EXCEEDED');
    }
    await advance(DAY, p);
    const res = await pay(100);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('ends a bank account validation window, through the job that activates it', async () => {
    const p = await h.newPlatform('clock validation');
    const { customerId } = await customerWithAccounts(h, ['USD'], { as: p });
    const created = await h.call('POST', '/customers/external-accounts', {
      as: p,
      body: {
        customerId,
        currency: 'USD',
        accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '12345678108', routingNumber: '021000021', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Pay Person' } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().status).toBe('PENDING');
    await h.services.worker.drain();
    const read = async () => (await h.call('GET', `/customers/external-accounts/${created.json().id}`, { as: p })).json().status;
    expect(await read()).toBe('PENDING');
    await advance(3 * DAY + 60, p);
    await h.services.worker.drain();
    expect(await read()).toBe('ACTIVE');
  });

  it('voids a card authorization never cleared once its 7 days pass, giving its hold back', async () => {
    const p = await h.newPlatform('clock cards');
    expect((await h.call('PATCH', '/config', { as: p, body: { skipVerificationPaperwork: true } })).statusCode).toBe(200);
    const holder = await cardholder(h, ['USD'], 'Card Holder', p);
    const account = holder.accounts.USD;
    expect((await fund(h, account, 5000, p)).statusCode).toBe(200);
    const card = await h.call('POST', '/cards', { as: p, body: { form: 'VIRTUAL', cardholderId: holder.id, fundingSources: [account] } });
    expect(card.statusCode, card.body).toBe(201);
    await h.services.worker.drain();
    const cardId = card.json().id as string;
    const auth = await h.call('POST', `/sandbox/cards/${cardId}/simulate/authorization`, {
      as: p,
      body: { amount: 1200, currency: { code: 'USD' }, merchant: { descriptor: 'MERCHANT 001', mcc: '5812', country: 'US' } },
    });
    expect(auth.statusCode, auth.body).toBe(202);
    expect(await balanceOf(h, account, p)).toEqual({ available: 3800, total: 5000 });

    await advance(6 * DAY, p);
    await h.services.worker.drain();
    expect(await balanceOf(h, account, p)).toEqual({ available: 3800, total: 5000 });
    await advance(DAY + 60, p);
    await h.services.worker.drain();
    expect(await balanceOf(h, account, p)).toEqual({ available: 5000, total: 5000 });
    const voided = (await eventsOf(h, p.platformId, 'CARD_TRANSACTION.')).filter((e) => e.data.issuerTransactionToken === auth.json().issuerTransactionToken);
    expect(voided.map((e) => e.type)).toContain('CARD_TRANSACTION.VOIDED');
    expect(await ledgerProblems(h.database.db, p.platformId)).toEqual(noProblems);
  });

  it('brings a bank return due: a payout that completed is returned once its 60 s pass', async () => {
    const p = await h.newPlatform('clock returns');
    expect((await h.call('PATCH', '/config', { as: p, body: { skipVerificationPaperwork: true } })).statusCode).toBe(200);
    const { customerId, accounts } = await customerWithAccounts(h, ['USD'], { as: p });
    expect((await fund(h, accounts.USD, 10_000, p)).statusCode).toBe(200);
    const bank = await h.call('POST', '/customers/external-accounts', {
      as: p,
      body: {
        customerId,
        currency: 'USD',
        accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '12345678201', routingNumber: '021000021', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Pay Person' } },
      },
    });
    expect(bank.statusCode, bank.body).toBe(201);
    // 1902: the sandbox rail completes a payout ending 902, then returns it 60 s later.
    const paid = await h.call('POST', '/quotes', { as: p, body: quoteBody(accounts.USD, bank.json().id, 1902, { immediatelyExecute: true }) });
    expect(paid.statusCode, paid.body).toBe(201);
    const status = async () => (await h.call('GET', `/transactions/${paid.json().transactionId}`, { as: p })).json();
    await h.services.worker.drain();
    expect((await status()).status).toBe('COMPLETED');
    await advance(61, p);
    await h.services.worker.drain();
    const returned = await status();
    expect(returned.status).toBe('FAILED');
    expect(returned.failureReason).toBe('PAYOUT_RETURNED');
    expect(await balanceOf(h, accounts.USD, p)).toEqual({ available: 10_000, total: 10_000 });
    expect(await ledgerProblems(h.database.db, p.platformId)).toEqual(noProblems);
  });

  it('brings a webhook retry due: an event whose first delivery failed is sent again', async () => {
    const p = await h.newPlatform('clock retries');
    const receiver = await startReceiver((_req, n) => (n === 1 ? 500 : 200));
    try {
      expect((await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: receiver.url } })).statusCode).toBe(200);
      const { accounts } = await customerWithAccounts(h, ['USD'], { as: p });
      await fund(h, accounts.USD, 100, p);
      await h.services.worker.drain();
      const first = receiver.received.length;
      expect(first).toBeGreaterThanOrEqual(1);
      // The failed one waits its backoff (30 s at least); nothing more is due yet.
      await h.services.worker.drain();
      expect(receiver.received.length).toBe(first);
      await advance(HOUR, p);
      await h.services.worker.drain();
      expect(receiver.received.length).toBe(first + 1);
      expect(receiver.received.at(-1)?.body).toBe(receiver.received[0].body);
    } finally {
      await receiver.close();
    }
  });

  it('moves every timestamptz column of platform tables except leases, idempotency keys and its own record', async () => {
    const columns = await platformInstantColumns(h.database.db);
    expect(columns.get('quotes')).toContain('expires_at');
    expect(columns.get('jobs')).toEqual(expect.arrayContaining(['due_at', 'created_at']));
    expect(columns.get('jobs')).not.toContain('lease_until');
    expect(columns.get('events')).toContain('next_attempt_at');
    expect(columns.get('events')).not.toContain('lease_until');
    expect(columns.has('idempotency_keys')).toBe(false);
    expect(columns.has('sandbox_clocks')).toBe(false);
    expect(columns.has('rate_limit_windows')).toBe(false);
  });
});
