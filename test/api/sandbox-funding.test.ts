import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import { balanceOf, customerWithAccounts, eventsOf, fund, ledgerSums, platformAccount } from '../support/payments.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

describe('POST /sandbox/internal-accounts/{accountId}/fund', () => {
  it('credits the account through the ledger and answers the updated InternalAccount', async () => {
    const { accounts } = await customerWithAccounts(h, ['USD']);
    const res = await fund(h, accounts.USD, 12_345);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe(accounts.USD);
    expect(body.balance.amount).toBe(12_345);
    expect(body.totalBalance.amount).toBe(12_345);
    expect((await fund(h, accounts.USD, 5)).json().balance.amount).toBe(12_350);
    // The funding source went negative by as much: the platform's ledger still sums to zero.
    expect((await ledgerSums(h, h.platform.platformId)).USD).toBe('0');
  });

  it('records a COMPLETED INCOMING transaction and emits INCOMING_PAYMENT.COMPLETED and BALANCE_UPDATED', async () => {
    const usd = await platformAccount(h, 'USD');
    await fund(h, usd, 777);
    const list = (await h.call('GET', '/transactions', { query: { type: 'INCOMING', receiverAccountIdentifier: usd } })).json();
    expect(list.data.length).toBe(1);
    const t = list.data[0];
    expect(t).toMatchObject({ type: 'INCOMING', direction: 'CREDIT', status: 'COMPLETED', receivedAmount: { amount: 777 } });
    expect(t.destination).toMatchObject({ destinationType: 'ACCOUNT', accountId: usd });
    expect((await h.call('GET', `/transactions/${t.id}`)).json().id).toBe(t.id);
    const incoming = await eventsOf(h, h.platform.platformId, 'INCOMING_PAYMENT.COMPLETED');
    expect(incoming.some((e) => e.data.id === t.id)).toBe(true);
    const balances = await eventsOf(h, h.platform.platformId, 'INTERNAL_ACCOUNT.BALANCE_UPDATED');
    expect(balances.some((e) => e.data.id === usd && (e.data.balance as { amount: number }).amount === 777)).toBe(true);
  });

  it('answers 404 for an unknown, malformed or foreign account', async () => {
    const other = await h.newPlatform('other');
    const foreign = await platformAccount(h, 'USD', other);
    expectError(await fund(h, foreign, 1), 404, 'ACCOUNT_NOT_FOUND');
    expectError(await fund(h, 'InternalAccount:nope', 1), 404, 'ACCOUNT_NOT_FOUND');
    expectError(await fund(h, 'InternalAccount:01900000-0000-7000-8000-000000000000', 1), 404, 'ACCOUNT_NOT_FOUND');
    expect((await balanceOf(h, foreign, other)).total).toBe(0);
  });

  it('rejects a non-positive or too large amount with 400', async () => {
    const usd = await platformAccount(h, 'USD');
    expectError(await fund(h, usd, 0), 400, 'INVALID_INPUT');
    expectError(await fund(h, usd, 100_000_000_001), 400, 'INVALID_INPUT');
  });
});
