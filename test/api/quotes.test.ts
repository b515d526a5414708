import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { balanceOf, customerWithAccounts, eventsOf, fund, ledgerSums, platformAccount, quoteBody } from '../support/payments.ts';
import { evmWallet } from '../support/wallets.ts';
import { newId, parseId } from '../../src/ids.ts';
import { balanceTemplate } from '../../src/modules/accounts/index.ts';
import { COUNT_DAILY_VOLUME, RESERVE_AND_ANNOUNCE } from '../../src/modules/payments/reserve.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

/** Lifts the platform's USD maximum so that the sandbox's own limits are what stops a payment. */
async function allowLargeUsd(p: Credentials) {
  const config = (await h.call('GET', '/config', { as: p })).json();
  const supportedCurrencies = config.supportedCurrencies.map((c: { currencyCode: string }) => (c.currencyCode === 'USD' ? { ...c, maxAmount: 10_000_000_000 } : c));
  await h.call('PATCH', '/config', { as: p, body: { supportedCurrencies } });
}

const quote = (body: unknown, headers?: Record<string, string>, as?: Credentials) => h.call('POST', '/quotes', { body, headers, as });
const execute = (id: string, headers?: Record<string, string>) => h.call('POST', `/quotes/${id}/execute`, { body: {}, headers });

