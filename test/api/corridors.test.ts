import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/http/contract.ts';
import { SANDBOX_USD_PRICES, RATELESS_CURRENCY } from '../../src/sandbox/fx-source.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { customerWithAccounts, fund, quoteBody } from '../support/payments.ts';
import { evmWallet } from '../support/wallets.ts';

/**
 * Every accountInfo variant of the contract, walked end to end in the sandbox: the corridor is
 * in GET /discoveries, the account is created with valid sample details, a quote from a funded
 * USD account prices it at the GET /exchange-rates figures, and the payout completes. The
 * variant list comes from the contract, so a variant added there fails here until it has a
 * sample (and, for a new currency, a price and a corridor).
 */

const mapping = (loadContract().document as { components: { schemas: Record<string, { discriminator: { mapping: Record<string, string> } }> } }).components.schemas
  .ExternalAccountCreateInfoOneOf.discriminator.mapping;
const VARIANTS = Object.keys(mapping);

type Info = Record<string, unknown>;
interface Sample {
  currency: string;
  /** Fiat: the country whose corridor (GET /discoveries) names the bank or provider. */
  country?: string;
  /** The accountInfo, given the first bank or provider GET /discoveries lists for the corridor. */
  info: (bankName: string) => Info;
}

const person = { beneficiaryType: 'INDIVIDUAL', fullName: 'Pay Person' };
const withAddress = (country: string) => ({ ...person, address: { line1: '1 Main Street', city: 'Capital', postalCode: '10000', country } });

