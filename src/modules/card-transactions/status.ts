import { errors } from '../../http/errors.ts';
import { machine, next } from '../../kernel/state-machine.ts';

/**
 * Card transaction statuses (the contract's CardTransactionStatus; spec 3.3) and every allowed
 * change. DECLINED rows are written declined (decisioning refuses before any money moves) and
 * never change; a return is a row of its own, so a purchase stays SETTLED (there is no REFUNDED).
 */
export type CardTransactionStatus = 'AUTHORIZED' | 'PARTIALLY_SETTLED' | 'SETTLED' | 'DECLINED' | 'VOIDED' | 'EXCEPTION';

/**
 * clear_part: a clearing that leaves some of the authorization held; clear_all: one that
 * completes it (an over-clearing included, with its post-hoc pull); void: a reversal or an
 * expiry; pull_failed: the network settled but the funding account could not be pulled;
 * advice: the authorized amount re-sized; return / return_reversal: a merchant return posted
 * against (or taken back from) a settled purchase; reverse: a return row taken back (VOIDED, or
 * EXCEPTION when its pull_failed).
 */
export type CardTransactionAction = 'clear_part' | 'clear_all' | 'void' | 'pull_failed' | 'advice' | 'return' | 'return_reversal' | 'reverse';

export const CARD_TRANSACTION = machine<CardTransactionStatus, CardTransactionAction>({
  name: 'card transaction',
  table: {
    AUTHORIZED: { clear_part: 'PARTIALLY_SETTLED', clear_all: 'SETTLED', void: 'VOIDED', pull_failed: 'EXCEPTION', advice: 'AUTHORIZED' },
    // An expiry after a partial clearing ends the authorization with what was cleared.
    PARTIALLY_SETTLED: { clear_part: 'PARTIALLY_SETTLED', clear_all: 'SETTLED', void: 'SETTLED', pull_failed: 'EXCEPTION', advice: 'PARTIALLY_SETTLED', return: 'PARTIALLY_SETTLED', return_reversal: 'PARTIALLY_SETTLED' },
    SETTLED: { return: 'SETTLED', return_reversal: 'SETTLED', reverse: 'VOIDED', pull_failed: 'EXCEPTION' },
    DECLINED: {},
    VOIDED: {},
    EXCEPTION: {},
  },
  refuse: (status, action) =>
    errors.CONFLICT(`The card transaction is ${status}; it does not take a ${action.replace('_', ' ')}`, { status }),
});

export const moveCardTransaction = (status: CardTransactionStatus, action: CardTransactionAction): CardTransactionStatus =>
  next(CARD_TRANSACTION, status, action);
