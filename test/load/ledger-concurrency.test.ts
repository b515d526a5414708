import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/ids.ts';
import { getAccounts, openAccount, postTransfer } from '../../src/ledger/index.ts';
import { onServer, type TestDatabase, testDatabase } from '../support/database.ts';
import { ledgerProblems, noProblems } from '../unit/ledger/invariants.ts';

/**
 * Real concurrency needs real connections: PGlite has one, so this runs only against the
 * PostgreSQL server (TEST_DATABASE_URL) and is reported as skipped otherwise.
 */
const CLIENTS = 16;
const TRANSFERS = 5_000;
const ACCOUNTS = 50;

let database: TestDatabase | undefined;
beforeAll(async () => {
  if (onServer) database = await testDatabase(CLIENTS);
  else console.warn('\n!!! ledger-concurrency needs TEST_DATABASE_URL (a PostgreSQL server): SKIPPED !!!\n');
});
afterAll(async () => database?.close());

describe('ledger under concurrent load (PostgreSQL only: PGlite has a single connection)', () => {
  it.skipIf(!onServer)(`${CLIENTS} clients, ${TRANSFERS} random transfers among ${ACCOUNTS} accounts keep every invariant`, async () => {
    const db = database!.db;
    const platformId = newId();
    const now = new Date();
    const funding = await openAccount(db, { platformId, currency: 'USD', purpose: 'CLEARING', allowNegative: true, now });
    const ids: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++) ids.push((await openAccount(db, { platformId, currency: 'USD', purpose: 'TEST', now })).id);
    // Seed every account so that most random debits succeed and some fail for lack of funds.
    await db.transaction((tx) =>
      postTransfer(tx, {
        id: newId(),
        platformId,
        currency: 'USD',
        now,
        entries: [{ accountId: funding.id, amount: -BigInt(ACCOUNTS) * 1_000n }, ...ids.map((accountId) => ({ accountId, amount: 1_000n }))],
      }),
    );

    const unexpected: unknown[] = [];
    let posted = 0;
    let insufficient = 0;
    let replays = 0;
    let next = 0;
    const started = performance.now();
    const client = async () => {
      while (next < TRANSFERS) {
        const n = next++;
        // Three-legged transfers in random order, so lock ordering is really exercised.
        const picks = new Set<number>();
        while (picks.size < 3) picks.add(Math.floor(Math.random() * ACCOUNTS));
        const [a, b, c] = [...picks];
        const x = BigInt(1 + Math.floor(Math.random() * 300));
        const y = BigInt(1 + Math.floor(Math.random() * 300));
        const id = newId();
        const input = {
          id,
          platformId,
          currency: 'USD',
          now,
          entries: [
            { accountId: ids[a], amount: -(x + y) },
            { accountId: ids[b], amount: x },
            { accountId: ids[c], amount: y },
          ],
        };
        try {
          const outcome = await db.transaction((tx) => postTransfer(tx, input));
          if (!outcome.applied) {
            if (outcome.refusal === 'INSUFFICIENT_FUNDS') insufficient++;
            else unexpected.push(new Error(`refused: ${outcome.refusal}`));
            continue;
          }
          posted++;
          if (n % 50 === 0) {
            const again = await db.transaction((tx) => postTransfer(tx, input));
            if (again.applied && again.replayed) replays++;
            else unexpected.push(new Error(`replay of ${id} posted again`));
          }
        } catch (err) {
          unexpected.push(err);
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - started) / 1000;
    console.log(`ledger load: ${posted} posted, ${insufficient} refused for funds, ${replays} replays in ${seconds.toFixed(2)} s (${Math.round(TRANSFERS / seconds)} transfers/s)`);

    expect(unexpected).toEqual([]);
    expect(posted + insufficient).toBe(TRANSFERS);
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
    const all = await getAccounts(db, platformId, [funding.id, ...ids]);
    const total = [...all.values()].reduce((s, a) => s + a.balance, 0n);
    expect(total).toBe(0n);
    expect(ids.reduce((s, id) => s + (all.get(id)?.balance ?? 0n), 0n)).toBe(BigInt(ACCOUNTS) * 1_000n);
    const count = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM ledger_transfers WHERE platform_id = $1', [platformId]);
    expect(Number(count[0].n)).toBe(posted + 1);
  }, 120_000);
});
