/**
 * The batched reservation of the money hot path (ledger_reserve_all, migration 019): holds for
 * many payments in one call, queued with COMMIT (TxSql.atCommit with `concat`, so that a
 * group-commit group's reservations merge into one call) because it locks the source accounts
 * and should hold those locks only for the commit. All or nothing; a refusal raises a SQLSTATE
 * (CR001 insufficient available balance, CR404 unknown account) that src/http/sqlstates.ts
 * turns into the API error.
 *
 * It is a row source: a caller selects from `RESERVE_ALL` (its parameters are $1 to $5, the
 * caller's own follow) one row per reservation, `k` (its 1-based position among the
 * reservations) with `available_after` and `balance_after`, the account's figures right after
 * that reservation, and builds from them what it writes next in the same statement (a balance
 * event). The figures come from the ledger; nothing else writes its tables.
 */
export const RESERVE_ALL = 'ledger_reserve_all($1::uuid[], $2::uuid[], $3::uuid[], $4::numeric[], $5::timestamptz[])';

export interface Reservation {
  /** The new hold's id, chosen by the caller (a payment uses its transaction's id). */
  holdId: string;
  platformId: string;
  accountId: string;
  amount: bigint;
  now: Date;
}

/** The parameters $1 to $5 of RESERVE_ALL for one reservation: one-element arrays, so calls concatenate. */
export const reservationParams = (r: Reservation): unknown[][] => [[r.holdId], [r.platformId], [r.accountId], [r.amount], [r.now]];
