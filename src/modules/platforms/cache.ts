import type { KeyObject } from 'node:crypto';
import type { Db, Sql } from '../../db/driver.ts';
import type { WebhookTarget } from '../../events/delivery.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { loadPlatform, type PlatformRow } from './service.ts';
import { PLATFORM_CHANGED } from './changes.ts';
import { openWebhookKey } from './webhook-key.ts';

const TTL_MS = 30_000;

/**
 * Read-through cache of platform rows for the hot read paths (GET /config, webhook targets).
 * Every change to a platform NOTIFYs in its own transaction, so every replica sharing the
 * database evicts the row when the change commits. When the listening connection was lost
 * and is back, the notifications of the meantime are gone and the whole cache is dropped;
 * the TTL bounds staleness while it is away.
 */
interface Entry {
  row: PlatformRow;
  until: number;
  /** Opened on first use, once per fill: no cipher or PEM parsing per webhook. */
  signingKey?: KeyObject;
}

export class PlatformCache {
  private readonly rows = new Map<string, Entry>();
  private ready?: Promise<unknown>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly keyring: Keyring,
  ) {}

  /** This replica's own writes evict at once; the notification reaches the others. */
  forget(platformId: string): void {
    this.rows.delete(platformId);
  }

  clear(): void {
    this.rows.clear();
  }

  async get(platformId: string): Promise<PlatformRow> {
    return (await this.entry(platformId)).row;
  }

  /** Whether the platform is cached, fresh, and has no webhook endpoint (no read: unknown is false). */
  endpointless(platformId: string): boolean {
    const hit = this.rows.get(platformId);
    return hit !== undefined && hit.until > this.clock.now().getTime() && !hit.row.config.webhookEndpoint;
  }

  /** Where the platform's webhooks go and the key that signs them. */
  async webhookTarget(platformId: string): Promise<WebhookTarget> {
    const entry = await this.entry(platformId);
    entry.signingKey ??= openWebhookKey(this.keyring, entry.row);
    return { url: entry.row.config.webhookEndpoint, signingKey: entry.signingKey };
  }

  private async entry(platformId: string): Promise<Entry> {
    this.ready ??= this.db
      .listen(
        PLATFORM_CHANGED,
        (id) => this.rows.delete(id),
        () => this.clear(),
      )
      .catch(() => undefined);
    await this.ready;
    const now = this.clock.now().getTime();
    const hit = this.rows.get(platformId);
    if (hit && hit.until > now) return hit;
    const entry = { row: await loadPlatform(this.db, platformId), until: now + TTL_MS };
    this.rows.set(platformId, entry);
    return entry;
  }
}
