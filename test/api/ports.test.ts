import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FxRate, FxSource } from '../../src/ports/fx-source.ts';
import { ratio } from '../../src/kernel/ratio.ts';
import { type Harness, startHarness } from '../support/harness.ts';
import { platformAccount, quoteBody } from '../support/payments.ts';

/**
 * A rate source that is not the sandbox's: one euro costs two dollars, without spread. A quote
 * priced at that rate proves quotes read the FxSource buildApp was given, not an import.
 */
const twoDollarEuro: FxSource = {
  currencies: () => ['USD', 'EUR'],
  async rate(sourceCurrency, destinationCurrency): Promise<FxRate | null> {
    if (sourceCurrency !== 'USD' || destinationCurrency !== 'EUR') return null;
    const half = ratio(1n, 2n);
    return { sourceCurrency, destinationCurrency, rate: half, midRate: half, spreadBps: 0 };
  },
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ fxSource: twoDollarEuro });
});
afterAll(async () => h.close());

describe('ports: an FxSource given to buildApp', () => {
  it('prices quotes and exchange rates at its rate', async () => {
    const usd = await platformAccount(h, 'USD');
    const eur = await platformAccount(h, 'EUR');
    const res = await h.call('POST', '/quotes', { body: quoteBody(usd, eur, 100_000) });
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json();
    // The sandbox's table would give about 1.0854 USD per EUR (1.08 with its 0.5% spread).
    expect(q.exchangeRate).toBe(2);
    expect(q.totalReceivingAmount).toBe((q.totalSendingAmount - q.feesIncluded) / 2);

    const rates = await h.call('GET', '/exchange-rates', { query: { sourceCurrency: 'USD' } });
    expect(rates.statusCode, rates.body).toBe(200);
    expect(rates.json().data.map((r: { destinationCurrency: { code: string }; exchangeRate: number }) => [r.destinationCurrency.code, r.exchangeRate])).toEqual([['EUR', 2]]);
  });

  it('leaves currencies it cannot price without a quote', async () => {
    const usd = await platformAccount(h, 'USD');
    const gbp = await platformAccount(h, 'GBP');
    const res = await h.call('POST', '/quotes', { body: quoteBody(usd, gbp, 100_000) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('QUOTE_RATE_UNAVAILABLE');
  });
});
