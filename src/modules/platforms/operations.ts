import { stringify } from '../../kernel/json.ts';
import { operation } from '../../http/operation.ts';
import type { PlatformRow } from './service.ts';
import { presentConfig, updateConfig } from './service.ts';

// The presented configuration of a cached row; a changed platform is a new row object.
const presented = new WeakMap<PlatformRow, string>();

export const platformOperations = [
  operation('getPlatformConfig', { runs: 'read' }, async (ctx) => {
    const row = await ctx.services.platforms.get(ctx.caller.platformId);
    let json = presented.get(row);
    if (json === undefined) {
      json = stringify(presentConfig(row));
      presented.set(row, json);
    }
    return { status: 200, json };
  }),

  operation(
    'updatePlatformConfig',
    {
      runs: 'write',
      status: 200,
      // Resolving the host may take a while: done before the transaction, not inside it.
      before: async (ctx) => (ctx.body.webhookEndpoint ? await ctx.services.egress.problem(ctx.body.webhookEndpoint) : undefined),
    },
    async (ctx, tx, endpointProblem) => {
      const config = await updateConfig(tx, tx.platformId, ctx.body, tx.now, endpointProblem);
      ctx.afterCommit(() => ctx.services.platforms.forget(ctx.caller.platformId));
      return config;
    },
  ),
];
