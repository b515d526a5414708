import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, feesFor, NO_FEE, PricingError, platformFeeFor, price } from '../../../src/modules/fx/pricing.ts';
import { parseDecimal, ratio, toDecimalString } from '../../../src/kernel/ratio.ts';

const usdEur = parseDecimal('0.92');

describe('fee formula', () => {
  it('matches the worked example: $10.00, platform 30 bps + 50c, operator 100 bps gives 53c platform fee and 63c in all', () => {
    const fees = feesFor(1000n, { fixed: 50n, variableBps: 30 }, { fixed: 0n, variableBps: 100 });
    expect(fees.platformVariable).toBe(3n); // 950 × 0.003 = 2.85 → 3
    expect(fees.platform).toBe(53n);
    expect(fees.operatorVariable).toBe(10n); // 950 × 0.01 = 9.5 → 10
    expect(fees.total).toBe(63n);
  });

  it('subtracts every fixed fee before the variable rates apply', () => {
    const fees = feesFor(10_000n, { fixed: 100n, variableBps: 100 }, { fixed: 900n, variableBps: 0 });
    expect(fees.platformVariable).toBe(90n); // (10000 − 1000) × 1%
  });

  it('rounds each variable component half up on its own', () => {
    expect(feesFor(250n, { fixed: 0n, variableBps: 100 }).platformVariable).toBe(3n); // 2.5 → 3
    expect(feesFor(249n, { fixed: 0n, variableBps: 100 }).platformVariable).toBe(2n); // 2.49 → 2
  });

  it('refuses an amount below the fixed fees', () => {
    expect(() => feesFor(49n, { fixed: 50n, variableBps: 0 })).toThrow(PricingError);
  });
});

describe('locked SENDING', () => {
  it('converts what is left after fees and rounds the received amount down', () => {
    const p = price({ lockedSide: 'SENDING', lockedAmount: 1000n, sendingDecimals: 2, receivingDecimals: 2, rate: usdEur, platformFee: { fixed: 50n, variableBps: 30 } });
    expect(p.fees.total).toBe(53n);
    expect(p.receivingAmount).toBe(871n); // 947 × 0.92 = 871.24 → 871
    expect(p.sendingAmount).toBe(1000n);
  });

  it('converts between different decimals exactly (USD cents to BTC satoshis)', () => {
    const usdBtc = ratio(1n, 95_000n);
    expect(convert(9_500_000n, usdBtc, 2, 8)).toBe(100_000_000n); // $95,000.00 → 1 BTC
    expect(convert(1n, usdBtc, 2, 8)).toBe(10n); // 1¢ → 10.52 sats → 10
  });
});

describe('locked RECEIVING', () => {
  it('charges the sender the smallest amount that delivers the locked amount', () => {
    const input = { sendingDecimals: 2, receivingDecimals: 2, rate: usdEur, platformFee: { fixed: 50n, variableBps: 30 } };
    const p = price({ ...input, lockedSide: 'RECEIVING', lockedAmount: 871n });
    expect(p.receivingAmount).toBe(871n);
    expect(price({ ...input, lockedSide: 'SENDING', lockedAmount: p.sendingAmount }).receivingAmount).toBeGreaterThanOrEqual(871n);
    expect(price({ ...input, lockedSide: 'SENDING', lockedAmount: p.sendingAmount - 1n }).receivingAmount).toBeLessThan(871n);
  });

  it('grows the variable fee by dividing by (1 − rate), not multiplying by (1 + rate)', () => {
    const p = price({ lockedSide: 'RECEIVING', lockedAmount: 9_000n, sendingDecimals: 2, receivingDecimals: 2, rate: ratio(1n, 1n), platformFee: { fixed: 0n, variableBps: 1000 } });
    expect(p.sendingAmount).toBe(10_000n); // 9000 / 0.9, not 9000 × 1.1 = 9900
  });

  it('refuses variable fees of 100%', () => {
    expect(() => price({ lockedSide: 'RECEIVING', lockedAmount: 1n, sendingDecimals: 2, receivingDecimals: 2, rate: usdEur, platformFee: { fixed: 0n, variableBps: 10_000 } })).toThrow(PricingError);
  });
});

