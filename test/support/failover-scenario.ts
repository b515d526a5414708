import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deadlineMs } from '../../src/db/timeouts.ts';
import { ledgerProblems, noProblems } from '../unit/ledger/invariants.ts';
import { expectError, type Harness } from './harness.ts';
import { type PayingHarness, payingHarness } from './paying-harness.ts';
import { quoteBody } from './payments.ts';

/**
 * The failover scenario (test/faults/failover.test.ts: the test promotes the standby;
 * test/faults/auto-failover.test.ts: pg_auto_failover's monitor does): a primary with a
 * synchronous standby, Corridor connected to both through one multi-host URL with
 * target_session_attrs=read-write, payments under way from 8 clients, and the primary killed.
 * Corridor is not restarted. Then: every payment acknowledged is there exactly once (the
 * standby had it before the client heard 201), the ledger balances, every event reaches the
 * webhook receiver, the LISTEN connection is on the new primary, no request answered 500 or
 * hung, and the recovery time is printed. A second case turns the primary read-only under
 * open connections (a demotion): 503, not 500, then writable again.
 *
 * In process (startHarness, requests by inject) rather than a server process: what fails over
 * is the database transport, which is the same either way, and in process the test can hold
 * the worker and the pool it checks; the HTTP socket adds nothing a failover touches.
 */

/** What the scenario needs of a primary and its synchronous standby, whoever manages them. */
export interface FailoverPair {
  /** Both servers, target_session_attrs=read-write. */
  url: string;
  primary: { url: string; stop(): Promise<void> };
  standby: { url: string };
  /** Resolves once the standby has been promoted (by the test, or by a monitor) and accepts writes. */
  failover(): Promise<void>;
  drop(): Promise<void>;
}

const TIMEOUTS = { connectTimeoutMs: 1_000, statementTimeoutMs: 2_000, idleInTransactionTimeoutMs: 5_000 };
/**
 * The longest a request may wait with its database gone: a connection tried on each of the two
 * hosts, then one message's deadline. A client gives up past it and repeats with its key.
 */
const ANSWER_WITHIN_MS = 2 * TIMEOUTS.connectTimeoutMs + deadlineMs(TIMEOUTS) + 1_000;
const CLIENTS = 8;
const AMOUNT = 100;

/**
 * The scenario's suite: `title` names it, `unsupported` says why it is skipped (the caller
 * says so, loudly), `makePair` makes the primary and its standby.
 */
