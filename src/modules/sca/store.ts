import type { Sql } from '../../db/driver.ts';

export type EnrolledFactor = 'TOTP' | 'PASSKEY';

export interface FactorRow {
  id: string;
  platform_id: string;
  customer_id: string;
  factor: EnrolledFactor;
  totp_secret: string | null;
  totp_last_step: bigint | null;
  credential_id: string | null;
  public_key: string | null;
  sign_count: bigint;
  transports: string[];
  rp_id: string | null;
  origin: string | null;
  created_at: Date;
  updated_at: Date;
}

export async function factorsOf(sql: Sql, platformId: string, customerId: string): Promise<FactorRow[]> {
  return sql.query<FactorRow>('SELECT * FROM sca_factors WHERE platform_id = $1 AND customer_id = $2 ORDER BY created_at, id', [platformId, customerId]);
}

async function factorOf(sql: Sql, platformId: string, customerId: string, factor: EnrolledFactor, lock: boolean): Promise<FactorRow | undefined> {
  const rows = await sql.query<FactorRow>(
    `SELECT * FROM sca_factors WHERE platform_id = $1 AND customer_id = $2 AND factor = $3${lock ? ' FOR UPDATE' : ''}`,
    [platformId, customerId, factor],
  );
  return rows[0];
}

export const passkeyOf = (sql: Sql, platformId: string, customerId: string, lock = false) => factorOf(sql, platformId, customerId, 'PASSKEY', lock);
export const totpOf = (sql: Sql, platformId: string, customerId: string, lock = false) => factorOf(sql, platformId, customerId, 'TOTP', lock);

export async function deleteFactor(sql: Sql, id: string): Promise<void> {
  await sql.query('DELETE FROM sca_factors WHERE id = $1', [id]);
}

export interface EnrollmentRow {
  id: string;
  factor: EnrolledFactor;
  totp_secret: string | null;
  challenge: string | null;
  expires_at: Date;
}

/** The customer's pending enrollment of `factor`, locked; a new start replaces it. */
export async function pendingEnrollment(sql: Sql, platformId: string, customerId: string, factor: EnrolledFactor): Promise<EnrollmentRow | undefined> {
  const rows = await sql.query<EnrollmentRow>(
    'SELECT id, factor, totp_secret, challenge, expires_at FROM sca_enrollments WHERE platform_id = $1 AND customer_id = $2 AND factor = $3 FOR UPDATE',
    [platformId, customerId, factor],
  );
  return rows[0];
}
