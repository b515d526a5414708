import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onServer } from '../support/database.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import { balanceOf, customerWithAccounts, fund, platformAccount, quoteBody } from '../support/payments.ts';

/**
 * Quotes run with group commit, so their Idempotency-Key is read and recorded inside the
 * operation's own transaction (Idempotency.lookupIn / recordIn) rather than claimed first.
 * These tests hold that path to the same promises as the claimed one.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const quotes = async () => Number((await h.database.db.query<{ n: bigint }>('SELECT count(*) AS n FROM quotes'))[0].n);

describe('Idempotency-Key on quotes (recorded in the operation’s transaction)', () => {
  it('replays a create-and-execute with the same key and body, moving money once', async () => {
    const payer = await customerWithAccounts(h, ['USD']);
    await fund(h, payer.accounts.USD, 1000);
    const body = quoteBody(payer.accounts.USD, await platformAccount(h, 'USD'), 100, { immediatelyExecute: true });
    const before = await quotes();
    const first = await h.call('POST', '/quotes', { body, headers: { 'idempotency-key': 'q-1' } });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await h.call('POST', '/quotes', { body, headers: { 'idempotency-key': 'q-1' } });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(await quotes()).toBe(before + 1);
    expect(await balanceOf(h, payer.accounts.USD)).toEqual({ available: 900, total: 1000 });
  });

  it('answers the stored reply to a repeated execute, not "already executed"', async () => {
    const payer = await customerWithAccounts(h, ['USD']);
    await fund(h, payer.accounts.USD, 1000);
    const q = (await h.call('POST', '/quotes', { body: quoteBody(payer.accounts.USD, await platformAccount(h, 'USD'), 100) })).json();
    const first = await h.call('POST', `/quotes/${q.id}/execute`, { body: {}, headers: { 'idempotency-key': 'x-1' } });
    expect(first.statusCode).toBe(200);
    const again = await h.call('POST', `/quotes/${q.id}/execute`, { body: {}, headers: { 'idempotency-key': 'x-1' } });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    // Without the key, the second execute is refused: the quote has run.
    expect((await h.call('POST', `/quotes/${q.id}/execute`, { body: {} })).statusCode).toBe(409);
  });

  it('refuses the same key with another body (422 IDEMPOTENCY_KEY_REUSED), and stores nothing for a refused request', async () => {
    const payer = await customerWithAccounts(h, ['USD']);
    await fund(h, payer.accounts.USD, 100);
    const dest = await platformAccount(h, 'USD');
    const refused = await h.call('POST', '/quotes', { body: quoteBody(payer.accounts.USD, dest, 500, { immediatelyExecute: true }), headers: { 'idempotency-key': 'r-1' } });
    expectError(refused, 400, 'INSUFFICIENT_FUNDS');
    // Nothing was stored: the key is free for another body.
    const ok = await h.call('POST', '/quotes', { body: quoteBody(payer.accounts.USD, dest, 50, { immediatelyExecute: true }), headers: { 'idempotency-key': 'r-1' } });
    expect(ok.statusCode).toBe(201);
    const other = await h.call('POST', '/quotes', { body: quoteBody(payer.accounts.USD, dest, 60, { immediatelyExecute: true }), headers: { 'idempotency-key': 'r-1' } });
    expectError(other, 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it.skipIf(!onServer)('runs 30 concurrent calls with one key once: one answer, the other 29 its replay', async () => {
    const payer = await customerWithAccounts(h, ['USD']);
    await fund(h, payer.accounts.USD, 1000);
    const body = quoteBody(payer.accounts.USD, await platformAccount(h, 'USD'), 100, { immediatelyExecute: true });
    const before = await quotes();
    const results = await Promise.all(Array.from({ length: 30 }, () => h.call('POST', '/quotes', { body, headers: { 'idempotency-key': 'same-30' } })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true').length).toBe(29);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(await quotes()).toBe(before + 1);
    expect(await balanceOf(h, payer.accounts.USD)).toEqual({ available: 900, total: 1000 });
  });
});
