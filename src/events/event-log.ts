import { Conditions, pageOf } from '../db/conditions.ts';
import type { Sql } from '../db/driver.ts';
import type { Page, PageRequest } from '../http/pagination.ts';

/**
 * The delivery log: the outbox's events as the delivery worker left them, with their attempts,
 * for whoever looks into a delivery (the webhooks module's operations), and the one change made
 * to them from outside the worker, a redelivery. Reads and that change only; delivery.ts writes
 * the rest.
 */

export type EventStatus = 'PENDING' | 'DELIVERED' | 'FAILED' | 'ENDPOINT_NOT_SET';

export interface LoggedEvent {
  id: string;
  type: string;
  status: EventStatus;
  /** JSON text, byte for byte as delivered; null for an event written without data. */
  data: string | null;
  created_at: Date;
  next_attempt_at: Date;
  delivered_at: Date | null;
  last_error: string | null;
  /** Delivery attempts recorded (webhook_attempts), not the worker's claim counter. */
  attempt_count: number;
}

export interface LoggedAttempt {
  attempt: number;
  url: string | null;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  succeeded: boolean;
  attempted_at: Date;
}

export interface EventFilters {
  type?: string;
  status?: string;
  /** The `id` of the event's data object (`Transaction:<uuid>`). */
  objectId?: string;
}

/**
 * Events with how many attempts each has on record. The count runs only for the rows a
 * statement returns (a page), each along webhook_attempts_event; a bare count of the events
 * never computes it.
 */
const LOGGED = `(SELECT e.*, (SELECT count(*)::int FROM webhook_attempts a WHERE a.event_id = e.id) AS attempt_count FROM events e) AS logged`;

/**
 * One page of the platform's events, newest first, and their bounded total (pageOf).
 *
 * What it costs: events has no index by platform (migration 014 dropped it, and none comes
 * back: every payment writes several events, and each index is paid on each of them). A page
 * reads the primary key backwards, all platforms' events newer than its last row, keeping the
 * platform's; the total reads on until it has counted past the exact-count limit or reached
 * the oldest event. Housekeeping keeps finished events 30 days, which bounds both. `objectId`
 * is not indexed either: of the platform's rows it reads, only those whose text holds the
 * quoted id (strpos, no parse) are parsed to compare `data.id`, so a filter that matches few
 * events costs a read of the platform's 30 days, not a JSON parse of each.
 */
export function pageOfEvents<T>(sql: Sql, platformId: string, filters: EventFilters, page: PageRequest, present: (row: LoggedEvent) => T): Promise<Page<T>> {
  const where = new Conditions(platformId).when(filters.type, 'type = ?').when(filters.status, 'status = ?');
  if (filters.objectId !== undefined && filters.objectId !== '') {
    // The stored text is JSON.stringify's, so the id appears quoted exactly like this wherever it is.
    const quoted = where.param(JSON.stringify(filters.objectId));
    const id = where.param(filters.objectId);
    where.always(`strpos(data, ${quoted}) > 0 AND (data::jsonb)->>'id' = ${id}`);
  }
  return pageOf<LoggedEvent, T>(sql, LOGGED, where, page, present);
}

/** One event of the platform with its attempts in attempt order; undefined when it has no such event. */
export async function findEvent(sql: Sql, platformId: string, id: string): Promise<{ event: LoggedEvent; attempts: LoggedAttempt[] } | undefined> {
  const [events, attempts] = await Promise.all([
    sql.query<LoggedEvent>(`SELECT * FROM ${LOGGED} WHERE id = $1 AND platform_id = $2`, [id, platformId]),
    sql.query<LoggedAttempt>(
      `SELECT attempt, url, status_code, latency_ms, error, succeeded, attempted_at FROM webhook_attempts
       WHERE event_id = $1 AND platform_id = $2 ORDER BY attempt, attempted_at`,
      [id, platformId],
    ),
  ]);
  return events[0] && { event: events[0], attempts };
}

/**
 * Puts a delivered, failed or never-sent event back in the delivery queue, due at `now`: the
 * worker claims it as any pending event and sends it with its id and data (delivery.ts). Its
 * attempts stay, and the claim counter goes on from where it was, so the new attempts are
 * numbered after the old ones. The lease is cleared, so an event being sent right now may go
 * out twice: what a redelivery asks for, and receivers recognise a repeat by its id.
 * Undefined when the platform has no such event.
 */
export async function requeueEvent(sql: Sql, platformId: string, id: string, now: Date): Promise<LoggedEvent | undefined> {
  const rows = await sql.query<LoggedEvent>(
    `WITH queued AS (
       UPDATE events SET status = 'PENDING', next_attempt_at = $3, lease_until = NULL
       WHERE id = $1 AND platform_id = $2
       RETURNING *)
     SELECT q.*, (SELECT count(*)::int FROM webhook_attempts a WHERE a.event_id = q.id) AS attempt_count FROM queued q`,
    [id, platformId, now],
  );
  return rows[0];
}
