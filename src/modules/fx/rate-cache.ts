import type { Tx } from '../../kernel/tx.ts';
import type { FxSource } from '../../ports/fx-source.ts';
import { type Ratio, ratio } from '../../kernel/ratio.ts';

/** How long a platform keeps seeing the same rate for a corridor (spec §8: about 5 minutes). */
export const RATE_TTL_MS = 5 * 60 * 1000;

export interface CachedRate {
  rate: Ratio;
  updatedAt: Date;
}

interface CacheRow {
  rate_num: string;
  rate_den: string;
  fetched_at: Date;
}

const fromRow = (row: CacheRow): CachedRate => ({ rate: ratio(BigInt(row.rate_num), BigInt(row.rate_den)), updatedAt: row.fetched_at });

async function fresh(tx: Tx, from: string, to: string): Promise<CacheRow | undefined> {
  const rows = await tx.query<CacheRow>(
    `SELECT rate_num, rate_den, fetched_at FROM fx_rate_cache
      WHERE platform_id = $1 AND source_currency = $2 AND destination_currency = $3 AND expires_at > $4`,
    [tx.platformId, from, to, tx.now],
  );
  return rows[0];
}

/**
 * The platform's rate for a corridor: the cached one while it is fresh, else a new one from the
 * source, stored for RATE_TTL_MS. The database row (not process memory) is the cache, so every
 * replica shows a platform the same rate; when two replicas refresh at once the upsert keeps
 * the first and the second reads it back. Null when the source has no rate for the corridor.
 */
export async function cachedRate(tx: Tx, source: FxSource, from: string, to: string): Promise<CachedRate | null> {
  const cached = await fresh(tx, from, to);
  if (cached) return fromRow(cached);
  const quoted = await source.rate(from, to, tx.now);
  if (!quoted) return null;
  const expiresAt = new Date(tx.now.getTime() + RATE_TTL_MS);
  const stored = await tx.query<CacheRow>(
    `INSERT INTO fx_rate_cache (platform_id, source_currency, destination_currency, rate_num, rate_den, fetched_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (platform_id, source_currency, destination_currency) DO UPDATE
       SET rate_num = EXCLUDED.rate_num, rate_den = EXCLUDED.rate_den, fetched_at = EXCLUDED.fetched_at, expires_at = EXCLUDED.expires_at
       WHERE fx_rate_cache.expires_at <= EXCLUDED.fetched_at
     RETURNING rate_num, rate_den, fetched_at`,
    [tx.platformId, from, to, quoted.rate.num.toString(), quoted.rate.den.toString(), tx.now, expiresAt],
  );
  const row = stored[0] ?? (await fresh(tx, from, to));
  return row ? fromRow(row) : { rate: quoted.rate, updatedAt: tx.now };
}
