import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, parseId } from '../../src/ids.ts';
import { type Harness, startHarness } from '../support/harness.ts';
import { customerWithAccounts, eventsOf, fund, quoteBody, usBankAccount } from '../support/payments.ts';
import { ledgerProblems, noProblems } from '../unit/ledger/invariants.ts';

/**
 * The settlement round (src/modules/payments/payouts.ts) settles many payments in one
 * transaction; each keeps its own outcome. A payment whose money the ledger refuses stays where
 * it was and is due again later; a payment whose data makes the round throw is retried alone
 * and put back, and the others settle all the same. The ledger stays whole throughout.
 */
let h: Harness;
let payer: { customerId: string; accounts: Record<string, string> };
let bank: string;
beforeAll(async () => {
  h = await startHarness();
  payer = await customerWithAccounts(h, ['USD']);
  await fund(h, payer.accounts.USD, 1_000_000);
  bank = (await usBankAccount(h, payer.customerId)).json().id;
});
afterAll(async () => h.close());

const db = () => h.database.db;
const uuidOf = (transactionId: string) => parseId('Transaction', transactionId) as string;

async function pay(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await h.call('POST', '/quotes', { body: quoteBody(payer.accounts.USD, bank, 1_000 + i * 10, { immediatelyExecute: true }) });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().transactionId);
  }
  return ids;
}

/**
 * Breaks payment `broken` of three with `damage`, lets the worker drain, checks what it left,
 * mends it with `repair`, and checks a round a minute later completes it.
 */
async function breakThenMend(
  broken: number,
  damage: (uuid: string) => Promise<unknown>,
  repair: (uuid: string) => Promise<unknown>,
  left: string[],
  whileBroken: (ids: string[]) => Promise<void> = async () => {},
) {
  const ids = await pay(3);
  await damage(uuidOf(ids[broken]));
  await h.services.worker.drain();
  expect(await statuses(ids)).toEqual(left);
  await whileBroken(ids);
  expect((await stepOf(ids[broken]))!.getTime()).toBeGreaterThan(h.clock.now().getTime());
  expect(await ledgerProblems(db(), h.platform.platformId)).toEqual(noProblems);
  await repair(uuidOf(ids[broken]));
  h.clock.advance(61_000);
  await h.services.worker.drain();
  expect(await statuses(ids)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
  expect(await stepOf(ids[broken])).toBeNull();
  expect(await ledgerProblems(db(), h.platform.platformId)).toEqual(noProblems);
  return ids;
}

const statuses = async (ids: string[]) => Promise.all(ids.map(async (id) => (await h.call('GET', `/transactions/${id}`)).json().status as string));
const stepOf = async (id: string) =>
  (await db().query<{ rail_step_at: Date | null }>('SELECT rail_step_at FROM transactions WHERE id = $1', [uuidOf(id)]))[0].rail_step_at;

describe('a settlement round: each payment its own outcome', () => {
  it('settles a batch whose one payment the ledger refuses: the others complete, that one waits, the ledger stays whole', async () => {
    // The middle payment's hold is not where its row says: its capture is refused (HOLD_NOT_FOUND).
    const ids = await breakThenMend(
      1,
      (uuid) => db().query('UPDATE transactions SET hold_id = $2 WHERE id = $1', [uuid, newId()]),
      (uuid) => db().query('UPDATE transactions SET hold_id = id WHERE id = $1', [uuid]),
      ['COMPLETED', 'PENDING', 'COMPLETED'],
      async (ids) => {
        const completed = (await eventsOf(h, h.platform.platformId, 'OUTGOING_PAYMENT.COMPLETED')).map((e) => e.data.id);
        expect(completed).toContain(ids[0]);
        expect(completed).not.toContain(ids[1]);
      },
    );
    const completed = (await eventsOf(h, h.platform.platformId, 'OUTGOING_PAYMENT.COMPLETED')).map((e) => e.data.id);
    expect(completed.filter((id) => id === ids[1])).toHaveLength(1);
  });

  it('a payment that makes the round throw is retried alone and put back; the rest of its round settles', async () => {
    // A source account the ledger does not know: its settlement transfer is a programming error (LedgerError).
    await breakThenMend(
      2,
      (uuid) => db().query('UPDATE transactions SET source_account_id = $2 WHERE id = $1', [uuid, newId()]),
      (uuid) => db().query('UPDATE transactions SET source_account_id = $2 WHERE id = $1', [uuid, parseId('InternalAccount', payer.accounts.USD)]),
      ['COMPLETED', 'COMPLETED', 'PENDING'],
    );
  });

  it('settles many payments of one account in one round, each with its own events, in order', async () => {
    const ids = await pay(40);
    await h.services.worker.drain();
    expect(new Set(await statuses(ids))).toEqual(new Set(['COMPLETED']));
    const events = (await eventsOf(h, h.platform.platformId, 'OUTGOING_PAYMENT.')).filter((e) => ids.includes(e.data.id as string));
    for (const id of ids) {
      expect(events.filter((e) => e.data.id === id).map((e) => e.type)).toEqual(['OUTGOING_PAYMENT.PENDING', 'OUTGOING_PAYMENT.PROCESSING', 'OUTGOING_PAYMENT.COMPLETED']);
    }
    expect(await ledgerProblems(db(), h.platform.platformId)).toEqual(noProblems);
  });
});
