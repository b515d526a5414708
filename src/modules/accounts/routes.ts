import type { Handlers } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { listCustomerInternalAccounts, listPlatformInternalAccounts } from './service.ts';

export const internalAccountHandlers: Handlers = {
  async listCustomerInternalAccounts(ctx) {
    const q = ctx.query as { currency?: string; customerId?: string; type?: string };
    return { status: 200, body: await listCustomerInternalAccounts(ctx.services.db, ctx.caller.platformId, q, pageRequest(ctx.query)) };
  },

  async listPlatformInternalAccounts(ctx) {
    const q = ctx.query as { currency?: string; type?: string };
    return { status: 200, body: await listPlatformInternalAccounts(ctx.services.db, ctx.caller.platformId, q) };
  },
};
