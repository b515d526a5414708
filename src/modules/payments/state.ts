/**
 * The transaction state machine, in one table, per direction of the money.
 * Outgoing: PENDING (money held) -> PROCESSING (on the rail) -> COMPLETED; FAILED from PENDING
 * (cancelled, execution failed) or PROCESSING (rail refused); COMPLETED -> FAILED is a bank
 * return arriving after completion. Incoming: PENDING (being collected) -> COMPLETED or FAILED;
 * sandbox funding is recorded COMPLETED directly. FAILED and EXPIRED are terminal.
 */
export type TransactionStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';
export type TransactionType = 'INCOMING' | 'OUTGOING';

export const TRANSITIONS: Readonly<Record<TransactionType, Readonly<Record<TransactionStatus, readonly TransactionStatus[]>>>> = {
  OUTGOING: {
    PENDING: ['PROCESSING', 'FAILED', 'EXPIRED'],
    PROCESSING: ['COMPLETED', 'FAILED'],
    COMPLETED: ['FAILED'],
    FAILED: [],
    EXPIRED: [],
  },
  INCOMING: {
    PENDING: ['COMPLETED', 'FAILED'],
    PROCESSING: [],
    COMPLETED: [],
    FAILED: [],
    EXPIRED: [],
  },
};

export const canMove = (type: TransactionType, from: TransactionStatus, to: TransactionStatus): boolean => TRANSITIONS[type][from].includes(to);

/** The quote shows its transaction's progress once executed. */
export const quoteStatusFor = (s: TransactionStatus): 'PROCESSING' | 'COMPLETED' | 'FAILED' =>
  s === 'COMPLETED' ? 'COMPLETED' : s === 'FAILED' || s === 'EXPIRED' ? 'FAILED' : 'PROCESSING';
