/**
 * The run a platform lives with: `corridor serve` as `npm start` runs it (API and workers in one
 * process) on PostgreSQL, BENCH_PAYOUT_CUSTOMERS customers (default 256) each paying 1.00 USD out
 * to their own US bank account with `POST /quotes {immediatelyExecute: true}`, from
 * BENCH_PAYOUT_CLIENTS clients (default 16) for BENCH_PAYOUT_SECONDS (default 20), while the
 * same process settles them; then until nothing is PENDING or PROCESSING. Three figures:
 * payments taken per second of intake, payments settled per second of the whole run (intake and
 * drain), and the drain time after intake stopped. `BENCH_ONLY=payouts npm run bench` runs it
 * beside pgbench; `npx tsx bench/payouts.ts` alone.
 *
 * Why 256 customers and not 32: with 32, each customer pays ~40 times a second and every
 * payment waits for its customer's account row, which the settlement round holds until it
 * commits; that measures one account's lock queue more than the money path (about 1,150
 * payments/s against 1,250-1,450 with 256 on the same machine). A platform's payouts come from
 * many customers; BENCH_PAYOUT_CUSTOMERS=32 still runs the torture case.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';

const CUSTOMERS = Number(process.env.BENCH_PAYOUT_CUSTOMERS ?? 256);
const CLIENTS = Number(process.env.BENCH_PAYOUT_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_PAYOUT_SECONDS ?? 20);

export interface PayoutFigures {
  taken: number;
  intakeSeconds: number;
  drainSeconds: number;
  p50: number;
  p99: number;
  rssMb: number;
  errors: number;
  failed: number;
}

const rssMb = (pid: number) => Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) / 1024);

function serve(dbUrl: string): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    // bin/corridor.mjs serve: what `npm start` runs (the cached bundle, API and workers).
    const child = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []), 'bin/corridor.mjs', 'serve', '--database-url', dbUrl, '--port', '0', ...(process.env.BENCH_PAYOUT_SERVE_ARGS ?? '').split(' ').filter(Boolean)], {
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/listening (\d+)|running at http:\/\/[^:]+:(\d+)/);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1] ?? m[2]}/2025-10-13` });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

/** Seeds the customers, runs the load with settlement, waits for the drain. `dbUrl` must be a fresh, migrated database. */
export async function payouts(dbUrl: string): Promise<PayoutFigures> {
  const created = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', 'platform', 'create', '--database-url', dbUrl], { encoding: 'utf8' });
  if (created.status !== 0) throw new Error(created.stderr);
  const { token } = JSON.parse(created.stdout) as { token: { clientId: string; clientSecret: string } };
  const auth = { authorization: `Basic ${Buffer.from(`${token.clientId}:${token.clientSecret}`).toString('base64')}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const server = await serve(dbUrl);
  const { base } = server;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, { method, headers: json, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown> & { id: string; data: { id: string }[] };
  };
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await call('PATCH', '/config', { skipVerificationPaperwork: true });
    const consent = { type: 'SERVICE_END_USER_TERMS', termsVersion: '2025-10-13', acceptedAt: new Date().toISOString() };
    const quotes: string[] = new Array(CUSTOMERS);
    const seed = async (i: number) => {
      const customer = await call('POST', '/customers', {
        customerType: 'INDIVIDUAL',
        platformCustomerId: `payout-${i}`,
        fullName: `Payout Customer ${i}`,
        birthDate: '1990-01-01',
        nationality: 'US',
        address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
        agreementConsents: [consent],
      });
      const owned = (await call('GET', `/customers/internal-accounts?customerId=${customer.id}`)).data as unknown as { id: string; balance: { currency: { code: string } } }[];
      const account = owned.find((a) => a.balance.currency.code === 'USD')!.id;
      await call('POST', `/sandbox/internal-accounts/${account}/fund`, { amount: 1_000_000_000 });
      // Account numbers ending 2xx: clear of the sandbox's 1xx triggers.
      const bank = await call('POST', '/customers/external-accounts', {
        customerId: customer.id,
        currency: 'USD',
        accountInfo: {
          accountType: 'USD_ACCOUNT',
          accountNumber: `5550${String(200 + i).padStart(4, '0')}`,
          routingNumber: '021000021',
          beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: `Payout Customer ${i}` },
        },
      });
      quotes[i] = JSON.stringify({
        source: { sourceType: 'ACCOUNT', accountId: account },
        destination: { destinationType: 'ACCOUNT', accountId: bank.id },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 100,
        immediatelyExecute: true,
      });
    };
    // Eight at a time: seeding hundreds of customers one by one took longer than the run.
    for (let i = 0; i < CUSTOMERS; i += 8) await Promise.all(Array.from({ length: Math.min(8, CUSTOMERS - i) }, (_, k) => seed(i + k)));
    const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0].n);
    const before = await count(`SELECT count(*) AS n FROM transactions WHERE type = 'OUTGOING'`);
    await db.query('CHECKPOINT');

    // autocannon, as every other row: a load client costs CPU on the same two cores, and
    // fetch cost about as much per request as the server's whole HTTP layer (0.45 core at 800/s).
    let n = 0;
    let firstRefusal: string | undefined;
    const began = performance.now();
    const load = await new Promise<autocannon.Result>((resolve, reject) => {
      const running = autocannon(
        {
          url: base,
          connections: CLIENTS,
          duration: SECONDS,
          headers: json,
          requests: [
            {
              method: 'POST',
              path: `${new URL(base).pathname}/quotes`,
              setupRequest: (req) => ({ ...req, body: quotes[n++ % quotes.length] }),
              onResponse: (status: number, body: string) => {
                if (status >= 300 && firstRefusal === undefined) firstRefusal = `${status} ${body}`;
              },
            },
          ],
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      running.on('reqError', (err: Error) => {
        firstRefusal ??= `no answer: ${err.message}`;
      });
    });
    if (firstRefusal) console.error(`first refusal: ${firstRefusal}`);
    let errors = load.errors + load.non2xx;
    const intakeSeconds = (performance.now() - began) / 1000;
    console.error(`intake: ${load['2xx']} answered in ${intakeSeconds.toFixed(1)} s, ${errors} refused; draining`);
    const stopped = performance.now();
    // Polled cheaply: the payments not yet at an end.
    const open = `SELECT count(*) AS n FROM transactions WHERE type = 'OUTGOING' AND status IN ('PENDING', 'PROCESSING')`;
    while ((await count(open)) > 0 && performance.now() - stopped < 900_000) await new Promise((r) => setTimeout(r, 100));
    const drainSeconds = (performance.now() - stopped) / 1000;
    const failed = await count(`SELECT count(*) AS n FROM transactions WHERE type = 'OUTGOING' AND status <> 'COMPLETED'`);
    // Counted in the database: autocannon does not count the answers still on their way when the time was up.
    const taken = (await count(`SELECT count(*) AS n FROM transactions WHERE type = 'OUTGOING'`)) - before;
    const settled = (await count(`SELECT count(*) AS n FROM transactions WHERE type = 'OUTGOING' AND status = 'COMPLETED'`)) - before;
    if (settled !== taken) errors += Math.abs(taken - settled);
    return { taken, intakeSeconds, drainSeconds, p50: load.latency.p50, p99: load.latency.p99, rssMb: rssMb(server.child.pid!), errors, failed };
  } finally {
    await db.end();
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${process.env.BENCH_DB ?? 'corridor_bench'}_payouts`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const f = await payouts(target.toString());
  console.log(
    `taken ${f.taken} in ${f.intakeSeconds.toFixed(1)} s: ${Math.round(f.taken / f.intakeSeconds)}/s; settled over the whole run ${Math.round(f.taken / (f.intakeSeconds + f.drainSeconds))}/s; drain ${f.drainSeconds.toFixed(1)} s; p50 ${f.p50} ms p99 ${f.p99} ms; rss ${f.rssMb} MB; errors ${f.errors}; not completed ${f.failed}`,
  );
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
