import { operation } from '../../http/operation.ts';
import { lookupExternalAccount, lookupUma } from './service.ts';

/** Lookups are writes: each one is recorded so a quote can name it by lookupId. */
export const receiverOperations = [
  operation('lookupUma', { runs: 'write', status: 200 }, (ctx, tx) => lookupUma(tx, ctx.services, ctx.params.receiverUmaAddress, ctx.query)),

  operation('lookupExternalAccount', { runs: 'write', status: 200 }, (ctx, tx) =>
    lookupExternalAccount(tx, ctx.services.fxSource, ctx.params.accountId, ctx.query),
  ),
];
