import type { JobRunner } from './jobs.ts';
import type { WebhookDelivery } from './delivery.ts';

/** See start(): how long a round that found work waits before it looks again. */
const ROUND_GATHER_MS = 20;

/**
 * The background loops: one runs due jobs, one each registered round (JobRunner.registerRound:
 * payout settlement, hold expiry), one starts due webhook deliveries. They are separate so that
 * an endpoint that hangs delays neither jobs nor settlement nor, beyond its own slots, other
 * platforms' webhooks. stop() lets claimed work finish (completed, not abandoned) before it
 * resolves.
 */
export class Worker {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly rounds = new Map<string, () => Promise<number>>();
  /** Each loop's pause between rounds that found work. */
  private readonly busy = new Map<string, number>();
  /** Each loop's pause after a round that found nothing. */
  private readonly idle = new Map<string, number>();
  /** Loops asked to go again while their round was running. */
  private readonly woken = new Set<string>();
  private readonly current = new Set<Promise<void>>();
  private stopped = true;

  private lastMaintenance = 0;
  /** Where the loops run when not here (a `serve` process's workers' thread): wakeAll goes there. */
  private elsewhere?: { wakeAll(): void };

  constructor(
    private readonly delivery: WebhookDelivery,
    private readonly jobs: JobRunner,
    private readonly intervalMs = 250,
    private readonly onError: (err: unknown) => void = () => {},
    /** Housekeeping (expired idempotency keys, rate-limit windows), at most every maintenanceMs. */
    private readonly maintenance: () => Promise<void> = async () => {},
    private readonly maintenanceMs = 10 * 60 * 1000,
    /**
     * The planner's statistics (analyzeChangedTables), every `everyMs`: a loop of its own, since
     * a table can grow tenfold between two housekeeping rounds and its ANALYZE should not wait
     * for one, nor hold up the jobs while it samples.
     */
    private readonly statistics?: { run: () => Promise<unknown>; everyMs: number },
  ) {
    // A finished delivery frees a slot: the next claim need not wait for the interval.
    delivery.onSlotFree(() => this.wake('webhooks'));
    delivery.onOutcomeLost((err) => this.onError(err));
  }

  start(): void {
    this.stopped = false;
    this.loop('jobs', async () => {
      await this.maintain();
      return this.jobs.runJobs();
    });
    // A round that found work runs again after ROUND_GATHER_MS rather than at once: what came
    // due meanwhile is then one set, not many sets of a few, each paying a transaction.
    // Lanes past the first go only while the last round claimed a full set (RoundOptions).
    // Each lane is shared with the other workers on the database (RoundLane): a loop that finds
    // its lane held by another worker's round finds nothing, and looks again after its interval.
    for (const [name, round, { lanes = 1, full = Number.POSITIVE_INFINITY }] of this.jobs.roundLoops()) {
      let backlog = false;
      const watched = async (lane: number) => {
        const found = await round(lane);
        backlog = found >= full;
        return found;
      };
      this.loop(`round ${name}`, () => watched(1), 0, ROUND_GATHER_MS);
      for (let lane = 2; lane <= lanes; lane++) this.loop(`round ${name} ${lane}`, async () => (backlog ? watched(lane) : 0), 0, ROUND_GATHER_MS);
    }
    // Starts deliveries without waiting for their answers; capacity is what bounds them.
    this.loop('webhooks', async () => (await this.delivery.startDue()).claimed);
    const statistics = this.statistics;
    if (statistics) {
      this.loop(
        'statistics',
        async () => {
          await statistics.run();
          return 0;
        },
        statistics.everyMs,
        0,
        statistics.everyMs,
      );
    }
  }

  /** One full round, deliveries awaited; tests call this directly instead of waiting for the timers. */
  async runOnce(): Promise<{ events: number; jobs: number }> {
    await this.maintain();
    const [jobs, events] = await Promise.all([this.jobs.runDue(), this.delivery.deliverDue()]);
    return { events, jobs };
  }

  /** Runs rounds until nothing is due (used by tests and the sandbox clock). */
  async drain(maxRounds = 100): Promise<void> {
    for (let i = 0; i < maxRounds; i++) {
      const { events, jobs } = await this.runOnce();
      if (events === 0 && jobs === 0) return;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.current]);
    await this.delivery.idle();
  }

  private async maintain(): Promise<void> {
    if (Date.now() - this.lastMaintenance < this.maintenanceMs) return;
    this.lastMaintenance = Date.now();
    await this.maintenance();
  }

  /** Runs `round` again after busyMs while it finds work, after idleMs (the worker's interval) when it finds none, 4x that after an error. */
  private loop(name: string, round: () => Promise<number>, delay = 0, busyMs = 0, idleMs = this.intervalMs): void {
    if (this.stopped) return;
    this.rounds.set(name, round);
    this.busy.set(name, busyMs);
    this.idle.set(name, idleMs);
    this.timers.set(
      name,
      setTimeout(() => {
        this.timers.delete(name);
        this.woken.delete(name);
        const run = round().then(
          (found) => this.loop(name, round, this.woken.has(name) ? 0 : found > 0 ? busyMs : idleMs, busyMs, idleMs),
          (err) => {
            this.onError(err);
            this.loop(name, round, idleMs * 4, busyMs, idleMs);
          },
        );
        this.current.add(run);
        void run.finally(() => this.current.delete(run));
      }, delay),
    );
  }

  /** Every loop's next round now: work has come due at once (the sandbox clock moved). */
  wakeAll(): void {
    this.elsewhere?.wakeAll();
    for (const name of this.rounds.keys()) this.wake(name);
  }

  /** The loops run on another thread (src/worker-thread.ts): wakeAll() is relayed to it. */
  runsElsewhere(elsewhere: { wakeAll(): void }): void {
    this.elsewhere = elsewhere;
  }

  /** The loop's next round now rather than after its interval; after the running one, if one is. */
  private wake(name: string): void {
    const round = this.rounds.get(name);
    const timer = this.timers.get(name);
    if (this.stopped || !round) return;
    if (timer) {
      clearTimeout(timer);
      this.loop(name, round, 0, this.busy.get(name), this.idle.get(name));
    } else this.woken.add(name);
  }
}
