import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailable } from '../../src/db/driver.ts';
import { openPg } from '../../src/db/transport/index.ts';
import { deadlineMs } from '../../src/db/timeouts.ts';
import { clusterUnsupported, createCluster, type ThrowawayCluster } from '../support/cluster.ts';
import { onServer } from '../support/database.ts';
import { expectError, type Harness } from '../support/harness.ts';
import { type PayingHarness, payingHarness } from '../support/paying-harness.ts';
import { quoteBody, terms } from '../support/payments.ts';
import type { Received } from '../support/receiver.ts';

/**
 * The database frozen (SIGSTOP: connected, silent) and stopped (an immediate shutdown, as in
 * a crash), on a throwaway cluster of this test's own. Every request answers 503
 * SERVICE_UNAVAILABLE with Retry-After within the configured timeouts, /readyz within 2 s,
 * and once the database is back everything works again without a restart: the pool
 * replaces its dead connections, the LISTEN connection comes back (a platform change made
 * elsewhere reaches the cache), the worker delivers again.
 */
const TIMEOUTS = { connectTimeoutMs: 1_000, statementTimeoutMs: 1_000, idleInTransactionTimeoutMs: 5_000 };
/** The longest a request may take with the database gone: a connection, then one message. */
const ANSWER_WITHIN_MS = TIMEOUTS.connectTimeoutMs + deadlineMs(TIMEOUTS) + 750;
const READY_WITHIN_MS = 2_000;

const unsupported = onServer ? clusterUnsupported() : 'TEST_DATABASE_URL is not set (the fault suites run in the PostgreSQL server run)';
if (unsupported) console.warn(`\n!!! test/faults/database-outage: SKIPPED: ${unsupported} !!!\n`);

let cluster: ThrowawayCluster | undefined;
let h: Harness | undefined;
let receiver: PayingHarness['receiver'] | undefined;
/** A funded payer and where it pays to. */
let payer: string;
let payee: string;

beforeAll(async () => {
  if (unsupported) return;
  cluster = await createCluster();
  ({ h, receiver, payer, payee } = await payingHarness(cluster.url, { poolSize: 4, timeouts: TIMEOUTS, funds: 10_000 }));
}, 120_000);

afterAll(async () => {
  // Whatever happened above, the cluster goes: thawed, stopped and removed.
  try {
    await cluster?.thaw();
    await h?.close();
    await receiver?.close();
  } finally {
    await cluster?.drop();
  }
}, 120_000);

/** Sends a request and measures how long the answer took. */
async function timed(send: () => Promise<LightMyRequestResponse>): Promise<{ res: LightMyRequestResponse; ms: number }> {
  const started = performance.now();
  const res = await send();
  return { res, ms: performance.now() - started };
}

function expectUnavailable({ res, ms }: { res: LightMyRequestResponse; ms: number }, within: number) {
  expectError(res, 503, 'SERVICE_UNAVAILABLE');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(ms).toBeLessThan(within);
}

const readyz = () => h!.app.inject({ method: 'GET', url: '/readyz' });

/** A payment created and executed in one call; `key` is its Idempotency-Key and description. */
const payment = (key: string) =>
  h!.call('POST', '/quotes', { body: quoteBody(payer, payee, 700, { immediatelyExecute: true, description: key }), headers: { 'idempotency-key': key } });

