import type { Handlers } from '../../http/operation.ts';
import { lookupExternalAccount, lookupUma, type SenderQuery } from './service.ts';

/** Lookups are writes: each one is recorded so a quote can name it by lookupId. */
export const receiverHandlers: Handlers = {
  async lookupUma(ctx) {
    const q = ctx.query as SenderQuery;
    return ctx.write(async (tx) => ({ status: 200, body: await lookupUma(tx, ctx.services, ctx.params.receiverUmaAddress, q) }));
  },

  async lookupExternalAccount(ctx) {
    const q = ctx.query as SenderQuery;
    return ctx.write(async (tx) => ({ status: 200, body: await lookupExternalAccount(tx, ctx.services.fxSource, ctx.params.accountId, q) }));
  },
};
