import type { Sql } from '../db/driver.ts';
import { purgeWhere, purgeWhereStatement } from '../db/purge.ts';
import type { Clock } from '../ports/clock.ts';
import { errors } from './errors.ts';

// Read on every limited request, so no index of its own: each batch reads the table until it has one.
const ENDED_WINDOWS = purgeWhereStatement('rate_limit_windows', 'expires_at < $2');

/**
 * A fixed-window counter kept in the database, so a limit holds across every replica that
 * shares it. One statement per hit: the upsert both counts and reads.
 */
export class RateLimiter {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit on `bucket`; throws 429 RATE_LIMITED (with Retry-After) past `limit` per `windowMs`. */
  async hit(bucket: string, limit: number, windowMs: number): Promise<void> {
    const now = this.clock.now().getTime();
    const windowStart = now - (now % windowMs);
    const rows = await this.sql.query<{ hits: number }>(
      `INSERT INTO rate_limit_windows (bucket, window_start, hits, expires_at) VALUES ($1, $2, 1, $3)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_windows.hits + 1
       RETURNING hits`,
      [bucket, new Date(windowStart), new Date(windowStart + windowMs)],
    );
    if (rows[0].hits > limit) throw this.limited(windowStart + windowMs - now);
  }

  /** Throws 429 if `bucket` is already past `limit` in the current window, without counting. */
  async check(bucket: string, limit: number, windowMs: number): Promise<void> {
    const now = this.clock.now().getTime();
    const windowStart = now - (now % windowMs);
    const rows = await this.sql.query<{ hits: number }>(
      'SELECT hits FROM rate_limit_windows WHERE bucket = $1 AND window_start = $2',
      [bucket, new Date(windowStart)],
    );
    if (rows.length > 0 && rows[0].hits >= limit) throw this.limited(windowStart + windowMs - now);
  }

  async purgeExpired(): Promise<void> {
    await purgeWhere(this.sql, ENDED_WINDOWS, [this.clock.now()]);
  }

  private limited(waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return errors.RATE_LIMITED(`Too many requests; retry in ${seconds} s`, { retryAfterSeconds: seconds }, {
      'retry-after': String(seconds),
    });
  }
}
