import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import { balanceOf, customerWithAccounts, defaultUmaDeposit, fund, ledgerSums, platformAccount } from '../support/payments.ts';

let h: Harness;
let usd: string;
beforeAll(async () => {
  h = await startHarness();
  usd = await platformAccount(h, 'USD');
  await fund(h, usd, 100_000_000);
});
afterAll(async () => h.close());

const payer = { FULL_NAME: 'Platform Payer Inc' };
const toUma = (umaAddress: string, amount: number, extra: Record<string, unknown> = {}, currency?: string) => ({
  source: { sourceType: 'ACCOUNT', accountId: usd },
  destination: { destinationType: 'UMA_ADDRESS', umaAddress, ...(currency ? { currency } : {}) },
  lockedCurrencySide: 'SENDING',
  lockedCurrencyAmount: amount,
  senderCustomerInfo: payer,
  ...extra,
});
const errorsOf = (body: { details?: Record<string, unknown> }) => (body.details?.errors ?? []) as { field: string; constraint: string; message: string }[];
const quote = (body: unknown) => h.call('POST', '/quotes', { body });

async function railClearing(currency: string): Promise<bigint> {
  const rows = await h.database.db.query<{ balance: string }>(
    `SELECT l.balance::text FROM payment_system_accounts s JOIN ledger_accounts l ON l.id = s.id WHERE s.platform_id = $1 AND s.currency = $2 AND s.purpose = 'RAIL_CLEARING'`,
    [h.platform.platformId, currency],
  );
  return BigInt(rows[0]?.balance ?? '0');
}

describe('createQuote to a UMA address at a sandbox counterparty', () => {
  it('prices to the receiver’s first currency and pays out through the rail; the ledger balances', async () => {
    const res = await quote(toUma('$Maria@Cenote.example', 10_000));
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json();
    expect(q).toMatchObject({
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$maria@cenote.example' },
      sendingCurrency: { code: 'USD' },
      receivingCurrency: { code: 'MXN' },
      totalSendingAmount: 10_000,
    });
    expect(q.totalReceivingAmount).toBeGreaterThan(0);
    const rail = await railClearing('MXN');
    const exec = await h.call('POST', `/quotes/${q.id}/execute`, { body: {} });
    expect(exec.statusCode, exec.body).toBe(200);
    await h.services.worker.drain();
    const t = (await h.call('GET', `/transactions/${q.transactionId}`)).json();
    expect(t).toMatchObject({
      status: 'COMPLETED',
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$maria@cenote.example', currency: 'MXN' },
      receivedAmount: { amount: q.totalReceivingAmount, currency: { code: 'MXN' } },
    });
    expect(await railClearing('MXN')).toBe(rail + BigInt(q.totalReceivingAmount));
    const sums = await ledgerSums(h, h.platform.platformId);
    expect(sums.USD).toBe('0');
    expect(sums.MXN).toBe('0');
    const listed = (await h.call('GET', '/transactions', { query: { receiverAccountIdentifier: '$maria@cenote.example' } })).json();
    expect(listed.data.map((x: { id: string }) => x.id)).toContain(q.transactionId);
  });

  it('takes a currency the receiver accepts, and answers INVALID_CURRENCY for one it does not', async () => {
    const q = (await quote(toUma('$maria@cenote.example', 1_000, {}, 'USD'))).json();
    expect(q).toMatchObject({ receivingCurrency: { code: 'USD' }, totalReceivingAmount: 1_000, destination: { currency: 'USD' } });
    const body = expectError(await quote(toUma('$maria@cenote.example', 1_000, {}, 'EUR')), 400, 'INVALID_CURRENCY');
    expect(body.details).toEqual({ acceptedCurrencies: ['MXN', 'USD'] });
  });

  it('answers the lookup’s error codes: INVALID_UMA_ADDRESS, UMA_NOT_FOUND, LOOKUP_REQUEST_FAILED, SENDER_NOT_ACCEPTED', async () => {
    expectError(await quote(toUma('maria@cenote.example', 1_000)), 400, 'INVALID_UMA_ADDRESS');
    expectError(await quote(toUma('$notfound.bob@cenote.example', 1_000)), 404, 'UMA_NOT_FOUND');
    expectError(await quote(toUma('$fail.bob@cenote.example', 1_000)), 400, 'LOOKUP_REQUEST_FAILED');
    expectError(await quote(toUma('$reject.bob@cenote.example', 1_000)), 400, 'SENDER_NOT_ACCEPTED');
  });

  it('needs the counterparty’s mandatory payer data in senderCustomerInfo', async () => {
    const body = expectError(await quote(toUma('$maria@cenote.example', 1_000, { senderCustomerInfo: undefined })), 400, 'MISSING_MANDATORY_USER_INFO');
    expect(body.details).toEqual({ missingFields: ['FULL_NAME'] });
    expectError(await quote(toUma('$maria@cenote.example', 1_000, { senderCustomerInfo: { FULL_NAME: '' } })), 400, 'MISSING_MANDATORY_USER_INFO');
  });

  it('accepts the lookupId of a lookup of that address, and refuses another address’s or an unknown one', async () => {
    const lookup = (await h.call('GET', `/receiver/uma/${encodeURIComponent('$maria@cenote.example')}`)).json();
    expect((await quote(toUma('$maria@cenote.example', 1_000, { lookupId: lookup.lookupId }))).statusCode).toBe(201);
    const body = expectError(await quote(toUma('$pedro@cenote.example', 1_000, { lookupId: lookup.lookupId })), 400, 'INVALID_INPUT');
    expect(errorsOf(body)[0]).toMatchObject({ field: 'lookupId' });
    expectError(await quote(toUma('$maria@cenote.example', 1_000, { lookupId: 'Lookup:01900000-0000-7000-8000-000000000000' })), 404, 'LOOKUP_REQUEST_NOT_FOUND');
  });

  it('answers AMOUNT_OUT_OF_RANGE outside the receivable range the lookup advertises ($1 to $10,000)', async () => {
    const low = expectError(await quote(toUma('$maria@cenote.example', 99, {}, 'USD')), 400, 'AMOUNT_OUT_OF_RANGE');
    expect(low.details).toEqual({ minAmount: 100, maxAmount: 1_000_000 });
    expectError(await quote(toUma('$maria@cenote.example', 1_000_001, {}, 'USD')), 400, 'AMOUNT_OUT_OF_RANGE');
    expect((await quote(toUma('$maria@cenote.example', 1_000_000, {}, 'USD'))).statusCode).toBe(201);
  });

  it('a rail refusal (903) fails the payout and refunds the sender', async () => {
    const before = await balanceOf(h, usd);
    const res = await quote(toUma('$maria@cenote.example', 2_903, { immediatelyExecute: true }, 'USD'));
    expect(res.statusCode, res.body).toBe(201);
    await h.services.worker.drain();
    expect((await h.call('GET', `/transactions/${res.json().transactionId}`)).json()).toMatchObject({ status: 'FAILED', failureReason: 'ACCOUNT_INVALID', refund: { status: 'COMPLETED' } });
    expect(await balanceOf(h, usd)).toEqual(before);
  });

  it('can be funded in real time', async () => {
    const q = (
      await quote({
        source: { sourceType: 'REALTIME_FUNDING', currency: 'USD' },
        destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$hans@edelweiss.example' },
        lockedCurrencySide: 'RECEIVING',
        lockedCurrencyAmount: 5_000,
        senderCustomerInfo: payer,
      })
    ).json();
    expect(q).toMatchObject({ receivingCurrency: { code: 'EUR' }, totalReceivingAmount: 5_000 });
    const sent = await h.call('POST', '/sandbox/send', { body: { quoteId: q.id, currencyCode: 'USD' } });
    expect(sent.statusCode, sent.body).toBe(200);
    await h.services.worker.drain();
    expect((await h.call('GET', `/transactions/${q.transactionId}`)).json()).toMatchObject({
      status: 'COMPLETED',
      source: { sourceType: 'REALTIME_FUNDING', currency: 'USD' },
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: '$hans@edelweiss.example', currency: 'EUR' },
    });
    const sums = await ledgerSums(h, h.platform.platformId);
    expect(sums.USD).toBe('0');
    expect(sums.EUR).toBe('0');
  });
});

