import type { Sql } from '../../db/driver.ts';

/**
 * Housekeeping of the SCA tables, run by the worker's housekeeping round (src/app.ts). A login
 * code or an unconfirmed enrollment serves for minutes, a login session for 180 days (or until
 * revoked); each is kept a day past its end, so that a late call still hears why it is refused,
 * then goes. Resets stay: they count towards the 5-per-24-hours limit and are the record of a
 * factor's replacement.
 */
export const SCA_GRACE_MS = 24 * 60 * 60_000;

export async function purgeScaRecords(sql: Sql, now: Date): Promise<void> {
  const before = new Date(now.getTime() - SCA_GRACE_MS);
  await sql.query('DELETE FROM sca_challenges WHERE expires_at < $1', [before]);
  await sql.query('DELETE FROM sca_enrollments WHERE expires_at < $1', [before]);
  await sql.query('DELETE FROM sca_sessions WHERE expires_at < $1 OR revoked_at < $1', [before]);
}
