import { type PageRequest, toPage } from '../../http/pagination.ts';
import { SANDBOX_VASPS } from './sandbox.ts';

/** The sandbox VASP directory, in a fixed order, paged like every other list. */
export function listVasps(page: PageRequest) {
  const start = page.after ? SANDBOX_VASPS.findIndex((v) => v.id === page.after) + 1 : 0;
  const rows = SANDBOX_VASPS.slice(Math.max(start, 0), Math.max(start, 0) + page.limit + 1);
  const { data, hasMore, nextCursor } = toPage(rows, page, SANDBOX_VASPS.length, (v) => ({ vaspName: v.vaspName, url: v.url }));
  return nextCursor ? { data, hasMore, nextCursor } : { data, hasMore };
}
