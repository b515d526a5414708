import { fieldError, invalidInput } from '../../http/errors.ts';
import type { Ratio } from '../../kernel/ratio.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { FxSource } from '../../ports/fx-source.ts';
import { cachedRate, currencyInfo } from '../fx/index.ts';

/**
 * Moving an agent's limits to another currency (updateAgentPolicy with a new
 * spendingLimits.currency) converts them at the platform's current rate for the corridor (the
 * rate its quotes use, src/modules/fx/rate-cache.ts), in integer minor units:
 * - a limit rounds down: 100.005 EUR of allowance becomes 100.00;
 * - spend already counted today or this month rounds up.
 * Both err on the side of a smaller remaining allowance, never a larger one.
 */
async function rateFor(tx: Tx, fx: FxSource, from: string, to: string): Promise<Ratio> {
  const rate = await cachedRate(tx, fx, from, to);
  if (!rate) {
    throw invalidInput([
      fieldError('spendingLimits.currency', 'rate', `No exchange rate from ${from} to ${to} is available to recast the limits: send the limits in ${to} with the currency, or keep ${from}`),
    ]);
  }
  return rate.rate;
}

function scaled(amount: bigint, rate: Ratio, from: string, to: string): { num: bigint; den: bigint } {
  const fromDecimals = BigInt(currencyInfo(from)?.decimals ?? 2);
  const toDecimals = BigInt(currencyInfo(to)?.decimals ?? 2);
  return { num: amount * rate.num * 10n ** toDecimals, den: rate.den * 10n ** fromDecimals };
}

export async function recastLimit(tx: Tx, fx: FxSource, amount: bigint, from: string, to: string): Promise<bigint> {
  const { num, den } = scaled(amount, await rateFor(tx, fx, from, to), from, to);
  return num / den;
}

export async function recastSpend(tx: Tx, fx: FxSource, amount: bigint, from: string, to: string): Promise<bigint> {
  if (amount === 0n) return 0n;
  const { num, den } = scaled(amount, await rateFor(tx, fx, from, to), from, to);
  return (num + den - 1n) / den;
}
