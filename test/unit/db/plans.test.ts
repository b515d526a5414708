import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/driver.ts';
import { openPglite } from '../../../src/db/pglite.ts';
import { tenantIs } from '../../../src/db/plans.ts';
import { newId } from '../../../src/ids.ts';

// A batch keyed by ids, planned while the platform's rows were few, must still go by primary key
// once they are many: src/db/plans.ts says why.
describe('tenantIs', () => {
  let db: Db;
  const mine = newId();
  const theirs = newId();
  beforeAll(async () => {
    db = await openPglite();
    await db.query('CREATE TABLE payments (id uuid PRIMARY KEY, platform_id uuid NOT NULL, reference text, status text NOT NULL)');
    await db.query('CREATE INDEX payments_reference ON payments (platform_id, reference)');
  });
  afterAll(() => db.close());

  const batch = (tenant: string): string => `UPDATE payments p SET status = u.status FROM unnest($2::uuid[], $3::text[]) AS u(id, status)
    WHERE p.id = u.id AND p.id = ANY ($2::uuid[]) AND ${tenant}`;
  const plan = async (tenant: string, ids: string[]) => {
    const literal = batch(tenant)
      .replace('$1', `'${mine}'::uuid`)
      .replaceAll('$2', `'{${ids.join(',')}}'::uuid[]`)
      .replace('$3', `'{${ids.map(() => 'DONE').join(',')}}'::text[]`);
    return (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${literal}`)).map((r) => r['QUERY PLAN']).join('\n');
  };

  it('hides the tenant comparison from index matching: no plan of a batch of ids reads the platform through its index', async () => {
    // Statistics of twenty platforms with five payments each, then 20,000 more of one that no ANALYZE saw.
    for (let p = 0; p < 20; p++) {
      await db.query(`INSERT INTO payments SELECT gen_random_uuid(), $1, 'r' || g, 'PENDING' FROM generate_series(1, 5) g`, [p === 0 ? mine : newId()]);
    }
    await db.query('ANALYZE payments');
    await db.query(`INSERT INTO payments SELECT gen_random_uuid(), $1, 'r' || g, 'PENDING' FROM generate_series(6, 20000) g`, [mine]);
    const ids = (await db.query<{ id: string }>('SELECT id FROM payments WHERE platform_id = $1 ORDER BY id LIMIT 50', [mine])).map((r) => r.id);
    // The plain comparison: the platform's index, costed for a few hundred rows, reads all 20,000.
    expect(await plan('p.platform_id = $1', ids)).toContain('payments_reference');
    expect(await plan(tenantIs('p.platform_id', '$1'), ids)).not.toContain('payments_reference');
    // With statistics of the table as it is, the primary key answers.
    await db.query('ANALYZE payments');
    const shown = await plan(tenantIs('p.platform_id', '$1'), ids);
    expect(shown).toContain('payments_pkey');
    expect(shown).not.toContain('Seq Scan on payments');
  });

  it("still leaves another platform's rows alone", async () => {
    const other = newId();
    await db.query(`INSERT INTO payments VALUES ($1, $2, 'x', 'PENDING')`, [other, theirs]);
    const mineId = (await db.query<{ id: string }>('SELECT id FROM payments WHERE platform_id = $1 LIMIT 1', [mine]))[0].id;
    await db.query(batch(tenantIs('p.platform_id', '$1')), [mine, [mineId, other], ['DONE', 'DONE']]);
    const status = async (id: string) => (await db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [id]))[0].status;
    expect(await status(mineId)).toBe('DONE');
    expect(await status(other)).toBe('PENDING');
  });
});
