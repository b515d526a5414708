import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUnavailable, type Db, DatabaseUnavailable, withRetries } from '../../../src/db/driver.ts';
import { openPg } from '../../../src/db/transport/index.ts';
import { freePort } from '../../support/processes.ts';
import { onServer, type TestDatabase, testDatabase } from '../../support/database.ts';

/**
 * What the PostgreSQL driver makes of a database it cannot use: DatabaseUnavailable (the API's
 * 503), quickly, and never retried. The frozen and stopped server are in test/faults.
 */
const FAST = { connectTimeoutMs: 300, statementTimeoutMs: 300, idleInTransactionTimeoutMs: 1_000 };
/**
 * How far past its connect timeout a wait may end: far below the default timeout (5 s), so the
 * configured one is what ended it. 500 ms was passed (862 ms) on a slow machine (2026-11-29).
 */
const SLACK_MS = 2_000;

async function failure(work: Promise<unknown>): Promise<{ err: unknown; ms: number }> {
  const started = performance.now();
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  return { err, ms: performance.now() - started };
}

describe('asUnavailable', () => {
  it('recognises a database out of reach or too slow, and leaves every other error alone', () => {
    const unavailable = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('terminating connection due to idle-in-transaction timeout'), { code: '25P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ];
    for (const err of unavailable) expect(asUnavailable(err), String(err)).toBeInstanceOf(DatabaseUnavailable);
    const others = [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('could not serialize access'), { code: '40001' }),
      Object.assign(new Error('password authentication failed'), { code: '28P01' }),
      new TypeError('x is not a function'),
    ];
    for (const err of others) expect(asUnavailable(err)).toBe(err);
  });

  it('marks the outcome unknown only when told the message could have committed', () => {
    const lost = new Error('Connection terminated unexpectedly');
    expect((asUnavailable(lost) as DatabaseUnavailable).outcomeUnknown).toBe(false);
    expect((asUnavailable(lost, true) as DatabaseUnavailable).outcomeUnknown).toBe(true);
    const known = new DatabaseUnavailable('The database did not answer within 31000 ms', false);
    expect((asUnavailable(known, true) as DatabaseUnavailable).outcomeUnknown).toBe(true);
    expect(asUnavailable(known)).toBe(known);
  });

  it('is never retried', async () => {
    let attempts = 0;
    const err = new DatabaseUnavailable('down', false);
    await expect(
      withRetries(async () => {
        attempts++;
        throw err;
      }),
    ).rejects.toBe(err);
    expect(attempts).toBe(1);
  });
});

describe('a PostgreSQL server out of reach', () => {
  let silent: ReturnType<typeof createServer>;
  const sockets: Socket[] = [];
  let silentPort: number;
  beforeAll(async () => {
    // Accepts connections and never says a word, like a frozen server.
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  const expectUnavailable = ({ err, ms }: { err: unknown; ms: number }, within: number) => {
    expect(err).toBeInstanceOf(DatabaseUnavailable);
    expect((err as DatabaseUnavailable).outcomeUnknown).toBe(false);
    expect(ms).toBeLessThan(within);
  };

  it('refusing connections: every kind of work fails at once with DatabaseUnavailable', async () => {
    const db = openPg(`postgres://postgres@127.0.0.1:${await freePort()}/test`, { poolSize: 2, timeouts: FAST });
    try {
      expectUnavailable(await failure(db.query('SELECT 1')), 250);
      expectUnavailable(await failure(db.transaction(async (tx) => tx.query('SELECT 1'))), 250);
      expectUnavailable(await failure(db.transaction(async (tx) => tx.query('SELECT 1'), { group: true })), 250);
    } finally {
      await db.close();
    }
  });

  it('accepting connections and never answering: the connect timeout ends the wait', async () => {
    const db = openPg(`postgres://postgres@127.0.0.1:${silentPort}/test`, { poolSize: 2, timeouts: FAST });
    try {
      expectUnavailable(await failure(db.query('SELECT 1')), FAST.connectTimeoutMs + SLACK_MS);
      // Listening does not hold its caller up either; it keeps trying in the background.
      const started = performance.now();
      await db.listen('nobody_listens', () => {});
      expect(performance.now() - started).toBeLessThan(FAST.connectTimeoutMs + SLACK_MS);
    } finally {
      await db.close();
    }
  });
});

describe.skipIf(!onServer)('statement timeout (PostgreSQL server)', () => {
  let t: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    t = await testDatabase(2);
    db = t.another(2, FAST);
  });
  afterAll(async () => t?.close());

  it('a statement past it fails with DatabaseUnavailable, and the connection goes on working', async () => {
    const { err } = await failure(db.query('SELECT pg_sleep(2)'));
    expect(err).toBeInstanceOf(DatabaseUnavailable);
    expect((err as DatabaseUnavailable).cause).toMatchObject({ code: '57014' });
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('an unbounded transaction (a migration) is not cut short', async () => {
    const rows = await db.transaction(async (tx) => tx.query('SELECT pg_sleep(0.6), 2 AS two'), { unbounded: true });
    expect(rows).toEqual([{ pg_sleep: '', two: 2 }]);
    expect(await db.query<{ statement_timeout: string }>('SHOW statement_timeout')).toEqual([{ statement_timeout: '300ms' }]);
  });
});
