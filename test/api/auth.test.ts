import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

describe('BasicAuth with API tokens', () => {
  it('accepts the token id and secret', async () => {
    const res = await h.call('GET', '/config');
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 UNAUTHORIZED without credentials', async () => {
    expectError(await h.call('GET', '/config', { as: null }), 401, 'UNAUTHORIZED');
  });

  it('answers 401 for malformed credentials', async () => {
    for (const authorization of ['Basic', 'Basic !!!', `Basic ${Buffer.from('no-colon').toString('base64')}`, 'Token abc', 'Bearer']) {
      expectError(await h.call('GET', '/config', { as: null, headers: { authorization } }), 401, 'UNAUTHORIZED');
    }
  });

  it('answers 401 for a wrong secret and for an unknown client id', async () => {
    const wrongSecret = { clientId: h.platform.clientId, clientSecret: `${h.platform.clientSecret}x` };
    expectError(await h.call('GET', '/config', { as: null, headers: { authorization: basic(wrongSecret) } }), 401, 'UNAUTHORIZED');
    const unknown = { clientId: '0'.repeat(32), clientSecret: h.platform.clientSecret };
    expectError(await h.call('GET', '/config', { as: null, headers: { authorization: basic(unknown) } }), 401, 'UNAUTHORIZED');
  });

  it('answers 403 FORBIDDEN when the token lacks the permission the operation declares', async () => {
    const viewer = await h.newToken(h.platform.platformId, ['VIEW']);
    expect((await h.call('GET', '/config', { as: viewer })).statusCode).toBe(200);
    const body = expectError(await h.call('PATCH', '/config', { as: viewer, body: { umaDomain: 'x.example' } }), 403, 'FORBIDDEN');
    expect(body.details).toEqual({ requiredPermission: 'MANAGE' });
    const manager = await h.newToken(h.platform.platformId, ['MANAGE']);
    expectError(await h.call('GET', '/tokens', { as: manager }), 403, 'FORBIDDEN');
  });

  it('stops accepting a token once it is deleted', async () => {
    const doomed = await h.newToken(h.platform.platformId, ['VIEW']);
    expect((await h.call('GET', '/config', { as: doomed })).statusCode).toBe(200);
    expect((await h.call('DELETE', `/tokens/${doomed.tokenId}`)).statusCode).toBe(204);
    expectError(await h.call('GET', '/config', { as: doomed }), 401, 'UNAUTHORIZED');
  });

  it('backs off repeated failures with 429 and Retry-After (the rules: test/security/auth-backoff.test.ts)', async () => {
    h.clock.advance(2 * 60 * 60_000); // whatever earlier tests did is forgotten
    const bad = { authorization: basic({ clientId: h.platform.clientId, clientSecret: 'nope' }) };
    const statuses: number[] = [];
    let last: Awaited<ReturnType<Harness['call']>> | undefined;
    for (let i = 0; i < 12; i++) {
      last = await h.call('GET', '/config', { as: null, headers: bad });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expectError(last!, 429, 'RATE_LIMITED');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // The valid credential is never refused for those failures.
    expect((await h.call('GET', '/config')).statusCode).toBe(200);
  });
});
