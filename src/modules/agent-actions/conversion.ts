import { errors } from '../../http/errors.ts';
import type { FxSource } from '../../ports/fx-source.ts';
import type { AgentPolicy } from '../agents/index.ts';
import { convertUp as convertRate, presentCurrency } from '../fx/index.ts';

/**
 * An action's amount in the currencies the policy counts in (spendingLimits.currency and
 * approvalThresholds.currency), converted at decision time through the FX port.
 *
 * The port's mid rate is used, not the spread rate a quote pays: a limit measures how much value
 * moves, not what converting it would cost. Every conversion rounds UP to the next minor unit,
 * so rounding can only make an amount look larger: a limit is never exceeded, nor a threshold
 * slipped under, by a fraction of a cent.
 */
export async function amountsForPolicy(
  fx: FxSource,
  now: Date,
  policy: AgentPolicy,
  amount: bigint,
  currency: string,
): Promise<{ inLimitCurrency: bigint; inThresholdCurrency: bigint | null }> {
  const limitCurrency = policy.spendingLimits.currency;
  const threshold = policy.approvalThresholds;
  const thresholdCurrency = threshold?.amount != null ? (threshold.currency ?? limitCurrency) : null;
  const [inLimitCurrency, inThresholdCurrency] = await Promise.all([
    convertUp(fx, now, amount, currency, limitCurrency),
    thresholdCurrency === null ? null : convertUp(fx, now, amount, currency, thresholdCurrency),
  ]);
  return { inLimitCurrency, inThresholdCurrency };
}

async function convertUp(fx: FxSource, now: Date, amount: bigint, from: string, to: string): Promise<bigint> {
  if (from === to) return amount;
  const quoted = await fx.rate(from, to, now);
  if (!quoted || quoted.midRate.num === 0n) {
    // Without a rate the limits cannot be checked; refusing is the only answer that cannot overspend.
    throw errors.QUOTE_RATE_UNAVAILABLE(`No ${from} to ${to} rate is available now to check the agent's policy (kept in ${to}); retry later or pay in ${to}`);
  }
  return convertRate(amount, quoted.midRate, presentCurrency(from).decimals, presentCurrency(to).decimals);
}
