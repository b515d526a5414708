import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, DatabaseUnavailable } from '../../src/db/driver.ts';
import { WebhookDelivery } from '../../src/events/delivery.ts';
import { JobRunner, scheduleJob } from '../../src/events/jobs.ts';
import { emitEvent } from '../../src/kernel/outbox.ts';
import { httpTransport } from '../../src/ports/webhook-transport.ts';
import { type Harness, startHarness } from '../support/harness.ts';
import { startReceiver } from '../support/receiver.ts';

/**
 * A claim of due webhook events or jobs is one statement; when its answer is lost (a failover, a
 * dropped connection) it may have committed. The worker that sent it finds its rows again on its
 * next round instead of leaving them to a lease nobody knows of (src/events/claim.ts).
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const EVENTS_CLAIM = /SET lease_until = \$2, attempts = attempts \+ 1, claim = \$9/;
const JOBS_CLAIM = /UPDATE jobs SET lease_until = \$2, attempts = attempts \+ 1, claim = \$4/;

/** `db`, but the answer of the next claim (`claim`) is lost: after it ran (`applied`) or before it was sent. */
function losingNextClaim(db: Db, applied: boolean, claim = EVENTS_CLAIM): Db {
  let lose = true;
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'query') return Reflect.get(target, key, receiver);
      return async (text: string, params?: readonly unknown[]) => {
        const claiming = lose && claim.test(text);
        if (claiming) lose = false;
        if (claiming && !applied) throw new DatabaseUnavailable('The database is unavailable: connection lost', true);
        const rows = await target.query(text, params);
        if (claiming) throw new DatabaseUnavailable('The database is unavailable: connection lost', true);
        return rows;
      };
    },
  });
}

async function platformWithEvents(name: string, count: number) {
  const receiver = await startReceiver();
  const p = await h.newPlatform(name);
  await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: receiver.url } });
  await h.database.db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) await emitEvent(tx, p.platformId, 'LOST.CLAIM', { i }, h.clock.now());
  });
  const target = { ...(await h.services.platforms.webhookTarget(p.platformId)), url: receiver.url };
  const ids = () => receiver.received.map((r) => JSON.parse(r.body) as { id: string; type: string }).filter((e) => e.type === 'LOST.CLAIM').map((e) => e.id);
  return { receiver, target, ids, platformId: p.platformId };
}

describe('a webhook claim whose answer was lost', () => {
  it('is taken back by its worker on the next round when it had committed, not left to its lease', async () => {
    const { receiver, target, ids, platformId } = await platformWithEvents('Lost claim', 5);
    // Only this platform's events: the harness's other platforms have events of their own.
    const targets = async (id: string) => (id === platformId ? target : { ...target, url: undefined });
    const worker = new WebhookDelivery(losingNextClaim(h.database.db, true), h.clock, httpTransport(h.services.egress), targets);
    const other = new WebhookDelivery(h.database.db, h.clock, httpTransport(h.services.egress), targets);

    await expect(worker.deliverDue()).rejects.toThrow(DatabaseUnavailable);
    // The claim committed: its lease keeps every other worker off the events...
    await other.deliverDue();
    expect(ids()).toEqual([]);
    // ...and the worker that made it delivers them at its next round, at the same instant.
    await worker.deliverDue();
    expect(ids()).toHaveLength(5);
    expect(new Set(ids()).size).toBe(5);
    await worker.deliverDue();
    await other.deliverDue();
    expect(ids()).toHaveLength(5);
    const rows = await h.database.db.query<{ status: string }>(`SELECT status FROM events WHERE platform_id = $1 AND type = 'LOST.CLAIM'`, [platformId]);
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('DELIVERED'));
    await receiver.close();
  });

  it('finds nothing to take back when the claim never committed; the events are claimed as usual', async () => {
    const { receiver, target, ids, platformId } = await platformWithEvents('Unsent claim', 3);
    const targets = async (id: string) => (id === platformId ? target : { ...target, url: undefined });
    const worker = new WebhookDelivery(losingNextClaim(h.database.db, false), h.clock, httpTransport(h.services.egress), targets);
    await expect(worker.deliverDue()).rejects.toThrow(DatabaseUnavailable);
    await worker.deliverDue();
    expect(ids()).toHaveLength(3);
    expect(new Set(ids()).size).toBe(3);
    await receiver.close();
  });
});

describe('a job claim whose answer was lost', () => {
  it('is taken back by its runner on the next round when it had committed, and each job runs once', async () => {
    const p = await h.newPlatform('Lost job claim');
    const kind = 'test.lost-claim';
    const ran: string[] = [];
    const runner = (db: Db) => {
      const r = new JobRunner(db, h.clock);
      r.register(kind, async (_tx, job) => {
        ran.push(job.id);
      });
      return r;
    };
    await h.database.db.transaction(async (tx) => {
      for (let i = 0; i < 4; i++) await scheduleJob(tx, p.platformId, kind, { i }, h.clock.now(), h.clock.now());
    });
    const losing = runner(losingNextClaim(h.database.db, true, JOBS_CLAIM));
    const other = runner(h.database.db);
    await expect(losing.runJobs()).rejects.toThrow(DatabaseUnavailable);
    await other.runJobs();
    expect(ran).toEqual([]);
    expect(await losing.runJobs()).toBe(4);
    expect(ran).toHaveLength(4);
    expect(new Set(ran).size).toBe(4);
    await losing.runJobs();
    await other.runJobs();
    expect(ran).toHaveLength(4);
  });
});

describe('a webhook delivery whose outcome cannot be recorded', () => {
  it('is reported naming the event, keeps the event leased, and sends it again once the lease ends', async () => {
    const { receiver, target, ids, platformId } = await platformWithEvents('Lost outcome', 1);
    const targets = async (id: string) => (id === platformId ? target : { ...target, url: undefined });
    // The first outcome's transaction is refused, as a database that drops the write would.
    let refuse = true;
    const db = new Proxy(h.database.db, {
      get(t, key, r) {
        if (key !== 'transaction') return Reflect.get(t, key, r);
        return (...args: Parameters<Db['transaction']>) => {
          if (refuse) {
            refuse = false;
            return Promise.reject(new Error('write refused'));
          }
          return t.transaction(...args);
        };
      },
    });
    const delivery = new WebhookDelivery(db, h.clock, httpTransport(h.services.egress), targets);
    const lost: Error[] = [];
    delivery.onOutcomeLost((err) => lost.push(err));
    const status = async () =>
      (await h.database.db.query<{ status: string }>(`SELECT status FROM events WHERE platform_id = $1 AND type = 'LOST.CLAIM'`, [platformId])).map((r) => r.status);

    await delivery.deliverDue();
    expect(ids()).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].message).toContain(`webhook event ${ids()[0]}`);
    expect(lost[0].message).toContain('sent again once its lease ends');
    expect((lost[0].cause as Error).message).toBe('write refused');
    expect(await status()).toEqual(['PENDING']);
    // Leased: not sent again at once...
    await delivery.deliverDue();
    expect(ids()).toHaveLength(1);
    // ...but once the lease has run out, and then recorded.
    h.clock.advance(61_000);
    await delivery.deliverDue();
    expect(ids()).toHaveLength(2);
    expect(new Set(ids()).size).toBe(1);
    expect(await status()).toEqual(['DELIVERED']);
    expect(lost).toHaveLength(1);
    await receiver.close();
  });
});
