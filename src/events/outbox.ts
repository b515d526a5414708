import type { Sql } from '../db/driver.ts';
import { newId } from '../ids.ts';
import { stringify } from '../http/json.ts';

/**
 * The outbox: an event row written in the same transaction as the change it reports, so an
 * event exists if and only if the change committed. The delivery worker sends it later.
 */
export async function emitEvent(sql: Sql, platformId: string, type: string, data: unknown, now: Date): Promise<string> {
  const id = newId();
  await sql.query(
    `INSERT INTO events (id, platform_id, type, data, created_at, next_attempt_at) VALUES ($1, $2, $3, $4, $5, $5)`,
    [id, platformId, type, data === undefined ? null : stringify(data), now],
  );
  return id;
}
