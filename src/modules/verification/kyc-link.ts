import { randomBytes } from 'node:crypto';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { contactsVerified, loadActiveCustomer } from '../customers/index.ts';

/**
 * Hosted identity-check links of the sandbox provider. The host is a documented placeholder
 * (docs/sandbox.md): the sandbox serves no hosted flow, the link only has the production shape.
 */
export const SANDBOX_KYC_HOST = 'https://kyc.sandbox.corridor.example';
export const KYC_LINK_TTL_MS = 24 * 60 * 60_000;

/** https anywhere; plain http only back to the developer's own machine. */
function redirectAllowed(uri: string): boolean {
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
  } catch {
    return false;
  }
}

/**
 * Each call gives a fresh single-use link; earlier links stay valid until they expire.
 * Operation `createCustomerKycLink`.
 */
export async function createKycLink(tx: Tx, customerId: string, redirectUri: string | undefined) {
  if (redirectUri !== undefined && !redirectAllowed(redirectUri)) {
    throw invalidInput([fieldError('redirectUri', 'format', 'redirectUri must be https (http only for localhost)')]);
  }
  const customer = await loadActiveCustomer(tx, tx.platformId, customerId);
  if (!(await contactsVerified(tx, customerId))) {
    throw errors.CONFLICT('Verify the customer e-mail address and phone number before starting identity checks');
  }
  const url = new URL(`${SANDBOX_KYC_HOST}/${customer.customer_type === 'BUSINESS' ? 'kyb' : 'kyc'}/${randomBytes(24).toString('base64url')}`);
  if (redirectUri !== undefined) url.searchParams.set('redirect_uri', redirectUri);
  return { kycUrl: url.toString(), expiresAt: new Date(tx.now.getTime() + KYC_LINK_TTL_MS).toISOString(), provider: 'SANDBOX' };
}
