import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAgent, basePolicy, newAgent } from '../support/agents.ts';
import { agentQuote, payingAgent, policyWith, transferOut } from '../support/agent-payments.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import { balanceOf, eventsOf } from '../support/payments.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const DAY = 86_400_000;

describe('the policy decides an agent transfer (decision table through HTTP)', () => {
  it('below the threshold executes, above it waits, beyond a limit is refused', async () => {
    const a = await payingAgent(h, policyWith({ approvalThresholds: { currency: 'USD', amount: 5_000 } }));
    const before = await balanceOf(h, a.usd);

    const executed = await transferOut(h, a, 1_000);
    expect(executed.statusCode, executed.body).toBe(201);
    const action = executed.json();
    expect(action).toMatchObject({ type: 'TRANSFER_OUT', status: 'APPROVED', agentId: a.agentId, customerId: a.customerId });
    expect(action.transferDetails).toEqual({ amount: 1_000, currency: 'USD', sourceAccountId: a.usd, destinationAccountId: a.bank });
    expect(action.transaction).toMatchObject({ type: 'OUTGOING', agentId: a.agentId });
    expect((await balanceOf(h, a.usd)).available).toBe(before.available - 1_000);
    // The transaction carries the agent's id wherever it is read.
    const tx = await h.call('GET', `/transactions/${action.transaction.id}`);
    expect(tx.json().agentId).toBe(a.agentId);

    const waiting = await transferOut(h, a, 6_000);
    expect(waiting.statusCode, waiting.body).toBe(201);
    expect(waiting.json().status).toBe('PENDING_APPROVAL');
    expect(waiting.json().transaction).toBeUndefined();
    expect((await balanceOf(h, a.usd)).available).toBe(before.available - 1_000);
    const events = await eventsOf(h, h.platform.platformId, 'AGENT_ACTION.');
    expect(events.find((e) => e.data.id === waiting.json().id)).toMatchObject({ type: 'AGENT_ACTION.PENDING_APPROVAL', data: { status: 'PENDING_APPROVAL', transferDetails: { amount: 6_000 } } });

    const refused = await transferOut(h, a, 20_000);
    expectError(refused, 403, 'FORBIDDEN');
    expect(refused.json().details.policyRefusal).toBe('PER_TRANSACTION_LIMIT_EXCEEDED');
    expect((await balanceOf(h, a.usd)).available).toBe(before.available - 1_000);

    // Only the executed one is counted.
    const me = (await asAgent(h, a.token, 'GET', '/agents/me')).json();
    expect(me.usage).toMatchObject({ dailyTransactionCount: 1, dailySpend: 1_000, monthlySpend: 1_000 });
  });

  it('APPROVAL_REQUIRED makes every action wait', async () => {
    const a = await payingAgent(h, policyWith({ defaultExecutionMode: 'APPROVAL_REQUIRED' }));
    const res = await transferOut(h, a, 100);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('PENDING_APPROVAL');
  });

  it('an amount in another currency is converted into the limits currency, rounded up', async () => {
    // Limits in EUR cents; the sandbox's mid rate is 1.08 USD per EUR.
    const a = await payingAgent(h, policyWith({}, { currency: 'EUR', perTransactionLimit: 1_000, dailyLimit: null, monthlyLimit: null }));
    // 1080 US cents are exactly 1000 EUR cents: at the limit.
    expect((await transferOut(h, a, 1_080)).statusCode).toBe(201);
    // 1081 US cents are 1000.93 EUR cents, counted as 1001: above it.
    const refused = await transferOut(h, a, 1_081);
    expectError(refused, 403, 'FORBIDDEN');
    expect(refused.json().details.policyRefusal).toBe('PER_TRANSACTION_LIMIT_EXCEEDED');
    const me = (await asAgent(h, a.token, 'GET', '/agents/me')).json();
    expect(me.usage.dailySpend).toBe(1_000);
  });

  it('the daily limit and count reset with the clock at the next UTC day', async () => {
    const a = await payingAgent(h, policyWith({}, { dailyLimit: 3_000, dailyTransactionLimit: 2 }));
    expect((await transferOut(h, a, 1_500)).statusCode).toBe(201);
    const over = await transferOut(h, a, 2_000);
    expectError(over, 403, 'FORBIDDEN');
    expect(over.json().details.policyRefusal).toBe('DAILY_LIMIT_EXCEEDED');
    expect((await transferOut(h, a, 500)).statusCode).toBe(201);
    const counted = await transferOut(h, a, 1);
    expect(counted.json().details.policyRefusal).toBe('DAILY_TRANSACTION_LIMIT_EXCEEDED');
    h.clock.advance(DAY);
    const next = await transferOut(h, a, 1_000);
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().status).toBe('APPROVED');
  });

  it('a quote created by the agent executes through the policy; creation itself never waits', async () => {
    const a = await payingAgent(h, policyWith({ approvalThresholds: { currency: 'USD', amount: 5_000 } }));
    const small = await agentQuote(h, a, 1_000);
    expect(small.statusCode, small.body).toBe(201);
    const executed = await asAgent(h, a.token, 'POST', `/agents/me/quotes/${small.json().id}/execute`);
    expect(executed.statusCode, executed.body).toBe(200);
    expect(executed.json()).toMatchObject({ type: 'EXECUTE_QUOTE', status: 'APPROVED', quote: { id: small.json().id }, transaction: { agentId: a.agentId } });
    const again = await asAgent(h, a.token, 'POST', `/agents/me/quotes/${small.json().id}/execute`);
    expectError(again, 409, 'CONFLICT');

    const large = await agentQuote(h, a, 8_000);
    const waiting = await asAgent(h, a.token, 'POST', `/agents/me/quotes/${large.json().id}/execute`);
    expect(waiting.json()).toMatchObject({ status: 'PENDING_APPROVAL', quote: { id: large.json().id, status: 'PENDING' } });
    expect((await asAgent(h, a.token, 'GET', `/agents/me/quotes/${large.json().id}`)).json().status).toBe('PENDING');
    // Lists and gets of actions.
    const list = (await asAgent(h, a.token, 'GET', '/agents/me/actions', { query: { status: 'PENDING_APPROVAL' } })).json();
    expect(list.data.map((x: { id: string }) => x.id)).toEqual([waiting.json().id]);
    expect((await asAgent(h, a.token, 'GET', `/agents/me/actions/${waiting.json().id}`)).json().id).toBe(waiting.json().id);
  });

  it('an agent quote that would execute by itself is refused', async () => {
    const a = await payingAgent(h);
    const res = await asAgent(h, a.token, 'POST', '/agents/me/quotes', {
      body: { source: { sourceType: 'ACCOUNT', accountId: a.usd }, destination: { destinationType: 'ACCOUNT', accountId: a.bank }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100, immediatelyExecute: true },
    });
    expectError(res, 400, 'INVALID_INPUT');
  });
});

