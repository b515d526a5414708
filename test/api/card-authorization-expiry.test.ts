import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/http/contract.ts';
import { anchor, newAjv } from '../../src/http/validation.ts';
import { parseId } from '../../src/ids.ts';
import { DEFAULT_VALIDITY_DAYS, EXTENDED_VALIDITY } from '../../src/modules/card-transactions/expiry.ts';
import { cardholder, recordingCall } from '../support/cards.ts';
import { onServer } from '../support/database.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { balanceOf, eventsOf, fund, ledgerSums } from '../support/payments.ts';
import { ledgerProblems, noProblems } from '../unit/ledger/invariants.ts';

/**
 * Authorization expiry through HTTP (docs/cards.md, "Authorization expiry"): an authorization
 * not cleared in full gives back what it still holds when its validity ends (7 days; 31 for
 * lodging, car rental and cruise lines), by the worker's expiry round, as a clearing of 0
 * would: VOIDED (SETTLED with what was cleared, after a partial clearing), one BALANCE_UPDATED
 * per authorization and account, CARD_TRANSACTION.<status>. What a clearing, a reversal or an
 * advice did first stands. The clock is the harness's manual one; tests in this file share it,
 * so each asserts only on its own card and account.
 */
let h: Harness;
const bodies: string[] = [];
const call = recordingCall(() => h, bodies);
const contract = loadContract();
const validTransaction = newAjv(contract.document, { coerce: false, allErrors: true }).compile(anchor({ $ref: '#/components/schemas/CardTransaction' }));

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const LODGING_DAYS = EXTENDED_VALIDITY.find((r) => r.from === 7011)?.days as number;

beforeAll(async () => {
  h = await startHarness();
  expect((await h.call('PATCH', '/config', { body: { skipVerificationPaperwork: true } })).statusCode).toBe(200);
});
afterAll(async () => h.close());

/** A funded ACTIVE card of a new APPROVED cardholder: the card, its USD funding account. */
async function fundedCard(funds: number, as: Credentials = h.platform) {
  const holder = await cardholder(h, ['USD'], 'Card Holder', as);
  const account = holder.accounts.USD;
  expect((await fund(h, account, funds, as)).statusCode).toBe(200);
  const res = await call('POST', '/cards', { as, body: { form: 'VIRTUAL', cardholderId: holder.id, fundingSources: [account] } });
  expect(res.statusCode, res.body).toBe(201);
  await h.services.worker.drain();
  return { cardId: res.json().id as string, account };
}

const simulate = (cardId: string, kind: string, body: Record<string, unknown>, as: Credentials = h.platform) =>
  call('POST', `/sandbox/cards/${cardId}/simulate/${kind}`, { as, body });

interface CardTx {
  id: string;
  status: string;
  issuerTransactionToken: string;
  settledAmount: { amount: number };
  authorizedAmount: { amount: number };
  [field: string]: unknown;
}

/** Authorizes `amount` at a merchant of category `mcc`; answers the new row. */
async function authorize(cardId: string, amount: number, mcc = '5812', as: Credentials = h.platform): Promise<CardTx> {
  const res = await simulate(cardId, 'authorization', { amount, currency: { code: 'USD' }, merchant: { descriptor: 'MERCHANT 001', mcc, country: 'US' } }, as);
  expect(res.statusCode, res.body).toBe(202);
  return byToken(cardId, res.json().issuerTransactionToken, as);
}

async function byToken(cardId: string, token: string, as: Credentials = h.platform): Promise<CardTx> {
  const res = await call('GET', '/transactions', { as, query: { type: 'CARD', cardId, limit: '100' } });
  expect(res.statusCode, res.body).toBe(200);
  const row = (res.json().data as CardTx[]).find((t) => t.issuerTransactionToken === token);
  expect(row, `no card transaction with token ${token}`).toBeDefined();
  return row as CardTx;
}

const reread = (cardId: string, row: CardTx, as: Credentials = h.platform) => byToken(cardId, row.issuerTransactionToken, as);

async function clear(cardId: string, id: string, amount: number) {
  const res = await simulate(cardId, 'clearing', { cardTransactionId: id, amount });
  expect(res.statusCode, res.body).toBe(202);
}