// Identifiers with real check digits (IBAN, CLABE, ABA, CPF, EIP-55, base58check, bech32m), and
// none ending in the sandbox's reserved 1xx triggers.
const SAMPLES: Record<string, Sample> = {
  AED_ACCOUNT: { currency: 'AED', country: 'AE', info: () => ({ iban: 'AE070331234567890123456', beneficiary: withAddress('AE') }) },
  BDT_ACCOUNT: { currency: 'BDT', country: 'BD', info: (bankName) => ({ bankName, accountNumber: '2034567890', branchCode: '12345', beneficiary: person }) },
  BRL_ACCOUNT: { currency: 'BRL', country: 'BR', info: () => ({ pixKey: 'pay.person@example.com', pixKeyType: 'EMAIL', taxId: '39053344705', beneficiary: person }) },
  BWP_ACCOUNT: { currency: 'BWP', country: 'BW', info: (provider) => ({ phoneNumber: '+26771234567', provider, beneficiary: person }) },
  CAD_ACCOUNT: { currency: 'CAD', country: 'CA', info: () => ({ bankCode: '003', branchCode: '00012', accountNumber: '1234567', beneficiary: person }) },
  CNY_ACCOUNT: {
    currency: 'CNY',
    country: 'CN',
    // A bank account in China is a business beneficiary's (FACTS); individuals use AliPay or WechatPay.
    info: (bankName) => ({ bankName, accountNumber: '6217001234567890', beneficiary: { beneficiaryType: 'BUSINESS', legalName: 'Pay Person Trading Co' } }),
  },
  COP_ACCOUNT: { currency: 'COP', country: 'CO', info: (bankName) => ({ bankName, accountNumber: '24012345678', bankAccountType: 'SAVINGS', beneficiary: person }) },
  DKK_ACCOUNT: { currency: 'DKK', country: 'DK', info: () => ({ iban: 'DK5000400440116243', beneficiary: person }) },
  EGP_ACCOUNT: { currency: 'EGP', country: 'EG', info: (bankName) => ({ bankName, iban: 'EG380019000500000000263180002', beneficiary: person }) },
  EUR_ACCOUNT: { currency: 'EUR', country: 'DE', info: () => ({ iban: 'DE89370400440532013000', beneficiary: { ...person, countryOfResidence: 'DE' } }) },
  GBP_ACCOUNT: { currency: 'GBP', country: 'GB', info: () => ({ sortCode: '200000', accountNumber: '55779911', beneficiary: person }) },
  GHS_ACCOUNT: { currency: 'GHS', country: 'GH', info: (bankName) => ({ bankName, accountNumber: '1441000234567', beneficiary: person }) },
  GTQ_ACCOUNT: {
    currency: 'GTQ',
    country: 'GT',
    info: (bankName) => ({ bankName, accountNumber: '3012345678', bankAccountType: 'CHECKING', beneficiary: { ...person, phoneNumber: '+50222345678', countryOfResidence: 'GT' } }),
  },
  HKD_ACCOUNT: { currency: 'HKD', country: 'HK', info: (bankName) => ({ bankName, accountNumber: '400123456838', swiftCode: 'HSBCHKHHHKH', beneficiary: person }) },
  HTG_ACCOUNT: { currency: 'HTG', country: 'HT', info: () => ({ phoneNumber: '+50934567890', beneficiary: person }) },
  IDR_ACCOUNT: { currency: 'IDR', country: 'ID', info: (bankName) => ({ bankName, accountNumber: '1234567890', swiftCode: 'CENAIDJA', phoneNumber: '+6281234567890', beneficiary: person }) },
  ILS_ACCOUNT: { currency: 'ILS', country: 'IL', info: () => ({ iban: 'IL620108000000099999999', beneficiary: withAddress('IL') }) },
  INR_ACCOUNT: { currency: 'INR', country: 'IN', info: () => ({ vpa: 'pay.person@okhdfcbank', beneficiary: person }) },
  JMD_ACCOUNT: {
    currency: 'JMD',
    country: 'JM',
    info: (bankName) => ({ bankName, accountNumber: '354012345', branchCode: '12345', bankAccountType: 'SAVINGS', beneficiary: { ...withAddress('JM'), phoneNumber: '+18765551234' } }),
  },
  KES_ACCOUNT: { currency: 'KES', country: 'KE', info: (provider) => ({ phoneNumber: '+254712345678', provider, beneficiary: person }) },
  MWK_ACCOUNT: { currency: 'MWK', country: 'MW', info: (provider) => ({ phoneNumber: '+265991234567', provider, beneficiary: person }) },
  MXN_ACCOUNT: { currency: 'MXN', country: 'MX', info: () => ({ clabeNumber: '032180000118359719', beneficiary: person }) },
  MYR_ACCOUNT: { currency: 'MYR', country: 'MY', info: (bankName) => ({ bankName, accountNumber: '514012345678', swiftCode: 'MBBEMYKL', beneficiary: person }) },
  NGN_ACCOUNT: { currency: 'NGN', country: 'NG', info: (bankName) => ({ bankName, accountNumber: '0123456789', beneficiary: person }) },
  PHP_ACCOUNT: { currency: 'PHP', country: 'PH', info: (bankName) => ({ bankName, accountNumber: '002345678901', beneficiary: person }) },
  PKR_ACCOUNT: { currency: 'PKR', country: 'PK', info: (bankName) => ({ bankName, iban: 'PK36SCBL0000001123456702', beneficiary: person }) },
  RWF_ACCOUNT: { currency: 'RWF', country: 'RW', info: (provider) => ({ phoneNumber: '+250781234567', provider, beneficiary: person }) },
  SGD_ACCOUNT: { currency: 'SGD', country: 'SG', info: (bankName) => ({ bankName, accountNumber: '0720123456', swiftCode: 'DBSSSGSG', beneficiary: person }) },
  SLV_ACCOUNT: { currency: 'USD', country: 'SV', info: (bankName) => ({ bankName, accountNumber: '3501234567', bankAccountType: 'SAVINGS', beneficiary: person }) },
  THB_ACCOUNT: { currency: 'THB', country: 'TH', info: (bankName) => ({ bankName, accountNumber: '2034567890', swiftCode: 'BKKBTHBK', beneficiary: person }) },
  TRY_ACCOUNT: { currency: 'TRY', country: 'TR', info: () => ({ iban: 'TR330006100519786457841326', beneficiary: withAddress('TR') }) },
  TZS_ACCOUNT: { currency: 'TZS', country: 'TZ', info: (provider) => ({ phoneNumber: '+255712345678', provider, beneficiary: person }) },
  UGX_ACCOUNT: { currency: 'UGX', country: 'UG', info: (provider) => ({ phoneNumber: '+256712345678', provider, beneficiary: person }) },
  USD_ACCOUNT: { currency: 'USD', country: 'US', info: () => ({ accountNumber: '12345678901', routingNumber: '021000021', beneficiary: person }) },
  VND_ACCOUNT: { currency: 'VND', country: 'VN', info: (bankName) => ({ bankName, accountNumber: '0071000234567', swiftCode: 'BFTVVNVX', beneficiary: person }) },
  XAF_ACCOUNT: { currency: 'XAF', country: 'CM', info: (provider) => ({ phoneNumber: '+237671234567', provider, region: 'CM', beneficiary: person }) },
  XOF_ACCOUNT: { currency: 'XOF', country: 'SN', info: (provider) => ({ phoneNumber: '+221771234567', provider, region: 'SN', beneficiary: person }) },
  ZAR_ACCOUNT: { currency: 'ZAR', country: 'ZA', info: (bankName) => ({ bankName, accountNumber: '62012345678', beneficiary: person }) },
  ZMW_ACCOUNT: { currency: 'ZMW', country: 'ZM', info: (provider) => ({ phoneNumber: '+260971234567', provider, beneficiary: person }) },
  // A euro account at a Swiss bank, paid over SWIFT.
  SWIFT_ACCOUNT: { currency: 'EUR', country: 'CH', info: (bankName) => ({ country: 'CH', swiftCode: 'UBSWCHZH80A', bankName, iban: 'CH9300762011623852957', beneficiary: person }) },
  BASE_WALLET: { currency: 'USDC', info: () => ({ address: evmWallet().address }) },
  ETHEREUM_WALLET: { currency: 'USDT', info: () => ({ address: evmWallet().address }) },
  POLYGON_WALLET: { currency: 'USDC', info: () => ({ address: evmWallet().address }) },
  PLASMA_WALLET: { currency: 'USDT', info: () => ({ address: evmWallet().address }) },
  SOLANA_WALLET: { currency: 'USDC', info: () => ({ address: '4Nd1m6Qkq7RfKuE5vQ9qP9Tn6H94Ueqb4xXHzsAbd8Wg' }) },
  TRON_WALLET: { currency: 'USDT', info: () => ({ address: 'TWWb9EjUWai17YEVB7FR8hreupYJKG9sMR' }) },
  SPARK_WALLET: { currency: 'BTC', info: () => ({ address: 'spark1pgss9z2gpzrnhztwy8ffs44x67angma38sqewwddhxlsk65t0c5d5576quly2j' }) },
  LIGHTNING: { currency: 'BTC', info: () => ({ lightningAddress: 'pay.person@wallet.example.com' }) },
  LIGHTNING_ACCOUNT: { currency: 'BTC', info: () => ({ lightningAddress: 'other.person@wallet.example.com' }) },
};

