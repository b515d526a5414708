import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killHard, spawnCorridor } from '../support/processes.ts';
import { onServer, testDatabase } from '../support/database.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Keyring, newAppKey } from '../../src/secrets/keyring.ts';
import { basic, type Harness, startHarness } from '../support/harness.ts';

const APP_KEY = newAppKey();
const dataDir = mkdtempSync(join(tmpdir(), 'corridor-kill-'));
import { customerWithAccounts, fund, quoteBody } from '../support/payments.ts';
import { startReceiver } from '../support/receiver.ts';
import { ledgerProblems, noProblems, nonZeroCurrencyTotals } from '../unit/ledger/invariants.ts';

/**
 * kill -9 of the server process under load. Clients pay (create and execute in one call)
 * with an Idempotency-Key per logical payment, repeating the same key on connection errors
 * and 5xx until they get an answer, while the server is killed and restarted on the same
 * port a few times. Afterwards, in SQL: the ledger balances, no key made two payments, every
 * payment a client was told succeeded exists once and no other, balances are what those
 * payments imply, and every event was delivered to the receiver (duplicates allowed: delivery
 * is at least once; losses not).
 */
const CLIENTS = 12;
const KILLS = 4;
/**
 * Client c's payer is funded for about 7 × (c + 1) payments: some run out (INSUFFICIENT_FUNDS)
 * early, some late, some never, so that refusals as well as payments meet the kills.
 */
const funding = (c: number) => 1_500 * (c + 1);
const PREFIX = `/2025-10-13`;

const unsupported = onServer ? undefined : 'TEST_DATABASE_URL is not set (the fault suites run in the PostgreSQL server run)';
if (unsupported) console.warn(`\n!!! test/faults/kill-restart: SKIPPED: ${unsupported} !!!\n`);

let h: Harness | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
let server: ChildProcess | undefined;
/** The servers' output, shown when something fails. */
const output: string[] = [];

beforeAll(async () => {
  if (unsupported) return;
  // Setup goes through an in-process app on the same schema; the load through the real server.
  h = await startHarness({ database: await testDatabase(4), keyring: new Keyring([APP_KEY]) });
  receiver = await startReceiver();
}, 60_000);

