import { operation } from '../../http/operation.ts';
import { cancelInvitation, claimInvitation, createInvitation, getInvitation } from './service.ts';

export const invitationOperations = [
  operation('createInvitation', { runs: 'write', status: 201 }, (ctx, tx) => createInvitation(tx, ctx.body)),

  operation('getInvitation', { runs: 'read', status: 200 }, (ctx) =>
    getInvitation(ctx.services.db, ctx.caller.platformId, ctx.params.invitationCode, ctx.services.clock.now()),
  ),

  operation('claimInvitation', { runs: 'write', status: 200 }, (ctx, tx) => claimInvitation(tx, ctx.params.invitationCode, ctx.body.inviteeUma)),

  operation('cancelInvitation', { runs: 'write', status: 200 }, (ctx, tx) => cancelInvitation(tx, ctx.params.invitationCode)),
];
