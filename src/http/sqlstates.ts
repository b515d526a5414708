import { errors, idempotencyKeyInUse } from './errors.ts';

/**
 * The one place a refusal raised by our own SQL functions (SQLSTATEs of class CR) becomes an
 * API error. A caller passes the error of its failed statement (the `onError` of
 * TxSql.atCommit) and, for refusals whose answer depends on the request, that answer. Any
 * other error, and CR404 (an unknown ledger account: a bug of the caller), is not a refusal:
 * undefined, and it propagates as it is (500).
 */
export interface RefusalAnswers {
  /** CR002 (payment_count_daily_volume): the limit and retry time depend on the account's currency and the day. */
  dailyVolumeExceeded?: () => Error;
}

const REFUSALS: Readonly<Record<string, (answers: RefusalAnswers) => Error | undefined>> = {
  // ledger_reserve_all: the accounts' available balance does not cover the reservations.
  CR001: () => errors.INSUFFICIENT_FUNDS(),
  // payment_count_daily_volume: a source account passed its daily volume.
  CR002: (answers) => answers.dailyVolumeExceeded?.(),
  // idempotency_complete: the request's claim on its Idempotency-Key was taken over.
  CR409: () => idempotencyKeyInUse('This request took too long and its Idempotency-Key was taken over; nothing was done'),
};

export function refusalError(err: unknown, answers: RefusalAnswers = {}): Error | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && Object.hasOwn(REFUSALS, code) ? REFUSALS[code](answers) : undefined;
}
