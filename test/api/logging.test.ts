import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, PREFIX, type App } from '../../src/app.ts';
import { handlers as realHandlers } from '../../src/modules/index.ts';
import { createPlatform } from '../../src/modules/platforms/service.ts';
import { ManualClock } from '../../src/ports/clock.ts';
import { type TestDatabase, testDatabase } from '../support/database.ts';
import { basic } from '../support/harness.ts';

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
    handlers: {
      ...realHandlers,
      async listVasps() {
        throw new Error('boom');
      },
      // A database error quoting a value of the request, as PostgreSQL's messages and details do.
      async getExchangeRates() {
        throw Object.assign(new Error('duplicate key value violates unique constraint "x" (personal@example.com)'), {
          code: '23505',
          severity: 'ERROR',
          detail: 'Key (email)=(personal@example.com) already exists.',
          where: 'SQL statement with personal@example.com',
          constraint: 'customers_email_key',
          routine: '_bt_check_unique',
        });
      },
    },
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
