import type { Handlers } from '../../http/operation.ts';
import type { SettingsPatch } from './config.ts';
import { presentConfig, updateConfig } from './service.ts';

export const platformHandlers: Handlers = {
  async getPlatformConfig(ctx) {
    return { status: 200, body: presentConfig(await ctx.services.platforms.get(ctx.caller.platformId)) };
  },

  async updatePlatformConfig(ctx) {
    const reply = await ctx.write(async (tx) => ({
      status: 200,
      body: await updateConfig(tx, tx.platformId, ctx.body as SettingsPatch, tx.now),
    }));
    ctx.services.platforms.forget(ctx.caller.platformId);
    return reply;
  },
};
