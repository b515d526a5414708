import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onServer } from '../support/database.ts';
import { type Harness, startHarness } from '../support/harness.ts';
import { balanceOf, customerWithAccounts, eventsOf, fund, ledgerSums, platformAccount, quoteBody } from '../support/payments.ts';

/**
 * Concurrent executions need real connections: PGlite has one, so this runs only against the
 * PostgreSQL server (TEST_DATABASE_URL) and is reported as skipped otherwise.
 */
const QUOTES = 200;
const AMOUNT = 100;
const COVERED = 50;

let h: Harness | undefined;
beforeAll(async () => {
  if (onServer) h = await startHarness();
  else console.warn('\n!!! quote-execution-concurrency needs TEST_DATABASE_URL (a PostgreSQL server): SKIPPED !!!\n');
});
afterAll(async () => h?.close());

describe('quote execution under concurrency (PostgreSQL only: PGlite has a single connection)', () => {
  it.skipIf(!onServer)(`${QUOTES} parallel executions on one account covering ${COVERED}: exactly ${COVERED} succeed, the rest INSUFFICIENT_FUNDS`, async () => {
    const harness = h as Harness;
    const payer = await customerWithAccounts(harness, ['USD']);
    const dest = await platformAccount(harness, 'USD');
    await fund(harness, payer.accounts.USD, COVERED * AMOUNT);
    const ids: string[] = [];
    for (let i = 0; i < QUOTES; i++) ids.push((await harness.call('POST', '/quotes', { body: quoteBody(payer.accounts.USD, dest, AMOUNT) })).json().id);
    const results = await Promise.all(ids.map((id) => harness.call('POST', `/quotes/${id}/execute`, { body: {} })));
    const codes = results.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code));
    expect(codes.filter((c) => c === 'OK').length).toBe(COVERED);
    expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS').length).toBe(QUOTES - COVERED);
    expect(await balanceOf(harness, payer.accounts.USD)).toEqual({ available: 0, total: COVERED * AMOUNT });
    await harness.services.worker.drain();
    expect(await balanceOf(harness, payer.accounts.USD)).toEqual({ available: 0, total: 0 });
    expect(await balanceOf(harness, dest)).toEqual({ available: COVERED * AMOUNT, total: COVERED * AMOUNT });
    expect((await ledgerSums(harness, harness.platform.platformId)).USD).toBe('0');
  });

  it.skipIf(!onServer)('one quote executed by 20 concurrent calls moves money once', async () => {
    const harness = h as Harness;
    const payer = await customerWithAccounts(harness, ['USD']);
    await fund(harness, payer.accounts.USD, 1000);
    const q = (await harness.call('POST', '/quotes', { body: quoteBody(payer.accounts.USD, await platformAccount(harness, 'USD'), 300) })).json();
    const results = await Promise.all(Array.from({ length: 20 }, () => harness.call('POST', `/quotes/${q.id}/execute`, { body: {} })));
    expect(results.filter((r) => r.statusCode === 200).length).toBe(1);
    expect(results.filter((r) => r.statusCode === 409).length).toBe(19);
    expect(await balanceOf(harness, payer.accounts.USD)).toEqual({ available: 700, total: 1000 });
  });

  it.skipIf(!onServer)('group commit: 80 parallel create-and-execute calls on 10 accounts keep every per-request answer and idempotency replay', async () => {
    const harness = h as Harness;
    const dest = await platformAccount(harness, 'USD');
    const payers = await Promise.all(Array.from({ length: 10 }, () => customerWithAccounts(harness, ['USD'])));
    // Each account covers 5 payments of 100; 8 are attempted on each.
    for (const p of payers) await fund(harness, p.accounts.USD, 5 * AMOUNT);
    const calls = Array.from({ length: 80 }, (_, i) => ({ from: payers[i % 10].accounts.USD, key: `group-${i}` }));
    const send = (c: (typeof calls)[number]) =>
      harness.call('POST', '/quotes', { body: quoteBody(c.from, dest, AMOUNT, { immediatelyExecute: true }), headers: { 'idempotency-key': c.key } });
    const results = await Promise.all(calls.map(send));
    for (const p of payers) {
      const mine = results.filter((_, i) => calls[i].from === p.accounts.USD);
      expect(mine.filter((r) => r.statusCode === 201).length).toBe(5);
      expect(mine.filter((r) => r.statusCode !== 201).map((r) => r.json().code)).toEqual(['INSUFFICIENT_FUNDS', 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_FUNDS']);
      expect(await balanceOf(harness, p.accounts.USD)).toEqual({ available: 0, total: 5 * AMOUNT });
    }
    // Each payment's BALANCE_UPDATED shows the account right after its own hold, whichever
    // group it was reserved in: every step from 500 down to 0 once (500 is the funding).
    const balances = await eventsOf(harness, harness.platform.platformId, 'INTERNAL_ACCOUNT.BALANCE_UPDATED');
    for (const p of payers) {
      const shown = balances.filter((e) => e.data.id === p.accounts.USD).map((e) => e.data as { balance: { amount: number }; totalBalance: { amount: number } });
      expect(shown.map((d) => d.balance.amount).sort((x, y) => x - y)).toEqual([0, 100, 200, 300, 400, 500]);
      expect(new Set(shown.map((d) => d.totalBalance.amount))).toEqual(new Set([5 * AMOUNT]));
    }
    // A successful call replays its stored answer; a refused one stored nothing and may be retried.
    const again = await Promise.all(calls.map(send));
    for (const [i, r] of again.entries()) {
      if (results[i].statusCode === 201) {
        expect(r.headers['idempotent-replayed']).toBe('true');
        expect(r.body).toBe(results[i].body);
      } else expect(r.json().code).toBe('INSUFFICIENT_FUNDS');
    }
    await harness.services.worker.drain();
    expect((await ledgerSums(harness, harness.platform.platformId)).USD).toBe('0');
  });
});

