import type { Sql } from '../../db/driver.ts';
import { environmentOf } from '../platforms/index.ts';

/** SANDBOX or PRODUCTION: decides the fixed OTP and the legacy sandbox literals. */
export async function isSandbox(sql: Sql, platformId: string): Promise<boolean> {
  return (await environmentOf(sql, platformId)) === 'SANDBOX';
}
