import type { Sql } from '../../db/driver.ts';
import { errors } from '../../http/errors.ts';
import { presentCurrency } from '../fx/currencies.ts';

/**
 * The sandbox's documented limits (docs/sandbox.md, "Money movement"), in major units of the
 * sending currency so that they mean the same in every currency:
 * - one payment may send at most 1,000,000 (TRANSACTION_SIZE_LIMIT_EXCEEDED, 400);
 * - one source account may send at most 2,000,000 per UTC day (DAILY_VOLUME_LIMIT_EXCEEDED, 429);
 * - a destination still pending ownership verification may receive at most 1,000 per payment
 *   (the Travel Rule threshold; above it EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED).
 * The platform's own min/max per currency (PATCH /config) apply first (AMOUNT_OUT_OF_RANGE).
 */
export const SINGLE_PAYMENT_MAX_MAJOR = 1_000_000n;
export const DAILY_VOLUME_MAX_MAJOR = 2_000_000n;
export const UNVERIFIED_DESTINATION_MAX_MAJOR = 1_000n;

export const inMinor = (major: bigint, currency: string) => major * 10n ** BigInt(presentCurrency(currency).decimals);

export function assertSize(amount: bigint, currency: string): void {
  const max = inMinor(SINGLE_PAYMENT_MAX_MAJOR, currency);
  if (amount > max) throw errors.TRANSACTION_SIZE_LIMIT_EXCEEDED(`A single payment may send at most ${max} ${currency} minor units`, { maxAmount: max });
}

const DAY_MS = 86_400_000;

/**
 * Called with the source account locked (its hold was just placed), so concurrent payments
 * from one account are counted one after the other and cannot overshoot together.
 */
export async function assertDailyVolume(sql: Sql, platformId: string, sourceAccountId: string, currency: string, amount: bigint, now: Date): Promise<void> {
  const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const rows = await sql.query<{ total: string }>(
    `SELECT COALESCE(sum(sent_amount), 0)::text AS total FROM transactions
     WHERE platform_id = $1 AND source_account_id = $2 AND type = 'OUTGOING' AND status <> 'FAILED' AND created_at >= $3`,
    [platformId, sourceAccountId, dayStart],
  );
  const max = inMinor(DAILY_VOLUME_MAX_MAJOR, currency);
  if (BigInt(rows[0].total) + amount > max) {
    const retryAfter = Math.ceil((dayStart.getTime() + DAY_MS - now.getTime()) / 1000);
    throw errors.DAILY_VOLUME_LIMIT_EXCEEDED(`This account may send at most ${max} ${currency} minor units per UTC day`, { maxAmount: max }, { 'Retry-After': String(retryAfter) });
  }
}
