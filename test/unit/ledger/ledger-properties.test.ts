import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/driver.ts';
import { newId } from '../../../src/ids.ts';
import { applyLedger, getAccounts, getTransfer, type LedgerCommand, type Outcome, openAccount, postTransfer } from '../../../src/ledger/index.ts';
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
// Account 0 is a clearing account that may go negative; it and the last one are shared (locked
// last, and only by the write when a batch only credits them: commands.ts).
const ACCOUNTS = 5;

type Command =
  | { kind: 'transfer'; legs: { account: number; amount: bigint }[] }
  | { kind: 'replay'; pick: number }
  | { kind: 'hold'; account: number; amount: bigint }
  | { kind: 'release'; pick: number }
  | { kind: 'capture'; pick: number; to: number; part: number; final: boolean };

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
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat(), fc.integer({ min: 0, max: ACCOUNTS - 1 }), fc.integer({ min: 1, max: 100 }), fc.boolean())
      .map(([pick, to, part, final]): Command => ({ kind: 'capture', pick, to, part, final })),
  },
);

describe('ledger invariants under random batches of commands', () => {
  it('keeps zero-sum transfers, balance = sum of entries, available = balance - holds, no overdraft, replays post once, whatever the batching', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(command, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 10 }), async (batches) => {
        const platformId = newId();
        const ids: string[] = [];
        for (let i = 0; i < ACCOUNTS; i++) {
          ids.push((await openAccount(db, { platformId, currency: 'USD', purpose: i === 0 ? 'CLEARING' : 'TEST', allowNegative: i === 0, shared: i === 0 || i === ACCOUNTS - 1, now })).id);
        }
        // The model: balances and holds, each command applied in order as the ledger must.
        const balance = ids.map(() => 0n);
        const held = ids.map(() => 0n);
        const posted: { id: string; legs: { account: number; amount: bigint }[] }[] = [];
        const holds: { id: string; account: number; left: bigint; open: boolean; released: boolean }[] = [];
        const available = (account: number) => balance[account] - held[account];

        for (const batch of batches) {
          const sent: LedgerCommand[] = [];
          const expected: (Outcome | 'replayed')[] = [];
          for (const c of batch) {
            if (c.kind === 'transfer') {
              const id = newId();
              sent.push({ op: 'transfer', transfer: { id, currency: 'USD', entries: c.legs.map((l) => ({ accountId: ids[l.account], amount: l.amount })) } });
              if (c.legs.every((l) => l.account === 0 || available(l.account) + l.amount >= 0n)) {
                for (const l of c.legs) balance[l.account] += l.amount;
                posted.push({ id, legs: c.legs });
                expected.push({ applied: true, replayed: false } as Outcome);
              } else expected.push({ applied: false, refusal: 'INSUFFICIENT_FUNDS' });
            } else if (c.kind === 'replay' && posted.length > 0) {
              // Replaying with different entries must still move nothing.
              const original = posted[c.pick % posted.length];
              sent.push({ op: 'transfer', transfer: { id: original.id, currency: 'USD', entries: [{ accountId: ids[0], amount: -5n }, { accountId: ids[1], amount: 5n }] } });
              expected.push('replayed');
            } else if (c.kind === 'hold') {
              const id = newId();
              sent.push({ op: 'hold', holdId: id, accountId: ids[c.account], amount: c.amount });
              if (available(c.account) >= c.amount) {
                held[c.account] += c.amount;
                holds.push({ id, account: c.account, left: c.amount, open: true, released: false });
                expected.push({ applied: true, replayed: false } as Outcome);
              } else expected.push({ applied: false, refusal: 'INSUFFICIENT_FUNDS' });
            } else if (c.kind === 'release' && holds.length > 0) {
              const h = holds[c.pick % holds.length];
              sent.push({ op: 'release', holdId: h.id });
              if (h.open) {
                held[h.account] -= h.left;
                h.open = false;
                h.released = true;
                expected.push({ applied: true, replayed: false } as Outcome);
              } else expected.push(h.released ? 'replayed' : { applied: false, refusal: 'HOLD_ENDED' });
            } else if (c.kind === 'capture' && holds.some((h) => h.open)) {
              const open = holds.filter((h) => h.open);
              const h = open[c.pick % open.length];
              const to = c.to === h.account ? 0 : c.to;
              const take = (h.left * BigInt(c.part) + 99n) / 100n;
              const id = newId();
              sent.push({ op: 'capture', holdId: h.id, final: c.final, transfer: { id, currency: 'USD', entries: [{ accountId: ids[h.account], amount: -take }, { accountId: ids[to], amount: take }] } });
              balance[h.account] -= take;
              balance[to] += take;
              held[h.account] -= take;
              h.left -= take;
              if (c.final || h.left === 0n) {
                held[h.account] -= h.left;
                h.left = 0n;
                h.open = false;
              }
              posted.push({ id, legs: [{ account: h.account, amount: -take }, { account: to, amount: take }] });
              expected.push({ applied: true, replayed: false } as Outcome);
            }
          }
          const outcomes = await db.transaction((tx) => applyLedger(tx, platformId, now, sent));
          expect(
            outcomes.map((o) => (o.applied ? (o.replayed ? 'replayed' : 'applied') : o.refusal)),
            JSON.stringify(batch, (_, v) => (typeof v === 'bigint' ? String(v) : v)),
          ).toEqual(expected.map((e) => (e === 'replayed' ? 'replayed' : e.applied ? 'applied' : e.refusal)));
        }

        const accounts = await getAccounts(db, platformId, ids);
        expect(ids.map((id) => accounts.get(id)?.balance)).toEqual(balance);
        expect(ids.map((id) => accounts.get(id)?.available)).toEqual(ids.map((_, i) => balance[i] - held[i]));
        expect(balance.reduce((a, b) => a + b, 0n)).toBe(0n);
        expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
        const count = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM ledger_transfers WHERE platform_id = $1', [platformId]);
        expect(Number(count[0].n)).toBe(posted.length);
        for (const p of posted.slice(0, 3)) expect((await getTransfer(db, platformId, p.id))?.entries.length).toBe(p.legs.length);
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
