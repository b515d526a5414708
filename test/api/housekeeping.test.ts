import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { DEFAULT_RETENTION, purgeOutbox } from '../../src/events/housekeeping.ts';
import { scheduleJob } from '../../src/events/jobs.ts';
import { emitEvent } from '../../src/kernel/outbox.ts';
import { purgeOwnershipChallenges } from '../../src/modules/external-accounts/index.ts';
import { type Credentials, type Harness, startHarness } from '../support/harness.ts';
import { startReceiver } from '../support/receiver.ts';
import { evmWallet } from '../support/wallets.ts';

/**
 * The worker's housekeeping round (docs/operations.md, "Housekeeping"): finished events with
 * their webhook attempts after 30 days, finished jobs after 7, spent ownership challenges a
 * day after they expire; what may still be needed stays.
 */
let h: Harness;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let failing: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  h = await startHarness();
  receiver = await startReceiver();
  failing = await startReceiver(() => 500);
  h.services.jobs.register('housekeeping.ok', async () => {});
  h.services.jobs.register('housekeeping.fail', async () => {
    throw new Error('always fails');
  });
});
afterAll(async () => {
  await receiver.close();
  await failing.close();
  await h.close();
});

const DAY = 24 * 60 * 60_000;
const uuidOf = (id: string) => id.slice(id.indexOf(':') + 1);
const db = () => h.database.db;
const emit = (platformId: string) => db().transaction((tx) => emitEvent(tx, platformId, 'CUSTOMER.KYC_APPROVED', { n: 1 }, h.clock.now()));
const schedule = (platformId: string, kind: string, dueAt = h.clock.now()) =>
  db().transaction((tx) => scheduleJob(tx, platformId, kind, {}, dueAt, h.clock.now()));
const eventStatus = async (id: string) => (await db().query<{ status: string }>('SELECT status FROM events WHERE id = $1', [id]))[0]?.status;
const attemptCount = async (id: string) => (await db().query('SELECT 1 FROM webhook_attempts WHERE event_id = $1', [id])).length;
const jobStatus = async (id: string) => (await db().query<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [id]))[0]?.status;
const challenges = async (accountId: string) =>
  (await db().query<{ status: string }>('SELECT status FROM ownership_challenges WHERE external_account_id = $1 ORDER BY id', [uuidOf(accountId)])).map(
    (r) => r.status,
  );

async function platformWithEndpoint(name: string, url?: string): Promise<Credentials> {
  const p = await h.newPlatform(name);
  if (url) expect((await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: url } })).statusCode).toBe(200);
  return p;
}

