import { type ApiError, errors, fieldError, invalidInput } from '../../http/errors.ts';
import { machine, next } from '../../kernel/state-machine.ts';

/**
 * The invitation lifecycle as one table: for each status and action, the next status or the
 * error that refuses it. EXPIRED is never stored: a PENDING invitation past its expiresAt is
 * EXPIRED when read, so no job has to flip it.
 */
export type InvitationStatus = 'PENDING' | 'CLAIMED' | 'CANCELLED' | 'EXPIRED';
export type InvitationAction = 'claim' | 'cancel';

const expired = () => invalidInput([fieldError('invitationCode', 'notExpired', 'the invitation has expired')], 'The invitation has expired');

/** Why each finished status refuses every action. */
const REFUSALS: Record<InvitationStatus, () => ApiError> = {
  PENDING: () => errors.CONFLICT('The invitation is PENDING'),
  CLAIMED: () => errors.INVITATION_ALREADY_CLAIMED(),
  CANCELLED: () => errors.INVITATION_CANCELLED(),
  EXPIRED: expired,
};

export const INVITATION = machine<InvitationStatus, InvitationAction>({
  name: 'invitation',
  table: {
    PENDING: { claim: 'CLAIMED', cancel: 'CANCELLED' },
    CLAIMED: {},
    CANCELLED: {},
    EXPIRED: {},
  },
  derived: ['EXPIRED'],
  refuse: (status) => REFUSALS[status](),
});

/** The status after `action`, or throws the error the machine declares. */
export function transition(from: InvitationStatus, action: InvitationAction): InvitationStatus {
  return next(INVITATION, from, action);
}

export function effectiveStatus(stored: 'PENDING' | 'CLAIMED' | 'CANCELLED', expiresAt: Date | null, now: Date): InvitationStatus {
  return stored === 'PENDING' && expiresAt !== null && expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : stored;
}
