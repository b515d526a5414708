import pg from 'pg';
import { destroyConnection, runPipeline } from './pipeline.ts';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2_000;
const CLOSE_WITHIN_MS = 1_000;

type Subscriber = (payload: string) => void;

/**
 * The one connection that carries every LISTEN of a process. When it is lost (the server
 * restarted, the connection was cut) it connects again, backing off from 100 ms to 2 s, and
 * listens on every channel again. Notifications sent while it was away are gone, so once it
 * is back every `onReset` is called: subscribers drop what the notifications were keeping
 * fresh (the platform cache clears).
 */
export class PgListener {
  private client: pg.Client | undefined;
  /** The channels the current connection LISTENs on. */
  private listening = new Set<string>();
  private readonly channels = new Map<string, Set<Subscriber>>();
  private readonly resets = new Set<() => void>();
  private attempt: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = FIRST_RETRY_MS;
  /** A connection was lost or could not be made since the last one was up: notifications may have been missed. */
  private missed = false;
  private closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    /** Bounds the LISTEN statements of a new connection (0: none). */
    private readonly deadlineMs: number,
    /** Makes the connection: with several hosts, one that goes to the writable host (hosts.ts), since a standby refuses LISTEN. */
    private readonly Client: typeof pg.Client = pg.Client,
  ) {}

  /**
   * Subscribes `fn` to `channel`. Resolves once the first attempt to listen is over, whether
   * it succeeded or not: a database that is down must not hold the caller up, and a failed
   * attempt is retried in the background.
   */
  async listen(channel: string, fn: Subscriber, onReset?: () => void): Promise<() => Promise<void>> {
    const subscribers = this.channels.get(channel) ?? new Set();
    this.channels.set(channel, subscribers);
    subscribers.add(fn);
    if (onReset) this.resets.add(onReset);
    if (!this.client) await this.connect();
    const client = this.client;
    if (client && !this.listening.has(channel)) {
      this.listening.add(channel);
      // A failure here means the connection is lost; the reconnection listens on it.
      await runPipeline(client, [listenTo(channel)], this.deadlineMs).catch(() => undefined);
    }
    return async () => {
      subscribers.delete(fn);
      if (onReset) this.resets.delete(onReset);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.attempt;
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    // end() waits for the server to close the connection, which a frozen server never does.
    const timer = setTimeout(() => destroyConnection(client), CLOSE_WITHIN_MS);
    await client.end().catch(() => undefined);
    clearTimeout(timer);
  }

  /** The first caller starts an attempt; callers meanwhile wait for the same one. */
  private connect(): Promise<void> {
    this.attempt ??= this.open().finally(() => {
      this.attempt = undefined;
    });
    return this.attempt;
  }

  private async open(): Promise<void> {
    // A retry that finds a connection made meanwhile (by a new subscriber) has nothing to do.
    if (this.closed || this.client) return;
    const client = new this.Client(this.config);
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      this.missed = true;
      if (this.client === client) this.client = undefined;
      destroyConnection(client);
      this.retryLater();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (n) => {
      for (const fn of this.channels.get(n.channel) ?? []) fn(n.payload ?? '');
    });
    const channels = [...this.channels.keys()];
    try {
      await client.connect();
      if (channels.length > 0) await runPipeline(client, channels.map(listenTo), this.deadlineMs);
    } catch {
      onLost();
      return;
    }
    if (lost) return;
    if (this.closed) return void client.end().catch(() => undefined);
    this.client = client;
    this.listening = new Set(channels);
    this.retryMs = FIRST_RETRY_MS;
    if (this.missed) {
      this.missed = false;
      for (const reset of this.resets) reset();
    }
  }

  private retryLater(): void {
    if (this.closed || this.retryTimer) return;
    // Jitter, so that the replicas of a restarted server do not all come back in one instant.
    const delay = this.retryMs * (0.8 + 0.4 * Math.random());
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, delay);
    this.retryTimer.unref();
  }
}

function listenTo(channel: string) {
  return { text: `LISTEN ${pg.escapeIdentifier(channel)}`, params: [] };
}
