import type { KeyObject } from 'node:crypto';
import { type Db, insertInto, type TxSql } from '../db/driver.ts';
import { UnsureClaims } from './claim.ts';
import { formatId, newId } from '../ids.ts';
import type { Clock } from '../ports/clock.ts';
import { EgressRefused } from '../egress/egress.ts';
import type { WebhookTransport } from '../ports/webhook-transport.ts';
import { signatureHeaders } from './signer.ts';

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
/** At most this many deliveries (HTTP POSTs) at once per worker. */
const MAX_IN_FLIGHT = 64;
/**
 * At most this many at once per platform and worker: an endpoint that hangs holds these until
 * the transport's deadline, and the rest of the worker's slots stay free for other platforms.
 */
const PER_PLATFORM = 16;
/** Due rows looked at per claim, oldest first, before choosing at most PER_PLATFORM of each platform. */
const CANDIDATES = 500;
/** Events of platforms without an endpoint closed per statement (closeUnset). */
const UNSET_BATCH = 1000;
const UNSET_ERROR = 'WEBHOOK_ENDPOINT_NOT_SET';
/** What a claim reads of each event. */
const EVENT_COLUMNS = 'id, platform_id, type, data, created_at, attempts';

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
          ...signatureHeaders(body, target.signingKey),
        },
        body,
      );
      const ok = (res.status >= 200 && res.status < 300) || res.status === 409;
      return {
        ok,
        url: target.url,
        statusCode: res.status,
        // An endpoint that refused the event keeps its answer: only its status is reported.
        responseBody: ok ? res.body : undefined,
        error: ok ? undefined : `HTTP ${res.status}`,
        latencyMs: Math.round(performance.now() - started),
      };
    } catch (err) {
      return { ok: false, url: target.url, error: describe(err), latencyMs: Math.round(performance.now() - started) };
    }
  }

  /** Deliveries running in this process, per platform. */
  private readonly running = new Map<string, number>();
  private inFlight = 0;
  /**
   * Platforms that had no endpoint at their last claim: nothing is sent for them, so their
   * events are not held to PER_PLATFORM (an endpoint set since is seen when the claimed events'
   * targets are read, and they are delivered as usual).
   */
  private readonly noEndpoint = new Set<string>();
  private readonly settled = new Set<Promise<void>>();
  private slotFree: () => void = () => {};
  /** This worker's claims whose answer was lost (claim.ts). */
  private readonly unsure = new UnsureClaims();

  /** Called each time a delivery ends, so the worker can claim again at once. */
  onSlotFree(fn: () => void): void {
    this.slotFree = fn;
  }

  private outcomeLost: (err: Error) => void = () => {};

  /**
   * Called when a delivery could not be finished or its outcome recorded (the database refused
   * the write, say): the event keeps its lease and is sent again once the lease ends, so the
   * receiver may see it twice; the worker reports it rather than letting it pass unseen.
   */
  onOutcomeLost(fn: (err: Error) => void): void {
    this.outcomeLost = fn;
  }

  /**
   * Claims due events (several workers never hold the same one) and starts delivering them,
   * within MAX_IN_FLIGHT and PER_PLATFORM counting what is still running: a slow endpoint
   * never delays another platform's events behind its own. `finished` settles when this
   * call's deliveries are recorded; the worker's loop does not wait for it, tests do.
   */
  async startDue(batchSize = 200): Promise<{ claimed: number; finished: Promise<void> }> {
    const now = this.clock.now();
    const closed = await this.closeUnset(now);
    const room = Math.min(batchSize, MAX_IN_FLIGHT - this.inFlight);
    if (room <= 0) return { claimed: closed, finished: Promise.resolve() };
    const busy = [...this.running];
    const reclaimed = await this.unsure.reclaim<EventRow>(this.db, 'events', 'next_attempt_at', EVENT_COLUMNS, now, LEASE_MS);
    // Named, so that a claim whose answer was lost can be found again (UnsureClaims).
    const claim = newId();
    const claiming = this.db.query<EventRow>(
      `UPDATE events SET lease_until = $2, attempts = attempts + 1, claim = $9
       WHERE id IN (
         SELECT id FROM (
           SELECT c.id, c.next_attempt_at, row_number() OVER (PARTITION BY c.platform_id ORDER BY c.next_attempt_at) AS n, busy.running, cap.cap
           FROM (SELECT id, platform_id, next_attempt_at FROM events
                 WHERE status = 'PENDING' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
                 ORDER BY next_attempt_at LIMIT $6 FOR UPDATE SKIP LOCKED) c
           LEFT JOIN unnest($4::uuid[], $5::int[]) AS busy(platform_id, running) ON busy.platform_id = c.platform_id
           JOIN LATERAL (SELECT CASE WHEN c.platform_id = ANY ($8::uuid[]) THEN $3::int ELSE $7::int END AS cap) cap ON true
         ) ranked
         WHERE n <= cap - coalesce(running, 0)
         ORDER BY next_attempt_at LIMIT $3)
       RETURNING ${EVENT_COLUMNS}`,
      [now, new Date(now.getTime() + LEASE_MS), room, busy.map(([id]) => id), busy.map(([, n]) => n), CANDIDATES, PER_PLATFORM, [...this.noEndpoint], claim],
    );
    const claimed = [...reclaimed, ...(await this.unsure.watch(claim, claiming))];
    // Events of platforms without an endpoint have nowhere to go: recorded together, at once.
    const targets = new Map(await Promise.all([...new Set(claimed.map((e) => e.platform_id))].map(async (id) => [id, await this.targets(id)] as const)));
    for (const [id, target] of targets) {
      if (target.url) this.noEndpoint.delete(id);
      else this.noEndpoint.add(id);
    }
    const unset = claimed.filter((e) => !targets.get(e.platform_id)?.url);
    const runs = claimed.filter((e) => targets.get(e.platform_id)?.url).map((event) => this.track(event));
    if (unset.length > 0) runs.push(this.recordUnset(unset));
    return { claimed: closed + claimed.length, finished: Promise.all(runs).then(() => undefined) };
  }

  /**
   * The due events of platforms still without an endpoint, closed as ENDPOINT_NOT_SET in one
   * statement: nothing is sent, so nothing is leased first and no attempt is recorded (the
   * event's status and last_error say why it was not sent). At most UNSET_BATCH per call.
   */
  private async closeUnset(now: Date): Promise<number> {
    if (this.noEndpoint.size === 0) return 0;
    // An endpoint set since the last claim (the platform cache is evicted when it changes) takes them out.
    const targets = await Promise.all([...this.noEndpoint].map(async (id) => [id, (await this.targets(id)).url] as const));
    for (const [id, url] of targets) if (url) this.noEndpoint.delete(id);
    const still = targets.filter(([, url]) => !url).map(([id]) => id);
    if (still.length === 0) return 0;
    const closed = await this.db.query<{ id: string }>(
      `UPDATE events SET status = 'ENDPOINT_NOT_SET', attempts = attempts + 1, lease_until = NULL, last_error = $3
       WHERE id IN (
         SELECT id FROM events
         WHERE status = 'PENDING' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until < $1) AND platform_id = ANY ($2::uuid[])
         ORDER BY next_attempt_at LIMIT $4 FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [now, still, UNSET_ERROR, UNSET_BATCH],
    );
    return closed.length;
  }

  /** Claimed before the platform was known to have no endpoint: closed like closeUnset's, in one statement. */
  private async recordUnset(events: EventRow[]): Promise<void> {
    await this.db.query(`UPDATE events SET status = 'ENDPOINT_NOT_SET', lease_until = NULL, last_error = $2 WHERE id = ANY ($1::uuid[])`, [
      events.map((e) => e.id),
      UNSET_ERROR,
    ]);
  }

  /** Claims and delivers due events, returning once their outcomes are recorded. */
  async deliverDue(batchSize = 200): Promise<number> {
    const { claimed, finished } = await this.startDue(batchSize);
    await finished;
    return claimed;
  }

  /** Resolves when every delivery started so far is recorded (shutdown). */
  async idle(): Promise<void> {
    while (this.settled.size > 0) await Promise.all([...this.settled]);
  }

  private track(event: EventRow): Promise<void> {
    this.inFlight++;
    this.running.set(event.platform_id, (this.running.get(event.platform_id) ?? 0) + 1);
    const run = this.deliverClaimed(event)
      // An unrecorded outcome leaves the lease to expire: the event is retried.
      .catch((err) => {
        const lost = new Error(
          `webhook event ${formatId('Webhook', event.id)}: its delivery was not finished or its outcome not recorded; it is sent again once its lease ends (${LEASE_MS / 1000} s)`,
          { cause: err },
        );
        try {
          this.outcomeLost(lost);
        } catch {}
      })
      .finally(() => {
        this.inFlight--;
        const left = (this.running.get(event.platform_id) ?? 1) - 1;
        if (left === 0) this.running.delete(event.platform_id);
        else this.running.set(event.platform_id, left);
        this.settled.delete(run);
        this.slotFree();
      });
    this.settled.add(run);
    return run;
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

const ATTEMPT = insertInto('webhook_attempts', [
  'id',
  'platform_id',
  'event_id',
  'attempt',
  'url',
  'status_code',
  'latency_ms',
  'error',
  'succeeded',
  'attempted_at',
]);

/** Records one delivery attempt; written with the transaction's COMMIT. */
export function recordAttempt(
  sql: Pick<TxSql, 'insertAtCommit'>,
  platformId: string,
  eventId: string,
  attempt: number,
  result: AttemptResult,
  at: Date,
): void {
  sql.insertAtCommit(ATTEMPT, [
    newId(),
    platformId,
    eventId,
    attempt,
    result.url ?? null,
    result.statusCode ?? null,
    result.latencyMs,
    result.error ?? null,
    result.ok,
    at,
  ]);
}

/**
 * Records a TEST webhook sent outside the outbox (POST /webhooks/test): its event, already
 * delivered or failed, and its one attempt, so it shows like any other delivery.
 * Operation `sendTestWebhook`.
 */
export async function recordTestDelivery(tx: TxSql, platformId: string, eventId: string, sentAt: Date, result: AttemptResult, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO events (id, platform_id, type, data, created_at, status, attempts, next_attempt_at, delivered_at, last_error)
     VALUES ($1, $2, 'TEST', '{}', $3, $4, 1, $3, $5, $6)`,
    [eventId, platformId, sentAt, result.ok ? 'DELIVERED' : 'FAILED', result.ok ? now : null, result.error ?? null],
  );
  recordAttempt(tx, platformId, eventId, 1, result, now);
}

/**
 * What an attempt records and a caller is told: a refusal of the egress policy says why;
 * every network failure is the same text (which one it was would map the network behind it).
 */
function describe(err: unknown): string {
  if (err instanceof EgressRefused) return `ADDRESS_NOT_ALLOWED: ${err.reason}`;
  return 'UNREACHABLE: no HTTP answer from the endpoint';
}
