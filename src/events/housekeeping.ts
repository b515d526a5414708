import type { Db, Sql } from '../db/driver.ts';
import { purgeBefore, purgeInBatches, purgeStatement } from '../db/purge.ts';

/**
 * Housekeeping run by the worker's housekeeping round (src/app.ts) after the modules' own
 * purges: the outbox tables (docs/operations.md, "Housekeeping"). The retention of the other
 * modules' passing records is set here too, with the rest of the round's settings. An event
 * stays while it may still be delivered; once it is finished (delivered, given up on after a day of
 * retries, or never to be sent for want of an endpoint) it and its delivery attempts are kept
 * for `eventsMs`, for whoever looks into a delivery, then go. A job goes `jobsMs` after it
 * finished; a pending one stays however old.
 */
export interface Retention {
  /** Finished events and their webhook attempts, counted from the event's creation. */
  eventsMs: number;
  /** DONE and FAILED jobs, counted from when they finished. */
  jobsMs: number;
  /** Receiver lookups (receiver_lookups), counted from the lookup. */
  lookupsMs: number;
  /** COMPLETED and FAILED customer imports (customer_imports), counted from when they finished. */
  importsMs: number;
  /** The card reveal audit (card_reveals), counted from the reveal; at least CARD_REVEAL_MIN_RETENTION_MS. */
  cardRevealsMs: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** The card reveal audit is kept at least a year: PCI DSS 10.5.1 asks audit logs be kept 12 months. */
export const CARD_REVEAL_MIN_RETENTION_MS = 365 * DAY_MS;

export const DEFAULT_RETENTION: Retention = {
  eventsMs: 30 * DAY_MS,
  jobsMs: 7 * DAY_MS,
  lookupsMs: 7 * DAY_MS,
  importsMs: 30 * DAY_MS,
  cardRevealsMs: CARD_REVEAL_MIN_RETENTION_MS,
};


// Both tables are written on every payment's path, so neither gets an index of its own for
// this: their purges are ranges of the primary key (purgeStatement). The timestamp decides; the
// id range only narrows what is read. A row's id is made at or just after its timestamp, so the
// range holds every row old enough but those of the cut-off's last moment, which the next round
// takes. Events take their attempts with them, hence a statement of their own.

const FINISHED_EVENTS = `WITH gone AS (
    DELETE FROM events WHERE id = ANY (ARRAY(
      SELECT id FROM events
      WHERE id < $1 AND created_at < $2 AND status IN ('DELIVERED', 'FAILED', 'ENDPOINT_NOT_SET')
      ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED))
    RETURNING id),
  attempts AS (DELETE FROM webhook_attempts WHERE event_id = ANY (ARRAY(SELECT id FROM gone)))
  SELECT count(*)::int AS n FROM gone`;

const FINISHED_JOBS = purgeStatement('jobs', "finished_at < $2 AND status IN ('DONE', 'FAILED')");


/** Finished events created before `now - retentionMs`, with their webhook attempts; returns how many events went. */
export function purgeFinishedEvents(sql: Sql, now: Date, retentionMs = DEFAULT_RETENTION.eventsMs): Promise<number> {
  return purgeInBatches(sql, FINISHED_EVENTS, purgeBefore(now, retentionMs));
}

/** DONE and FAILED jobs that finished before `now - retentionMs`; returns how many went. */
export function purgeFinishedJobs(sql: Sql, now: Date, retentionMs = DEFAULT_RETENTION.jobsMs): Promise<number> {
  return purgeInBatches(sql, FINISHED_JOBS, purgeBefore(now, retentionMs));
}

/** The outbox's part of the housekeeping round (src/app.ts): finished events with their attempts, finished jobs. */
export async function purgeOutbox(db: Db, now: Date, retention: Retention = DEFAULT_RETENTION): Promise<void> {
  await purgeFinishedEvents(db, now, retention.eventsMs);
  await purgeFinishedJobs(db, now, retention.jobsMs);
}
