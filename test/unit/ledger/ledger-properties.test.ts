import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/driver.ts';
import { ApiError } from '../../../src/http/errors.ts';
import { newId } from '../../../src/ids.ts';
import { getAccounts, openAccount, placeHold, postTransfer, releaseHold, settleHold } from '../../../src/ledger/index.ts';
import { testDatabase, type TestDatabase } from '../../support/database.ts';
import { ledgerProblems, noProblems } from './invariants.ts';

/**
 * Random command sequences against the real SQL, compared with a plain in-memory model.
 * After every sequence the database invariants are checked directly.
 */
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await testDatabase();
  db = database.db;
});
afterAll(async () => database.close());

const now = new Date('2026-01-01T00:00:00Z');
const ACCOUNTS = 5; // account 0 is a clearing account that may go negative

type Command =
  | { kind: 'transfer'; legs: { account: number; amount: bigint }[] }
  | { kind: 'replay'; pick: number }
  | { kind: 'hold'; account: number; amount: bigint }
  | { kind: 'release'; pick: number }
  | { kind: 'settle'; pick: number; to: number };

const amount = fc.bigInt({ min: 1n, max: 1_000n });
const transferCmd = fc
  .tuple(fc.uniqueArray(fc.integer({ min: 0, max: ACCOUNTS - 1 }), { minLength: 2, maxLength: 4 }), fc.array(amount, { minLength: 3, maxLength: 3 }))
  .map(([accounts, amounts]): Command => {
    // The last account takes the opposite of the others, so every transfer sums to zero.
    const legs = accounts.slice(0, -1).map((account, i) => ({ account, amount: i % 2 ? amounts[i] : -amounts[i] }));
    const rest = legs.reduce((s, l) => s + l.amount, 0n);
    if (rest === 0n) legs[0].amount -= 1n;
    legs.push({ account: accounts[accounts.length - 1], amount: -legs.reduce((s, l) => s + l.amount, 0n) });
    return { kind: 'transfer', legs: legs.filter((l) => l.amount !== 0n) };
  });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: transferCmd },
  { weight: 1, arbitrary: fc.nat().map((pick): Command => ({ kind: 'replay', pick })) },
  { weight: 2, arbitrary: fc.tuple(fc.integer({ min: 1, max: ACCOUNTS - 1 }), amount).map(([account, a]): Command => ({ kind: 'hold', account, amount: a })) },
  { weight: 1, arbitrary: fc.nat().map((pick): Command => ({ kind: 'release', pick })) },
  { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.integer({ min: 0, max: ACCOUNTS - 1 })).map(([pick, to]): Command => ({ kind: 'settle', pick, to })) },
);

describe('ledger invariants under random command sequences', () => {
  it('keeps zero-sum transfers, balance = sum of entries, available = balance - holds, no overdraft, replays post once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const platformId = newId();
        const ids: string[] = [];
        for (let i = 0; i < ACCOUNTS; i++) {
          ids.push((await openAccount(db, { platformId, currency: 'USD', purpose: i === 0 ? 'CLEARING' : 'TEST', allowNegative: i === 0, now })).id);
        }
        const balance = ids.map(() => 0n);
        const held = ids.map(() => 0n);
        const posted: { id: string; legs: { account: number; amount: bigint }[] }[] = [];
        const holds: { id: string; account: number; amount: bigint; open: boolean }[] = [];
        const canSpend = (legs: { account: number; amount: bigint }[], extra = ids.map(() => 0n)) =>
          legs.every((l) => l.account === 0 || balance[l.account] - held[l.account] + extra[l.account] + l.amount >= 0n);

        for (const c of commands) {
          if (c.kind === 'transfer') {
            const id = newId();
            const ok = canSpend(c.legs);
            const attempt = db.transaction((tx) =>
              postTransfer(tx, { id, platformId, currency: 'USD', now, entries: c.legs.map((l) => ({ accountId: ids[l.account], amount: l.amount })) }),
            );
            if (ok) {
              expect((await attempt).replayed).toBe(false);
              for (const l of c.legs) balance[l.account] += l.amount;
              posted.push({ id, legs: c.legs });
            } else {
              await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
            }
          } else if (c.kind === 'replay' && posted.length > 0) {
            const original = posted[c.pick % posted.length];
            // Replaying with different entries must still return the original and move nothing.
            const res = await db.transaction((tx) =>
              postTransfer(tx, {
                id: original.id,
                platformId,
                currency: 'USD',
                now,
                entries: [
                  { accountId: ids[0], amount: -5n },
                  { accountId: ids[1], amount: 5n },
                ],
              }),
            );
            expect(res.replayed).toBe(true);
            expect(res.transfer.entries.map((e) => e.amount).reduce((a, b) => a + b, 0n)).toBe(0n);
            expect(res.transfer.entries.length).toBe(original.legs.length);
          } else if (c.kind === 'hold') {
            const id = newId();
            const ok = balance[c.account] - held[c.account] >= c.amount;
            const attempt = db.transaction((tx) => placeHold(tx, { id, platformId, accountId: ids[c.account], amount: c.amount, now }));
            if (ok) {
              await attempt;
              held[c.account] += c.amount;
              holds.push({ id, account: c.account, amount: c.amount, open: true });
            } else {
              await expect(attempt).rejects.toBeInstanceOf(ApiError);
            }
          } else if (c.kind === 'release' && holds.some((h) => h.open)) {
            const open = holds.filter((h) => h.open);
            const h = open[c.pick % open.length];
            await db.transaction((tx) => releaseHold(tx, { id: h.id, platformId, now }));
            await db.transaction((tx) => releaseHold(tx, { id: h.id, platformId, now })); // a second release is a no-op
            held[h.account] -= h.amount;
            h.open = false;
          } else if (c.kind === 'settle' && holds.some((h) => h.open)) {
            const open = holds.filter((h) => h.open);
            const h = open[c.pick % open.length];
            const to = c.to === h.account ? 0 : c.to;
            const legs = [
              { account: h.account, amount: -h.amount },
              { account: to, amount: h.amount },
            ];
            const id = newId();
            const entries = legs.map((l) => ({ accountId: ids[l.account], amount: l.amount }));
            const first = await db.transaction((tx) => settleHold(tx, h.id, { id, platformId, currency: 'USD', now, entries }));
            const again = await db.transaction((tx) => settleHold(tx, h.id, { id, platformId, currency: 'USD', now, entries }));
            expect([first.replayed, again.replayed]).toEqual([false, true]);
            held[h.account] -= h.amount;
            for (const l of legs) balance[l.account] += l.amount;
            h.open = false;
            posted.push({ id, legs });
          }
        }

        const accounts = await getAccounts(db, platformId, ids);
        expect(ids.map((id) => accounts.get(id)?.balance)).toEqual(balance);
        expect(ids.map((id) => accounts.get(id)?.available)).toEqual(ids.map((_, i) => balance[i] - held[i]));
        expect(balance.reduce((a, b) => a + b, 0n)).toBe(0n);
        expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
        const count = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM ledger_transfers WHERE platform_id = $1', [platformId]);
        expect(Number(count[0].n)).toBe(posted.length);
      }),
      { numRuns: 40 },
    );
  });
});

