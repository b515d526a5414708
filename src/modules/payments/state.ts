/**
 * The transaction state machine, in one table, per direction of the money.
 * Outgoing: PENDING (money held) -> PROCESSING (on the rail) -> COMPLETED; FAILED from PENDING
 * (cancelled, execution failed) or PROCESSING (rail refused); COMPLETED -> FAILED is a bank
 * return arriving after completion. Incoming: PENDING (being collected) -> COMPLETED or FAILED;
 * an incoming UMA payment is PENDING awaiting the platform's approval: approved -> COMPLETED,
 * rejected (or unanswered within 5 s) -> REJECTED. Sandbox funding is recorded COMPLETED
 * directly. FAILED, REJECTED and EXPIRED are terminal.
 */
export type TransactionStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'REJECTED' | 'EXPIRED';
export type TransactionType = 'INCOMING' | 'OUTGOING';

export const TRANSITIONS: Readonly<Record<TransactionType, Readonly<Record<TransactionStatus, readonly TransactionStatus[]>>>> = {
  OUTGOING: {
    PENDING: ['PROCESSING', 'FAILED', 'EXPIRED'],
    PROCESSING: ['COMPLETED', 'FAILED'],
    COMPLETED: ['FAILED'],
    FAILED: [],
    REJECTED: [],
    EXPIRED: [],
  },
  INCOMING: {
    PENDING: ['COMPLETED', 'FAILED', 'REJECTED'],
    PROCESSING: [],
    COMPLETED: [],
    FAILED: [],
    REJECTED: [],
    EXPIRED: [],
  },
};

export const canMove = (type: TransactionType, from: TransactionStatus, to: TransactionStatus): boolean => TRANSITIONS[type][from].includes(to);

/** The quote shows its transaction's progress once executed. */
export const quoteStatusFor = (s: TransactionStatus): 'PROCESSING' | 'COMPLETED' | 'FAILED' =>
  s === 'COMPLETED' ? 'COMPLETED' : s === 'FAILED' || s === 'REJECTED' || s === 'EXPIRED' ? 'FAILED' : 'PROCESSING';
