import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFIX } from '../../src/app.ts';
import { DatabaseUnavailable } from '../../src/db/driver.ts';
import { verifySignatureHeader } from '../../src/events/signer.ts';
import { loadContract } from '../../src/http/contract.ts';
import { errors, idempotencyKeyInUse } from '../../src/http/errors.ts';
import { operation } from '../../src/http/operation.ts';
import { anchor, newAjv } from '../../src/http/validation.ts';
import { emitEvent } from '../../src/kernel/outbox.ts';
import { basic, expectError, type Harness, startHarness, withStandIns } from '../support/harness.ts';
import { customerWithAccounts, fund, platformAccount, quoteBody } from '../support/payments.ts';
import { startReceiver } from '../support/receiver.ts';

/**
 * What clients generated from the reference interface expect of us (issue 25): comma-joined
 * array query parameters, `x-should-retry` on errors, the reference's webhook signature header,
 * and a useful answer on the routes older clients call that the interface removed.
 */

let h: Harness;
// Stand-ins answer what is hard to bring about for real (an unreachable database, a throttle,
// a key still in use); listAgents is left out so that its 501 can be asked for.
const units = withStandIns(
  operation('listVasps', { runs: 'read' }, async () => {
    throw new DatabaseUnavailable('connection refused', false);
  }),
  operation('getAvailableUmaProviders', { runs: 'read' }, async () => {
    throw errors.RATE_LIMITED('Too many requests; retry in 3 s', { retryAfterSeconds: 3 }, { 'retry-after': '3' });
  }),
  operation('getDiscoveries', { runs: 'read' }, async () => {
    throw idempotencyKeyInUse('A request with this Idempotency-Key is still in progress');
  }),
).filter((u) => u.operationId !== 'listAgents');
beforeAll(async () => {
  h = await startHarness({ operations: units });
});
afterAll(async () => h.close());

