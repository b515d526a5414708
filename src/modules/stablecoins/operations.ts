import { operation } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { createStablecoinBurn, createStablecoinMint, getStablecoinOperation, listStablecoinOperations } from './orders.ts';
import { getStablecoinProviderAccount, linkStablecoinProviderAccount, listStablecoinProviderAccounts } from './provider-accounts.ts';
import { getStablecoin, listStablecoins, registerStablecoin, requestStablecoinServiceEnablement } from './registry.ts';

/** The eleven Stablecoins operations (docs/stablecoins.md). */
export const stablecoinOperations = [
  operation('linkStablecoinProviderAccount', { runs: 'write', status: 201 }, (ctx, tx) =>
    linkStablecoinProviderAccount(tx, ctx.services.keyring, ctx.services.stablecoinIssuer, ctx.body),
  ),
  operation('listStablecoinProviderAccounts', { runs: 'read', status: 200 }, (ctx) =>
    listStablecoinProviderAccounts(ctx.readDb(), ctx.caller.platformId, ctx.query, pageRequest(ctx.query)),
  ),
  operation('getStablecoinProviderAccount', { runs: 'read', status: 200 }, (ctx) =>
    getStablecoinProviderAccount(ctx.readDb(), ctx.caller.platformId, ctx.params.stablecoinProviderAccountId),
  ),
  operation('registerStablecoin', { runs: 'write', status: 201 }, (ctx, tx) => registerStablecoin(tx, ctx.services.keyring, ctx.services.stablecoinIssuer, ctx.body)),
  operation('listStablecoins', { runs: 'read', status: 200 }, (ctx) => listStablecoins(ctx.readDb(), ctx.caller.platformId, ctx.query, pageRequest(ctx.query))),
  operation('getStablecoin', { runs: 'read', status: 200 }, (ctx) => getStablecoin(ctx.readDb(), ctx.caller.platformId, ctx.params.stablecoinId)),
  operation('requestStablecoinServiceEnablement', { runs: 'write', status: 200 }, (ctx, tx) => requestStablecoinServiceEnablement(tx, ctx.params.stablecoinId)),
  operation('createStablecoinMint', { runs: 'write', status: 201 }, (ctx, tx) =>
    createStablecoinMint(tx, ctx.services.keyring, ctx.services.stablecoinIssuer, ctx.params.stablecoinId, ctx.body, ctx.idempotency),
  ),
  operation('createStablecoinBurn', { runs: 'write', status: 201 }, (ctx, tx) =>
    createStablecoinBurn(tx, ctx.services.keyring, ctx.services.stablecoinIssuer, ctx.params.stablecoinId, ctx.body, ctx.idempotency),
  ),
  operation('listStablecoinOperations', { runs: 'read', status: 200 }, (ctx) =>
    listStablecoinOperations(ctx.readDb(), ctx.caller.platformId, ctx.params.stablecoinId, ctx.query, pageRequest(ctx.query)),
  ),
  operation('getStablecoinOperation', { runs: 'read', status: 200 }, (ctx) =>
    getStablecoinOperation(ctx.readDb(), ctx.caller.platformId, ctx.params.stablecoinOperationId),
  ),
];