/** Ends in 000: outside the sandbox rail's failure triggers (9xx), so the payout completes. */
const SENDING = 10_000;

let h: Harness;
let p: Credentials;
let payer: { customerId: string; usd: string };

beforeAll(async () => {
  h = await startHarness();
  p = await h.newPlatform('Corridors');
  // Enable every currency a sample holds (a new platform starts with six).
  const config = (await h.call('GET', '/config', { as: p })).json();
  const template = config.supportedCurrencies[0];
  const codes = [...new Set(['USD', ...Object.values(SAMPLES).map((s) => s.currency)])];
  const patched = await h.call('PATCH', '/config', { as: p, body: { supportedCurrencies: codes.map((currencyCode) => ({ ...template, currencyCode })) } });
  expect(patched.statusCode, patched.body).toBe(200);
  const c = await customerWithAccounts(h, ['USD'], { as: p });
  payer = { customerId: c.customerId, usd: c.accounts.USD };
  expect((await fund(h, payer.usd, SENDING * VARIANTS.length, p)).statusCode).toBe(200);
});
afterAll(async () => h.close());

async function firstBank(country: string, currency: string): Promise<string> {
  const res = await h.call('GET', '/discoveries', { as: p, query: { country, currency } });
  expect(res.statusCode, res.body).toBe(200);
  const banks = res.json().data as { bankName: string }[];
  expect(banks.length, `GET /discoveries lists no bank for ${country}/${currency}`).toBeGreaterThan(0);
  return banks[0].bankName;
}

async function createAccount(accountType: string): Promise<{ id: string; currency: string; rails: string[] }> {
  const sample = SAMPLES[accountType];
  const bankName = sample.country ? await firstBank(sample.country, sample.currency) : '';
  const res = await h.call('POST', '/customers/external-accounts', {
    as: p,
    body: { customerId: payer.customerId, currency: sample.currency, accountInfo: { accountType, ...sample.info(bankName) } },
  });
  expect(res.statusCode, `${accountType}: ${res.body}`).toBe(201);
  const account = res.json();
  expect(account.status, accountType).toBe('ACTIVE');
  return { id: account.id, currency: account.currency, rails: account.accountInfo.paymentRails ?? [] };
}

