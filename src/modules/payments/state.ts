import { errors } from '../../http/errors.ts';
import { canMove as machineCanMove, machine, next, peek, type StateMachine, targetsOf } from '../../kernel/state-machine.ts';

/**
 * The transaction state machine, one table per direction of the money.
 * Outgoing: PENDING (money held) -> PROCESSING (on the rail) -> COMPLETED; FAILED from PENDING
 * (cancelled, execution failed) or PROCESSING (rail refused); COMPLETED -> FAILED is a bank
 * return arriving after completion. Incoming: PENDING (being collected) -> COMPLETED or FAILED;
 * an incoming UMA payment is PENDING awaiting the platform's approval: approved -> COMPLETED,
 * rejected (or unanswered within 5 s) -> REJECTED. Sandbox funding is recorded COMPLETED
 * directly. FAILED, REJECTED and EXPIRED are terminal.
 * An SCA customer's payment that needs per-transaction authorization (docs/sca-payments.md)
 * starts PENDING_AUTHORIZATION with nothing held: `authorize` (its last challenge passed, the
 * money reserved) -> PENDING; `fail` (a challenge expired: SCA_NOT_COMPLETED) -> FAILED.
 */
export type TransactionStatus = 'PENDING_AUTHORIZATION' | 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'REJECTED' | 'EXPIRED';
export type TransactionType = 'INCOMING' | 'OUTGOING';
/** `cancel` is the client's; the others are the rail's, the jobs' and the platform's. */
export type TransactionAction = 'authorize' | 'dispatch' | 'complete' | 'fail' | 'cancel' | 'reject' | 'expire';

// A refused cancel is the client's 409; any other refused move is a bug of the caller (500).
const refuse = (type: TransactionType) => (status: TransactionStatus, action: TransactionAction) =>
  action === 'cancel'
    ? errors.TRANSACTION_NOT_CANCELLABLE(`The payment is ${status} and can no longer be cancelled`)
    : new Error(`an ${type} transaction cannot ${action} from ${status}`);

export const TRANSACTION: Readonly<Record<TransactionType, StateMachine<TransactionStatus, TransactionAction>>> = {
  OUTGOING: machine<TransactionStatus, TransactionAction>({
    name: 'outgoing transaction',
    table: {
      PENDING_AUTHORIZATION: { authorize: 'PENDING', fail: 'FAILED', cancel: 'FAILED' },
      PENDING: { dispatch: 'PROCESSING', fail: 'FAILED', cancel: 'FAILED', expire: 'EXPIRED' },
      PROCESSING: { complete: 'COMPLETED', fail: 'FAILED' },
      COMPLETED: { fail: 'FAILED' },
      FAILED: {},
      REJECTED: {},
      EXPIRED: {},
    },
    refuse: refuse('OUTGOING'),
  }),
  INCOMING: machine<TransactionStatus, TransactionAction>({
    name: 'incoming transaction',
    table: {
      PENDING_AUTHORIZATION: {},
      PENDING: { complete: 'COMPLETED', fail: 'FAILED', cancel: 'FAILED', reject: 'REJECTED' },
      PROCESSING: {},
      COMPLETED: {},
      FAILED: {},
      REJECTED: {},
      EXPIRED: {},
    },
    refuse: refuse('INCOMING'),
  }),
};

/** The status `action` takes a transaction of `type` to, or throws the machine's error. */
export const nextTransactionStatus = (type: TransactionType, from: TransactionStatus, action: TransactionAction): TransactionStatus =>
  next(TRANSACTION[type], from, action);

/** From each status, where it can go (by any action): a view of TRANSACTION. */
export const TRANSITIONS: Readonly<Record<TransactionType, Readonly<Record<TransactionStatus, readonly TransactionStatus[]>>>> = {
  OUTGOING: targetsByStatus(TRANSACTION.OUTGOING),
  INCOMING: targetsByStatus(TRANSACTION.INCOMING),
};

function targetsByStatus(m: StateMachine<TransactionStatus, TransactionAction>): Record<TransactionStatus, TransactionStatus[]> {
  const out = {} as Record<TransactionStatus, TransactionStatus[]>;
  for (const s of Object.keys(m.table) as TransactionStatus[]) out[s] = targetsOf(m, s);
  return out;
}

export const canMove = (type: TransactionType, from: TransactionStatus, to: TransactionStatus): boolean => machineCanMove(TRANSACTION[type], from, to);

/**
 * A quote: PENDING until executed (by the client, or by its funds arriving for a
 * REALTIME_FUNDING quote), then it shows its transaction's progress. EXPIRED is never stored: a
 * PENDING quote past its expiresAt reads as EXPIRED. An executed quote needing per-transaction
 * SCA is PENDING_AUTHORIZATION (`challenge`) until its last challenge passes (`authorize`) or
 * one expires (`fail`, with its transaction); executing it again is the 409 of `execute`.
 */
export type QuoteStatus = 'PENDING' | 'PENDING_AUTHORIZATION' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';
export type QuoteAction = 'execute' | 'challenge' | 'authorize' | 'fund' | 'complete' | 'fail';

export const QUOTE = machine<QuoteStatus, QuoteAction>({
  name: 'quote',
  table: {
    PENDING: { execute: 'PROCESSING', challenge: 'PENDING_AUTHORIZATION', fund: 'PROCESSING' },
    PENDING_AUTHORIZATION: { authorize: 'PROCESSING', fail: 'FAILED' },
    PROCESSING: { complete: 'COMPLETED', fail: 'FAILED' },
    // A bank return after completion fails the payment, and so its quote.
    COMPLETED: { fail: 'FAILED' },
    FAILED: {},
    EXPIRED: {},
  },
  derived: ['EXPIRED'],
  refuse: (status, action) =>
    action === 'execute'
      ? errors.CONFLICT(status === 'PENDING_AUTHORIZATION' ? 'The quote is already executed and awaits authorization: POST /quotes/{quoteId}/authorize' : 'The quote has already been executed')
      : action === 'fund'
        ? errors.CONFLICT('The quote has already been funded; this deposit was refused and nothing moved')
        : new Error(`a quote cannot ${action} from ${status}`),
});

/**
 * Once executed, a quote shows its payment's progress: the quote's action for each action of
 * its (outgoing) transaction. Dispatch leaves it PROCESSING.
 */
const QUOTE_FOLLOWS: Readonly<Record<TransactionAction, QuoteAction | undefined>> = {
  // The quote is claimed for it first (its conditional UPDATE is what makes it happen once).
  authorize: undefined,
  dispatch: undefined,
  complete: 'complete',
  fail: 'fail',
  cancel: 'fail',
  reject: 'fail',
  expire: 'fail',
};

/**
 * How a quote moves when its transaction takes `action`, read off QUOTE: the statuses the
 * quote's action is allowed from and the one it leads to (the same from each of them); undefined
 * when the quote stays as it is.
 */
export function quoteMoveFor(action: TransactionAction): { from: QuoteStatus[]; to: QuoteStatus } | undefined {
  return QUOTE_MOVES.get(action);
}

/** quoteMoveFor's answers, read off QUOTE once at load rather than on every settlement step. */
const QUOTE_MOVES = new Map(
  (Object.keys(QUOTE_FOLLOWS) as TransactionAction[]).flatMap((action) => {
    const quoteAction = QUOTE_FOLLOWS[action];
    if (!quoteAction) return [];
    const from = (Object.keys(QUOTE.table) as QuoteStatus[]).filter((s) => peek(QUOTE, s, quoteAction) !== undefined);
    return [[action, { from, to: next(QUOTE, from[0], quoteAction) }] as const];
  }),
);
