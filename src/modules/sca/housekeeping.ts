import type { Sql } from '../../db/driver.ts';
import { purgeWhere, purgeWhereStatement } from '../../db/purge.ts';

/**
 * Housekeeping of the SCA tables, run by the worker's housekeeping round (src/app.ts). A login
 * code or an unconfirmed enrollment serves for minutes, a login session for 180 days (or until
 * revoked); each is kept a day past its end, so that a late call still hears why it is refused,
 * then goes. Resets stay: they count towards the 5-per-24-hours limit and are the record of a
 * factor's replacement.
 */
export const SCA_GRACE_MS = 24 * 60 * 60_000;

const ENDED_CHALLENGES = purgeWhereStatement('sca_challenges', 'expires_at < $2');
const ENDED_ENROLLMENTS = purgeWhereStatement('sca_enrollments', 'expires_at < $2');
const ENDED_SESSIONS = purgeWhereStatement('sca_sessions', 'expires_at < $2 OR revoked_at < $2');

export async function purgeScaRecords(sql: Sql, now: Date): Promise<void> {
  const before = new Date(now.getTime() - SCA_GRACE_MS);
  await purgeWhere(sql, ENDED_CHALLENGES, [before]);
  await purgeWhere(sql, ENDED_ENROLLMENTS, [before]);
  await purgeWhere(sql, ENDED_SESSIONS, [before]);
}
