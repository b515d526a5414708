import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/driver.ts';
import { newId } from '../../../src/ids.ts';
import { captureHold, getAccount, getHold, LedgerError, openAccount, placeHold, postTransfer } from '../../../src/ledger/index.ts';
import { type TestDatabase, testDatabase } from '../../support/database.ts';
import { ledgerProblems, noProblems } from './invariants.ts';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await testDatabase();
  db = database.db;
});
afterAll(async () => database.close());

const now = new Date('2026-01-01T00:00:00Z');

async function setup(funds: bigint) {
  const platformId = newId();
  const mint = (await openAccount(db, { platformId, currency: 'USD', purpose: 'MINT', allowNegative: true, now })).id;
  const payer = (await openAccount(db, { platformId, currency: 'USD', purpose: 'TEST', now })).id;
  const payee = (await openAccount(db, { platformId, currency: 'USD', purpose: 'TEST', now })).id;
  await postTransfer(db, { id: newId(), platformId, currency: 'USD', entries: [{ accountId: mint, amount: -funds }, { accountId: payer, amount: funds }], now });
  return { platformId, payer, payee };
}

const capture = (platformId: string, from: string, to: string, amount: bigint, id = newId()) => ({
  id,
  platformId,
  currency: 'USD',
  entries: [{ accountId: from, amount: -amount }, { accountId: to, amount }],
  now,
});

describe('captureHold', () => {
  it('settles part of a hold and keeps the rest held, then the rest settles it', async () => {
    const { platformId, payer, payee } = await setup(1000n);
    const holdId = newId();
    await placeHold(db, { id: holdId, platformId, accountId: payer, amount: 600n, now });
    const first = await captureHold(db, holdId, capture(platformId, payer, payee, 200n));
    expect(first.hold).toMatchObject({ status: 'PENDING', amount: 400n });
    expect(await getAccount(db, platformId, payer)).toMatchObject({ balance: 800n, available: 400n });
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
    const second = await captureHold(db, holdId, capture(platformId, payer, payee, 400n));
    expect(second.hold).toMatchObject({ status: 'SETTLED', amount: 400n });
    expect(await getAccount(db, platformId, payer)).toMatchObject({ balance: 400n, available: 400n });
    expect(await getAccount(db, platformId, payee)).toMatchObject({ balance: 600n, available: 600n });
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it('replays a capture by its transfer id without shrinking the hold again', async () => {
    const { platformId, payer, payee } = await setup(1000n);
    const holdId = newId();
    await placeHold(db, { id: holdId, platformId, accountId: payer, amount: 500n, now });
    const id = newId();
    await captureHold(db, holdId, capture(platformId, payer, payee, 100n, id));
    const again = await captureHold(db, holdId, capture(platformId, payer, payee, 100n, id));
    expect(again.result.replayed).toBe(true);
    expect((await getHold(db, platformId, holdId))?.amount).toBe(400n);
    expect(await getAccount(db, platformId, payer)).toMatchObject({ balance: 900n, available: 500n });
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it('refuses more than the hold, a transfer not debiting the held account, and an ended hold', async () => {
    const { platformId, payer, payee } = await setup(1000n);
    const holdId = newId();
    await placeHold(db, { id: holdId, platformId, accountId: payer, amount: 300n, now });
    await expect(db.transaction((tx) => captureHold(tx, holdId, capture(platformId, payer, payee, 301n)))).rejects.toBeInstanceOf(LedgerError);
    await expect(db.transaction((tx) => captureHold(tx, holdId, capture(platformId, payee, payer, 1n)))).rejects.toBeInstanceOf(LedgerError);
    await captureHold(db, holdId, capture(platformId, payer, payee, 300n));
    await expect(db.transaction((tx) => captureHold(tx, holdId, capture(platformId, payer, payee, 1n)))).rejects.toBeInstanceOf(LedgerError);
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });
});
