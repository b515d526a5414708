/**
 * Growth mode: do the payment paths keep their speed as the payment tables grow?
 * `BENCH_ONLY=growth npm run bench`, or `npx tsx bench/growth.ts` alone.
 *
 * One database (`${BENCH_DB}_growth`), one platform, BENCH_GROWTH_CUSTOMERS customers (default
 * 1,000) made through the API as bench/payouts.ts makes them (each with its USD internal account
 * funded and a US bank account), and a few real payments settled by the server. Then the
 * transactions table is grown to 10^4, 10^5 and 10^6 rows (BENCH_GROWTH_MAX caps the largest)
 * by set-based SQL that writes what real payments write, row for row (learned from real rows,
 * and checked against them after the first step: shapeCheck):
 * - per outgoing payment its quote, transaction, hold, settlement transfer and two ledger entries;
 *   per deposit (sandbox funding) its transaction, transfer and entries; the accounts' balances
 *   moved by the sum of the entries and the daily volumes by the payments (ledger invariants 3, 4,
 *   5 and 7 of docs/invariants.md are checked after every size);
 * - events (ENDPOINT_NOT_SET and never attempted, as the outbox writes them for a platform without an endpoint)
 *   for the payments of the last 29 days only, Idempotency-Key records for those of the last day
 *   only: older ones the server's housekeeping would have deleted. Payments write no jobs (the
 *   settlement is a round over `transactions.rail_step_at`, migration 030), so none are seeded.
 * Mix: 93% COMPLETED payouts, 3% FAILED (refused by the rail, hold released), 4% deposits; amounts
 * log-uniform from 1 to 2,000 USD; customers skewed (the customer of a payment is r^3 of a uniform r:
 * the first customer has a tenth of them, the hundredth about 0.15%), as a platform has a few
 * customers who pay a lot, and so that the by-customer rows find customers with full pages at
 * every size. The platform takes PER_DAY payments a day:
 * each step adds *older* history before what is there, so the newest month looks the same at
 * every size (10^4 is the last three days, 10^5 a month, 10^6 ten months); ids are UUIDv7 of
 * their creation time, as src/ids.ts makes them. Each step also parks BENCH_GROWTH_BACKLOG
 * (default 2,000) new PENDING payments, held and due far in the future, for the settlement row.
 * After each step: VACUUM ANALYZE of the tables written (what autovacuum does to a table that has
 * grown; a bench must not measure stale statistics) and a CHECKPOINT.
 *
 * At each size, against `corridor serve` as `npm start` runs it (bin/corridor.mjs, API and
 * workers in one process), 16 clients for BENCH_GROWTH_SECONDS each (default 5, after 1 s of
 * warm-up): GET /transactions first page, filtered by type and status and by customer (one with
 * at least 41 payments: full pages), the first two from a cursor deep in the data (85–95% of the
 * rows, newest first), the customer's from its last full page, GET /transactions/{id}
 * of random rows, POST /quotes with immediatelyExecute (the server settling them meanwhile), and
 * the settlement rounds draining the parked backlog once released (payments/s; p50/p99 are the
 * times from the release to each payment's settlement). The table gives req/s and p99 per size
 * and the ratio of the largest size to 10^4; a row is flagged when throughput falls below 0.67x
 * or p99 grows past 1.5x. The database is dropped at the end unless BENCH_GROWTH_KEEP=1 (then
 * it is left seeded at the largest size for EXPLAIN).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrate } from '../src/db/migrate.ts';
import { openPg } from '../src/db/transport/index.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `${process.env.BENCH_DB ?? 'corridor_bench'}_growth`;
const SECONDS = Number(process.env.BENCH_GROWTH_SECONDS ?? 5);
const MAX = Number(process.env.BENCH_GROWTH_MAX ?? 1_000_000);
const CUSTOMERS = Number(process.env.BENCH_GROWTH_CUSTOMERS ?? 1_000);
const BACKLOG = Number(process.env.BENCH_GROWTH_BACKLOG ?? 2_000);
const KEEP = process.env.BENCH_GROWTH_KEEP === '1';
const CLIENTS = 16;
/** Payments a day: 10^5 is a month of them, 10^6 ten months. */
const PER_DAY = 3_300;
const DAY_MS = 86_400_000;
/** Events are kept 30 days (src/events/housekeeping.ts); a day less, so that none is purged during a run. */
const EVENT_DAYS = 29;
const API = '/2025-10-13';
const SIZES = [...new Set([10_000, 100_000, 1_000_000].map((s) => Math.min(s, MAX)))];
const label = (n: number) => (Number.isInteger(Math.log10(n)) ? `10^${Math.log10(n)}` : n.toLocaleString('en-US'));

interface Customer {
  k: number;
  customerId: string;
  platformCustomerId: string;
  accountId: string;
  bankId: string;
  /** The account as presented, with placeholders for its figures (as an INTERNAL_ACCOUNT.BALANCE_UPDATED carries it). */
  accountJson: string;
}

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const uuidOf = (publicId: string) => publicId.slice(publicId.indexOf(':') + 1);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];
const cursorOf = (uuid: string) => Buffer.from(uuid, 'utf8').toString('base64url');
const log = (line: string) => console.error(`[growth] ${line}`);

