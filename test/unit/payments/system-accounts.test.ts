import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/driver.ts';
import { newId } from '../../../src/ids.ts';
import { systemAccount } from '../../../src/modules/payments/system-accounts.ts';
import { type TestDatabase, testDatabase } from '../../support/database.ts';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await testDatabase();
  db = database.db;
});
afterAll(async () => database.close());

const now = new Date('2026-01-01T00:00:00Z');
const rows = (platformId: string) => db.query<{ id: string }>('SELECT id FROM payment_system_accounts WHERE platform_id = $1', [platformId]);

describe('systemAccount', () => {
  it('never remembers an account whose opening rolled back, even one it read back in that transaction', async () => {
    const platformId = newId();
    const undone = await db
      .transaction(async (tx) => {
        const opened = await systemAccount(tx, platformId, 'USD', 'RAIL_CLEARING', now);
        // Asked again in the same transaction: the row is its own, uncommitted.
        expect(await systemAccount(tx, platformId, 'USD', 'RAIL_CLEARING', now)).toBe(opened);
        throw new Error(`roll back ${opened}`);
      })
      .catch((err: Error) => err.message.split(' ').at(-1));
    expect(await rows(platformId)).toEqual([]);
    const opened = await db.transaction((tx) => systemAccount(tx, platformId, 'USD', 'RAIL_CLEARING', now));
    expect(opened).not.toBe(undone);
    expect(await rows(platformId)).toEqual([{ id: opened }]);
  });

  it('answers a committed account without a statement once it has read it back', async () => {
    const platformId = newId();
    const opened = await db.transaction((tx) => systemAccount(tx, platformId, 'EUR', 'FX_CLEARING', now));
    expect(await db.transaction((tx) => systemAccount(tx, platformId, 'EUR', 'FX_CLEARING', now))).toBe(opened);
    let statements = 0;
    const found = await db.transaction((tx) =>
      systemAccount(
        {
          ...tx,
          query: (text, params) => {
            statements++;
            return tx.query(text, params);
          },
        },
        platformId,
        'EUR',
        'FX_CLEARING',
        now,
      ),
    );
    expect(found).toBe(opened);
    expect(statements).toBe(0);
  });
});
