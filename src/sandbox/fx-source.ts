import type { FxRate, FxSource } from '../ports/fx-source.ts';
import { divide, multiply, parseDecimal, type Ratio, ratio } from '../kernel/ratio.ts';

/**
 * The sandbox's rates: a fixed table of mid-market prices in US dollars per one major unit,
 * so every test and every replica sees the same numbers (docs/sandbox.md, "Exchange rates and
 * fees"). A cross rate is the ratio of two prices; the sandbox then takes a spread.
 *
 * The figures are rounded mid-market levels of mid-January 2025 (source date 2025-01-15), kept
 * as exact decimals: realistic enough to read, never a live feed. Pegged currencies follow
 * their peg: AED 3.6725 per USD, DKK 7.46 per EUR, XAF and XOF 655.957 per EUR (at EUR 1.08).
 * Every currency of an account variant has a price except HTG, kept without one on purpose so
 * a client can meet QUOTE_RATE_UNAVAILABLE (docs/sandbox.md, "No rate").
 */
export const SANDBOX_USD_PRICES: Readonly<Record<string, string>> = {
  USD: '1',
  USDC: '1',
  USDT: '1',
  BTC: '95000',
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
  AED: '0.2723',
  BDT: '0.0082',
  BWP: '0.072',
  CNY: '0.137',
  COP: '0.00023',
  DKK: '0.1448',
  EGP: '0.0198',
  GHS: '0.068',
  GTQ: '0.13',
  HKD: '0.1285',
  IDR: '0.0000615',
  ILS: '0.28',
  JMD: '0.0064',
  MWK: '0.000577',
  MYR: '0.223',
  PKR: '0.00359',
  RWF: '0.00072',
  THB: '0.029',
  TRY: '0.0283',
  TZS: '0.0004',
  UGX: '0.00027',
  VND: '0.0000394',
  XAF: '0.001646',
  XOF: '0.001646',
  ZAR: '0.0535',
  ZMW: '0.036',
};

/** The one currency of an account variant left without a price on purpose (docs/sandbox.md, "No rate"). */
export const RATELESS_CURRENCY = 'HTG';

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
