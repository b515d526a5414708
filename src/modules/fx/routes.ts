import type { Handlers } from '../../http/operation.ts';
import type { FxSource } from '../../ports/fx-source.ts';
import { sandboxFxSource } from '../../sandbox/fx-source.ts';
import { getSettings } from '../platforms/service.ts';
import { exchangeRates } from './exchange-rates.ts';

/** The exact digits of an int64 query value (the validated copy is a JS number). */
function exactInteger(raw: unknown, validated: unknown, fallback: bigint): bigint {
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return BigInt(raw);
  return typeof validated === 'number' ? BigInt(validated) : fallback;
}

/** Built over an FxSource so tests can price with a source they control. */
export function fxHandlers(source: FxSource): Handlers {
  return {
    async getExchangeRates(ctx) {
      const raw = ctx.request.query as Record<string, unknown>;
      const query = {
        sourceCurrency: ctx.query.sourceCurrency as string | undefined,
        destinationCurrency: ctx.query.destinationCurrency as string[] | undefined,
        sendingAmount: exactInteger(raw.sendingAmount, ctx.query.sendingAmount, 10_000n),
      };
      const settings = await getSettings(ctx.services.db, ctx.caller.platformId);
      // A write: a missing or stale rate is fetched and cached for the platform.
      return ctx.write(async (tx) => ({ status: 200, body: await exchangeRates(tx, source, settings, query) }));
    },
  };
}

export const exchangeRateHandlers = fxHandlers(sandboxFxSource);
