import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetEstimates } from '../../src/db/conditions.ts';
import { onServer, testDatabase } from '../support/database.ts';
import { type Harness, startHarness } from '../support/harness.ts';
import { customerWithAccounts, fund, quoteBody, usBankAccount } from '../support/payments.ts';

if (!onServer) console.warn('\n!!! list-plans tests need TEST_DATABASE_URL (a PostgreSQL server: PGlite has no plan cache): SKIPPED !!!\n');

/**
 * A list filtered on a column of few values (a payment's status) has statements of its own per
 * value (Conditions.byValue). Prepared once and planned for the average value, the statement of
 * a page read every payment of the platform newest first for a value that holds none: on one
 * platform whose payments are all COMPLETED, a page of FAILED ones. And planned for each value
 * on every run, a page of the common value spent half the server's time on its planning.
 */
const PAYMENTS = 3_000;
let h: Harness;
let database: Awaited<ReturnType<typeof testDatabase>>;

beforeAll(async () => {
  if (!onServer) return;
  // One connection: the statements prepared on it are those the lists sent.
  database = await testDatabase(1);
  h = await startHarness({ database });
  const customer = await customerWithAccounts(h, ['USD']);
  await fund(h, customer.accounts.USD, 10_000_000);
  const bank = (await usBankAccount(h, customer.customerId)).json().id;
  const paid = await h.call('POST', '/quotes', { body: quoteBody(customer.accounts.USD, bank, 100, { immediatelyExecute: true }) });
  expect(paid.statusCode, paid.body).toBe(201);
  // Copies of that payment under new ids, all COMPLETED, and statistics that say so.
  await database.db.query(
    `INSERT INTO transactions
     SELECT (jsonb_populate_record(t, jsonb_build_object('id', gen_random_uuid(), 'status', 'COMPLETED', 'reference', 'copy-' || g))).*
     FROM transactions t, generate_series(1, ${PAYMENTS}) g`,
  );
  await database.db.query(`UPDATE transactions SET status = 'COMPLETED'`);
  await database.db.query('ANALYZE transactions');
});
afterAll(async () => {
  if (onServer) await h.close();
});

/** Rows a plan read, over its nodes: those it returned and those its filters removed. */
function rowsRead(node: Record<string, unknown>): number {
  const own = Number(node['Actual Rows'] ?? 0) + Number(node['Rows Removed by Filter'] ?? 0);
  return own + ((node.Plans as Record<string, unknown>[] | undefined) ?? []).reduce((n, child) => n + rowsRead(child), 0);
}

describe.skipIf(!onServer)('a list filtered on a status', () => {
  it('has plans of its own per status: a rare one reads few rows, a common one is not planned on every page', async () => {
    const page = async (status: string) => {
      // Counted afresh each time (no remembered total): the statement with the count runs.
      forgetEstimates();
      const res = await h.call('GET', '/transactions', { query: { type: 'OUTGOING', status, limit: '20' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: unknown[]; totalCount: number };
    };
    for (let i = 0; i < 10; i++) expect((await page('COMPLETED')).data).toHaveLength(20);
    for (let i = 0; i < 8; i++) expect(await page('FAILED')).toMatchObject({ data: [], totalCount: 0 });
    const prepared = await database.db.query<{ name: string; statement: string; generic_plans: number; custom_plans: number }>(
      `SELECT name, statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement LIKE '%FROM transactions%' AND statement LIKE '%status = %'`,
    );
    // No statement leaves the status to a parameter: its generic plan would be costed for the average status.
    expect(prepared.filter((p) => /status = \$/.test(p.statement))).toEqual([]);
    const completed = prepared.filter((p) => p.statement.includes(`status = 'COMPLETED'`));
    const failed = prepared.filter((p) => p.statement.includes(`status = 'FAILED'`));
    expect(completed.length).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);
    // The common status's statement runs on its generic plan: its pages are no longer planned one by one.
    expect(completed.some((p) => p.generic_plans > 0), JSON.stringify(completed)).toBe(true);
    // The rare status's statement, run as the server now runs it, reads a handful of rows, not the platform's 3,000.
    const platformId = (await database.db.query<{ platform_id: string }>('SELECT platform_id FROM transactions LIMIT 1'))[0].platform_id;
    for (const p of failed) {
      const explained = await database.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE ${p.name}('${platformId}')`);
      const raw = explained[0]['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Record<string, unknown> }[];
      expect(rowsRead(plan[0].Plan), JSON.stringify(plan)).toBeLessThan(50);
    }
  });
});
