import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import { machine } from '../../kernel/state-machine.ts';

/**
 * A two-factor reset (FACTS section 2.4): the liveness check runs INITIATED -> PENDING_REVIEW ->
 * LIVENESS_PASSED, then the platform completes it (COMPLETED). REJECTED (liveness failed) and
 * EXPIRED (not completed within its expiresAt) are terminal too.
 */
export type ResetStatus = 'INITIATED' | 'PENDING_REVIEW' | 'LIVENESS_PASSED' | 'COMPLETED' | 'REJECTED' | 'EXPIRED';

/** The liveness vendor's progress (REVIEW, PASS, REJECT), the clock (EXPIRE) and the platform (COMPLETE). */
export type ResetAction = 'REVIEW' | 'PASS' | 'REJECT' | 'EXPIRE' | 'COMPLETE';

export const TWO_FACTOR_RESET = machine<ResetStatus, ResetAction>({
  name: 'two-factor reset',
  table: {
    INITIATED: { REVIEW: 'PENDING_REVIEW', EXPIRE: 'EXPIRED' },
    PENDING_REVIEW: { PASS: 'LIVENESS_PASSED', REJECT: 'REJECTED', EXPIRE: 'EXPIRED' },
    LIVENESS_PASSED: { COMPLETE: 'COMPLETED', EXPIRE: 'EXPIRED' },
    COMPLETED: {},
    REJECTED: {},
    EXPIRED: {},
  },
  // Completing is the only action a caller asks for; the others are the vendor's and the clock's.
  refuse: (status) =>
    invalidInput([fieldError('resetId', 'state', `the reset is ${status}; it can be completed only once liveness has passed (LIVENESS_PASSED)`)]),
});

export const TERMINAL: readonly ResetStatus[] = ['COMPLETED', 'REJECTED', 'EXPIRED'];

/** Used by operations that name a reset of another customer: one answer for absent and foreign. */
export const resetNotFound = () => errors.NOT_FOUND('No two-factor reset with that id for this customer; send the resetId POST /sca/factors/reset returned');
