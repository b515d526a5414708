import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, TxSql } from '../../../src/db/driver.ts';
import { newId } from '../../../src/ids.ts';
import { scopedTx } from '../../../src/kernel/tx.ts';
import { applyLedger, type BalanceEvents, getAccounts, type LedgerCommand, openAccount, postTransfer } from '../../../src/ledger/index.ts';
import { balanceTemplate } from '../../../src/modules/accounts/index.ts';
import { onServer, testDatabase, type TestDatabase } from '../../support/database.ts';
import { ledgerProblems, noProblems } from './invariants.ts';

/**
 * A batch that needs no account's figures to decide (captures of its holds, releases, credits,
 * debits of accounts that may go negative) locks its accounts with COMMIT instead of at its
 * read (applyLedger's `lockAtCommit`), and the balance events of those accounts are filled in
 * by the statement that moves them. Here: such rounds run at once with batches that lock at
 * read (holds, transfers between customers) on the same accounts, without a deadlock or a lost
 * cent; the events carry each group's figures; a capture that turns out to need figures is
 * decided again under locks; a later batch of the same transaction locks at read with the
 * deferred accounts.
 */
let database: TestDatabase;
let db: Db;
const now = new Date('2026-01-01T00:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  db = database.db;
});
afterAll(async () => database.close());

const open = async (platformId: string, purpose: string, options: { allowNegative?: boolean; shared?: boolean } = {}) =>
  (await openAccount(db, { platformId, currency: 'USD', purpose, now, ...options })).id;

const fund = async (platformId: string, funding: string, account: string, amount: bigint) =>
  postTransfer(db, { id: newId(), platformId, currency: 'USD', now, entries: [{ accountId: funding, amount: -amount }, { accountId: account, amount }] });

/** Templates for every account asked about but those in `without`: a presented account's shape, reduced. */
const events = (without: string[] = []): BalanceEvents => ({
  type: 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
  templates: async (ids) =>
    new Map(ids.filter((id) => !without.includes(id)).map((id) => [id, balanceTemplate({ id, balance: { amount: 0n, currency: 'USD' }, totalBalance: { amount: 0n, currency: 'USD' } })])),
});

async function eventsOf(platformId: string): Promise<{ id: string; available: number; balance: number }[]> {
  const rows = await db.query<{ data: string | Record<string, unknown> }>(
    `SELECT data FROM events WHERE platform_id = $1 AND type = 'INTERNAL_ACCOUNT.BALANCE_UPDATED' ORDER BY id`,
    [platformId],
  );
  return rows.map((r) => {
    const d = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as { id: string; balance: { amount: number }; totalBalance: { amount: number } };
    return { id: d.id, available: d.balance.amount, balance: d.totalBalance.amount };
  });
}

const hold = (accountId: string, amount: bigint) => ({ op: 'hold' as const, holdId: newId(), accountId, amount });

