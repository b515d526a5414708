import { operation } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { pendingEndUserTerms } from '../customers/index.ts';
import { listCustomerInternalAccounts, listPlatformInternalAccounts } from './service.ts';

export const internalAccountOperations = [
  operation('listCustomerInternalAccounts', { runs: 'read', status: 200 }, async (ctx) => {
    const q = ctx.query;
    const db = ctx.readDb();
    const page = await listCustomerInternalAccounts(db, ctx.caller.platformId, q, pageRequest(q));
    // A customer whose end-user terms are pending has no accounts yet: the empty list says why.
    // Only an empty answer is looked into, so a customer with accounts costs no extra query.
    const pending =
      q.customerId === undefined || page.data.length > 0 ? undefined : await pendingEndUserTerms(db, ctx.caller.platformId, q.customerId);
    return pending ? { ...page, endUserTerms: pending } : page;
  }),

  operation('listPlatformInternalAccounts', { runs: 'read', status: 200 }, (ctx) =>
    listPlatformInternalAccounts(ctx.readDb(), ctx.caller.platformId, ctx.query),
  ),
];