describe('a paused agent and missing permissions', () => {
  it('a paused agent initiates nothing and nothing is debited', async () => {
    const a = await payingAgent(h);
    expect((await h.call('PATCH', `/agents/${a.agentId}`, { body: { isPaused: true } })).statusCode).toBe(200);
    const before = await balanceOf(h, a.usd);
    const res = await transferOut(h, a, 100);
    expectError(res, 403, 'FORBIDDEN');
    expect(res.json().details.policyRefusal).toBe('AGENT_PAUSED');
    expectError(await agentQuote(h, a, 100), 403, 'FORBIDDEN');
    expect(await balanceOf(h, a.usd)).toEqual(before);
    // Reads still work.
    expect((await asAgent(h, a.token, 'GET', '/agents/me/transactions')).statusCode).toBe(200);
  });

  it('each operation needing a permission answers 403 naming it', async () => {
    const a = await payingAgent(h, policyWith({ permissions: [] }));
    const other = await payingAgent(h);
    const q = (await agentQuote(h, other, 100)).json().id;
    const cases: [string, Promise<import('fastify').LightMyRequestResponse>][] = [
      ['VIEW_TRANSACTIONS', asAgent(h, a.token, 'GET', '/agents/me/transactions')],
      ['VIEW_TRANSACTIONS', asAgent(h, a.token, 'GET', '/agents/me/transactions/Transaction:019a0000-0000-7000-8000-000000000000')],
      ['CREATE_QUOTES', agentQuote(h, a, 100)],
      ['EXECUTE_QUOTES', asAgent(h, a.token, 'POST', `/agents/me/quotes/${q}/execute`)],
      ['CREATE_TRANSFERS', transferOut(h, a, 100)],
      ['CREATE_TRANSFERS', asAgent(h, a.token, 'POST', '/agents/me/transfer-in', { body: { source: { accountId: a.bank }, destination: { accountId: a.usd }, amount: 100 } })],
      ['MANAGE_EXTERNAL_ACCOUNTS', asAgent(h, a.token, 'GET', '/agents/me/external-accounts')],
      ['MANAGE_EXTERNAL_ACCOUNTS', asAgent(h, a.token, 'GET', `/agents/me/external-accounts/${a.bank}`)],
      ['MANAGE_EXTERNAL_ACCOUNTS', asAgent(h, a.token, 'DELETE', `/agents/me/external-accounts/${a.bank}`)],
    ];
    for (const [permission, call] of cases) {
      const res = await call;
      expectError(res, 403, 'FORBIDDEN');
      expect(res.json().details.requiredPermission, res.body).toBe(permission);
      expect(res.json().reason).toContain(permission);
    }
  });
});

