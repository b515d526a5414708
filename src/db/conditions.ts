import type { Sql } from './driver.ts';
import type { Page, PageRequest } from '../http/pagination.ts';
import { toPage } from '../http/pagination.ts';

/** Builds a parameterized WHERE clause; every list starts scoped to one platform. */
export class Conditions {
  private readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  constructor(platformId: string, column = 'platform_id') {
    this.clauses.push(`${column} = ${this.param(platformId)}`);
  }

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds `clause`, in which `?` stands for `value`; skipped when value is undefined. */
  when(value: unknown, clause: string): this {
    if (value === undefined || value === null || value === '') return this;
    this.clauses.push(clause.replace('?', this.param(value)));
    return this;
  }

  always(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  get sql(): string {
    return this.clauses.join(' AND ');
  }
}

/** One page of `table` under `where`, newest first unless `order` is asc, with the total count. */
export async function pageOf<R extends { id: string }, T>(
  sql: Sql,
  table: string,
  where: Conditions,
  page: PageRequest,
  present: (row: R) => T,
  order: 'asc' | 'desc' = 'desc',
): Promise<Page<T>> {
  const countParams = [...where.params];
  const total = await sql.query<{ n: bigint }>(`SELECT count(*) AS n FROM ${table} WHERE ${where.sql}`, countParams);
  const rowParams = [...where.params];
  let clause = where.sql;
  if (page.after) {
    rowParams.push(page.after);
    clause += ` AND id ${order === 'desc' ? '<' : '>'} $${rowParams.length}`;
  }
  rowParams.push(page.limit + 1);
  const rows = await sql.query<R>(
    `SELECT * FROM ${table} WHERE ${clause} ORDER BY id ${order} LIMIT $${rowParams.length}`,
    rowParams,
  );
  return toPage(rows, page, Number(total[0].n), present);
}
