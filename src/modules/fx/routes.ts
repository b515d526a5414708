import type { Handlers } from '../../http/operation.ts';
import { getSettings } from '../platforms/index.ts';
import { exchangeRates } from './exchange-rates.ts';

/** The exact digits of an int64 query value (the validated copy is a JS number). */
function exactInteger(raw: unknown, validated: unknown, fallback: bigint): bigint {
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return BigInt(raw);
  return typeof validated === 'number' ? BigInt(validated) : fallback;
}

/** Rates come from the FxSource of Services, so tests price with a source they control by giving buildApp one. */
export const exchangeRateHandlers: Handlers = {
  async getExchangeRates(ctx) {
    const raw = ctx.request.query as Record<string, unknown>;
    const query = {
      sourceCurrency: ctx.query.sourceCurrency as string | undefined,
      destinationCurrency: ctx.query.destinationCurrency as string[] | undefined,
      sendingAmount: exactInteger(raw.sendingAmount, ctx.query.sendingAmount, 10_000n),
    };
    const settings = await getSettings(ctx.services.db, ctx.caller.platformId);
    // A write: a missing or stale rate is fetched and cached for the platform.
    return ctx.write(async (tx) => ({ status: 200, body: await exchangeRates(tx, ctx.services, settings, query) }));
  },
};
