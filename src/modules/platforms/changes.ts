import type { Sql } from '../../db/driver.ts';

/** The channel on which a platform's change is announced to every replica's cache. */
export const PLATFORM_CHANGED = 'corridor_platform_changed';

/** Inside the transaction that changes a platform: tells every replica to drop its copy on commit. */
export async function announcePlatformChange(tx: Sql, platformId: string): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [PLATFORM_CHANGED, platformId]);
}
