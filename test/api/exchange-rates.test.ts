import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USD_PRICES, SandboxFxSource } from '../../src/sandbox/fx-source.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';

/** A sandbox source whose prices the test can change, to see the cache hold the old rate. */
const prices: Record<string, string> = { ...SANDBOX_USD_PRICES };
const source = new SandboxFxSource(prices);

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ fxSource: source });
});
afterAll(async () => h.close());

interface Rate {
  destinationCurrency: { code: string; decimals: number };
  sourceCurrency: { code: string };
  destinationPaymentRail: string;
  receivingAmount: number;
  sendingAmount: number;
  minSendingAmount: number;
  exchangeRate: number;
  fees: { fixed: number; total: number };
  updatedAt: string;
}

const rates = async (query: Record<string, string>, as = h.platform) => {
  const res = await h.call('GET', '/exchange-rates', { query, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Rate[];
};

describe('GET /exchange-rates', () => {
  it('lists every payout corridor from USD by default, priced for 10000 minor units', async () => {
    const data = await rates({});
    const codes = data.map((r) => r.destinationCurrency.code);
    expect(codes).toEqual(expect.arrayContaining(['EUR', 'GBP', 'MXN', 'BRL', 'INR', 'NGN', 'KES', 'PHP', 'CAD']));
    expect(codes).not.toContain('USD');
    expect(codes).not.toContain('HTG'); // listed in discoveries, no sandbox rate on purpose
    expect(data.every((r) => r.sourceCurrency.code === 'USD' && r.sendingAmount === 10000)).toBe(true);
  });

  it('prices with the sandbox mid-market rate less the 0.5% spread, rounding the received amount down', async () => {
    const [eur] = await rates({ destinationCurrency: 'EUR', sendingAmount: '100000' });
    // 1000.00 USD × (1 / 1.08) × 0.995 = 921.296… EUR → 92129 cents
    expect(eur.receivingAmount).toBe(92129);
    // The first rail of a EUR_ACCOUNT, the one a quote to such an account takes by default.
    expect(eur.destinationPaymentRail).toBe('SEPA');
    // USD per one EUR: 1.08 / 0.995
    expect(eur.exchangeRate).toBeCloseTo(1.085427135678, 9);
    expect(eur.fees).toEqual({ fixed: 0, total: 0 });
  });

  it("includes the platform's cross-currency fee: $10.00 at 30 bps + 50c costs 53c", async () => {
    const p = await h.newPlatform('Fees');
    const patch = await h.call('PATCH', '/config', {
      as: p,
      body: { feeConfigs: [{ feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'USD', variableFeeBps: 30, fixedFee: { amount: 50, currency: 'USD' } }] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const [eur] = await rates({ destinationCurrency: 'EUR', sendingAmount: '1000' }, p);
    expect(eur.fees).toEqual({ fixed: 50, total: 53 });
    // (1000 − 53) / 1.08 × 0.995 = 872.45… → 872
    expect(eur.receivingAmount).toBe(872);
    expect(eur.minSendingAmount).toBeGreaterThan(50);
  });

  it('answers 400 INVALID_CURRENCY for a destination without a payout rail (crypto)', async () => {
    expectError(await h.call('GET', '/exchange-rates', { query: { destinationCurrency: 'BTC' } }), 400, 'INVALID_CURRENCY');
  });

  it('keeps large amounts exact', async () => {
    const [mxn] = await rates({ destinationCurrency: 'MXN', sendingAmount: '9500000' });
    // 95000.00 USD / 0.058 × 0.995 = 1,629,741.37… MXN
    expect(mxn.receivingAmount).toBe(162974137);
  });

  it('answers 400 QUOTE_RATE_UNAVAILABLE for a corridor without a rate', async () => {
    expectError(await h.call('GET', '/exchange-rates', { query: { destinationCurrency: 'HTG' } }), 400, 'QUOTE_RATE_UNAVAILABLE');
    expectError(await h.call('GET', '/exchange-rates', { query: { sourceCurrency: 'ZZZ', destinationCurrency: 'EUR' } }), 400, 'QUOTE_RATE_UNAVAILABLE');
  });

  it('rejects malformed currency codes with 400 INVALID_INPUT', async () => {
    expectError(await h.call('GET', '/exchange-rates', { query: { destinationCurrency: 'euro' } }), 400, 'INVALID_INPUT');
  });

  it('answers 400 INVALID_AMOUNT when the sending amount is 0 or does not cover the fixed fee', async () => {
    const p = await h.newPlatform('Small');
    await h.call('PATCH', '/config', {
      as: p,
      body: { feeConfigs: [{ feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'USD', variableFeeBps: 0, fixedFee: { amount: 50, currency: 'USD' } }] },
    });
    expectError(await h.call('GET', '/exchange-rates', { as: p, query: { destinationCurrency: 'EUR', sendingAmount: '49' } }), 400, 'INVALID_AMOUNT');
    expectError(await h.call('GET', '/exchange-rates', { query: { destinationCurrency: 'EUR', sendingAmount: '0' } }), 400, 'INVALID_AMOUNT');
  });

  it('keeps showing a platform the cached rate for 5 minutes, then fetches a new one', async () => {
    const p = await h.newPlatform('Cache');
    const first = (await rates({ destinationCurrency: 'GBP' }, p))[0];
    prices.GBP = '1.30';
    h.clock.advance(4 * 60_000);
    const cached = (await rates({ destinationCurrency: 'GBP' }, p))[0];
    expect(cached.receivingAmount).toBe(first.receivingAmount);
    expect(cached.updatedAt).toBe(first.updatedAt);
    // Another platform has its own cache entry and sees the new rate at once.
    const other = (await rates({ destinationCurrency: 'GBP' }, await h.newPlatform('Other')))[0];
    expect(other.receivingAmount).toBeLessThan(first.receivingAmount);
    h.clock.advance(61_000);
    const refreshed = (await rates({ destinationCurrency: 'GBP' }, p))[0];
    expect(refreshed.receivingAmount).toBe(other.receivingAmount);
    expect(new Date(refreshed.updatedAt).getTime()).toBeGreaterThan(new Date(first.updatedAt).getTime());
    prices.GBP = SANDBOX_USD_PRICES.GBP;
  });

  it('keeps the cache in the database, one row per platform and corridor', async () => {
    const p = await h.newPlatform('Rows');
    await rates({ destinationCurrency: 'INR' }, p);
    await rates({ destinationCurrency: 'INR' }, p);
    const rows = await h.database.db.query<{ n: bigint }>(
      "SELECT count(*) AS n FROM fx_rate_cache WHERE platform_id = $1 AND destination_currency = 'INR'",
      [p.platformId],
    );
    expect(Number(rows[0].n)).toBe(1);
  });
});
