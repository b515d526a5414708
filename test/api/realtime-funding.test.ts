import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseId } from '../../src/ids.ts';
import { quoteOfReference } from '../../src/modules/payments/funding-instructions.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { balanceOf, customerWithAccounts, eventsOf, fund, ledgerSums, platformAccount, quoteBody, usBankAccount } from '../support/payments.ts';
import { evmWallet } from '../support/wallets.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const realtime = (currency: string, destination: Record<string, unknown>, amount: number, extra: Record<string, unknown> = {}, source: Record<string, unknown> = {}) => ({
  source: { sourceType: 'REALTIME_FUNDING', currency, ...source },
  destination,
  lockedCurrencySide: 'SENDING',
  lockedCurrencyAmount: amount,
  ...extra,
});
const toAccount = (accountId: string) => ({ destinationType: 'ACCOUNT', accountId });
const errorsOf = (body: { details?: Record<string, unknown> }) => (body.details?.errors ?? []) as { field: string; constraint: string; message: string }[];
const quote = (body: unknown, as?: Credentials) => h.call('POST', '/quotes', { body, as });
const send = (body: Record<string, unknown>, as?: Credentials) => h.call('POST', '/sandbox/send', { body, as });

/** Balance of a ledger account that is not an internal account (the quote's funding account, SANDBOX_FUNDING). */
async function ledger(id: string): Promise<{ balance: string; available: string }> {
  const rows = await h.database.db.query<{ balance: string; available: string }>('SELECT balance::text, available::text FROM ledger_accounts WHERE id = $1', [id]);
  return rows[0];
}
async function fundingAccountOf(quoteId: string): Promise<string> {
  const rows = await h.database.db.query<{ source_account_id: string }>('SELECT source_account_id FROM quotes WHERE id = $1', [parseId('Quote', quoteId)]);
  return rows[0].source_account_id;
}
async function outside(platformId: string, currency: string): Promise<bigint> {
  const rows = await h.database.db.query<{ balance: string }>(
    `SELECT l.balance::text FROM payment_system_accounts s JOIN ledger_accounts l ON l.id = s.id WHERE s.platform_id = $1 AND s.currency = $2 AND s.purpose = 'SANDBOX_FUNDING'`,
    [platformId, currency],
  );
  return BigInt(rows[0]?.balance ?? '0');
}

