import type { Tx } from '../../kernel/tx.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Catalogue } from '../../ports/catalogue.ts';
import type { FxSource } from '../../ports/fx-source.ts';
import type { PlatformSettings } from '../platforms/index.ts';
import { CURRENCY_CODE, presentCurrency } from './currencies.ts';
import { PricingError, platformFeeFor, price } from './pricing.ts';
import { cachedRate } from './rate-cache.ts';
import { invert, toDisplayNumber } from '../../kernel/ratio.ts';

export interface ExchangeRateQuery {
  sourceCurrency?: string;
  destinationCurrency?: string[];
  sendingAmount: bigint;
}

/** Sending limits when the platform's configuration does not list the source currency. */
const DEFAULT_LIMITS = { minAmount: 1, maxAmount: 100_000_000_00 };

/** The configured minimum, raised when needed so that something is left after the fixed fee. */
const minSending = (configured: bigint, fixedFee: bigint) => (configured > fixedFee ? configured : fixedFee + 1n);

function checkCodes(q: ExchangeRateQuery): void {
  const bad = [q.sourceCurrency, ...(q.destinationCurrency ?? [])].filter((c) => c !== undefined && !CURRENCY_CODE.test(c));
  if (bad.length > 0) throw invalidInput([fieldError('currency', 'pattern', `not a currency code: ${bad.join(', ')}`)]);
}

/**
 * The platform's cached rates from one source currency (USD unless asked) to each destination
 * (every currency with a payout rail and a rate unless asked), priced for `sendingAmount` with
 * the platform's current fee configuration.
 * Operation `getExchangeRates`.
 */
export async function exchangeRates(tx: Tx, ports: { fxSource: FxSource; catalogue: Catalogue }, settings: PlatformSettings, q: ExchangeRateQuery) {
  const { fxSource: source, catalogue } = ports;
  checkCodes(q);
  const from = q.sourceCurrency ?? 'USD';
  const explicit = q.destinationCurrency !== undefined && q.destinationCurrency.length > 0;
  const destinations = explicit ? [...new Set(q.destinationCurrency)] : source.currencies().filter((c) => c !== from && catalogue.defaultRail(c) !== undefined);
  const limits = settings.supportedCurrencies.find((c) => c.currencyCode === from) ?? DEFAULT_LIMITS;
  const rails = destinations.map((to) => {
    const rail = catalogue.defaultRail(to);
    if (!rail) throw errors.INVALID_CURRENCY(`${to} has no payout rail; exchange rates list payout corridors only`);
    return rail;
  });
  // Read together: on a server the corridors' cache statements travel in one message, not one
  // round trip each (the unfiltered list has every corridor of the catalogue).
  const rates = await Promise.all(destinations.map((to) => cachedRate(tx, source, from, to)));
  const data = [];
  for (const [i, to] of destinations.entries()) {
    const rail = rails[i];
    const cached = rates[i];
    if (!cached) {
      if (!explicit) continue;
      throw errors.QUOTE_RATE_UNAVAILABLE(`No rate is available from ${from} to ${to} now; GET /exchange-rates without destinationCurrency lists the currencies that have one`);
    }
    const fee = platformFeeFor(settings.feeConfigs, from, to);
    let priced: ReturnType<typeof price>;
    try {
      priced = price({
        lockedSide: 'SENDING',
        lockedAmount: q.sendingAmount,
        sendingDecimals: presentCurrency(from).decimals,
        receivingDecimals: presentCurrency(to).decimals,
        rate: cached.rate,
        platformFee: fee,
      });
    } catch (err) {
      if (err instanceof PricingError) throw errors.INVALID_AMOUNT(`sendingAmount ${q.sendingAmount} cannot be priced: ${err.message}`);
      throw err;
    }
    data.push({
      sourceCurrency: presentCurrency(from),
      destinationCurrency: presentCurrency(to),
      destinationPaymentRail: rail,
      sendingAmount: q.sendingAmount,
      minSendingAmount: minSending(BigInt(limits.minAmount), fee.fixed),
      maxSendingAmount: BigInt(limits.maxAmount),
      receivingAmount: priced.receivingAmount,
      // Contract semantics: sending-currency units per one receiving-currency unit, major units.
      exchangeRate: toDisplayNumber(invert(cached.rate)),
      fees: { fixed: priced.fees.fixed, total: priced.fees.total },
      updatedAt: cached.updatedAt.toISOString(),
    });
  }
  return { data };
}

