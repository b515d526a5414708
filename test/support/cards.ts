import type { LightMyRequestResponse } from 'fastify';
import type { CallOptions, Credentials, Harness } from './harness.ts';
import { customerWithAccounts } from './payments.ts';

/** Helpers of the card suites. */

/**
 * `h.call` that keeps every response body: the card suites scan them all at the end for the
 * card numbers and CVVs they saw. `harness` is read per call (suites start it in beforeAll).
 */
export function recordingCall(harness: () => Harness, bodies: string[]) {
  return async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, options: CallOptions = {}): Promise<LightMyRequestResponse> => {
    const res = await harness().call(method, path, options);
    bodies.push(res.body);
    return res;
  };
}

/** A cardholder: a customer (APPROVED unless `fullName` carries a review suffix) with internal accounts in `currencies`. */
export async function cardholder(h: Harness, currencies = ['USD', 'EUR'], fullName = 'Card Holder', as: Credentials = h.platform) {
  const c = await customerWithAccounts(h, currencies, { fullName, as });
  return { id: c.customerId, kycStatus: c.kycStatus, accounts: c.accounts };
}
