import type { Sql } from '../../db/driver.ts';
import { purgeWhere, purgeWhereStatement } from '../../db/purge.ts';

/**
 * Housekeeping of the signed-retry tables, run by the worker's housekeeping round (src/app.ts).
 * A request row serves until it expires (5 minutes; a used one is used before that) and a
 * while after, so that a late retry still hears why it is refused; then it goes. An operation
 * that was still processing goes once its result is delivered, or a day after it settled if
 * nobody came for it; one the provider is still working on stays. A one-time code that was never
 * used goes a day after it expired, with the sealed key it was to be opened with (a used one gave
 * its key up at once); a late verify then hears that no code is outstanding.
 */
export const REQUEST_GRACE_MS = 60 * 60_000;
export const UNCLAIMED_RESULT_MS = 24 * 60 * 60_000;
export const OTP_GRACE_MS = 24 * 60 * 60_000;

const ENDED_REQUESTS = purgeWhereStatement('wallet_requests', 'expires_at < $2', 'expires_at');
const FINISHED_OPERATIONS = purgeWhereStatement(
  'wallet_operations',
  "(status = 'DELIVERED' AND delivered_at < $2) OR (status = 'SETTLED' AND settled_at < $3)",
);
const UNUSED_OTPS = purgeWhereStatement('wallet_otps', 'expires_at < $2');

export async function purgeWalletRequests(sql: Sql, now: Date): Promise<void> {
  await purgeWhere(sql, ENDED_REQUESTS, [new Date(now.getTime() - REQUEST_GRACE_MS)]);
  await purgeWhere(sql, FINISHED_OPERATIONS, [new Date(now.getTime() - REQUEST_GRACE_MS), new Date(now.getTime() - UNCLAIMED_RESULT_MS)]);
  await purgeWhere(sql, UNUSED_OTPS, [new Date(now.getTime() - OTP_GRACE_MS)]);
}
