import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFIX } from '../../src/app.ts';
import { basic, expectError, type Harness, startHarness, withStandIns } from '../support/harness.ts';

/**
 * Every kind of refusal says what to send instead (issue #12, "errors that do not teach"): the
 * statuses and codes are the spec's (errors.test.ts, auth.test.ts); these tests read the words.
 */
let h: Harness;
beforeAll(async () => {
  // listAgents left out: the 501 of an operation not built (every one of the contract is).
  h = await startHarness({ operations: withStandIns().filter((u) => u.operationId !== 'listAgents') });
});
afterAll(async () => h.close());

type FieldErrors = { field: string; constraint: string; message: string }[];
const messageOf = (body: { details?: Record<string, unknown> }, field: string) =>
  ((body.details?.errors as FieldErrors | undefined) ?? []).find((e) => e.field === field)?.message ?? '';

describe('401 names the Authorization header the operation takes', () => {
  const BASIC = /Authorization: Basic base64\(clientId:clientSecret\)/;

  it('without credentials: HTTP Basic with the client id and secret', async () => {
    const body = expectError(await h.call('GET', '/config', { as: null }), 401, 'UNAUTHORIZED');
    expect(body.reason).toMatch(/^No credentials were sent/);
    expect(body.reason).toMatch(BASIC);
  });

  it('a Bearer token on a platform operation: Bearer is for agent operations only', async () => {
    const body = expectError(await h.call('GET', '/config', { as: null, headers: { authorization: 'Bearer abc' } }), 401, 'UNAUTHORIZED');
    expect(body.reason).toMatch(/Bearer token is accepted only on agent operations/);
    expect(body.reason).toMatch(BASIC);
  });

  it('another scheme, a malformed Basic value, a wrong secret: each says what was wrong, never which half of the credential', async () => {
    const scheme = expectError(await h.call('GET', '/config', { as: null, headers: { authorization: 'Token abc' } }), 401, 'UNAUTHORIZED');
    expect(scheme.reason).toMatch(/scheme must be Basic/);
    const malformed = expectError(await h.call('GET', '/config', { as: null, headers: { authorization: `Basic ${Buffer.from('no-colon').toString('base64')}` } }), 401, 'UNAUTHORIZED');
    expect(malformed.reason).toMatch(/base64 of clientId:clientSecret, a colon between them/);
    const wrong = expectError(
      await h.call('GET', '/config', { as: null, headers: { authorization: basic({ clientId: h.platform.clientId, clientSecret: 'nope' }) } }),
      401,
      'UNAUTHORIZED',
    );
    expect(wrong.reason).toMatch(/client id and secret do not match a current API token/);
    expect(wrong.reason).toMatch(BASIC);
  });

  it('an agent operation: Bearer with the access token the agent got by redeeming its device code', async () => {
    const basicOnAgent = expectError(await h.call('GET', '/agents/me'), 401, 'UNAUTHORIZED');
    expect(basicOnAgent.reason).toMatch(/called by agents, not with platform credentials/);
    const wrong = expectError(await h.call('GET', '/agents/me', { as: null, headers: { authorization: 'Bearer abc' } }), 401, 'UNAUTHORIZED');
    expect(wrong.reason).toMatch(/The bearer token is not a valid agent token/);
    for (const body of [basicOnAgent, wrong]) {
      expect(body.reason).toMatch(/Authorization: Bearer <agent access token>, the token an agent gets by redeeming its device code/);
      expect(body.reason).not.toMatch(/not built/);
    }
  });

  it('403 names the permission needed and the ones the token has', async () => {
    const viewer = await h.newToken(h.platform.platformId, ['VIEW']);
    const body = expectError(await h.call('PATCH', '/config', { as: viewer, body: { umaDomain: 'x.example' } }), 403, 'FORBIDDEN');
    expect(body.reason).toMatch(/needs the MANAGE permission and this token has VIEW; call it with a token that has MANAGE/);
  });
});