function serve(dbUrl: string): Promise<{ child: ChildProcess; origin: string }> {
  return new Promise((resolve, reject) => {
    // What `npm start` runs: the cached bundle, API and workers in one process.
    const child = spawn(process.execPath, ['bin/corridor.mjs', 'serve', '--database-url', dbUrl, '--port', '0'], {
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/listening (\d+)|running at http:\/\/[^:]+:(\d+)/);
      if (m) resolve({ child, origin: `http://127.0.0.1:${m[1] ?? m[2]}` });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

function client(origin: string, headers: Record<string, string>) {
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${origin}${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown> & { id: string; data: Record<string, unknown>[] };
  };
}

/** Customers through the API, 16 at a time, then one real payment from each of the first 32 and a refused one, settled by the server. */
async function setup(origin: string, json: Record<string, string>, db: pg.Client): Promise<Customer[]> {
  const call = client(origin, json);
  await call('PATCH', '/config', { skipVerificationPaperwork: true });
  const consent = { type: 'SERVICE_END_USER_TERMS', termsVersion: '2025-10-13', acceptedAt: new Date().toISOString() };
  const customers: Customer[] = new Array(CUSTOMERS);
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let k = next++; k < CUSTOMERS; k = next++) {
        const customer = await call('POST', '/customers', {
          customerType: 'INDIVIDUAL',
          platformCustomerId: `growth-${k}`,
          fullName: `Growth Customer ${k}`,
          birthDate: '1990-01-01',
          nationality: 'US',
          address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
          agreementConsents: [consent],
        });
        const owned = (await call('GET', `/customers/internal-accounts?customerId=${customer.id}`)).data as { id: string; balance: { currency: { code: string } } }[];
        const usd = owned.find((a) => a.balance.currency.code === 'USD')!;
        // Ten million USD each: the seeded history pays out more than its deposits bring in.
        const funded = await call('POST', `/sandbox/internal-accounts/${usd.id}/fund`, { amount: 1_000_000_000 });
        // Account numbers ending 250: clear of the sandbox's 1xx triggers.
        const bank = await call('POST', '/customers/external-accounts', {
          customerId: customer.id,
          currency: 'USD',
          accountInfo: {
            accountType: 'USD_ACCOUNT',
            accountNumber: `77${String(k).padStart(6, '0')}250`,
            routingNumber: '021000021',
            beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: `Growth Customer ${k}` },
          },
        });
        const shown = funded as unknown as Record<string, unknown> & { balance: object; totalBalance: object };
        customers[k] = {
          k,
          customerId: uuidOf(customer.id),
          platformCustomerId: `growth-${k}`,
          accountId: uuidOf(usd.id),
          bankId: uuidOf(bank.id),
          accountJson: JSON.stringify({ ...shown, balance: { ...shown.balance, amount: '__AVAILABLE__' }, totalBalance: { ...shown.totalBalance, amount: '__BALANCE__' } }),
        };
      }
    }),
  );
  // Real payments: the shape the seeding copies (shapeCheck compares them), and the rail's
  // clearing account, which the first settlement opens.
  await Promise.all(customers.slice(0, 32).map((c) => call('POST', '/quotes', quoteBody(c, 100 + c.k))));
  // And one the sandbox rail refuses (amount ending 903: ACCOUNT_INVALID), for the shape of a failure.
  await call('POST', '/quotes', quoteBody(customers[0], 1903));
  await drained(db, 60_000);
  return customers;
}

function quoteBody(c: Customer, amount: number) {
  return {
    source: { sourceType: 'ACCOUNT', accountId: `InternalAccount:${c.accountId}` },
    destination: { destinationType: 'ACCOUNT', accountId: `ExternalAccount:${c.bankId}` },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: amount,
    immediatelyExecute: true,
  };
}

const count = async (db: pg.Client, sql: string, params: unknown[] = []) => Number((await db.query<{ n: string }>(sql, params)).rows[0].n);

