import type { VerificationState } from './types.ts';

/**
 * The verification status of a customer (kycStatus / kybStatus) as one table: from each state,
 * where a decision may take it. APPROVED and REJECTED are final; HOLD waits for more
 * information and goes back to review.
 */
const TRANSITIONS: Record<VerificationState, readonly VerificationState[]> = {
  UNVERIFIED: ['PENDING', 'APPROVED', 'REJECTED', 'HOLD'],
  PENDING: ['APPROVED', 'REJECTED', 'HOLD'],
  HOLD: ['PENDING', 'APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
};

export function canMove(from: VerificationState, to: VerificationState): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isFinal(state: VerificationState): boolean {
  return TRANSITIONS[state].length === 0;
}