/** Repeats `send` while it answers 503 (as a client honouring Retry-After would, but faster). */
async function untilAnswered(send: () => Promise<LightMyRequestResponse>, forMs = 10_000): Promise<LightMyRequestResponse> {
  const until = Date.now() + forMs;
  for (;;) {
    const res = await send();
    if (res.statusCode !== 503 || Date.now() > until) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, forMs = 10_000): Promise<T> {
  const deadline = Date.now() + forMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A statement on the cluster outside the app: another replica, or an operator. */
async function outside<R extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: cluster!.url });
  await client.connect();
  try {
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(unsupported !== undefined)('a database that is frozen or down (throwaway cluster)', () => {
  it('frozen: requests answer 503 with Retry-After within the timeouts, /readyz within 2 s; on SIGCONT everything works again', async () => {
    const harness = h!;
    expect((await harness.call('GET', '/config')).statusCode).toBe(200);
    const pay = () => payment('frozen');
    // Another process's handle on the database, with its LISTEN connection up.
    const other = openPg(cluster!.url, { poolSize: 1, timeouts: TIMEOUTS });
    await other.listen('corridor_platform_changed', () => {});
    await other.query('SELECT 1');

    // Frozen between a transaction's first message and its COMMIT: the COMMIT may yet apply
    // when the server resumes, and the error says so.
    const lostCommit = harness.database.db
      .transaction(async (tx) => {
        await tx.query('SELECT 1');
        await cluster!.freeze();
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    try {
      const lost = await lostCommit;
      expect(lost).toBeInstanceOf(DatabaseUnavailable);
      expect((lost as DatabaseUnavailable).outcomeUnknown).toBe(true);
      harness.services.platforms.clear();
      const [config, customers, payment, ready] = await Promise.all([
        timed(() => harness.call('GET', '/config')),
        timed(() => harness.call('GET', '/customers')),
        timed(pay),
        timed(readyz),
      ]);
      expectUnavailable(config, ANSWER_WITHIN_MS);
      expectUnavailable(customers, ANSWER_WITHIN_MS);
      expectUnavailable(payment, ANSWER_WITHIN_MS);
      expectUnavailable(ready, READY_WITHIN_MS);
      // Again, now that the pool's connections were given up: new ones cannot connect either.
      expectUnavailable(await timed(() => harness.call('GET', '/customers')), ANSWER_WITHIN_MS);
      expectUnavailable(await timed(readyz), READY_WITHIN_MS);
      // Shutting down does not wait for a frozen server to acknowledge anything.
      const closing = performance.now();
      await other.close();
      expect(performance.now() - closing).toBeLessThan(2_500);
    } finally {
      await cluster!.thaw();
    }

    expect((await untilAnswered(readyz)).statusCode).toBe(200);
    expect((await untilAnswered(() => harness.call('GET', '/config'))).statusCode).toBe(200);
    expect((await untilAnswered(() => harness.call('GET', '/customers'))).statusCode).toBe(200);
    // The payment that got a 503 is repeated with its key, and is done once.
    const paid = await untilAnswered(pay);
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await pay()).headers['idempotent-replayed']).toBe('true');
    const done = await outside<{ n: string }>(`SELECT count(*)::text AS n FROM transactions WHERE description = 'frozen'`);
    expect(done[0].n).toBe('1');
  });

  it('stopped: requests answer 503 at once, /readyz within 2 s; after a restart requests, the cache invalidation listener and the worker work again', async () => {
    const harness = h!;
    const customer = (key: string) =>
      harness.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', fullName: 'Back Again', endUserTermsConsent: terms }, headers: { 'idempotency-key': key } });

    await cluster!.stop();
    harness.services.platforms.clear();
    expectUnavailable(await timed(() => harness.call('GET', '/config')), ANSWER_WITHIN_MS);
    expectUnavailable(await timed(() => harness.call('GET', '/customers')), ANSWER_WITHIN_MS);
    expectUnavailable(await timed(() => customer('stopped-create')), ANSWER_WITHIN_MS);
    expectUnavailable(await timed(readyz), READY_WITHIN_MS);
    await cluster!.start();

    expect((await untilAnswered(readyz)).statusCode).toBe(200);
    expect((await untilAnswered(() => harness.call('GET', '/customers'))).statusCode).toBe(200);
    const created = await untilAnswered(() => customer('stopped-create'));
    expect(created.statusCode, created.body).toBe(201);

    // The LISTEN connection is back (it listens again), then a change made outside this
    // process reaches the cached row through its notification, well before the cache's TTL.
    await until(async () => {
      const rows = await outside<{ n: string }>(`SELECT count(*)::text AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN %'`);
      return rows[0].n === '0' ? undefined : true;
    }, 'the LISTEN connection to come back');
    expect((await harness.call('GET', '/config')).json().umaDomain).toBeUndefined();
    await outside(
      `WITH changed AS (UPDATE platforms SET config = config || '{"umaDomain": "after.example"}'::jsonb WHERE id = $1 RETURNING id)
       SELECT pg_notify('corridor_platform_changed', id::text) FROM changed`,
      [harness.platform.platformId],
    );
    await until(async () => ((await harness.call('GET', '/config')).json().umaDomain === 'after.example' ? true : undefined), 'the change to reach the cache', 3_000);

    // The worker survived the outage: a new payment is settled and its webhooks delivered.
    const paid = await payment('after-restart');
    expect(paid.statusCode, paid.body).toBe(201);
    const transactionId: string = paid.json().transactionId;
    await until(
      async () => (receiver!.received.some((r: Received) => r.body.includes('OUTGOING_PAYMENT.COMPLETED') && r.body.includes(transactionId)) ? true : undefined),
      'the payment to settle and its webhook to arrive',
    );
  });
});
