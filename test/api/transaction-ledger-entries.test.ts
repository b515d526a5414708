import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_AFTER_MS } from '../../src/sandbox/rails.ts';
import { cardholder } from '../conformance/card-fixtures.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { customerWithAccounts, fund, quoteBody, usBankAccount } from '../support/payments.ts';

/**
 * GET /transactions/{transactionId}/ledger-entries: what a payment posted to the ledger, read
 * back in order, for payouts that complete, fail (hold then release) or come back, and for money
 * that arrives.
 */
let h: Harness;
let payer: { customerId: string; accounts: Record<string, string> };
let bank: string;
beforeAll(async () => {
  h = await startHarness();
  payer = await customerWithAccounts(h, ['USD', 'EUR']);
  await fund(h, payer.accounts.USD, 1_000_000);
  bank = (await usBankAccount(h, payer.customerId)).json().id;
});
afterAll(async () => h.close());

interface Entry {
  id: string;
  kind: string;
  accountId: string;
  direction: 'DEBIT' | 'CREDIT';
  amount: number;
  currency: { code: string; decimals: number };
  createdAt: string;
}

const entries = async (transactionId: string, as?: Credentials): Promise<Entry[]> => {
  const res = await h.call('GET', `/transactions/${transactionId}/ledger-entries`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
/** kind, account, signed amount: what an entry did, at a glance. */
const moves = (list: Entry[]) => list.map((e) => [e.kind, e.accountId, e.direction === 'DEBIT' ? -e.amount : e.amount]);
/** Entries of the ledger's transfers net to zero per currency (holds and releases are no entries). */
const net = (list: Entry[]) => {
  const sums: Record<string, number> = {};
  for (const e of list.filter((x) => x.kind === 'CAPTURE' || x.kind === 'TRANSFER')) sums[e.currency.code] = (sums[e.currency.code] ?? 0) + (e.direction === 'DEBIT' ? -e.amount : e.amount);
  return sums;
};
const payout = async (amount: number, destination = bank) => {
  const res = await h.call('POST', '/quotes', { body: quoteBody(payer.accounts.USD, destination, amount, { immediatelyExecute: true }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().transactionId as string;
};
const status = async (id: string) => (await h.call('GET', `/transactions/${id}`)).json();

describe('GET /transactions/{transactionId}/ledger-entries', () => {
  it('a completed payout: the hold on the sender, then the capture that paid the rail', async () => {
    const id = await payout(1_234);
    const held = await entries(id);
    expect(moves(held)).toEqual([['HOLD', payer.accounts.USD, -1_234]]);
    expect(held[0]).toMatchObject({ currency: { code: 'USD', decimals: 2 }, createdAt: h.clock.now().toISOString() });
    expect(held[0].id).toMatch(/^LedgerHold:[0-9a-f-]{36}$/);

    h.clock.advance(1_000);
    await h.services.worker.drain();
    const t = await status(id);
    expect(t.status).toBe('COMPLETED');
    const all = await entries(id);
    expect(all[0]).toEqual(held[0]);
    const captured = all.filter((e) => e.kind === 'CAPTURE');
    expect(all.map((e) => e.kind)).toEqual(['HOLD', ...captured.map(() => 'CAPTURE')]);
    // The sender is debited what it sent, the rail's clearing account credited what the payee gets.
    expect(moves(captured)).toContainEqual(['CAPTURE', payer.accounts.USD, -1_234]);
    expect(moves(captured)).toContainEqual(['CAPTURE', 'RAIL_CLEARING:USD', t.receivedAmount.amount]);
    expect(captured[0].direction).toBe('DEBIT');
    expect(net(all)).toEqual({ USD: 0 });
    for (const e of captured) {
      expect(e.createdAt).toBe(h.clock.now().toISOString());
      expect(e.id).toMatch(/^LedgerEntry:[0-9a-f-]{36}:[0-9a-f-]{36}$/);
    }
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
  });

  it('a failed payout (amount ending 901): the hold, then its release, and nothing captured', async () => {
    const id = await payout(5_901);
    h.clock.advance(1_000);
    await h.services.worker.drain();
    expect(await status(id)).toMatchObject({ status: 'FAILED', failureReason: 'QUOTE_EXECUTION_FAILED' });
    const list = await entries(id);
    expect(moves(list)).toEqual([
      ['HOLD', payer.accounts.USD, -5_901],
      ['RELEASE', payer.accounts.USD, 5_901],
    ]);
    expect(list[1].createdAt).toBe(h.clock.now().toISOString());
    expect(list[1].id).toMatch(/^LedgerRelease:/);
  });

  it('a cancelled payout: released at the cancel', async () => {
    const id = await payout(4_000);
    h.clock.advance(5_000);
    expect((await h.call('POST', `/transactions/${id}/cancel`, { body: {} })).statusCode).toBe(200);
    expect(moves(await entries(id))).toEqual([
      ['HOLD', payer.accounts.USD, -4_000],
      ['RELEASE', payer.accounts.USD, 4_000],
    ]);
  });

  it('a payout the bank returns (amount ending 902): held, captured, then the capture reversed', async () => {
    const id = await payout(1_902);
    await h.services.worker.drain();
    expect((await status(id)).status).toBe('COMPLETED');
    h.clock.advance(RETURN_AFTER_MS);
    await h.services.worker.drain();
    expect(await status(id)).toMatchObject({ status: 'FAILED', failureReason: 'PAYOUT_RETURNED' });
    const list = await entries(id);
    const kinds = list.map((e) => e.kind);
    expect(kinds[0]).toBe('HOLD');
    expect(kinds.filter((k) => k === 'RELEASE')).toEqual([]);
    const captured = list.filter((e) => e.kind === 'CAPTURE');
    const reversed = list.filter((e) => e.kind === 'TRANSFER');
    expect(kinds).toEqual(['HOLD', ...captured.map(() => 'CAPTURE'), ...reversed.map(() => 'TRANSFER')]);
    expect(moves(reversed)).toContainEqual(['TRANSFER', payer.accounts.USD, 1_902]);
    // The reversal is the capture backwards, a minute later.
    expect(reversed.map((e) => [e.accountId, e.direction === 'DEBIT' ? e.amount : -e.amount]).sort()).toEqual(
      captured.map((e) => [e.accountId, e.direction === 'DEBIT' ? -e.amount : e.amount]).sort(),
    );
    expect(reversed[0].createdAt).toBe(h.clock.now().toISOString());
    expect(net(list)).toEqual({ USD: 0 });
  });

  it('a payment between two currencies settles through both FX clearing accounts', async () => {
    const id = await payout(10_000, payer.accounts.EUR);
    await h.services.worker.drain();
    const t = await status(id);
    expect(t.status).toBe('COMPLETED');
    const captured = (await entries(id)).filter((e) => e.kind === 'CAPTURE');
    expect(moves(captured)).toContainEqual(['CAPTURE', payer.accounts.EUR, t.receivedAmount.amount]);
    expect(captured.map((e) => e.accountId)).toEqual(expect.arrayContaining(['FX_CLEARING:USD', 'FX_CLEARING:EUR']));
    expect(net(captured)).toEqual({ USD: 0, EUR: 0 });
    expect(captured.find((e) => e.accountId === 'FX_CLEARING:EUR')?.currency.code).toBe('EUR');
  });

  it('a sandbox deposit: one transfer from the sandbox funding account, no hold', async () => {
    expect((await fund(h, payer.accounts.EUR, 777)).statusCode).toBe(200);
    const incoming = await h.call('GET', '/transactions', { query: { customerId: payer.customerId, type: 'INCOMING', limit: '1' } });
    const id = incoming.json().data[0].id as string;
    expect(moves(await entries(id))).toEqual([
      ['TRANSFER', 'SANDBOX_FUNDING:EUR', -777],
      ['TRANSFER', payer.accounts.EUR, 777],
    ]);
  });

  it('lets a VIEW token read them', async () => {
    const id = await payout(1_500);
    const viewer = await h.newToken(h.platform.platformId, ['VIEW']);
    expect(moves(await entries(id, viewer))).toEqual([['HOLD', payer.accounts.USD, -1_500]]);
  });

  it("answers 404 TRANSACTION_NOT_FOUND for another platform's payment, an unknown id and a card transaction", async () => {
    const id = await payout(1_600);
    const stranger = await h.newPlatform('Stranger');
    expectError(await h.call('GET', `/transactions/${id}/ledger-entries`, { as: stranger }), 404, 'TRANSACTION_NOT_FOUND');
    expectError(await h.call('GET', '/transactions/Transaction:0192f000-0000-7000-8000-000000000000/ledger-entries'), 404, 'TRANSACTION_NOT_FOUND');
    const bare = expectError(await h.call('GET', `/transactions/${id.replace('Transaction:', '')}/ledger-entries`), 404, 'TRANSACTION_NOT_FOUND');
    expect(bare.reason).toContain(`send ${id}`);

    const holder = await cardholder(h, h.platform);
    await fund(h, holder.usd, 1_000);
    const card = await h.call('POST', '/cards', { body: { cardholderId: holder.customerId, form: 'VIRTUAL', fundingSources: [holder.usd] } });
    expect(card.statusCode, card.body).toBe(201);
    await h.services.worker.drain();
    const cardId = card.json().id as string;
    const purchase = { amount: 100, currency: { code: 'USD' }, merchant: { descriptor: 'LEDGER SHOP 001', mcc: '5812', country: 'US' } };
    expect((await h.call('POST', `/sandbox/cards/${cardId}/simulate/authorization`, { body: purchase })).statusCode).toBeLessThan(300);
    const cardTransaction = (await h.call('GET', '/transactions', { query: { type: 'CARD', cardId } })).json().data[0].id as string;
    expect(cardTransaction).toMatch(/^CardTransaction:/);
    expectError(await h.call('GET', `/transactions/${cardTransaction}/ledger-entries`), 404, 'TRANSACTION_NOT_FOUND');
  });
});
