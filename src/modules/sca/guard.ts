import { errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { mandatesSca } from '../customers/index.ts';
import { customerByUuid } from './customer.ts';
import { isLocked, lockedError, lockStateOf } from './lockout.ts';
import { hasLiveSession } from './sessions.ts';
import { passkeyOf, totpOf } from './store.ts';

/**
 * For money movement that needs a logged-in customer: 423 ACCOUNT_LOCKED while locked, else
 * 409 SCA_SESSION_REQUIRED without a live SCA login session. Customers SCA does not apply to
 * (and ids that are not this platform's customers: the caller's own lookup answers those) pass.
 */
export async function assertScaSession(tx: Tx, customerId: string): Promise<void> {
  const customer = await customerByUuid(tx, tx.platformId, customerId);
  if (!customer || !mandatesSca(customer)) return;
  const state = await lockStateOf(tx, tx.platformId, customerId);
  if (isLocked(state, tx.now)) throw lockedError(state);
  if (!(await hasLiveSession(tx, tx.platformId, customerId, tx.now))) {
    throw errors.SCA_SESSION_REQUIRED('The customer has no live SCA login session (180 days): log in with POST /sca/login/start and /sca/login/complete, then retry');
  }
}

export interface ScaFactors {
  /** SMS codes go to the customer's phone number. */
  smsOtp: boolean;
  totp: boolean;
  passkey: { credentialId: string } | null;
}

/** Which factors the customer can prove with. */
export async function scaFactorsOf(tx: Tx, customerId: string): Promise<ScaFactors> {
  const customer = await customerByUuid(tx, tx.platformId, customerId);
  const passkey = await passkeyOf(tx, tx.platformId, customerId);
  return {
    smsOtp: Boolean(customer?.phone_number),
    totp: (await totpOf(tx, tx.platformId, customerId)) !== undefined,
    passkey: passkey?.credential_id ? { credentialId: passkey.credential_id } : null,
  };
}
