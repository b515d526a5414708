import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/driver.ts';
import { refusalError } from '../../../src/http/sqlstates.ts';
import { newId } from '../../../src/ids.ts';
import { getAccounts, openAccount, postTransfer, RESERVE_ALL, reservationParams } from '../../../src/ledger/index.ts';
import { testDatabase, type TestDatabase } from '../../support/database.ts';
import { ledgerProblems, noProblems } from './invariants.ts';

/** The ledger's batched reservation (ledger_reserve_all), alone and queued with COMMIT as a group's payments are. */
let database: TestDatabase;
let db: Db;
const platformId = newId();
const now = new Date('2026-01-01T00:00:00Z');
let clearing: string;

beforeAll(async () => {
  database = await testDatabase();
  db = database.db;
  clearing = (await openAccount(db, { platformId, currency: 'USD', purpose: 'CLEARING', allowNegative: true, now })).id;
});
afterAll(async () => database.close());

async function funded(amount: bigint): Promise<string> {
  const { id } = await openAccount(db, { platformId, currency: 'USD', purpose: 'CUSTOMER', now });
  await postTransfer(db, { id: newId(), platformId, currency: 'USD', now, entries: [{ accountId: clearing, amount: -amount }, { accountId: id, amount }] });
  return id;
}

const params = (accounts: string[], amounts: bigint[]) => {
  const each = accounts.map((accountId, i) => reservationParams({ holdId: newId(), platformId, accountId, amount: amounts[i], now }));
  return [0, 1, 2, 3, 4].map((p) => each.flatMap((e) => e[p]));
};

const figures = async (ids: string[]) => {
  const accounts = await getAccounts(db, platformId, ids);
  return ids.map((id) => ({ available: accounts.get(id)?.available, balance: accounts.get(id)?.balance }));
};

describe('ledger_reserve_all', () => {
  it('places one hold per reservation and returns the figures right after each', async () => {
    const [a, b] = [await funded(1000n), await funded(500n)];
    const rows = await db.transaction((tx) =>
      tx.query<{ k: string; available_after: string; balance_after: string }>(`SELECT k::text, available_after::text, balance_after::text FROM ${RESERVE_ALL}`, params([a, b, a, a], [100n, 50n, 200n, 300n])),
    );
    expect(rows).toEqual([
      { k: '1', available_after: '900', balance_after: '1000' },
      { k: '2', available_after: '450', balance_after: '500' },
      { k: '3', available_after: '700', balance_after: '1000' },
      { k: '4', available_after: '400', balance_after: '1000' },
    ]);
    expect(await figures([a, b])).toEqual([
      { available: 400n, balance: 1000n },
      { available: 450n, balance: 500n },
    ]);
    const holds = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_holds WHERE account_id = ANY($1::uuid[]) AND status = 'PENDING'", [[a, b]]);
    expect(holds[0].n).toBe(4);
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it('merges reservations queued with COMMIT one by one (concat) into one call, all or nothing', async () => {
    const [a, b] = [await funded(300n), await funded(300n)];
    const queue = (accounts: string[], amounts: bigint[]) =>
      db.transaction(async (tx) => {
        for (const [i, accountId] of accounts.entries()) {
          tx.atCommit(`SELECT count(*) FROM ${RESERVE_ALL}`, reservationParams({ holdId: newId(), platformId, accountId, amount: amounts[i], now }), {
            concat: true,
            onError: (err) => refusalError(err),
          });
        }
      });
    await queue([a, b, a], [100n, 300n, 200n]);
    expect(await figures([a, b])).toEqual([
      { available: 0n, balance: 300n },
      { available: 0n, balance: 300n },
    ]);
    // One reservation too many refuses the whole call: the mapped API error, nothing held.
    const [c, d] = [await funded(300n), await funded(300n)];
    await expect(queue([c, d, c], [100n, 100n, 201n])).rejects.toMatchObject({ status: 400, code: 'INSUFFICIENT_FUNDS' });
    expect(await figures([c, d])).toEqual([
      { available: 300n, balance: 300n },
      { available: 300n, balance: 300n },
    ]);
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it('raises CR001 for a short account and CR404 for an unknown one, writing nothing', async () => {
    const a = await funded(100n);
    const run = (accounts: string[], amounts: bigint[]) => db.transaction((tx) => tx.query(`SELECT count(*) FROM ${RESERVE_ALL}`, params(accounts, amounts)));
    const short = await run([a], [101n]).catch((err: unknown) => err);
    expect(short).toMatchObject({ code: 'CR001' });
    expect(refusalError(short)).toMatchObject({ status: 400, code: 'INSUFFICIENT_FUNDS' });
    const unknown = await run([a, newId()], [1n, 1n]).catch((err: unknown) => err);
    expect(unknown).toMatchObject({ code: 'CR404' });
    expect(refusalError(unknown)).toBeUndefined();
    expect(await figures([a])).toEqual([{ available: 100n, balance: 100n }]);
  });
});
