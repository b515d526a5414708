import type { JobRunner } from './jobs.ts';
import type { WebhookDelivery } from './delivery.ts';

/**
 * The background loop: delivers due webhooks and runs due jobs. stop() lets the round in
 * progress finish (claimed work is completed, not abandoned) before it resolves.
 */
export class Worker {
  private timer?: NodeJS.Timeout;
  private current?: Promise<void>;
  private stopped = true;

  private lastMaintenance = 0;

  constructor(
    private readonly delivery: WebhookDelivery,
    private readonly jobs: JobRunner,
    private readonly intervalMs = 250,
    private readonly onError: (err: unknown) => void = () => {},
    /** Housekeeping (expired idempotency keys, rate-limit windows), at most every maintenanceMs. */
    private readonly maintenance: () => Promise<void> = async () => {},
    private readonly maintenanceMs = 10 * 60 * 1000,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** One full round; tests call this directly instead of waiting for the timer. */
  async runOnce(): Promise<{ events: number; jobs: number }> {
    if (Date.now() - this.lastMaintenance >= this.maintenanceMs) {
      this.lastMaintenance = Date.now();
      await this.maintenance();
    }
    // Jobs and deliveries touch different rows: a round runs both at once.
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
    if (this.timer) clearTimeout(this.timer);
    await this.current;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.current = this.runOnce()
        .then(({ events, jobs }) => this.schedule(events + jobs > 0 ? 0 : this.intervalMs))
        .catch((err) => {
          this.onError(err);
          this.schedule(this.intervalMs * 4);
        });
    }, delay);
  }
}
