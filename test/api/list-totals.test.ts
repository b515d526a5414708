import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { forgetEstimates } from '../../src/db/conditions.ts';
import type { Db } from '../../src/db/driver.ts';
import { testDatabase } from '../support/database.ts';
import { type Harness, startHarness } from '../support/harness.ts';

/**
 * totalCount of a list (docs/contract-differences.md, "List totals"): exact up to the
 * exact-count limit, past it the planner's estimate and never below limit + 1, without a
 * count of the whole result. The limit is 5 here, where a deployment has 1,000.
 */
const LIMIT = 5;
const CUSTOMERS = 8;
/** Every statement the app sends outside a transaction (lists read that way). */
const sent: string[] = [];
/** newest[k]: a createdAfter that selects the newest k customers. */
const newest: Record<number, string> = {};
let h: Harness;

beforeAll(async () => {
  const database = await testDatabase();
  const { db } = database;
  const watched: Db = {
    ...db,
    query: <R,>(text: string, params?: readonly unknown[]) => {
      sent.push(text);
      return db.query<R>(text, params);
    },
  };
  h = await startHarness({ database: { ...database, db: watched }, exactCountLimit: LIMIT });
  const individual = { customerType: 'INDIVIDUAL', fullName: 'Ada Lovelace', birthDate: '1990-12-10', nationality: 'US' };
  for (let k = CUSTOMERS; k > 0; k--) {
    h.clock.advance(1_000);
    newest[k] = new Date(h.clock.now().getTime() - 1).toISOString();
    const res = await h.call('POST', '/customers', { body: individual });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => h.close());

/** GET /customers, and the statements it sent that read the customers table. */
async function list(query: Record<string, string>, as = h.platform) {
  sent.length = 0;
  const res = await h.call('GET', '/customers', { as, query });
  expect(res.statusCode, res.body).toBe(200);
  return { page: res.json() as { totalCount: number; data: unknown[]; hasMore: boolean }, reads: sent.filter((s) => /\bFROM customers\b/.test(s)) };
}
const explains = (reads: string[]) => reads.filter((s) => s.startsWith('EXPLAIN'));

describe('totalCount of a list', () => {
  it('is exact for a list of up to the limit, however it is paged', async () => {
    expect((await list({ createdAfter: newest[3] })).page.totalCount).toBe(3);
    const { page, reads } = await list({ createdAfter: newest[LIMIT] });
    expect(page.totalCount).toBe(LIMIT);
    // The count and the page in one statement: one round trip.
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/count\(/);
    expect((await list({ createdAfter: newest[LIMIT], limit: '2' })).page).toMatchObject({ totalCount: LIMIT, hasMore: true });
    expect((await list({}, await h.newPlatform('Empty'))).page.totalCount).toBe(0);
  });

  it('past the limit answers an estimate of at least limit + 1, counting no more than limit + 1 rows', async () => {
    const { page, reads } = await list({ limit: '2' });
    expect(page).toMatchObject({ hasMore: true });
    expect(page.data).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThanOrEqual(LIMIT + 1);
    // The count stops at limit + 1 rows; the rest is the planner's figure, from no row at all.
    const counts = reads.filter((s) => /count\(/i.test(s));
    expect(counts).toHaveLength(1);
    expect(counts[0]).toContain(`LIMIT ${LIMIT + 1}`);
    expect(explains(reads)).toHaveLength(1);
    expect(reads).toHaveLength(2);
    // The next page within ESTIMATE_TTL_MS: the estimate is remembered, only the page is read.
    const next = await list({ limit: '2' });
    expect(next.page.totalCount).toBe(page.totalCount);
    expect(next.reads).toHaveLength(1);
    expect(next.reads[0]).not.toMatch(/count\(|^EXPLAIN/i);
  });

  it('past the limit is the planner estimate, which fresh statistics make right', async () => {
    await h.database.db.query('ANALYZE customers');
    forgetEstimates(); // what the test before remembered, from the statistics of before
    expect((await list({})).page.totalCount).toBe(CUSTOMERS);
  });

  it('remembers an exact total above a tenth of the limit until this process writes, and for a second at most', async () => {
    const other = await h.newPlatform('Remembered totals');
    const individual = { customerType: 'INDIVIDUAL', fullName: 'Grace Hopper', birthDate: '1990-12-09', nationality: 'US' };
    const create = async () => {
      const res = await h.call('POST', '/customers', { as: other, body: individual });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const ids = [await create(), await create(), await create()];
    forgetEstimates();
    const first = await list({}, other);
    expect(first.page.totalCount).toBe(3);
    expect(first.reads[0]).toMatch(/count\(/);
    // Read again: the page only, with the total counted a moment ago.
    const again = await list({}, other);
    expect(again.page.totalCount).toBe(3);
    expect(again.reads).toHaveLength(1);
    expect(again.reads[0]).not.toMatch(/count\(/);
    // A write through this process: the next page counts afresh, and its total has it.
    ids.push(await create());
    const written = await list({}, other);
    expect(written.page.totalCount).toBe(4);
    expect(written.reads[0]).toMatch(/count\(/);
    // A small exact total (a tenth of the limit or less; none here) is always counted.
    const small = { createdAfter: new Date(h.clock.now().getTime() + 86_400_000).toISOString() };
    await list(small, other);
    expect((await list(small, other)).reads[0]).toMatch(/count\(/);
    if (!h.database.url) return;
    // A change made by another process is not seen by the remembered total, for a second at most.
    await list({}, other);
    const elsewhere = new pg.Client({ connectionString: h.database.url });
    await elsewhere.connect();
    try {
      await elsewhere.query(`UPDATE customers SET deleted_at = now() WHERE id = $1`, [ids[0].slice('Customer:'.length)]);
    } finally {
      await elsewhere.end();
    }
    const stale = await list({}, other);
    expect(stale.page.data).toHaveLength(3);
    expect(stale.page.totalCount).toBe(4);
    await new Promise((r) => setTimeout(r, 1_050));
    expect((await list({}, other)).page.totalCount).toBe(3);
  });

  it('has a limit of 1,000 unless CORRIDOR_EXACT_COUNT_LIMIT says otherwise', () => {
    expect(loadConfig([], {}).exactCountLimit).toBe(1_000);
    expect(loadConfig([], { CORRIDOR_EXACT_COUNT_LIMIT: '500' }).exactCountLimit).toBe(500);
    expect(() => loadConfig([], { CORRIDOR_EXACT_COUNT_LIMIT: '0' })).toThrow(/CORRIDOR_EXACT_COUNT_LIMIT/);
  });
});
