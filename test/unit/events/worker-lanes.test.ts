import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '../../../src/events/delivery.ts';
import type { JobRunner, RoundOptions } from '../../../src/events/jobs.ts';
import { Worker } from '../../../src/events/worker.ts';

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
    const delivery = { onSlotFree: () => {}, startDue: async () => ({ claimed: 0 }), idle: async () => {} } as unknown as WebhookDelivery;
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