/** Waits until no payment is due to a settlement round and no event waits for delivery. */
async function drained(db: pg.Client, timeoutMs: number): Promise<void> {
  const started = Date.now();
  const busy = `SELECT (EXISTS (SELECT 1 FROM transactions WHERE rail_step_at <= now()) OR EXISTS (SELECT 1 FROM events WHERE status = 'PENDING'))::int AS n`;
  while ((await count(db, busy)) === 1) {
    if (Date.now() - started > timeoutMs) throw new Error('the server did not drain its due payments and events in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

// ---------------------------------------------------------------------------------------------
// Seeding

/**
 * Session helpers: a UUIDv7 of millisecond `ms` whose other bits say what it is (`kind`, 12
 * bits) and which seeded payment (`n`): unique, and time-ordered as the server's ids are.
 */
const HELPERS = [
  `CREATE FUNCTION pg_temp.gid(ms bigint, kind int, n bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS
   $$ SELECT (lpad(to_hex(ms), 12, '0') || '7' || lpad(to_hex(kind), 3, '0') || '8' || lpad(to_hex(n), 15, '0'))::uuid $$`,
  `CREATE FUNCTION pg_temp.ts(ms bigint) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS
   $$ SELECT timestamptz 'epoch' + ms * interval '1 millisecond' $$`,
  `CREATE FUNCTION pg_temp.iso(ts timestamptz) RETURNS text LANGUAGE sql STABLE AS
   $$ SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$`,
  // A transaction as presentTransaction (src/modules/payments/present.ts) shows it, for its events.
  `CREATE FUNCTION pg_temp.tx_json(kind text, t uuid, q uuid, cust uuid, pcid text, acc uuid, bank uuid, amount numeric, status text,
     created timestamptz, updated timestamptz, settled timestamptz, failure text, refund jsonb) RETURNS text LANGUAGE sql STABLE AS $$
   SELECT CASE WHEN kind = 'IN' THEN format(
     '{"id":"Transaction:%s","status":"%s","type":"INCOMING","direction":"CREDIT","source":{"currency":"USD","customerId":"Customer:%s","sourceType":"REALTIME_FUNDING"},"destination":{"currency":"USD","accountId":"InternalAccount:%s","destinationType":"ACCOUNT"},"customerId":"Customer:%s","platformCustomerId":"%s","receivedAmount":{"amount":%s,"currency":{"code":"USD","name":"US Dollar","symbol":"$","decimals":2}},"fees":0,"reconciliationInstructions":{"reference":"SANDBOX-%s"},"createdAt":"%s","updatedAt":"%s","settledAt":"%s","description":"Sandbox funding"}',
     t, status, cust, acc, cust, pcid, amount, upper(right(replace(t::text, '-', ''), 12)), pg_temp.iso(created), pg_temp.iso(updated), pg_temp.iso(settled))
   ELSE format(
     '{"id":"Transaction:%s","status":"%s","type":"OUTGOING","direction":"DEBIT","source":{"currency":"USD","accountId":"InternalAccount:%s","customerId":"Customer:%s","sourceType":"ACCOUNT"},"destination":{"currency":"USD","accountId":"ExternalAccount:%s","destinationType":"ACCOUNT"},"customerId":"Customer:%s","platformCustomerId":"%s","receivedAmount":{"amount":%s,"currency":{"code":"USD","name":"US Dollar","symbol":"$","decimals":2}},"fees":0,"reconciliationInstructions":{"reference":"CRP%s"},"createdAt":"%s","updatedAt":"%s","sentAmount":{"amount":%s,"currency":{"code":"USD","name":"US Dollar","symbol":"$","decimals":2}},"platformFees":0,"paymentRail":"ACH","railSelectionMode":"AUTO","exchangeRate":1,"quoteId":"Quote:%s"%s%s}',
     t, status, acc, cust, bank, cust, pcid, amount, upper(right(replace(t::text, '-', ''), 12)), pg_temp.iso(created), pg_temp.iso(updated), amount, q,
     CASE WHEN failure IS NULL THEN '' ELSE format(',"failureReason":"%s","refund":%s', failure, refund::text) END,
     CASE WHEN settled IS NULL THEN '' ELSE format(',"settledAt":"%s"', pg_temp.iso(settled)) END)
   END $$`,
  `CREATE TEMP TABLE growth_customers (k int PRIMARY KEY, customer_id uuid, pcid text, account_id uuid, bank_id uuid, account_json text)`,
];

/** Tables the seeding writes: vacuumed and analyzed after each step. */
const SEEDED = ['transactions', 'quotes', 'ledger_holds', 'ledger_transfers', 'ledger_entries', 'ledger_accounts', 'payment_daily_volumes', 'events', 'idempotency_keys'];

interface Seeder {
  db: pg.Client;
  platformId: string;
  rail: string;
  funding: string;
  /** The newest seeded history's time: every step's history is older than the step before's. */
  t0: number;
  /** History rows seeded so far (the next step starts this far back) and ids used so far. */
  history: number;
  n: number;
}

/**
 * Adds `history` rows of history before what is there and `parked` new PENDING payments, in
 * set-based statements (growth_rows holds the step's rows with their ids; every table is
 * written from it in id order, as the server's inserts in time order lay rows out).
 */
async function seedStep(s: Seeder, history: number, parked: number): Promise<void> {
  const { db } = s;
  const lo = s.n;
  const mid = lo + history;
  const hi = mid + parked;
  const interval = Math.round(DAY_MS / PER_DAY);
  const now = Date.now();
  const p = [s.platformId];
  await db.query(`DROP TABLE IF EXISTS growth_rows`);
  await db.query(`CREATE TEMP TABLE growth_rows AS
    WITH g AS (
      SELECT i, random() AS r_kind, random() AS r_cust, random() AS r_amt, random() AS r_time
      FROM generate_series(${lo}::bigint, ${hi - 1}::bigint) i
    ), h AS (
      SELECT g.i, floor(power(g.r_cust, 3) * ${CUSTOMERS})::int AS k,
        CASE WHEN g.i >= ${mid} THEN 'PEND' WHEN g.r_kind < 0.04 THEN 'IN' WHEN g.r_kind < 0.07 THEN 'FAIL' ELSE 'OK' END AS kind,
        CASE WHEN g.i >= ${mid} THEN ${now}::bigint - floor(g.r_time * 60000)::bigint
             ELSE ${s.t0}::bigint - (${s.history}::bigint + g.i - ${lo}) * ${interval} - floor(g.r_time * ${interval})::bigint END AS ms,
        floor(exp(ln(100) + g.r_amt * ln(2000)))::bigint AS base,
        floor(exp(ln(100000) + g.r_amt * ln(20)))::bigint AS deposit
      FROM g
    ), r AS (
      SELECT h.*, h.ms + 120 + h.i % 400 AS done_ms,
        CASE h.kind WHEN 'IN' THEN h.deposit
          WHEN 'FAIL' THEN h.base / 1000 * 1000 + 903 + h.i % 3
          ELSE h.base + CASE WHEN h.base % 1000 BETWEEN 901 AND 907 THEN 10 ELSE 0 END END::numeric AS amount
      FROM h
    )
    SELECT r.i, r.k, r.kind, r.ms, r.done_ms, r.amount, pg_temp.ts(r.ms) AS created, pg_temp.ts(r.done_ms) AS done,
      c.customer_id, c.pcid, c.account_id, c.bank_id,
      pg_temp.gid(r.ms, 1, r.i) AS t, pg_temp.gid(r.ms, 2, r.i) AS q,
      CASE r.kind WHEN 'OK' THEN pg_temp.gid(r.done_ms, 3, r.i) WHEN 'IN' THEN pg_temp.gid(r.ms, 1, r.i) END AS tr,
      replace(pg_temp.gid(r.ms, 1, r.i)::text, '-', '') AS hex,
      CASE WHEN r.kind = 'FAIL' THEN (ARRAY['ACCOUNT_INVALID', 'ACCOUNT_CANNOT_RECEIVE', 'COMPLIANCE_REJECTED'])[1 + r.i % 3] END AS failure
    FROM r JOIN growth_customers c ON c.k = r.k`);

  await db.query(
    `INSERT INTO transactions (id, platform_id, type, direction, status, quote_id, customer_id, platform_customer_id, source, destination,
       source_account_id, destination_kind, destination_account_id, sender_identifier, receiver_identifier, sent_amount, sent_currency,
       received_amount, received_currency, fees, platform_fees, rate_num, rate_den, hold_id, failure_reason, refund, reference, description,
       settled_at, created_at, updated_at, payment_rail, rail_selection_mode, rail_step_at, rail_reference, rail_submitted_at, rail_settled_at)
     SELECT t, $1,
       CASE WHEN kind = 'IN' THEN 'INCOMING' ELSE 'OUTGOING' END,
       CASE WHEN kind = 'IN' THEN 'CREDIT' ELSE 'DEBIT' END,
       CASE kind WHEN 'FAIL' THEN 'FAILED' WHEN 'PEND' THEN 'PENDING' ELSE 'COMPLETED' END,
       CASE WHEN kind <> 'IN' THEN q END, customer_id, pcid,
       CASE WHEN kind = 'IN' THEN jsonb_build_object('currency', 'USD', 'customerId', 'Customer:' || customer_id, 'sourceType', 'REALTIME_FUNDING')
            ELSE jsonb_build_object('currency', 'USD', 'accountId', 'InternalAccount:' || account_id, 'customerId', 'Customer:' || customer_id, 'sourceType', 'ACCOUNT') END,
       CASE WHEN kind = 'IN' THEN jsonb_build_object('currency', 'USD', 'accountId', 'InternalAccount:' || account_id, 'destinationType', 'ACCOUNT')
            ELSE jsonb_build_object('currency', 'USD', 'accountId', 'ExternalAccount:' || bank_id, 'destinationType', 'ACCOUNT') END,
       CASE WHEN kind <> 'IN' THEN account_id END,
       CASE WHEN kind = 'IN' THEN 'INTERNAL' ELSE 'EXTERNAL' END,
       CASE WHEN kind = 'IN' THEN account_id ELSE bank_id END,
       CASE WHEN kind <> 'IN' THEN 'InternalAccount:' || account_id END,
       CASE WHEN kind = 'IN' THEN 'InternalAccount:' || account_id ELSE 'ExternalAccount:' || bank_id END,
       CASE WHEN kind <> 'IN' THEN amount END, CASE WHEN kind <> 'IN' THEN 'USD' END,
       amount, 'USD', 0, 0,
       CASE WHEN kind <> 'IN' THEN 1 END, CASE WHEN kind <> 'IN' THEN 1 END,
       CASE WHEN kind <> 'IN' THEN t END,
       failure,
       CASE WHEN kind = 'FAIL' THEN jsonb_build_object('reason', 'TRANSACTION_FAILED', 'status', 'COMPLETED', 'reference', 'RF' || upper(right(hex, 12)),
         'settledAt', pg_temp.iso(done), 'initiatedAt', pg_temp.iso(done)) END,
       CASE WHEN kind = 'IN' THEN 'SANDBOX-' ELSE 'CRP' END || upper(right(hex, 12)),
       CASE WHEN kind = 'IN' THEN 'Sandbox funding' END,
       CASE kind WHEN 'IN' THEN created WHEN 'OK' THEN done END,
       created,
       CASE WHEN kind IN ('IN', 'PEND') THEN created ELSE done END,
       CASE WHEN kind <> 'IN' THEN 'ACH' END, CASE WHEN kind <> 'IN' THEN 'AUTO' END,
       -- Parked: due in a year, until the settlement row releases them.
       CASE WHEN kind = 'PEND' THEN created + interval '365 days' END,
       CASE WHEN kind = 'OK' THEN 'SBX' || upper(right(hex, 16)) END,
       CASE WHEN kind = 'OK' THEN done END, CASE WHEN kind = 'OK' THEN done END
     FROM growth_rows ORDER BY t`,
    p,
  );
  await db.query(
    `INSERT INTO quotes (id, platform_id, status, customer_id, source_account_id, destination_kind, destination_account_id, source, destination,
       sending_currency, receiving_currency, locked_side, sending_amount, receiving_amount, fees, platform_fees, rate_num, rate_den,
       transaction_id, expires_at, executed_at, created_at, updated_at, payment_rail, rail_selection_mode)
     SELECT q, $1, CASE kind WHEN 'OK' THEN 'COMPLETED' WHEN 'FAIL' THEN 'FAILED' ELSE 'PROCESSING' END, customer_id, account_id, 'EXTERNAL', bank_id,
       jsonb_build_object('accountId', 'InternalAccount:' || account_id, 'customerId', 'Customer:' || customer_id, 'sourceType', 'ACCOUNT'),
       jsonb_build_object('accountId', 'ExternalAccount:' || bank_id, 'destinationType', 'ACCOUNT'),
       'USD', 'USD', 'SENDING', amount, amount, 0, 0, 1, 1,
       t, created + interval '5 minutes', created, created, CASE WHEN kind = 'PEND' THEN created ELSE done END, 'ACH', 'AUTO'
     FROM growth_rows WHERE kind <> 'IN' ORDER BY q`,
    p,
  );
  // The hold is the payment's own id; settled by the settlement transfer, or released on failure.
  await db.query(
    `INSERT INTO ledger_holds (id, platform_id, account_id, amount, status, transfer_id, created_at, updated_at, captured)
     SELECT t, $1, account_id, amount, CASE kind WHEN 'OK' THEN 'SETTLED' WHEN 'FAIL' THEN 'RELEASED' ELSE 'PENDING' END,
       CASE WHEN kind = 'OK' THEN tr END, created, CASE WHEN kind = 'PEND' THEN created ELSE done END, CASE WHEN kind = 'OK' THEN amount ELSE 0 END
     FROM growth_rows WHERE kind <> 'IN' ORDER BY t`,
    p,
  );
  await db.query(
    `INSERT INTO ledger_transfers (id, platform_id, currency, description, metadata, created_at, hold_id)
     SELECT tr, $1, 'USD', CASE WHEN kind = 'IN' THEN 'sandbox funding' END, jsonb_build_object('transactionId', t::text),
       CASE WHEN kind = 'IN' THEN created ELSE done END, CASE WHEN kind = 'OK' THEN t END
     FROM growth_rows WHERE kind IN ('OK', 'IN') ORDER BY tr`,
    p,
  );
  // Payout: customer -> rail clearing. Deposit: sandbox funding -> customer.
  await db.query(
    `INSERT INTO ledger_entries (transfer_id, account_id, platform_id, currency, amount, created_at)
     SELECT r.tr, e.account, $1, 'USD', e.amount, CASE WHEN r.kind = 'IN' THEN r.created ELSE r.done END
     FROM growth_rows r CROSS JOIN LATERAL (VALUES
       (CASE WHEN r.kind = 'IN' THEN $3::uuid ELSE r.account_id END, -r.amount),
       (CASE WHEN r.kind = 'IN' THEN r.account_id ELSE $2::uuid END, r.amount)) e(account, amount)
     WHERE r.kind IN ('OK', 'IN') ORDER BY r.tr, e.account`,
    [s.platformId, s.rail, s.funding],
  );
  // Balances move by the sum of the new entries; available also by the parked payments' holds.
  await db.query(
    `WITH d AS (
       SELECT account_id AS id, sum(CASE kind WHEN 'IN' THEN amount WHEN 'OK' THEN -amount ELSE 0 END) AS db,
         sum(CASE kind WHEN 'IN' THEN amount WHEN 'FAIL' THEN 0 ELSE -amount END) AS da
       FROM growth_rows GROUP BY account_id
       UNION ALL SELECT $1::uuid, x, x FROM (SELECT coalesce(sum(amount), 0) AS x FROM growth_rows WHERE kind = 'OK') ok
       UNION ALL SELECT $2::uuid, -x, -x FROM (SELECT coalesce(sum(amount), 0) AS x FROM growth_rows WHERE kind = 'IN') dep)
     UPDATE ledger_accounts a SET balance = a.balance + d.db, available = a.available + d.da, updated_at = now() FROM d WHERE a.id = d.id`,
    [s.rail, s.funding],
  );
  await db.query(
    `INSERT INTO payment_daily_volumes AS v (account_id, day, total)
     SELECT account_id, (created AT TIME ZONE 'UTC')::date, sum(amount) FROM growth_rows WHERE kind IN ('OK', 'PEND') GROUP BY 1, 2
     ON CONFLICT (account_id, day) DO UPDATE SET total = v.total + EXCLUDED.total`,
  );
  // Events of the payments still within the outbox's retention, as the outbox writes them for a
  // platform without an endpoint (src/kernel/outbox.ts, eventStatus): ENDPOINT_NOT_SET from the
  // start, never claimed, never attempted, no attempt row.
  await db.query(
    `INSERT INTO events (id, platform_id, type, data, created_at, status, attempts, next_attempt_at, last_error, claim)
       SELECT pg_temp.gid(x.at_ms, x.code, x.i), $1, x.type,
         CASE WHEN x.type = 'INTERNAL_ACCOUNT.BALANCE_UPDATED'
           THEN replace(replace(x.account_json, '"__AVAILABLE__"', (1000000000 - x.i % 100000)::text), '"__BALANCE__"', (1000000000 - x.i % 100000 + x.amount)::text)
           ELSE pg_temp.tx_json(x.kind, x.t, x.q, x.customer_id, x.pcid, x.account_id, x.bank_id, x.amount, x.status, x.created,
             CASE WHEN x.late THEN x.done ELSE x.created END,
             CASE WHEN x.status = 'COMPLETED' THEN CASE WHEN x.kind = 'IN' THEN x.created ELSE x.done END END,
             CASE WHEN x.status LIKE 'FAILED' OR x.type LIKE '%REFUND%' THEN x.failure END,
             CASE WHEN x.failure IS NOT NULL THEN jsonb_build_object('reason', 'TRANSACTION_FAILED', 'status', 'COMPLETED', 'reference', 'RF' || upper(right(x.hex, 12)),
               'settledAt', pg_temp.iso(x.done), 'initiatedAt', pg_temp.iso(x.done)) END) END,
         pg_temp.ts(x.at_ms), 'ENDPOINT_NOT_SET', 0, pg_temp.ts(x.at_ms), 'WEBHOOK_ENDPOINT_NOT_SET', NULL
       FROM (
         SELECT r.*, c.account_json, e.code, e.type, e.status, e.late, CASE WHEN e.late THEN r.done_ms ELSE r.ms END AS at_ms
         FROM growth_rows r JOIN growth_customers c ON c.k = r.k
         CROSS JOIN LATERAL (VALUES
           (16, ARRAY['OK', 'FAIL', 'PEND'], 'OUTGOING_PAYMENT.PENDING', 'PENDING', false),
           (17, ARRAY['OK', 'FAIL', 'PEND'], 'INTERNAL_ACCOUNT.BALANCE_UPDATED', NULL, false),
           (18, ARRAY['OK', 'FAIL'], 'OUTGOING_PAYMENT.PROCESSING', 'PROCESSING', true),
           (19, ARRAY['OK'], 'OUTGOING_PAYMENT.COMPLETED', 'COMPLETED', true),
           (20, ARRAY['OK', 'FAIL'], 'INTERNAL_ACCOUNT.BALANCE_UPDATED', NULL, true),
           (21, ARRAY['FAIL'], 'OUTGOING_PAYMENT.FAILED', 'FAILED', true),
           (22, ARRAY['FAIL'], 'OUTGOING_PAYMENT.REFUND_PENDING', 'FAILED', true),
           (23, ARRAY['FAIL'], 'OUTGOING_PAYMENT.REFUND_COMPLETED', 'FAILED', true),
           (24, ARRAY['IN'], 'INTERNAL_ACCOUNT.BALANCE_UPDATED', NULL, false),
           (25, ARRAY['IN'], 'INCOMING_PAYMENT.COMPLETED', 'COMPLETED', false)) e(code, kinds, type, status, late)
         WHERE r.ms >= ${now - EVENT_DAYS * DAY_MS} AND r.kind = ANY (e.kinds)) x
       ORDER BY 1`,
    p,
  );
  // Idempotency-Key records live 24 hours: half the payments of the last 23 hours sent one.
  await db.query(
    `INSERT INTO idempotency_keys (platform_id, key, operation_id, request_hash, state, owner, response_status, response_body, locked_until, created_at, expires_at)
     SELECT $1, 'growth-' || i, 'createQuote', encode(sha256(convert_to('growth-' || i, 'UTF8')), 'hex'), 'DONE', pg_temp.gid(ms, 48, i), 201,
       format('{"id":"Quote:%s","status":"PROCESSING","createdAt":"%s","expiresAt":"%s","source":{"sourceType":"ACCOUNT","accountId":"InternalAccount:%s","customerId":"Customer:%s"},"destination":{"destinationType":"ACCOUNT","accountId":"ExternalAccount:%s"},"sendingCurrency":{"code":"USD","name":"US Dollar","symbol":"$","decimals":2},"receivingCurrency":{"code":"USD","name":"US Dollar","symbol":"$","decimals":2},"totalSendingAmount":%s,"totalReceivingAmount":%s,"exchangeRate":1,"feesIncluded":0,"platformFeesIncluded":0,"transactionId":"Transaction:%s"}',
         q, pg_temp.iso(created), pg_temp.iso(created + interval '5 minutes'), account_id, customer_id, bank_id, amount, amount, t),
       created + interval '20 milliseconds', created, created + interval '24 hours'
     FROM growth_rows WHERE kind <> 'IN' AND ms >= ${now - 23 * 3_600_000} AND i % 2 = 0`,
    p,
  );
  await db.query('DROP TABLE growth_rows');
  s.history += history;
  s.n = hi;
}

/**
 * The columns a real row fills and a seeded one leaves empty, or the other way round (and the
 * keys of their JSON columns): empty when the seeding copies the server's shape. Seeded ids have
 * `7001`-`7003` (transactions, quotes, transfers) or `70xx` (events) after their timestamp.
 */
async function shapeCheck(db: pg.Client): Promise<string[]> {
  const seeded = (kind: string) => `id::text LIKE '________-____-7${kind}-8%'`;
  const probes: [string, string, string, string][] = [
    ['transactions', `status = 'COMPLETED' AND type = 'OUTGOING'`, seeded('001'), 'source || destination'],
    ['transactions', `status = 'COMPLETED' AND type = 'INCOMING'`, seeded('001'), 'source || destination'],
    ['transactions', `status = 'FAILED'`, seeded('001'), 'source || destination || refund'],
    ['ledger_holds', `status = 'RELEASED'`, seeded('001'), `'{}'::jsonb`],
    ['quotes', `status = 'COMPLETED'`, seeded('002'), 'source || destination'],
    ['ledger_holds', `status = 'SETTLED'`, seeded('001'), `'{}'::jsonb`],
    ['ledger_transfers', 'hold_id IS NOT NULL', seeded('003'), 'metadata'],
    ['events', `type = 'OUTGOING_PAYMENT.COMPLETED'`, seeded('013'), 'data::jsonb'],
    ['events', `type = 'INTERNAL_ACCOUNT.BALANCE_UPDATED'`, seeded('014'), 'data::jsonb'],
  ];
  const out: string[] = [];
  for (const [table, where, mine, json] of probes) {
    const shape = async (which: string) =>
      (
        await db.query<{ keys: string[] }>(
          `SELECT (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(jsonb_strip_nulls(to_jsonb(t))) k) ||
                  (SELECT coalesce(array_agg('json.' || k ORDER BY k), '{}') FROM jsonb_object_keys(${json}) k) AS keys
           FROM ${table} t WHERE ${where} AND ${which} LIMIT 1`,
        )
      ).rows[0]?.keys;
    const real = await shape(`NOT (${mine})`);
    const ours = await shape(mine);
    if (!real || !ours) continue;
    const missing = real.filter((k) => !ours.includes(k));
    const extra = ours.filter((k) => !real.includes(k));
    if (missing.length + extra.length > 0) out.push(`${table} (${where}): seeded rows lack [${missing}] and add [${extra}]`);
  }
  return out;
}

/** Ledger invariants 3, 4, 5 and 7 (docs/invariants.md) over the whole database: the breaches found. */
async function ledgerCheck(db: pg.Client): Promise<string[]> {
  const checks: [string, string][] = [
    [
      'balance = sum of entries',
      `SELECT count(*) AS n FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS s FROM ledger_entries GROUP BY 1) e ON e.account_id = a.id
       WHERE a.balance <> coalesce(e.s, 0)`,
    ],
    [
      'available = balance - pending holds',
      `SELECT count(*) AS n FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount - captured) AS s FROM ledger_holds WHERE status = 'PENDING' GROUP BY 1) h
       ON h.account_id = a.id WHERE a.available <> a.balance - coalesce(h.s, 0)`,
    ],
    ['no negative balance', `SELECT count(*) AS n FROM ledger_accounts WHERE NOT allow_negative AND (balance < 0 OR available < 0)`],
    ['balances sum to zero', `SELECT count(*) AS n FROM (SELECT platform_id, currency FROM ledger_accounts GROUP BY 1, 2 HAVING sum(balance) <> 0) z`],
  ];
  const out: string[] = [];
  for (const [name, sql] of checks) {
    const n = await count(db, sql);
    if (n > 0) out.push(`${name}: ${n} breaches`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface Op {
  name: string;
  method?: 'GET' | 'POST';
  next: () => { path: string; body?: string };
}

async function load(origin: string, headers: Record<string, string>, op: Op): Promise<Figure> {
  const options: autocannon.Options = {
    url: origin,
    connections: CLIENTS,
    headers,
    requests: [{ method: op.method ?? 'GET', setupRequest: (req) => ({ ...req, ...op.next() }) }],
  };
  await autocannon({ ...options, duration: 1 });
  const r = await autocannon({ ...options, duration: SECONDS });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/**
 * The settlement rounds on the parked backlog: released at once (due now), timed until every one
 * is settled. Rate is payments per second; p50/p99 the times from the release to their settlement.
 */
async function settlement(db: pg.Client): Promise<Figure> {
  await drained(db, 120_000);
  const released = new Date();
  const ids = (await db.query<{ id: string }>(`UPDATE transactions SET rail_step_at = $1 WHERE rail_step_at > now() + interval '1 day' RETURNING id`, [released])).rows.map((r) => r.id);
  const started = performance.now();
  while ((await count(db, 'SELECT count(*) AS n FROM transactions WHERE rail_step_at IS NOT NULL')) > 0) {
    if (performance.now() - started > 300_000) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const seconds = (performance.now() - started) / 1000;
  const r = (
    await db.query<{ done: string; p50: number; p99: number }>(
      `SELECT count(*) FILTER (WHERE status = 'COMPLETED') AS done,
         percentile_disc(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM settled_at - $2) * 1000) AS p50,
         percentile_disc(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM settled_at - $2) * 1000) AS p99
       FROM transactions WHERE id = ANY ($1::uuid[])`,
      [ids, released],
    )
  ).rows[0];
  return { rps: Math.round(ids.length / seconds), p50: Math.round(Number(r.p50)), p99: Math.round(Number(r.p99)), errors: ids.length - Number(r.done) };
}

/**
 * Waits until the server has no statement running: autocannon stops at the end of its time, but
 * the requests it leaves in flight still run on the server (a slow row's dozen of four-second
 * scans would run into the next row's time and be counted against it).
 */
async function quiet(db: pg.Client): Promise<void> {
  const busy = `SELECT count(*) AS n FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend' AND state <> 'idle'`;
  const started = Date.now();
  let calm = 0;
  while (calm < 3 && Date.now() - started < 120_000) {
    calm = (await count(db, busy)) === 0 ? calm + 1 : 0;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Random positions between 85% and 95% of `total` rows (newest first), sorted, at most 64. */
function deepPositions(total: number): number[] {
  return [...new Set(Array.from({ length: 64 }, () => Math.max(1, Math.floor(total * (0.85 + Math.random() * 0.1)))))];
}

async function measureSize(dbUrl: string, db: pg.Client, platformId: string, headers: Record<string, string>, customers: Customer[]): Promise<Map<string, Figure>> {
  const figures = new Map<string, Figure>();
  // Parameters, read before the server starts.
  // By-customer rows: customers with at least two pages of payments, so that each row reads
  // full pages at every size (at 10^4 an average customer has ten payments, at 10^6 a thousand).
  const full = new Set(
    (
      await db.query<{ customer_id: string }>(
        'SELECT customer_id FROM transactions WHERE platform_id = $1 AND customer_id IS NOT NULL GROUP BY customer_id HAVING count(*) >= 41',
        [platformId],
      )
    ).rows.map((r) => r.customer_id),
  );
  const heavy = customers.filter((c) => full.has(c.customerId));
  const sample = Array.from({ length: 64 }, () => pick(heavy));
  const byCustomer = async (where: string) => {
    const total = await count(db, `SELECT count(*) AS n FROM transactions WHERE platform_id = $1 ${where}`, [platformId]);
    return (
      await db.query<{ id: string }>(
        `SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id DESC) AS n FROM transactions WHERE platform_id = $1 ${where}) s WHERE n = ANY ($2::bigint[])`,
        [platformId, deepPositions(total)],
      )
    ).rows.map((r) => cursorOf(r.id));
  };
  const deepAll = await byCustomer('');
  const deepFiltered = await byCustomer(`AND type = 'OUTGOING' AND status = 'COMPLETED'`);
  // The customer's last full page: the cursor 20 rows before its oldest payment.
  const deepCustomer = (
    await db.query<{ customer_id: string; id: string }>(
      `SELECT customer_id, id FROM (
         SELECT customer_id, id, row_number() OVER (PARTITION BY customer_id ORDER BY id DESC) AS n, count(*) OVER (PARTITION BY customer_id) AS c
         FROM transactions WHERE platform_id = $1 AND customer_id = ANY ($2::uuid[])) s
       WHERE n = c - 20`,
      [platformId, sample.map((c) => c.customerId)],
    )
  ).rows.map((r) => `customerId=Customer:${r.customer_id}&cursor=${cursorOf(r.id)}`);
  const total = await count(db, 'SELECT count(*) AS n FROM transactions');
  const ids = (
    await db.query<{ id: string }>(`SELECT id FROM transactions TABLESAMPLE BERNOULLI ($1) LIMIT 5000`, [Math.min(100, (6000 * 100) / total)])
  ).rows.map((r) => r.id);

  const list = '/transactions?limit=20';
  const filter = '&type=OUTGOING&status=COMPLETED';
  let amount = 0;
  const ops: Op[] = [
    { name: 'GET /transactions, first page', next: () => ({ path: `${API}${list}` }) },
    { name: 'GET /transactions?type=OUTGOING&status=COMPLETED', next: () => ({ path: `${API}${list}${filter}` }) },
    { name: 'GET /transactions?customerId=…', next: () => ({ path: `${API}${list}&customerId=Customer:${pick(sample).customerId}` }) },
    { name: 'GET /transactions, deep cursor (85–95%)', next: () => ({ path: `${API}${list}&cursor=${pick(deepAll)}` }) },
    { name: 'GET /transactions?type&status, deep cursor', next: () => ({ path: `${API}${list}${filter}&cursor=${pick(deepFiltered)}` }) },
    { name: 'GET /transactions?customerId, its last full page', next: () => ({ path: `${API}${list}&${pick(deepCustomer)}` }) },
    { name: 'GET /transactions/{id}, random rows', next: () => ({ path: `${API}/transactions/Transaction:${pick(ids)}` }) },
    {
      name: 'POST /quotes immediatelyExecute (settling meanwhile)',
      method: 'POST',
      // 1.00 to 7.99 USD: clear of the sandbox rail's 9xx triggers.
      next: () => ({ path: `${API}/quotes`, body: JSON.stringify(quoteBody(pick(customers), 100 + (amount++ % 700))) }),
    },
  ];
  const server = await serve(dbUrl);
  try {
    const json = { ...headers, 'content-type': 'application/json' };
    // The server's own warm-up (JIT, connections, plans), on reads the rows below do too.
    await autocannon({ url: server.origin, connections: CLIENTS, headers, duration: 3, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, ...pick([ops[0], ops[1], ops[6]]).next() }) }] });
    for (const op of ops) {
      await quiet(db);
      figures.set(op.name, await load(server.origin, op.method === 'POST' ? json : headers, op));
      log(`  ${op.name}: ${JSON.stringify(figures.get(op.name))}`);
    }
    figures.set('settlement rounds: parked backlog drained (payments/s)', await settlement(db));
    log(`  settlement: ${JSON.stringify(figures.get('settlement rounds: parked backlog drained (payments/s)'))}`);
  } finally {
    await stop(server.child);
  }
  return figures;
}

async function sizes(db: pg.Client): Promise<string> {
  const r = (
    await db.query<{ t: string; e: string; le: string; mb: string }>(
      `SELECT (SELECT count(*) FROM transactions) AS t, (SELECT count(*) FROM events) AS e, (SELECT count(*) FROM ledger_entries) AS le,
         (SELECT round(sum(pg_total_relation_size(c.oid)) / 1048576) FROM pg_class c WHERE c.relname = ANY ($1) AND c.relkind = 'r') AS mb`,
      [SEEDED],
    )
  ).rows[0];
  return `transactions ${Number(r.t).toLocaleString('en-US')}, events ${Number(r.e).toLocaleString('en-US')}, ledger entries ${Number(r.le).toLocaleString('en-US')}, payment tables ${r.mb} MB`;
}

/** The whole growth mode: its own database, seeded and measured size by size; prints the table. */
export async function growth(): Promise<void> {
  const began = performance.now();
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  const target = new URL(SERVER_URL);
  target.pathname = `/${DB_NAME}`;
  const dbUrl = target.toString();
  const results = new Map<number, Map<string, Figure>>();
  const notes: string[] = [];
  try {
    const migrating = openPg(dbUrl, { poolSize: 1 });
    await migrate(migrating);
    await migrating.close();
    const created = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', 'platform', 'create', '--database-url', dbUrl], { encoding: 'utf8' });
    if (created.status !== 0) throw new Error(created.stderr);
    const { platformId, token } = JSON.parse(created.stdout) as { platformId: string; token: { clientId: string; clientSecret: string } };
    const headers = { authorization: `Basic ${Buffer.from(`${token.clientId}:${token.clientSecret}`).toString('base64')}` };

    const meta = new pg.Client({ connectionString: dbUrl });
    await meta.connect();
    // The seeding session: no trigger or foreign-key check per row (the rows are consistent by
    // construction and checked after), commits without waiting for the WAL flush.
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      await db.query(`SET temp_buffers = '1GB'`);
      await db.query(`SET work_mem = '256MB'`);
      await db.query(`SET maintenance_work_mem = '512MB'`);
      await db.query('SET synchronous_commit = off');
      await db.query('SET session_replication_role = replica');
      for (const sql of HELPERS) await db.query(sql);

      let t = performance.now();
      const server = await serve(dbUrl);
      let customers: Customer[];
      try {
        customers = await setup(server.origin, { ...headers, 'content-type': 'application/json' }, meta);
      } finally {
        await stop(server.child);
      }
      log(`${CUSTOMERS} customers and 33 real payments through the API in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      await db.query(
        `INSERT INTO growth_customers SELECT * FROM unnest($1::int[], $2::uuid[], $3::text[], $4::uuid[], $5::uuid[], $6::text[])`,
        [customers.map((c) => c.k), customers.map((c) => c.customerId), customers.map((c) => c.platformCustomerId), customers.map((c) => c.accountId), customers.map((c) => c.bankId), customers.map((c) => c.accountJson)],
      );
      const system = async (purpose: string) =>
        (await db.query<{ id: string }>(`SELECT id FROM payment_system_accounts WHERE platform_id = $1 AND currency = 'USD' AND purpose = $2`, [platformId, purpose])).rows[0].id;
      const seeder: Seeder = { db, platformId, rail: await system('RAIL_CLEARING'), funding: await system('SANDBOX_FUNDING'), t0: Date.now() - 120_000, history: 0, n: 1 };

      for (const size of SIZES) {
        t = performance.now();
        const have = await count(meta, 'SELECT count(*) AS n FROM transactions');
        const parked = Math.min(BACKLOG, Math.max(0, size - have));
        await seedStep(seeder, Math.max(0, size - have - parked), parked);
        const seeded = performance.now();
        await db.query(`VACUUM (ANALYZE) ${SEEDED.join(', ')}`);
        await db.query('CHECKPOINT');
        log(
          `${label(size)}: seeded in ${((seeded - t) / 1000).toFixed(1)} s, vacuum+analyze+checkpoint ${((performance.now() - seeded) / 1000).toFixed(1)} s; ${await sizes(meta)}`,
        );
        if (size === SIZES[0]) {
          for (const line of await shapeCheck(meta)) notes.push(`shape: ${line}`);
        }
        results.set(size, await measureSize(dbUrl, meta, platformId, headers, customers));
        for (const line of await ledgerCheck(meta)) notes.push(`ledger at ${label(size)}: ${line}`);
      }
    } finally {
      await db.end();
      await meta.end();
    }
  } finally {
    if (KEEP) console.error(`[growth] kept ${dbUrl} (BENCH_GROWTH_KEEP=1); drop it with DROP DATABASE ${DB_NAME} WITH (FORCE)`);
    else await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.end();
  }
  print(results, notes, (performance.now() - began) / 1000);
}

function print(results: Map<number, Map<string, Figure>>, notes: string[], seconds: number): void {
  const sizesRun = [...results.keys()];
  const first = sizesRun[0];
  const last = sizesRun[sizesRun.length - 1];
  const names = [...results.get(first)!.keys()];
  const header = ['operation', ...sizesRun.flatMap((s) => [`${label(s)} /s`, `${label(s)} p99 ms`]), `/s ${label(last)}÷${label(first)}`, `p99 ${label(last)}÷${label(first)}`, 'within 1.5x', 'errors'];
  const rows = names.map((name) => {
    const f = sizesRun.map((s) => results.get(s)!.get(name)!);
    const a = f[0];
    const b = f[f.length - 1];
    const rps = b.rps / a.rps;
    const p99 = b.p99 / a.p99;
    const ok = rps >= 1 / 1.5 && p99 <= 1.5;
    return [name, ...f.flatMap((x) => [String(x.rps), String(x.p99)]), rps.toFixed(2), p99.toFixed(2), ok ? 'yes' : 'NO', f.map((x) => x.errors).join('/')];
  });
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((r) => r[i].length)));
  console.log(`\nGrowth: ${CLIENTS} clients, ${SECONDS} s per row, ${CUSTOMERS} customers, PostgreSQL at ${new URL(SERVER_URL).host}; whole run ${Math.round(seconds)} s\n`);
  for (const [i, row] of table.entries()) {
    console.log(`| ${row.map((c, j) => c.padEnd(widths[j])).join(' | ')} |`);
    if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
  for (const note of notes) console.log(`! ${note}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  growth().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
