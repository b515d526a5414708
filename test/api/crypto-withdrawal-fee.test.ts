import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
let usdcAccount: string;
let usdAccount: string;
beforeAll(async () => {
  h = await startHarness();
  const accounts = (await h.call('GET', '/platform/internal-accounts')).json().data as { id: string; balance: { currency: { code: string } } }[];
  usdcAccount = accounts.find((a) => a.balance.currency.code === 'USDC')!.id;
  usdAccount = accounts.find((a) => a.balance.currency.code === 'USD')!.id;
});
afterAll(async () => h.close());

const estimate = (body: Record<string, unknown>) =>
  h.call('POST', '/crypto/estimate-withdrawal-fee', {
    body: { internalAccountId: usdcAccount, currency: 'USDC', cryptoNetwork: 'SOLANA', amount: 10_000_000, destinationAddress: 'So11111111111111111111111111111111111111112', ...body },
  });

describe('POST /crypto/estimate-withdrawal-fee', () => {
  it('adds the network fee, converted at mid-market, to the 10 bps application fee (SOLANA)', async () => {
    const res = await estimate({});
    expect(res.statusCode, res.body).toBe(200);
    // 10,000 lamports × $150/SOL = 0.0015 USDC = 1500; 10 bps of 10 USDC = 10000
    expect(res.json()).toEqual({ networkFee: 10_000, networkFeeAsset: 'SOL', applicationFee: 10_000, totalFee: 11_500, netAmount: 9_988_500 });
  });

  it('prices the ETHEREUM fee in wei and its USDC equivalent', async () => {
    const body = (await estimate({ cryptoNetwork: 'ETHEREUM', destinationAddress: '0x0000000000000000000000000000000000000001' })).json();
    expect(body).toMatchObject({ networkFee: 420_000_000_000_000, networkFeeAsset: 'ETH', totalFee: 1_270_000, netAmount: 8_730_000 });
  });

  it('answers 400 INVALID_AMOUNT when the amount does not cover the fees', async () => {
    expectError(await estimate({ cryptoNetwork: 'ETHEREUM', amount: 1_000_000, destinationAddress: '0x0000000000000000000000000000000000000001' }), 400, 'INVALID_AMOUNT');
    expectError(await estimate({ amount: 0 }), 400, 'INVALID_AMOUNT');
  });

  it('answers 400 INVALID_CURRENCY for a network that does not carry the currency or an account in another currency', async () => {
    expectError(await estimate({ cryptoNetwork: 'BITCOIN' }), 400, 'INVALID_CURRENCY');
    expectError(await estimate({ internalAccountId: usdAccount }), 400, 'INVALID_CURRENCY');
  });

  it('answers 400 INVALID_INPUT for an unknown network', async () => {
    expectError(await estimate({ cryptoNetwork: 'DOGECHAIN' }), 400, 'INVALID_INPUT');
  });

  it('answers 400 INVALID_INPUT for a destination that is not an address of the network', async () => {
    const body = expectError(await estimate({ cryptoNetwork: 'ETHEREUM', destinationAddress: 'So11111111111111111111111111111111111111112' }), 400, 'INVALID_INPUT');
    expect(JSON.stringify(body.details)).toContain('destinationAddress');
  });

  it("answers 404 ACCOUNT_NOT_FOUND for an unknown account or another platform's", async () => {
    expectError(await estimate({ internalAccountId: 'InternalAccount:0192f000-0000-7000-8000-000000000000' }), 404, 'ACCOUNT_NOT_FOUND');
    const other = await h.newPlatform('Other');
    const res = await h.call('POST', '/crypto/estimate-withdrawal-fee', {
      as: other,
      body: { internalAccountId: usdcAccount, currency: 'USDC', cryptoNetwork: 'SOLANA', amount: 10_000_000, destinationAddress: 'x' },
    });
    expectError(res, 404, 'ACCOUNT_NOT_FOUND');
  });
});