describe('createQuote with a REALTIME_FUNDING source', () => {
  it('platform-funded: carries deposit instructions with a reference that names the quote', async () => {
    const payee = await customerWithAccounts(h, ['EUR']);
    const res = await quote(realtime('USD', toAccount(payee.accounts.EUR), 10_000));
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json();
    expect(q).toMatchObject({
      status: 'PENDING',
      source: { sourceType: 'REALTIME_FUNDING', currency: 'USD' },
      destination: { destinationType: 'ACCOUNT', accountId: payee.accounts.EUR },
      totalSendingAmount: 10_000,
      sendingCurrency: { code: 'USD' },
      receivingCurrency: { code: 'EUR' },
    });
    expect(q.source.customerId).toBeUndefined();
    expect(q.paymentInstructions).toHaveLength(1);
    const [instr] = q.paymentInstructions;
    expect(instr.isPlatformAccount).toBe(true);
    expect(instr.accountOrWalletInfo).toMatchObject({ accountType: 'USD_ACCOUNT', routingNumber: '011000138' });
    const reference = instr.accountOrWalletInfo.reference as string;
    expect(reference).toMatch(/^CRF[0-9A-Z]{26}$/);
    expect(quoteOfReference(reference)).toBe(parseId('Quote', q.id));
    expect((await h.call('GET', `/quotes/${q.id}`)).json()).toEqual(q);
    const other = (await quote(realtime('USD', toAccount(payee.accounts.EUR), 10_000))).json();
    expect(other.paymentInstructions[0].accountOrWalletInfo.reference).not.toBe(reference);
    expect(other.paymentInstructions[0].accountOrWalletInfo.accountNumber).not.toBe(instr.accountOrWalletInfo.accountNumber);
  });

  it('customer-funded: names the customer and gives instructions not for a platform account', async () => {
    const payer = await customerWithAccounts(h, ['USD']);
    const dest = await platformAccount(h, 'EUR');
    const q = (await quote(realtime('EUR', toAccount(dest), 5_000, {}, { customerId: payer.customerId }))).json();
    expect(q.source).toEqual({ sourceType: 'REALTIME_FUNDING', currency: 'EUR', customerId: payer.customerId });
    expect(q.paymentInstructions[0]).toMatchObject({ isPlatformAccount: false, accountOrWalletInfo: { accountType: 'EUR_ACCOUNT', paymentRails: ['SEPA', 'SEPA_INSTANT'] } });
    expect(q.paymentInstructions[0].accountOrWalletInfo.iban).toMatch(/^DE\d{20}$/);
  });

  it('stablecoins need a cryptoNetwork the sandbox collects on; the wallet is per quote', async () => {
    const dest = await platformAccount(h, 'USD');
    const sol = (await quote(realtime('USDC', toAccount(dest), 1_000_000, {}, { cryptoNetwork: 'SOLANA' }))).json();
    expect(sol.source.cryptoNetwork).toBe('SOLANA');
    expect(sol.paymentInstructions[0].accountOrWalletInfo).toMatchObject({ accountType: 'SOLANA_WALLET', assetType: 'USDC' });
    const base = (await quote(realtime('USDC', toAccount(dest), 1_000_000, {}, { cryptoNetwork: 'BASE' }))).json();
    expect(base.paymentInstructions[0].accountOrWalletInfo).toMatchObject({ accountType: 'BASE_WALLET', assetType: 'USDC' });
    expect(base.paymentInstructions[0].accountOrWalletInfo.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const base2 = (await quote(realtime('USDC', toAccount(dest), 1_000_000, {}, { cryptoNetwork: 'BASE' }))).json();
    expect(base2.paymentInstructions[0].accountOrWalletInfo.address).not.toBe(base.paymentInstructions[0].accountOrWalletInfo.address);
  });

  it('reports every invalid field at once: missing or unsupported cryptoNetwork, immediatelyExecute', async () => {
    const dest = await platformAccount(h, 'USD');
    const res = await quote(realtime('USDC', toAccount(dest), 1_000_000, { immediatelyExecute: true }));
    const body = expectError(res, 400, 'INVALID_INPUT');
    const fields = errorsOf(body).map((e: { field: string; constraint: string }) => `${e.field}:${e.constraint}`).sort();
    expect(fields).toEqual(['immediatelyExecute:invalid', 'source.cryptoNetwork:required']);
    const tron = expectError(await quote(realtime('USDC', toAccount(dest), 1_000_000, {}, { cryptoNetwork: 'TRON' })), 400, 'INVALID_INPUT');
    expect(errorsOf(tron)[0]).toMatchObject({ field: 'source.cryptoNetwork', constraint: 'invalid' });
    const unknown = expectError(await quote(realtime('USDC', toAccount(dest), 1_000_000, {}, { cryptoNetwork: 'DOGE' })), 400, 'INVALID_INPUT');
    expect(errorsOf(unknown)[0]).toMatchObject({ field: 'source.cryptoNetwork', constraint: 'enum' });
    const fiat = expectError(await quote(realtime('USD', toAccount(dest), 1_000, {}, { cryptoNetwork: 'SOLANA' })), 400, 'INVALID_INPUT');
    expect(errorsOf(fiat)[0]).toMatchObject({ field: 'source.cryptoNetwork' });
  });

  it('answers INVALID_CURRENCY for a currency without an instant collection rail or not enabled', async () => {
    const dest = await platformAccount(h, 'USD');
    expectError(await quote(realtime('BRL', toAccount(dest), 1_000)), 400, 'INVALID_CURRENCY');
    expectError(await quote(realtime('XYZ', toAccount(dest), 1_000)), 400, 'INVALID_CURRENCY');
    const p = await h.newPlatform('no gbp');
    const config = (await h.call('GET', '/config', { as: p })).json();
    const supportedCurrencies = config.supportedCurrencies.filter((c: { currencyCode: string }) => c.currencyCode !== 'GBP');
    expect((await h.call('PATCH', '/config', { as: p, body: { supportedCurrencies } })).statusCode).toBe(200);
    expectError(await quote(realtime('GBP', toAccount(await platformAccount(h, 'USD', p)), 1_000), p), 400, 'INVALID_CURRENCY');
  });

  it('answers 404 for an unknown or foreign customer and 403 for a customer without the end-user terms', async () => {
    const dest = await platformAccount(h, 'USD');
    expectError(await quote(realtime('USD', toAccount(dest), 1_000, {}, { customerId: 'Customer:01900000-0000-7000-8000-000000000000' })), 404, 'CUSTOMER_NOT_FOUND');
    const other = await h.newPlatform('foreign customer');
    const foreign = await customerWithAccounts(h, ['USD'], { as: other });
    expectError(await quote(realtime('USD', toAccount(dest), 1_000, {}, { customerId: foreign.customerId })), 404, 'CUSTOMER_NOT_FOUND');
    const gone = await customerWithAccounts(h, ['USD']);
    expect((await h.call('DELETE', `/customers/${gone.customerId}`)).statusCode).toBe(200);
    expectError(await quote(realtime('USD', toAccount(dest), 1_000, {}, { customerId: gone.customerId })), 410, 'CUSTOMER_DELETED');
    const noTerms = await customerWithAccounts(h, ['USD'], { accepted: false });
    expectError(await quote(realtime('USD', toAccount(dest), 1_000, {}, { customerId: noTerms.customerId })), 403, 'END_USER_TERMS_NOT_ACCEPTED');
  });

  it('POST /quotes/{id}/execute answers 409 CONFLICT: the quote executes when its funds arrive', async () => {
    const q = (await quote(realtime('USD', toAccount(await platformAccount(h, 'EUR')), 1_000))).json();
    const body = expectError(await h.call('POST', `/quotes/${q.id}/execute`, { body: {} }), 409, 'CONFLICT');
    expect(body.reason).toMatch(/funds arrive/);
    expect((await h.call('GET', `/quotes/${q.id}`)).json().status).toBe('PENDING');
  });
});

describe('POST /sandbox/send', () => {
  it('funds a platform-funded quote: the payout runs like an executed quote and the ledger balances', async () => {
    const payee = await customerWithAccounts(h, ['EUR']);
    const q = (await quote(realtime('USD', toAccount(payee.accounts.EUR), 10_000))).json();
    const funding = await fundingAccountOf(q.id);
    const outsideBefore = await outside(h.platform.platformId, 'USD');
    const res = await send({ quoteId: q.id, currencyCode: 'USD' });
    expect(res.statusCode, res.body).toBe(200);
    const t = res.json();
    const reference = q.paymentInstructions[0].accountOrWalletInfo.reference;
    expect(t).toMatchObject({
      id: q.transactionId,
      type: 'OUTGOING',
      direction: 'DEBIT',
      status: 'PENDING',
      quoteId: q.id,
      customerId: `Platform:${h.platform.platformId}`,
      source: { sourceType: 'REALTIME_FUNDING', currency: 'USD' },
      destination: { destinationType: 'ACCOUNT', accountId: payee.accounts.EUR, currency: 'EUR' },
      sentAmount: { amount: 10_000, currency: { code: 'USD' } },
      receivedAmount: { amount: q.totalReceivingAmount },
      reconciliationInstructions: { reference },
    });
    // Money in = money held: the deposit sits on the quote's funding account, all of it held.
    expect(await ledger(funding)).toEqual({ balance: '10000', available: '0' });
    expect(await outside(h.platform.platformId, 'USD')).toBe(outsideBefore - 10_000n);
    expect((await h.call('GET', `/quotes/${q.id}`)).json().status).toBe('PROCESSING');

    await h.services.worker.drain();
    expect((await h.call('GET', `/transactions/${q.transactionId}`)).json()).toMatchObject({ status: 'COMPLETED' });
    expect((await h.call('GET', `/quotes/${q.id}`)).json().status).toBe('COMPLETED');
    expect(await ledger(funding)).toEqual({ balance: '0', available: '0' });
    expect(await balanceOf(h, payee.accounts.EUR)).toEqual({ available: q.totalReceivingAmount, total: q.totalReceivingAmount });
    const sums = await ledgerSums(h, h.platform.platformId);
    expect(sums.USD).toBe('0');
    expect(sums.EUR).toBe('0');
    const types = (await eventsOf(h, h.platform.platformId, 'OUTGOING_PAYMENT.')).filter((e) => e.data.id === q.transactionId).map((e) => e.type);
    expect(types).toEqual(['OUTGOING_PAYMENT.PENDING', 'OUTGOING_PAYMENT.PROCESSING', 'OUTGOING_PAYMENT.COMPLETED']);
    const listed = (await h.call('GET', '/transactions', { query: { reference } })).json();
    expect(listed.data.map((x: { id: string }) => x.id)).toEqual([q.transactionId]);
  });

  it('funds a customer-funded quote with an explicit amount; platform fees reach the platform account', async () => {
    const p = await h.newPlatform('realtime fees');
    const fees = [{ feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'USD', variableFeeBps: 30, fixedFee: { amount: 50, currency: 'USD' } }];
    expect((await h.call('PATCH', '/config', { as: p, body: { feeConfigs: fees } })).statusCode).toBe(200);
    const payer = await customerWithAccounts(h, ['USD', 'EUR'], { as: p });
    const payee = await customerWithAccounts(h, ['EUR'], { as: p });
    const platformUsd = await platformAccount(h, 'USD', p);
    const q = (await quote(realtime('USD', toAccount(payee.accounts.EUR), 1000, {}, { customerId: payer.customerId }), p)).json();
    expect(q).toMatchObject({ feesIncluded: 53, totalReceivingAmount: 872 });
    const res = await send({ quoteId: q.id, currencyCode: 'USD', currencyAmount: 1000 }, p);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ customerId: payer.customerId, source: { sourceType: 'REALTIME_FUNDING', customerId: payer.customerId } });
    await h.services.worker.drain();
    expect((await balanceOf(h, platformUsd, p)).total).toBe(53);
    expect((await balanceOf(h, payee.accounts.EUR, p)).total).toBe(872);
    // The payer's own balances are untouched: the money came from outside.
    expect((await balanceOf(h, payer.accounts.USD, p)).total).toBe(0);
    const sums = await ledgerSums(h, p.platformId);
    expect(sums.USD).toBe('0');
    expect(sums.EUR).toBe('0');
    expect(await outside(p.platformId, 'USD')).toBe(-1000n);
  });

  it('refuses a deposit in another currency, short or over the quote: 400 and nothing moves', async () => {
    const q = (await quote(realtime('USD', toAccount(await platformAccount(h, 'EUR')), 2_000))).json();
    const funding = await fundingAccountOf(q.id);
    const before = await outside(h.platform.platformId, 'USD');
    const cur = expectError(await send({ quoteId: q.id, currencyCode: 'EUR' }), 400, 'INVALID_CURRENCY');
    expect(cur.details).toMatchObject({ expectedCurrency: 'USD' });
    const short = expectError(await send({ quoteId: q.id, currencyCode: 'USD', currencyAmount: 1_999 }), 400, 'INVALID_AMOUNT');
    expect(short.details).toMatchObject({ expectedAmount: 2_000, receivedAmount: 1_999 });
    expectError(await send({ quoteId: q.id, currencyCode: 'USD', currencyAmount: 2_001 }), 400, 'INVALID_AMOUNT');
    expect(await ledger(funding)).toEqual({ balance: '0', available: '0' });
    expect(await outside(h.platform.platformId, 'USD')).toBe(before);
    expect((await h.call('GET', `/quotes/${q.id}`)).json().status).toBe('PENDING');
    expectError(await h.call('GET', `/transactions/${q.transactionId}`), 404, 'TRANSACTION_NOT_FOUND');
    // The exact deposit still executes it afterwards.
    expect((await send({ quoteId: q.id, currencyCode: 'USD', currencyAmount: 2_000 })).statusCode).toBe(200);
  });

  it('refuses a second deposit for a funded quote with 409 CONFLICT, taking no money', async () => {
    const q = (await quote(realtime('USD', toAccount(await platformAccount(h, 'EUR')), 3_000))).json();
    expect((await send({ quoteId: q.id, currencyCode: 'USD' })).statusCode).toBe(200);
    const before = await outside(h.platform.platformId, 'USD');
    expectError(await send({ quoteId: q.id, currencyCode: 'USD' }), 409, 'CONFLICT');
    await h.services.worker.drain();
    expectError(await send({ quoteId: q.id, currencyCode: 'USD' }), 409, 'CONFLICT');
    expect(await outside(h.platform.platformId, 'USD')).toBe(before);
    expect(await ledger(await fundingAccountOf(q.id))).toEqual({ balance: '0', available: '0' });
  });

  it('books exactly one of two concurrent deposits for the same quote (on PostgreSQL truly in parallel)', async () => {
    const q = (await quote(realtime('USD', toAccount(await platformAccount(h, 'EUR')), 3_500))).json();
    const before = await outside(h.platform.platformId, 'USD');
    const answers = await Promise.all([send({ quoteId: q.id, currencyCode: 'USD' }), send({ quoteId: q.id, currencyCode: 'USD' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await outside(h.platform.platformId, 'USD')).toBe(before - 3_500n);
    expect(await ledger(await fundingAccountOf(q.id))).toEqual({ balance: '3500', available: '0' });
  });

  it('refuses a deposit for an expired quote with 400 QUOTE_EXPIRED, taking no money', async () => {
    const q = (await quote(realtime('USD', toAccount(await platformAccount(h, 'EUR')), 4_000))).json();
    h.clock.advance(5 * 60_000);
    const before = await outside(h.platform.platformId, 'USD');
    expectError(await send({ quoteId: q.id, currencyCode: 'USD' }), 400, 'QUOTE_EXPIRED');
    expect(await outside(h.platform.platformId, 'USD')).toBe(before);
    expect((await h.call('GET', `/quotes/${q.id}`)).json().status).toBe('EXPIRED');
  });

  it('answers 404 QUOTE_NOT_FOUND for unknown, malformed and foreign quotes; 400 for a quote paid from an account', async () => {
    expectError(await send({ quoteId: 'Quote:01900000-0000-7000-8000-000000000000', currencyCode: 'USD' }), 404, 'QUOTE_NOT_FOUND');
    expectError(await send({ quoteId: 'nope', currencyCode: 'USD' }), 404, 'QUOTE_NOT_FOUND');
    const q = (await quote(realtime('USD', toAccount(await platformAccount(h, 'EUR')), 1_000))).json();
    const other = await h.newPlatform('foreign quote');
    expectError(await send({ quoteId: q.id, currencyCode: 'USD' }, other), 404, 'QUOTE_NOT_FOUND');
    const a = await platformAccount(h, 'USD');
    await fund(h, a, 1_000);
    const byAccount = (await quote(quoteBody(a, await platformAccount(h, 'EUR'), 1_000))).json();
    const body = expectError(await send({ quoteId: byAccount.id, currencyCode: 'USD' }), 400, 'INVALID_INPUT');
    expect(errorsOf(body)[0]).toMatchObject({ field: 'quoteId' });
  });

  it('answers 403 to a production platform', async () => {
    const prod = await h.newPlatform('production', { environment: 'PRODUCTION' });
    const q = (await quote(realtime('USD', toAccount(await platformAccount(h, 'EUR', prod)), 1_000), prod)).json();
    expectError(await send({ quoteId: q.id, currencyCode: 'USD' }, prod), 403, 'FORBIDDEN');
  });
});

describe('failures after funding give the deposit back', () => {
  let bank: string;
  let wallet: string;
  let payer: { customerId: string; accounts: Record<string, string> };
  beforeAll(async () => {
    payer = await customerWithAccounts(h, ['USD', 'USDC']);
    bank = (await usBankAccount(h, payer.customerId)).json().id;
    const w = await h.call('POST', '/customers/external-accounts', {
      body: { customerId: payer.customerId, currency: 'USDC', accountInfo: { accountType: 'BASE_WALLET', address: evmWallet().address } },
    });
    expect(w.statusCode, w.body).toBe(201);
    wallet = w.json().id;
  });

  it('a rail refusal (903) fails the payment and returns fiat to the originator, not to any balance', async () => {
    const q = (await quote(realtime('USD', toAccount(bank), 5_903, {}, { customerId: payer.customerId }))).json();
    const before = await outside(h.platform.platformId, 'USD');
    expect((await send({ quoteId: q.id, currencyCode: 'USD' })).statusCode).toBe(200);
    await h.services.worker.drain();
    const t = (await h.call('GET', `/transactions/${q.transactionId}`)).json();
    expect(t).toMatchObject({ status: 'FAILED', failureReason: 'ACCOUNT_INVALID', refund: { status: 'COMPLETED', reason: 'TRANSACTION_FAILED' } });
    expect(await ledger(await fundingAccountOf(q.id))).toEqual({ balance: '0', available: '0' });
    expect(await outside(h.platform.platformId, 'USD')).toBe(before);
    expect((await balanceOf(h, payer.accounts.USD)).total).toBe(0);
    expect((await ledgerSums(h, h.platform.platformId)).USD).toBe('0');
    const types = (await eventsOf(h, h.platform.platformId, 'OUTGOING_PAYMENT.')).filter((e) => e.data.id === q.transactionId).map((e) => e.type);
    expect(types.slice(-3)).toEqual(['OUTGOING_PAYMENT.FAILED', 'OUTGOING_PAYMENT.REFUND_PENDING', 'OUTGOING_PAYMENT.REFUND_COMPLETED']);
  });

  it('a stablecoin deposit is refunded to the customer’s internal balance in that asset', async () => {
    const q = (await quote(realtime('USDC', toAccount(wallet), 2_000_905, {}, { customerId: payer.customerId, cryptoNetwork: 'BASE' }))).json();
    expect((await send({ quoteId: q.id, currencyCode: 'USDC' })).statusCode).toBe(200);
    await h.services.worker.drain();
    expect((await h.call('GET', `/transactions/${q.transactionId}`)).json()).toMatchObject({ status: 'FAILED', failureReason: 'COMPLIANCE_REJECTED' });
    expect(await balanceOf(h, payer.accounts.USDC)).toEqual({ available: 2_000_905, total: 2_000_905 });
    expect(await ledger(await fundingAccountOf(q.id))).toEqual({ balance: '0', available: '0' });
    expect((await ledgerSums(h, h.platform.platformId)).USDC).toBe('0');
  });

  it('a platform-funded stablecoin deposit is refunded to the platform’s own USDC account', async () => {
    const platformUsdc = await platformAccount(h, 'USDC');
    const before = await balanceOf(h, platformUsdc);
    const q = (await quote(realtime('USDC', toAccount(wallet), 3_000_904, {}, { cryptoNetwork: 'SOLANA' }))).json();
    expect((await send({ quoteId: q.id, currencyCode: 'USDC' })).statusCode).toBe(200);
    await h.services.worker.drain();
    expect((await h.call('GET', `/transactions/${q.transactionId}`)).json()).toMatchObject({ status: 'FAILED', failureReason: 'ACCOUNT_CANNOT_RECEIVE' });
    expect((await balanceOf(h, platformUsdc)).total).toBe(before.total + 3_000_904);
    expect((await ledgerSums(h, h.platform.platformId)).USDC).toBe('0');
  });

  it('a bank return after completion (902) reverses the payout and returns the deposit', async () => {
    const q = (await quote(realtime('USD', toAccount(bank), 7_902, {}, { customerId: payer.customerId }))).json();
    const before = await outside(h.platform.platformId, 'USD');
    expect((await send({ quoteId: q.id, currencyCode: 'USD' })).statusCode).toBe(200);
    await h.services.worker.drain();
    expect((await h.call('GET', `/transactions/${q.transactionId}`)).json().status).toBe('COMPLETED');
    expect(await outside(h.platform.platformId, 'USD')).toBe(before - 7_902n);
    h.clock.advance(60_000);
    await h.services.worker.drain();
    expect((await h.call('GET', `/transactions/${q.transactionId}`)).json()).toMatchObject({ status: 'FAILED', failureReason: 'PAYOUT_RETURNED' });
    expect(await outside(h.platform.platformId, 'USD')).toBe(before);
    expect(await ledger(await fundingAccountOf(q.id))).toEqual({ balance: '0', available: '0' });
    expect((await ledgerSums(h, h.platform.platformId)).USD).toBe('0');
  });

  it('cancelling before the rail picks it up returns the deposit (USER_CANCELLATION)', async () => {
    const q = (await quote(realtime('USD', toAccount(bank), 6_100, {}, { customerId: payer.customerId }))).json();
    const before = await outside(h.platform.platformId, 'USD');
    expect((await send({ quoteId: q.id, currencyCode: 'USD' })).statusCode).toBe(200);
    const res = await h.call('POST', `/transactions/${q.transactionId}/cancel`, { body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'FAILED', refund: { reason: 'USER_CANCELLATION' } });
    expect(await outside(h.platform.platformId, 'USD')).toBe(before);
    expect(await ledger(await fundingAccountOf(q.id))).toEqual({ balance: '0', available: '0' });
    await h.services.worker.drain();
    expect((await h.call('GET', `/transactions/${q.transactionId}`)).json().status).toBe('FAILED');
  });
});