describe('array query parameters, comma-joined or repeated', () => {
  const codes = async (query: string) => {
    const res = await h.call('GET', `/exchange-rates?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { destinationCurrency: { code: string } }[]).map((r) => r.destinationCurrency.code).sort();
  };

  it('reads destinationCurrency=MXN%2CEUR as the two currencies, as the repeated form', async () => {
    expect(await codes('destinationCurrency=MXN%2CEUR')).toEqual(['EUR', 'MXN']);
    expect(await codes('destinationCurrency=MXN,EUR')).toEqual(['EUR', 'MXN']);
    expect(await codes('destinationCurrency=MXN&destinationCurrency=EUR')).toEqual(['EUR', 'MXN']);
    expect(await codes('destinationCurrency=MXN')).toEqual(['MXN']);
  });

  it('takes both forms in one query', async () => {
    expect(await codes('destinationCurrency=MXN%2CEUR&destinationCurrency=GBP')).toEqual(['EUR', 'GBP', 'MXN']);
  });

  it('answers an invalid element with the usual 400 field error', async () => {
    const bad = expectError(await h.call('GET', '/exchange-rates?destinationCurrency=MXN%2CE1R'), 400, 'INVALID_INPUT');
    expect(bad.details?.errors).toEqual([expect.objectContaining({ field: 'currency', constraint: 'pattern' })]);
    expect(bad.reason).toContain('E1R');
    // One the contract refuses is named by its place in the list.
    const long = expectError(await h.call('GET', `/exchange-rates?destinationCurrency=MXN%2C${'X'.repeat(17)}`), 400, 'INVALID_INPUT');
    expect(long.details?.errors).toEqual([expect.objectContaining({ field: 'destinationCurrency.1', constraint: 'maxLength' })]);
  });

  it('counts the elements of every form against maxItems', async () => {
    const many = Array.from({ length: 257 }, () => 'EUR').join('%2C');
    const body = expectError(await h.call('GET', `/exchange-rates?destinationCurrency=${many}`), 400, 'INVALID_INPUT');
    expect(body.details?.errors).toEqual([expect.objectContaining({ field: 'destinationCurrency', constraint: 'maxItems' })]);
  });
});

describe('x-should-retry on error answers', () => {
  const retry = (res: { headers: Record<string, unknown> }) => res.headers['x-should-retry'];

  it('false on a 409 a retry cannot change: the quote was already executed', async () => {
    const a = await customerWithAccounts(h, ['USD']);
    await fund(h, a.accounts.USD, 1000);
    const q = (await h.call('POST', '/quotes', { body: quoteBody(a.accounts.USD, await platformAccount(h, 'USD'), 100) })).json();
    const first = await h.call('POST', `/quotes/${q.id}/execute`, { body: {} });
    expect(first.statusCode, first.body).toBe(200);
    expect(retry(first)).toBeUndefined();
    const again = await h.call('POST', `/quotes/${q.id}/execute`, { body: {} });
    expectError(again, 409, 'CONFLICT');
    expect(retry(again)).toBe('false');
  });

  it('false on a 501 and on the other 4xx: 400, 401, 404, 405, and a path the router cannot decode', async () => {
    const notBuilt = await h.call('GET', '/agents');
    expectError(notBuilt, 501, 'NOT_IMPLEMENTED');
    expect(retry(notBuilt)).toBe('false');
    const answers = [
      [await h.call('GET', '/exchange-rates', { query: { sendingAmount: 'ten' } }), 400],
      [await h.call('GET', '/config', { as: null }), 401],
      [await h.call('GET', '/no-such-thing'), 404],
      [await h.call('PUT', '/config'), 405],
      [await h.app.inject({ url: `${PREFIX}/customers/%ED%A0%80`, headers: { authorization: basic(h.platform) } }), 400],
    ] as const;
    for (const [res, status] of answers) {
      expect(res.statusCode, res.body).toBe(status);
      expect(retry(res), `${status} ${res.body}`).toBe('false');
    }
  });

  it('true on a 503, and on an answer that says when to retry (429 and a key still in use, with Retry-After)', async () => {
    const unavailable = await h.call('GET', '/vasps');
    expectError(unavailable, 503, 'SERVICE_UNAVAILABLE');
    expect(retry(unavailable)).toBe('true');
    const throttled = await h.call('GET', '/uma-providers');
    expectError(throttled, 429, 'RATE_LIMITED');
    expect(throttled.headers['retry-after']).toBe('3');
    expect(retry(throttled)).toBe('true');
    const inUse = await h.call('GET', '/discoveries');
    expectError(inUse, 409, 'IDEMPOTENCY_KEY_IN_USE');
    expect(inUse.headers['retry-after']).toBe('1');
    expect(retry(inUse)).toBe('true');
  });

  it('nothing on a success', async () => {
    const res = await h.call('GET', '/config');
    expect(res.statusCode).toBe(200);
    expect(retry(res)).toBeUndefined();
  });
});

describe('webhooks carry the reference signature header too', () => {
  it('sends X-Grid-Signature beside X-Service-Signature, the same value, which verifies', async () => {
    const receiver = await startReceiver();
    const p = await h.newPlatform('Reference receiver');
    await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: receiver.url } });
    const publicKey = (await h.call('GET', '/config', { as: p })).json().webhookPublicKey;
    expect((await h.call('POST', '/sandbox/webhooks/test', { as: p })).statusCode).toBe(200);
    await h.database.db.transaction((tx) => emitEvent(tx, p.platformId, 'CUSTOMER.KYC_APPROVED', { id: 'Customer:x' }, h.clock.now()));
    await h.services.worker.drain();
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual(['TEST', 'CUSTOMER.KYC_APPROVED']);
    for (const got of receiver.received) {
      const reference = String(got.headers['x-grid-signature']);
      expect(reference).toBe(String(got.headers['x-service-signature']));
      expect(verifySignatureHeader(got.body, reference, publicKey)).toBe(true);
    }
    await receiver.close();
  });
});

describe('routes the interface removed name the operation to use instead', () => {
  const document = loadContract().document;
  const ajv = newAjv(document, { coerce: false, allErrors: true });
  const shapes = { 404: ajv.compile(anchor({ $ref: '#/components/schemas/Error404' })), 405: ajv.compile(anchor({ $ref: '#/components/schemas/Error405' })) };

  const cases = [
    { method: 'GET', path: '/customers/kyc-link', status: 404, code: 'NOT_FOUND', use: ['createCustomerKycLink'], names: 'POST /customers/{customerId}/kyc-link' },
    { method: 'GET', path: '/quotes', status: 405, code: 'METHOD_NOT_ALLOWED', use: ['getQuoteById', 'createQuote'], names: 'GET /quotes/{quoteId} or POST /quotes' },
    { method: 'POST', path: '/webhooks/test', status: 404, code: 'NOT_FOUND', use: ['sendTestWebhook'], names: 'POST /sandbox/webhooks/test' },
    {
      method: 'POST',
      path: '/plaid/link-tokens',
      status: 404,
      code: 'NOT_FOUND',
      use: ['createCustomerExternalAccount', 'createPlatformExternalAccount'],
      names: 'POST /customers/external-accounts or POST /platform/external-accounts',
    },
    {
      method: 'POST',
      path: '/plaid/callback/link-sandbox-123',
      status: 404,
      code: 'NOT_FOUND',
      use: ['createCustomerExternalAccount', 'createPlatformExternalAccount'],
      names: 'POST /customers/external-accounts or POST /platform/external-accounts',
    },
  ] as const;

  for (const c of cases) {
    it(`${c.method} ${c.path}: ${c.status} ${c.code} naming ${c.use.join(', ')}`, async () => {
      const res = await h.call(c.method, c.path, c.method === 'POST' ? { body: {} } : {});
      const body = expectError(res, c.status, c.code);
      expect(shapes[c.status](body), JSON.stringify(shapes[c.status].errors)).toBe(true);
      expect(body.reason).toMatch(/^(GET|POST) \S+ is no longer part of the interface: /);
      expect(body.reason.endsWith(`; use ${c.names}`), body.reason).toBe(true);
      expect(body.details?.use).toEqual(c.use.map((operationId) => expect.objectContaining({ operationId })));
      expect(res.headers['x-should-retry']).toBe('false');
      if (c.status === 405) expect(res.headers.allow).toBe('POST');
    });
  }

  it('GET /customers/kyc-link is no longer read as a customer id, with or without credentials', async () => {
    const anonymous = expectError(await h.call('GET', '/customers/kyc-link', { as: null }), 404, 'NOT_FOUND');
    expect(anonymous.reason).toContain('POST /customers/{customerId}/kyc-link');
    // The operations it points at are there.
    const customer = await customerWithAccounts(h, ['USD']);
    const link = await h.call('POST', `/customers/${customer.customerId}/kyc-link`, { body: {} });
    expect(link.statusCode, link.body).toBe(201);
  });
});
