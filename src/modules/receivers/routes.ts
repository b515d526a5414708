import type { Handlers } from '../../http/operation.ts';
import type { FxSource } from '../../ports/fx-source.ts';
import { sandboxFxSource } from '../../sandbox/fx-source.ts';
import { lookupExternalAccount, lookupUma, type SenderQuery } from './service.ts';

/** Lookups are writes: each one is recorded so a quote can name it by lookupId. */
export function receiverLookupHandlers(source: FxSource): Handlers {
  return {
    async lookupUma(ctx) {
      const q = ctx.query as SenderQuery;
      return ctx.write(async (tx) => ({ status: 200, body: await lookupUma(tx, source, ctx.params.receiverUmaAddress, q) }));
    },

    async lookupExternalAccount(ctx) {
      const q = ctx.query as SenderQuery;
      return ctx.write(async (tx) => ({ status: 200, body: await lookupExternalAccount(tx, source, ctx.params.accountId, q) }));
    },
  };
}

export const receiverHandlers = receiverLookupHandlers(sandboxFxSource);