describe('every account variant of the contract is a sandbox corridor', () => {
  it('has a sample for every variant the contract lists', () => {
    expect(VARIANTS.length).toBeGreaterThan(40);
    expect(VARIANTS.filter((v) => !SAMPLES[v]), 'variants without a sample here').toEqual([]);
  });

  it('prices every currency of a sample except the one kept rateless', () => {
    const currencies = new Set(Object.values(SAMPLES).map((s) => s.currency));
    expect(currencies.has(RATELESS_CURRENCY)).toBe(true);
    expect([...currencies].filter((c) => c !== RATELESS_CURRENCY && SANDBOX_USD_PRICES[c] === undefined), 'currencies without a sandbox price').toEqual([]);
    expect(SANDBOX_USD_PRICES[RATELESS_CURRENCY]).toBeUndefined();
  });

  it('lists in GET /exchange-rates exactly the fiat currencies of the samples that have a price', async () => {
    const res = await h.call('GET', '/exchange-rates', { as: p });
    expect(res.statusCode, res.body).toBe(200);
    const listed = (res.json().data as { destinationCurrency: { code: string } }[]).map((r) => r.destinationCurrency.code).sort();
    const fiat = Object.entries(SAMPLES).filter(([, s]) => s.country !== undefined).map(([, s]) => s.currency);
    const expected = [...new Set(fiat)].filter((c) => c !== 'USD' && c !== RATELESS_CURRENCY).sort();
    expect(listed).toEqual(expected);
  });

  const executed: { accountType: string; transactionId: string; receiving: number; currency: string; rail: string | null }[] = [];

  for (const accountType of Object.keys(SAMPLES).filter((t) => SAMPLES[t].currency !== RATELESS_CURRENCY)) {
    it(`${accountType}: create, quote from USD at the listed rate, execute`, async () => {
      const account = await createAccount(accountType);
      const q = await h.call('POST', '/quotes', { as: p, body: quoteBody(payer.usd, account.id, SENDING) });
      expect(q.statusCode, `${accountType}: ${q.body}`).toBe(201);
      const quote = q.json();
      expect(quote.receivingCurrency.code).toBe(account.currency);
      expect(quote.totalReceivingAmount).toBeGreaterThan(0);

      // GET /exchange-rates prices the same corridor alike, on the rail a quote takes by default.
      if (account.currency !== 'USD' && SAMPLES[accountType].country !== undefined) {
        const rates = await h.call('GET', '/exchange-rates', { as: p, query: { destinationCurrency: account.currency, sendingAmount: String(SENDING) } });
        expect(rates.statusCode, rates.body).toBe(200);
        const [rate] = rates.json().data;
        expect(rate.receivingAmount, accountType).toBe(quote.totalReceivingAmount);
        if (accountType !== 'SWIFT_ACCOUNT') expect(rate.destinationPaymentRail, accountType).toBe(account.rails[0]);
      }

      const res = await h.call('POST', `/quotes/${quote.id}/execute`, { as: p, body: {} });
      expect(res.statusCode, `${accountType}: ${res.body}`).toBe(200);
      // The payout travels on the account's first rail (AUTO); wallets have none.
      executed.push({ accountType, transactionId: quote.transactionId, receiving: quote.totalReceivingAmount, currency: account.currency, rail: account.rails[0] ?? null });
    });
  }

  // One settlement round for every payout above: the sandbox rail completes them all.
  it('settles every payout above: COMPLETED with the quoted amount, on the account\'s first rail', async () => {
    expect(executed.length).toBe(Object.keys(SAMPLES).length - 1);
    await h.services.worker.drain();
    const wrong = [];
    for (const e of executed) {
      const t = (await h.call('GET', `/transactions/${e.transactionId}`, { as: p })).json();
      const seen = { status: t.status, amount: t.receivedAmount?.amount, currency: t.receivedAmount?.currency?.code, rail: t.paymentRail ?? null };
      const wanted = { status: 'COMPLETED', amount: e.receiving, currency: e.currency, rail: e.rail };
      if (JSON.stringify(seen) !== JSON.stringify(wanted)) wrong.push({ accountType: e.accountType, seen, wanted });
    }
    expect(wrong).toEqual([]);
  });

  it('tells a platform that has not enabled the currency how to enable it (400 INVALID_CURRENCY naming PATCH /config)', async () => {
    const fresh = await h.newPlatform('Six currencies');
    const c = await customerWithAccounts(h, ['USD'], { as: fresh });
    const zar = await h.call('POST', '/customers/external-accounts', {
      as: fresh,
      body: { customerId: c.customerId, currency: 'ZAR', accountInfo: { accountType: 'ZAR_ACCOUNT', ...SAMPLES.ZAR_ACCOUNT.info('STANDARD_BANK') } },
    });
    expect(zar.statusCode, zar.body).toBe(201);
    const err = expectError(await h.call('POST', '/quotes', { as: fresh, body: quoteBody(c.accounts.USD, zar.json().id, SENDING) }), 400, 'INVALID_CURRENCY');
    expect(err.reason).toContain('PATCH /config');
  });

  it(`${RATELESS_CURRENCY} stays in the catalogue but has no rate: QUOTE_RATE_UNAVAILABLE from quotes and GET /exchange-rates`, async () => {
    const accountType = Object.keys(SAMPLES).find((t) => SAMPLES[t].currency === RATELESS_CURRENCY) as string;
    const account = await createAccount(accountType);
    expectError(await h.call('POST', '/quotes', { as: p, body: quoteBody(payer.usd, account.id, SENDING) }), 400, 'QUOTE_RATE_UNAVAILABLE');
    expectError(await h.call('GET', '/exchange-rates', { as: p, query: { destinationCurrency: RATELESS_CURRENCY } }), 400, 'QUOTE_RATE_UNAVAILABLE');
  });
});
