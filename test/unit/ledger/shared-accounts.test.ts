import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/driver.ts';
import { newId } from '../../../src/ids.ts';
import { applyLedger, getAccounts, type LedgerCommand, openAccount, postTransfer } from '../../../src/ledger/index.ts';
import { onServer, testDatabase, type TestDatabase } from '../../support/database.ts';
import { ledgerProblems, noProblems } from './invariants.ts';

/**
 * Shared accounts (the clearing accounts every payment posts to): a batch that only credits one
 * leaves its lock to the write at COMMIT, and shared accounts are locked after every other
 * account. Batches that credit two shared accounts in opposite orders, settle from customers'
 * holds and take money back out of a shared account (a return) all run at once here: none may
 * deadlock or lose a cent. On PGlite the same batches run one after another.
 */
let database: TestDatabase;
let db: Db;
const platformId = newId();
const now = new Date('2026-01-01T00:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  db = database.db;
});
afterAll(async () => database.close());

const open = async (purpose: string, options: { allowNegative?: boolean; shared?: boolean } = {}) =>
  (await openAccount(db, { platformId, currency: 'USD', purpose, now, ...options })).id;

describe('shared accounts', () => {
  it(`settle concurrently without deadlock or drift (${onServer ? 'PostgreSQL, 24 transactions at once' : 'PGlite, one at a time'})`, async () => {
    const funding = await open('SANDBOX_FUNDING', { allowNegative: true, shared: true });
    const rail = await open('RAIL_CLEARING', { shared: true });
    const fx = await open('FX_CLEARING', { allowNegative: true, shared: true });
    const customers = await Promise.all(Array.from({ length: 6 }, () => open('CUSTOMER')));
    for (const c of customers) {
      await postTransfer(db, { id: newId(), platformId, currency: 'USD', now, entries: [{ accountId: funding, amount: -100_000n }, { accountId: c, amount: 100_000n }] });
    }
    // Each round holds then captures three payments of one customer (rounds of different
    // customers run at once); its credits go to the two shared accounts in an order that
    // alternates. Every third round also posts a return, which debits the rail's clearing
    // account (so that round locks its shared accounts up front).
    // The transport runs a deadlocked transaction again (40P01): count the runs to see one.
    let runs = 0;
    const round = (i: number) =>
      db.transaction(async (tx) => {
        runs++;
        const customer = customers[i % customers.length];
        const holds = [1, 2, 3].map(() => ({ op: 'hold' as const, holdId: newId(), accountId: customer, amount: 100n }));
        const held = await applyLedger(tx, platformId, now, holds);
        expect(held.every((o) => o.applied)).toBe(true);
        const credits = [
          { accountId: rail, amount: 70n },
          { accountId: fx, amount: 30n },
        ];
        const legs = [{ accountId: customer, amount: -100n }, ...(i % 2 === 0 ? credits : credits.reverse())];
        const commands: LedgerCommand[] = holds.map((h) => ({ op: 'capture', holdId: h.holdId, final: true, transfer: { id: newId(), currency: 'USD', entries: legs } }));
        if (i % 3 === 0) {
          commands.push({ op: 'transfer', transfer: { id: newId(), currency: 'USD', entries: [{ accountId: rail, amount: -70n }, { accountId: customer, amount: 70n }] } });
        }
        const outcomes = await applyLedger(tx, platformId, now, commands, { atCommit: true });
        return outcomes.every((o) => o.applied);
      });
    const rounds = 24;
    const results = await Promise.all(Array.from({ length: rounds }, (_, i) => round(i)));
    expect(results).toEqual(results.map(() => true));
    expect(runs, 'a transaction ran again: a deadlock').toBe(rounds);

    const returns = Array.from({ length: rounds }, (_, i) => i).filter((i) => i % 3 === 0).length;
    const accounts = await getAccounts(db, platformId, [rail, fx, ...customers]);
    expect(accounts.get(rail)?.balance).toBe(BigInt(rounds * 3 * 70 - returns * 70));
    expect(accounts.get(fx)?.balance).toBe(BigInt(rounds * 3 * 30));
    const customerTotal = customers.reduce((sum, c) => sum + (accounts.get(c)?.balance ?? 0n), 0n);
    expect(customerTotal).toBe(BigInt(customers.length * 100_000 - rounds * 3 * 100 + returns * 70));
    for (const c of customers) expect(accounts.get(c)?.available).toBe(accounts.get(c)?.balance);
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });

  it('reports figures only for the accounts it locked: a shared account only credited has none', async () => {
    const rail = await open('RAIL_CLEARING', { shared: true });
    const customer = await open('CUSTOMER');
    const funding = await open('SANDBOX_FUNDING', { allowNegative: true, shared: true });
    await postTransfer(db, { id: newId(), platformId, currency: 'USD', now, entries: [{ accountId: funding, amount: -500n }, { accountId: customer, amount: 500n }] });
    const [credited] = await db.transaction((tx) =>
      applyLedger(tx, platformId, now, [{ op: 'transfer', transfer: { id: newId(), currency: 'USD', entries: [{ accountId: customer, amount: -200n }, { accountId: rail, amount: 200n }] } }]),
    );
    expect(credited.applied && credited.figures).toEqual([{ accountId: customer, balance: 300n, available: 300n }]);
    // Debited, the shared account is locked and checked: the rail cannot give back more than it holds.
    const [back] = await db.transaction((tx) =>
      applyLedger(tx, platformId, now, [{ op: 'transfer', transfer: { id: newId(), currency: 'USD', entries: [{ accountId: rail, amount: -201n }, { accountId: customer, amount: 201n }] } }]),
    );
    expect(back).toEqual({ applied: false, refusal: 'INSUFFICIENT_FUNDS' });
    const [returned] = await db.transaction((tx) =>
      applyLedger(tx, platformId, now, [{ op: 'transfer', transfer: { id: newId(), currency: 'USD', entries: [{ accountId: rail, amount: -200n }, { accountId: customer, amount: 200n }] } }]),
    );
    expect(returned.applied && returned.figures).toEqual([
      { accountId: rail, balance: 0n, available: 0n },
      { accountId: customer, balance: 500n, available: 500n },
    ]);
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
  });
});