afterAll(async () => {
  await killHard(server);
  await receiver?.close();
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  key: string;
  payer: string;
  amount: number;
  status: number;
  code?: string;
  transactionId?: string;
  replayed: boolean;
  attempts: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(unsupported !== undefined)('kill -9 of the server under load (PostgreSQL server)', () => {
  it(`${CLIENTS} clients paying with Idempotency-Key retries through ${KILLS} kills: money, idempotency and events neither lost nor doubled`, async () => {
    const harness = h!;
    const db = harness.database.db;
    const platformId = harness.platform.platformId;
    expect((await harness.call('PATCH', '/config', { body: { webhookEndpoint: receiver!.url } })).statusCode).toBe(200);
    const payee = (await customerWithAccounts(harness, ['USD'])).accounts.USD;
    const payers: string[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const account = (await customerWithAccounts(harness, ['USD'])).accounts.USD;
      expect((await fund(harness, account, funding(i))).statusCode).toBeLessThan(300);
      payers.push(account);
    }

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let incarnation = 0;
    /** Starts a server on the port and resolves once it answers /readyz. */
    const start = async (): Promise<string> => {
      incarnation++;
      // Its sessions carry its own application_name, so that the test can tell when they are gone.
      const name = `corridor-fault-${incarnation}`;
      const url = new URL(harness.database.url!);
      url.searchParams.set('application_name', name);
      // The servers seal and open secrets with the same key as the harness that made the platform.
      const child = spawnCorridor(['serve', '--host', '127.0.0.1', '--port', String(port)], APP_KEY, dataDir, { DATABASE_URL: url.toString() });
      server = child;
      const keep = (chunk: Buffer) => void output.push(`[${name}] ${chunk.toString().trimEnd()}`);
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server ${name} exited with ${child.exitCode}:\n${output.join('\n')}`);
        const ready = await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ready) return name;
        await sleep(50);
      }
    };
    /**
     * kill -9, then wait until the server has no session left: a statement it sent may still
     * be running and commit. Its leases on jobs and events (60 s) are then ended, as time
     * would end them: no process is alive to hold them, and the test cannot wait a minute.
     */
    const kill = async (name: string) => {
      const child = server!;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      for (;;) {
        const [{ n }] = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM pg_stat_activity WHERE application_name = $1', [name]);
        if (n === '0') break;
        await sleep(20);
      }
      await db.query(`UPDATE jobs SET lease_until = NULL WHERE status = 'PENDING' AND lease_until IS NOT NULL`);
      await db.query(`UPDATE events SET lease_until = NULL WHERE status = 'PENDING' AND lease_until IS NOT NULL`);
    };

    const authorization = basic(harness.platform);
    let paying = true;
    /** One logical payment: its key is repeated until the server answers it (2xx or 4xx). */
    const pay = async (key: string, payer: string, amount: number): Promise<Outcome> => {
      const body = JSON.stringify(quoteBody(payer, payee, amount, { immediatelyExecute: true, description: key }));
      for (let attempts = 1; ; attempts++) {
        const res = await fetch(`${base}${PREFIX}/quotes`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', 'idempotency-key': key },
          body,
          signal: AbortSignal.timeout(30_000),
        }).catch(() => undefined);
        // A connection refused or cut (the server was killed), or 503 from one shutting down
        // or starting: the same request again. Anything else is its answer, 500 included.
        if (res && res.status !== 503) {
          const answer = (await res.json()) as { code?: string; transactionId?: string };
          return { key, payer, amount, status: res.status, code: answer.code, transactionId: answer.transactionId, replayed: res.headers.get('idempotent-replayed') === 'true', attempts };
        }
        await res?.body?.cancel();
        await sleep(50 + Math.random() * 100);
      }
    };
    const client = async (c: number): Promise<Outcome[]> => {
      const outcomes: Outcome[] = [];
      for (let n = 0; paying; n++) {
        // Multiples of 10: no sandbox rail trigger (amounts ending in 901-907) is hit.
        outcomes.push(await pay(`kill-${c}-${n}`, payers[c], 10 * (1 + ((n * 7 + c) % 40))));
      }
      return outcomes;
    };

    const startups: number[] = [];
    const timedStart = async () => {
      const started = performance.now();
      const name = await start();
      startups.push(Math.round(performance.now() - started));
      return name;
    };
    let name = await timedStart();
    const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
    for (let k = 0; k < KILLS; k++) {
      await sleep(1_000 + Math.random() * 2_000);
      await kill(name);
      name = await timedStart();
    }
    await sleep(1_000);
    paying = false;
    const outcomes = (await Promise.all(clients)).flat();

    // Every payment answered is settled by the last server's worker and its webhooks delivered.
    const settledBy = Date.now() + 30_000;
    for (;;) {
      const [left] = await db.query<{ jobs: string; events: string; payouts: string }>(
        `SELECT (SELECT count(*) FROM jobs WHERE status <> 'DONE')::text AS jobs, (SELECT count(*) FROM events WHERE status <> 'DELIVERED')::text AS events,
                (SELECT count(*) FROM transactions WHERE rail_step_at IS NOT NULL)::text AS payouts`,
      );
      if (left.jobs === '0' && left.events === '0' && left.payouts === '0') break;
      if (Date.now() > settledBy) {
        const why = await db.query('SELECT status, last_error, count(*)::text AS n FROM events WHERE status <> $1 GROUP BY 1, 2', ['DELIVERED']);
        throw new Error(`not settled: ${JSON.stringify(left)} ${JSON.stringify(why)}\n${output.join('\n')}`);
      }
      await sleep(100);
    }

    const ok = outcomes.filter((o) => o.status === 201);
    const refused = outcomes.filter((o) => o.status !== 201);
    console.log(
      `kill-restart: server start-ups took ${startups.join(', ')} ms; ${outcomes.length} payments, ${ok.length} made, ${refused.length} refused, ` +
        `${outcomes.filter((o) => o.attempts > 1).length} repeated after a kill (${ok.filter((o) => o.replayed).length} answered by a replay)`,
    );
    expect(ok.length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.attempts > 1).length, 'no request met a kill').toBeGreaterThan(0);
    // Nothing but success or running out of funds: no 409, no 422, no 500.
    expect(new Set(refused.map((o) => `${o.status} ${o.code}`))).toEqual(new Set(refused.length ? ['400 INSUFFICIENT_FUNDS'] : []));

    // Idempotency: each key made at most one payment, and exactly the keys answered 201 made one,
    // the very one they were told about.
    const made = await db.query<{ description: string; id: string; n: string }>(
      `SELECT description, min(id::text) AS id, count(*)::text AS n FROM transactions WHERE platform_id = $1 AND type = 'OUTGOING' GROUP BY description`,
      [platformId],
    );
    expect(made.filter((m) => m.n !== '1')).toEqual([]);
    expect(new Map(made.map((m) => [m.description, `Transaction:${m.id}`]))).toEqual(new Map(ok.map((o) => [o.key, o.transactionId])));
    const keys = await db.query<{ key: string; response_status: number }>(
      `SELECT key, response_status FROM idempotency_keys WHERE platform_id = $1 AND key LIKE 'kill-%'`,
      [platformId],
    );
    expect(new Map(keys.map((k) => [k.key, k.response_status]))).toEqual(new Map(ok.map((o) => [o.key, 201])));
    const unsettled = await db.query(`SELECT id, status FROM transactions WHERE platform_id = $1 AND status <> 'COMPLETED'`, [platformId]);
    expect(unsettled).toEqual([]);
    // Settlement rounds killed midway: each payment settled once, with its events once (a round
    // is one transaction: all of a payment's step or none of it).
    expect(
      await db.query(
        `SELECT t.id, (SELECT count(*) FROM ledger_transfers lt WHERE lt.hold_id = t.hold_id)::text AS settlements,
                (SELECT count(*) FROM events e WHERE e.platform_id = t.platform_id AND e.type = 'OUTGOING_PAYMENT.COMPLETED' AND e.data::jsonb->>'id' = 'Transaction:' || t.id)::text AS completed
         FROM transactions t WHERE t.platform_id = $1 AND t.type = 'OUTGOING'
         AND ((SELECT count(*) FROM ledger_transfers lt WHERE lt.hold_id = t.hold_id) <> 1
              OR (SELECT count(*) FROM events e WHERE e.platform_id = t.platform_id AND e.type = 'OUTGOING_PAYMENT.COMPLETED' AND e.data::jsonb->>'id' = 'Transaction:' || t.id) <> 1)`,
        [platformId],
      ),
    ).toEqual([]);

    // Money: every transfer balances, every balance is the sum of its entries and has no hold
    // left, and the balances are what the payments answered 201 imply.
    expect(await ledgerProblems(db, platformId)).toEqual(noProblems);
    expect(await nonZeroCurrencyTotals(db, platformId)).toEqual([]);
    const balance = async (accountId: string) => {
      const uuid = accountId.replace(/^InternalAccount:/, '');
      const [row] = await db.query<{ balance: string; available: string }>('SELECT balance::text, available::text FROM ledger_accounts WHERE id = $1', [uuid]);
      return row;
    };
    for (const [c, payer] of payers.entries()) {
      const left = String(funding(c) - ok.filter((o) => o.payer === payer).reduce((sum, o) => sum + o.amount, 0));
      expect(await balance(payer)).toEqual({ balance: left, available: left });
    }
    const received = String(ok.reduce((sum, o) => sum + o.amount, 0));
    expect(await balance(payee)).toEqual({ balance: received, available: received });

    // Events: each payment's events written once each, and every event row seen by the receiver.
    expect(
      await db.query(
        `SELECT data::jsonb->>'id' AS transaction, type, count(*)::text AS n FROM events
         WHERE platform_id = $1 AND type LIKE 'OUTGOING_PAYMENT.%' GROUP BY 1, 2 HAVING count(*) <> 1`,
        [platformId],
      ),
    ).toEqual([]);
    const completed = await db.query<{ transaction: string }>(
      `SELECT data::jsonb->>'id' AS transaction FROM events WHERE platform_id = $1 AND type = 'OUTGOING_PAYMENT.COMPLETED'`,
      [platformId],
    );
    expect(new Set(completed.map((e) => e.transaction))).toEqual(new Set(ok.map((o) => o.transactionId)));
    const events = await db.query<{ id: string }>('SELECT id FROM events WHERE platform_id = $1', [platformId]);
    const seen = new Set(receiver!.received.map((r) => (JSON.parse(r.body) as { id: string }).id));
    expect(events.map((e) => `Webhook:${e.id}`).filter((id) => !seen.has(id))).toEqual([]);
    console.log(`kill-restart: ${events.length} events, ${receiver!.received.length} deliveries received (${receiver!.received.length - seen.size} duplicates)`);
  }, 180_000);
});
