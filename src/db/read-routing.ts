import { type Db, DatabaseUnavailable, type Sql } from './driver.ts';
import { parseLsn } from './lsn.ts';

/**
 * Where the reads of list and get operations go when a streaming replica is configured
 * (DATABASE_REPLICA_URL; docs/scaling.md, "Read replicas"). The rule is `route` below, and
 * nothing else decides it:
 *
 * - read-your-writes, per platform and process: after a write of a platform commits, this
 *   process remembers the primary's WAL position at that commit (Db.committedLsn, read in the
 *   COMMIT's own message); the platform's reads go to the primary until the replica has
 *   replayed past it;
 * - across processes (a write through one, a read through another) only the lag bound holds:
 *   the replica is used only while it is at most `maxLagMs` behind, so such a read is at most
 *   that (plus one poll) stale;
 * - a replica that is down, unanswered, not in recovery, or past the bound gets no reads; a
 *   read it fails (unreachable, or cancelled by a recovery conflict) runs again on the primary.
 *   The client never sees an error because of the replica.
 *
 * The replica's position and lag come from a poll every `pollMs`: one statement to each server.
 */

export type RouteReason = 'replica' | 'no-replica' | 'replica-down' | 'replica-lagging' | 'own-write';

export interface ReplicaState {
  /** The last poll answered, recently enough, from a server in recovery. */
  up: boolean;
  /** What the replica has replayed (pg_last_wal_replay_lsn), as of the last poll. */
  replayed: bigint;
  /** How long the oldest primary position the replica has not replayed has been waiting (0 when caught up). */
  lagMs: number;
}

/** Primary or replica, and why; `written` is the platform's last commit position in this process, if it is not replayed yet. */
export function route(state: ReplicaState | undefined, maxLagMs: number, written: bigint | undefined): { to: 'primary' | 'replica'; why: RouteReason } {
  if (!state) return { to: 'primary', why: 'no-replica' };
  if (!state.up) return { to: 'primary', why: 'replica-down' };
  if (state.lagMs > maxLagMs) return { to: 'primary', why: 'replica-lagging' };
  if (written !== undefined && state.replayed < written) return { to: 'primary', why: 'own-write' };
  return { to: 'replica', why: 'replica' };
}

export interface ReplicaStatus {
  up: boolean;
  /** Bytes of WAL the primary has written that the replica has not replayed; undefined until both answered. */
  lagBytes: number | undefined;
  /** Seconds the replica is behind (see ReplicaState.lagMs); undefined until both answered. */
  lagSeconds: number | undefined;
}

export interface ReadRoutingOptions {
  /** How often the replica's position is read; default 100 ms. */
  pollMs?: number;
  /** A replica further behind than this gets no reads; default 2,000 ms. */
  maxLagMs?: number;
  /** Counts each routed read (the /metrics counter). */
  onRoute?: (to: 'primary' | 'replica', why: RouteReason) => void;
  /** Told when the replica goes down or comes back. */
  onChange?: (up: boolean, why: string) => void;
  now?: () => number;
}

// What the primary has written: like pg_stat_replication's lag, and unlike the insert position
// it never points past a page header that no record fills yet (the replica would never reach it).
const PRIMARY_POSITION = 'SELECT pg_current_wal_lsn()::text AS lsn';
const REPLICA_POSITION = 'SELECT pg_is_in_recovery() AS recovering, pg_last_wal_replay_lsn()::text AS replayed';
/** Primary positions kept for the lag in seconds; past it the oldest unreplayed one stays, so the lag is never understated. */
const MAX_SAMPLES = 10_000;
/** A recovery conflict cancelled the read on the replica (the primary vacuumed rows its snapshot needed). */
const RECOVERY_CONFLICT = new Set(['40001', '40P01']);

export class ReadRouting {
  private readonly pollMs: number;
  private readonly maxLagMs: number;
  private readonly now: () => number;
  /** Each platform's last commit position in this process, until the replica has replayed it. */
  private readonly written = new Map<string, bigint>();
  /** Primary positions (ascending) with when they were read, until the replica replays them. */
  private samples: { lsn: bigint; at: number }[] = [];
  private state: ReplicaState | undefined;
  private lastAnswerAt = Number.NEGATIVE_INFINITY;
  private replayed = 0n;
  private primaryLsn: bigint | undefined;
  private recovering = false;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  /** What onChange was last told. */
  private reported: boolean | undefined;
  private readonly fallback: Sql;

  constructor(
    private readonly primary: Db,
    private readonly replica: Db | undefined,
    private readonly options: ReadRoutingOptions = {},
  ) {
    if (replica && !primary.committedLsn) throw new Error('a read replica needs a primary opened with trackCommitLsn (openDatabase with databaseReplicaUrl)');
    this.pollMs = options.pollMs ?? 100;
    this.maxLagMs = options.maxLagMs ?? 2_000;
    this.now = options.now ?? Date.now;
    if (replica) this.state = { up: false, replayed: 0n, lagMs: 0 };
    this.fallback = replica ? { query: (text, params) => this.onReplica(replica, text, params) } : primary;
  }

