import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/driver.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPg } from '../../src/db/transport/index.ts';
import { clusterUnsupported, createReplicatedPair, type ReplicatedPair, sql } from '../support/cluster.ts';
import { onServer } from '../support/database.ts';
import { type Credentials, type Harness, startHarness } from '../support/harness.ts';
import { terms } from '../support/payments.ts';

/**
 * A primary and an asynchronous streaming replica (throwaway clusters), and two API processes
 * on them (two apps in this process, each with its own pools and routing: what one remembers
 * of its writes the other does not know). Replay on the replica is paused to make it stale on
 * purpose: a platform's list through the process that wrote is fresh (read-your-writes), the
 * same list through the other process is stale (it was served by the replica), and catches up
 * once replay resumes. The lag shows in /metrics while paused. The WAL position each COMMIT
 * brings back is at or past the commit, on both transports and under group commit. Then the
 * replica is stopped: reads still answer 200, from the primary.
 */
const TIMEOUTS = { connectTimeoutMs: 1_000, statementTimeoutMs: 2_000, idleInTransactionTimeoutMs: 5_000 };
const ROUTING = { pollMs: 50, maxLagMs: 60_000 };

const unsupported = onServer ? clusterUnsupported() : 'TEST_DATABASE_URL is not set (the fault suites run in the PostgreSQL server run)';
if (unsupported) console.warn(`\n!!! test/faults/read-replica: SKIPPED: ${unsupported} !!!\n`);

let pair: ReplicatedPair | undefined;
const opened: Db[] = [];
let a: Harness | undefined;
let b: Harness | undefined;

async function apiProcess(pairUrls: ReplicatedPair): Promise<Harness> {
  const db = openPg(pairUrls.primary.url, { poolSize: 4, timeouts: TIMEOUTS, trackCommitLsn: true });
  const replica = openPg(pairUrls.standby.url, { poolSize: 4, timeouts: TIMEOUTS });
  opened.push(replica);
  return startHarness({
    database: { db, another: () => openPg(pairUrls.primary.url, { timeouts: TIMEOUTS }), close: () => db.close() },
    replica,
    replicaRouting: ROUTING,
  });
}

beforeAll(async () => {
  if (unsupported) return;
  pair = await createReplicatedPair({ synchronous: false });
  const db = openPg(pair.primary.url, { timeouts: TIMEOUTS });
  await migrate(db);
  await db.close();
  a = await apiProcess(pair);
  b = await apiProcess(pair);
  await until(async () => metric(await scrape(a!), 'corridor_replica_up') === 1 && metric(await scrape(b!), 'corridor_replica_up') === 1, 'the replica to be up');
}, 120_000);

