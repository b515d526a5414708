import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/kernel/tx.ts';
import { scopedTx } from '../../src/kernel/tx.ts';
import { newId, parseId } from '../../src/ids.ts';
import { openAccount } from '../../src/ledger/index.ts';
import { moveMoney } from '../../src/modules/accounts/money.ts';
import { ensureCustomerAccounts, setInternalAccountStatus } from '../../src/modules/accounts/service.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

/** A Tx like ctx.write gives handlers, for driving the services directly. */
const inTx = <T>(platformId: string, fn: (tx: Tx) => Promise<T>) =>
  h.database.db.transaction((sql) =>
    fn(scopedTx(sql, platformId, h.clock.now())),
  );

async function customerWithAccounts(p: Credentials, currencies: string[]) {
  const customer = (await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL' }, as: p })).json();
  // The customers module provisions these at creation once it calls ensureCustomerAccounts;
  // calling it here keeps this test independent of that module.
  await inTx(p.platformId, (tx) => ensureCustomerAccounts(tx, p.platformId, parseId('Customer', customer.id)!, currencies));
  return customer as { id: string };
}

describe('internal accounts', () => {
  it('gives every new platform one internal account per supported currency, with zero balances', async () => {
    const res = await h.call('GET', '/platform/internal-accounts');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((a: { balance: { currency: { code: string } } }) => a.balance.currency.code).sort()).toEqual(['BRL', 'EUR', 'GBP', 'MXN', 'USD', 'USDC']);
    for (const a of data) {
      expect(a.id).toMatch(/^InternalAccount:/);
      expect(a.customerId).toBeUndefined();
      expect(a.status).toBe('ACTIVE');
      expect(a.balance.amount).toBe(0);
      expect(a.totalBalance.amount).toBe(0);
    }
    expect(data.find((a: { type: string }) => a.type === 'INTERNAL_CRYPTO').balance.currency.code).toBe('USDC');
  });

  it('filters platform accounts by currency and type', async () => {
    const usd = (await h.call('GET', '/platform/internal-accounts', { query: { currency: 'USD' } })).json();
    expect(usd.data.length).toBe(1);
    const crypto = (await h.call('GET', '/platform/internal-accounts', { query: { type: 'INTERNAL_CRYPTO' } })).json();
    expect(crypto.data.map((a: { balance: { currency: { code: string } } }) => a.balance.currency.code)).toEqual(['USDC']);
  });

  it('shows funding instructions with a deposit reference and valid sandbox coordinates', async () => {
    const { data } = (await h.call('GET', '/platform/internal-accounts', { query: { currency: 'EUR' } })).json();
    const info = data[0].fundingPaymentInstructions[0].accountOrWalletInfo;
    expect(info.accountType).toBe('EUR_ACCOUNT');
    expect(info.reference).toMatch(/^CRD[0-9A-F]{10}$/);
    const { validateIban } = await import('../../src/formats/index.ts');
    expect(validateIban(info.iban, { checksum: 'verify' }).ok).toBe(true);
  });

  it('provisions customer accounts idempotently and lists them with customerId, currency and type filters', async () => {
    const p = await h.newPlatform('Customer accounts');
    const a = await customerWithAccounts(p, ['USD', 'EUR']);
    const b = await customerWithAccounts(p, ['USD', 'USDC']);
    const again = parseId('Customer', a.id)!;
    await inTx(p.platformId, (tx) => ensureCustomerAccounts(tx, p.platformId, again, ['USD', 'EUR']));
    const all = (await h.call('GET', '/customers/internal-accounts', { as: p })).json();
    expect(all.totalCount).toBe(4);
    const ofA = (await h.call('GET', '/customers/internal-accounts', { as: p, query: { customerId: a.id } })).json();
    expect(ofA.data.map((x: { customerId: string }) => x.customerId)).toEqual([a.id, a.id]);
    const usd = (await h.call('GET', '/customers/internal-accounts', { as: p, query: { currency: 'USD' } })).json();
    expect(usd.totalCount).toBe(2);
    const crypto = (await h.call('GET', '/customers/internal-accounts', { as: p, query: { type: 'INTERNAL_CRYPTO' } })).json();
    expect(crypto.data.map((x: { customerId: string }) => x.customerId)).toEqual([b.id]);
    const unknown = (await h.call('GET', '/customers/internal-accounts', { as: p, query: { customerId: 'Customer:nonsense' } })).json();
    expect(unknown).toMatchObject({ data: [], totalCount: 0, hasMore: false });
  });

  it('pages customer accounts with a cursor, each exactly once', async () => {
    const p = await h.newPlatform('Paging accounts');
    for (let i = 0; i < 3; i++) await customerWithAccounts(p, ['USD', 'EUR']);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (await h.call('GET', '/customers/internal-accounts', { as: p, query: { limit: '4', ...(cursor ? { cursor } : {}) } })).json();
      seen.push(...page.data.map((x: { id: string }) => x.id));
      cursor = page.hasMore ? page.nextCursor : undefined;
    } while (cursor);
    expect(seen.length).toBe(6);
    expect(new Set(seen).size).toBe(6);
  });

  it("does not show another platform's accounts", async () => {
    const p = await h.newPlatform('Own');
    await customerWithAccounts(p, ['USD']);
    const other = (await h.call('GET', '/customers/internal-accounts')).json();
    expect(other.data.every((x: { customerId: string }) => x.customerId !== undefined)).toBe(true);
    const mine = (await h.call('GET', '/customers/internal-accounts', { as: p })).json();
    expect(mine.totalCount).toBe(1);
    const theirs = (await h.call('GET', '/customers/internal-accounts', { as: await h.newPlatform('Empty') })).json();
    expect(theirs.totalCount).toBe(0);
  });

  it('derives balance (available) and totalBalance from the ledger and emits BALANCE_UPDATED', async () => {
    const p = await h.newPlatform('Balances');
    const c = await customerWithAccounts(p, ['USD']);
    const account = (await h.call('GET', '/customers/internal-accounts', { as: p, query: { customerId: c.id } })).json().data[0];
    const uuid = parseId('InternalAccount', account.id)!;
    const clearing = await openAccount(h.database.db, { platformId: p.platformId, currency: 'USD', purpose: 'RAIL_CLEARING', allowNegative: true, now: h.clock.now() });
    await inTx(p.platformId, (tx) =>
      moveMoney(tx, [{ op: 'transfer', transfer: { id: newId(), currency: 'USD', entries: [{ accountId: clearing.id, amount: -12_345n }, { accountId: uuid, amount: 12_345n }] } }]),
    );
    await inTx(p.platformId, (tx) => moveMoney(tx, [{ op: 'hold', holdId: newId(), accountId: uuid, amount: 345n }]));
    const after = (await h.call('GET', '/customers/internal-accounts', { as: p, query: { customerId: c.id } })).json().data[0];
    expect(after.balance.amount).toBe(12_000);
    expect(after.totalBalance.amount).toBe(12_345);
    const events = await h.database.db.query<{ data: string }>(`SELECT data FROM events WHERE platform_id = $1 AND type = 'INTERNAL_ACCOUNT.BALANCE_UPDATED' ORDER BY id`, [p.platformId]);
    // One event for the transfer and one for the hold; the clearing account is not an internal account.
    expect(events.map((e) => JSON.parse(e.data).id)).toEqual([account.id, account.id]);
    expect(JSON.parse(events[events.length - 1].data).balance.amount).toBe(12_000);
  });

  it('changes status only along the allowed transitions and emits STATUS_UPDATED', async () => {
    const p = await h.newPlatform('Status');
    const c = await customerWithAccounts(p, ['USD']);
    const account = (await h.call('GET', '/customers/internal-accounts', { as: p, query: { customerId: c.id } })).json().data[0];
    const uuid = parseId('InternalAccount', account.id)!;
    const frozen = await inTx(p.platformId, (tx) => setInternalAccountStatus(tx, uuid, 'FROZEN'));
    expect(frozen.status).toBe('FROZEN');
    await inTx(p.platformId, (tx) => setInternalAccountStatus(tx, uuid, 'CLOSED'));
    await expect(inTx(p.platformId, (tx) => setInternalAccountStatus(tx, uuid, 'ACTIVE'))).rejects.toMatchObject({ code: 'CONFLICT' });
    const events = await h.database.db.query<{ data: string }>(`SELECT data FROM events WHERE platform_id = $1 AND type = 'INTERNAL_ACCOUNT.STATUS_UPDATED' ORDER BY id`, [p.platformId]);
    expect(events.map((e) => JSON.parse(e.data).status)).toEqual(['FROZEN', 'CLOSED']);
  });

  it('rejects a malformed cursor with 400 INVALID_INPUT', async () => {
    expectError(await h.call('GET', '/customers/internal-accounts', { query: { cursor: 'zzz' } }), 400, 'INVALID_INPUT');
  });
});
