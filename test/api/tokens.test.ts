import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

describe('API tokens', () => {
  it('creates a token whose secret is shown once and works at once', async () => {
    const res = await h.call('POST', '/tokens', { body: { name: 'reporting', permissions: ['VIEW'] } });
    expect(res.statusCode).toBe(201);
    const token = res.json();
    expect(token.id).toMatch(/^Token:[0-9a-f-]{36}$/);
    expect(token.clientSecret).toMatch(/^corr_sk_/);
    const got = (await h.call('GET', `/tokens/${token.id}`)).json();
    expect(got.clientSecret).toBeUndefined();
    expect(got.permissions).toEqual(['VIEW']);
    const asToken = { platformId: h.platform.platformId, clientId: token.clientId, clientSecret: token.clientSecret, tokenId: token.id };
    expect((await h.call('GET', '/config', { as: asToken })).statusCode).toBe(200);
  });

  it('stores only a hash of the secret', async () => {
    const token = (await h.call('POST', '/tokens', { body: { name: 'hashing', permissions: ['VIEW'] } })).json();
    const rows = await h.database.db.query<{ secret_hash: string }>('SELECT secret_hash FROM api_tokens');
    expect(rows.some((r) => r.secret_hash.includes(token.clientSecret))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.secret_hash))).toBe(true);
  });

  it('refuses to let a token delete itself', async () => {
    expectError(await h.call('DELETE', `/tokens/${h.platform.tokenId}`), 400, 'INVALID_INPUT');
  });

  it('answers 404 TOKEN_NOT_FOUND for unknown, malformed and deleted ids', async () => {
    expectError(await h.call('GET', '/tokens/Token:0192f000-0000-7000-8000-000000000000'), 404, 'TOKEN_NOT_FOUND');
    expectError(await h.call('GET', '/tokens/nonsense'), 404, 'TOKEN_NOT_FOUND');
    const t = (await h.call('POST', '/tokens', { body: { name: 'gone', permissions: ['VIEW'] } })).json();
    await h.call('DELETE', `/tokens/${t.id}`);
    expectError(await h.call('GET', `/tokens/${t.id}`), 404, 'TOKEN_NOT_FOUND');
    expectError(await h.call('DELETE', `/tokens/${t.id}`), 404, 'TOKEN_NOT_FOUND');
  });
});

describe('cursor pagination', () => {
  it('pages through every row exactly once, newest first, stable while rows are inserted', async () => {
    const p = await h.newPlatform('Paging');
    for (let i = 0; i < 24; i++) {
      h.clock.advance(1);
      await h.call('POST', '/tokens', { body: { name: `t${i}`, permissions: ['VIEW'] }, as: p });
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    let total = 0;
    do {
      const res = await h.call('GET', '/tokens', { as: p, query: { limit: '10', ...(cursor ? { cursor } : {}) } });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      total = page.totalCount;
      seen.push(...page.data.map((t: { id: string }) => t.id));
      cursor = page.hasMore ? page.nextCursor : undefined;
      if (page.hasMore) expect(page.nextCursor).toBeTruthy();
      else expect(page.nextCursor).toBeUndefined();
      // A row inserted mid-walk is newer than the cursor and does not shift later pages.
      if (pages === 0) await h.call('POST', '/tokens', { body: { name: 'late', permissions: ['VIEW'] }, as: p });
      pages++;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(25); // 24 + the platform's first token
    expect(total).toBeGreaterThanOrEqual(25);
    expect(pages).toBe(3);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  it('filters by name and defaults to 20 per page', async () => {
    const p = await h.newPlatform('Filtering');
    for (let i = 0; i < 22; i++) await h.call('POST', '/tokens', { body: { name: i % 2 ? 'odd' : 'even', permissions: ['VIEW'] }, as: p });
    const all = (await h.call('GET', '/tokens', { as: p })).json();
    expect(all.data.length).toBe(20);
    expect(all.totalCount).toBe(23);
    const odd = (await h.call('GET', '/tokens', { as: p, query: { name: 'odd' } })).json();
    expect(odd.totalCount).toBe(11);
    expect(odd.data.every((t: { name: string }) => t.name === 'odd')).toBe(true);
  });
});
