import type { Handlers } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { pendingEndUserTerms } from '../customers/index.ts';
import { listCustomerInternalAccounts, listPlatformInternalAccounts } from './service.ts';

export const internalAccountHandlers: Handlers = {
  async listCustomerInternalAccounts(ctx) {
    const q = ctx.query as { currency?: string; customerId?: string; type?: string };
    const page = await listCustomerInternalAccounts(ctx.services.db, ctx.caller.platformId, q, pageRequest(ctx.query));
    // A customer whose end-user terms are pending has no accounts yet: the empty list says why.
    // Only an empty answer is looked into, so a customer with accounts costs no extra query.
    const pending =
      q.customerId === undefined || page.data.length > 0 ? undefined : await pendingEndUserTerms(ctx.services.db, ctx.caller.platformId, q.customerId);
    return { status: 200, body: pending ? { ...page, endUserTerms: pending } : page };
  },

  async listPlatformInternalAccounts(ctx) {
    const q = ctx.query as { currency?: string; type?: string };
    return { status: 200, body: await listPlatformInternalAccounts(ctx.services.db, ctx.caller.platformId, q) };
  },
};
