import { stringify } from '../../kernel/json.ts';
import type { Handlers } from '../../http/operation.ts';
import type { PlatformRow } from './service.ts';
import type { SettingsPatch } from './config.ts';
import { presentConfig, updateConfig } from './service.ts';

// The presented configuration of a cached row; a changed platform is a new row object.
const presented = new WeakMap<PlatformRow, string>();

export const platformHandlers: Handlers = {
  async getPlatformConfig(ctx) {
    const row = await ctx.services.platforms.get(ctx.caller.platformId);
    let json = presented.get(row);
    if (json === undefined) {
      json = stringify(presentConfig(row));
      presented.set(row, json);
    }
    return { status: 200, json };
  },

  async updatePlatformConfig(ctx) {
    const patch = ctx.body as SettingsPatch;
    // Resolving the host may take a while: done before the transaction, not inside it.
    const endpointProblem = patch.webhookEndpoint ? await ctx.services.egress.problem(patch.webhookEndpoint) : undefined;
    const reply = await ctx.write(async (tx) => ({
      status: 200,
      body: await updateConfig(tx, tx.platformId, patch, tx.now, endpointProblem),
    }));
    ctx.services.platforms.forget(ctx.caller.platformId);
    return reply;
  },
};
