import { operation } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { createToken, deleteToken, getToken, listTokens } from './service.ts';

export const tokenOperations = [
  operation('createToken', { runs: 'write', status: 201 }, (ctx, tx) => createToken(tx, tx.platformId, ctx.body, tx.now)),

  operation('listTokens', { runs: 'read' }, async (ctx) => ({
    status: 200,
    json: await listTokens(ctx.readDb(), ctx.caller.platformId, ctx.query, pageRequest(ctx.query)),
  })),

  operation('getTokenById', { runs: 'read', status: 200 }, (ctx) => getToken(ctx.readDb(), ctx.caller.platformId, ctx.params.tokenId)),

  operation('deleteTokenById', { runs: 'write', status: 204 }, async (ctx, tx) => {
    await deleteToken(tx, tx.platformId, ctx.params.tokenId, ctx.caller.tokenId, tx.now);
    ctx.afterCommit(() => ctx.services.auth.forgetToken(ctx.params.tokenId));
  }),
];
