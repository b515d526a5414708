import type { KeyObject } from 'node:crypto';
import type { Db, TxSql } from '../db/driver.ts';
import { newId } from '../ids.ts';
import type { Clock } from '../ports/clock.ts';
import type { WebhookTransport } from '../ports/webhook-transport.ts';
import { signatureHeader } from './signer.ts';
import { claimDue } from './claim.ts';

export interface WebhookTarget {
  url?: string;
  /** The platform's webhook signing key (private, P-256). */
  signingKey: KeyObject;
}

export type WebhookTargets = (platformId: string) => Promise<WebhookTarget>;

interface EventRow {
  id: string;
  platform_id: string;
  type: string;
  data: string | null;
  created_at: Date;
  attempts: number;
}

export interface AttemptResult {
  ok: boolean;
  url?: string;
  statusCode?: number;
  responseBody?: string;
  error?: string;
  latencyMs: number;
}

/** Give up on an event this long after it was written. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
const LEASE_MS = 60_000;
/** At most this many deliveries (HTTP POSTs) at once per worker, whatever the round's size. */
const MAX_IN_FLIGHT = 32;

/**
 * Exponential backoff from 30 s doubling to a 2 h ceiling, with ±20% jitter so that a
 * recovering endpoint is not hit by every pending event in the same second. About 20
 * attempts fit in the day before an event is marked FAILED.
 */
export function retryDelayMs(attempt: number, random = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 2 * 60 * 60 * 1000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The envelope is assembled as text so `data` goes out byte-for-byte as it was stored. */
export function envelope(eventId: string, type: string, timestamp: Date, data: string | null): string {
  const head = `{"id":${JSON.stringify(`Webhook:${eventId}`)},"type":${JSON.stringify(type)},"timestamp":${JSON.stringify(timestamp.toISOString())}`;
  return data === null ? `${head}}` : `${head},"data":${data}}`;
}

export class WebhookDelivery {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transport: WebhookTransport,
    private readonly targets: WebhookTargets,
  ) {}

  /** One signed POST; any 2xx is success, and 409 means the receiver already has it. */
  async attempt(target: WebhookTarget, body: string): Promise<AttemptResult> {
    if (!target.url) return { ok: false, error: 'WEBHOOK_ENDPOINT_NOT_SET', latencyMs: 0 };
    const started = performance.now();
    try {
      const res = await this.transport.post(
        target.url,
        {
          'content-type': 'application/json',
          'user-agent': 'Corridor-Webhooks/1',
          'x-service-signature': signatureHeader(body, target.signingKey),
        },
        body,
      );
      const ok = (res.status >= 200 && res.status < 300) || res.status === 409;
      return {
        ok,
        url: target.url,
        statusCode: res.status,
        responseBody: res.body,
        error: ok ? undefined : `HTTP ${res.status}`,
        latencyMs: Math.round(performance.now() - started),
      };
    } catch (err) {
      return { ok: false, url: target.url, error: describe(err), latencyMs: Math.round(performance.now() - started) };
    }
  }

  /** Claims due events (several workers never hold the same one) and delivers them. */
  async deliverDue(batchSize = 200): Promise<number> {
    const now = this.clock.now();
    const claimed = await claimDue<EventRow>(this.db, 'events', 'next_attempt_at', 'id, platform_id, type, data, created_at, attempts', now, LEASE_MS, batchSize);
    const queue = [...claimed];
    const lane = async () => {
      for (let event = queue.shift(); event; event = queue.shift()) await this.deliverClaimed(event);
    };
    await Promise.all(Array.from({ length: Math.min(MAX_IN_FLIGHT, queue.length) }, lane));
    return claimed.length;
  }

  private async deliverClaimed(event: EventRow): Promise<void> {
    const target = await this.targets(event.platform_id);
    const sentAt = this.clock.now();
    const result = await this.attempt(target, envelope(event.id, event.type, sentAt, event.data));
    const now = this.clock.now();
    // The outcomes of a round's deliveries commit together (group commit).
    await this.db.transaction(async (tx) => {
      recordAttempt(tx, event.platform_id, event.id, event.attempts, result, now);
      if (result.ok) {
        tx.atCommit(`UPDATE events SET status = 'DELIVERED', delivered_at = $2, lease_until = NULL, last_error = NULL WHERE id = $1`, [
          event.id,
          now,
        ]);
      } else if (!target.url) {
        // Kept, and reported: nothing can be delivered until an endpoint is configured.
        tx.atCommit(`UPDATE events SET status = 'ENDPOINT_NOT_SET', lease_until = NULL, last_error = $2 WHERE id = $1`, [
          event.id,
          'WEBHOOK_ENDPOINT_NOT_SET',
        ]);
      } else if (now.getTime() - new Date(event.created_at).getTime() >= GIVE_UP_AFTER_MS) {
        tx.atCommit(`UPDATE events SET status = 'FAILED', lease_until = NULL, last_error = $2 WHERE id = $1`, [event.id, result.error]);
      } else {
        tx.atCommit(`UPDATE events SET next_attempt_at = $2, lease_until = NULL, last_error = $3 WHERE id = $1`, [
          event.id,
          new Date(now.getTime() + retryDelayMs(event.attempts)),
          result.error,
        ]);
      }
    }, { group: true });
  }
}

/** Records one delivery attempt; written with the transaction's COMMIT. */
export function recordAttempt(
  sql: Pick<TxSql, 'atCommit'>,
  platformId: string,
  eventId: string,
  attempt: number,
  result: AttemptResult,
  at: Date,
): void {
  sql.atCommit(
    `INSERT INTO webhook_attempts (id, platform_id, event_id, attempt, url, status_code, latency_ms, error, succeeded, attempted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [newId(), platformId, eventId, attempt, result.url ?? null, result.statusCode ?? null, result.latencyMs, result.error ?? null, result.ok, at],
  );
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: { code?: string } }).cause;
    return cause?.code ? `${err.name}: ${cause.code}` : `${err.name}: ${err.message}`;
  }
  return String(err);
}
