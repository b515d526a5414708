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
