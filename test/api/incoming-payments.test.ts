import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSITIONS } from '../../src/modules/payments/state.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import { balanceOf, customerWithAccounts, defaultUmaDeposit, eventsOf, fund, ledgerSums, platformAccount } from '../support/payments.ts';

let h: Harness;
let payee: { customerId: string; accounts: Record<string, string>; umaAddress: string };
beforeAll(async () => {
  h = await startHarness();
  const c = await customerWithAccounts(h, ['USD']);
  const umaAddress = (await h.call('GET', `/customers/${c.customerId}`)).json().umaAddress as string;
  payee = { ...c, umaAddress };
});
afterAll(async () => h.close());

const SENDER = '$success.usd@sandbox.uma.money';

async function receive(body: Record<string, unknown>, as = h.platform) {
  return h.call('POST', '/sandbox/uma/receive', { body: { senderUmaAddress: SENDER, receivingCurrencyCode: 'USD', ...body }, as });
}

/** A new incoming payment to the payee, PENDING awaiting approval. */
async function pending(amount = 2500, to: Record<string, unknown> = { receiverUmaAddress: payee.umaAddress }) {
  const res = await receive({ ...to, receivingCurrencyAmount: amount });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: string };
}

const approve = (id: string, as = h.platform) => h.call('POST', `/transactions/${id}/approve`, { body: {}, as });
const reject = (id: string, as = h.platform) => h.call('POST', `/transactions/${id}/reject`, { body: { reason: 'RESTRICTED_JURISDICTION' }, as });
const get = async (id: string) => (await h.call('GET', `/transactions/${id}`)).json();
const eventsFor = async (id: string) => (await eventsOf(h, h.platform.platformId, 'INCOMING_PAYMENT.')).filter((e) => e.data.id === id);

describe('the state machine', () => {
  it('lets an incoming PENDING payment be REJECTED, and REJECTED is terminal', () => {
    expect(TRANSITIONS.INCOMING.PENDING).toEqual(['COMPLETED', 'FAILED', 'REJECTED']);
    expect(TRANSITIONS.INCOMING.REJECTED).toEqual([]);
    expect(TRANSITIONS.OUTGOING.REJECTED).toEqual([]);
  });
});

