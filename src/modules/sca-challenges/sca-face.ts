import { errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';

/**
 * What per-transaction challenges need of the sca module (login sessions, lockout, enrolled
 * factors, passkey checks), in one place, so the rest of this module names none of it.
 *
 * STAND-IN until branch `sca` (src/modules/sca) is merged: no session or lockout is enforced,
 * the customer's only factor is SMS_OTP. Replaced by re-exports of src/modules/sca/index.ts.
 */

/** EU/EEA and the UK: the one decision of where PSD2-style SCA applies (customers' mandatesSca). */
const SCA_REGIONS = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'GB',
]);

export function mandatesSca(customer: { region: string | null | undefined }): boolean {
  return !!customer.region && SCA_REGIONS.has(customer.region);
}

export async function assertScaSession(_tx: Tx, _customerId: string): Promise<void> {}

export async function assertNotLocked(_tx: Tx, _customerId: string): Promise<void> {}

export async function recordFailedAttempt(_tx: Tx, _customerId: string): Promise<void> {}

export async function scaFactorsOf(_tx: Tx, _customerId: string): Promise<{ smsOtp: boolean; totp: boolean; passkey: { credentialId: string } | null }> {
  return { smsOtp: true, totp: false, passkey: null };
}

export async function passkeyAssertionOptions(_tx: Tx, _customerId: string, _challenge: string): Promise<Record<string, unknown>> {
  throw errors.CONFLICT('No passkey is enrolled');
}

export async function verifyScaPasskey(_tx: Tx, _customerId: string, _assertion: unknown, _origin: string, _expectedChallenge: string): Promise<void> {
  throw errors.INVALID_INPUT('No passkey is enrolled');
}
