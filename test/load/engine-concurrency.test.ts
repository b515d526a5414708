import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookDelivery } from '../../src/events/delivery.ts';
import { JobRunner, roundInSets, scheduleJob } from '../../src/events/jobs.ts';
import { emitEvent } from '../../src/kernel/outbox.ts';
import { operation } from '../../src/http/operation.ts';
import { httpTransport } from '../../src/ports/webhook-transport.ts';
import { onServer } from '../support/database.ts';
import { type Harness, startHarness } from '../support/harness.ts';
import { startReceiver } from '../support/receiver.ts';

if (!onServer) console.warn('\n!!! engine-concurrency tests need TEST_DATABASE_URL (a PostgreSQL server): SKIPPED !!!\n');

let executions = 0;
const stub = [
  operation('createCustomerKycLink', { runs: 'write', status: 201 }, async (_ctx, tx) => {
    executions++;
    await tx.emit('TEST.IDEMPOTENCY', {});
    await tx.query('SELECT pg_sleep(0.02)');
    return { kycUrl: 'https://kyc.example/x', expiresAt: tx.now.toISOString(), provider: 'SUMSUB' };
  }),
];

let h: Harness;
beforeAll(async () => {
  if (onServer) h = await startHarness({ operations: stub });
});
afterAll(async () => {
  if (onServer) await h.close();
});

describe.skipIf(!onServer)('concurrency of the engine on PostgreSQL', () => {
  it('executes one of 20 parallel requests with one Idempotency-Key; the others replay or are told it is in flight', async () => {
    const path = '/customers/Customer:0192f000-0000-7000-8000-000000000009/kyc-link';
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => h.call('POST', path, { body: {}, headers: { 'idempotency-key': 'parallel-1' } })),
    );
    expect(executions).toBe(1);
    for (const r of replies) expect([201, 409]).toContain(r.statusCode);
    expect(replies.filter((r) => r.statusCode === 201 && !r.headers['idempotent-replayed'])).toHaveLength(1);
  });

  it('delivers each of 200 events exactly once with three workers on separate connections', async () => {
    const receiver = await startReceiver();
    const p = await h.newPlatform('Workers');
    await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: receiver.url } });
    await h.database.db.transaction(async (tx) => {
      for (let i = 0; i < 200; i++) await emitEvent(tx, p.platformId, 'LOAD.TEST', { i }, h.clock.now());
    });
    const target = { ...(await h.services.platforms.webhookTarget(p.platformId)), url: receiver.url };
    const workers = [1, 2, 3].map(() => new WebhookDelivery(h.database.another(4), h.clock, httpTransport(h.services.egress), async () => target));
    const drain = async (w: WebhookDelivery) => {
      while ((await w.deliverDue(10)) > 0) {}
    };
    await Promise.all(workers.map(drain));
    const ids = receiver.received.map((r) => JSON.parse(r.body)).filter((e) => e.type === 'LOAD.TEST').map((e) => e.id);
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
    await receiver.close();
  });

  it('runs each due job once with several runners', async () => {
    const p = await h.newPlatform('Jobs');
    const ran: string[] = [];
    await h.database.db.transaction(async (tx) => {
      for (let i = 0; i < 100; i++) await scheduleJob(tx, p.platformId, 'test.count', { i }, h.clock.now(), h.clock.now());
    });
    const runners = [1, 2, 3].map(() => {
      const r = new JobRunner(h.database.another(4), h.clock);
      r.register('test.count', async (_tx, job) => {
        ran.push(job.id);
      });
      return r;
    });
    await Promise.all(runners.map(async (r) => {
      while ((await r.runDue(7)) > 0) {}
    }));
    expect(ran).toHaveLength(100);
    expect(new Set(ran).size).toBe(100);
  });

  it('runs a round in each of its lanes in one worker at a time, its lanes side by side; runDue waits for the lane', async () => {
    // Each set sleeps in its transaction, so that rounds asked for together would overlap.
    let active = 0;
    let most = 0;
    let sleep = 0.03;
    let entered: (runner: number) => void = () => {};
    const spans: { runner: number; from: number; to: number }[] = [];
    const runners = [0, 1, 2].map((n) => {
      const r = new JobRunner(h.database.another(4), h.clock);
      r.registerRound(
        'test.lane',
        (db, _clock, lane) =>
          roundInSets(
            db,
            lane,
            10,
            async (sql, _limit, _only, _claimed, condition) => {
              // As a claim would: its WHERE holds the lane's condition.
              const [{ taken }] = await sql.query<{ taken: boolean }>(`SELECT ${condition} AS taken`);
              if (!taken) return 0;
              const from = performance.now();
              most = Math.max(most, ++active);
              entered(n);
              await sql.query('SELECT pg_sleep($1)', [sleep]);
              active--;
              spans.push({ runner: n, from, to: performance.now() });
              return 1;
            },
            async () => {},
          ),
        { lanes: 2 },
      );
      return r;
    });
    const inLane = runners.map((r) => r.roundLoops()[0][1]);

    // Three workers ask for the first lane eight times each, all at once: one round at a time.
    const found = await Promise.all(inLane.flatMap((run) => Array.from({ length: 8 }, () => run(1))));
    expect(most).toBe(1);
    expect(found.filter((f) => f === 1).length).toBe(spans.length);
    expect(spans.length).toBeGreaterThan(0);
    // The others found the lane held and ran nothing (a loop looks again after its interval).
    expect(found.filter((f) => f === 0).length).toBeGreaterThan(0);

    // Two lanes: two workers' rounds at once (each sleeps long enough for the other to start).
    most = 0;
    sleep = 0.3;
    spans.length = 0;
    expect(await Promise.all([inLane[0](1), inLane[1](2)])).toEqual([1, 1]);
    expect(most).toBe(2);

    // runDue (tests, the sandbox clock) waits for a round running in the lane, then runs its own.
    spans.length = 0;
    const inside = new Promise<void>((resolve) => {
      entered = (runner) => runner === 0 && resolve();
    });
    const [first, second] = await Promise.all([inLane[0](1), inside.then(() => runners[1].runDue())]);
    expect([first, second]).toEqual([1, 1]);
    const [a, b] = [spans.find((x) => x.runner === 0)!, spans.find((x) => x.runner === 1)!];
    expect(b.from).toBeGreaterThanOrEqual(a.to);
  });
});
