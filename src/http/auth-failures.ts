import type { Sql } from '../db/driver.ts';
import { purgeWhere, purgeWhereStatement } from '../db/purge.ts';
import type { Clock } from '../ports/clock.ts';

/** Failures a bucket may have before each further one blocks it. */
export const FREE_FAILURES = 10;
/** The longest block: 15 minutes. */
export const MAX_BLOCK_MS = 15 * 60_000;
/** A bucket with no failure for this long starts again from nothing. */
export const FORGET_AFTER_MS = 60 * 60_000;

const FORGOTTEN_FAILURES = purgeWhereStatement('auth_failures', 'last_failure_at < $2 AND (blocked_until IS NULL OR blocked_until < $3)');

/**
 * Failed authentications, counted per bucket (a client address, a client id) in the database
 * so every replica sees them. Past FREE_FAILURES, each failure blocks its buckets for twice as
 * long as the one before (2 s, 4 s, ... up to 15 minutes); a failed attempt while blocked is
 * answered 429 without being counted or looked up further.
 *
 * A block never refuses a valid credential: the Authenticator checks the credential first and
 * consults this only when it is wrong, so nobody can lock a platform out by failing under its
 * client id or from its address. API secrets are 256-bit random values that cannot be guessed,
 * so what the backoff protects against is the cost of floods of bad credentials, and it tells
 * a misconfigured client to stop.
 */
export class AuthFailures {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  /** Milliseconds until every bucket is unblocked; 0 when none is blocked. */
  async blockedFor(buckets: readonly string[]): Promise<number> {
    const now = this.clock.now();
    const rows = await this.sql.query<{ blocked_until: Date }>(
      'SELECT blocked_until FROM auth_failures WHERE bucket = ANY($1::text[]) AND blocked_until > $2',
      [buckets, now],
    );
    return remaining(rows, now);
  }

  /** Counts one failure in each bucket; milliseconds the buckets are now blocked for (0: not blocked). */
  async record(buckets: readonly string[]): Promise<number> {
    const now = this.clock.now();
    const stale = new Date(now.getTime() - FORGET_AFTER_MS);
    const rows = await this.sql.query<{ blocked_until: Date | null }>(
      `INSERT INTO auth_failures AS f (bucket, failures, last_failure_at, blocked_until)
       SELECT b, 1, $2, NULL FROM unnest($1::text[]) AS b
       ON CONFLICT (bucket) DO UPDATE SET
         failures = CASE WHEN f.last_failure_at < $3 THEN 1 ELSE f.failures + 1 END,
         last_failure_at = $2,
         blocked_until = CASE
           WHEN f.last_failure_at < $3 OR f.failures + 1 <= $4 THEN NULL
           ELSE $2::timestamptz + make_interval(secs => least(power(2, least(f.failures + 1 - $4, 30)), $5))
         END
       RETURNING blocked_until`,
      [buckets, now, stale, FREE_FAILURES, MAX_BLOCK_MS / 1000],
    );
    return remaining(rows.filter((r): r is { blocked_until: Date } => r.blocked_until !== null), now);
  }

  async purgeExpired(): Promise<void> {
    const now = this.clock.now();
    await purgeWhere(this.sql, FORGOTTEN_FAILURES, [new Date(now.getTime() - FORGET_AFTER_MS), now]);
  }
}

function remaining(rows: { blocked_until: Date }[], now: Date): number {
  let until = 0;
  for (const r of rows) until = Math.max(until, new Date(r.blocked_until).getTime());
  return Math.max(0, until - now.getTime());
}