afterAll(async () => {
  try {
    await a?.close();
    await b?.close();
    for (const db of opened) await db.close().catch(() => undefined);
  } finally {
    await pair?.drop();
  }
}, 60_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(probe: () => Promise<boolean>, what: string, forMs = 20_000): Promise<void> {
  const deadline = Date.now() + forMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

async function scrape(h: Harness): Promise<string> {
  const res = await h.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** A sample's value (the sum over its label sets that contain `labels`), or undefined when absent. */
function metric(text: string, name: string, labels = ''): number | undefined {
  let found: number | undefined;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || (line[name.length] !== ' ' && line[name.length] !== '{')) continue;
    if (labels && !line.includes(labels)) continue;
    found = (found ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return found;
}

async function createCustomer(h: Harness, as: Credentials, fullName: string): Promise<string> {
  const res = await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', fullName, endUserTermsConsent: terms }, as });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function customerIds(h: Harness, as: Credentials): Promise<string[]> {
  const res = await h.call('GET', '/customers', { as, query: { limit: '100' } });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((c: { id: string }) => c.id);
}

describe.skipIf(unsupported !== undefined)('read replica (an asynchronous standby, throwaway clusters)', () => {
  it('serves reads from the replica, gives the writer its own writes, and shows the lag', async () => {
    const p = b!.platform;
    const before = await createCustomer(b!, p, 'Before Pause');
    const wroteAt = performance.now();
    // Both processes read it once the replica has it.
    await until(async () => (await customerIds(a!, p)).includes(before), 'the replica to replay the first customer');
    console.log(`read replica: another process read the write from the replica ${Math.round(performance.now() - wroteAt)} ms after it committed (polls every ${ROUTING.pollMs} ms)`);
    const fromReplica = metric(await scrape(a!), 'corridor_reads_routed_total', 'server="replica"') ?? 0;
    expect(fromReplica).toBeGreaterThan(0);

    await sql(pair!.standby, 'SELECT pg_wal_replay_pause()');
    try {
      const during = await createCustomer(b!, p, 'During Pause');
      const get = await b!.call('GET', `/customers/${during}`, { as: p });
      expect(get.statusCode).toBe(200);
      // The writer's process: the replica has not replayed its write, so it reads the primary.
      expect(await customerIds(b!, p)).toContain(during);
      expect(metric(await scrape(b!), 'corridor_reads_routed_total', 'reason="own-write"')).toBeGreaterThan(0);
      // Another process knows nothing of the write: it reads the replica, stale, and not found.
      await sleep(300);
      const stale = await customerIds(a!, p);
      expect(stale).toContain(before);
      expect(stale).not.toContain(during);
      expect((await a!.call('GET', `/customers/${during}`, { as: p })).statusCode).toBe(404);
      expect(metric(await scrape(a!), 'corridor_reads_routed_total', 'server="replica"')).toBeGreaterThan(fromReplica);

      // The lag, in bytes and seconds, while the replica does not replay.
      const text = await scrape(a!);
      expect(metric(text, 'corridor_replica_lag_bytes')).toBeGreaterThan(0);
      expect(metric(text, 'corridor_replica_lag_seconds')).toBeGreaterThan(0.2);
      expect(metric(text, 'corridor_replica_up')).toBe(1);
    } finally {
      await sql(pair!.standby, 'SELECT pg_wal_replay_resume()');
    }
    await until(async () => (await customerIds(a!, p)).length === 2, 'the other process to see the write once replay resumed');
    // Each process learns it from its own poll; the writer's forgets the write in the same poll.
    for (const h of [a!, b!]) await until(async () => metric(await scrape(h), 'corridor_replica_lag_bytes') === 0, 'the lag to fall back to 0');
    // The writer's platform is back on the replica once its write is replayed.
    const owned = metric(await scrape(b!), 'corridor_reads_routed_total', 'reason="own-write"');
    await customerIds(b!, p);
    expect(metric(await scrape(b!), 'corridor_reads_routed_total', 'reason="own-write"')).toBe(owned);
  }, 60_000);

  it('serves every routed list and get from the replica, never a 5xx, none falling back to the primary', async () => {
    const p = b!.platform;
    const customer = await createCustomer(b!, p, 'Every Read');
    await until(async () => (await customerIds(a!, p)).includes(customer), 'the replica to replay');
    const uuid = '00000000-0000-4000-8000-000000000000';
    const paths = [
      '/customers',
      `/customers/${customer}`,
      `/customers/bulk/jobs/${uuid}`,
      '/transactions',
      `/transactions/Transaction:${uuid}`,
      `/transactions/Transaction:${uuid}/ledger-entries`,
      `/quotes/Quote:${uuid}`,
      '/platform/internal-accounts',
      `/customers/internal-accounts?customerId=${customer}`,
      '/customers/external-accounts',
      `/customers/external-accounts/ExternalAccount:${uuid}`,
      '/platform/external-accounts',
      `/platform/external-accounts/ExternalAccount:${uuid}`,
      '/cards',
      `/cards/Card:${uuid}`,
      '/webhooks/events',
      `/webhooks/events/Webhook:${uuid}`,
      '/agents',
      `/agents/Agent:${uuid}`,
      '/agents/approvals',
      '/tokens',
      `/tokens/Token:${uuid}`,
      `/beneficial-owners?customerId=${customer}`,
      `/beneficial-owners/BeneficialOwner:${uuid}`,
      '/documents',
      `/documents/Document:${uuid}`,
      '/verifications',
      `/verifications/Verification:${uuid}`,
      '/stablecoins',
      `/stablecoins/Stablecoin:${uuid}`,
      `/stablecoins/Stablecoin:${uuid}/operations`,
      `/stablecoin-operations/StablecoinOperation:${uuid}`,
      '/stablecoin-provider-accounts',
      `/stablecoin-provider-accounts/StablecoinProviderAccount:${uuid}`,
    ];
    const routed = async () => {
      const text = await scrape(a!);
      return {
        primary: metric(text, 'corridor_reads_routed_total', 'server="primary"') ?? 0,
        replica: metric(text, 'corridor_reads_routed_total', 'server="replica"') ?? 0,
        down: metric(text, 'corridor_reads_routed_total', 'reason="replica-down"') ?? 0,
      };
    };
    const answers: string[] = [];
    const onPrimary: string[] = [];
    for (const path of paths) {
      const [route, search] = path.split('?');
      const query = Object.fromEntries(new URLSearchParams(search ?? ''));
      // A read routed to the primary only because a replica poll was late (a stalled machine:
      // no answer within max(3 polls, 1 s) counts as down) is asked again once the replica is
      // up; any other way to the primary (own-write, lag, a read the replica cannot serve) fails.
      for (let attempt = 1; ; attempt++) {
        await until(async () => metric(await scrape(a!), 'corridor_replica_up') === 1, 'the replica to be up');
        const before = await routed();
        const res = await a!.call('GET', route, { as: p, query });
        expect(res.statusCode, path).toBeLessThan(500);
        const after = await routed();
        const late = after.down - before.down;
        if (after.primary === before.primary) {
          expect(after.replica, path).toBeGreaterThan(before.replica);
          answers.push(`${res.statusCode}`);
          break;
        }
        expect(after.primary - before.primary, `${path}: routed to the primary for another reason than a late poll`).toBe(late);
        if (attempt === 3) {
          onPrimary.push(path);
          break;
        }
      }
    }
    expect(onPrimary).toEqual([]);
    // The lists answer 200, the gets of ids that do not exist 404: both read the replica's tables.
    expect(answers.filter((s) => s === '200').length).toBeGreaterThanOrEqual(9);
  }, 60_000);

  it('learns with each COMMIT a WAL position at or past it, pipelined, plain and grouped', async () => {
    const probe = openPg(pair!.primary.url, { timeouts: TIMEOUTS });
    await probe.query('CREATE TABLE IF NOT EXISTS lsn_probe (n int)');
    const position = async () => BigInt((await probe.query<{ n: string }>("SELECT (pg_current_wal_insert_lsn() - '0/0')::text AS n"))[0].n);
    try {
      for (const plain of [false, true]) {
        const db = openPg(pair!.primary.url, { timeouts: TIMEOUTS, trackCommitLsn: true, plain });
        try {
          expect(db.committedLsn!()).toBe(0n);
          const before = await position();
          await db.transaction((tx) => tx.query('INSERT INTO lsn_probe VALUES (1)'));
          const one = db.committedLsn!();
          expect(one).toBeGreaterThan(before);
          expect(one).toBeLessThanOrEqual(await position());
          await Promise.all([1, 2, 3].map((n) => db.transaction(async (tx) => void tx.atCommit('INSERT INTO lsn_probe VALUES ($1)', [n]), { group: true })));
          expect(db.committedLsn!()).toBeGreaterThan(one);
        } finally {
          await db.close();
        }
      }
    } finally {
      await probe.close();
    }
  }, 30_000);

  it('answers every read from the primary while the replica is down, with no 5xx', async () => {
    const p = a!.platform;
    const id = await createCustomer(a!, p, 'Replica Down');
    await until(async () => (await customerIds(b!, p)).includes(id), 'the replica to replay');
    await pair!.standby.stop();
    // The first reads may still be sent to the replica before a poll notices: they run again on the primary.
    for (let k = 0; k < 20; k++) {
      for (const h of [a!, b!]) {
        const list = await h.call('GET', '/customers', { as: p });
        expect(list.statusCode).toBe(200);
        expect(list.json().data.map((c: { id: string }) => c.id)).toContain(id);
        expect((await h.call('GET', `/customers/${id}`, { as: p })).statusCode).toBe(200);
      }
      await sleep(25);
    }
    const text = await scrape(b!);
    expect(metric(text, 'corridor_replica_up')).toBe(0);
    expect(metric(text, 'corridor_reads_routed_total', 'reason="replica-down"')).toBeGreaterThan(0);
    expect(metric(text, 'corridor_replica_lag_bytes')).toBeNaN();
    // Writes never depended on it.
    await createCustomer(b!, p, 'After Replica Down');
  }, 60_000);
});
