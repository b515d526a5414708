import type { Sql } from '../../db/driver.ts';
import { newId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';

/** A customer's SCA login lasts 180 days (spec section 8). */
export const SESSION_MS = 180 * 24 * 60 * 60_000;

export type LoginFactor = 'SMS_OTP' | 'TOTP' | 'PASSKEY';

export async function openScaSession(tx: Tx, customerId: string, factor: LoginFactor, endUserIp: string): Promise<Date> {
  const expiresAt = new Date(tx.now.getTime() + SESSION_MS);
  await tx.query(
    'INSERT INTO sca_sessions (id, platform_id, customer_id, factor, end_user_ip, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [newId(), tx.platformId, customerId, factor, endUserIp, tx.now, expiresAt],
  );
  return expiresAt;
}

export async function hasLiveSession(sql: Sql, platformId: string, customerId: string, now: Date): Promise<boolean> {
  const rows = await sql.query(
    'SELECT 1 FROM sca_sessions WHERE platform_id = $1 AND customer_id = $2 AND revoked_at IS NULL AND expires_at > $3 LIMIT 1',
    [platformId, customerId, now],
  );
  return rows.length > 0;
}

export async function revokeScaSessions(tx: Tx, customerId: string): Promise<void> {
  await tx.query('UPDATE sca_sessions SET revoked_at = $3 WHERE platform_id = $1 AND customer_id = $2 AND revoked_at IS NULL', [
    tx.platformId,
    customerId,
    tx.now,
  ]);
}
