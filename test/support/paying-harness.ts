import { expect } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import type { DbTimeouts } from '../../src/db/timeouts.ts';
import { openPg } from '../../src/db/transport/index.ts';
import { type Harness, startHarness } from './harness.ts';
import { customerWithAccounts, fund, platformAccount } from './payments.ts';
import { startReceiver } from './receiver.ts';

export interface PayingHarness {
  h: Harness;
  receiver: Awaited<ReturnType<typeof startReceiver>>;
  /** A customer's funded USD account, and the platform's USD account it pays to. */
  payer: string;
  payee: string;
}

/**
 * The fault tests' app (test/faults/database-outage.test.ts, test/support/failover-scenario.ts):
 * in process on the database at `url` (migrated here), with a webhook receiver as its endpoint, a
 * payer funded with `funds` minor units, and its worker started (50 ms interval).
 */
export async function payingHarness(url: string, options: { poolSize: number; timeouts: Partial<DbTimeouts>; funds: number }): Promise<PayingHarness> {
  const db = openPg(url, { poolSize: options.poolSize, timeouts: options.timeouts });
  await migrate(db);
  const h = await startHarness({
    database: { db, another: () => openPg(url, { timeouts: options.timeouts }), close: () => db.close() },
    workerIntervalMs: 50,
  });
  const receiver = await startReceiver();
  expect((await h.call('PATCH', '/config', { body: { webhookEndpoint: receiver.url } })).statusCode).toBe(200);
  const payer = (await customerWithAccounts(h, ['USD'])).accounts.USD;
  const payee = await platformAccount(h, 'USD');
  expect((await fund(h, payer, options.funds)).statusCode).toBeLessThan(300);
  h.services.worker.start();
  return { h, receiver, payer, payee };
}
