import { describe, expect, it } from 'vitest';
import { amountsOf, MAX_AMOUNT } from '../../../src/modules/stablecoins/amounts.ts';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { code: string }).code;
  }
  return 'none';
};

describe('stablecoin amounts', () => {
  it('converts whole cents exactly, in bigint, for any number of decimals', () => {
    expect(amountsOf('1500000000', 6)).toEqual({ amount: 1_500_000_000n, fiat: 150_000n });
    expect(amountsOf('123', 2)).toEqual({ amount: 123n, fiat: 123n });
    expect(amountsOf('7', 0)).toEqual({ amount: 7n, fiat: 700n });
    expect(amountsOf('1000000000000000000', 18)).toEqual({ amount: 10n ** 18n, fiat: 100n });
    expect(amountsOf(MAX_AMOUNT.toString(), 2).fiat).toBe(MAX_AMOUNT);
  });

  it('refuses a fraction of a cent, zero, and what the ledger cannot hold', () => {
    expect(codeOf(() => amountsOf('1000001', 6))).toBe('STABLECOIN_AMOUNT_NOT_REPRESENTABLE');
    expect(codeOf(() => amountsOf('1', 18))).toBe('STABLECOIN_AMOUNT_NOT_REPRESENTABLE');
    expect(codeOf(() => amountsOf('0', 6))).toBe('INVALID_INPUT');
    expect(codeOf(() => amountsOf((MAX_AMOUNT + 1n).toString(), 2))).toBe('INVALID_INPUT');
    // Within 2^63 - 1 in token units, beyond it in cents.
    expect(codeOf(() => amountsOf(MAX_AMOUNT.toString(), 0))).toBe('INVALID_INPUT');
    expect(codeOf(() => amountsOf('9'.repeat(78), 6))).toBe('INVALID_INPUT');
  });
});
