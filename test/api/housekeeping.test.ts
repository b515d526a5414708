import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { analyzeChangedTables } from '../../src/db/purge.ts';
import { DEFAULT_RETENTION, purgeOutbox } from '../../src/events/housekeeping.ts';
import { AuthFailures, FORGET_AFTER_MS } from '../../src/http/auth-failures.ts';
import { scheduleJob } from '../../src/events/jobs.ts';
import { newIdAt } from '../../src/ids.ts';
import { emitEvent } from '../../src/kernel/outbox.ts';
import { purgeOldCardReveals } from '../../src/modules/cards/index.ts';
import { purgeFinishedImports } from '../../src/modules/customers/index.ts';
import { purgeOwnershipChallenges } from '../../src/modules/external-accounts/index.ts';
import { purgeOldLookups } from '../../src/modules/receivers/index.ts';
import { purgeSpentScaChallenges } from '../../src/modules/sca-operations/index.ts';
import { cardholder } from '../support/cards.ts';
import { onServer } from '../support/database.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { startReceiver } from '../support/receiver.ts';
import { evmWallet } from '../support/wallets.ts';

/**
 * The worker's housekeeping round (docs/operations.md, "Housekeeping"): finished events with
 * their webhook attempts after 30 days, finished jobs after 7, spent ownership challenges and
 * spent SCA operation challenges a day after they expire, receiver lookups after 7 days,
 * finished customer imports after 30, the card reveal audit after a year; what may still be
 * needed stays. On PGlite, the tables that changed enough are analyzed.
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
    expect(DEFAULT_RETENTION).toEqual({ eventsMs: 30 * DAY, jobsMs: 7 * DAY, lookupsMs: 7 * DAY, importsMs: 30 * DAY, cardRevealsMs: 365 * DAY });

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
    // (An event closed for want of an endpoint may have no attempt: its status says why.)
    for (const id of [delivered, testHook.id, fresh]) expect(await attemptCount(id)).toBe(1);
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

  it('forgets ended rate-limit windows and stale failed-authentication records, and keeps live ones', async () => {
    const now = h.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms);
    const tag = randomUUID();
    await db().query(
      `INSERT INTO rate_limit_windows (bucket, window_start, hits, expires_at) VALUES ($1, $2, 3, $3), ($4, $2, 3, $5)`,
      [`ended:${tag}`, at(-120_000), at(-60_000), `live:${tag}`, at(60_000)],
    );
    await db().query(
      `INSERT INTO auth_failures (bucket, failures, last_failure_at, blocked_until) VALUES
         ($1, 9, $2, NULL), ($3, 9, $2, $4), ($5, 9, $6, NULL)`,
      [`stale:${tag}`, at(-FORGET_AFTER_MS - 1000), `blocked:${tag}`, at(60_000), `recent:${tag}`, at(-1000)],
    );
    await h.services.limiter.purgeExpired();
    await new AuthFailures(db(), h.clock).purgeExpired();
    const left = async (table: string) =>
      (await db().query<{ bucket: string }>(`SELECT bucket FROM ${table} WHERE bucket LIKE $1 ORDER BY bucket`, [`%${tag}`])).map((r) => r.bucket.split(':')[0]);
    expect(await left('rate_limit_windows')).toEqual(['live']);
    // Stale but still blocked: kept until the block ends, so the block holds.
    expect(await left('auth_failures')).toEqual(['blocked', 'recent']);
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

  it('reads the retentions, in whole days, from their CORRIDOR_*_RETENTION_DAYS variables', () => {
    expect(loadConfig([], {}).retention).toEqual(DEFAULT_RETENTION);
    expect(
      loadConfig([], {
        CORRIDOR_EVENT_RETENTION_DAYS: '90',
        CORRIDOR_JOB_RETENTION_DAYS: '1',
        CORRIDOR_LOOKUP_RETENTION_DAYS: '2',
        CORRIDOR_IMPORT_RETENTION_DAYS: '3',
        CORRIDOR_CARD_REVEAL_RETENTION_DAYS: '730',
      }).retention,
    ).toEqual({ eventsMs: 90 * DAY, jobsMs: DAY, lookupsMs: 2 * DAY, importsMs: 3 * DAY, cardRevealsMs: 730 * DAY });
    expect(() => loadConfig([], { CORRIDOR_EVENT_RETENTION_DAYS: '0' })).toThrow(/CORRIDOR_EVENT_RETENTION_DAYS/);
    expect(() => loadConfig([], { CORRIDOR_JOB_RETENTION_DAYS: '1.5' })).toThrow(/CORRIDOR_JOB_RETENTION_DAYS/);
    expect(() => loadConfig([], { CORRIDOR_LOOKUP_RETENTION_DAYS: 'x' })).toThrow(/CORRIDOR_LOOKUP_RETENTION_DAYS/);
    expect(() => loadConfig([], { CORRIDOR_IMPORT_RETENTION_DAYS: '-1' })).toThrow(/CORRIDOR_IMPORT_RETENTION_DAYS/);
    // The card reveal audit is kept a year at least.
    expect(() => loadConfig([], { CORRIDOR_CARD_REVEAL_RETENTION_DAYS: '364' })).toThrow(/CORRIDOR_CARD_REVEAL_RETENTION_DAYS must be at least 365/);
  });

  it('purges spent SCA operation challenges, old receiver lookups, finished customer imports and the card reveal audit past retention, and keeps the rest', async () => {
    const p = await h.newPlatform('Records');
    expect((await h.call('PATCH', '/config', { as: p, body: { skipVerificationPaperwork: true } })).statusCode).toBe(200);
    const start = h.clock.now().getTime();
    // The modules' purges, as the worker's housekeeping round runs them (src/app.ts).
    const purge = async () => {
      for (const fn of [purgeSpentScaChallenges, purgeOldLookups, purgeFinishedImports, purgeOldCardReveals]) await fn(db(), h.clock.now());
    };
    const exists = async (table: string, id: string) => (await db().query(`SELECT 1 FROM ${table} WHERE id = $1`, [uuidOf(id)])).length === 1;

    // SCA operation challenges of a payment (5 minutes each): one consumed (passed or replaced),
    // and the open one, expired unanswered; a consumed one of a trust change, consumed a day later.
    const holder = await cardholder(h, ['USD'], 'Card Holder', p);
    const challenge = async (consumedAfterMs: number | null) => {
      const id = newIdAt(h.clock.now().getTime());
      const at = h.clock.now();
      await db().query(
        `INSERT INTO sca_operation_challenges (id, platform_id, customer_id, subject_kind, subject_id, purpose, factor, available_factors, code_salt, code_hash,
           expires_at, consumed_at, created_at, updated_at)
         VALUES ($1, $2, $3, 'QUOTE', $4, 'PAYOUT', 'SMS_OTP', ARRAY['SMS_OTP'], 's', 'h', $5, $6, $7, $7)`,
        [id, p.platformId, uuidOf(holder.id), randomUUID(), new Date(at.getTime() + 5 * 60_000), consumedAfterMs === null ? null : new Date(at.getTime() + consumedAfterMs), at],
      );
      return id;
    };
    const passed = await challenge(60_000);
    const open = await challenge(null);
    const lateConsumed = await challenge(DAY);

    // A receiver lookup, a finished customer import and one still pending (its job not run yet).
    const lookup = await h.call('GET', `/receiver/uma/${encodeURIComponent('$maria@cenote.example')}`, { as: p });
    expect(lookup.statusCode, lookup.body).toBe(200);
    const lookupId = lookup.json().lookupId as string;
    const csv = 'umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,addressLine2,city,state,postalCode,country,email,businessLegalName,businessRegistrationNumber,businessTaxId\n$records@uma.corridor.example,p-records,INDIVIDUAL,Rec Ords,1990-01-02,1 Main St,,Austin,TX,73301,US,rec@example.com,,,';
    const boundary = 'records';
    const upload = await h.call('POST', '/customers/bulk/csv', {
      as: p,
      body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode, upload.body).toBe(202);
    const finished = upload.json().jobId as string;
    await h.services.jobs.runDue();
    const job = () => h.call('GET', `/customers/bulk/jobs/${finished}`, { as: p });
    expect((await job()).json().status).toBe('COMPLETED');
    const pending = `Job:${newIdAt(start)}`;
    await db().query(`INSERT INTO customer_imports (id, platform_id, status, csv, created_at, updated_at) VALUES ($1, $2, 'PENDING', 'x', $3, $3)`, [
      uuidOf(pending),
      p.platformId,
      new Date(start),
    ]);

    // Two reveal links of a card: one opened, one left to expire.
    const card = await h.call('POST', '/cards', { as: p, body: { form: 'VIRTUAL', cardholderId: holder.id, fundingSources: [holder.accounts.USD] } });
    expect(card.statusCode, card.body).toBe(201);
    await h.services.worker.drain();
    const reveal = async () => {
      const res = await h.call('POST', `/cards/${card.json().id}/reveal`, { as: p });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().panEmbedUrl as string).split('/card-reveal/')[1];
    };
    const opened = await reveal();
    expect((await h.app.inject({ method: 'GET', url: `/card-reveal/${opened}` })).statusCode).toBe(200);
    const unopened = await reveal();
    const reveals = async () => (await db().query<{ id: string }>('SELECT id FROM card_reveals WHERE card_id = $1 ORDER BY id', [uuidOf(card.json().id)])).map((r) => r.id);
    expect(await reveals()).toEqual([opened.split('.')[0], unopened.split('.')[0]]);

    // A day and 6 minutes on: the passed challenge is a day past its expiry, the late one was consumed just now.
    h.clock.advance(DAY + 6 * 60_000);
    await purge();
    expect([await exists('sca_operation_challenges', passed), await exists('sca_operation_challenges', open), await exists('sca_operation_challenges', lateConsumed)]).toEqual([
      false,
      true,
      true,
    ]);
    expect(await exists('receiver_lookups', lookupId)).toBe(true);

    // Day 8: the lookup is past its 7 days; the challenge consumed on day 1 a day past its consumption.
    h.clock.advance(7 * DAY);
    await purge();
    expect(await exists('receiver_lookups', lookupId)).toBe(false);
    expect([await exists('sca_operation_challenges', open), await exists('sca_operation_challenges', lateConsumed)]).toEqual([true, false]);
    expect((await job()).statusCode).toBe(200);

    // Day 31: the finished import is past its 30 days (its GET answers 404); the pending one stays.
    h.clock.advance(23 * DAY);
    await purge();
    expectError(await job(), 404, 'BULK_UPLOAD_JOB_NOT_FOUND');
    expect(await exists('customer_imports', pending)).toBe(true);
    const recent = await reveal();
    expect(await reveals()).toHaveLength(3);

    // A year after the first reveals, they go; the one of day 31 stays, as does the open challenge.
    h.clock.advance(365 * DAY - 31 * DAY + 60_000);
    await purge();
    expect(await reveals()).toEqual([recent.split('.')[0]]);
    expect(await exists('sca_operation_challenges', open)).toBe(true);
    expect(await exists('customer_imports', pending)).toBe(true);
  });

  // On a server autovacuum keeps the statistics (and may analyze at any moment, so nothing is
  // asserted there); analyzeChangedTables does nothing there (test/unit/db/purge.test.ts).
  it.skipIf(onServer)('analyzes, on PGlite, the tables whose rows changed by more than 1,000 + 10% since their last ANALYZE', async () => {
    const relation = async () =>
      (
        await db().query<{ reltuples: number; stats: number }>(
          `SELECT reltuples, (SELECT count(*)::int FROM pg_stats WHERE tablename = 'jobs' AND schemaname = current_schema()) AS stats FROM pg_class WHERE oid = 'jobs'::regclass`,
        )
      )[0];
    const addJobs = (n: number) =>
      db().query(
        `INSERT INTO jobs (id, platform_id, kind, payload, due_at, created_at) SELECT gen_random_uuid(), $1, 'housekeeping.later', '{}', $2, $3 FROM generate_series(1, $4::int)`,
        [h.platform.platformId, new Date(h.clock.now().getTime() + 1000 * DAY), h.clock.now(), n],
      );
    const jobsCount = async () => (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM jobs'))[0].n;
    await addJobs(3_000);
    await analyzeChangedTables(db());
    const analyzed = await relation();
    expect(analyzed.reltuples).toBe(await jobsCount());
    expect(analyzed.stats).toBeGreaterThan(0);
    // A hundred rows more are not enough for another ANALYZE; 1,500 are.
    await addJobs(100);
    await analyzeChangedTables(db());
    expect((await relation()).reltuples).toBe(analyzed.reltuples);
    await addJobs(1_500);
    await analyzeChangedTables(db());
    expect((await relation()).reltuples).toBe(await jobsCount());
    await db().query(`DELETE FROM jobs WHERE kind = 'housekeeping.later'`);
  });
});
