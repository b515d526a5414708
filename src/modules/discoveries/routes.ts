import type { Handlers } from '../../http/operation.ts';
import { discoveries, type ProviderQuery, umaProviders } from './service.ts';

export const discoveryHandlers: Handlers = {
  async getDiscoveries(ctx) {
    const q = ctx.query as { country?: string; currency?: string };
    return { status: 200, body: discoveries(ctx.services.catalogue, q) };
  },

  async getAvailableUmaProviders(ctx) {
    const q = ctx.query as Partial<ProviderQuery>;
    return {
      status: 200,
      body: umaProviders(ctx.services.catalogue, {
        countryCode: q.countryCode,
        currencyCode: q.currencyCode,
        hasBlockedProviders: q.hasBlockedProviders,
        limit: typeof q.limit === 'number' ? q.limit : 20,
        cursor: q.cursor === '' ? undefined : q.cursor,
        sortOrder: q.sortOrder === 'asc' ? 'asc' : 'desc',
      }),
    };
  },
};
