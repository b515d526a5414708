import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const individual = async (body: Record<string, unknown> = {}) =>
  (await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', fullName: 'Link Person', ...body } })).json();
const link = (id: string, body?: unknown, headers?: Record<string, string>) => h.call('POST', `/customers/${id}/kyc-link`, { body, headers });

describe('hosted KYC links', () => {
  it('returns a fresh single-use link on the sandbox host that expires 24 hours after the request', async () => {
    const c = await individual();
    const res = await link(c.id, { redirectUri: 'https://app.example/done' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.provider).toBe('SANDBOX');
    expect(body.kycUrl).toMatch(/^https:\/\/kyc\.sandbox\.corridor\.example\/kyc\/[A-Za-z0-9_-]+\?redirect_uri=https%3A%2F%2Fapp\.example%2Fdone$/);
    expect(body.expiresAt).toBe(new Date(h.clock.now().getTime() + 24 * 3600_000).toISOString());
    expect((await link(c.id)).json().kycUrl).not.toBe(body.kycUrl);
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const c = await individual();
    const first = (await link(c.id, {}, { 'idempotency-key': 'kyc-1' })).json();
    const again = await link(c.id, {}, { 'idempotency-key': 'kyc-1' });
    expect(again.json()).toEqual(first);
  });

  it('opens the business flow for a business customer', async () => {
    const b = (await h.call('POST', '/customers', { body: { customerType: 'BUSINESS', businessInfo: { legalName: 'L', country: 'US', taxId: '12-3456789', incorporatedOn: '2020-01-01' } } })).json();
    expect((await link(b.id)).json().kycUrl).toMatch(/\/kyb\//);
  });

  it('refuses a redirectUri that is not https (http only for localhost) with 400 INVALID_INPUT', async () => {
    const c = await individual();
    expectError(await link(c.id, { redirectUri: 'http://evil.example/x' }), 400, 'INVALID_INPUT');
    expect((await link(c.id, { redirectUri: 'http://localhost:3000/cb' })).statusCode).toBe(201);
  });

  it('answers 409 CONFLICT while a contact channel the provider requires is not verified', async () => {
    const c = await individual({ email: 'k@example.com', phoneNumber: '+33612345678', address: { line1: '1 rue', postalCode: '75001', country: 'FR' } });
    expectError(await link(c.id), 409, 'CONFLICT');
    for (const channel of ['email', 'phone']) {
      await h.call('POST', `/customers/${c.id}/verify-${channel}`);
      await h.call('POST', `/customers/${c.id}/verify-${channel}/confirm`, { body: { code: '123456' } });
    }
    expect((await link(c.id)).statusCode).toBe(201);
  });

  it('answers 404 CUSTOMER_NOT_FOUND for an unknown customer and 410 CUSTOMER_DELETED for a deleted one', async () => {
    expectError(await link('Customer:0192f000-0000-7000-8000-000000000000'), 404, 'CUSTOMER_NOT_FOUND');
    const c = await individual();
    await h.call('DELETE', `/customers/${c.id}`);
    expectError(await link(c.id), 410, 'CUSTOMER_DELETED');
  });
});
