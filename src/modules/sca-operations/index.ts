/**
 * Per-operation SCA challenges (docs/sca-payments.md): a code sent by SMS or a passkey
 * assertion bound to one payment or one beneficiary-trust change. Quotes (payments) and trust
 * changes (external-accounts) issue and answer them here; this module owns `sca_operation_challenges`.
 */
export { answerChallenge, CHALLENGE_TTL_MS, type Issued, issueChallenge, MAX_ATTEMPTS, presentChallenge, type Proof, resendChallenge, type Verdict } from './challenges.ts';
export { assertNotLocked, assertScaSession, mandatesSca } from './sca-face.ts';
export { challengeById, type ChallengeRow, consumeOpen, openChallenge, type ScaPurpose, type Subject } from './store.ts';
export { purgeSpentScaChallenges } from './housekeeping.ts';