  get configured(): boolean {
    return this.replica !== undefined;
  }

  /** What a read of `platformId` runs on. */
  forPlatform(platformId: string): Sql {
    const decision = route(this.current(), this.maxLagMs, this.written.get(platformId));
    this.options.onRoute?.(decision.to, decision.why);
    return decision.to === 'replica' ? this.fallback : this.primary;
  }

  /** A write of `platformId` committed on the primary (called after its transaction resolved). */
  wrote(platformId: string): void {
    const lsn = this.primary.committedLsn?.();
    if (!this.replica || lsn === undefined) return;
    const before = this.written.get(platformId);
    if (before === undefined || lsn > before) this.written.set(platformId, lsn);
  }

  status(): ReplicaStatus {
    const state = this.current();
    const known = state?.up && this.primaryLsn !== undefined;
    return {
      up: state?.up ?? false,
      lagBytes: known ? Number(this.primaryLsn! > this.replayed ? this.primaryLsn! - this.replayed : 0n) : undefined,
      lagSeconds: known ? state.lagMs / 1000 : undefined,
    };
  }

  /** Starts the poll (once); reads go to the primary until its first answer. */
  start(): void {
    if (!this.replica || this.timer) return;
    const tick = () => {
      this.polling ??= this.poll().finally(() => {
        this.polling = undefined;
      });
    };
    tick();
    this.timer = setInterval(tick, this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.polling;
  }

  /** Reads the state of the last poll; a poll that has not answered for a while means the replica is down. */
  private current(): ReplicaState | undefined {
    if (!this.state) return undefined;
    const fresh = this.now() - this.lastAnswerAt <= Math.max(3 * this.pollMs, 1_000);
    const up = fresh && this.recovering;
    const oldest = this.samples[0];
    const lagMs = oldest ? Math.max(0, this.now() - oldest.at) : 0;
    return { up, replayed: this.replayed, lagMs };
  }

  private async poll(): Promise<void> {
    const at = this.now();
    const [primary, replica] = await Promise.allSettled([
      this.primary.query<{ lsn: string }>(PRIMARY_POSITION),
      this.replica!.query<{ recovering: boolean; replayed: string | null }>(REPLICA_POSITION),
    ]);
    if (primary.status === 'fulfilled' && primary.value[0]) {
      const lsn = parseLsn(primary.value[0].lsn);
      this.primaryLsn = lsn;
      const last = this.samples.at(-1);
      if ((!last || lsn > last.lsn) && this.samples.length < MAX_SAMPLES) this.samples.push({ lsn, at });
    }
    if (replica.status === 'rejected' || !replica.value[0]) {
      this.markDown(replica.status === 'rejected' ? String((replica.reason as Error).message) : 'no answer');
      return;
    }
    const { recovering, replayed } = replica.value[0];
    this.lastAnswerAt = this.now();
    this.recovering = recovering && replayed !== null;
    if (!this.recovering) {
      this.report('the replica is not in recovery (promoted, or not a replica)');
      return;
    }
    this.replayed = parseLsn(replayed!);
    // Forget what the replica has: positions for the lag, platforms for read-your-writes.
    let k = 0;
    while (k < this.samples.length && this.samples[k].lsn <= this.replayed) k++;
    if (k > 0) this.samples = this.samples.slice(k);
    for (const [platform, lsn] of this.written) if (lsn <= this.replayed) this.written.delete(platform);
    this.report('the replica answers');
  }

  private markDown(why: string): void {
    this.lastAnswerAt = Number.NEGATIVE_INFINITY;
    this.report(why);
  }

  /** Tells onChange when the replica went down or came back (and once at the first poll either way). */
  private report(why: string): void {
    const up = this.current()?.up ?? false;
    if (up === this.reported) return;
    this.reported = up;
    this.options.onChange?.(up, why);
  }

  /** A read on the replica; one it cannot serve runs again on the primary (reads have no effects to repeat). */
  private async onReplica<R>(replica: Db, text: string, params: readonly unknown[] | undefined): Promise<R[]> {
    try {
      return await replica.query<R>(text, params);
    } catch (err) {
      const conflict = RECOVERY_CONFLICT.has((err as { code?: string }).code ?? '');
      if (!(err instanceof DatabaseUnavailable) && !conflict) throw err;
      if (!conflict) this.markDown((err as Error).message);
      this.options.onRoute?.('primary', conflict ? 'replica-lagging' : 'replica-down');
      return this.primary.query<R>(text, params);
    }
  }
}