describe('ledger rules', () => {
  const setup = async (allowNegative = false) => {
    const platformId = newId();
    const a = await openAccount(db, { platformId, currency: 'USD', purpose: 'TEST', allowNegative, now });
    const b = await openAccount(db, { platformId, currency: 'USD', purpose: 'TEST', now });
    return { platformId, a: a.id, b: b.id };
  };

  it('rejects entries that do not sum to zero, before touching the database', async () => {
    const { platformId, a, b } = await setup(true);
    await expect(
      postTransfer(db, { id: newId(), platformId, currency: 'USD', now, entries: [{ accountId: a, amount: -5n }, { accountId: b, amount: 4n }] }),
    ).rejects.toThrow(/sum to -1/);
  });

  it('rejects a leg whose account is in another currency or on another platform', async () => {
    const { platformId, a } = await setup(true);
    const eur = await openAccount(db, { platformId, currency: 'EUR', purpose: 'TEST', now });
    const foreign = await openAccount(db, { platformId: newId(), currency: 'USD', purpose: 'TEST', now });
    for (const other of [eur.id, foreign.id]) {
      await expect(
        db.transaction((tx) => postTransfer(tx, { id: newId(), platformId, currency: 'USD', now, entries: [{ accountId: a, amount: -5n }, { accountId: other, amount: 5n }] })),
      ).rejects.toThrow(/UNKNOWN_ACCOUNT/);
    }
  });

  it('posts a cross-currency transfer that balances per currency', async () => {
    const platformId = newId();
    const usdClear = await openAccount(db, { platformId, currency: 'USD', purpose: 'FX', allowNegative: true, now });
    const eurClear = await openAccount(db, { platformId, currency: 'EUR', purpose: 'FX', allowNegative: true, now });
    const usd = await openAccount(db, { platformId, currency: 'USD', purpose: 'TEST', now });
    const eur = await openAccount(db, { platformId, currency: 'EUR', purpose: 'TEST', now });
    await db.transaction((tx) => postTransfer(tx, { id: newId(), platformId, currency: 'USD', now, entries: [{ accountId: usdClear.id, amount: -100n }, { accountId: usd.id, amount: 100n }] }));
    await db.transaction((tx) =>
      postTransfer(tx, {
        id: newId(),
        platformId,
        currency: 'USD',
        now,
        entries: [
          { accountId: usd.id, amount: -100n },
          { accountId: usdClear.id, amount: 100n },
          { accountId: eurClear.id, amount: -92n, currency: 'EUR' },
          { accountId: eur.id, amount: 92n, currency: 'EUR' },
        ],
      }),
    );
    const got = await getAccounts(db, platformId, [usd.id, eur.id]);
    expect([got.get(usd.id)?.balance, got.get(eur.id)?.balance]).toEqual([0n, 92n]);
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it('the database itself refuses a negative balance on an account that must not go negative', async () => {
    const { platformId, a } = await setup();
    await expect(db.query('UPDATE ledger_accounts SET balance = -1, available = -1 WHERE id = $1', [a])).rejects.toMatchObject({ code: '23514' });
    expect(platformId).toBeTruthy();
  });

  it('keeps amounts beyond 2^53 exact', async () => {
    const { platformId, a, b } = await setup(true);
    const huge = 123456789012345678901234567890n;
    await db.transaction((tx) => postTransfer(tx, { id: newId(), platformId, currency: 'USD', now, entries: [{ accountId: a, amount: -huge }, { accountId: b, amount: huge }] }));
    const got = await getAccounts(db, platformId, [a, b]);
    expect([got.get(a)?.balance, got.get(b)?.balance]).toEqual([-huge, huge]);
  });
});
