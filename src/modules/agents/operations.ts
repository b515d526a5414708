import { operation } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { getAgentDeviceCodeStatus, guardDeviceCode, redeemAgentDeviceCode, regenerateAgentDeviceCode } from './device-codes.ts';
import { createAgent, deleteAgent, getAgent, getAgentMe, listAgents, updateAgent, updateAgentPolicy } from './service.ts';

export const agentOperations = [
  operation('createAgent', { runs: 'write', status: 201 }, (ctx, tx) => createAgent(tx, ctx.body)),

  operation('listAgents', { runs: 'read', status: 200 }, (ctx) =>
    listAgents(ctx.readDb(), ctx.caller.platformId, ctx.query, pageRequest(ctx.query), ctx.services.clock.now()),
  ),

  operation('getAgentById', { runs: 'read', status: 200 }, (ctx) => getAgent(ctx.readDb(), ctx.caller.platformId, ctx.params.agentId, ctx.services.clock.now())),

  operation('updateAgent', { runs: 'write', status: 200 }, (ctx, tx) => updateAgent(tx, ctx.params.agentId, ctx.body)),

  operation('deleteAgent', { runs: 'write', status: 204 }, async (ctx, tx) => {
    const agentId = await deleteAgent(tx, ctx.params.agentId);
    ctx.afterCommit(() => ctx.services.auth.forgetAgent(agentId));
  }),

  operation('updateAgentPolicy', { runs: 'write', status: 200 }, (ctx, tx) => updateAgentPolicy(tx, ctx.services.fxSource, ctx.params.agentId, ctx.body)),

  operation('regenerateAgentDeviceCode', { runs: 'write', status: 201 }, (ctx, tx) => regenerateAgentDeviceCode(tx, ctx.params.agentId)),

  // Both device-code operations count misses per client address (guardDeviceCode): a read needs no `before`.
  operation('getAgentDeviceCodeStatus', { runs: 'read', status: 200 }, async (ctx) => {
    const canonical = await guardDeviceCode(ctx.services.db, ctx.services.limiter, ctx.request.ip, ctx.params.code, ctx.caller.platformId);
    return getAgentDeviceCodeStatus(ctx.services.db, ctx.caller.platformId, canonical);
  }),

  operation(
    'redeemAgentDeviceCode',
    {
      runs: 'write',
      status: 200,
      before: (ctx) => guardDeviceCode(ctx.services.db, ctx.services.limiter, ctx.request.ip, ctx.params.code, null),
    },
    (_ctx, tx, canonical) => redeemAgentDeviceCode(tx, canonical),
  ),

  operation('getAgentMe', { runs: 'read', status: 200 }, (ctx) =>
    getAgentMe(ctx.services.db, ctx.caller.platformId, ctx.caller.agentId ?? '', ctx.services.clock.now()),
  ),
];
