import { errors } from '../../http/errors.ts';
import { presentCurrency } from '../fx/index.ts';

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

/** DAILY_VOLUME_LIMIT_EXCEEDED (429) for a source account in `currency`, retryable at the next UTC day. */
export function dailyVolumeExceeded(currency: string, now: Date) {
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const max = inMinor(DAILY_VOLUME_MAX_MAJOR, currency);
  const retryAfter = Math.ceil((dayStart + DAY_MS - now.getTime()) / 1000);
  return errors.DAILY_VOLUME_LIMIT_EXCEEDED(`This account may send at most ${max} ${currency} minor units per UTC day`, { maxAmount: max }, { 'Retry-After': String(retryAfter) });
}
