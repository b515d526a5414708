import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSITIONS } from '../../src/modules/payments/state.ts';
import { SANDBOX_RAIL_TRIGGERS, SLOW_SETTLE_MS } from '../../src/sandbox/rails.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import { balanceOf, customerWithAccounts, eventsOf, fund, ledgerSums, platformAccount, quoteBody, usBankAccount } from '../support/payments.ts';

let h: Harness;
let customer: { customerId: string; accounts: Record<string, string> };
let bank: string;
beforeAll(async () => {
  h = await startHarness();
  customer = await customerWithAccounts(h, ['USD']);
  await fund(h, customer.accounts.USD, 10_000_000);
  bank = (await usBankAccount(h, customer.customerId)).json().id;
});
afterAll(async () => h.close());

async function pay(amount: number, destination = bank) {
  const res = await h.call('POST', '/quotes', { body: quoteBody(customer.accounts.USD, destination, amount, { immediatelyExecute: true }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().transactionId as string;
}
const get = async (id: string) => (await h.call('GET', `/transactions/${id}`)).json();
const eventTypes = async (id: string) => (await eventsOf(h, h.platform.platformId, 'OUTGOING_PAYMENT.')).filter((e) => e.data.id === id).map((e) => e.type);

describe('the transaction state machine', () => {
  it('is one table in which FAILED and EXPIRED are terminal', () => {
    for (const table of Object.values(TRANSITIONS)) {
      expect(table.FAILED).toEqual([]);
      expect(table.EXPIRED).toEqual([]);
    }
    expect(TRANSITIONS.OUTGOING.PENDING).toContain('PROCESSING');
    expect(TRANSITIONS.OUTGOING.COMPLETED).toEqual(['FAILED']);
    expect(TRANSITIONS.INCOMING.COMPLETED).toEqual([]);
  });
});

describe('the payout rail (destination.paymentRail)', () => {
  it('is the account\'s first rail unless the client picks another of its rails; other rails answer 400', async () => {
    const rails = (await h.call('GET', `/customers/external-accounts/${bank}`)).json().accountInfo.paymentRails as string[];
    expect(rails.length).toBeGreaterThan(1);
    const auto = await get(await pay(100));
    expect(auto).toMatchObject({ paymentRail: rails[0], railSelectionMode: 'AUTO' });
    const chosen = rails[rails.length - 1];
    const quoted = await h.call('POST', '/quotes', {
      body: { ...quoteBody(customer.accounts.USD, bank, 100), destination: { destinationType: 'ACCOUNT', accountId: bank, paymentRail: chosen } },
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect(quoted.json().destination).toEqual({ destinationType: 'ACCOUNT', accountId: bank, paymentRail: chosen });
    expect((await h.call('POST', `/quotes/${quoted.json().id}/execute`, { body: {} })).statusCode).toBe(200);
    expect(await get(quoted.json().transactionId)).toMatchObject({ paymentRail: chosen, railSelectionMode: 'MANUAL' });
    const refused = await h.call('POST', '/quotes', {
      body: { ...quoteBody(customer.accounts.USD, bank, 100), destination: { destinationType: 'ACCOUNT', accountId: bank, paymentRail: 'PIX' } },
    });
    expectError(refused, 400, 'INVALID_INPUT');
    expect(refused.json().details.errors[0].field).toBe('destination.paymentRail');
    const internal = await h.call('POST', '/quotes', {
      body: { ...quoteBody(customer.accounts.USD, await platformAccount(h, 'USD'), 100), destination: { destinationType: 'ACCOUNT', accountId: await platformAccount(h, 'USD'), paymentRail: 'ACH' } },
    });
    expectError(internal, 400, 'INVALID_INPUT');
    await h.services.worker.drain();
  });
});

describe('payouts to an external account on the sandbox rail', () => {
  it('completes an ordinary amount: the money leaves the sender for the rail', async () => {
    const before = await balanceOf(h, customer.accounts.USD);
    const id = await pay(1234);
    await h.services.worker.drain();
    expect(await get(id)).toMatchObject({ status: 'COMPLETED', destination: { destinationType: 'ACCOUNT', accountId: bank } });
    expect((await balanceOf(h, customer.accounts.USD)).total).toBe(before.total - 1234);
    expect((await ledgerSums(h, h.platform.platformId)).USD).toBe('0');
  });

  for (const [suffix, reason] of Object.entries(SANDBOX_RAIL_TRIGGERS).filter(([, r]) => r !== 'PAYOUT_RETURNED')) {
    it(`an amount ending in ${suffix} fails with ${reason} and is refunded automatically`, async () => {
      const before = await balanceOf(h, customer.accounts.USD);
      const id = await pay(Number(`5${suffix}`));
      expect((await balanceOf(h, customer.accounts.USD)).available).toBe(before.available - Number(`5${suffix}`));
      await h.services.worker.drain();
      const t = await get(id);
      expect(t).toMatchObject({ status: 'FAILED', failureReason: reason, refund: { status: 'COMPLETED', reason: 'TRANSACTION_FAILED' } });
      expect(await balanceOf(h, customer.accounts.USD)).toEqual(before);
      const types = await eventTypes(id);
      expect(types.slice(-3)).toEqual(['OUTGOING_PAYMENT.FAILED', 'OUTGOING_PAYMENT.REFUND_PENDING', 'OUTGOING_PAYMENT.REFUND_COMPLETED']);
      const quote = (await h.call('GET', `/quotes/${t.quoteId}`)).json();
      expect(quote.status).toBe('FAILED');
    });
  }

  it('an amount ending in 902 completes, then the bank returns it: FAILED with PAYOUT_RETURNED and the transfer reversed', async () => {
    const before = await balanceOf(h, customer.accounts.USD);
    const id = await pay(1902);
    await h.services.worker.drain();
    expect((await get(id)).status).toBe('COMPLETED');
    expect((await balanceOf(h, customer.accounts.USD)).total).toBe(before.total - 1902);
    h.clock.advance(60_000);
    await h.services.worker.drain();
    expect(await get(id)).toMatchObject({ status: 'FAILED', failureReason: 'PAYOUT_RETURNED', refund: { status: 'COMPLETED' } });
    expect(await balanceOf(h, customer.accounts.USD)).toEqual(before);
    expect((await ledgerSums(h, h.platform.platformId)).USD).toBe('0');
  });

  it('an amount ending in 907 stays PROCESSING for six minutes before it completes', async () => {
    const id = await pay(1907);
    await h.services.worker.drain();
    expect((await get(id)).status).toBe('PROCESSING');
    h.clock.advance(SLOW_SETTLE_MS);
    await h.services.worker.drain();
    expect((await get(id)).status).toBe('COMPLETED');
  });

  it('internal transfers always complete, whatever the amount', async () => {
    const other = await customerWithAccounts(h, ['USD']);
    const id = await pay(5903, other.accounts.USD);
    await h.services.worker.drain();
    expect((await get(id)).status).toBe('COMPLETED');
    expect((await balanceOf(h, other.accounts.USD)).total).toBe(5903);
  });
});

describe('cancelTransaction', () => {
  it('cancels a PENDING payment: FAILED, refunded with USER_CANCELLATION, the hold released', async () => {
    const before = await balanceOf(h, customer.accounts.USD);
    const id = await pay(4000);
    const res = await h.call('POST', `/transactions/${id}/cancel`, { body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'FAILED', refund: { status: 'COMPLETED', reason: 'USER_CANCELLATION' } });
    expect(await balanceOf(h, customer.accounts.USD)).toEqual(before);
    await h.services.worker.drain();
    expect((await get(id)).status).toBe('FAILED');
    expectError(await h.call('POST', `/transactions/${id}/cancel`, { body: {} }), 409, 'TRANSACTION_NOT_CANCELLABLE');
  });

  it('answers TRANSACTION_NOT_CANCELLABLE once processing or settled', async () => {
    const slow = await pay(2907);
    await h.services.worker.drain();
    expectError(await h.call('POST', `/transactions/${slow}/cancel`, { body: {} }), 409, 'TRANSACTION_NOT_CANCELLABLE');
    const done = await pay(1000);
    await h.services.worker.drain();
    expectError(await h.call('POST', `/transactions/${done}/cancel`, { body: {} }), 409, 'TRANSACTION_NOT_CANCELLABLE');
  });

  it('answers 404 TRANSACTION_NOT_FOUND for an unknown id', async () => {
    expectError(await h.call('POST', '/transactions/Transaction:01900000-0000-7000-8000-000000000000/cancel', { body: {} }), 404, 'TRANSACTION_NOT_FOUND');
  });
});

describe('listTransactions', () => {
  it('filters by type, status, customer, account identifiers, reference and dates, newest first by default', async () => {
    const c = await customerWithAccounts(h, ['USD']);
    await fund(h, c.accounts.USD, 5000);
    const dest = await platformAccount(h, 'USD');
    const res = await h.call('POST', '/quotes', { body: quoteBody(c.accounts.USD, dest, 100, { immediatelyExecute: true }) });
    const outgoing = res.json().transactionId;
    const mine = (await h.call('GET', '/transactions', { query: { customerId: c.customerId } })).json();
    expect(mine.data.map((t: { type: string }) => t.type)).toEqual(['OUTGOING', 'INCOMING']);
    expect(mine.totalCount).toBe(2);
    const asc = (await h.call('GET', '/transactions', { query: { customerId: c.customerId, sortOrder: 'asc' } })).json();
    expect(asc.data.map((t: { type: string }) => t.type)).toEqual(['INCOMING', 'OUTGOING']);
    const q = (extra: Record<string, string>) => h.call('GET', '/transactions', { query: { customerId: c.customerId, ...extra } }).then((r) => r.json().data.map((t: { id: string }) => t.id));
    expect(await q({ type: 'OUTGOING' })).toEqual([outgoing]);
    expect(await q({ status: 'PENDING' })).toEqual([outgoing]);
    expect(await q({ accountIdentifier: dest })).toEqual([outgoing]);
    expect(await q({ senderAccountIdentifier: c.accounts.USD })).toEqual([outgoing]);
    expect((await q({ receiverAccountIdentifier: c.accounts.USD })).length).toBe(1);
    const reference = (await get(outgoing)).reconciliationInstructions.reference;
    expect(await q({ reference })).toEqual([outgoing]);
    expect((await q({ startDate: new Date(h.clock.now().getTime() + 1000).toISOString() })).length).toBe(0);
    expect((await q({ endDate: h.clock.now().toISOString() })).length).toBe(2);
    expect((await q({ endDate: new Date(h.clock.now().getTime() - 1000).toISOString() })).length).toBe(0);
    expect(await q({ cardId: 'Card:whatever' })).toEqual([]);
    const platformOwn = (await h.call('GET', '/transactions', { query: { customerId: `Platform:${h.platform.platformId}`, type: 'INCOMING' } })).json();
    expect(platformOwn.data.every((t: { customerId: string }) => t.customerId === `Platform:${h.platform.platformId}`)).toBe(true);
  });

  it('shows each payment as it is now, however often the same page was read before (db/rendered-rows.ts)', async () => {
    const id = await pay(1500);
    const listed = async (query: Record<string, string>) => (await h.call('GET', '/transactions', { query: { customerId: customer.customerId, ...query } })).json();
    for (let i = 0; i < 3; i++) expect((await listed({ limit: '1' })).data[0]).toMatchObject({ id, status: 'PENDING' });
    expect((await listed({ status: 'PENDING' })).data.map((t: { id: string }) => t.id)).toContain(id);
    await h.services.worker.drain();
    const now = await get(id);
    expect(now.status).toBe('COMPLETED');
    // The very item GET /transactions/{id} answers, byte for byte, and out of the filter it left.
    expect((await listed({ limit: '1' })).data[0]).toEqual(now);
    expect((await listed({ status: 'PENDING' })).data.map((t: { id: string }) => t.id)).not.toContain(id);
    expect((await listed({ status: 'COMPLETED', limit: '1' })).data[0]).toEqual(now);
  });

  it('pages with a cursor', async () => {
    const first = (await h.call('GET', '/transactions', { query: { limit: '2' } })).json();
    expect(first.hasMore).toBe(true);
    const second = (await h.call('GET', '/transactions', { query: { limit: '2', cursor: first.nextCursor } })).json();
    expect(second.data[0].id).not.toBe(first.data[0].id);
  });

  it('answers 400 for status with type=CARD and for a malformed date', async () => {
    expectError(await h.call('GET', '/transactions', { query: { status: 'PENDING', type: 'CARD' } }), 400, 'INVALID_INPUT');
    expectError(await h.call('GET', '/transactions', { query: { startDate: 'yesterday' } }), 400, 'INVALID_INPUT');
  });

  it('does not show another platform’s transactions', async () => {
    const other = await h.newPlatform('other');
    expect((await h.call('GET', '/transactions', { as: other })).json().data).toEqual([]);
    const some = (await h.call('GET', '/transactions', { query: { limit: '1' } })).json().data[0].id;
    expectError(await h.call('GET', `/transactions/${some}`, { as: other }), 404, 'TRANSACTION_NOT_FOUND');
  });
});

describe('createTransferOut (deprecated): the same path as an immediately executed quote', () => {
  const transferOut = (body: unknown) => h.call('POST', '/transfer-out', { body });

  it('answers 201 with the PENDING OUTGOING DEBIT transaction, which then settles', async () => {
    const before = await balanceOf(h, customer.accounts.USD);
    const res = await transferOut({ source: { accountId: customer.accounts.USD }, destination: { accountId: bank }, amount: 2500, remittanceInformation: 'rent' });
    expect(res.statusCode, res.body).toBe(201);
    const t = res.json();
    expect(t).toMatchObject({ type: 'OUTGOING', direction: 'DEBIT', status: 'PENDING', sentAmount: { amount: 2500 }, receivedAmount: { amount: 2500 }, fees: 0 });
    await h.services.worker.drain();
    expect((await get(t.id)).status).toBe('COMPLETED');
    expect((await balanceOf(h, customer.accounts.USD)).total).toBe(before.total - 2500);
  });

  it('rejects a missing amount, another currency, and a shortfall', async () => {
    expectError(await transferOut({ source: { accountId: customer.accounts.USD }, destination: { accountId: bank } }), 400, 'INVALID_INPUT');
    const eur = await customerWithAccounts(h, ['EUR']);
    expectError(await transferOut({ source: { accountId: eur.accounts.EUR }, destination: { accountId: bank }, amount: 100 }), 400, 'INVALID_CURRENCY');
    expectError(await transferOut({ source: { accountId: eur.accounts.EUR }, destination: { accountId: 'ExternalAccount:nope' }, amount: 100 }), 404, 'ACCOUNT_NOT_FOUND');
    const poor = await customerWithAccounts(h, ['USD']);
    expectError(await transferOut({ source: { accountId: poor.accounts.USD }, destination: { accountId: bank }, amount: 100 }), 400, 'INSUFFICIENT_FUNDS');
  });
});

describe('createTransferIn (deprecated): a pull from the customer’s own US bank account', () => {
  const transferIn = (body: unknown) => h.call('POST', '/transfer-in', { body });

  it('answers 201 with a PENDING INCOMING transaction; the collection credits the account', async () => {
    const before = await balanceOf(h, customer.accounts.USD);
    const res = await transferIn({ source: { accountId: bank }, destination: { accountId: customer.accounts.USD }, amount: 3000 });
    expect(res.statusCode, res.body).toBe(201);
    const t = res.json();
    expect(t).toMatchObject({ type: 'INCOMING', direction: 'DEBIT', status: 'PENDING', receivedAmount: { amount: 3000 }, source: { accountId: bank } });
    expect(await balanceOf(h, customer.accounts.USD)).toEqual(before);
    await h.services.worker.drain();
    expect(await get(t.id)).toMatchObject({ status: 'COMPLETED' });
    expect((await balanceOf(h, customer.accounts.USD)).total).toBe(before.total + 3000);
    const types = (await eventsOf(h, h.platform.platformId, 'INCOMING_PAYMENT.')).filter((e) => e.data.id === t.id).map((e) => e.type);
    expect(types).toEqual(['INCOMING_PAYMENT.PENDING', 'INCOMING_PAYMENT.COMPLETED']);
    expect((await ledgerSums(h, h.platform.platformId)).USD).toBe('0');
  });

  it('fails a triggered amount with COLLECTION_FAILED, moving nothing', async () => {
    const before = await balanceOf(h, customer.accounts.USD);
    const t = (await transferIn({ source: { accountId: bank }, destination: { accountId: customer.accounts.USD }, amount: 1903 })).json();
    await h.services.worker.drain();
    expect(await get(t.id)).toMatchObject({ status: 'FAILED', failureReason: 'COLLECTION_FAILED' });
    expect(await balanceOf(h, customer.accounts.USD)).toEqual(before);
  });

  it('can be cancelled while PENDING: FAILED, nothing moved', async () => {
    const before = await balanceOf(h, customer.accounts.USD);
    const t = (await transferIn({ source: { accountId: bank }, destination: { accountId: customer.accounts.USD }, amount: 800 })).json();
    const res = await h.call('POST', `/transactions/${t.id}/cancel`, { body: { reason: 'changed my mind' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('FAILED');
    await h.services.worker.drain();
    expect(await balanceOf(h, customer.accounts.USD)).toEqual(before);
  });

  it('refuses another owner’s account, a missing amount and unknown accounts', async () => {
    const other = await customerWithAccounts(h, ['USD']);
    expectError(await transferIn({ source: { accountId: bank }, destination: { accountId: other.accounts.USD }, amount: 100 }), 400, 'INVALID_INPUT');
    expectError(await transferIn({ source: { accountId: bank }, destination: { accountId: customer.accounts.USD } }), 400, 'INVALID_INPUT');
    expectError(await transferIn({ source: { accountId: 'ExternalAccount:nope' }, destination: { accountId: customer.accounts.USD }, amount: 100 }), 404, 'ACCOUNT_NOT_FOUND');
    expectError(await transferIn({ source: { accountId: bank }, destination: { accountId: 'InternalAccount:nope' }, amount: 100 }), 404, 'ACCOUNT_NOT_FOUND');
  });
});
