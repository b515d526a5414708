import type { Sql } from '../db/driver.ts';

/**
 * Claims up to `limit` due PENDING rows of an outbox-like table with a lease: FOR UPDATE SKIP
 * LOCKED keeps concurrent workers off each other's rows, and an expired lease (a crashed
 * worker) makes a row claimable again. Used for scheduled jobs; webhook events have a claim of
 * their own that also spreads a round over platforms (WebhookDelivery.startDue).
 */
export async function claimDue<R>(
  sql: Sql,
  table: 'jobs',
  dueColumn: 'due_at',
  returning: string,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<R[]> {
  return sql.query<R>(
    `UPDATE ${table} SET lease_until = $2, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM ${table}
       WHERE status = 'PENDING' AND ${dueColumn} <= $1 AND (lease_until IS NULL OR lease_until < $1)
       ORDER BY ${dueColumn} LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING ${returning}`,
    [now, new Date(now.getTime() + leaseMs), limit],
  );
}
