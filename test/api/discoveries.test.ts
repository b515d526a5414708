import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

interface Bank {
  bankName: string;
  country: string;
  currency: string;
}
interface Provider {
  name: string;
  supportedRegions: string[];
  supportedCurrencies: { code: string }[];
  allowListStatus: boolean;
}

const list = async (path: string, query: Record<string, string> = {}) => {
  const res = await h.call('GET', path, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /discoveries', () => {
  it('lists the banks of every corridor without filters, one corridor per currency of an account variant at least', async () => {
    const banks = (await list('/discoveries')).data as Bank[];
    expect(new Set(banks.map((b) => b.country))).toEqual(
      new Set(['US', 'DE', 'FR', 'GB', 'CA', 'MX', 'BR', 'CO', 'IN', 'NG', 'KE', 'PH', 'SG', 'AE', 'BD', 'BW', 'CN', 'DK', 'EG', 'GH', 'GT', 'HK', 'HT', 'ID', 'IL', 'JM', 'MW', 'MY', 'PK', 'RW', 'SV', 'TH', 'TR', 'TZ', 'UG', 'VN', 'CM', 'CG', 'SN', 'CI', 'BJ', 'TG', 'ZA', 'ZM', 'CH']),
    );
    const currencies = new Set(banks.map((b) => b.currency));
    for (const code of ['AED', 'ZAR', 'GHS', 'CNY', 'ILS', 'TRY', 'XOF', 'XAF', 'VND', 'HTG']) expect(currencies.has(code), code).toBe(true);
  });

  it('lists mobile-money providers under the names accounts use (KES provider M-PESA, CNY wallets AliPay and WechatPay)', async () => {
    expect(((await list('/discoveries', { currency: 'KES' })).data as Bank[]).map((b) => b.bankName)).toContain('M-PESA');
    expect(((await list('/discoveries', { country: 'CN' })).data as Bank[]).map((b) => b.bankName)).toEqual(expect.arrayContaining(['AliPay', 'WechatPay']));
  });

  it('filters by country', async () => {
    const banks = (await list('/discoveries', { country: 'MX' })).data as Bank[];
    expect(banks.map((b) => b.bankName).sort()).toEqual(['BANORTE', 'BBVA_MEXICO']);
  });

  it('filters by currency across countries', async () => {
    const banks = (await list('/discoveries', { currency: 'EUR' })).data as Bank[];
    // CH: euro accounts at a Swiss bank, paid over SWIFT.
    expect(new Set(banks.map((b) => b.country))).toEqual(new Set(['DE', 'FR', 'CH']));
  });

  it('combines both filters, and an unknown corridor is an empty list', async () => {
    expect(((await list('/discoveries', { country: 'FR', currency: 'EUR' })).data as Bank[]).map((b) => b.bankName)).toEqual(['BNP_PARIBAS']);
    expect((await list('/discoveries', { country: 'FR', currency: 'MXN' })).data).toEqual([]);
  });
});

describe('GET /uma-providers', () => {
  it('lists every provider, blocked ones included, newest name first (desc by default)', async () => {
    const page = await list('/uma-providers');
    const names = (page.data as Provider[]).map((p) => p.name);
    expect(page.totalCount).toBe(8);
    expect(names).toEqual([...names].sort().reverse());
    expect((page.data as Provider[]).some((p) => !p.allowListStatus)).toBe(true);
  });

  it('hides blocked providers with hasBlockedProviders=false', async () => {
    const page = await list('/uma-providers', { hasBlockedProviders: 'false' });
    expect(page.totalCount).toBe(6);
    expect((page.data as Provider[]).every((p) => p.allowListStatus)).toBe(true);
  });

  it('filters by countryCode and currencyCode', async () => {
    const de = (await list('/uma-providers', { countryCode: 'DE' })).data as Provider[];
    expect(de.map((p) => p.name).sort()).toEqual(['Edelweiss Bank', 'Fjord Transfers']);
    const usdc = (await list('/uma-providers', { currencyCode: 'USDC', sortOrder: 'asc' })).data as Provider[];
    expect(usdc.map((p) => p.name)).toEqual(['Baobab Pay', 'Halo Pesa']);
  });

  it('pages with a cursor in ascending order, each provider once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list('/uma-providers', { limit: '3', sortOrder: 'asc', ...(cursor ? { cursor } : {}) });
      seen.push(...(page.data as Provider[]).map((p) => p.name));
      cursor = page.hasMore ? page.nextCursor : undefined;
    } while (cursor);
    expect(seen.length).toBe(8);
    expect(seen).toEqual([...seen].sort());
  });

  it('rejects a cursor it did not issue with 400 INVALID_INPUT', async () => {
    expectError(await h.call('GET', '/uma-providers', { query: { cursor: 'bogus' } }), 400, 'INVALID_INPUT');
  });
});