/** A self-custody wallet under counterparty requirements, whose ownership can be challenged. */
async function challengeableWallet(): Promise<string> {
  const p = await h.newPlatform('Travel rule');
  expect((await h.call('PATCH', '/config', { as: p, body: { underCounterpartyRequirements: true } })).statusCode).toBe(200);
  const customerId = (await h.call('POST', '/customers', { as: p, body: { customerType: 'INDIVIDUAL' } })).json().id;
  const res = await h.call('POST', '/customers/external-accounts', {
    as: p,
    body: { customerId, currency: 'USDC', ownershipType: 'FIRST_PARTY', accountInfo: { accountType: 'BASE_WALLET', address: evmWallet().address } },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const challenge = () => h.call('POST', `/customers/external-accounts/${id}/challenge`, { as: p, body: { method: 'WALLET_SIGNATURE' } });
  // ABANDONED (replaced), USED (answered with a wrong signature), then OPEN.
  await challenge();
  await challenge();
  expect((await h.call('POST', `/customers/external-accounts/${id}/verify`, { as: p, body: { signature: evmWallet().sign('x') } })).statusCode).toBe(400);
  await challenge();
  return id;
}

describe('housekeeping', () => {
  it('purges finished events with their attempts, finished jobs and spent challenges past retention, and keeps the rest', async () => {
    expect(DEFAULT_RETENTION).toEqual({ eventsMs: 30 * DAY, jobsMs: 7 * DAY });

    // A job that fails until it is given up on (its retries take about a day).
    const failed = await schedule(h.platform.platformId, 'housekeeping.fail');
    for (let i = 0; i < 20 && (await jobStatus(failed)) === 'PENDING'; i++) {
      await h.services.jobs.runDue();
      h.clock.advance(3 * 60 * 60_000);
    }
    expect(await jobStatus(failed)).toBe('FAILED');

    // Day 0: a job done, one due in 90 days, and events delivered, failed, with no endpoint, and still pending.
    const done = await schedule(h.platform.platformId, 'housekeeping.ok');
    const later = await schedule(h.platform.platformId, 'housekeeping.ok', new Date(h.clock.now().getTime() + 90 * DAY));
    await h.services.jobs.runDue();
    expect([await jobStatus(done), await jobStatus(later)]).toEqual(['DONE', 'PENDING']);

    const hooked = await platformWithEndpoint('Hooked', receiver.url);
    const unhooked = await platformWithEndpoint('Unhooked');
    const broken = await platformWithEndpoint('Broken', failing.url);
    const delivered = await emit(hooked.platformId);
    const nowhere = await emit(unhooked.platformId);
    await h.services.delivery.deliverDue();
    expect((await h.call('POST', '/sandbox/webhooks/test', { as: broken })).statusCode).toBe(400);
    const [testHook] = await db().query<{ id: string }>('SELECT id FROM events WHERE platform_id = $1', [broken.platformId]);
    // Pending past the retention: its delivery is long overdue (a worker that was down), not finished.
    const pending = await emit(hooked.platformId);
    await db().query('UPDATE events SET next_attempt_at = $2 WHERE id = $1', [pending, new Date(h.clock.now().getTime() + 60 * DAY)]);
    expect([await eventStatus(delivered), await eventStatus(nowhere), await eventStatus(testHook.id), await eventStatus(pending)]).toEqual([
      'DELIVERED',
      'ENDPOINT_NOT_SET',
      'FAILED',
      'PENDING',
    ]);
    const wallet = await challengeableWallet();
    expect(await challenges(wallet)).toEqual(['ABANDONED', 'USED', 'OPEN']);

    // Day 8, through the worker's own round: the jobs finished on day 0 or before go, the
    // spent challenges too (expired a week ago); the events are a week old and stay.
    h.clock.advance(8 * DAY);
    const recent = await schedule(h.platform.platformId, 'housekeeping.ok');
    await h.services.jobs.runDue();
    await h.services.worker.runOnce();
    expect([await jobStatus(failed), await jobStatus(done), await jobStatus(later), await jobStatus(recent)]).toEqual([
      undefined,
      undefined,
      'PENDING',
      'DONE',
    ]);
    expect(await challenges(wallet)).toEqual(['OPEN']);
    expect(await eventStatus(delivered)).toBe('DELIVERED');

    // Day 31: the finished events of day 0 go, with their attempts; a fresh one and the overdue one stay.
    h.clock.advance(23 * DAY);
    const fresh = await emit(hooked.platformId);
    await h.services.delivery.deliverDue();
    for (const id of [delivered, nowhere, testHook.id, fresh]) expect(await attemptCount(id)).toBe(1);
    await purgeOutbox(db(), h.clock.now());
    for (const id of [delivered, nowhere, testHook.id]) {
      expect(await eventStatus(id)).toBeUndefined();
      expect(await attemptCount(id)).toBe(0);
    }
    expect(await eventStatus(fresh)).toBe('DELIVERED');
    expect(await attemptCount(fresh)).toBe(1);
    expect(await eventStatus(pending)).toBe('PENDING');
    // Done on day 8, 23 days ago; the one due on day 90 still waits.
    expect([await jobStatus(recent), await jobStatus(later)]).toEqual([undefined, 'PENDING']);
  });

  it('keeps a spent challenge for a day after it expires', async () => {
    const wallet = await challengeableWallet();
    // The challenges expire 10 minutes after they were made.
    h.clock.advance(DAY);
    await purgeOwnershipChallenges(db(), h.clock.now());
    expect(await challenges(wallet)).toEqual(['ABANDONED', 'USED', 'OPEN']);
    h.clock.advance(11 * 60_000);
    await purgeOwnershipChallenges(db(), h.clock.now());
    expect(await challenges(wallet)).toEqual(['OPEN']);
  });

  it('reads the retentions, in whole days, from CORRIDOR_EVENT_RETENTION_DAYS and CORRIDOR_JOB_RETENTION_DAYS', () => {
    expect(loadConfig([], {}).retention).toEqual(DEFAULT_RETENTION);
    expect(loadConfig([], { CORRIDOR_EVENT_RETENTION_DAYS: '90', CORRIDOR_JOB_RETENTION_DAYS: '1' }).retention).toEqual({ eventsMs: 90 * DAY, jobsMs: DAY });
    expect(() => loadConfig([], { CORRIDOR_EVENT_RETENTION_DAYS: '0' })).toThrow(/CORRIDOR_EVENT_RETENTION_DAYS/);
    expect(() => loadConfig([], { CORRIDOR_JOB_RETENTION_DAYS: '1.5' })).toThrow(/CORRIDOR_JOB_RETENTION_DAYS/);
  });
});
