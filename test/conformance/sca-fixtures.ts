import type { Credentials, Harness } from '../support/harness.ts';
import { euCustomer, SoftAuthenticator } from '../support/sca.ts';
import type { Fixture } from './fixtures.ts';

/**
 * Strong customer authentication: every operation names its customer in the query
 * (`customerId`), so the fixtures give it there; another platform gets 404 for the customer.
 */
async function resetOf(h: Harness, owner: Credentials) {
  const c = await euCustomer(h, {}, owner);
  const res = await h.call('POST', '/sca/factors/reset', { as: owner, query: { customerId: c.id }, body: { factor: 'SMS_OTP' } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { customerId: c.id, resetId: res.json().resetId as string };
}

export const scaFixtures: Record<string, Fixture> = {
  async deleteScaFactor(h, owner) {
    const c = await euCustomer(h, {}, owner);
    const start = await h.call('POST', '/sca/factors', { as: owner, query: { customerId: c.id }, body: { type: 'PASSKEY' } });
    const authenticator = new SoftAuthenticator();
    const credential = await authenticator.create(start.json().options);
    const done = await h.call('POST', '/sca/factors/confirm', { as: owner, query: { customerId: c.id }, body: { type: 'PASSKEY', origin: authenticator.origin, credential } });
    if (done.statusCode !== 200) throw new Error(done.body);
    return { params: { credentialId: authenticator.credentialId }, query: { customerId: c.id } };
  },
  async getTwoFactorResetStatus(h, owner) {
    const { customerId, resetId } = await resetOf(h, owner);
    return { params: { resetId }, query: { customerId } };
  },
  async completeTwoFactorReset(h, owner) {
    const { customerId, resetId } = await resetOf(h, owner);
    // The sandbox liveness check passes after 60 seconds (docs/sca.md).
    h.clock.advance(60_000);
    return { params: { resetId }, query: { customerId }, body: { mobile: { countryCode: '+49', number: '15199999999' } } };
  },
};
