import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/http/contract.ts';
import { anchor, newAjv } from '../../src/http/validation.ts';
import { operatorEnablement } from '../../src/modules/stablecoins/index.ts';
import { cardholder } from '../support/cards.ts';
import { type Credentials, type Harness, startHarness } from '../support/harness.ts';
import { balanceOf, customerWithAccounts, fund, quoteBody } from '../support/payments.ts';

/**
 * INTERNAL_ACCOUNT.BALANCE_UPDATED through HTTP: every movement of money emits exactly one event
 * per internal account it changes and per business transaction (a funding, an execution, one
 * payment's settlement in a round, a card simulation, a stablecoin step), carrying the account's
 * figures right after it: `balance.amount` the available balance, `totalBalance.amount` the
 * balance (docs/invariants.md, "The ledger's interface: one door"). After each step the events
 * are compared with what the list endpoints answer then, and with the figures the sandbox's
 * rules give, so that an event and a read wrong in the same way are caught too.
 *
 * Each test has a platform of its own, so the events table holds only what the test did.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const contract = loadContract();
const validAccount = newAjv(contract.document, { coerce: false, allErrors: true }).compile(anchor({ $ref: '#/components/schemas/InternalAccount' }));

interface Account {
  id: string;
  balance: { amount: number };
  totalBalance: { amount: number };
  [field: string]: unknown;
}
interface Figures {
  available: number;
  total: number;
}
const figures = (a: Account): Figures => ({ available: a.balance.amount, total: a.totalBalance.amount });

/**
 * The platform's balance events emitted since the previous call, in emission order (event ids are
 * time-ordered uuids), each checked against the contract's InternalAccount.
 */
function balanceEvents(p: Credentials) {
  let last = '00000000-0000-0000-0000-000000000000';
  return async (): Promise<Account[]> => {
    const rows = await h.database.db.query<{ id: string; data: string }>(
      `SELECT id, data::text AS data FROM events WHERE platform_id = $1 AND type = 'INTERNAL_ACCOUNT.BALANCE_UPDATED' AND id > $2 ORDER BY id`,
      [p.platformId, last],
    );
    if (rows.length > 0) last = rows[rows.length - 1].id;
    const events = rows.map((r) => JSON.parse(r.data) as Account);
    for (const e of events) expect(validAccount(e), JSON.stringify(validAccount.errors)).toBe(true);
    return events;
  };
}

/** The account as the list endpoints answer it now (there is no GET of one internal account). */
async function shown(p: Credentials, accountId: string): Promise<Account> {
  const customers = (await h.call('GET', '/customers/internal-accounts', { as: p, query: { limit: '100' } })).json().data as Account[];
  const platform = (await h.call('GET', '/platform/internal-accounts', { as: p })).json().data as Account[];
  const found = [...customers, ...platform].find((a) => a.id === accountId);
  expect(found, `${accountId} is not listed`).toBeDefined();
  return found as Account;
}

/**
 * One event per account of `expected` and no other, each with the figures given and equal to
 * what a read shows right after (the whole account, not only its amounts).
 */
async function expectOneEach(p: Credentials, events: Account[], expected: Record<string, Figures>) {
  expect(events.map((e) => e.id).sort()).toEqual(Object.keys(expected).sort());
  for (const e of events) {
    expect(figures(e), e.id).toEqual(expected[e.id]);
    expect(e).toEqual(await shown(p, e.id));
  }
}

async function newPlatform(name: string) {
  const p = await h.newPlatform(name);
  return { p, since: balanceEvents(p) };
}

/** A customer with a USD internal account, funded with `amount` (its funding event already read). */
async function fundedCustomer(p: Credentials, since: () => Promise<Account[]>, amount: number) {
  const c = await customerWithAccounts(h, ['USD'], { as: p });
  expect((await fund(h, c.accounts.USD, amount, p)).statusCode).toBe(200);
  expect((await since()).map((e) => e.id)).toEqual([c.accounts.USD]);
  return { customerId: c.customerId, account: c.accounts.USD };
}

