import { describe, expect, it, vi } from 'vitest';
import type { WebhookDelivery } from '../../../src/events/delivery.ts';
import type { JobRunner, RoundOptions } from '../../../src/events/jobs.ts';
import { Worker } from '../../../src/events/worker.ts';

/** A delivery with nothing to deliver: these tests are about the Worker's loops. */
const idleDelivery = () => ({ onSlotFree: () => {}, onOutcomeLost: () => {}, startDue: async () => ({ claimed: 0 }), idle: async () => {} }) as unknown as WebhookDelivery;

/**
 * A round registered with two lanes runs twice at once only through a backlog (its last round
 * claimed a full set); otherwise one at a time. The round here counts how many of it run at once.
 */
describe('round lanes', () => {
  it('run a second round at once only while the last one claimed a full set', async () => {
    let running = 0;
    let most = 0;
    let claims = 10;
    const round = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 30));
      running--;
      return claims;
    };
    const options: RoundOptions = { lanes: 2, full: 10 };
    const jobs = { roundLoops: () => [['test', round, options]], runJobs: async () => 0 } as unknown as JobRunner;
    const delivery = idleDelivery();
    const worker = new Worker(delivery, jobs, 20);
    worker.start();
    try {
      await new Promise((r) => setTimeout(r, 400));
      expect(most, 'two rounds at once through a backlog').toBe(2);
      claims = 3;
      // The rounds in flight finish; from then on the second lane stays idle.
      await new Promise((r) => setTimeout(r, 100));
      most = running;
      await new Promise((r) => setTimeout(r, 400));
      expect(most, 'one round at a time without a backlog').toBe(1);
    } finally {
      await worker.stop();
    }
  });
});

/** The statistics loop (src/db/purge.ts, analyzeChangedTables) runs on its own period, not the worker's interval, and one at a time. */
describe('statistics loop', () => {
  it('runs every everyMs, never two at once, and stops with the worker', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const run = async () => {
      started.push(Date.now());
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 60));
      running--;
    };
    const jobs = { roundLoops: () => [], runJobs: async () => 0 } as unknown as JobRunner;
    const delivery = idleDelivery();
    const worker = new Worker(delivery, jobs, 5, () => {}, async () => {}, 60_000, { run, everyMs: 100 });
    const began = Date.now();
    worker.start();
    // Waits for three runs rather than a fixed time: a loaded machine's timers fire late, never early.
    await vi.waitFor(() => expect(started.length).toBeGreaterThanOrEqual(3), { timeout: 15_000, interval: 20 });
    await worker.stop();
    const count = started.length;
    // First after everyMs, then everyMs after each one ends (100 + 60 ms apart); the worker's
    // 5 ms interval would start them about 5 ms apart.
    expect(started[0] - began).toBeGreaterThanOrEqual(95);
    for (let i = 1; i < count; i++) expect(started[i] - started[i - 1], `run ${i + 1} after run ${i}`).toBeGreaterThanOrEqual(150);
    expect(most).toBe(1);
    await new Promise((r) => setTimeout(r, 250));
    expect(started.length, 'none after stop').toBe(count);
  });
});

/** A `serve` process on a server runs its loops on a thread of their own (src/worker-thread.ts); the API's Worker relays the wake of the sandbox clock there. */
describe('loops that run elsewhere', () => {
  it('get every wakeAll of the Worker they were handed to', () => {
    const jobs = { roundLoops: () => [], runJobs: async () => 0 } as unknown as JobRunner;
    const delivery = idleDelivery();
    const worker = new Worker(delivery, jobs, 20);
    let woken = 0;
    worker.wakeAll();
    worker.runsElsewhere({ wakeAll: () => woken++ });
    worker.wakeAll();
    worker.wakeAll();
    expect(woken).toBe(2);
  });
});
