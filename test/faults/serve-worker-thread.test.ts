import { payoutCustomer } from '../support/payout-customer.ts';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Keyring, newAppKey } from '../../src/secrets/keyring.ts';
import { onServer, testDatabase } from '../support/database.ts';
import { basic, type Harness, startHarness } from '../support/harness.ts';
import { killHard, spawnCorridor, tempDirs, untilPrinted } from '../support/processes.ts';
import { startReceiver } from '../support/receiver.ts';

/**
 * `corridor serve` on a PostgreSQL server runs its background workers on a worker thread of
 * its own (src/worker-thread.ts): one process, as `npm start` runs it, whose payouts settle and
 * whose events are delivered by that thread; a SIGTERM stops both threads with their claimed work done and every connection of the process
 * closed (its sessions are named by application_name).
 */
const PREFIX = '/2025-10-13';
const APP_KEY = newAppKey();
const APP_NAME = `corridor-serve-thread-${process.pid}`;

const unsupported = onServer ? undefined : 'TEST_DATABASE_URL is not set (the fault suites run in the PostgreSQL server run)';
if (unsupported) console.warn(`\n!!! test/faults/serve-worker-thread: SKIPPED: ${unsupported} !!!\n`);

const dataDir = tempDirs('corridor-serve-thread-');
let h: Harness | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
let child: ChildProcess | undefined;
const output: string[] = [];

beforeAll(async () => {
  if (unsupported) return;
  h = await startHarness({ database: await testDatabase(4), keyring: new Keyring([APP_KEY]) });
  receiver = await startReceiver(() => 200);
}, 60_000);

afterAll(async () => {
  await killHard(child);
  await receiver?.close();
  await h?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(unsupported !== undefined)('corridor serve on a PostgreSQL server (workers on their own thread)', () => {
  it('settles payouts and delivers their events from its workers thread, and stops both threads on SIGTERM with every connection closed', { timeout: 120_000 }, async () => {
    const harness = h!;
    const db = harness.database.db;
    const url = new URL(harness.database.url!);
    url.searchParams.set('application_name', APP_NAME);
    child = spawnCorridor(['serve', '--port', '0', '--host', '127.0.0.1'], APP_KEY, dataDir(), { DATABASE_URL: url.toString() });
    let printed = '';
    const keep = (chunk: Buffer) => {
      printed += chunk;
      output.push(chunk.toString().trimEnd());
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const running = /running at http:\/\/[^:]+:(\d+)\//;
    await untilPrinted(child, () => printed, running);
    // One process says it runs, once; its workers' thread prints nothing of its own.
    expect(printed.match(/running at/g)).toHaveLength(1);
    expect(printed).not.toContain('corridor worker running');
    const api = `http://127.0.0.1:${running.exec(printed)![1]}${PREFIX}`;
    const authorization = basic(harness.platform);
    const ok = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${api}${path}`, {
        method,
        headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const json = (await res.json()) as Record<string, unknown> & { id: string };
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}\n${output.join('\n')}`);
      return json;
    };

    await ok('PATCH', '/config', { skipVerificationPaperwork: true, webhookEndpoint: receiver!.url });
    const body = await payoutCustomer(ok, 1, 'Serve Thread');
    const paid = await Promise.all(Array.from({ length: 6 }, () => ok('POST', '/quotes', body)));
    const ids = paid.map((q) => (q.transactionId as string).replace('Transaction:', ''));
    const settledBy = Date.now() + 30_000;
    for (;;) {
      const rows = await db.query<{ status: string }>('SELECT status FROM transactions WHERE id = ANY ($1::uuid[])', [ids]);
      if (rows.length === ids.length && rows.every((r) => r.status === 'COMPLETED')) break;
      if (Date.now() > settledBy) throw new Error(`not settled: ${JSON.stringify(rows)}\n${output.join('\n')}`);
      await sleep(100);
    }
    const completed = () => receiver!.received.filter((r) => (JSON.parse(r.body) as { type?: string }).type === 'OUTGOING_PAYMENT.COMPLETED').length;
    const deliveredBy = Date.now() + 30_000;
    while (completed() < ids.length) {
      if (Date.now() > deliveredBy) throw new Error(`events not delivered: ${completed()} of ${ids.length}\n${output.join('\n')}`);
      await sleep(100);
    }

    // The process's sessions, to see them all closed after it stops.
    const sessions = async () =>
      Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM pg_stat_activity WHERE application_name = $1', [APP_NAME]))[0].n);
    expect(await sessions()).toBeGreaterThan(0);

    const exit = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit, output.join('\n')).toBe(0);
    // The server ends a session a moment after its client closed it.
    const closedBy = Date.now() + 5_000;
    while ((await sessions()) > 0 && Date.now() < closedBy) await sleep(50);
    expect(await sessions()).toBe(0);
  });
});
