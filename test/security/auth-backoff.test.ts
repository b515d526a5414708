import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFIX } from '../../src/app.ts';
import { FREE_FAILURES, MAX_BLOCK_MS } from '../../src/http/auth-failures.ts';
import { basic, expectError, type Harness, startHarness } from '../support/harness.ts';

/**
 * The rules of failed authentication: exponential backoff per client address and per client
 * id, a valid credential never refused for someone else's failures, and X-Forwarded-For
 * believed only for the configured number of proxy hops.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

type Creds = { clientId: string; clientSecret: string };
const get = (creds: Creds, remoteAddress: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url: `${PREFIX}/config`, remoteAddress, headers: { authorization: basic(creds), ...headers } });
const wrong = (c: Creds): Creds => ({ clientId: c.clientId, clientSecret: `${c.clientSecret.slice(0, -2)}xx` });
const fresh = () => h.clock.advance(3 * 60 * 60_000);

describe('failed authentications', () => {
  it('are answered 401 up to the free allowance, then 429 with a Retry-After that doubles', async () => {
    fresh();
    const target = await h.newToken(h.platform.platformId, ['VIEW']);
    for (let i = 0; i < FREE_FAILURES; i++) expectError(await get(wrong(target), '198.51.100.1'), 401, 'UNAUTHORIZED');
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await get(wrong(target), '198.51.100.1');
      expectError(res, 429, 'RATE_LIMITED');
      const wait = Number(res.headers['retry-after']);
      // A failure while blocked is not counted: the same wait, shorter by the time passed.
      const again = await get(wrong(target), '198.51.100.1');
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(wait);
      waits.push(wait);
      h.clock.advance(wait * 1000);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32]);
  });

  it('never block a valid credential: not from the same address, not for its own client id', async () => {
    fresh();
    const victim = await h.newToken(h.platform.platformId, ['VIEW']);
    for (let i = 0; i < FREE_FAILURES + 5; i++) await get(wrong(victim), '198.51.100.2');
    expectError(await get(wrong(victim), '198.51.100.2'), 429, 'RATE_LIMITED');
    // Uncached (first use of this token): checked against the database while both buckets are blocked.
    expect((await get(victim, '198.51.100.2')).statusCode).toBe(200);
    const neighbour = await h.newToken(h.platform.platformId, ['VIEW']);
    expect((await get(neighbour, '198.51.100.2')).statusCode).toBe(200);
  });

  it('are counted per client id across addresses, so spreading guesses over addresses does not help', async () => {
    fresh();
    const target = await h.newToken(h.platform.platformId, ['VIEW']);
    for (let i = 0; i < FREE_FAILURES; i++) expectError(await get(wrong(target), `203.0.113.${i + 1}`), 401, 'UNAUTHORIZED');
    expectError(await get(wrong(target), '203.0.113.200'), 429, 'RATE_LIMITED');
    // Another client id from a fresh address is not affected.
    const other = await h.newToken(h.platform.platformId, ['VIEW']);
    expectError(await get(wrong(other), '203.0.113.201'), 401, 'UNAUTHORIZED');
  });

  it('are counted per address across client ids', async () => {
    fresh();
    for (let i = 0; i < FREE_FAILURES; i++) {
      const random = { clientId: i.toString(16).padStart(32, 'a'), clientSecret: 'x' };
      expectError(await get(random, '198.51.100.3'), 401, 'UNAUTHORIZED');
    }
    expectError(await get({ clientId: 'f'.repeat(32), clientSecret: 'x' }, '198.51.100.3'), 429, 'RATE_LIMITED');
    expectError(await get({ clientId: 'not-even-hex', clientSecret: 'x' }, '198.51.100.3'), 429, 'RATE_LIMITED');
  });

  it('stop growing at the ceiling and are forgotten after an hour without failures', async () => {
    fresh();
    const target = await h.newToken(h.platform.platformId, ['VIEW']);
    let wait = 0;
    for (let i = 0; i < FREE_FAILURES + 15; i++) {
      const res = await get(wrong(target), '198.51.100.4');
      wait = Number(res.headers['retry-after'] ?? 0);
      if (wait) h.clock.advance(wait * 1000);
    }
    expect(wait).toBe(MAX_BLOCK_MS / 1000);
    h.clock.advance(61 * 60_000);
    expectError(await get(wrong(target), '198.51.100.4'), 401, 'UNAUTHORIZED');
  });
});

describe('X-Forwarded-For', () => {
  it('is ignored without TRUST_PROXY: the peer address is the client', async () => {
    fresh();
    for (let i = 0; i < FREE_FAILURES; i++) {
      const random = { clientId: (i + 100).toString(16).padStart(32, 'b'), clientSecret: 'x' };
      await get(random, '198.51.100.5', { 'x-forwarded-for': `192.0.2.${i}` });
    }
    expectError(await get({ clientId: 'c'.repeat(32), clientSecret: 'x' }, '198.51.100.5', { 'x-forwarded-for': '192.0.2.250' }), 429, 'RATE_LIMITED');
  });

  it('is believed for the configured hops only: a client cannot choose its address by adding entries', async () => {
    const { buildApp } = await import('../../src/app.ts');
    const proxied = await buildApp({ db: h.database.db, clock: h.clock, trustProxy: 1, egress: h.services.egress });
    fresh();
    const call = (clientId: string, xff: string) =>
      proxied.app.inject({
        method: 'GET',
        url: `${PREFIX}/config`,
        remoteAddress: '10.0.0.2', // the load balancer
        headers: { authorization: basic({ clientId, clientSecret: 'x' }), 'x-forwarded-for': xff },
      });
    // The client sends a different left-most entry each time; the balancer appends the real one.
    for (let i = 0; i < FREE_FAILURES; i++) expectError(await call((i + 200).toString(16).padStart(32, 'd'), `192.0.2.${i}, 198.51.100.6`), 401, 'UNAUTHORIZED');
    expectError(await call('e'.repeat(32), '192.0.2.99, 198.51.100.6'), 429, 'RATE_LIMITED');
    // A different real client behind the same balancer is not affected.
    expectError(await call('e'.repeat(31) + 'f', '192.0.2.99, 198.51.100.7'), 401, 'UNAUTHORIZED');
    await proxied.app.close();
  });
});
