import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, PREFIX, type App } from '../../src/app.ts';
import { operation } from '../../src/http/operation.ts';
import { createPlatform } from '../../src/modules/platforms/service.ts';
import { ManualClock } from '../../src/ports/clock.ts';
import { type TestDatabase, testDatabase } from '../support/database.ts';
import { basic, withStandIns } from '../support/harness.ts';

/** Logs are kept at the most verbose level and searched for every secret the requests carried. */
let lines = '';
let database: TestDatabase;
let built: App;
beforeAll(async () => {
  database = await testDatabase();
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines += chunk.toString();
      done();
    },
  });
  built = await buildApp({
    db: database.db,
    clock: new ManualClock(),
    logger: { level: 'trace', stream },
    // listAgents left out: the 501 of an operation not built (every one of the contract is).
    operations: withStandIns(
      operation('listVasps', { runs: 'read' }, async () => {
        throw new Error('boom');
      }),
      // A database error quoting a value of the request, as PostgreSQL's messages and details do.
      operation('getExchangeRates', { runs: 'read' }, async () => {
        throw Object.assign(new Error('duplicate key value violates unique constraint "x" (personal@example.com)'), {
          code: '23505',
          severity: 'ERROR',
          detail: 'Key (email)=(personal@example.com) already exists.',
          where: 'SQL statement with personal@example.com',
          constraint: 'customers_email_key',
          routine: '_bt_check_unique',
        });
      }),
    ).filter((u) => u.operationId !== 'listAgents'),
  });
});
afterAll(async () => {
  await built.app.close();
  await database.close();
});

it('never writes API secrets or signatures to the log, even for failing requests', async () => {
  const { token } = await createPlatform(database.db, built.services.keyring, { name: 'Logs' }, new Date());
  const secret = token.clientSecret!;
  const authorization = basic({ clientId: token.clientId, clientSecret: secret });
  await built.app.inject({ url: `${PREFIX}/config`, headers: { authorization } });
  await built.app.inject({ url: `${PREFIX}/vasps`, headers: { authorization, 'service-wallet-signature': 'sig-secret-value' } });
  await built.app.inject({ url: `${PREFIX}/config`, headers: { authorization: basic({ clientId: token.clientId, clientSecret: `${secret}x` }) } });
  const created = await built.app.inject({
    method: 'POST',
    url: `${PREFIX}/tokens`,
    headers: { authorization, 'content-type': 'application/json' },
    payload: { name: 'another', permissions: ['VIEW'] },
  });
  const newSecret = created.json().clientSecret as string;
  expect(lines).toContain('request failed'); // the 500 was logged, with its stack
  expect(lines).toContain('boom');
  for (const s of [secret, newSecret, 'sig-secret-value', authorization.slice(6)]) expect(lines).not.toContain(s);
});

it('logs neither query strings, bodies, nor the values a database error quotes', async () => {
  const { token } = await createPlatform(database.db, built.services.keyring, { name: 'Logs 2' }, new Date());
  const authorization = basic({ clientId: token.clientId, clientSecret: token.clientSecret! });
  const res = await built.app.inject({ url: `${PREFIX}/exchange-rates?sourceCurrency=USD&probe=personal%40example.com`, headers: { authorization } });
  expect(res.statusCode).toBe(500);
  await built.app.inject({
    method: 'POST',
    url: `${PREFIX}/customers?email=query-secret@example.com`,
    headers: { authorization, 'content-type': 'application/json' },
    payload: { customerType: 'INDIVIDUAL', platformCustomerId: 'body-secret-value', fullName: '\ud800 body-secret-name' },
  });
  expect(lines).toContain('customers_email_key'); // the error is logged, by its constraint
  expect(lines).toContain('23505');
  for (const s of ['personal@example.com', 'personal%40example.com', 'query-secret', 'body-secret']) expect(lines).not.toContain(s);
});

/** The log lines of one request, found by the id its response carried. */
function linesOf(res: { headers: Record<string, unknown> }): { level: number; msg: string; code?: string; err?: { stack?: string } }[] {
  const id = res.headers['x-request-id'];
  return lines
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((l) => l.reqId === id);
}
const DEBUG = 20;
const INFO = 30;
const WARN = 40;
const ERROR = 50;

it('logs health, readiness and metrics probes at debug only', async () => {
  for (const url of ['/healthz', '/readyz', '/metrics']) {
    const res = await built.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const logged = linesOf(res);
    expect(logged.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(logged.every((l) => l.level === DEBUG), url).toBe(true);
  }
});

it('logs a refusal (4xx) and a 501 at info with its code and no stack; a 500 at error with the stack', async () => {
  const { token } = await createPlatform(database.db, built.services.keyring, { name: 'Levels' }, new Date());
  const authorization = basic({ clientId: token.clientId, clientSecret: token.clientSecret! });
  const refusals = [
    [await built.app.inject({ url: `${PREFIX}/config` }), 'UNAUTHORIZED'],
    [await built.app.inject({ url: '/config', headers: { authorization } }), 'NOT_FOUND'],
    [await built.app.inject({ method: 'POST', url: `${PREFIX}/customers`, headers: { authorization }, payload: { customerType: 'NOPE' } }), 'INVALID_INPUT'],
    [await built.app.inject({ url: `${PREFIX}/agents`, headers: { authorization } }), 'NOT_IMPLEMENTED'],
  ] as const;
  for (const [res, code] of refusals) {
    expect(res.json().code).toBe(code);
    const completed = linesOf(res).filter((l) => l.msg === 'request completed');
    expect(completed, code).toHaveLength(1);
    expect(completed[0]).toMatchObject({ level: INFO, code });
    expect(linesOf(res).filter((l) => l.level >= WARN || l.err), code).toEqual([]);
  }
  const failed = await built.app.inject({ url: `${PREFIX}/vasps`, headers: { authorization } });
  expect(failed.statusCode).toBe(500);
  const logged = linesOf(failed);
  const failure = logged.find((l) => l.msg === 'request failed');
  expect(failure?.level).toBe(ERROR);
  expect(failure?.err?.stack).toContain('boom');
  expect(logged.find((l) => l.msg === 'request completed')).toMatchObject({ level: ERROR, code: 'INTERNAL_ERROR' });
});

it('logs a client throttled for failed authentications (429) at warn, without a stack', async () => {
  const { token } = await createPlatform(database.db, built.services.keyring, { name: 'Throttled' }, new Date());
  const authorization = basic({ clientId: token.clientId, clientSecret: 'wrong' });
  let res = await built.app.inject({ url: `${PREFIX}/config`, headers: { authorization } });
  for (let i = 0; i < 20 && res.statusCode !== 429; i++) res = await built.app.inject({ url: `${PREFIX}/config`, headers: { authorization } });
  expect(res.statusCode).toBe(429);
  const logged = linesOf(res);
  expect(logged.find((l) => l.msg === 'request completed')).toMatchObject({ level: WARN, code: 'RATE_LIMITED' });
  expect(logged.filter((l) => l.err)).toEqual([]);
});
