/**
 * The payout rails, as a real rail is: payouts are submitted in batches and acknowledged
 * (accepted, or refused at once), and what becomes of each comes back later as a report
 * (still in flight, settled, failed, returned after settling). The payments module's settlement
 * round (src/modules/payments/payouts.ts) submits the payouts that are due and asks for the
 * reports of those in flight, many at a time, and moves each payment by what its report says.
 *
 * A submission carries our id for the payout (the transaction's): submitting the same id again
 * (a round that crashed after the rail accepted and before our commit) must answer the first
 * acknowledgement and never pay twice. Both calls are made inside the round's database
 * transaction, which holds the claimed payments' rows: a networked rail should answer within
 * the statement timeout, and may be slow only at the price of a longer round.
 *
 * The sandbox decides deterministically from the amount (src/sandbox/rails.ts).
 */
export type RailFailure = 'QUOTE_EXECUTION_FAILED' | 'PAYOUT_RETURNED' | 'ACCOUNT_INVALID' | 'ACCOUNT_CANNOT_RECEIVE' | 'COMPLIANCE_REJECTED' | 'LIMIT_EXCEEDED';

export interface PayoutInstruction {
  /** Ours, unique per payout; the rail's idempotency key. */
  id: string;
  amount: bigint;
  currency: string;
  destinationKind: 'INTERNAL' | 'EXTERNAL';
}

export type PayoutAck = { id: string; accepted: true; reference: string } | { id: string; accepted: false; failure: RailFailure };

/** A payout the rail accepted, as we recorded it. */
export interface SubmittedPayout extends PayoutInstruction {
  reference: string;
  submittedAt: Date;
  /** When the rail reported it settled; set while a later report (a return) may still come. */
  settledAt: Date | null;
}

export type PayoutReport =
  /** Nothing new: ask again at `askAgainAt`. */
  | { id: string; outcome: 'NONE'; askAgainAt: Date }
  /** Delivered. `watchUntil`: a return may still come until then (ask again then); null: final. */
  | { id: string; outcome: 'SETTLED'; watchUntil: Date | null }
  | { id: string; outcome: 'FAILED'; failure: RailFailure }
  /** Settled earlier, now sent back by the receiving bank. */
  | { id: string; outcome: 'RETURNED' };

export interface CollectionRequest {
  amount: bigint;
  currency: string;
}

export interface Rails {
  /** One acknowledgement per instruction, in any order, matched by id. */
  submit(batch: readonly PayoutInstruction[], now: Date): Promise<PayoutAck[]>;
  /** One report per payout asked about, as of `now`, matched by id. */
  reports(payouts: readonly SubmittedPayout[], now: Date): Promise<PayoutReport[]>;
  /** How a pull of money from an external account (POST /transfer-in) ends: null, it arrives. */
  collectionFailure(pull: CollectionRequest): RailFailure | null;
}
