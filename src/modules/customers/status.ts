import { machine, next, targetsOf } from '../../kernel/state-machine.ts';
import type { VerificationState } from './types.ts';

/**
 * The verification status of a customer (kycStatus / kybStatus) as one table: from each state,
 * where a decision may take it (a decision names the status it leads to). APPROVED and
 * REJECTED are final; HOLD waits for more information and goes back to review. A decision the
 * table does not allow is a bug in the caller, never a client error.
 */
export const CUSTOMER = machine<VerificationState, VerificationState>({
  name: 'customer verification',
  table: {
    UNVERIFIED: { PENDING: 'PENDING', APPROVED: 'APPROVED', REJECTED: 'REJECTED', HOLD: 'HOLD' },
    PENDING: { APPROVED: 'APPROVED', REJECTED: 'REJECTED', HOLD: 'HOLD' },
    HOLD: { PENDING: 'PENDING', APPROVED: 'APPROVED', REJECTED: 'REJECTED' },
    APPROVED: {},
    REJECTED: {},
  },
  refuse: (from, to) => new Error(`customer status cannot move from ${from} to ${to}`),
});

/** The status after `decision`, or throws. */
export function decide(from: VerificationState, decision: VerificationState): VerificationState {
  return next(CUSTOMER, from, decision);
}

export function isFinal(state: VerificationState): boolean {
  return targetsOf(CUSTOMER, state).length === 0;
}
