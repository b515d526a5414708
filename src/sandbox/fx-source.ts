import type { FxRate, FxSource } from '../ports/fx-source.ts';
import { divide, multiply, parseDecimal, type Ratio, ratio } from '../modules/fx/ratio.ts';

/**
 * The sandbox's rates: a fixed table of mid-market prices in US dollars per one major unit,
 * so every test and every replica sees the same numbers (docs/sandbox.md, "Exchange rates and
 * fees"). A cross rate is the ratio of two prices; the sandbox then takes a spread.
 */
export const SANDBOX_USD_PRICES: Readonly<Record<string, string>> = {
  USD: '1',
  USDC: '1',
  USDT: '1',
  EUR: '1.08',
  GBP: '1.27',
  CAD: '0.73',
  MXN: '0.058',
  BRL: '0.2',
  INR: '0.012',
  NGN: '0.00065',
  KES: '0.0078',
  PHP: '0.0175',
  SGD: '0.74',
  BTC: '95000',
};

/** Currencies pegged to the dollar exchange among themselves at par, without spread. */
const DOLLAR_PEGGED = new Set(['USD', 'USDC', 'USDT']);

/** The sandbox's margin on every other cross-currency rate: 0.5% off the mid-market rate. */
export const SANDBOX_SPREAD_BPS = 50;

export class SandboxFxSource implements FxSource {
  constructor(private readonly prices: Readonly<Record<string, string>> = SANDBOX_USD_PRICES) {}

  currencies(): readonly string[] {
    return Object.keys(this.prices);
  }

  // The table does not move with time; `_at` is part of the port for sources that do.
  async rate(sourceCurrency: string, destinationCurrency: string, _at?: Date): Promise<FxRate | null> {
    const from = this.prices[sourceCurrency];
    const to = this.prices[destinationCurrency];
    if (from === undefined || to === undefined) return null;
    const mid = divide(parseDecimal(from), parseDecimal(to));
    const spreadBps = sourceCurrency === destinationCurrency || (DOLLAR_PEGGED.has(sourceCurrency) && DOLLAR_PEGGED.has(destinationCurrency)) ? 0 : SANDBOX_SPREAD_BPS;
    const rate: Ratio = multiply(mid, ratio(BigInt(10_000 - spreadBps), 10_000n));
    return { sourceCurrency, destinationCurrency, rate, midRate: mid, spreadBps };
  }
}

export const sandboxFxSource = new SandboxFxSource();
