import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetEstimates } from '../../src/db/conditions.ts';
import { onServer, testDatabase } from '../support/database.ts';
import { type Harness, startHarness } from '../support/harness.ts';
import { customerWithAccounts, fund, quoteBody, usBankAccount } from '../support/payments.ts';

if (!onServer) console.warn('\n!!! list-plans tests need TEST_DATABASE_URL (a PostgreSQL server: PGlite has no plan cache): SKIPPED !!!\n');

/**
 * A list filtered on a column of few values (a payment's status) is planned for the value asked
 * (Conditions.byValue, db/plans.ts). Prepared once and planned for the average value, the
 * statement of a page read every payment of the platform newest first for a value that holds
 * none: on one platform whose payments are all COMPLETED, a page of FAILED ones.
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

describe.skipIf(!onServer)('a list filtered on a status', () => {
  it('is planned for the status asked, after many pages of a common one', async () => {
    const page = async (status: string) => {
      // Counted afresh each time (no remembered total): the statement with the count runs.
      forgetEstimates();
      const res = await h.call('GET', '/transactions', { query: { type: 'OUTGOING', status, limit: '20' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: unknown[]; totalCount: number };
    };
    for (let i = 0; i < 10; i++) expect((await page('COMPLETED')).data).toHaveLength(20);
    expect(await page('FAILED')).toMatchObject({ data: [], totalCount: 0 });
    // The server planned no statement that filters on status for all values at once: a generic
    // plan of one would read the platform's payments for a status that has none.
    const generic = await database.db.query<{ statement: string; generic_plans: string }>(
      `SELECT statement, generic_plans::text FROM pg_prepared_statements WHERE statement LIKE '%status = $%' AND statement LIKE '%FROM transactions%' AND generic_plans > 0`,
    );
    expect(generic).toEqual([]);
  });
});
