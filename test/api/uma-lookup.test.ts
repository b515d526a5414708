import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerExternalAccount } from '../conformance/external-account-fixtures.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

interface Preference {
  currency: { code: string; decimals: number };
  estimatedExchangeRate: number;
  min: number;
  max: number;
}

const lookup = (address: string, query?: Record<string, string>, as = h.platform) => h.call('GET', `/receiver/uma/${encodeURIComponent(address)}`, { query, as });

describe('GET /receiver/uma/{receiverUmaAddress} against the sandbox directory', () => {
  it("answers a receiver with its provider's currencies, estimated rates and a lookup id", async () => {
    const res = await lookup('$maria@cenote.example', { senderUmaAddress: '$alice@uma.corridor.example' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.lookupId).toMatch(/^Lookup:[0-9a-f-]{36}$/);
    expect(body.receiverUmaAddress).toBe('$maria@cenote.example');
    const codes = (body.supportedCurrencies as Preference[]).map((c) => c.currency.code);
    expect(codes).toEqual(['MXN', 'USD']);
    const mxn = (body.supportedCurrencies as Preference[])[0];
    // USD per one MXN: 0.058 / 0.995 (the sandbox spread)
    expect(mxn.estimatedExchangeRate).toBeCloseTo(0.058291457286, 9);
    expect(mxn.min).toBeGreaterThan(0);
    expect(mxn.max).toBeGreaterThan(mxn.min);
    expect(body.requiredPayerDataFields).toContainEqual({ name: 'FULL_NAME', mandatory: true });
    const rows = await h.database.db.query('SELECT 1 FROM receiver_lookups WHERE id = $1', [body.lookupId.slice('Lookup:'.length)]);
    expect(rows.length).toBe(1);
  });

  it('answers USD for a receiver at a domain the catalogue does not know', async () => {
    const res = await lookup('$sam@unknown-wallet.example');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().supportedCurrencies as Preference[]).map((c) => c.currency.code)).toEqual(['USD']);
  });

  it('answers 400 INVALID_UMA_ADDRESS for a malformed address', async () => {
    for (const bad of ['maria@cenote.example', '$maria', '$maria@localhost', '$ma ria@cenote.example']) {
      expectError(await lookup(bad), 400, 'INVALID_UMA_ADDRESS');
    }
    expectError(await lookup('$maria@cenote.example', { senderUmaAddress: 'nobody' }), 400, 'INVALID_UMA_ADDRESS');
  });

  it('answers 404 UMA_NOT_FOUND for a user part starting with "notfound"', async () => {
    expectError(await lookup('$notfound.bob@cenote.example'), 404, 'UMA_NOT_FOUND');
  });

  it('answers 400 LOOKUP_REQUEST_FAILED for a user part starting with "fail"', async () => {
    expectError(await lookup('$failing@cenote.example'), 400, 'LOOKUP_REQUEST_FAILED');
  });

  it('answers 400 SENDER_NOT_ACCEPTED for a user part starting with "reject"', async () => {
    expectError(await lookup('$rejects@cenote.example'), 400, 'SENDER_NOT_ACCEPTED');
  });

  it("resolves an address at the platform's own domain to its customer, else 404 UMA_NOT_FOUND", async () => {
    const customer = (await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', fullName: 'Local Receiver' } })).json();
    const res = await lookup(customer.umaAddress);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().receiverUmaAddress).toBe(customer.umaAddress);
    expectError(await lookup('$nobody-here@uma.corridor.example'), 404, 'UMA_NOT_FOUND');
    // Another platform does not see this platform's customers.
    expectError(await lookup(customer.umaAddress, undefined, await h.newPlatform('Stranger')), 404, 'UMA_NOT_FOUND');
  });

  it('answers 400 SELF_PAYMENT when the sender is the receiver', async () => {
    expectError(await lookup('$maria@cenote.example', { senderUmaAddress: '$maria@cenote.example' }), 400, 'SELF_PAYMENT');
  });

  it('takes a customer as sender and answers 404 CUSTOMER_NOT_FOUND for an unknown one', async () => {
    const customer = (await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', fullName: 'Sender' } })).json();
    expect((await lookup('$maria@cenote.example', { customerId: customer.id })).statusCode).toBe(200);
    expectError(await lookup('$maria@cenote.example', { customerId: 'Customer:0192f000-0000-7000-8000-000000000000' }), 404, 'CUSTOMER_NOT_FOUND');
    expectError(await lookup('$maria@cenote.example', { customerId: customer.id, senderUmaAddress: '$a@b.example' }), 400, 'INVALID_INPUT');
  });
});

describe('GET /receiver/external-account/{accountId}', () => {
  it("answers the account's currency with an estimated rate and a lookup id", async () => {
    const { params } = await customerExternalAccount(h, h.platform);
    const res = await h.call('GET', `/receiver/external-account/${params.externalAccountId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.accountId).toBe(params.externalAccountId);
    expect(body.lookupId).toMatch(/^Lookup:/);
    expect((body.supportedCurrencies as Preference[]).map((c) => c.currency.code)).toEqual(['EUR']);
  });

  it("answers 404 ACCOUNT_NOT_FOUND for unknown ids and another platform's accounts", async () => {
    expectError(await h.call('GET', '/receiver/external-account/ExternalAccount:0192f000-0000-7000-8000-000000000000'), 404, 'ACCOUNT_NOT_FOUND');
    const { params } = await customerExternalAccount(h, h.platform);
    expectError(await h.call('GET', `/receiver/external-account/${params.externalAccountId}`, { as: await h.newPlatform('Other') }), 404, 'ACCOUNT_NOT_FOUND');
  });
});