export function failoverSuite(title: string, unsupported: string | undefined, makePair: () => Promise<FailoverPair>): void {
  let pair: FailoverPair | undefined;
  let h: Harness | undefined;
  let receiver: PayingHarness['receiver'] | undefined;
  let payer: string;
  let payee: string;

  beforeAll(async () => {
    if (unsupported) return;
    pair = await makePair();
    ({ h, receiver, payer, payee } = await payingHarness(pair.url, { poolSize: 8, timeouts: TIMEOUTS, funds: 10_000_000 }));
    // A pg_auto_failover formation takes a monitor, an initdb and a base backup to make.
  }, 180_000);

  afterAll(async () => {
    try {
      await h?.close();
      await receiver?.close();
    } finally {
      await pair?.drop();
    }
  }, 60_000);

  interface Outcome {
    status: number | 'timeout';
    ms: number;
    retryAfter?: string;
    at: number;
  }

  /** One attempt, given up (as a client would) past ANSWER_WITHIN_MS. */
  async function attempt(key: string): Promise<{ outcome: Outcome; res?: LightMyRequestResponse }> {
    const started = performance.now();
    const sent = h!.call('POST', '/quotes', {
      body: quoteBody(payer, payee, AMOUNT, { immediatelyExecute: true, description: key }),
      headers: { 'idempotency-key': key },
    });
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ANSWER_WITHIN_MS);
    });
    const res = await Promise.race([sent, gaveUp]);
    clearTimeout(timer);
    const ms = performance.now() - started;
    if (!res) return { outcome: { status: 'timeout', ms, at: Date.now() } };
    return { outcome: { status: res.statusCode, ms, retryAfter: res.headers['retry-after'] as string | undefined, at: Date.now() }, res };
  }

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  describe.skipIf(unsupported !== undefined)(title, () => {
    it('loses no acknowledged payment, pays none twice, balances, delivers every event, never answers 500', async () => {
      const outcomes: Outcome[] = [];
      /** Payments the clients were told were made (201), by key. */
      const acknowledged = new Map<string, { transactionId: string; at: number }>();
      let stopping = false;

      /** A client: pays, and repeats a payment with its key on 503 or no answer, until it is acknowledged. */
      const client = async (c: number) => {
        for (let n = 0; !stopping; n++) {
          const key = `failover-${c}-${n}`;
          for (;;) {
            const { outcome, res } = await attempt(key);
            outcomes.push(outcome);
            if (res?.statusCode === 201) {
              acknowledged.set(key, { transactionId: res.json().transactionId, at: outcome.at });
              break;
            }
            if (res && res.statusCode !== 503) throw new Error(`${key}: ${res.statusCode} ${res.body}`);
            await sleep(50 + Math.random() * 100);
          }
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));

      await sleep(2_000);
      const beforeFailure = acknowledged.size;
      expect(beforeFailure).toBeGreaterThan(CLIENTS);
      const killedAt = Date.now();
      await pair!.primary.stop();
      // The test as the monitor, or waiting for the monitor: the standby is promoted.
      await pair!.failover();
      const promotedAt = Date.now();
      // Load goes on until payments have been acknowledged by the new primary for a while.
      const firstAfter = async () => {
        for (;;) {
          const first = [...acknowledged.values()].filter((a) => a.at > promotedAt).sort((a, b) => a.at - b.at)[0];
          if (first) return first.at;
          if (Date.now() - killedAt > 30_000) throw new Error('no payment was acknowledged within 30 s of the failure');
          await sleep(20);
        }
      };
      const recoveredAt = await firstAfter();
      await sleep(2_000);
      stopping = true;
      await Promise.all(clients);

      const failed = outcomes.filter((o) => o.status !== 201);
      const unavailable = outcomes.filter((o) => o.status === 503);
      console.log(
        `failover: primary killed -> standby promoted ${promotedAt - killedAt} ms, -> first payment acknowledged by the new primary ${recoveredAt - killedAt} ms; ` +
          `${acknowledged.size} payments acknowledged (${beforeFailure} before the failure), ${outcomes.length} attempts, ${unavailable.length} answered 503, ` +
          `${outcomes.filter((o) => o.status === 'timeout').length} given up after ${ANSWER_WITHIN_MS} ms, slowest answer ${Math.round(Math.max(...outcomes.map((o) => o.ms)))} ms`,
      );
      // Never a 500, never an answer past the bound; every 503 says when to come back.
      expect(failed.filter((o) => o.status !== 503 && o.status !== 'timeout')).toEqual([]);
      expect(outcomes.filter((o) => o.status === 'timeout')).toEqual([]);
      for (const o of unavailable) expect(Number(o.retryAfter)).toBeGreaterThan(0);

      // Exactly once: one transaction per acknowledged key, the one the client was told of, and
      // nothing for a key never acknowledged (every client finished each key it began).
      const db = h!.database.db;
      const rows = await db.query<{ description: string; id: string; n: string }>(
        `SELECT description, min(id::text) AS id, count(*)::text AS n FROM transactions WHERE description LIKE 'failover-%' GROUP BY description`,
      );
      const made = new Map(rows.map((r) => [r.description, r]));
      expect(rows.filter((r) => r.n !== '1')).toEqual([]);
      expect([...made.keys()].sort()).toEqual([...acknowledged.keys()].sort());
      for (const [key, { transactionId }] of acknowledged) expect(transactionId).toContain(made.get(key)!.id);

      const platformId = h!.platform.platformId;
      expect(await ledgerProblems(db, platformId)).toEqual(noProblems);

      // Every event, those of the payments made before the failure included, reaches the receiver.
      const undelivered = async () => {
        const events = await db.query<{ id: string; type: string; status: string; attempts: number; next: string; lease: string | null; error: string | null }>(
          `SELECT id::text, type, status, attempts, next_attempt_at::text AS next, lease_until::text AS lease, last_error AS error FROM events WHERE platform_id = $1`,
          [platformId],
        );
        const received = new Set(receiver!.received.map((r) => /"id":"Webhook:([^"]+)"/.exec(r.body)?.[1]));
        return events.filter((e) => !received.has(e.id));
      };
      // Within half the delivery lease (60 s): when the failure took the answer of a claim that
      // committed (seen once, 16 events claimed together), the worker takes those events back at
      // its next round (WebhookDelivery.reclaim) rather than leaving them to their lease.
      const deadline = Date.now() + 30_000;
      while ((await undelivered()).length > 0 && Date.now() < deadline) await sleep(200);
      const left = await undelivered();
      expect(left.length, JSON.stringify(left.slice(0, 5))).toBe(0);

      // The LISTEN connection followed too: a platform change made on the new primary by
      // another process reaches this one's cache through its notification.
      const onNewPrimary = new pg.Client({ connectionString: pair!.standby.url });
      // A keeper may still restart the node it promoted: a lost connection fails the next query, not the process.
      onNewPrimary.on('error', () => {});
      await onNewPrimary.connect();
      try {
        await expect
          .poll(async () => (await onNewPrimary.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN %'`)).rows[0].n, { timeout: 10_000 })
          .toBeGreaterThan(0);
        expect((await h!.call('GET', '/config')).json().umaDomain).toBeUndefined();
        await onNewPrimary.query(
          `WITH changed AS (UPDATE platforms SET config = config || '{"umaDomain": "failed-over.example"}'::jsonb WHERE id = $1 RETURNING id)
           SELECT pg_notify('corridor_platform_changed', id::text) FROM changed`,
          [platformId],
        );
        await expect.poll(async () => (await h!.call('GET', '/config')).json().umaDomain, { timeout: 3_000 }).toBe('failed-over.example');
      } finally {
        await onNewPrimary.end();
      }
    }, 150_000);

    it('a primary turned read-only under open connections (demoted): writes answer 503, not 500, and work again once it is writable', async () => {
      const harness = h!;
      // The node that is primary now: the promoted standby, or the first primary when this test runs alone.
      const sql = async (url: string, text: string) => {
        const client = new pg.Client({ connectionString: url });
        client.on('error', () => {});
        await client.connect();
        try {
          return (await client.query(text)).rows;
        } finally {
          await client.end();
        }
      };
      const [{ standby }] = await sql(pair!.standby.url, 'SELECT pg_is_in_recovery() AS standby');
      const primaryUrl = standby ? pair!.primary.url : pair!.standby.url;
      const onNewPrimary = (text: string) => sql(primaryUrl, text);
      const pay = () =>
        harness.call('POST', '/quotes', { body: quoteBody(payer, payee, AMOUNT, { immediatelyExecute: true, description: 'read-only' }), headers: { 'idempotency-key': 'read-only' } });
      expect((await harness.call('GET', '/customers')).statusCode).toBe(200);
      await onNewPrimary(`ALTER SYSTEM SET default_transaction_read_only = on`);
      await onNewPrimary(`SELECT pg_reload_conf()`);
      // pg_reload_conf only signals the postmaster. A new connection that sees the setting proves
      // the postmaster has reloaded, and so has signalled the open backends, which apply it before
      // their next command; without this wait a request could reach a backend first and commit.
      await vi.waitFor(
        async () => {
          const [{ default_transaction_read_only: on }] = await onNewPrimary('SHOW default_transaction_read_only');
          expect(on).toBe('on');
        },
        { timeout: 5_000, interval: 50 },
      );
      try {
        const refused = await pay();
        expectError(refused, 503, 'SERVICE_UNAVAILABLE');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await onNewPrimary(`ALTER SYSTEM RESET default_transaction_read_only`);
        await onNewPrimary(`SELECT pg_reload_conf()`);
      }
      let paid = await pay();
      for (const until = Date.now() + 10_000; paid.statusCode === 503 && Date.now() < until; paid = await pay()) await sleep(100);
      expect(paid.statusCode, paid.body).toBe(201);
      const [row] = await harness.database.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM transactions WHERE description = 'read-only'`);
      expect(row.n).toBe('1');
    });
  });
}