describe('404 and 405 point at the route that exists', () => {
  it('a path without the version segment names the versioned path', async () => {
    const body = expectError(await h.app.inject({ url: '/config', headers: { authorization: basic(h.platform) } }), 404, 'NOT_FOUND');
    expect(body.reason).toBe(`No route GET /config; operations are under the version segment ${PREFIX}: GET ${PREFIX}/config`);
    const put = expectError(await h.app.inject({ method: 'PUT', url: '/customers/abc' }), 404, 'NOT_FOUND');
    expect(put.reason).toContain(`${PREFIX}/customers/abc`);
    expect(put.reason).toMatch(/GET/);
  });

  it('another version, a trailing slash, and a path that exists nowhere', async () => {
    const other = expectError(await h.app.inject({ url: '/2024-01-01/config' }), 404, 'NOT_FOUND');
    expect(other.reason).toContain(`serves API version ${PREFIX.slice(1)} only: GET ${PREFIX}/config`);
    const slash = expectError(await h.app.inject({ url: `${PREFIX}/config/` }), 404, 'NOT_FOUND');
    expect(slash.reason).toContain(`drop the trailing slash: GET ${PREFIX}/config`);
    const nowhere = expectError(await h.app.inject({ url: '/no-such-thing' }), 404, 'NOT_FOUND');
    expect(nowhere.reason).toMatch(/\/docs\/status lists them all/);
  });

  it('405 names the methods the path takes', async () => {
    const res = await h.call('PUT', '/config');
    const body = expectError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(body.reason).toBe(`PUT is not allowed on ${PREFIX}/config; use GET, PATCH`);
  });

  it('a bare uuid where a typed id is expected keeps the 404 and names the id to send', async () => {
    const uuid = '0192f000-0000-7000-8000-000000000000';
    const customer = expectError(await h.call('GET', `/customers/${uuid}`), 404, 'CUSTOMER_NOT_FOUND');
    expect(customer.reason).toBe(
      `No customer with that id on this platform: customerId is a bare uuid; ids carry their type: send Customer:${uuid}, the id exactly as the API returned it`,
    );
    const quote = expectError(await h.call('GET', `/quotes/${uuid.toUpperCase()}`), 404, 'QUOTE_NOT_FOUND');
    expect(quote.reason).toContain(`send Quote:${uuid}`);
    // A typed id that simply does not exist (or is another platform's) is not told anything of the kind.
    const typed = expectError(await h.call('GET', `/customers/Customer:${uuid}`), 404, 'CUSTOMER_NOT_FOUND');
    expect(typed.reason).not.toContain('bare uuid');
    expect(typed.reason).toMatch(/send an id like Customer:<uuid>/);
  });
});

