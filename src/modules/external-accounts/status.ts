import { errors } from '../../http/errors.ts';
import { machine, next, peek } from '../../kernel/state-machine.ts';

/** External account statuses (spec 2.2) and every allowed change, by trigger (spec 3.1 and ours). */
export type ExternalAccountStatus = 'PENDING' | 'ACTIVE' | 'PENDING_OWNERSHIP_VERIFICATION' | 'UNVERIFIED' | 'UNDER_REVIEW' | 'INACTIVE';

export type Trigger = 'VERIFY_OK' | 'VERIFY_FAILED' | 'NEW_CHALLENGE' | 'LIVENESS_PASSED' | 'LIVENESS_FAILED' | 'VALIDATION_WINDOW_PASSED';

export const EXTERNAL_ACCOUNT = machine<ExternalAccountStatus, Trigger>({
  name: 'external account',
  table: {
    PENDING_OWNERSHIP_VERIFICATION: {
      VERIFY_OK: 'ACTIVE',
      VERIFY_FAILED: 'UNVERIFIED',
      NEW_CHALLENGE: 'PENDING_OWNERSHIP_VERIFICATION',
      LIVENESS_PASSED: 'ACTIVE',
      LIVENESS_FAILED: 'UNVERIFIED',
    },
    // A new challenge abandons the failed attempt and the account waits for proof again.
    UNVERIFIED: { NEW_CHALLENGE: 'PENDING_OWNERSHIP_VERIFICATION', LIVENESS_PASSED: 'ACTIVE', LIVENESS_FAILED: 'UNVERIFIED' },
    // Sandbox US bank validation (micro-entry and return window) completing.
    PENDING: { VALIDATION_WINDOW_PASSED: 'ACTIVE' },
    ACTIVE: {},
    UNDER_REVIEW: {},
    INACTIVE: {},
  },
  // Only client-caused triggers reach the error (the others are peeked): not allowed from here is a 409.
  refuse: (status, on) =>
    errors.CONFLICT(on === 'NEW_CHALLENGE' ? `The account is ${status}; there is no ownership to verify` : `The account is ${status}`, { status }),
});

export function nextStatus(from: ExternalAccountStatus, on: Trigger): ExternalAccountStatus | undefined {
  return peek(EXTERNAL_ACCOUNT, from, on);
}

/** Like nextStatus, for triggers a client caused: not allowed from here is a 409. */
export function requireNext(from: ExternalAccountStatus, on: Trigger): ExternalAccountStatus {
  return next(EXTERNAL_ACCOUNT, from, on);
}