describe('isolation: an agent reaches only its own customer', () => {
  it('answers 404 for another customer in every operation, and lists only its own', async () => {
    const a = await payingAgent(h, policyWith({ permissions: [...basePolicy.permissions, 'MANAGE_EXTERNAL_ACCOUNTS'] }));
    const b = await payingAgent(h, policyWith({ permissions: [...basePolicy.permissions, 'MANAGE_EXTERNAL_ACCOUNTS'] }));
    const bAction = (await transferOut(h, b, 100)).json();
    const bQuote = (await agentQuote(h, b, 100)).json();
    // A platform transaction and quote of B's customer.
    const none = 'ThisIsNot:Anything';

    for (const path of [
      `/agents/me/transactions/${bAction.transaction.id}`,
      `/agents/me/quotes/${bQuote.id}`,
      `/agents/me/actions/${bAction.id}`,
      `/agents/me/external-accounts/${b.bank}`,
      `/agents/me/transactions/${none}`,
    ]) {
      const res = await asAgent(h, a.token, 'GET', path);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(404);
    }
    expect((await asAgent(h, a.token, 'DELETE', `/agents/me/external-accounts/${b.bank}`)).statusCode).toBe(404);
    expect((await asAgent(h, a.token, 'POST', `/agents/me/quotes/${bQuote.id}/execute`)).statusCode).toBe(404);
    // Bodies naming the other customer's accounts.
    expectError(await transferOut(h, a, 100, b.bank), 404, 'ACCOUNT_NOT_FOUND');
    expectError(await transferOut(h, a, 100, a.bank, b.usd), 404, 'ACCOUNT_NOT_FOUND');
    expectError(await agentQuote(h, a, 100, b.bank), 404, 'ACCOUNT_NOT_FOUND');
    expectError(await agentQuote(h, a, 100, b.usd), 404, 'ACCOUNT_NOT_FOUND');
    expectError(
      await asAgent(h, a.token, 'POST', '/agents/me/transfer-in', { body: { source: { accountId: b.bank }, destination: { accountId: a.usd }, amount: 100 } }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
    expectError(
      await asAgent(h, a.token, 'POST', '/agents/me/external-accounts', {
        body: { customerId: b.customerId, currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '99999999', routingNumber: '021000021', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'X' } } },
      }),
      404,
      'CUSTOMER_NOT_FOUND',
    );
    // Lists hold only the agent's customer's.
    const txs = (await asAgent(h, a.token, 'GET', '/agents/me/transactions')).json();
    expect(txs.data.every((t: { customerId: string }) => t.customerId === a.customerId)).toBe(true);
    const internal = (await asAgent(h, a.token, 'GET', '/agents/me/internal-accounts')).json();
    expect(internal.data.length).toBeGreaterThan(0);
    expect(internal.data.every((x: { customerId: string }) => x.customerId === a.customerId)).toBe(true);
    const external = (await asAgent(h, a.token, 'GET', '/agents/me/external-accounts')).json();
    expect(external.data.map((x: { id: string }) => x.id)).toEqual([a.bank]);
    const actions = (await asAgent(h, a.token, 'GET', '/agents/me/actions')).json();
    expect(actions.data.every((x: { agentId: string }) => x.agentId === a.agentId)).toBe(true);
    // Another agent of the same customer does not see this agent's quotes.
    const sibling = await newAgent(h, { customerId: a.customerId });
    const aQuote = (await agentQuote(h, a, 100)).json();
    expect((await asAgent(h, sibling.token, 'GET', `/agents/me/quotes/${aQuote.id}`)).statusCode).toBe(404);
  });

  it('external accounts: the agent creates, reads and deletes its customer\'s', async () => {
    const a = await payingAgent(h, policyWith({ permissions: ['MANAGE_EXTERNAL_ACCOUNTS'] }));
    const created = await asAgent(h, a.token, 'POST', '/agents/me/external-accounts', {
      body: { currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '55555555', routingNumber: '021000021', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Agent Owner' } } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().customerId).toBe(a.customerId);
    expect((await asAgent(h, a.token, 'GET', `/agents/me/external-accounts/${created.json().id}`)).statusCode).toBe(200);
    expect((await asAgent(h, a.token, 'DELETE', `/agents/me/external-accounts/${created.json().id}`)).statusCode).toBe(204);
    expect((await asAgent(h, a.token, 'GET', `/agents/me/external-accounts/${created.json().id}`)).statusCode).toBe(404);
  });
});