describe('415 and 413 name what the body must be', () => {
  it('answers 415 UNSUPPORTED_MEDIA_TYPE for a body of the wrong type, naming application/json', async () => {
    for (const type of ['text/plain', 'application/xml']) {
      const res = await h.app.inject({
        method: 'PATCH',
        url: `${PREFIX}/config`,
        headers: { authorization: basic(h.platform), 'content-type': type },
        payload: 'umaDomain=x',
      });
      const body = expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(body.reason).toBe('Send the body as Content-Type: application/json');
      expect(body.details).toEqual({ accepted: ['application/json'] });
    }
  });

  it('413 names the limit', async () => {
    const res = await h.app.inject({
      method: 'PATCH',
      url: `${PREFIX}/config`,
      headers: { authorization: basic(h.platform), 'content-type': 'application/json' },
      payload: JSON.stringify({ umaDomain: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(expectError(res, 413, 'PAYLOAD_TOO_LARGE').reason).toMatch(/larger than 1 MB \(1,048,576 bytes\)/);
  });

  it('a missing body names the content type to send', async () => {
    const body = expectError(await h.call('POST', '/customers'), 400, 'INVALID_INPUT');
    expect(body.reason).toMatch(/a request body is required: send application\/json/);
  });
});

describe('400 field errors say what to send, for each schema rule', () => {
  it('enum and required: the allowed values', async () => {
    const wrong = expectError(await h.call('POST', '/customers', { body: { customerType: 'PERSON' } }), 400, 'INVALID_INPUT');
    expect(messageOf(wrong, 'customerType')).toBe('customerType must be one of INDIVIDUAL, BUSINESS');
    const missing = expectError(await h.call('POST', '/customers', { body: {} }), 400, 'INVALID_INPUT');
    expect(messageOf(missing, 'customerType')).toBe('customerType is required: one of INDIVIDUAL, BUSINESS');
    expect(missing.reason).toBe('customerType is required: one of INDIVIDUAL, BUSINESS');
  });

  it('a long enum (a discriminator of 50 account types) is listed in part, with a count and where the rest is', async () => {
    const body = expectError(
      await h.call('POST', '/customers/external-accounts', { body: { currency: 'USD', accountInfo: { accountType: 'USD_CHECKING' } } }),
      400,
      'INVALID_INPUT',
    );
    const message = messageOf(body, 'accountInfo.accountType');
    expect(message).toMatch(/^accountInfo.accountType must be one of AED_ACCOUNT, BDT_ACCOUNT, /);
    expect(message).toMatch(/… \(\d+ more; \/docs lists all\)$/);
    expect(message.length).toBeLessThan(500);
  });

  it('required fields of a nested object: their shape', async () => {
    const body = expectError(
      await h.call('POST', '/customers/external-accounts', { body: { currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT' } } }),
      400,
      'INVALID_INPUT',
    );
    expect(messageOf(body, 'accountInfo.routingNumber')).toBe('accountInfo.routingNumber is required: a string matching ^[0-9]{9}$');
    expect(messageOf(body, 'accountInfo.beneficiary')).toBe('accountInfo.beneficiary is required: an object with beneficiaryType');
  });

  it('type of an amount: an integer in minor units, and the JSON type that was sent', async () => {
    const body = expectError(
      await h.call('POST', '/crypto/estimate-withdrawal-fee', {
        body: { internalAccountId: 'InternalAccount:0192f000-0000-7000-8000-000000000000', currency: 'USDC', cryptoNetwork: 'SOLANA', amount: 10.5, destinationAddress: 'x' },
      }),
      400,
      'INVALID_INPUT',
    );
    // One message for the field: its type, not also the int64 format a fraction fails.
    expect((body.details!.errors as FieldErrors).map((e) => e.field)).toEqual(['amount']);
    expect(messageOf(body, 'amount')).toBe(
      'amount must be an integer amount in the smallest unit of its currency, e.g. 1050 for 10.50 USD; it is a number with a fraction',
    );
    const quote = expectError(
      await h.call('POST', '/quotes', { body: { lockedCurrencySide: 'SENDING', lockedCurrencyAmount: '10.50', source: {}, destination: {} } }),
      400,
      'INVALID_INPUT',
    );
    expect(messageOf(quote, 'lockedCurrencyAmount')).toMatch(/must be an integer amount above 0 and at most \d+ in the smallest unit of its currency.*; it is a string$/);
  });

  it('type of other fields: what it must be, not the value sent', async () => {
    const body = expectError(await h.call('PATCH', '/config', { body: { umaDomain: 7, supportedCurrencies: 'USD' } }), 400, 'INVALID_INPUT');
    expect(messageOf(body, 'umaDomain')).toMatch(/^umaDomain must be a string of at most \d+ characters; it is an integer$/);
    expect(messageOf(body, 'supportedCurrencies')).toMatch(/^supportedCurrencies must be an array of objects with currencyCode, .*; it is a string$/);
    expect(body.reason).toBe('2 fields are invalid; details.errors says what to send for each');
  });

  it('format: an example of the format', async () => {
    const date = expectError(await h.call('GET', '/tokens', { query: { createdAfter: 'yesterday' } }), 400, 'INVALID_INPUT');
    expect(messageOf(date, 'createdAfter')).toMatch(/must be an RFC 3339 date-time .*e\.g\. 2025-10-13T09:30:00Z/);
    const body = expectError(await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', email: 'nope', birthDate: '13/10/2025' } }), 400, 'INVALID_INPUT');
    expect(messageOf(body, 'email')).toBe('email must be an e-mail address, e.g. ada@example.com');
    expect(messageOf(body, 'birthDate')).toBe('birthDate must be a date as YYYY-MM-DD, e.g. 2025-10-13');
  });

  it('minimum and maximum: the range; type of a query value: the type and range', async () => {
    const zero = expectError(await h.call('GET', '/tokens', { query: { limit: '0' } }), 400, 'INVALID_INPUT');
    expect(messageOf(zero, 'limit')).toMatch(/^limit must be an integer from 1 to \d+$/);
    const lots = expectError(await h.call('GET', '/tokens', { query: { limit: 'lots' } }), 400, 'INVALID_INPUT');
    expect(messageOf(lots, 'limit')).toMatch(/^limit must be an integer from 1 to \d+; it is a string$/);
  });

  it('maxLength: the bound, without quoting the value', async () => {
    const long = 'Q'.repeat(5000);
    const body = expectError(await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', fullName: long } }), 400, 'INVALID_INPUT');
    expect(messageOf(body, 'fullName')).toMatch(/^fullName must be a string of at most \d+ characters$/);
    expect(JSON.stringify(body)).not.toContain('QQQQ');
  });

  it('anyOf without a discriminator: the shapes that are accepted', async () => {
    const id = 'ExternalAccount:0192f000-0000-7000-8000-000000000000';
    const body = expectError(await h.call('POST', `/customers/external-accounts/${id}/trust/confirm`, { body: { challengeId: 'x' } }), 400, 'INVALID_INPUT');
    expect(messageOf(body, '(body)')).toBe('(body) must be one of these shapes: an object with code; an object with passkeyAssertion, origin');
  });

  it('pattern and an exact length: the expression to match, the length', async () => {
    const body = expectError(
      await h.call('POST', '/customers/external-accounts', {
        body: {
          currency: 'USD',
          accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '12345', routingNumber: 'abcdefghi', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'A' } },
        },
      }),
      400,
      'INVALID_INPUT',
    );
    expect(messageOf(body, 'accountInfo.routingNumber')).toBe('accountInfo.routingNumber must match the regular expression ^[0-9]{9}$');
    const short = expectError(
      await h.call('POST', '/customers/external-accounts', {
        body: { currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '12345', routingNumber: '1234', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'A' } } },
      }),
      400,
      'INVALID_INPUT',
    );
    expect((short.details!.errors as FieldErrors).map((e) => e.message)).toContain('accountInfo.routingNumber must be a string of exactly 9 characters');
  });
});

describe('other refusals name the next step', () => {
  it('501 names the operation and its path', async () => {
    const body = expectError(await h.call('GET', '/agents'), 501, 'NOT_IMPLEMENTED');
    expect(body.reason).toBe('listAgents (GET /agents) is not built in this release; /docs/status lists the operations that are');
  });

  it('422 IDEMPOTENCY_KEY_REUSED says to use a new key or repeat the request exactly', async () => {
    const customer = (await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', fullName: 'Key Reuser' } })).json() as { id: string };
    const headers = { 'idempotency-key': 'teach-reuse' };
    const first = await h.call('POST', `/customers/${customer.id}/kyc-link`, { headers, body: { redirectUri: 'https://app.example/a' } });
    expect(first.statusCode).toBe(201);
    const body = expectError(
      await h.call('POST', `/customers/${customer.id}/kyc-link`, { headers, body: { redirectUri: 'https://app.example/b' } }),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(body.reason).toMatch(/send a new key for a new request, or repeat the first one exactly/);
  });

  it('429 says when to retry', async () => {
    h.clock.advance(2 * 60 * 60_000);
    const bad = { authorization: basic({ clientId: h.platform.clientId, clientSecret: 'nope' }) };
    let res = await h.call('GET', '/config', { as: null, headers: bad });
    for (let i = 0; i < 20 && res.statusCode !== 429; i++) res = await h.call('GET', '/config', { as: null, headers: bad });
    const body = expectError(res, 429, 'RATE_LIMITED');
    expect(body.reason).toMatch(/retry in \d+ s with valid credentials/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    h.clock.advance(2 * 60 * 60_000);
  });
});
