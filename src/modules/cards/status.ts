import { errors } from '../../http/errors.ts';
import { machine, next } from '../../kernel/state-machine.ts';

/**
 * Card statuses (spec 3.2, FACTS 1.3) and every allowed change. PENDING_KYC is in the contract
 * but never stored: issuance is KYC-gated, so no card waits for KYC.
 */
export type CardStatus = 'PROCESSING' | 'ACTIVE' | 'FROZEN' | 'CLOSED';

/**
 * The platform's PATCH asks for a status; the issuer's provisioning outcome arrives as a job;
 * the operator closes a card for compliance or risk (`corridor card close`, CLOSED_BY_SERVICE).
 */
export type CardAction = 'REQUEST_ACTIVE' | 'REQUEST_FROZEN' | 'REQUEST_CLOSED' | 'ISSUER_PROVISIONED' | 'ISSUER_REJECTED' | 'SERVICE_CLOSED';

export const CARD = machine<CardStatus, CardAction>({
  name: 'card',
  table: {
    PROCESSING: { ISSUER_PROVISIONED: 'ACTIVE', ISSUER_REJECTED: 'CLOSED', SERVICE_CLOSED: 'CLOSED' },
    ACTIVE: { REQUEST_FROZEN: 'FROZEN', REQUEST_CLOSED: 'CLOSED', SERVICE_CLOSED: 'CLOSED' },
    FROZEN: { REQUEST_ACTIVE: 'ACTIVE', REQUEST_CLOSED: 'CLOSED', SERVICE_CLOSED: 'CLOSED' },
    CLOSED: {},
  },
  // Spec 3.2: closing a CLOSED card is CARD_ALREADY_CLOSED; any other refused request
  // (ACTIVE -> ACTIVE included: asking for the status a card already has is not a change) is
  // INVALID_STATE_TRANSITION. Other mutations of a CLOSED card are refused before this (CARD_NOT_MUTABLE).
  refuse: (status, action) =>
    status === 'CLOSED' && (action === 'REQUEST_CLOSED' || action === 'SERVICE_CLOSED')
      ? errors.CARD_ALREADY_CLOSED()
      : errors.INVALID_STATE_TRANSITION(`A ${status} card cannot move to ${action.replace(/^(REQUEST|ISSUER|SERVICE)_/, '')}`, { status }),
});

const REQUEST: Record<'ACTIVE' | 'FROZEN' | 'CLOSED', CardAction> = { ACTIVE: 'REQUEST_ACTIVE', FROZEN: 'REQUEST_FROZEN', CLOSED: 'REQUEST_CLOSED' };

/** The status a platform's PATCH `status` leads to from `from`, or the spec's 409. */
export function requestedStatus(from: CardStatus, to: 'ACTIVE' | 'FROZEN' | 'CLOSED'): CardStatus {
  return next(CARD, from, REQUEST[to]);
}

export function issuerOutcome(from: CardStatus, outcome: 'ISSUER_PROVISIONED' | 'ISSUER_REJECTED'): CardStatus {
  return next(CARD, from, outcome);
}

export function serviceClosed(from: CardStatus): CardStatus {
  return next(CARD, from, 'SERVICE_CLOSED');
}