describe('createQuote: same currency', () => {
  it('prices an internal transfer 1:1 without fees, expiring 5 minutes from now', async () => {
    const a = await customerWithAccounts(h, ['USD']);
    const b = await customerWithAccounts(h, ['USD']);
    const res = await quote(quoteBody(a.accounts.USD, b.accounts.USD, 2500));
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json();
    expect(q).toMatchObject({
      status: 'PENDING',
      totalSendingAmount: 2500,
      totalReceivingAmount: 2500,
      feesIncluded: 0,
      platformFeesIncluded: 0,
      exchangeRate: 1,
      sendingCurrency: { code: 'USD', decimals: 2 },
      receivingCurrency: { code: 'USD' },
      source: { sourceType: 'ACCOUNT', accountId: a.accounts.USD, customerId: a.customerId },
      destination: { destinationType: 'ACCOUNT', accountId: b.accounts.USD },
    });
    expect(q.id).toMatch(/^Quote:/);
    expect(q.transactionId).toMatch(/^Transaction:/);
    expect(new Date(q.expiresAt).getTime() - h.clock.now().getTime()).toBe(5 * 60_000);
    expect((await h.call('GET', `/quotes/${q.id}`)).json()).toEqual(q);
  });

  it('replays a create with the same Idempotency-Key instead of making a second quote', async () => {
    const a = await platformAccount(h, 'USD');
    const b = await platformAccount(h, 'EUR');
    const first = await quote(quoteBody(a, b, 300), { 'idempotency-key': 'q-1' });
    const again = await quote(quoteBody(a, b, 300), { 'idempotency-key': 'q-1' });
    expect(again.json().id).toBe(first.json().id);
    expectError(await quote(quoteBody(a, b, 301), { 'idempotency-key': 'q-1' }), 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('answers 404 for another platform’s quote and a malformed id', async () => {
    const a = await platformAccount(h, 'USD');
    const b = await platformAccount(h, 'EUR');
    const q = (await quote(quoteBody(a, b, 100))).json();
    const other = await h.newPlatform('other');
    expectError(await h.call('GET', `/quotes/${q.id}`, { as: other }), 404, 'QUOTE_NOT_FOUND');
    expectError(await h.call('GET', '/quotes/Quote:zzz'), 404, 'QUOTE_NOT_FOUND');
  });

  it('refuses paying an account to itself with SELF_PAYMENT', async () => {
    const a = await customerWithAccounts(h, ['USD']);
    expectError(await quote(quoteBody(a.accounts.USD, a.accounts.USD, 100)), 400, 'SELF_PAYMENT');
  });

  it('answers 403 END_USER_TERMS_NOT_ACCEPTED for a customer without the terms on file, naming the call that records them', async () => {
    const a = await customerWithAccounts(h, ['USD'], { accepted: false });
    const b = await platformAccount(h, 'USD');
    const body = expectError(await quote(quoteBody(a.accounts.USD, b, 100)), 403, 'END_USER_TERMS_NOT_ACCEPTED');
    expect(body.reason).toContain(`Record the acceptance with PATCH /customers/${a.customerId} sending agreementConsents: [{type: SERVICE_END_USER_TERMS, termsVersion: 2025-10-13,`);
    const accept = { operationId: 'updateCustomerById', method: 'PATCH' as const, path: `/customers/${a.customerId}`, field: 'agreementConsents' };
    expect(body.details).toMatchObject({ customerId: a.customerId, acceptWith: accept, agreement: { type: 'SERVICE_END_USER_TERMS', version: '2025-10-13' } });
    // Following it is enough.
    const consent = { type: 'SERVICE_END_USER_TERMS', termsVersion: '2025-10-13', acceptedAt: '2025-01-01T00:00:00Z', ipAddress: '203.0.113.7' };
    expect((await h.call(accept.method, accept.path, { body: { customerType: 'INDIVIDUAL', [accept.field]: [consent] } })).statusCode).toBe(200);
    expect((await quote(quoteBody(a.accounts.USD, b, 100))).statusCode).toBe(201);
  });

  it('answers INVALID_CURRENCY for a currency the platform does not support', async () => {
    const a = await customerWithAccounts(h, ['USD', 'CAD']);
    const b = await customerWithAccounts(h, ['CAD']);
    expectError(await quote(quoteBody(a.accounts.CAD, b.accounts.CAD, 100)), 400, 'INVALID_CURRENCY');
  });

  it('answers AMOUNT_OUT_OF_RANGE outside the platform’s min/max and TRANSACTION_SIZE_LIMIT_EXCEEDED above the sandbox maximum', async () => {
    const p = await h.newPlatform('limits');
    const a = await platformAccount(h, 'USD', p);
    const b = await platformAccount(h, 'EUR', p);
    expectError(await quote(quoteBody(a, b, 100_000_001), undefined, p), 400, 'AMOUNT_OUT_OF_RANGE');
    const config = (await h.call('GET', '/config', { as: p })).json();
    const supportedCurrencies = config.supportedCurrencies.map((c: { currencyCode: string }) => (c.currencyCode === 'USD' ? { ...c, maxAmount: 10_000_000_000 } : c));
    expect((await h.call('PATCH', '/config', { as: p, body: { supportedCurrencies } })).statusCode).toBe(200);
    expect((await quote(quoteBody(a, b, 100_000_000), undefined, p)).statusCode).toBe(201);
    expectError(await quote(quoteBody(a, b, 100_000_001), undefined, p), 400, 'TRANSACTION_SIZE_LIMIT_EXCEEDED');
  });

  it('answers QUOTE_RATE_UNAVAILABLE for an enabled corridor the rate source cannot price', async () => {
    const p = await h.newPlatform('no rate');
    const config = (await h.call('GET', '/config', { as: p })).json();
    const jpy = { ...config.supportedCurrencies[0], currencyCode: 'JPY' };
    const patched = await h.call('PATCH', '/config', { as: p, body: { supportedCurrencies: [...config.supportedCurrencies, jpy] } });
    expect(patched.statusCode, patched.body).toBe(200);
    const a = await customerWithAccounts(h, ['USD', 'JPY'], { as: p });
    expectError(await quote(quoteBody(a.accounts.USD, a.accounts.JPY, 1000), undefined, p), 400, 'QUOTE_RATE_UNAVAILABLE');
  });

  it('answers 404 ACCOUNT_NOT_FOUND for an unknown source', async () => {
    const b = await platformAccount(h, 'USD');
    expectError(await quote(quoteBody('InternalAccount:01900000-0000-7000-8000-000000000000', b, 100)), 404, 'ACCOUNT_NOT_FOUND');
  });
});

describe('createQuote: cross currency and fees', () => {
  let usd: string;
  let eur: string;
  let p: Credentials;
  beforeAll(async () => {
    p = await h.newPlatform('fees');
    usd = await platformAccount(h, 'USD', p);
    eur = (await customerWithAccounts(h, ['EUR'], { as: p })).accounts.EUR;
    const fees = [{ feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'USD', variableFeeBps: 30, fixedFee: { amount: 50, currency: 'USD' } }];
    expect((await h.call('PATCH', '/config', { as: p, body: { feeConfigs: fees } })).statusCode).toBe(200);
  });

  it('takes the fixed fee first, rounds the variable fee half up, and converts the net down (FACTS worked example)', async () => {
    // $10.00: base 950¢, 30 bps = 2.85¢ -> 3¢, fee 53¢; 947¢ at 0.995/1.08 EUR per USD = 872.47 -> 872 cents.
    const q = (await quote(quoteBody(usd, eur, 1000), undefined, p)).json();
    expect(q).toMatchObject({ totalSendingAmount: 1000, feesIncluded: 53, platformFeesIncluded: 53, totalReceivingAmount: 872 });
    expect(q.exchangeRate).toBeCloseTo(1.08 / 0.995, 9);
  });

  it('locks the receiving side: delivers exactly that amount for the smallest sending amount', async () => {
    const q = (await quote({ ...quoteBody(usd, eur, 872), lockedCurrencySide: 'RECEIVING' }, undefined, p)).json();
    expect(q).toMatchObject({ totalReceivingAmount: 872, totalSendingAmount: 1000, feesIncluded: 53 });
  });

  it('platformFeeOverride replaces the standing fee', async () => {
    const override = { platformFixedFee: { amount: 100, currency: 'USD' }, platformVariableFeeBps: 0 };
    const q = (await quote(quoteBody(usd, eur, 1000, { platformFeeOverride: override }), undefined, p)).json();
    expect(q).toMatchObject({ feesIncluded: 100, platformFeesIncluded: 100 });
  });

  it('rejects an override in another currency, and fees above the amount with INVALID_AMOUNT', async () => {
    const bad = { platformFixedFee: { amount: 1, currency: 'EUR' }, platformVariableFeeBps: 0 };
    expectError(await quote(quoteBody(usd, eur, 1000, { platformFeeOverride: bad }), undefined, p), 400, 'INVALID_INPUT');
    const high = { platformFixedFee: { amount: 500, currency: 'USD' }, platformVariableFeeBps: 0 };
    expectError(await quote(quoteBody(usd, eur, 100, { platformFeeOverride: high }), undefined, p), 400, 'INVALID_AMOUNT');
  });

  it('credits the fee to the platform account in the sending currency at settlement; the ledger sums to zero', async () => {
    const c = await customerWithAccounts(h, ['USD'], { as: p });
    await fund(h, c.accounts.USD, 1000, p);
    const res = await quote(quoteBody(c.accounts.USD, eur, 1000, { immediatelyExecute: true }), undefined, p);
    expect(res.statusCode, res.body).toBe(201);
    await h.services.worker.drain();
    expect(await balanceOf(h, c.accounts.USD, p)).toEqual({ available: 0, total: 0 });
    expect((await balanceOf(h, usd, p)).total).toBe(53);
    expect((await balanceOf(h, eur, p)).total).toBe(872);
    const sums = await ledgerSums(h, p.platformId);
    expect(sums.USD).toBe('0');
    expect(sums.EUR).toBe('0');
    const t = (await h.call('GET', `/transactions/${res.json().transactionId}`, { as: p })).json();
    expect(t).toMatchObject({ status: 'COMPLETED', fees: 53, platformFees: 53, sentAmount: { amount: 1000 }, receivedAmount: { amount: 872 } });
  });
});

describe('executeQuote', () => {
  it('holds the money, answers the quote, and settles it through the jobs', async () => {
    const a = await customerWithAccounts(h, ['USD']);
    const b = await customerWithAccounts(h, ['USD']);
    const q = (await quote(quoteBody(a.accounts.USD, b.accounts.USD, 700))).json();
    expectError(await execute(q.id), 400, 'INSUFFICIENT_FUNDS');
    expect((await h.call('GET', `/quotes/${q.id}`)).json().status).toBe('PENDING');
    await fund(h, a.accounts.USD, 1000);
    const res = await execute(q.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: q.id, status: 'PROCESSING', transactionId: q.transactionId });
    expect(await balanceOf(h, a.accounts.USD)).toEqual({ available: 300, total: 1000 });
    const pending = (await h.call('GET', `/transactions/${q.transactionId}`)).json();
    expect(pending).toMatchObject({ type: 'OUTGOING', direction: 'DEBIT', status: 'PENDING', quoteId: q.id, customerId: a.customerId });
    await h.services.worker.drain();
    expect(await balanceOf(h, a.accounts.USD)).toEqual({ available: 300, total: 300 });
    expect(await balanceOf(h, b.accounts.USD)).toEqual({ available: 700, total: 700 });
    expect((await h.call('GET', `/quotes/${q.id}`)).json().status).toBe('COMPLETED');
    const done = (await h.call('GET', `/transactions/${q.transactionId}`)).json();
    expect(done.status).toBe('COMPLETED');
    expect(done.settledAt).toBeDefined();
    const types = (await eventsOf(h, h.platform.platformId, 'OUTGOING_PAYMENT.')).filter((e) => e.data.id === q.transactionId).map((e) => e.type);
    expect(types).toEqual(['OUTGOING_PAYMENT.PENDING', 'OUTGOING_PAYMENT.PROCESSING', 'OUTGOING_PAYMENT.COMPLETED']);
  });

  it('executes at most once: a second execute answers 409, an Idempotency-Key replay the same answer', async () => {
    const a = await customerWithAccounts(h, ['USD']);
    await fund(h, a.accounts.USD, 1000);
    const q = (await quote(quoteBody(a.accounts.USD, await platformAccount(h, 'USD'), 100))).json();
    const first = await execute(q.id, { 'idempotency-key': 'exec-1' });
    expect(first.statusCode).toBe(200);
    const replay = await execute(q.id, { 'idempotency-key': 'exec-1' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expectError(await execute(q.id), 409, 'CONFLICT');
    expect(await balanceOf(h, a.accounts.USD)).toEqual({ available: 900, total: 1000 });
  });

  it('answers QUOTE_EXPIRED after expiresAt and shows the quote EXPIRED', async () => {
    const a = await customerWithAccounts(h, ['USD']);
    await fund(h, a.accounts.USD, 1000);
    const q = (await quote(quoteBody(a.accounts.USD, await platformAccount(h, 'USD'), 100))).json();
    h.clock.advance(5 * 60_000);
    expectError(await execute(q.id), 400, 'QUOTE_EXPIRED');
    expect((await h.call('GET', `/quotes/${q.id}`)).json().status).toBe('EXPIRED');
    expect(await balanceOf(h, a.accounts.USD)).toEqual({ available: 1000, total: 1000 });
  });

  it('immediatelyExecute creates and executes in one call; INSUFFICIENT_FUNDS leaves nothing behind', async () => {
    const a = await customerWithAccounts(h, ['USD']);
    const dest = await platformAccount(h, 'USD');
    expectError(await quote(quoteBody(a.accounts.USD, dest, 100, { immediatelyExecute: true })), 400, 'INSUFFICIENT_FUNDS');
    await fund(h, a.accounts.USD, 100);
    const res = await quote(quoteBody(a.accounts.USD, dest, 100, { immediatelyExecute: true }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('PROCESSING');
    const list = (await h.call('GET', '/transactions', { query: { senderAccountIdentifier: a.accounts.USD } })).json();
    expect(list.data.map((t: { id: string }) => t.id)).toEqual([res.json().transactionId]);
  });

  it('answers 429 DAILY_VOLUME_LIMIT_EXCEEDED once an account has sent 2,000,000 in a UTC day', async () => {
    const p = await h.newPlatform('volume');
    await allowLargeUsd(p);
    const a = await customerWithAccounts(h, ['USD'], { as: p });
    const dest = await platformAccount(h, 'USD', p);
    await fund(h, a.accounts.USD, 300_000_000, p);
    for (let i = 0; i < 2; i++) expect((await quote(quoteBody(a.accounts.USD, dest, 100_000_000, { immediatelyExecute: true }), undefined, p)).statusCode).toBe(201);
    const res = await quote(quoteBody(a.accounts.USD, dest, 100, { immediatelyExecute: true }), undefined, p);
    expectError(res, 429, 'DAILY_VOLUME_LIMIT_EXCEEDED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the reservation on the source account (one call with COMMIT)', () => {
  it('emits BALANCE_UPDATED with the balances right after the hold, equal to what a read shows then', async () => {
    const p = await h.newPlatform('reserve event');
    const a = await customerWithAccounts(h, ['USD'], { as: p });
    const dest = await platformAccount(h, 'USD', p);
    await fund(h, a.accounts.USD, 1000, p);
    const before = (await eventsOf(h, p.platformId, 'INTERNAL_ACCOUNT.BALANCE_UPDATED')).length;
    expect((await quote(quoteBody(a.accounts.USD, dest, 300, { immediatelyExecute: true }), undefined, p)).statusCode).toBe(201);
    const events = (await eventsOf(h, p.platformId, 'INTERNAL_ACCOUNT.BALANCE_UPDATED')).slice(before);
    const shown = (await h.call('GET', '/customers/internal-accounts', { as: p, query: { customerId: a.customerId, currency: 'USD' } })).json().data[0];
    expect(events.map((e) => e.data)).toEqual([shown]);
    expect(shown).toMatchObject({ balance: { amount: 700 }, totalBalance: { amount: 1000 } });
  });

  it('reserves a group of payments in one call: each its own hold and event with the figures after it, all or nothing', async () => {
    const p = await h.newPlatform('reserve all');
    const a = await customerWithAccounts(h, ['USD'], { as: p });
    const b = await customerWithAccounts(h, ['USD'], { as: p });
    await fund(h, a.accounts.USD, 1000, p);
    await fund(h, b.accounts.USD, 500, p);
    const [ua, ub] = [a.accounts.USD, b.accounts.USD].map((id) => parseId('InternalAccount', id) as string);
    const now = h.clock.now();
    const event = balanceTemplate({ balance: { amount: 0 }, totalBalance: { amount: 0 } });
    // The two statements a group's payments are merged into (src/modules/payments/reserve.ts), run directly.
    const reserve = (accounts: string[], amounts: number[], dayMax = 1_000_000) =>
      h.database.db.transaction(async (tx) => {
        const n = accounts.length;
        const ids = () => accounts.map(() => newId());
        await tx.query(RESERVE_AND_ANNOUNCE, [ids(), Array(n).fill(p.platformId), accounts, amounts, Array(n).fill(now), ids(), Array(n).fill(event), Array(n).fill('PENDING'), Array(n).fill(null)]);
        await tx.query(COUNT_DAILY_VOLUME, [accounts, Array(n).fill(now), amounts, Array(n).fill(dayMax)]);
      });
    const before = (await eventsOf(h, p.platformId, 'INTERNAL_ACCOUNT.BALANCE_UPDATED')).length;
    await reserve([ua, ub, ua, ua], [100, 50, 200, 300]);
    const events = (await eventsOf(h, p.platformId, 'INTERNAL_ACCOUNT.BALANCE_UPDATED'))
      .slice(before)
      .map((e) => e.data as { balance: { amount: number }; totalBalance: { amount: number } })
      .map((e) => ({ balance: e.balance.amount, total: e.totalBalance.amount }));
    expect(events).toEqual([
      { balance: 900, total: 1000 },
      { balance: 450, total: 500 },
      { balance: 700, total: 1000 },
      { balance: 400, total: 1000 },
    ]);
    expect(await balanceOf(h, a.accounts.USD, p)).toEqual({ available: 400, total: 1000 });
    const holds = await h.database.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_holds WHERE account_id = ANY($1::uuid[]) AND status = 'PENDING'", [[ua, ub]]);
    expect(holds[0].n).toBe(4);
    // One payment of the group too many: nothing of the group happens.
    await expect(reserve([ub, ua], [100, 401])).rejects.toMatchObject({ code: 'CR001' });
    await expect(reserve([ua, ua], [100, 100], 750)).rejects.toMatchObject({ code: 'CR002' });
    await expect(reserve([ua, newId()], [1, 1])).rejects.toMatchObject({ code: 'CR404' });
    expect(await balanceOf(h, a.accounts.USD, p)).toEqual({ available: 400, total: 1000 });
    expect(await balanceOf(h, b.accounts.USD, p)).toEqual({ available: 450, total: 500 });
  });

  it('answers executions with what later reads show: the quote, and for transfer-out the transaction', async () => {
    const a = await customerWithAccounts(h, ['USD']);
    const dest = await platformAccount(h, 'USD');
    await fund(h, a.accounts.USD, 500);
    const created = (await quote(quoteBody(a.accounts.USD, dest, 200))).json();
    const executed = await execute(created.id);
    expect(executed.statusCode, executed.body).toBe(200);
    expect((await h.call('GET', `/quotes/${created.id}`)).json()).toEqual(executed.json());
    const pending = (await eventsOf(h, h.platform.platformId, 'OUTGOING_PAYMENT.PENDING')).find((e) => e.data.id === created.transactionId);
    expect(pending?.data).toEqual((await h.call('GET', `/transactions/${created.transactionId}`)).json());
  });

  it('gives the amount of a failed payment back to the daily volume', async () => {
    const p = await h.newPlatform('volume release');
    await allowLargeUsd(p);
    const a = await customerWithAccounts(h, ['USD'], { as: p });
    const dest = await platformAccount(h, 'USD', p);
    await fund(h, a.accounts.USD, 300_000_000, p);
    const big = (await quote(quoteBody(a.accounts.USD, dest, 100_000_000, { immediatelyExecute: true }), undefined, p)).json();
    expect((await quote(quoteBody(a.accounts.USD, dest, 100_000_000, { immediatelyExecute: true }), undefined, p)).statusCode).toBe(201);
    expectError(await quote(quoteBody(a.accounts.USD, dest, 100, { immediatelyExecute: true }), undefined, p), 429, 'DAILY_VOLUME_LIMIT_EXCEEDED');
    const cancelled = await h.call('POST', `/transactions/${big.transactionId}/cancel`, { as: p, body: {} });
    expect(cancelled.json().status, cancelled.body).toBe('FAILED');
    expect((await quote(quoteBody(a.accounts.USD, dest, 100, { immediatelyExecute: true }), undefined, p)).statusCode).toBe(201);
  });
});

describe('external destinations', () => {
  let p: Credentials;
  beforeAll(async () => {
    p = await h.newPlatform('travel rule');
    await h.call('PATCH', '/config', { as: p, body: { underCounterpartyRequirements: true } });
  });

  it('pays a wallet pending ownership verification up to 1,000 and answers EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED above', async () => {
    const c = await customerWithAccounts(h, ['USD'], { as: p });
    const w = await h.call('POST', '/customers/external-accounts', {
      as: p,
      body: { customerId: c.customerId, currency: 'USDC', ownershipType: 'FIRST_PARTY', accountInfo: { accountType: 'BASE_WALLET', address: evmWallet().address } },
    });
    expect(w.json().status).toBe('PENDING_OWNERSHIP_VERIFICATION');
    expect((await quote(quoteBody(c.accounts.USD, w.json().id, 100_000), undefined, p)).statusCode).toBe(201);
    expectError(await quote(quoteBody(c.accounts.USD, w.json().id, 100_001), undefined, p), 400, 'EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED');
  });
});
