import { stringify } from '../kernel/json.ts';
import { errors } from './errors.ts';

/**
 * Keyset pagination on the time-ordered uuid. The cursor is opaque to clients: base64url of
 * the last id returned; the next page is everything strictly after it in the chosen order.
 */
export interface PageRequest {
  limit: number;
  /** uuid of the last row of the previous page */
  after?: string;
}

export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor?: string;
  totalCount: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function pageRequest(query: { limit?: unknown; cursor?: unknown }): PageRequest {
  const limit = typeof query.limit === 'number' ? query.limit : 20;
  if (query.cursor === undefined || query.cursor === '') return { limit };
  const decoded = Buffer.from(String(query.cursor), 'base64url').toString('utf8');
  if (!UUID.test(decoded)) {
    throw errors.INVALID_INPUT('The cursor is not valid', {
      errors: [{ field: 'cursor', constraint: 'format', message: 'cursor is not a cursor this service issued' }],
    });
  }
  return { limit, after: decoded };
}

/** `rows` were fetched with LIMIT limit + 1, so one extra row tells there is more. */
export function toPage<R extends { id: string }, T>(rows: R[], req: PageRequest, totalCount: number, present: (r: R) => T): Page<T> {
  const hasMore = rows.length > req.limit;
  const pageRows = hasMore ? rows.slice(0, req.limit) : rows;
  const page: Page<T> = { data: pageRows.map(present), hasMore, totalCount };
  if (hasMore) page.nextCursor = Buffer.from(pageRows[pageRows.length - 1].id, 'utf8').toString('base64url');
  return page;
}

/** A page whose items are JSON texts already, as the page's JSON: the items spliced in, never parsed again. */
export function pageJson(page: Page<string>): string {
  const { data, ...rest } = page;
  return `{"data":[${data.join(',')}],${stringify(rest).slice(1)}`;
}
