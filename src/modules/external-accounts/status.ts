import { errors } from '../../http/errors.ts';

/** External account statuses (spec 2.2) and every allowed change, by trigger (spec 3.1 and ours). */
export type ExternalAccountStatus = 'PENDING' | 'ACTIVE' | 'PENDING_OWNERSHIP_VERIFICATION' | 'UNVERIFIED' | 'UNDER_REVIEW' | 'INACTIVE';

export type Trigger = 'VERIFY_OK' | 'VERIFY_FAILED' | 'NEW_CHALLENGE' | 'LIVENESS_PASSED' | 'LIVENESS_FAILED' | 'VALIDATION_WINDOW_PASSED';

const TRANSITIONS: readonly { from: ExternalAccountStatus; on: Trigger; to: ExternalAccountStatus }[] = [
  { from: 'PENDING_OWNERSHIP_VERIFICATION', on: 'VERIFY_OK', to: 'ACTIVE' },
  { from: 'PENDING_OWNERSHIP_VERIFICATION', on: 'VERIFY_FAILED', to: 'UNVERIFIED' },
  // A new challenge abandons the failed attempt and the account waits for proof again.
  { from: 'UNVERIFIED', on: 'NEW_CHALLENGE', to: 'PENDING_OWNERSHIP_VERIFICATION' },
  { from: 'PENDING_OWNERSHIP_VERIFICATION', on: 'NEW_CHALLENGE', to: 'PENDING_OWNERSHIP_VERIFICATION' },
  { from: 'PENDING_OWNERSHIP_VERIFICATION', on: 'LIVENESS_PASSED', to: 'ACTIVE' },
  { from: 'UNVERIFIED', on: 'LIVENESS_PASSED', to: 'ACTIVE' },
  { from: 'PENDING_OWNERSHIP_VERIFICATION', on: 'LIVENESS_FAILED', to: 'UNVERIFIED' },
  { from: 'UNVERIFIED', on: 'LIVENESS_FAILED', to: 'UNVERIFIED' },
  // Sandbox US bank validation (micro-entry and return window) completing.
  { from: 'PENDING', on: 'VALIDATION_WINDOW_PASSED', to: 'ACTIVE' },
];

export function nextStatus(from: ExternalAccountStatus, on: Trigger): ExternalAccountStatus | undefined {
  return TRANSITIONS.find((t) => t.from === from && t.on === on)?.to;
}

/** Like nextStatus, for triggers a client caused: not allowed from here is a 409. */
export function requireNext(from: ExternalAccountStatus, on: Trigger, reason: string): ExternalAccountStatus {
  const to = nextStatus(from, on);
  if (!to) throw errors.CONFLICT(reason, { status: from });
  return to;
}
