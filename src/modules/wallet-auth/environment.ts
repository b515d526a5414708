import type { Sql } from '../../db/driver.ts';

/** SANDBOX or PRODUCTION: decides the fixed OTP and the legacy sandbox literals. */
export async function isSandbox(sql: Sql, platformId: string): Promise<boolean> {
  const rows = await sql.query<{ environment: string }>('SELECT environment FROM platforms WHERE id = $1', [platformId]);
  return (rows[0]?.environment ?? 'SANDBOX') === 'SANDBOX';
}