describe('batches that lock at COMMIT', () => {
  it('carry each group\'s figures in their balance events, and report none in their outcomes', async () => {
    const platformId = newId();
    const funding = await open(platformId, 'SANDBOX_FUNDING', { allowNegative: true, shared: true });
    const rail = await open(platformId, 'RAIL_CLEARING', { shared: true });
    const fee = await open(platformId, 'PLATFORM_INTERNAL');
    const customer = await open(platformId, 'CUSTOMER');
    await fund(platformId, funding, customer, 1_000n);
    const holds = [hold(customer, 300n), hold(customer, 200n), hold(customer, 100n)];
    await db.transaction((tx) => applyLedger(tx, platformId, now, holds));
    const capture = (h: (typeof holds)[number], fees: bigint): LedgerCommand => ({
      op: 'capture',
      holdId: h.holdId,
      final: true,
      group: h.holdId,
      transfer: {
        id: newId(),
        currency: 'USD',
        entries: [{ accountId: customer, amount: -h.amount }, { accountId: rail, amount: h.amount - fees }, { accountId: fee, amount: fees }].filter((e) => e.amount !== 0n),
      },
    });
    const outcomes = await db.transaction((tx) =>
      applyLedger(tx, platformId, now, [capture(holds[0], 10n), capture(holds[1], 0n), { op: 'release', holdId: holds[2].holdId, group: holds[2].holdId }], {
        atCommit: true,
        lockAtCommit: events([rail]),
      }),
    );
    expect(outcomes.map((o) => o.applied && o.figures)).toEqual([[], [], []]);
    // Before: 1,000 in all, 400 available. Each group's figures, in order; the fee account once, after its only group.
    expect(await eventsOf(platformId)).toEqual([
      { id: customer, balance: 700, available: 400 },
      { id: fee, balance: 10, available: 10 },
      { id: customer, balance: 500, available: 400 },
      { id: customer, balance: 500, available: 500 },
    ]);
    const after = await getAccounts(db, platformId, [customer, fee, rail]);
    expect([after.get(customer)?.balance, after.get(customer)?.available, after.get(fee)?.balance, after.get(rail)?.balance]).toEqual([500n, 500n, 10n, 490n]);
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it('decides again under locks a capture that debits an account it must check', async () => {
    const platformId = newId();
    const pool = await open(platformId, 'POOL', { allowNegative: true });
    const other = await open(platformId, 'CUSTOMER');
    const rail = await open(platformId, 'RAIL_CLEARING', { shared: true });
    // The pool may go negative and the ledger has seen it, so a capture debiting it and one other account looks deferrable.
    const h = hold(pool, 100n);
    await db.transaction((tx) => applyLedger(tx, platformId, now, [h]));
    const capture = (amount: bigint): LedgerCommand => ({
      op: 'capture',
      holdId: h.holdId,
      transfer: { id: newId(), currency: 'USD', entries: [{ accountId: pool, amount: -50n }, { accountId: other, amount: -amount }, { accountId: rail, amount: 50n + amount }] },
    });
    const [refused] = await db.transaction((tx) => applyLedger(tx, platformId, now, [capture(1n)], { atCommit: true, lockAtCommit: events() }));
    expect(refused).toEqual({ applied: false, refusal: 'INSUFFICIENT_FUNDS' });
    await fund(platformId, pool, other, 5n);
    const [applied] = await db.transaction((tx) => applyLedger(tx, platformId, now, [capture(5n)], { atCommit: true, lockAtCommit: events() }));
    // Decided under locks: exact figures, and its events are the caller's (none from the statement).
    expect(applied.applied && applied.figures.find((f) => f.accountId === other)).toEqual({ accountId: other, balance: 0n, available: 0n });
    expect(await eventsOf(platformId)).toEqual([]);
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it(`run at once with batches that lock at read, without deadlock or drift (${onServer ? 'PostgreSQL, 40 transactions at once' : 'PGlite, one at a time'})`, async () => {
    const platforms = [newId(), newId()];
    const setup = await Promise.all(
      platforms.map(async (platformId) => {
        const funding = await open(platformId, 'SANDBOX_FUNDING', { allowNegative: true, shared: true });
        const rail = await open(platformId, 'RAIL_CLEARING', { shared: true });
        const fee = await open(platformId, 'PLATFORM_INTERNAL');
        const customers = await Promise.all(Array.from({ length: 5 }, () => open(platformId, 'CUSTOMER')));
        for (const c of customers) await fund(platformId, funding, c, 100_000n);
        return { platformId, rail, fee, customers };
      }),
    );
    // Holds for the rounds to capture, three per customer and round.
    const rounds = 16;
    const held = new Map<number, { platformId: string; accountId: string; holdId: string }[]>();
    for (let r = 0; r < rounds; r++) {
      const list = setup.flatMap((p) => p.customers.flatMap((c, k) => ((k + r) % 2 === 0 ? [0, 1, 2].map(() => ({ platformId: p.platformId, accountId: c, holdId: newId() })) : [])));
      for (const p of setup) {
        const mine = list.filter((h) => h.platformId === p.platformId);
        await db.transaction((tx) => applyLedger(tx, p.platformId, now, mine.map((h) => ({ op: 'hold', holdId: h.holdId, accountId: h.accountId, amount: 100n }))));
      }
      held.set(r, list);
    }
    let runs = 0;
    // A round: both platforms' batches at once in one transaction (as perPlatform runs them),
    // each capturing its holds to the rail (10 to the fee account); every fourth round then
    // moves money between two customers in the same transaction, which locks at read.
    const round = (r: number) =>
      db.transaction(async (sql: TxSql) => {
        runs++;
        const results = await Promise.all(
          setup.map(async (p) => {
            const tx = scopedTx(sql, p.platformId, now);
            const commands: LedgerCommand[] = (held.get(r) ?? [])
              .filter((h) => h.platformId === p.platformId)
              .map((h) => ({
                op: 'capture',
                holdId: h.holdId,
                final: true,
                group: h.holdId,
                transfer: { id: newId(), currency: 'USD', entries: [{ accountId: h.accountId, amount: -100n }, { accountId: p.rail, amount: 90n }, { accountId: p.fee, amount: 10n }] },
              }));
            return applyLedger(tx, p.platformId, now, commands, { atCommit: true, lockAtCommit: events([p.rail]) });
          }),
        );
        if (r % 4 === 0) {
          const p = setup[0];
          const [from, to] = r % 8 === 0 ? [p.customers[4], p.customers[0]] : [p.customers[0], p.customers[4]];
          results.push(
            await applyLedger(sql, p.platformId, now, [{ op: 'transfer', transfer: { id: newId(), currency: 'USD', entries: [{ accountId: from, amount: -7n }, { accountId: to, amount: 7n }] } }], {
              atCommit: true,
            }),
          );
        }
        return results.flat().every((o) => o.applied);
      });
    // Intake meanwhile: holds on the same customers, and transfers between them in both orders, locking at read.
    const intake = (i: number) =>
      db.transaction(async (sql: TxSql) => {
        runs++;
        const p = setup[i % 2];
        const [a, b] = [p.customers[i % 5], p.customers[(i + 2) % 5]];
        const outcomes = await applyLedger(sql, p.platformId, now, [hold(a, 1n), { op: 'transfer', transfer: { id: newId(), currency: 'USD', entries: [{ accountId: b, amount: -3n }, { accountId: a, amount: 3n }] } }], {
          atCommit: i % 2 === 0,
        });
        return outcomes.every((o) => o.applied);
      });
    const results = await Promise.all([...Array.from({ length: rounds }, (_, r) => round(r)), ...Array.from({ length: 24 }, (_, i) => intake(i))]);
    expect(results.every(Boolean)).toBe(true);
    expect(runs, 'a transaction ran again: a deadlock').toBe(rounds + 24);

    for (const p of setup) {
      const captured = [...held.values()].flat().filter((h) => h.platformId === p.platformId).length;
      const accounts = await getAccounts(db, p.platformId, [p.rail, p.fee, ...p.customers]);
      expect(accounts.get(p.rail)?.balance).toBe(BigInt(captured * 90));
      expect(accounts.get(p.fee)?.balance).toBe(BigInt(captured * 10));
      const customerTotal = p.customers.reduce((sum, c) => sum + (accounts.get(c)?.balance ?? 0n), 0n);
      expect(customerTotal).toBe(BigInt(p.customers.length * 100_000 - captured * 100));
      expect(await ledgerProblems(db, p.platformId)).toEqual(noProblems);
      // One event per capture, for its customer; none for the rail, which has no template.
      const shown = await eventsOf(p.platformId);
      expect(shown.filter((e) => p.customers.includes(e.id))).toHaveLength(captured);
      expect(shown.filter((e) => e.id === p.rail)).toEqual([]);
    }
  });
});
