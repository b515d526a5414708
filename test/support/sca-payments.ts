import { expect } from 'vitest';
import type { Credentials, Harness } from './harness.ts';
import { SoftAuthenticator } from './sca.ts';

/** The customer's side of SCA for payments, through the API only (sandbox SMS code 123456). */

/** Logs the customer in by SMS code: a live SCA session of 180 days. */
export async function scaLogin(h: Harness, customerId: string, as: Credentials = h.platform): Promise<void> {
  const query = { customerId };
  const start = await h.call('POST', '/sca/login/start', { as, query, body: { factor: 'SMS_OTP' } });
  expect(start.statusCode, start.body).toBe(200);
  const done = await h.call('POST', '/sca/login/complete', {
    as,
    query,
    body: { factor: 'SMS_OTP', challengeId: start.json().challengeId, code: '123456', endUserIpAddress: '203.0.113.9' },
  });
  expect(done.statusCode, done.body).toBe(200);
  expect(done.json().status).toBe('SUCCESS');
}

/** Enrolls a software passkey as the customer's PASSKEY factor; answers the authenticator. */
export async function enrollPasskey(h: Harness, customerId: string, as: Credentials = h.platform): Promise<SoftAuthenticator> {
  const authenticator = new SoftAuthenticator();
  const query = { customerId };
  const start = await h.call('POST', '/sca/factors', { as, query, body: { type: 'PASSKEY' } });
  expect(start.statusCode, start.body).toBe(200);
  const credential = await authenticator.create(start.json().options);
  const done = await h.call('POST', '/sca/factors/confirm', { as, query, body: { type: 'PASSKEY', origin: authenticator.origin, credential } });
  expect(done.statusCode, done.body).toBe(200);
  return authenticator;
}
