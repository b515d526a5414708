import type { Handlers } from '../../http/operation.ts';
import type { RequestBody } from '../../http/schemas.ts';
import { cancelInvitation, claimInvitation, createInvitation, getInvitation } from './service.ts';

export const invitationHandlers: Handlers = {
  async createInvitation(ctx) {
    const body = ctx.body as RequestBody<'createInvitation'>;
    return ctx.write(async (tx) => ({ status: 201, body: await createInvitation(tx, body) }));
  },

  async getInvitation(ctx) {
    return { status: 200, body: await getInvitation(ctx.services.db, ctx.caller.platformId, ctx.params.invitationCode, ctx.services.clock.now()) };
  },

  async claimInvitation(ctx) {
    const body = ctx.body as RequestBody<'claimInvitation'>;
    return ctx.write(async (tx) => ({ status: 200, body: await claimInvitation(tx, ctx.params.invitationCode, body.inviteeUma) }));
  },

  async cancelInvitation(ctx) {
    return ctx.write(async (tx) => ({ status: 200, body: await cancelInvitation(tx, ctx.params.invitationCode) }));
  },
};
