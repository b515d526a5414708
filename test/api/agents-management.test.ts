import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedPath } from '../../src/http/log-fields.ts';
import { parseId } from '../../src/ids.ts';
import { DEVICE_CODE_LIFETIME_MS, GUESS_WINDOW_MS, GUESSES_PER_WINDOW } from '../../src/modules/agents/device-codes.ts';
import { addAgentUsage, lockAgent } from '../../src/modules/agents/index.ts';
import { canonicalDeviceCode } from '../../src/modules/agents/secrets.ts';
import { asAgent, basePolicy, newAgent, newCustomer } from '../support/agents.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { onServer } from '../support/database.ts';
import { customerWithAccounts, inTx } from '../support/payments.ts';

let h: Harness;
let stranger: Credentials;
beforeAll(async () => {
  h = await startHarness();
  stranger = await h.newPlatform('Stranger');
});
afterAll(async () => h.close());

const CODE = /^CORRIDOR-AGENT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** Each brute-force test from an address of its own, so that one test's misses do not limit another. */
let nextAddress = 10;
const freshAddress = () => `198.51.100.${nextAddress++}`;
const redeemFrom = (code: string, remoteAddress: string) => h.app.inject({ method: 'POST', url: `/2025-10-13/agents/device-codes/${encodeURIComponent(code)}/redeem`, remoteAddress });

describe('createAgent', () => {
  it('answers the agent, not connected, with its policy, zero usage and a first device code', async () => {
    const customerId = await newCustomer(h);
    const res = await h.call('POST', '/agents', { body: { name: 'Treasury bot', customerId, policy: basePolicy } });
    expect(res.statusCode, res.body).toBe(201);
    const { agent, deviceCode } = res.json();
    expect(agent).toMatchObject({ name: 'Treasury bot', customerId, isPaused: false, isConnected: false });
    expect(agent.id).toMatch(/^Agent:/);
    expect(agent.policy).toEqual({ ...basePolicy });
    expect(agent.usage).toEqual({ dailyTransactionCount: 0, dailySpend: 0, monthlySpend: 0, dailyResetDate: h.clock.now().toISOString().slice(0, 10), monthlyResetMonth: h.clock.now().toISOString().slice(0, 7) });
    expect(deviceCode.code).toMatch(CODE);
    expect(deviceCode).toMatchObject({ agentId: agent.id, redeemed: false, expiresAt: new Date(h.clock.now().getTime() + DEVICE_CODE_LIFETIME_MS).toISOString() });
    // Stored only as a hash.
    const stored = await h.database.db.query<{ code_hash: string }>('SELECT code_hash FROM agent_device_codes');
    expect(JSON.stringify(stored)).not.toContain(deviceCode.code.slice(-4));
  });

  it('refuses a customer of another platform, or none, with 400 naming customerId', async () => {
    const theirs = await newCustomer(h, stranger);
    for (const customerId of [theirs, 'Customer:0192f000-0000-7000-8000-000000000000', 'nonsense']) {
      const body = expectError(await h.call('POST', '/agents', { body: { name: 'x', customerId, policy: basePolicy } }), 400, 'INVALID_INPUT');
      expect(JSON.stringify(body.details)).toContain('customerId');
    }
  });

  it('refuses a bad policy naming each field: negative amounts, unknown currency, threshold without currency, foreign accounts', async () => {
    const customerId = await newCustomer(h);
    const other = await customerWithAccounts(h, ['USD']);
    const res = await h.call('POST', '/agents', {
      body: {
        name: 'x',
        customerId,
        policy: {
          ...basePolicy,
          spendingLimits: { currency: 'XXX', perTransactionLimit: -1, dailyLimit: -5 },
          approvalThresholds: { amount: 100 },
          accountRestrictions: { allowedAccountIds: [other.accounts.USD] },
        },
      },
    });
    const body = expectError(res, 400, 'INVALID_INPUT');
    const fields = (body.details as { errors: { field: string }[] }).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['approvalThresholds.currency', 'spendingLimits.currency', 'spendingLimits.dailyLimit', 'spendingLimits.perTransactionLimit']);
    const foreign = expectError(
      await h.call('POST', '/agents', { body: { name: 'x', customerId, policy: { ...basePolicy, accountRestrictions: { allowedAccountIds: [other.accounts.USD] } } } }),
      400,
      'INVALID_INPUT',
    );
    expect(JSON.stringify(foreign.details)).toContain('accountRestrictions.allowedAccountIds[0]');
  });

  it("accepts restrictions naming the customer's own accounts and keeps them as sent", async () => {
    const c = await customerWithAccounts(h, ['USD', 'EUR']);
    const policy = {
      ...basePolicy,
      accountRestrictions: { allowedAccountIds: [c.accounts.USD], accountRules: [{ accountId: c.accounts.EUR, executionMode: 'APPROVAL_REQUIRED', perTransactionLimit: null }] },
      approvalThresholds: { currency: 'USD', amount: 2_500 },
    };
    const res = await h.call('POST', '/agents', { body: { name: 'Restricted', customerId: c.customerId, policy } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().agent.policy).toEqual(policy);
  });
});

