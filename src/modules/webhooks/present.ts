import type { LoggedAttempt, LoggedEvent } from '../../events/event-log.ts';
import { formatId } from '../../ids.ts';
import { stringify } from '../../kernel/json.ts';

/**
 * Events as JSON text rather than objects: `data` is the stored text itself, spliced in, so it
 * reads exactly as the delivered envelope carried it (envelope, src/events/delivery.ts), big
 * integers included, with no parse and no rounding.
 */

/** A WebhookEvent (with its deliveryAttempts when given: a WebhookEventDetail). */
export function webhookEventJson(row: LoggedEvent, attempts?: readonly LoggedAttempt[]): string {
  const fields: Record<string, unknown> = {
    id: formatId('Webhook', row.id),
    type: row.type,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    attemptCount: row.attempt_count,
  };
  if (row.status === 'PENDING') fields.nextAttemptAt = row.next_attempt_at.toISOString();
  if (row.delivered_at) fields.deliveredAt = row.delivered_at.toISOString();
  if (row.last_error) fields.lastError = row.last_error;
  if (attempts) fields.deliveryAttempts = attempts.map(presentAttempt);
  const text = stringify(fields);
  return row.data === null ? text : `${text.slice(0, -1)},"data":${row.data}}`;
}

function presentAttempt(a: LoggedAttempt): Record<string, unknown> {
  const out: Record<string, unknown> = { attempt: a.attempt, latencyMs: a.latency_ms, succeeded: a.succeeded, attemptedAt: a.attempted_at.toISOString() };
  if (a.url) out.url = a.url;
  if (a.status_code !== null) out.statusCode = a.status_code;
  if (a.error) out.error = a.error;
  return out;
}