async function usBank(p: Credentials, customerId: string): Promise<string> {
  const res = await h.call('POST', '/customers/external-accounts', {
    as: p,
    body: {
      customerId,
      currency: 'USD',
      accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '12345678000', routingNumber: '021000021', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Pay Person' } },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A quote, then its execution (the hold on the source); answers the transaction id. */
async function execute(p: Credentials, source: string, destination: string, amount: number): Promise<string> {
  const quote = await h.call('POST', '/quotes', { as: p, body: quoteBody(source, destination, amount) });
  expect(quote.statusCode, quote.body).toBe(201);
  const executed = await h.call('POST', `/quotes/${quote.json().id}/execute`, { as: p, body: {} });
  expect(executed.statusCode, executed.body).toBe(200);
  return quote.json().transactionId;
}

const transaction = async (p: Credentials, id: string) => (await h.call('GET', `/transactions/${id}`, { as: p })).json();

describe('payments', () => {
  it('sandbox funding: one event per funding, with the new figures', async () => {
    const { p, since } = await newPlatform('funding');
    const { accounts } = await customerWithAccounts(h, ['USD'], { as: p });
    await fund(h, accounts.USD, 12_345, p);
    await expectOneEach(p, await since(), { [accounts.USD]: { available: 12_345, total: 12_345 } });
    await fund(h, accounts.USD, 5, p);
    await expectOneEach(p, await since(), { [accounts.USD]: { available: 12_350, total: 12_350 } });
  });

  it('a payout to an external account: one event for the hold at execution, one at settlement', async () => {
    const { p, since } = await newPlatform('payout');
    const a = await fundedCustomer(p, since, 10_000);
    const bank = await usBank(p, a.customerId);
    const id = await execute(p, a.account, bank, 1_234);
    await expectOneEach(p, await since(), { [a.account]: { available: 8_766, total: 10_000 } });
    await h.services.worker.drain();
    expect((await transaction(p, id)).status).toBe('COMPLETED');
    await expectOneEach(p, await since(), { [a.account]: { available: 8_766, total: 8_766 } });
  });

  it("a payment to another customer's internal account: at settlement one event for the source and one for the destination", async () => {
    const { p, since } = await newPlatform('internal payment');
    const a = await fundedCustomer(p, since, 10_000);
    const b = await customerWithAccounts(h, ['USD'], { as: p });
    const id = await execute(p, a.account, b.accounts.USD, 1_234);
    await expectOneEach(p, await since(), { [a.account]: { available: 8_766, total: 10_000 } });
    await h.services.worker.drain();
    expect((await transaction(p, id)).status).toBe('COMPLETED');
    await expectOneEach(p, await since(), {
      [a.account]: { available: 8_766, total: 8_766 },
      [b.accounts.USD]: { available: 1_234, total: 1_234 },
    });
  });

  it('a settlement round of several payments of one account: one event per payment and account, each with the figures right after that payment', async () => {
    const { p, since } = await newPlatform('round');
    const a = await fundedCustomer(p, since, 10_000);
    const b = await customerWithAccounts(h, ['USD'], { as: p });
    const amounts = [1_000, 2_000, 3_000];
    for (const amount of amounts) {
      await execute(p, a.account, b.accounts.USD, amount);
      // A round takes due payments in rail_step_at order (the execution instant): one
      // millisecond apart, the round settles them in execution order, which the figures follow.
      h.clock.advance(1);
    }
    const holds = await since();
    expect(holds.map((e) => e.id)).toEqual([a.account, a.account, a.account]);
    expect(holds.map(figures)).toEqual([
      { available: 9_000, total: 10_000 },
      { available: 7_000, total: 10_000 },
      { available: 4_000, total: 10_000 },
    ]);
    await h.services.worker.drain();
    const settled = await since();
    const of = (account: string) => settled.filter((e) => e.id === account);
    expect(settled).toHaveLength(6);
    // One ledger batch for the round, its events payment by payment: each pair is one payment's.
    for (let i = 0; i < settled.length; i += 2) expect(settled.slice(i, i + 2).map((e) => e.id).sort()).toEqual([a.account, b.accounts.USD].sort());
    // Each capture ends its own hold: the available balance stays where the holds put it.
    expect(of(a.account).map(figures)).toEqual([
      { available: 4_000, total: 9_000 },
      { available: 4_000, total: 7_000 },
      { available: 4_000, total: 4_000 },
    ]);
    expect(of(b.accounts.USD).map(figures)).toEqual([
      { available: 1_000, total: 1_000 },
      { available: 3_000, total: 3_000 },
      { available: 6_000, total: 6_000 },
    ]);
    expect(of(a.account).at(-1)).toEqual(await shown(p, a.account));
    expect(of(b.accounts.USD).at(-1)).toEqual(await shown(p, b.accounts.USD));
    expect(await balanceOf(h, a.account, p)).toEqual({ available: 4_000, total: 4_000 });
  });

  it('a payout failure (amount ending 903): one event when the hold is released', async () => {
    const { p, since } = await newPlatform('failure');
    const a = await fundedCustomer(p, since, 10_000);
    const bank = await usBank(p, a.customerId);
    const id = await execute(p, a.account, bank, 5_903);
    await expectOneEach(p, await since(), { [a.account]: { available: 4_097, total: 10_000 } });
    await h.services.worker.drain();
    expect(await transaction(p, id)).toMatchObject({ status: 'FAILED', failureReason: 'ACCOUNT_INVALID', refund: { status: 'COMPLETED' } });
    await expectOneEach(p, await since(), { [a.account]: { available: 10_000, total: 10_000 } });
  });

  it('a cancelled PENDING payment: one event when the hold is released', async () => {
    const { p, since } = await newPlatform('cancel');
    const a = await fundedCustomer(p, since, 10_000);
    const bank = await usBank(p, a.customerId);
    const id = await execute(p, a.account, bank, 4_000);
    await expectOneEach(p, await since(), { [a.account]: { available: 6_000, total: 10_000 } });
    const cancelled = await h.call('POST', `/transactions/${id}/cancel`, { as: p, body: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectOneEach(p, await since(), { [a.account]: { available: 10_000, total: 10_000 } });
    await h.services.worker.drain();
    expect(await since()).toEqual([]);
  });

  it('a bank return (amount ending 902): one event for the settlement, one for its reversal', async () => {
    const { p, since } = await newPlatform('return');
    const a = await fundedCustomer(p, since, 10_000);
    const bank = await usBank(p, a.customerId);
    const id = await execute(p, a.account, bank, 1_902);
    await expectOneEach(p, await since(), { [a.account]: { available: 8_098, total: 10_000 } });
    await h.services.worker.drain();
    expect((await transaction(p, id)).status).toBe('COMPLETED');
    await expectOneEach(p, await since(), { [a.account]: { available: 8_098, total: 8_098 } });
    h.clock.advance(60_000);
    await h.services.worker.drain();
    expect(await transaction(p, id)).toMatchObject({ status: 'FAILED', failureReason: 'PAYOUT_RETURNED' });
    await expectOneEach(p, await since(), { [a.account]: { available: 10_000, total: 10_000 } });
  });

  it('a real-time funded payment: no event for the deposit (the quote\'s funding account is no internal account), one for the destination at settlement', async () => {
    const { p, since } = await newPlatform('realtime');
    const payee = await customerWithAccounts(h, ['USD'], { as: p });
    const quote = await h.call('POST', '/quotes', {
      as: p,
      body: { source: { sourceType: 'REALTIME_FUNDING', currency: 'USD' }, destination: { destinationType: 'ACCOUNT', accountId: payee.accounts.USD }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 2_500 },
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const sent = await h.call('POST', '/sandbox/send', { as: p, body: { quoteId: quote.json().id, currencyCode: 'USD' } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await since()).toEqual([]);
    await h.services.worker.drain();
    expect((await transaction(p, sent.json().id)).status).toBe('COMPLETED');
    await expectOneEach(p, await since(), { [payee.accounts.USD]: { available: 2_500, total: 2_500 } });
  });

  it('an incoming UMA payment: nothing while it awaits approval, one event when approved', async () => {
    const { p, since } = await newPlatform('incoming');
    const c = await customerWithAccounts(h, ['USD'], { as: p });
    const received = await h.call('POST', '/sandbox/uma/receive', {
      as: p,
      body: { senderUmaAddress: '$success.usd@sandbox.uma.money', receivingCurrencyCode: 'USD', customerId: c.customerId, receivingCurrencyAmount: 4_321 },
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await since()).toEqual([]);
    const approved = await h.call('POST', `/transactions/${received.json().id}/approve`, { as: p, body: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    await expectOneEach(p, await since(), { [c.accounts.USD]: { available: 4_321, total: 4_321 } });
  });

  it('a transfer-in (collection): nothing while PENDING, one event when the collection credits the account', async () => {
    const { p, since } = await newPlatform('collection');
    const c = await customerWithAccounts(h, ['USD'], { as: p });
    const bank = await usBank(p, c.customerId);
    const res = await h.call('POST', '/transfer-in', { as: p, body: { source: { accountId: bank }, destination: { accountId: c.accounts.USD }, amount: 3_000 } });
    expect(res.statusCode, res.body).toBe(201);
    expect(await since()).toEqual([]);
    await h.services.worker.drain();
    expect((await transaction(p, res.json().id)).status).toBe('COMPLETED');
    await expectOneEach(p, await since(), { [c.accounts.USD]: { available: 3_000, total: 3_000 } });
  });
});

describe('card transactions', () => {
  type CardTx = { id: string; status: string; issuerTransactionToken: string };

  /** A platform whose cardholders are approved at creation, and an ACTIVE card on a funded USD account. */
  async function fundedCard(funds: number) {
    const { p, since } = await newPlatform('cards');
    expect((await h.call('PATCH', '/config', { as: p, body: { skipVerificationPaperwork: true } })).statusCode).toBe(200);
    const holder = await cardholder(h, ['USD'], 'Card Holder', p);
    const account = holder.accounts.USD;
    expect((await fund(h, account, funds, p)).statusCode).toBe(200);
    const card = await h.call('POST', '/cards', { as: p, body: { form: 'VIRTUAL', cardholderId: holder.id, fundingSources: [account] } });
    expect(card.statusCode, card.body).toBe(201);
    await h.services.worker.drain();
    expect((await since()).map((e) => e.id)).toEqual([account]);
    const cardId = card.json().id as string;
    const simulate = async (kind: string, body: Record<string, unknown>, path = cardId) => {
      const res = await h.call('POST', `/sandbox/cards/${path}/simulate/${kind}`, { as: p, body });
      expect(res.statusCode, res.body).toBe(202);
      return res.json().issuerTransactionToken as string;
    };
    /** The card transaction of `token`, as GET /transactions?type=CARD lists it. */
    const row = async (token: string) => {
      const list = (await h.call('GET', '/transactions', { as: p, query: { type: 'CARD', cardId, limit: '100' } })).json().data as CardTx[];
      const found = list.find((t) => t.issuerTransactionToken === token);
      expect(found, token).toBeDefined();
      return found as CardTx;
    };
    const merchant = { descriptor: 'COFFEE SHOP 001', mcc: '5812', country: 'US', city: 'Austin', state: 'TX' };
    const authorize = async (amount: number, kind = 'authorization') => row(await simulate(kind, { amount, currency: { code: 'USD' }, merchant }));
    const clear = (id: string, amount: number) => simulate('clearing', { cardTransactionId: id, amount });
    return { p, since, account, simulate, row, authorize, clear };
  }

  it('authorization (a hold) and a full clearing: one event each', async () => {
    const { p, since, account, authorize, clear, row } = await fundedCard(5_000);
    const auth = await authorize(1_000);
    expect(auth.status).toBe('AUTHORIZED');
    await expectOneEach(p, await since(), { [account]: { available: 4_000, total: 5_000 } });
    await clear(auth.id, 1_000);
    await expectOneEach(p, await since(), { [account]: { available: 4_000, total: 4_000 } });
    expect((await row(auth.issuerTransactionToken)).status).toBe('SETTLED');
  });

  it('a partial clearing, then an expiry (clearing of 0) of the rest: one event each', async () => {
    const { p, since, account, authorize, clear } = await fundedCard(5_000);
    const auth = await authorize(1_000);
    await expectOneEach(p, await since(), { [account]: { available: 4_000, total: 5_000 } });
    await clear(auth.id, 300);
    await expectOneEach(p, await since(), { [account]: { available: 4_000, total: 4_700 } });
    await clear(auth.id, 0);
    await expectOneEach(p, await since(), { [account]: { available: 4_700, total: 4_700 } });
  });

  it('a void before clearing (clearing of 0): one event when the hold is released', async () => {
    const { p, since, account, authorize, clear } = await fundedCard(5_000);
    const auth = await authorize(1_000);
    await expectOneEach(p, await since(), { [account]: { available: 4_000, total: 5_000 } });
    await clear(auth.id, 0);
    await expectOneEach(p, await since(), { [account]: { available: 5_000, total: 5_000 } });
  });

  it('an expiry by the clock (the worker\'s round, several authorizations of one account): one event per authorization, in order', async () => {
    const { p, since, account, authorize, row } = await fundedCard(5_000);
    const first = await authorize(1_000);
    // The round takes authorizations in expires_at order: a millisecond apart, in this order.
    h.clock.advance(1);
    const second = await authorize(500);
    expect((await since()).map(figures)).toEqual([
      { available: 4_000, total: 5_000 },
      { available: 3_500, total: 5_000 },
    ]);
    // The default validity (no extended merchant category): 7 days.
    h.clock.advance(7 * 86_400_000);
    await h.services.worker.drain();
    expect((await row(first.issuerTransactionToken)).status).toBe('VOIDED');
    expect((await row(second.issuerTransactionToken)).status).toBe('VOIDED');
    const released = await since();
    expect(released.map((e) => e.id)).toEqual([account, account]);
    expect(released.map(figures)).toEqual([
      { available: 4_500, total: 5_000 },
      { available: 5_000, total: 5_000 },
    ]);
    expect(released.at(-1)).toEqual(await shown(p, account));
  });

  it('an over-clearing (the capture and the post-hoc pull, one batch): one event', async () => {
    const { p, since, account, authorize, clear } = await fundedCard(5_000);
    const auth = await authorize(1_250);
    await expectOneEach(p, await since(), { [account]: { available: 3_750, total: 5_000 } });
    await clear(auth.id, 1_500);
    await expectOneEach(p, await since(), { [account]: { available: 3_500, total: 3_500 } });
  });

  it('an authorization advice (the old hold released and the new one placed, one batch): one event', async () => {
    const { p, since, account, authorize, simulate } = await fundedCard(5_000);
    const auth = await authorize(1_000);
    await since();
    await simulate('authorization_advice', { cardTransactionId: auth.id, amount: 1_500 });
    await expectOneEach(p, await since(), { [account]: { available: 3_500, total: 5_000 } });
  });

  it('a return, then its reversal: one event each', async () => {
    const { p, since, account, authorize, clear, simulate, row } = await fundedCard(5_000);
    const purchase = await authorize(1_000);
    await clear(purchase.id, 1_000);
    await since();
    const refund = await row(await simulate('return', { cardTransactionId: purchase.id, amount: 400 }));
    await expectOneEach(p, await since(), { [account]: { available: 4_400, total: 4_400 } });
    await simulate('return_reversal', {}, refund.id);
    expect((await row(refund.issuerTransactionToken)).status).toBe('VOIDED');
    await expectOneEach(p, await since(), { [account]: { available: 4_000, total: 4_000 } });
  });

  it('a credit (credit_authorization_advice, credited at once): one event', async () => {
    const { p, since, account, authorize } = await fundedCard(5_000);
    expect((await authorize(100, 'credit_authorization_advice')).status).toBe('SETTLED');
    await expectOneEach(p, await since(), { [account]: { available: 5_100, total: 5_100 } });
  });

  // The hold and the capture are two moveMoney calls (authorizeDebit, then clearDebit): the
  // first defers its balance event, so the one simulation still emits one, after the capture.
  it('a financial (single-message) authorization, held and cleared in one simulation: one event', async () => {
    const { p, since, account, authorize } = await fundedCard(5_000);
    expect((await authorize(700, 'financial_authorization')).status).toBe('SETTLED');
    await expectOneEach(p, await since(), { [account]: { available: 4_300, total: 4_300 } });
  });
});

describe('stablecoins', () => {
  const post = (p: Credentials, path: string, body: Record<string, unknown>) => h.call('POST', path, { as: p, body, headers: { 'idempotency-key': randomUUID() } });

  /** An operator-ENABLED coin `token` on a platform of its own (sandbox: the symbol is the token's part before `-`). */
  async function enabledCoin(token: string) {
    const { p, since } = await newPlatform(`coin ${token}`);
    const link = await post(p, '/stablecoin-provider-accounts', { provider: 'BRALE', apiClientId: `client-${randomUUID()}`, apiClientSecret: `sk_sandbox_${randomUUID()}` });
    expect(link.statusCode, link.body).toBe(201);
    const coin = await post(p, '/stablecoins', { providerTokenIdentifier: token, networkTokenIdentifier: `btkn1${token}${randomUUID().slice(0, 8)}`, network: 'SPARK' });
    expect(coin.statusCode, coin.body).toBe(201);
    const id = coin.json().id as string;
    expect((await post(p, `/stablecoins/${id}/service-enablement`, {})).statusCode).toBe(200);
    await operatorEnablement(h.database.db, h.clock.now(), id, 'ENABLING');
    await operatorEnablement(h.database.db, h.clock.now(), id, 'ENABLED');
    const bank = await h.call('POST', '/platform/external-accounts', {
      as: p,
      body: { currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '500000250', routingNumber: '021000021', beneficiary: { beneficiaryType: 'BUSINESS', legalName: 'Coin Issuer Co' } } },
    });
    expect(bank.statusCode, bank.body).toBe(201);
    return { p, since, id, bank: bank.json().id as string };
  }

  const operation = async (p: Credentials, id: string) => (await h.call('GET', `/stablecoin-operations/${id}`, { as: p })).json();

  it('a mint touches no internal account: no event from its creation to its completion', async () => {
    const { p, since, id, bank } = await enabledCoin('MNT');
    const wallet = await h.call('POST', '/platform/external-accounts', {
      as: p,
      body: { currency: 'BTC', accountInfo: { accountType: 'SPARK_WALLET', address: 'spark1pgss9z2gpzrnhztwy8ffs44x67angma38sqewwddhxlsk65t0c5d5576quly2j' } },
    });
    expect(wallet.statusCode, wallet.body).toBe(201);
    const mint = await post(p, `/stablecoins/${id}/mints`, { amount: '2500000', fundingSource: { type: 'ACH_DEBIT', externalAccountId: bank }, destination: { accountId: wallet.json().id } });
    expect(mint.statusCode, mint.body).toBe(201);
    await h.services.worker.drain();
    expect((await operation(p, mint.json().id)).status).toBe('COMPLETED');
    expect(await since()).toEqual([]);
  });

  /** The coin usdb (symbol USDB), USDB among the platform's currencies, and a customer's USDB account funded with `funds`. */
  async function usdbAccount(funds: number) {
    const coin = await enabledCoin('usdb');
    const { p, since } = coin;
    const config = (await h.call('GET', '/config', { as: p })).json();
    const usdb = { ...config.supportedCurrencies[0], currencyCode: 'USDB' };
    expect((await h.call('PATCH', '/config', { as: p, body: { supportedCurrencies: [...config.supportedCurrencies, usdb] } })).statusCode).toBe(200);
    const holder = await customerWithAccounts(h, ['USDB'], { as: p });
    const account = holder.accounts.USDB;
    expect((await fund(h, account, funds, p)).statusCode).toBe(200);
    expect((await since()).map((e) => e.id)).toEqual([account]);
    const burn = async (amount: string) => {
      const res = await post(p, `/stablecoins/${coin.id}/burns`, {
        amount,
        source: { type: 'SERVICE_INTERNAL_ACCOUNT', accountId: account },
        destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: coin.bank, rail: 'WIRE' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    return { p, since, account, burn };
  }

  it('a burn from an internal account: one event for the hold at creation, one for the capture at completion', async () => {
    const { p, since, account, burn } = await usdbAccount(5_000_000);
    const id = await burn('2000000');
    await expectOneEach(p, await since(), { [account]: { available: 3_000_000, total: 5_000_000 } });
    await h.services.worker.drain();
    expect((await operation(p, id)).status).toBe('COMPLETED');
    await expectOneEach(p, await since(), { [account]: { available: 3_000_000, total: 3_000_000 } });
  });

  it('a burn the issuer fails (992 cents): one event when the hold is released', async () => {
    const { p, since, account, burn } = await usdbAccount(20_000_000);
    const id = await burn('9920000');
    await expectOneEach(p, await since(), { [account]: { available: 10_080_000, total: 20_000_000 } });
    await h.services.worker.drain();
    expect((await operation(p, id)).status).toBe('FAILED');
    await expectOneEach(p, await since(), { [account]: { available: 20_000_000, total: 20_000_000 } });
  });
});
