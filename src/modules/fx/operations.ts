import { operation } from '../../http/operation.ts';
import { getSettings } from '../platforms/index.ts';
import { exchangeRates } from './exchange-rates.ts';

/** The exact digits of an int64 query value (the validated copy is a JS number). */
function exactInteger(raw: unknown, validated: unknown, fallback: bigint): bigint {
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return BigInt(raw);
  return typeof validated === 'number' ? BigInt(validated) : fallback;
}

/** Rates come from the FxSource of Services, so tests price with a source they control by giving buildApp one. */
export const exchangeRateOperations = [
  // A write: a missing or stale rate is fetched and cached for the platform.
  operation(
    'getExchangeRates',
    { runs: 'write', status: 200, before: (ctx) => getSettings(ctx.services.db, ctx.caller.platformId) },
    (ctx, tx, settings) => {
      const raw = ctx.request.query;
      const digits = typeof raw === 'object' && raw !== null && 'sendingAmount' in raw ? raw.sendingAmount : undefined;
      const query = {
        sourceCurrency: ctx.query.sourceCurrency,
        destinationCurrency: ctx.query.destinationCurrency,
        sendingAmount: exactInteger(digits, ctx.query.sendingAmount, 10_000n),
      };
      return exchangeRates(tx, ctx.services, settings, query);
    },
  ),
];