describe('createQuote to the UMA address of one of the platform’s customers', () => {
  it('pays internally into the customer’s account in the currency, without payer data', async () => {
    const payee = await customerWithAccounts(h, ['USD', 'EUR']);
    const customer = (await h.call('GET', `/customers/${payee.customerId}`)).json();
    const before = await railClearing('EUR');
    const res = await quote(toUma(customer.umaAddress, 1_080, { senderCustomerInfo: undefined, immediatelyExecute: true }, 'EUR'));
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json();
    await h.services.worker.drain();
    const t = (await h.call('GET', `/transactions/${q.transactionId}`)).json();
    expect(t).toMatchObject({ status: 'COMPLETED', destination: { destinationType: 'UMA_ADDRESS', umaAddress: customer.umaAddress, currency: 'EUR' } });
    expect((await balanceOf(h, payee.accounts.EUR)).total).toBe(q.totalReceivingAmount);
    expect(await railClearing('EUR')).toBe(before);
    expect((await ledgerSums(h, h.platform.platformId)).EUR).toBe('0');
  });

  it('pays into the customer’s default UMA deposit external account when one is set, through the rail', async () => {
    const c = await customerWithAccounts(h, ['USD']);
    await defaultUmaDeposit(h, c.customerId);
    const customer = (await h.call('GET', `/customers/${c.customerId}`)).json();
    const before = await railClearing('USD');
    const res = await quote(toUma(customer.umaAddress, 2_500, { immediatelyExecute: true }, 'USD'));
    expect(res.statusCode, res.body).toBe(201);
    await h.services.worker.drain();
    expect((await h.call('GET', `/transactions/${res.json().transactionId}`)).json().status).toBe('COMPLETED');
    expect(await railClearing('USD')).toBe(before + 2_500n);
    expect((await balanceOf(h, c.accounts.USD)).total).toBe(0);
  });

  it('refuses paying a customer’s UMA address from the very account it would credit (SELF_PAYMENT)', async () => {
    const payee = await customerWithAccounts(h, ['USD']);
    await fund(h, payee.accounts.USD, 1_000);
    const customer = (await h.call('GET', `/customers/${payee.customerId}`)).json();
    const body = {
      source: { sourceType: 'ACCOUNT', accountId: payee.accounts.USD },
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: customer.umaAddress, currency: 'USD' },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 100,
    };
    expectError(await quote(body), 400, 'SELF_PAYMENT');
  });

  it('answers UMA_NOT_FOUND for an unknown address at the platform’s own domain', async () => {
    const payee = await customerWithAccounts(h, ['USD']);
    const customer = (await h.call('GET', `/customers/${payee.customerId}`)).json();
    const domain = String(customer.umaAddress).split('@')[1];
    expectError(await quote(toUma(`$nobody-here@${domain}`, 1_000)), 404, 'UMA_NOT_FOUND');
  });
});