describe('POST /sandbox/uma/receive', () => {
  it('records an INCOMING CREDIT payment PENDING to the customer at its UMA address, without moving money', async () => {
    const before = await balanceOf(h, payee.accounts.USD);
    const t = await pending(2500);
    expect(t).toMatchObject({
      type: 'INCOMING',
      direction: 'CREDIT',
      status: 'PENDING',
      customerId: payee.customerId,
      source: { sourceType: 'UMA_ADDRESS', umaAddress: SENDER, currency: 'USD' },
      destination: { destinationType: 'ACCOUNT', accountId: payee.accounts.USD },
      receivedAmount: { amount: 2500, currency: { code: 'USD' } },
    });
    expect(t.pendingReason).toBeUndefined();
    expect(await balanceOf(h, payee.accounts.USD)).toEqual(before);
    expect(await get(t.id)).toMatchObject({ id: t.id, status: 'PENDING' });
  });

  it('emits INCOMING_PAYMENT.PENDING', async () => {
    const t = await pending();
    expect((await eventsFor(t.id)).map((e) => e.type)).toEqual(['INCOMING_PAYMENT.PENDING']);
  });

  it('accepts the customerId instead of the UMA address', async () => {
    const t = await pending(100, { customerId: payee.customerId });
    expect(t).toMatchObject({ customerId: payee.customerId, destination: { accountId: payee.accounts.USD } });
  });

  it('answers 400 when neither receiverUmaAddress nor customerId is given, or they name different customers', async () => {
    expectError(await receive({ receivingCurrencyAmount: 100 }), 400, 'INVALID_INPUT');
    const other = await customerWithAccounts(h, ['USD']);
    expectError(await receive({ receiverUmaAddress: payee.umaAddress, customerId: other.customerId, receivingCurrencyAmount: 100 }), 400, 'INVALID_INPUT');
  });

  it('answers 400 INVALID_UMA_ADDRESS for a senderUmaAddress that is not a UMA address, and records nothing', async () => {
    const count = async () =>
      (await h.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE platform_id = $1', [h.platform.platformId]))[0].n;
    const before = await count();
    // The address was stored as sent, twice (source and sender): a 1 MB one held the embedded database for 100 ms.
    for (const senderUmaAddress of ['alice', 'alice@example.com', '$@example.com', '$alice', `$${'x'.repeat(300)}@example.com`.slice(0, 320)]) {
      expectError(await receive({ senderUmaAddress, customerId: payee.customerId, receivingCurrencyAmount: 100 }), 400, 'INVALID_UMA_ADDRESS');
    }
    // Past the contract bound the schema refuses it before it is parsed.
    const long = expectError(await receive({ senderUmaAddress: 'x'.repeat(900_000), customerId: payee.customerId, receivingCurrencyAmount: 100 }), 400, 'INVALID_INPUT');
    expect(long.details?.errors).toEqual([expect.objectContaining({ field: 'senderUmaAddress', constraint: 'maxLength' })]);
    expect(await count()).toBe(before);
  });

  it('answers 404 UMA_NOT_FOUND for an address of no customer of the platform', async () => {
    expectError(await receive({ receiverUmaAddress: '$nobody@example.com', receivingCurrencyAmount: 100 }), 404, 'UMA_NOT_FOUND');
    const other = await h.newPlatform('other');
    expectError(await receive({ receiverUmaAddress: payee.umaAddress, receivingCurrencyAmount: 100 }, other), 404, 'UMA_NOT_FOUND');
  });

  it('answers 404 CUSTOMER_NOT_FOUND for an unknown, malformed or foreign customerId', async () => {
    expectError(await receive({ customerId: 'Customer:nope', receivingCurrencyAmount: 100 }), 404, 'CUSTOMER_NOT_FOUND');
    const other = await h.newPlatform('other');
    expectError(await receive({ customerId: payee.customerId, receivingCurrencyAmount: 100 }, other), 404, 'CUSTOMER_NOT_FOUND');
  });

  it('answers 400 INVALID_CURRENCY when the customer has no account in the receiving currency', async () => {
    expectError(await receive({ customerId: payee.customerId, receivingCurrencyCode: 'JPY', receivingCurrencyAmount: 100 }), 400, 'INVALID_CURRENCY');
  });

  it('answers 400 TRANSACTION_SIZE_LIMIT_EXCEEDED above the single-payment limit', async () => {
    expectError(await receive({ customerId: payee.customerId, receivingCurrencyAmount: 100_000_001 }), 400, 'TRANSACTION_SIZE_LIMIT_EXCEEDED');
  });

  it('answers 403 to a production platform', async () => {
    const prod = await h.newPlatform('production', { environment: 'PRODUCTION' });
    const c = await customerWithAccounts(h, ['USD'], { as: prod });
    expectError(await receive({ customerId: c.customerId, receivingCurrencyAmount: 100 }, prod), 403, 'FORBIDDEN');
  });
});

describe('POST /transactions/{id}/approve', () => {
  it('credits the internal account from the sandbox funding account: COMPLETED, INCOMING_PAYMENT.COMPLETED', async () => {
    const before = await balanceOf(h, payee.accounts.USD);
    const t = await pending(4321);
    h.clock.advance(1000);
    const res = await approve(t.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: t.id, type: 'INCOMING', status: 'COMPLETED', settledAt: h.clock.now().toISOString() });
    expect((await balanceOf(h, payee.accounts.USD)).total).toBe(before.total + 4321);
    expect((await ledgerSums(h, h.platform.platformId)).USD).toBe('0');
    expect((await eventsFor(t.id)).map((e) => e.type)).toEqual(['INCOMING_PAYMENT.PENDING', 'INCOMING_PAYMENT.COMPLETED']);
    const balances = await eventsOf(h, h.platform.platformId, 'INTERNAL_ACCOUNT.BALANCE_UPDATED');
    expect(balances.some((e) => e.data.id === payee.accounts.USD && (e.data.balance as { amount: number }).amount === before.total + 4321)).toBe(true);
  });

  it("pays out to the customer's default UMA deposit external account in the currency when one is set", async () => {
    const c = await customerWithAccounts(h, ['USD']);
    const ext = await defaultUmaDeposit(h, c.customerId);
    expect((await h.call('GET', `/customers/external-accounts/${ext.json().id}`)).json().status).toBe('ACTIVE');
    const t = await pending(700, { customerId: c.customerId });
    expect(t.destination).toMatchObject({ destinationType: 'ACCOUNT', accountId: ext.json().id });
    const res = await approve(t.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('COMPLETED');
    expect((await balanceOf(h, c.accounts.USD)).total).toBe(0);
    expect((await ledgerSums(h, h.platform.platformId)).USD).toBe('0');
  });

  it('answers 409 TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL for a payment already approved, a rejected one, or one that never awaited approval', async () => {
    const approved = await pending();
    expect((await approve(approved.id)).statusCode).toBe(200);
    expectError(await approve(approved.id), 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
    const rejected = await pending();
    expect((await reject(rejected.id)).statusCode).toBe(200);
    expectError(await approve(rejected.id), 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
    const usd = await platformAccount(h, 'USD');
    await fund(h, usd, 10);
    const funding = (await h.call('GET', '/transactions', { query: { receiverAccountIdentifier: usd } })).json().data[0];
    expectError(await approve(funding.id), 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
  });

  it('answers 404 for an unknown, malformed or foreign transaction', async () => {
    const t = await pending();
    const other = await h.newPlatform('other');
    expectError(await approve(t.id, other), 404, 'TRANSACTION_NOT_FOUND');
    expectError(await approve('Transaction:nope'), 404, 'TRANSACTION_NOT_FOUND');
    expect((await get(t.id)).status).toBe('PENDING');
  });
});

describe('POST /transactions/{id}/reject', () => {
  it('marks the payment REJECTED without moving money and emits INCOMING_PAYMENT.FAILED', async () => {
    const before = await balanceOf(h, payee.accounts.USD);
    const t = await pending(999);
    const res = await reject(t.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: t.id, type: 'INCOMING', status: 'REJECTED' });
    expect(await balanceOf(h, payee.accounts.USD)).toEqual(before);
    expect((await eventsFor(t.id)).map((e) => e.type)).toEqual(['INCOMING_PAYMENT.PENDING', 'INCOMING_PAYMENT.FAILED']);
  });

  it('answers 409 TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL for a payment no longer awaiting approval', async () => {
    const t = await pending();
    expect((await approve(t.id)).statusCode).toBe(200);
    expectError(await reject(t.id), 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
    const again = await pending();
    expect((await reject(again.id)).statusCode).toBe(200);
    expectError(await reject(again.id), 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
  });
});

describe('the 5 s approval window', () => {
  it('rejects an unanswered payment after 5 s with PAYMENT_APPROVAL_TIMED_OUT and INCOMING_PAYMENT.FAILED', async () => {
    const before = await balanceOf(h, payee.accounts.USD);
    const t = await pending();
    h.clock.advance(4_999);
    await h.services.worker.drain();
    expect((await get(t.id)).status).toBe('PENDING');
    h.clock.advance(1);
    await h.services.worker.drain();
    expect(await get(t.id)).toMatchObject({ status: 'REJECTED', failureReason: 'PAYMENT_APPROVAL_TIMED_OUT' });
    expect((await eventsFor(t.id)).map((e) => e.type)).toEqual(['INCOMING_PAYMENT.PENDING', 'INCOMING_PAYMENT.FAILED']);
    expect(await balanceOf(h, payee.accounts.USD)).toEqual(before);
    expectError(await approve(t.id), 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
  });

  it('refuses an answer once the window has passed, even before the job ran', async () => {
    const t = await pending();
    h.clock.advance(5_000);
    expectError(await approve(t.id), 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
    expectError(await reject(t.id), 409, 'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL');
    await h.services.worker.drain();
    expect((await get(t.id)).status).toBe('REJECTED');
  });

  it('does nothing to a payment approved in time', async () => {
    const t = await pending();
    expect((await approve(t.id)).statusCode).toBe(200);
    h.clock.advance(10_000);
    await h.services.worker.drain();
    expect((await get(t.id)).status).toBe('COMPLETED');
  });

  it('is not cancellable: 409 TRANSACTION_NOT_CANCELLABLE', async () => {
    const t = await pending();
    expectError(await h.call('POST', `/transactions/${t.id}/cancel`, { body: {} }), 409, 'TRANSACTION_NOT_CANCELLABLE');
    expect((await get(t.id)).status).toBe('PENDING');
  });
});

describe('POST /transactions/{id}/confirm', () => {
  it('records receiptDeliveryConfirmedAt (default now; a repeat overwrites it)', async () => {
    const t = await pending();
    const first = await h.call('POST', `/transactions/${t.id}/confirm`, { body: {} });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().receiptDeliveryConfirmedAt).toBe(h.clock.now().toISOString());
    const at = '2026-01-02T03:04:05.000Z';
    const second = await h.call('POST', `/transactions/${t.id}/confirm`, { body: { receiptDeliveryConfirmedAt: at } });
    expect(second.json().receiptDeliveryConfirmedAt).toBe(at);
    expect((await get(t.id)).receiptDeliveryConfirmedAt).toBe(at);
  });

  it('answers 404 for a foreign transaction', async () => {
    const t = await pending();
    expectError(await h.call('POST', `/transactions/${t.id}/confirm`, { body: {}, as: await h.newPlatform('other') }), 404, 'TRANSACTION_NOT_FOUND');
  });
});
