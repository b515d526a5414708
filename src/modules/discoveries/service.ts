import { fieldError, invalidInput } from '../../http/errors.ts';
import type { Catalogue, UmaProviderEntry } from '../../ports/catalogue.ts';
import { presentCurrency } from '../fx/index.ts';

/**
 * Banks and providers reachable in each corridor, optionally narrowed to a country and/or currency.
 * Operation `getDiscoveries`.
 */
export function discoveries(catalogue: Catalogue, filters: { country?: string; currency?: string }) {
  const country = filters.country?.toUpperCase();
  const currency = filters.currency?.toUpperCase();
  const data = catalogue.corridors().filter((c) => (!country || c.country === country) && (!currency || c.currency === currency)).flatMap((c) =>
    c.banks.map((b) => ({ bankName: b.bankName, displayName: b.displayName, country: c.country, currency: c.currency })),
  );
  return { data };
}

export interface ProviderQuery {
  countryCode?: string;
  currencyCode?: string;
  /** false hides providers the operator blocks; absent or true lists them too. */
  hasBlockedProviders?: boolean;
  limit: number;
  cursor?: string;
  sortOrder: 'asc' | 'desc';
}

function presentProvider(p: UmaProviderEntry) {
  return {
    name: p.name,
    domain: p.domain,
    supportedRegions: p.supportedRegions,
    supportedCurrencies: p.supportedCurrencies.map(presentCurrency),
    logoUrl: `https://${p.domain}/logo.png`,
    ...(p.lei ? { lei: p.lei } : {}),
    allowListStatus: p.allowListStatus,
  };
}

// The catalogue is static, so the cursor is the (unique) name of the last provider shown.
const encodeCursor = (name: string) => Buffer.from(`p:${name}`, 'utf8').toString('base64url');
function decodeCursor(cursor: string): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith('p:')) throw invalidInput([fieldError('cursor', 'format', 'cursor is not a cursor this service issued')]);
  return text.slice(2);
}

/**
 * UMA providers by name, filtered, in keyset pages.
 * Operation `getAvailableUmaProviders`.
 */
export function umaProviders(catalogue: Catalogue, q: ProviderQuery) {
  const country = q.countryCode?.toUpperCase();
  const currency = q.currencyCode?.toUpperCase();
  const direction = q.sortOrder === 'asc' ? 1 : -1;
  const matching = catalogue.umaProviders().filter(
    (p) =>
      (!country || p.supportedRegions.includes(country)) &&
      (!currency || p.supportedCurrencies.includes(currency)) &&
      (q.hasBlockedProviders !== false || p.allowListStatus),
  ).sort((a, b) => direction * (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  const rest = after === undefined ? matching : matching.filter((p) => direction * (p.name < after ? -1 : p.name > after ? 1 : 0) > 0);
  const page = rest.slice(0, q.limit);
  const hasMore = rest.length > q.limit;
  return {
    data: page.map(presentProvider),
    hasMore,
    totalCount: matching.length,
    ...(hasMore ? { nextCursor: encodeCursor(page[page.length - 1].name) } : {}),
  };
}