describe('listAgents, getAgentById, updateAgent, deleteAgent', () => {
  it('lists with filters and keyset pages, newest first', async () => {
    const customerId = await newCustomer(h, h.platform, 'List Owner');
    const a = await newAgent(h, { customerId, connect: false, name: 'A' });
    h.clock.advance(1000);
    const between = h.clock.now().toISOString();
    h.clock.advance(1000);
    const b = await newAgent(h, { customerId, name: 'B' });
    const c = await newAgent(h, { customerId, connect: false, name: 'C' });
    await h.call('PATCH', `/agents/${c.agentId}`, { body: { isPaused: true } });

    const ids = async (query: Record<string, string>) => {
      const res = await h.call('GET', '/agents', { query: { customerId, ...query } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((x: { id: string }) => x.id);
    };
    expect(await ids({})).toEqual([c.agentId, b.agentId, a.agentId]);
    expect(await ids({ isConnected: 'true' })).toEqual([b.agentId]);
    expect(await ids({ isConnected: 'false' })).toEqual([c.agentId, a.agentId]);
    expect(await ids({ isPaused: 'true' })).toEqual([c.agentId]);
    expect(await ids({ isPaused: 'false' })).toEqual([b.agentId, a.agentId]);
    expect(await ids({ createdAfter: between })).toEqual([c.agentId, b.agentId]);
    expect(await ids({ createdBefore: between })).toEqual([a.agentId]);
    expect(await ids({ updatedAfter: between, isPaused: 'false' })).toEqual([b.agentId]);
    expect(await ids({ customerId: 'not-an-id' })).toEqual([]);

    const first = (await h.call('GET', '/agents', { query: { customerId, limit: '2' } })).json();
    expect(first).toMatchObject({ hasMore: true, totalCount: 3 });
    const second = (await h.call('GET', '/agents', { query: { customerId, limit: '2', cursor: first.nextCursor } })).json();
    expect([...first.data, ...second.data].map((x: { id: string }) => x.id)).toEqual([c.agentId, b.agentId, a.agentId]);
    expect(second.hasMore).toBe(false);

    // Another platform sees none of them.
    expect((await h.call('GET', '/agents', { as: stranger, query: { customerId } })).json().data).toEqual([]);
  });

  it("gets, renames, pauses and deletes; another platform's agent is 404 everywhere", async () => {
    const { agentId } = await newAgent(h, { connect: false });
    expect((await h.call('GET', `/agents/${agentId}`)).json().id).toBe(agentId);

    h.clock.advance(1000);
    const renamed = await h.call('PATCH', `/agents/${agentId}`, { body: { name: 'Renamed' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed', isPaused: false });
    expect(renamed.json().updatedAt > renamed.json().createdAt).toBe(true);
    expect((await h.call('PATCH', `/agents/${agentId}`, { body: { isPaused: true } })).json()).toMatchObject({ name: 'Renamed', isPaused: true });
    expect((await h.call('PATCH', `/agents/${agentId}`, { body: { isPaused: false } })).json().isPaused).toBe(false);
    expectError(await h.call('PATCH', `/agents/${agentId}`, { body: {} }), 400, 'INVALID_INPUT');
    expectError(await h.call('PATCH', `/agents/${agentId}`, { body: { name: '  ' } }), 400, 'INVALID_INPUT');

    for (const [method, path, body] of [
      ['GET', `/agents/${agentId}`, undefined],
      ['PATCH', `/agents/${agentId}`, { name: 'Mine now' }],
      ['PATCH', `/agents/${agentId}/policy`, { defaultExecutionMode: 'AUTO' }],
      ['POST', `/agents/${agentId}/device-codes`, undefined],
      ['DELETE', `/agents/${agentId}`, undefined],
    ] as const) {
      expectError(await h.call(method, path, { as: stranger, body }), 404, 'NOT_FOUND');
    }
    expectError(await h.call('GET', '/agents/Agent:0192f000-0000-7000-8000-000000000000'), 404, 'NOT_FOUND');
    expectError(await h.call('GET', '/agents/garbage'), 404, 'NOT_FOUND');

    expect((await h.call('DELETE', `/agents/${agentId}`)).statusCode).toBe(204);
    expectError(await h.call('GET', `/agents/${agentId}`), 404, 'NOT_FOUND');
    expectError(await h.call('DELETE', `/agents/${agentId}`), 404, 'NOT_FOUND');
  });
});

describe('updateAgentPolicy', () => {
  it('changes only what is sent: permissions replace the list, limits change field by field, null removes daily and monthly', async () => {
    const { agentId } = await newAgent(h, { connect: false });
    const perms = await h.call('PATCH', `/agents/${agentId}/policy`, { body: { permissions: ['VIEW_TRANSACTIONS'] } });
    expect(perms.statusCode, perms.body).toBe(200);
    expect(perms.json().policy).toEqual({ ...basePolicy, permissions: ['VIEW_TRANSACTIONS'] });

    const limits = await h.call('PATCH', `/agents/${agentId}/policy`, { body: { spendingLimits: { dailyLimit: null, perTransactionLimit: 7_000 } } });
    expect(limits.json().policy.spendingLimits).toEqual({ currency: 'USD', perTransactionLimit: 7_000, dailyLimit: null, dailyTransactionLimit: 10, monthlyLimit: 500_000 });

    const more = await h.call('PATCH', `/agents/${agentId}/policy`, {
      body: { defaultExecutionMode: 'APPROVAL_REQUIRED', spendingLimits: { monthlyLimit: null, dailyTransactionLimit: 3 }, approvalThresholds: { currency: 'USD', amount: 100 } },
    });
    expect(more.json().policy).toEqual({
      permissions: ['VIEW_TRANSACTIONS'],
      defaultExecutionMode: 'APPROVAL_REQUIRED',
      spendingLimits: { currency: 'USD', perTransactionLimit: 7_000, dailyLimit: null, dailyTransactionLimit: 3, monthlyLimit: null },
      approvalThresholds: { currency: 'USD', amount: 100 },
    });
    expect((await h.call('GET', `/agents/${agentId}`)).json().policy).toEqual(more.json().policy);

    expectError(await h.call('PATCH', `/agents/${agentId}/policy`, { body: {} }), 400, 'INVALID_INPUT');
    expectError(await h.call('PATCH', `/agents/${agentId}/policy`, { body: { spendingLimits: { perTransactionLimit: -1 } } }), 400, 'INVALID_INPUT');
    expectError(await h.call('PATCH', `/agents/${agentId}/policy`, { body: { spendingLimits: { currency: 'NOPE' } } }), 400, 'INVALID_INPUT');
    // Refusals changed nothing.
    expect((await h.call('GET', `/agents/${agentId}`)).json().policy).toEqual(more.json().policy);
  });

  it('recasts the limits not sent into a new currency at the platform rate, rounding limits down', async () => {
    const { agentId } = await newAgent(h, { connect: false, policy: { ...basePolicy, spendingLimits: { currency: 'USD', perTransactionLimit: 10_001, dailyLimit: 50_000, monthlyLimit: null } } });
    // What 100.01 USD buys in EUR at the platform's rate, rounded down (no fees on this platform): 92.13 EUR in the sandbox.
    const buys = (await h.call('GET', '/exchange-rates', { query: { sourceCurrency: 'USD', destinationCurrency: 'EUR', sendingAmount: '10001' } })).json().data[0].receivingAmount as number;
    const res = await h.call('PATCH', `/agents/${agentId}/policy`, { body: { spendingLimits: { currency: 'EUR', dailyLimit: 40_000 } } });
    expect(res.statusCode, res.body).toBe(200);
    const limits = res.json().policy.spendingLimits;
    expect(limits.currency).toBe('EUR');
    // Sent with the currency: taken as EUR. Not sent: converted, rounded down (never a larger allowance).
    expect(limits.dailyLimit).toBe(40_000);
    expect(limits.monthlyLimit).toBeNull();
    expect(limits.perTransactionLimit).toBe(buys);
    expect(buys).toBe(9_213); // 10001 × 0.995 / 1.08 = 9213.88…
  });

  it("recasts today's and this month's spend too, rounding up", async () => {
    const { agentId } = await newAgent(h, { connect: false });
    await inTx(h, h.platform.platformId, (tx) => addAgentUsage(tx, parseId('Agent', agentId)!, 1_000n));
    const res = await h.call('PATCH', `/agents/${agentId}/policy`, { body: { spendingLimits: { currency: 'EUR' } } });
    // 1000 × 0.995 / 1.08 = 921.29… → 922: the recast never frees allowance.
    expect(res.json().usage).toMatchObject({ dailyTransactionCount: 1, dailySpend: 922, monthlySpend: 922 });
    expect(res.json().policy.spendingLimits).toMatchObject({ currency: 'EUR', perTransactionLimit: 9_212, dailyLimit: 46_064, monthlyLimit: 460_648 });
  });
});

describe('device codes', () => {
  it('regenerating invalidates the older unredeemed code; 409 once the agent is connected', async () => {
    const { agentId, code: first } = await newAgent(h, { connect: false });
    const again = await h.call('POST', `/agents/${agentId}/device-codes`);
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json();
    expect(second).toMatchObject({ agentId, redeemed: false });
    expect(second.code).toMatch(CODE);
    expect(second.code).not.toBe(first);

    expectError(await h.call('POST', `/agents/device-codes/${first}/redeem`, { as: null }), 400, 'INVALID_INPUT');
    const redeemed = await h.call('POST', `/agents/device-codes/${second.code}/redeem`, { as: null });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toMatchObject({ agentId, agentName: 'Test agent', policy: basePolicy });
    expect(redeemed.json().accessToken).toMatch(/^gat_[A-Za-z0-9_-]{43}$/);
    expect((await h.call('GET', `/agents/${agentId}`)).json().isConnected).toBe(true);

    expectError(await h.call('POST', `/agents/${agentId}/device-codes`), 409, 'CONFLICT');
  });

  it('is single use: a second redemption is 400 and gives no token', async () => {
    const { code } = await newAgent(h);
    const body = expectError(await h.call('POST', `/agents/device-codes/${code}/redeem`, { as: null }), 400, 'INVALID_INPUT');
    expect(body.reason).toContain('already redeemed');
  });

  // Embedded PGlite runs one transaction at a time: only a server shows two redemptions racing.
  it.skipIf(!onServer)('of two redemptions at once, exactly one connects the agent and gets a token', async () => {
    const { agentId, code } = await newAgent(h, { connect: false });
    const answers = await Promise.all([1, 2, 3].map(() => h.call('POST', `/agents/device-codes/${code}/redeem`, { as: null })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const tokens = await h.database.db.query('SELECT 1 FROM agent_tokens t JOIN agents a ON a.id = t.agent_id WHERE a.id = $1', [parseId('Agent', agentId)]);
    expect(tokens.length).toBe(1);
  });

  it('expires after its lifetime', async () => {
    const { agentId, code } = await newAgent(h, { connect: false });
    h.clock.advance(DEVICE_CODE_LIFETIME_MS);
    const body = expectError(await h.call('POST', `/agents/device-codes/${code}/redeem`, { as: null }), 400, 'INVALID_INPUT');
    expect(body.reason).toContain('expired');
    // A new code works.
    const fresh = (await h.call('POST', `/agents/${agentId}/device-codes`)).json().code;
    h.clock.advance(DEVICE_CODE_LIFETIME_MS - 1000);
    expect((await h.call('POST', `/agents/device-codes/${fresh}/redeem`, { as: null })).statusCode).toBe(200);
  });

  it('is forgiving about how it is typed: case, spaces, O for 0, I and L for 1', async () => {
    const { code } = await newAgent(h, { connect: false });
    const sloppy = code.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l').replace(/-/g, ' ');
    expect(canonicalDeviceCode(sloppy)).toBe(canonicalDeviceCode(code));
    const res = await h.call('POST', `/agents/device-codes/${encodeURIComponent(sloppy)}/redeem`, { as: null });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("reports status to its platform only: redeemed or not; another platform's or unknown code 404", async () => {
    const { agentId, code } = await newAgent(h, { connect: false });
    const before = await h.call('GET', `/agents/device-codes/${code}/status`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ code, redeemed: false });
    expectError(await h.call('GET', `/agents/device-codes/${code}/status`, { as: stranger }), 404, 'NOT_FOUND');
    await h.call('POST', `/agents/device-codes/${code}/redeem`, { as: null });
    expect((await h.call('GET', `/agents/device-codes/${code}/status`)).json()).toEqual({ code, redeemed: true });
    expectError(await h.call('GET', '/agents/device-codes/CORRIDOR-AGENT-0000-0000-0000-0000/status'), 404, 'NOT_FOUND');
    // Deleting the agent takes its codes with it.
    await h.call('DELETE', `/agents/${agentId}`);
    expectError(await h.call('GET', `/agents/device-codes/${code}/status`), 404, 'NOT_FOUND');
  });

  it('answers an unknown code 404, and never logs a code', async () => {
    expectError(await h.call('POST', '/agents/device-codes/CORRIDOR-AGENT-ZZZZ-ZZZZ-ZZZZ-ZZZZ/redeem', { as: null }), 404, 'NOT_FOUND');
    expectError(await h.call('POST', '/agents/device-codes/hello/redeem', { as: null }), 404, 'NOT_FOUND');
    expect(loggedPath('/2025-10-13/agents/device-codes/CORRIDOR-AGENT-7K9M-2P4X-AAAA-BBBB/redeem?x=1')).toBe('/2025-10-13/agents/device-codes/[redacted]/redeem');
  });

  it('limits guesses per client address with 429 and Retry-After; another address still redeems', async () => {
    const attacker = freshAddress();
    const { code } = await newAgent(h, { connect: false });
    for (let i = 0; i < GUESSES_PER_WINDOW; i++) {
      expect((await redeemFrom(`CORRIDOR-AGENT-ZZZZ-ZZZZ-ZZZZ-${String(1000 + i).replace(/1/g, 'Z')}`, attacker)).statusCode).toBe(404);
    }
    const limited = await redeemFrom('CORRIDOR-AGENT-ZZZZ-ZZZZ-ZZZZ-YYYY', attacker);
    expectError(limited, 429, 'RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(GUESS_WINDOW_MS / 1000);
    // Even the right code is refused from that address while it is limited...
    expectError(await redeemFrom(code, attacker), 429, 'RATE_LIMITED');
    // ... and the status check shares the limit.
    expectError(await h.app.inject({ method: 'GET', url: `/2025-10-13/agents/device-codes/${code}/status`, remoteAddress: attacker, headers: { authorization: `Basic ${Buffer.from(`${h.platform.clientId}:${h.platform.clientSecret}`).toString('base64')}` } }), 429, 'RATE_LIMITED');
    // The legitimate installer elsewhere is not locked out.
    const legit = await redeemFrom(code, freshAddress());
    expect(legit.statusCode, legit.body).toBe(200);
    // The window passes.
    h.clock.advance(retryAfter * 1000);
    expect((await redeemFrom('CORRIDOR-AGENT-ZZZZ-ZZZZ-ZZZZ-YYYY', attacker)).statusCode).toBe(404);
  });

  it('does not count polling a real code against the platform', async () => {
    const address = freshAddress();
    const { code } = await newAgent(h, { connect: false });
    const auth = `Basic ${Buffer.from(`${h.platform.clientId}:${h.platform.clientSecret}`).toString('base64')}`;
    for (let i = 0; i < GUESSES_PER_WINDOW * 2; i++) {
      const res = await h.app.inject({ method: 'GET', url: `/2025-10-13/agents/device-codes/${code}/status`, remoteAddress: address, headers: { authorization: auth } });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('usage', () => {
  it('rolls the daily counters over at the UTC day and the monthly one at the month, by the clock', async () => {
    const { agentId, token } = await newAgent(h);
    const uuid = parseId('Agent', agentId)!;
    await inTx(h, h.platform.platformId, async (tx) => {
      await lockAgent(tx, uuid);
      await addAgentUsage(tx, uuid, 1_234n);
      await addAgentUsage(tx, uuid, 66n);
    });
    const me = async () => (await asAgent(h, token, 'GET', '/agents/me')).json().usage;
    const today = h.clock.now().toISOString();
    expect(await me()).toEqual({ dailyTransactionCount: 2, dailySpend: 1_300, monthlySpend: 1_300, dailyResetDate: today.slice(0, 10), monthlyResetMonth: today.slice(0, 7) });

    // To the next UTC midnight: the daily counters read zero, the monthly one unless the month turned too.
    const now = h.clock.now();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    h.clock.advance(midnight - now.getTime());
    const tomorrow = h.clock.now().toISOString();
    const sameMonth = tomorrow.slice(0, 7) === today.slice(0, 7);
    expect(await me()).toEqual({
      dailyTransactionCount: 0,
      dailySpend: 0,
      monthlySpend: sameMonth ? 1_300 : 0,
      dailyResetDate: tomorrow.slice(0, 10),
      monthlyResetMonth: tomorrow.slice(0, 7),
    });
    await inTx(h, h.platform.platformId, async (tx) => {
      const locked = await lockAgent(tx, uuid);
      expect(locked?.usage.dailySpend).toBe(0n);
      await addAgentUsage(tx, uuid, 100n);
    });
    expect(await me()).toMatchObject({ dailyTransactionCount: 1, dailySpend: 100, monthlySpend: sameMonth ? 1_400 : 100 });

    // To the first of the next month: everything reads zero.
    const t = h.clock.now();
    h.clock.advance(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 1) - t.getTime());
    expect(await me()).toMatchObject({ dailyTransactionCount: 0, dailySpend: 0, monthlySpend: 0, monthlyResetMonth: h.clock.now().toISOString().slice(0, 7) });
  });
});
