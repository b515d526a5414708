/**
 * Strong customer authentication of EU/EEA and UK customers: factors, login sessions, the
 * lockout ladder and two-factor resets. Other modules (quote authorization, beneficiary
 * trust) prove a customer's presence through these exports.
 */
export { mandatesSca } from '../customers/index.ts';
export { type CodeCheck, checkScaCode, SANDBOX_SCA_CODE, type SentCode, sendScaCode } from './codes.ts';
export { assertScaSession, type ScaFactors, scaFactorsOf } from './guard.ts';
export { assertNotLocked, type LockState, recordFailedAttempt } from './lockout.ts';
export { challengeB64, passkeyAssertionOptions, verifyScaPasskey } from './passkey.ts';
export { originAllowed } from './relying-party.ts';
export { purgeScaRecords } from './housekeeping.ts';
