import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/driver.ts';
import { newId } from '../../../src/ids.ts';
import { applyLedger, getAccount, getHold, holdCaptures, type LedgerCommand, LedgerError, openAccount, postTransfer } from '../../../src/ledger/index.ts';
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
  return { platformId, mint, payer, payee };
}

const move = (from: string, to: string, amount: bigint, id = newId()) => ({ id, currency: 'USD', entries: [{ accountId: from, amount: -amount }, { accountId: to, amount }] });
const run = (platformId: string, commands: LedgerCommand[]) => db.transaction((tx) => applyLedger(tx, platformId, now, commands));
const verdicts = (outcomes: Awaited<ReturnType<typeof run>>) => outcomes.map((o) => (o.applied ? (o.replayed ? 'replayed' : 'applied') : o.refusal));

describe('holds and captures through the one door', () => {
  it('a partial capture is a posting against the hold: the hold keeps its amount, counts what was captured, and its history reads back', async () => {
    const { platformId, payer, payee } = await setup(1000n);
    const holdId = newId();
    await run(platformId, [{ op: 'hold', holdId, accountId: payer, amount: 600n }]);
    const first = newId();
    const [captured] = await run(platformId, [{ op: 'capture', holdId, transfer: move(payer, payee, 200n, first) }]);
    expect(captured).toMatchObject({ applied: true, hold: { status: 'PENDING', amount: 600n, captured: 200n } });
    expect(await getHold(db, platformId, holdId)).toMatchObject({ status: 'PENDING', amount: 600n, captured: 200n });
    expect(await getAccount(db, platformId, payer)).toMatchObject({ balance: 800n, available: 400n });
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
    const second = newId();
    await run(platformId, [{ op: 'capture', holdId, transfer: move(payer, payee, 400n, second) }]);
    expect(await getHold(db, platformId, holdId)).toMatchObject({ status: 'SETTLED', amount: 600n, captured: 600n });
    expect(await getAccount(db, platformId, payer)).toMatchObject({ balance: 400n, available: 400n });
    expect(await getAccount(db, platformId, payee)).toMatchObject({ balance: 600n, available: 600n });
    expect((await holdCaptures(db, platformId, holdId)).map((c) => [c.transferId, c.amount])).toEqual([
      [first, 200n],
      [second, 400n],
    ]);
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it('a final capture ends the hold and gives back what it did not take', async () => {
    const { platformId, payer, payee } = await setup(1000n);
    const holdId = newId();
    await run(platformId, [{ op: 'hold', holdId, accountId: payer, amount: 500n }]);
    await run(platformId, [{ op: 'capture', holdId, final: true, transfer: move(payer, payee, 300n) }]);
    expect(await getHold(db, platformId, holdId)).toMatchObject({ status: 'SETTLED', captured: 300n });
    expect(await getAccount(db, platformId, payer)).toMatchObject({ balance: 700n, available: 700n });
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it('replays a capture by its transfer id without capturing again', async () => {
    const { platformId, payer, payee } = await setup(1000n);
    const holdId = newId();
    await run(platformId, [{ op: 'hold', holdId, accountId: payer, amount: 500n }]);
    const id = newId();
    await run(platformId, [{ op: 'capture', holdId, transfer: move(payer, payee, 100n, id) }]);
    expect(verdicts(await run(platformId, [{ op: 'capture', holdId, transfer: move(payer, payee, 100n, id) }]))).toEqual(['replayed']);
    expect((await getHold(db, platformId, holdId))?.captured).toBe(100n);
    expect(await getAccount(db, platformId, payer)).toMatchObject({ balance: 900n, available: 500n });
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it('throws on a programming error (more than the hold, a transfer not debiting the held account) and refuses an ended or unknown hold as a value', async () => {
    const { platformId, payer, payee } = await setup(1000n);
    const holdId = newId();
    await run(platformId, [{ op: 'hold', holdId, accountId: payer, amount: 300n }]);
    await expect(run(platformId, [{ op: 'capture', holdId, transfer: move(payer, payee, 301n) }])).rejects.toBeInstanceOf(LedgerError);
    await expect(run(platformId, [{ op: 'capture', holdId, transfer: move(payee, payer, 1n) }])).rejects.toBeInstanceOf(LedgerError);
    await run(platformId, [{ op: 'capture', holdId, transfer: move(payer, payee, 300n) }]);
    expect(verdicts(await run(platformId, [{ op: 'capture', holdId, transfer: move(payer, payee, 1n) }]))).toEqual(['HOLD_ENDED']);
    expect(verdicts(await run(platformId, [{ op: 'release', holdId }]))).toEqual(['HOLD_ENDED']);
    expect(verdicts(await run(platformId, [{ op: 'release', holdId: newId() }]))).toEqual(['HOLD_NOT_FOUND']);
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it('a batch with a refused item applies the others and reports each, each seeing what the ones before it did', async () => {
    const { platformId, payer, payee } = await setup(1000n);
    const [h1, h2, h3] = [newId(), newId(), newId()];
    const outcomes = await run(platformId, [
      { op: 'hold', holdId: h1, accountId: payer, amount: 600n },
      { op: 'hold', holdId: h2, accountId: payer, amount: 500n }, // only 400 left: refused
      { op: 'transfer', transfer: move(payer, payee, 400n) },
      { op: 'hold', holdId: h3, accountId: payer, amount: 1n }, // nothing left: refused
      { op: 'release', holdId: h1 },
      { op: 'hold', holdId: h3, accountId: payer, amount: 600n }, // the release made room
    ]);
    expect(verdicts(outcomes)).toEqual(['applied', 'INSUFFICIENT_FUNDS', 'applied', 'INSUFFICIENT_FUNDS', 'applied', 'applied']);
    expect(outcomes.map((o) => (o.applied ? o.figures.find((f) => f.accountId === payer)?.available : undefined))).toEqual([400n, undefined, 0n, undefined, 600n, 0n]);
    expect(await getHold(db, platformId, h2)).toBeNull();
    expect(await getAccount(db, platformId, payer)).toMatchObject({ balance: 600n, available: 0n });
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it('moves each account once per batch by the sum of its legs: a hot account written once, its figures per command', async () => {
    const { platformId, mint, payer, payee } = await setup(1000n);
    const commands: LedgerCommand[] = Array.from({ length: 50 }, () => ({ op: 'transfer', transfer: move(mint, payee, 1n) }));
    commands.push({ op: 'transfer', transfer: move(payer, payee, 10n) });
    const outcomes = await run(platformId, commands);
    expect(outcomes.every((o) => o.applied)).toBe(true);
    expect(outcomes[49].applied && outcomes[49].figures.find((f) => f.accountId === payee)?.balance).toBe(50n);
    expect(await getAccount(db, platformId, payee)).toMatchObject({ balance: 60n, available: 60n });
    expect(await getAccount(db, platformId, mint)).toMatchObject({ balance: -1050n });
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it('a group applies all or none: a refused command undoes the ones of its group before it, and other groups go on', async () => {
    const { platformId, mint, payer, payee } = await setup(1000n);
    const [h1, h2] = [newId(), newId()];
    await run(platformId, [
      { op: 'hold', holdId: h1, accountId: payer, amount: 300n },
      { op: 'hold', holdId: h2, accountId: payer, amount: 300n },
    ]);
    const outcomes = await run(platformId, [
      // Group a: the release gives 300 back, then a transfer of 900 does not fit even so: both refused.
      { op: 'release', holdId: h1, group: 'a' },
      { op: 'transfer', transfer: move(payer, payee, 900n), group: 'a' },
      { op: 'capture', holdId: h1, transfer: move(payer, payee, 100n), group: 'a' },
      // Group b, after it, sees none of a: its capture of h1 (still pending) applies.
      { op: 'capture', holdId: h1, final: true, transfer: move(payer, payee, 300n), group: 'b' },
      { op: 'transfer', transfer: move(mint, payee, 5n), group: 'b' },
      { op: 'release', holdId: h2 },
    ]);
    expect(verdicts(outcomes)).toEqual(['INSUFFICIENT_FUNDS', 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_FUNDS', 'applied', 'applied', 'applied']);
    expect(await getHold(db, platformId, h1)).toMatchObject({ status: 'SETTLED', captured: 300n });
    expect(await getAccount(db, platformId, payer)).toMatchObject({ balance: 700n, available: 700n });
    expect(await getAccount(db, platformId, payee)).toMatchObject({ balance: 305n });
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });
});

describe('batches of one transaction written with COMMIT', () => {
  it('each decides from the figures after the batches queued before it, as members of a group-commit group do', async () => {
    const { platformId, payer, payee } = await setup(1000n);
    const [first, second, third] = [newId(), newId(), newId()];
    const outcomes = await db.transaction(async (tx) => {
      // Begun together, as a group's members are: each reads before the others have decided.
      const batches = [
        applyLedger(tx, platformId, now, [{ op: 'hold', holdId: first, accountId: payer, amount: 600n }], { atCommit: true }),
        applyLedger(tx, platformId, now, [{ op: 'hold', holdId: second, accountId: payer, amount: 600n }], { atCommit: true }),
        applyLedger(tx, platformId, now, [{ op: 'hold', holdId: third, accountId: payer, amount: 300n }], { atCommit: true }),
      ];
      return Promise.all(batches);
    });
    expect(outcomes.map(([o]) => (o.applied ? o.figures[0].available : o.refusal))).toEqual([400n, 'INSUFFICIENT_FUNDS', 100n]);
    expect(await getAccount(db, platformId, payer)).toMatchObject({ balance: 1000n, available: 100n });
    // A hold queued in the transaction is captured in the same one, with COMMIT after it.
    await db.transaction(async (tx) => {
      const holdId = newId();
      await applyLedger(tx, platformId, now, [{ op: 'hold', holdId, accountId: payer, amount: 100n }], { atCommit: true });
      const [captured] = await applyLedger(tx, platformId, now, [{ op: 'capture', holdId, transfer: move(payer, payee, 100n) }], { atCommit: true });
      expect(captured).toMatchObject({ applied: true, hold: { status: 'SETTLED', captured: 100n } });
      // Written at once, the capture would run before the hold's insert: refused as a programming error.
      await expect(applyLedger(tx, platformId, now, [{ op: 'release', holdId }])).rejects.toBeInstanceOf(LedgerError);
    });
    expect(await getAccount(db, platformId, payer)).toMatchObject({ balance: 900n, available: 0n });
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });
});
