/**
 * What per-transaction challenges need of the sca module (login sessions, lockout, enrolled
 * factors, passkey checks) and of customers (where SCA applies), in one place, so the rest of
 * this module names none of it.
 */
export { assertNotLocked, assertScaSession, mandatesSca, passkeyAssertionOptions, recordFailedAttempt, scaFactorsOf, verifyScaPasskey } from '../sca/index.ts';
