import { type ApiError, errors, fieldError, invalidInput } from '../../http/errors.ts';

/**
 * The invitation lifecycle as one table: for each status and action, the next status or the
 * error that refuses it. EXPIRED is never stored: a PENDING invitation past its expiresAt is
 * EXPIRED when read, so no job has to flip it.
 */
export type InvitationStatus = 'PENDING' | 'CLAIMED' | 'CANCELLED' | 'EXPIRED';
export type InvitationAction = 'claim' | 'cancel';

type Outcome = InvitationStatus | (() => ApiError);

const expired = () => invalidInput([fieldError('invitationCode', 'notExpired', 'the invitation has expired')], 'The invitation has expired');

export const TRANSITIONS: Record<InvitationStatus, Record<InvitationAction, Outcome>> = {
  PENDING: { claim: 'CLAIMED', cancel: 'CANCELLED' },
  CLAIMED: { claim: () => errors.INVITATION_ALREADY_CLAIMED(), cancel: () => errors.INVITATION_ALREADY_CLAIMED() },
  CANCELLED: { claim: () => errors.INVITATION_CANCELLED(), cancel: () => errors.INVITATION_CANCELLED() },
  EXPIRED: { claim: expired, cancel: expired },
};

/** The status after `action`, or throws the error the table gives. */
export function transition(from: InvitationStatus, action: InvitationAction): InvitationStatus {
  const outcome = TRANSITIONS[from][action];
  if (typeof outcome === 'function') throw outcome();
  return outcome;
}

export function effectiveStatus(stored: 'PENDING' | 'CLAIMED' | 'CANCELLED', expiresAt: Date | null, now: Date): InvitationStatus {
  return stored === 'PENDING' && expiresAt !== null && expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : stored;
}