describe('properties', () => {
  const arbitraryInput = fc.record({
    amount: fc.bigInt({ min: 1n, max: 10n ** 15n }),
    sendingDecimals: fc.constantFrom(0, 2, 6, 8),
    receivingDecimals: fc.constantFrom(0, 2, 6, 8),
    num: fc.bigInt({ min: 1n, max: 10n ** 9n }),
    den: fc.bigInt({ min: 1n, max: 10n ** 9n }),
    platformFixed: fc.bigInt({ min: 0n, max: 10_000n }),
    platformBps: fc.integer({ min: 0, max: 5000 }),
    operatorFixed: fc.bigInt({ min: 0n, max: 1_000n }),
    operatorBps: fc.integer({ min: 0, max: 4000 }),
  });
  type Arbitrary = typeof arbitraryInput extends fc.Arbitrary<infer T> ? T : never;
  const inputOf = (a: Arbitrary) => ({
    sendingDecimals: a.sendingDecimals,
    receivingDecimals: a.receivingDecimals,
    rate: ratio(a.num, a.den),
    platformFee: { fixed: a.platformFixed, variableBps: a.platformBps },
    operatorFee: { fixed: a.operatorFixed, variableBps: a.operatorBps },
  });

  it('locked RECEIVING: the computed sending amount delivers at least the locked amount, and one unit less does not', () => {
    fc.assert(
      fc.property(arbitraryInput, (a) => {
        const input = inputOf(a);
        const p = price({ ...input, lockedSide: 'RECEIVING', lockedAmount: a.amount });
        const delivered = price({ ...input, lockedSide: 'SENDING', lockedAmount: p.sendingAmount }).receivingAmount;
        expect(delivered).toBeGreaterThanOrEqual(a.amount);
        expect(p.receivingAmount).toBe(a.amount);
        expect(p.fees.total).toBeGreaterThanOrEqual(0n);
      }),
      { numRuns: 500 },
    );
  });

  it('locked SENDING: fees are never negative, never exceed the amount, and everything is a bigint', () => {
    fc.assert(
      fc.property(arbitraryInput, (a) => {
        const input = inputOf(a);
        const sending = a.amount + a.platformFixed + a.operatorFixed;
        const p = price({ ...input, lockedSide: 'SENDING', lockedAmount: sending });
        for (const v of [p.sendingAmount, p.receivingAmount, ...Object.values(p.fees)]) {
          expect(typeof v).toBe('bigint');
          expect(v >= 0n).toBe(true);
        }
        expect(p.fees.total <= sending).toBe(true);
        expect(p.fees.platform).toBe(p.fees.platformFixed + p.fees.platformVariable);
      }),
      { numRuns: 500 },
    );
  });

  it('locked SENDING: more sent never receives less when there are no variable fees', () => {
    fc.assert(
      fc.property(arbitraryInput, (a) => {
        const input = { ...inputOf(a), platformFee: NO_FEE, operatorFee: NO_FEE };
        const one = price({ ...input, lockedSide: 'SENDING', lockedAmount: a.amount }).receivingAmount;
        const two = price({ ...input, lockedSide: 'SENDING', lockedAmount: a.amount + 1n }).receivingAmount;
        expect(two >= one).toBe(true);
      }),
    );
  });
});

describe('platform fee selection', () => {
  const configs = [{ feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'USD', variableFeeBps: 30, fixedFee: { amount: 50, currency: 'USD' } }];

  it('applies the USD config to a cross-currency exchange from USD', () => {
    expect(platformFeeFor(configs, 'USD', 'EUR')).toEqual({ fixed: 50n, variableBps: 30 });
  });

  it('charges nothing for the same currency or another sending currency', () => {
    expect(platformFeeFor(configs, 'USD', 'USD')).toEqual(NO_FEE);
    expect(platformFeeFor(configs, 'EUR', 'USD')).toEqual(NO_FEE);
  });
});

describe('exact ratios', () => {
  it('parses decimals exactly and prints them rounded half up', () => {
    expect(parseDecimal('1.0825')).toEqual({ num: 433n, den: 400n });
    expect(toDecimalString(ratio(2n, 3n), 4)).toBe('0.6667');
    expect(toDecimalString(ratio(95_000n, 1n), 2)).toBe('95000');
  });
});
