/**
 * The payout rails: what happens to a payment after the service has taken the money, and to a
 * pull from a customer's external account. The sandbox decides deterministically from the
 * amount (src/sandbox/rails.ts); a live implementation would submit the payout and report back
 * asynchronously. Both calls are made inside the payment's database transaction (and, for
 * quotes, possibly inside a group that is run again): they must answer from memory, have no
 * side effect of their own and give the same answer when asked twice.
 */
export type RailFailure = 'QUOTE_EXECUTION_FAILED' | 'PAYOUT_RETURNED' | 'ACCOUNT_INVALID' | 'ACCOUNT_CANNOT_RECEIVE' | 'COMPLIANCE_REJECTED' | 'LIMIT_EXCEEDED';

export interface RailPlan {
  /** How long after execution the payment starts processing and then settles, in ms. */
  processingAfterMs: number;
  settleAfterMs: number;
  /** null: it completes. PAYOUT_RETURNED completes first and fails later (a bank return). */
  failure: RailFailure | null;
  /** For PAYOUT_RETURNED: how long after completion the return arrives, in ms. */
  returnAfterMs: number;
}

export interface PayoutRequest {
  sendingAmount: bigint;
  sendingCurrency: string;
  destinationKind: 'INTERNAL' | 'EXTERNAL';
}

export interface CollectionRequest {
  amount: bigint;
  currency: string;
}

export interface Rails {
  plan(payout: PayoutRequest): RailPlan;
  /** How a pull of money from an external account (POST /transfer-in) ends: null, it arrives. */
  collectionFailure(pull: CollectionRequest): RailFailure | null;
}
