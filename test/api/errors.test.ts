import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFIX } from '../../src/app.ts';
import { errors } from '../../src/http/errors.ts';
import { operation } from '../../src/http/operation.ts';
import { basic, expectError, type Harness, startHarness, withStandIns } from '../support/harness.ts';

let h: Harness;
// listAgents is left out: every operation of the contract is built, and the 501 of one that is not is shown on it.
const boom = withStandIns(
  operation('listVasps', { runs: 'read' }, async () => {
    const err = new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
    throw err;
  }),
).filter((u) => u.operationId !== 'listAgents');
beforeAll(async () => {
  h = await startHarness({ operations: boom });
});
afterAll(async () => h.close());

describe('error shape everywhere', () => {
  it('answers 404 NOT_FOUND for an unknown route', async () => {
    expectError(await h.call('GET', '/no-such-thing'), 404, 'NOT_FOUND');
    const res = await h.app.inject({ method: 'GET', url: '/nowhere' });
    expectError(res, 404, 'NOT_FOUND');
  });

  it('answers 405 METHOD_NOT_ALLOWED with Allow for a known path and another method', async () => {
    const res = await h.call('PUT', '/config');
    expectError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toContain('GET');
  });

  it('answers 400 INVALID_INPUT for malformed JSON', async () => {
    const res = await h.app.inject({
      method: 'PATCH',
      url: `${PREFIX}/config`,
      headers: { authorization: basic(h.platform), 'content-type': 'application/json' },
      payload: '{"umaDomain": ',
    });
    expectError(res, 400, 'INVALID_INPUT');
  });

  it('answers 413 PAYLOAD_TOO_LARGE for an oversized body', async () => {
    const res = await h.app.inject({
      method: 'PATCH',
      url: `${PREFIX}/config`,
      headers: { authorization: basic(h.platform), 'content-type': 'application/json' },
      payload: JSON.stringify({ umaDomain: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 400 INVALID_INPUT, with a request id, for a path the router cannot decode or a path parameter past 100 characters', async () => {
    for (const segment of ['%ED%A0%80', '%C0%AF', '%FF', '%', '%zz', 'x'.repeat(101)]) {
      const res = await h.app.inject({ method: 'GET', url: `${PREFIX}/customers/${segment}`, headers: { authorization: basic(h.platform) } });
      expectError(res, 400, 'INVALID_INPUT');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers 500 INTERNAL_ERROR with a request id and nothing of the cause', async () => {
    const res = await h.call('GET', '/vasps');
    const body = expectError(res, 500, 'INTERNAL_ERROR');
    expect(body.details?.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toMatch(/secret_table|SELECT|at .*\.ts/);
  });

  it('answers 501 NOT_IMPLEMENTED for an operation that is not built, after authentication', async () => {
    expectError(await h.call('GET', '/agents', { as: null }), 401, 'UNAUTHORIZED');
    const body = expectError(await h.call('GET', '/agents'), 501, 'NOT_IMPLEMENTED');
    expect(body.details).toMatchObject({ operationId: 'listAgents' });
  });

  it('lists every invalid field at once, each with field, constraint and message', async () => {
    const res = await h.call('PATCH', '/config', {
      body: { umaDomain: 7, webhookEndpoint: false, supportedCurrencies: 'USD', feeConfigs: [{ feeType: 'NOPE' }] },
    });
    const body = expectError(res, 400, 'INVALID_INPUT');
    const fields = (body.details!.errors as { field: string; constraint: string; message: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['umaDomain', 'webhookEndpoint', 'supportedCurrencies', 'feeConfigs.0.feeType']));
    for (const e of body.details!.errors as { field: string; constraint: string; message: string }[]) {
      expect(e.constraint).toMatch(/^[a-zA-Z]+$/);
      expect(e.message.length).toBeGreaterThan(0);
    }
  });

  it('lists the first 50 field errors of a body that breaks a rule thousands of times, in a small reply', async () => {
    const res = await h.call('POST', '/customers', {
      body: { customerType: 'INDIVIDUAL', fullName: 'Many Errors', sourceOfFundsCategories: Array.from({ length: 5000 }, () => 'x') },
    });
    const body = expectError(res, 400, 'INVALID_INPUT');
    expect(body.details!.errors).toHaveLength(50);
    expect(body.reason).toBe('More than 50 fields are invalid; the first 50 are listed');
    expect(res.body.length).toBeLessThan(20_000);
  });

  it('refuses dates RFC 3339 allows but JavaScript or PostgreSQL cannot read (year 0, a leap second, an offset past 15:59) with 400, never 500', async () => {
    for (const date of ['0000-01-01T00:00:00Z', '2016-12-31T23:59:60Z', '2025-01-01T00:00:00+23:59']) {
      expectError(await h.call('GET', '/tokens', { query: { createdAfter: date } }), 400, 'INVALID_INPUT');
      const consent = { acceptedAt: date, ipAddress: '203.0.113.7', termsVersion: '2025-10-13', acceptanceMethod: 'CHECKBOX' };
      expectError(await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', fullName: 'Odd Date', endUserTermsConsent: consent } }), 400, 'INVALID_INPUT');
    }
    expectError(await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', fullName: 'Year Zero', birthDate: '0000-01-01' } }), 400, 'INVALID_INPUT');
    for (const date of ['2025-01-01T00:00:00+15:59', '2025-01-01t00:00:00z', '0001-01-01T00:00:00Z']) {
      expect((await h.call('GET', '/tokens', { query: { createdAfter: date } })).statusCode, date).toBe(200);
    }
  });

  it('refuses a number that overflows to Infinity (1e999) by field, as it refuses integers past 2^53', async () => {
    for (const literal of ['1e999', '-1e999']) {
      const res = await h.app.inject({
        method: 'POST',
        url: `${PREFIX}/crypto/estimate-withdrawal-fee`,
        headers: { authorization: basic(h.platform), 'content-type': 'application/json' },
        payload: `{"internalAccountId":"InternalAccount:0192f000-0000-7000-8000-000000000000","currency":"USDC","cryptoNetwork":"SOLANA","amount":${literal},"destinationAddress":"x"}`,
      });
      const body = expectError(res, 400, 'INVALID_INPUT');
      expect((body.details!.errors as { field: string }[]).map((e) => e.field)).toEqual(['amount']);
    }
    const query = expectError(await h.call('GET', '/exchange-rates', { query: { destinationCurrency: 'EUR', sendingAmount: '1e999' } }), 400, 'INVALID_INPUT');
    expect((query.details!.errors as { field: string }[]).map((e) => e.field)).toContain('sendingAmount');
  });

  it('quotes at most 500 characters of what the client sent in a reason or field message: a 900 KB value is not sent back three times', async () => {
    const long = 'X'.repeat(900_000);
    const accounts = (await h.call('GET', '/platform/internal-accounts', { query: { currency: 'USDC' } })).json().data as { id: string }[];
    // The contract's bound refuses it first, by name, without quoting it.
    const currency = await h.call('POST', '/crypto/estimate-withdrawal-fee', {
      body: { internalAccountId: accounts[0].id, currency: long, cryptoNetwork: 'SOLANA', amount: 100, destinationAddress: 'x' },
    });
    expectError(currency, 400, 'INVALID_INPUT');
    expect(currency.body.length).toBeLessThan(2_000);
    // And an error that quotes a value (any value a bound lets through, any bound to come) is cut.
    const quoted = errors.INVALID_CURRENCY(`${long} is not a supported currency`, { errors: [{ field: long, constraint: 'enum', message: long }] }).toBody();
    expect(String(quoted.reason).length).toBeLessThanOrEqual(501);
    expect(String(quoted.reason).endsWith('…')).toBe(true);
    const [fieldError] = (quoted.details as { errors: { field: string; message: string }[] }).errors;
    expect(fieldError.field.length).toBeLessThanOrEqual(1024);
    expect(fieldError.message.length).toBeLessThanOrEqual(501);
  });

  it('validates query parameters', async () => {
    const body = expectError(await h.call('GET', '/tokens', { query: { limit: '0' } }), 400, 'INVALID_INPUT');
    expect((body.details!.errors as { field: string }[])[0].field).toBe('limit');
    expectError(await h.call('GET', '/tokens', { query: { limit: 'lots' } }), 400, 'INVALID_INPUT');
    expectError(await h.call('GET', '/tokens', { query: { cursor: 'garbage' } }), 400, 'INVALID_INPUT');
  });
});

describe('operational endpoints', () => {
  it('serves health, readiness, metrics, the contract and the reference page', async () => {
    expect((await h.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await h.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
    const metrics = await h.app.inject({ url: '/metrics' });
    expect(metrics.body).toContain('corridor_http_request_duration_seconds');
    const doc = (await h.app.inject({ url: '/openapi.json' })).json() as { openapi: string; paths: object };
    expect(doc.openapi).toMatch(/^3\.1/);
    const page = await h.app.inject({ url: '/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/docs/assets/');
    const status = await h.app.inject({ url: '/docs/status' });
    expect(status.body).toContain('getPlatformConfig');
  });
});
