import { operation } from '../../http/operation.ts';
import { discoveries, umaProviders } from './service.ts';

export const discoveryOperations = [
  operation('getDiscoveries', { runs: 'read', status: 200 }, async (ctx) => discoveries(ctx.services.catalogue, ctx.query)),

  operation('getAvailableUmaProviders', { runs: 'read', status: 200 }, async (ctx) => {
    const q = ctx.query;
    return umaProviders(ctx.services.catalogue, {
      countryCode: q.countryCode,
      currencyCode: q.currencyCode,
      hasBlockedProviders: q.hasBlockedProviders,
      limit: typeof q.limit === 'number' ? q.limit : 20,
      cursor: q.cursor === '' ? undefined : q.cursor,
      sortOrder: q.sortOrder === 'asc' ? 'asc' : 'desc',
    });
  }),
];
