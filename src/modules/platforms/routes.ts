import type { Handlers } from '../../http/operation.ts';
import type { SettingsPatch } from './config.ts';
import { getConfig, updateConfig } from './service.ts';

export const platformHandlers: Handlers = {
  async getPlatformConfig(ctx) {
    return { status: 200, body: await getConfig(ctx.services.db, ctx.caller.platformId) };
  },

  async updatePlatformConfig(ctx) {
    return ctx.write(async (tx) => ({
      status: 200,
      body: await updateConfig(tx, tx.platformId, ctx.body as SettingsPatch, tx.now),
    }));
  },
};
