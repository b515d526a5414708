import { fieldError, invalidInput } from '../../http/errors.ts';
import type { Ratio } from '../../kernel/ratio.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { FxSource } from '../../ports/fx-source.ts';
import { cachedRate, convert, convertUp, currencyInfo } from '../fx/index.ts';

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

/**
 * The recasts of one policy update: limits (rounded down) and spend (rounded up), the rate of each
 * corridor read once however many amounts it recasts.
 */
export function recaster(tx: Tx, fx: FxSource) {
  const rates = new Map<string, Promise<Ratio>>();
  const rate = (from: string, to: string) => {
    const key = `${from}>${to}`;
    let found = rates.get(key);
    if (!found) {
      found = rateFor(tx, fx, from, to);
      rates.set(key, found);
    }
    return found;
  };
  const decimals = (currency: string) => currencyInfo(currency)?.decimals ?? 2;
  return {
    limit: async (amount: bigint, from: string, to: string) => convert(amount, await rate(from, to), decimals(from), decimals(to)),
    spend: async (amount: bigint, from: string, to: string) => (amount === 0n ? 0n : convertUp(amount, await rate(from, to), decimals(from), decimals(to))),
  };
}