/** The card transaction's events, each checked against the contract and named by its status. */
async function cardEvents(id: string, platformId = h.platform.platformId) {
  const events = (await eventsOf(h, platformId, 'CARD_TRANSACTION.')).filter((e) => e.data.id === id);
  for (const e of events) {
    expect(validTransaction(e.data), JSON.stringify(validTransaction.errors)).toBe(true);
    expect(e.type).toBe(`CARD_TRANSACTION.${e.data.status}`);
  }
  return events;
}

/** The account's INTERNAL_ACCOUNT.BALANCE_UPDATED events, oldest first. */
async function balanceEvents(account: string, platformId = h.platform.platformId) {
  return (await eventsOf(h, platformId, 'INTERNAL_ACCOUNT.BALANCE_UPDATED')).filter((e) => e.data.id === account);
}

async function ledgerWhole(platformId = h.platform.platformId) {
  for (const total of Object.values(await ledgerSums(h, platformId))) expect(total).toBe('0');
  expect(await ledgerProblems(h.database.db, platformId)).toEqual(noProblems);
}

/** Moves the clock and lets the worker do everything due. */
async function later(ms: number) {
  h.clock.advance(ms);
  await h.services.worker.drain();
}

describe('authorization expiry', () => {
  it(`an authorization never cleared is VOIDED ${DEFAULT_VALIDITY_DAYS} days after it was made: its hold released, one balance event, CARD_TRANSACTION.VOIDED`, async () => {
    const { cardId, account } = await fundedCard(5000);
    const row = await authorize(cardId, 1000);
    expect(await balanceOf(h, account)).toEqual({ available: 4000, total: 5000 });
    const balanceBefore = (await balanceEvents(account)).length;

    await later(DEFAULT_VALIDITY_DAYS * DAY - SECOND);
    expect(await reread(cardId, row)).toMatchObject({ status: 'AUTHORIZED' });
    expect(await balanceOf(h, account)).toEqual({ available: 4000, total: 5000 });

    await later(2 * SECOND);
    const voided = await reread(cardId, row);
    expect(voided).toMatchObject({ status: 'VOIDED', authorizedAmount: { amount: 1000 }, settledAmount: { amount: 0 } });
    expect(await balanceOf(h, account)).toEqual({ available: 5000, total: 5000 });
    const fromExpiry = (await balanceEvents(account)).slice(balanceBefore);
    expect(fromExpiry).toHaveLength(1);
    expect(fromExpiry[0].data).toMatchObject({ balance: { amount: 5000 }, totalBalance: { amount: 5000 } });
    const events = await cardEvents(row.id);
    expect(events.map((e) => e.type)).toEqual(['CARD_TRANSACTION.AUTHORIZED', 'CARD_TRANSACTION.VOIDED']);
    expect(events[1].data).toEqual(voided);
    await ledgerWhole();

    // Nothing more on later rounds; the network cannot clear it any more.
    await later(DAY);
    expect((await balanceEvents(account)).length).toBe(balanceBefore + 1);
    expect(await cardEvents(row.id)).toHaveLength(2);
    expectError(await simulate(cardId, 'clearing', { cardTransactionId: row.id, amount: 1000 }), 409, 'CONFLICT');
  });

  it(`a lodging authorization (MCC 7011) is still AUTHORIZED after 8 days and VOIDED after ${LODGING_DAYS}`, async () => {
    const { cardId, account } = await fundedCard(50_000);
    const row = await authorize(cardId, 20_000, '7011');
    await later(8 * DAY);
    expect(await reread(cardId, row)).toMatchObject({ status: 'AUTHORIZED' });
    expect(await balanceOf(h, account)).toEqual({ available: 30_000, total: 50_000 });
    await later((LODGING_DAYS - 8) * DAY - SECOND);
    expect(await reread(cardId, row)).toMatchObject({ status: 'AUTHORIZED' });
    await later(2 * SECOND);
    expect(await reread(cardId, row)).toMatchObject({ status: 'VOIDED' });
    expect(await balanceOf(h, account)).toEqual({ available: 50_000, total: 50_000 });
    expect((await cardEvents(row.id)).map((e) => e.type)).toEqual(['CARD_TRANSACTION.AUTHORIZED', 'CARD_TRANSACTION.VOIDED']);
    await ledgerWhole();
  });

  it('a partially cleared authorization keeps what cleared and releases only its rest: SETTLED, as after a clearing of 0', async () => {
    const { cardId, account } = await fundedCard(5000);
    const row = await authorize(cardId, 1000);
    await clear(cardId, row.id, 300);
    expect(await balanceOf(h, account)).toEqual({ available: 4000, total: 4700 });
    const balanceBefore = (await balanceEvents(account)).length;
    await later(DEFAULT_VALIDITY_DAYS * DAY + SECOND);
    const ended = await reread(cardId, row);
    expect(ended).toMatchObject({ status: 'SETTLED', authorizedAmount: { amount: 1000 }, settledAmount: { amount: 300 }, settlementSummary: { count: 1, totalAmount: 300 } });
    expect(await balanceOf(h, account)).toEqual({ available: 4700, total: 4700 });
    const fromExpiry = (await balanceEvents(account)).slice(balanceBefore);
    expect(fromExpiry.map((e) => e.data.balance)).toEqual([expect.objectContaining({ amount: 4700 })]);
    const events = await cardEvents(row.id);
    expect(events.map((e) => e.type)).toEqual(['CARD_TRANSACTION.AUTHORIZED', 'CARD_TRANSACTION.PARTIALLY_SETTLED', 'CARD_TRANSACTION.SETTLED']);
    expect(events[2].data).toEqual(ended);
    await ledgerWhole();
  });

  it('an authorization cleared in full, or reversed, before its expiry is left alone', async () => {
    const { cardId, account } = await fundedCard(5000);
    const cleared = await authorize(cardId, 1000);
    const reversed = await authorize(cardId, 700);
    await later(DAY);
    await clear(cardId, cleared.id, 1000);
    await clear(cardId, reversed.id, 0);
    expect(await balanceOf(h, account)).toEqual({ available: 4000, total: 4000 });
    const balanceBefore = (await balanceEvents(account)).length;
    await later(DEFAULT_VALIDITY_DAYS * DAY);
    expect(await reread(cardId, cleared)).toMatchObject({ status: 'SETTLED', settledAmount: { amount: 1000 } });
    expect(await reread(cardId, reversed)).toMatchObject({ status: 'VOIDED' });
    expect(await balanceOf(h, account)).toEqual({ available: 4000, total: 4000 });
    expect(await balanceEvents(account)).toHaveLength(balanceBefore);
    expect((await cardEvents(cleared.id)).map((e) => e.type)).toEqual(['CARD_TRANSACTION.AUTHORIZED', 'CARD_TRANSACTION.SETTLED']);
    expect((await cardEvents(reversed.id)).map((e) => e.type)).toEqual(['CARD_TRANSACTION.AUTHORIZED', 'CARD_TRANSACTION.VOIDED']);
    await ledgerWhole();
  });

  it('an advice re-sizes the hold but not the validity: the re-placed hold is released at the first authorization\'s expiry', async () => {
    const { cardId, account } = await fundedCard(5000);
    const row = await authorize(cardId, 1000);
    await later(3 * DAY);
    expect((await simulate(cardId, 'authorization_advice', { cardTransactionId: row.id, amount: 1500 })).statusCode).toBe(202);
    expect(await balanceOf(h, account)).toEqual({ available: 3500, total: 5000 });
    await later((DEFAULT_VALIDITY_DAYS - 3) * DAY + SECOND);
    expect(await reread(cardId, row)).toMatchObject({ status: 'VOIDED', authorizedAmount: { amount: 1500 } });
    expect(await balanceOf(h, account)).toEqual({ available: 5000, total: 5000 });
    await ledgerWhole();
  });

  it('expires many at once across platforms: each authorization its own balance event and card event, each platform its own', async () => {
    const other = await h.newPlatform('Other');
    expect((await h.call('PATCH', '/config', { as: other, body: { skipVerificationPaperwork: true } })).statusCode).toBe(200);
    const mine = await fundedCard(5000);
    const theirs = await fundedCard(5000, other);
    const rows = [await authorize(mine.cardId, 100), await authorize(mine.cardId, 200), await authorize(mine.cardId, 300)];
    const their = await authorize(theirs.cardId, 400, '5812', other);
    expect(await balanceOf(h, mine.account)).toEqual({ available: 4400, total: 5000 });
    const mineBefore = (await balanceEvents(mine.account)).length;
    const theirsBefore = (await balanceEvents(theirs.account, other.platformId)).length;

    await later(DEFAULT_VALIDITY_DAYS * DAY + SECOND);
    for (const row of rows) expect(await reread(mine.cardId, row)).toMatchObject({ status: 'VOIDED' });
    expect(await reread(theirs.cardId, their, other)).toMatchObject({ status: 'VOIDED' });
    expect(await balanceOf(h, mine.account)).toEqual({ available: 5000, total: 5000 });
    expect(await balanceOf(h, theirs.account, other)).toEqual({ available: 5000, total: 5000 });
    // One balance event per authorization, in the order released: each carries the figures right after its own release.
    const available = (await balanceEvents(mine.account)).slice(mineBefore).map((e) => (e.data.balance as { amount: number }).amount);
    expect(available).toHaveLength(3);
    expect(new Set(available).size).toBe(3);
    expect(available[2]).toBe(5000);
    expect((await balanceEvents(theirs.account, other.platformId)).slice(theirsBefore)).toHaveLength(1);
    for (const row of rows) expect((await cardEvents(row.id)).map((e) => e.type)).toEqual(['CARD_TRANSACTION.AUTHORIZED', 'CARD_TRANSACTION.VOIDED']);
    expect((await cardEvents(their.id, other.platformId)).map((e) => e.type)).toEqual(['CARD_TRANSACTION.AUTHORIZED', 'CARD_TRANSACTION.VOIDED']);
    // No event of one platform's authorization is written to the other's outbox.
    expect((await eventsOf(h, h.platform.platformId, 'CARD_TRANSACTION.')).some((e) => e.data.id === their.id)).toBe(false);
    await ledgerWhole();
    await ledgerWhole(other.platformId);
  });

  it('one authorization the round cannot end does not keep the others: they expire, it is put off an hour and its error reported', async () => {
    const { cardId, account } = await fundedCard(5000);
    const good = await authorize(cardId, 100);
    const bad = await authorize(cardId, 200);
    const badUuid = parseId('CardTransaction', bad.id) as string;
    // A row the machine refuses to void (a status with a hold left, which no code path writes).
    await h.database.db.query(`UPDATE card_transactions SET status = 'EXCEPTION' WHERE id = $1`, [badUuid]);
    h.clock.advance(DEFAULT_VALIDITY_DAYS * DAY + SECOND);
    await expect(h.services.worker.drain()).rejects.toThrow(/EXCEPTION; it does not take a void/);
    expect(await reread(cardId, good)).toMatchObject({ status: 'VOIDED' });
    expect(await balanceOf(h, account)).toEqual({ available: 4800, total: 5000 });
    const [{ expires_at }] = await h.database.db.query<{ expires_at: Date }>('SELECT expires_at FROM card_transactions WHERE id = $1', [badUuid]);
    expect(new Date(expires_at).getTime()).toBe(h.clock.now().getTime() + 60 * 60 * SECOND);
    // Put right, it expires on its next turn.
    await h.database.db.query(`UPDATE card_transactions SET status = 'AUTHORIZED' WHERE id = $1`, [badUuid]);
    await later(60 * 60 * SECOND);
    expect(await reread(cardId, bad)).toMatchObject({ status: 'VOIDED' });
    expect(await balanceOf(h, account)).toEqual({ available: 5000, total: 5000 });
    await ledgerWhole();
  });

  it.skipIf(!onServer)('skips an authorization whose row a clearing holds, and a clearing that commits first wins', async () => {
    const { cardId, account } = await fundedCard(5000);
    const row = await authorize(cardId, 1000);
    h.clock.advance(DEFAULT_VALIDITY_DAYS * DAY + SECOND);
    const uuid = parseId('CardTransaction', row.id) as string;
    // The clearing's transaction holds the row (as lockCardTransaction does) while the worker runs.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const clearing = h.database.db.transaction(async (sql) => {
      await sql.query('SELECT id FROM card_transactions WHERE id = $1 FOR UPDATE', [uuid]);
      locked();
      await held;
    });
    await isLocked;
    await h.services.worker.drain();
    expect(await reread(cardId, row)).toMatchObject({ status: 'AUTHORIZED' });
    release();
    await clearing;
    await clear(cardId, row.id, 1000);
    await h.services.worker.drain();
    expect(await reread(cardId, row)).toMatchObject({ status: 'SETTLED' });
    expect(await balanceOf(h, account)).toEqual({ available: 4000, total: 4000 });
    expect((await cardEvents(row.id)).map((e) => e.type)).toEqual(['CARD_TRANSACTION.AUTHORIZED', 'CARD_TRANSACTION.SETTLED']);
    await ledgerWhole();
  });
});
