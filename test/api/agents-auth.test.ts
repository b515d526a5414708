import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGET_AFTER_MS } from '../../src/http/auth-failures.ts';
import { asAgent, basePolicy, newAgent } from '../support/agents.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';

/**
 * AgentAuth: the bearer token an agent gets by redeeming its device code is accepted exactly
 * where the contract's security blocks name AgentAuth; platform credentials and none are
 * refused there, and the token is refused everywhere else.
 */
let h: Harness;
let stranger: Credentials;
beforeAll(async () => {
  h = await startHarness();
  stranger = await h.newPlatform('Stranger');
});
afterAll(async () => h.close());

/** Keeps the authentication backoff (failures per address) out of the next refusal. */
const forgetFailures = () => h.clock.advance(FORGET_AFTER_MS + 1000);

describe('AgentAuth on GET /agents/me', () => {
  it("answers the calling agent with its policy and usage for its bearer token", async () => {
    const { agentId, customerId, token } = await newAgent(h, { name: 'Me' });
    const res = await asAgent(h, token, 'GET', '/agents/me');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: agentId, name: 'Me', customerId, isConnected: true, isPaused: false, policy: basePolicy });
    expect(res.json().usage).toMatchObject({ dailyTransactionCount: 0, dailySpend: 0, monthlySpend: 0 });
    // The agent is the platform's view of it, kept current.
    await h.call('PATCH', `/agents/${agentId}`, { body: { isPaused: true } });
    expect((await asAgent(h, token, 'GET', '/agents/me')).json().isPaused).toBe(true);
  });

  it('refuses platform credentials, no credentials and unknown bearer tokens with 401', async () => {
    forgetFailures();
    expectError(await h.call('GET', '/agents/me'), 401, 'UNAUTHORIZED');
    expectError(await h.call('GET', '/agents/me', { as: null }), 401, 'UNAUTHORIZED');
    forgetFailures();
    expectError(await asAgent(h, 'gat_not-a-real-token-at-all-not-a-real-token-at-a', 'GET', '/agents/me'), 401, 'UNAUTHORIZED');
    forgetFailures();
    expectError(await asAgent(h, 'something-else', 'GET', '/agents/me'), 401, 'UNAUTHORIZED');
  });

  it('refuses an agent token on operations that take only platform credentials', async () => {
    const { agentId, token } = await newAgent(h);
    for (const [method, path] of [
      ['GET', '/agents'],
      ['GET', `/agents/${agentId}`],
      ['GET', '/customers'],
      ['GET', '/transactions'],
      ['DELETE', `/agents/${agentId}`],
    ] as const) {
      forgetFailures();
      const body = expectError(await asAgent(h, token, method, path), 401, 'UNAUTHORIZED');
      expect(body.reason).toContain('Bearer');
    }
    // Still there: the refused DELETE did nothing.
    expect((await h.call('GET', `/agents/${agentId}`)).statusCode).toBe(200);
  });

  it("a deleted agent's token stops working at once, cached or not", async () => {
    const { agentId, token } = await newAgent(h);
    expect((await asAgent(h, token, 'GET', '/agents/me')).statusCode).toBe(200); // now cached
    expect((await h.call('DELETE', `/agents/${agentId}`)).statusCode).toBe(204);
    forgetFailures();
    expectError(await asAgent(h, token, 'GET', '/agents/me'), 401, 'UNAUTHORIZED');
    const stored = await h.database.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM agent_tokens t JOIN agents a ON a.id = t.agent_id WHERE a.deleted_at IS NOT NULL');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((t) => t.revoked_at !== null)).toBe(true);
  });

  it("a deleted customer's agents stop working once the token's cached check has lapsed", async () => {
    const { customerId, token } = await newAgent(h);
    expect((await asAgent(h, token, 'GET', '/agents/me')).statusCode).toBe(200);
    expect((await h.call('DELETE', `/customers/${customerId}`)).statusCode).toBe(200);
    // Verified tokens are remembered for a few seconds (src/http/auth.ts), a customer's deletion does not reach that cache.
    forgetFailures();
    expectError(await asAgent(h, token, 'GET', '/agents/me'), 401, 'UNAUTHORIZED');
  });

  it("a token stays another platform's: the agent is not visible to other platforms, and its token names its own platform only", async () => {
    const theirs = await newAgent(h, { as: stranger });
    const me = (await asAgent(h, theirs.token, 'GET', '/agents/me')).json();
    expect(me.id).toBe(theirs.agentId);
    expectError(await h.call('GET', `/agents/${theirs.agentId}`), 404, 'NOT_FOUND');
  });

  it('stores tokens only as hashes', async () => {
    const { token } = await newAgent(h);
    const rows = await h.database.db.query<{ token_hash: string }>('SELECT token_hash FROM agent_tokens');
    expect(rows.some((r) => r.token_hash === token || r.token_hash.includes(token.slice(4, 20)))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});
