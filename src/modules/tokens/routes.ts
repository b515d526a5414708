import type { Handlers } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import type { RequestBody } from '../../http/schemas.ts';
import { createToken, deleteToken, getToken, listTokens } from './service.ts';

export const tokenHandlers: Handlers = {
  async createToken(ctx) {
    const body = ctx.body as RequestBody<'createToken'>;
    return ctx.write(async (tx) => ({ status: 201, body: await createToken(tx, tx.platformId, body, tx.now) }));
  },

  async listTokens(ctx) {
    const q = ctx.query as Record<string, string | undefined>;
    return { status: 200, body: await listTokens(ctx.services.db, ctx.caller.platformId, q, pageRequest(ctx.query)) };
  },

  async getTokenById(ctx) {
    return { status: 200, body: await getToken(ctx.services.db, ctx.caller.platformId, ctx.params.tokenId) };
  },

  async deleteTokenById(ctx) {
    const reply = await ctx.write(async (tx) => {
      await deleteToken(tx, tx.platformId, ctx.params.tokenId, ctx.caller.tokenId, tx.now);
      return { status: 204 };
    });
    ctx.services.auth.forgetToken(ctx.params.tokenId);
    return reply;
  },
};
