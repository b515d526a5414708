import { isDatabaseUnavailable, type Sql } from '../db/driver.ts';
import { newId } from '../ids.ts';

/**
 * Claims up to `limit` due PENDING rows of an outbox-like table with a lease: FOR UPDATE SKIP
 * LOCKED keeps concurrent workers off each other's rows, and an expired lease (a crashed
 * worker) makes a row claimable again. Used for scheduled jobs; webhook events have a claim of
 * their own that also spreads a round over platforms (WebhookDelivery.startDue). The claim is
 * named (`claim`), for `unsure` to find it again when its answer is lost.
 */
export async function claimDue<R>(
  sql: Sql,
  table: 'jobs',
  dueColumn: 'due_at',
  returning: string,
  now: Date,
  leaseMs: number,
  limit: number,
  unsure: UnsureClaims,
): Promise<R[]> {
  const reclaimed = await unsure.reclaim<R>(sql, table, dueColumn, returning, now, leaseMs);
  const claim = newId();
  const claimed = await unsure.watch(
    claim,
    sql.query<R>(
      `UPDATE ${table} SET lease_until = $2, attempts = attempts + 1, claim = $4
       WHERE id IN (
         SELECT id FROM ${table}
         WHERE status = 'PENDING' AND ${dueColumn} <= $1 AND (lease_until IS NULL OR lease_until < $1)
         ORDER BY ${dueColumn} LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING ${returning}`,
      [now, new Date(now.getTime() + leaseMs), limit, claim],
    ),
  );
  return [...reclaimed, ...claimed];
}

/** Unsure claims a worker remembers at most; the rows of older ones wait out their lease. */
const MAX_UNSURE = 64;

/**
 * One worker's claims (of jobs, of webhook events) whose statement was sent but whose answer
 * never came: the connection or the primary was lost, a failover. A claim is one statement
 * outside a transaction, so it may have committed, and its rows would then sit under a lease
 * nobody knows of, this worker included, until it runs out (a minute). The worker takes them
 * back at its next round instead (`reclaim`); a claim that never committed finds nothing.
 */
export class UnsureClaims {
  private claims: string[] = [];

  /** `statement`'s rows; when its outcome is lost, `claim` is remembered. */
  async watch<R>(claim: string, statement: Promise<R>): Promise<R> {
    try {
      return await statement;
    } catch (err) {
      if (isDatabaseUnavailable(err) && err.outcomeUnknown) this.claims = [...this.claims, claim].slice(-MAX_UNSURE);
      throw err;
    }
  }

  /**
   * The rows of the remembered claims that committed and are still this worker's (PENDING, the
   * lease running), with a fresh lease. Read through the table's due index: such rows came due
   * before their claim. When this statement's own answer is lost, the claims stay remembered
   * and are looked for again next round.
   */
  async reclaim<R>(sql: Sql, table: 'jobs' | 'events', dueColumn: 'due_at' | 'next_attempt_at', returning: string, now: Date, leaseMs: number): Promise<R[]> {
    if (this.claims.length === 0) return [];
    const claims = this.claims;
    const rows = await sql.query<R>(
      `UPDATE ${table} SET lease_until = $3
       WHERE status = 'PENDING' AND ${dueColumn} <= $1 AND lease_until > $1 AND claim = ANY ($2::uuid[])
       RETURNING ${returning}`,
      [now, claims, new Date(now.getTime() + leaseMs)],
    );
    this.claims = this.claims.filter((c) => !claims.includes(c));
    return rows;
  }
}
