import type { CollectionRequest, PayoutRequest, RailFailure, RailPlan, Rails } from '../ports/rails.ts';

/**
 * The sandbox rails (docs/sandbox.md, "Money movement"): the last three digits of the sending
 * amount in minor units pick the outcome, so a test can produce every failure on purpose.
 * Everything else completes right after processing starts.
 */
export const SANDBOX_RAIL_TRIGGERS: Readonly<Record<string, RailFailure>> = {
  '901': 'QUOTE_EXECUTION_FAILED',
  '902': 'PAYOUT_RETURNED',
  '903': 'ACCOUNT_INVALID',
  '904': 'ACCOUNT_CANNOT_RECEIVE',
  '905': 'COMPLIANCE_REJECTED',
  '906': 'LIMIT_EXCEEDED',
};

/** Amounts ending in 907 stay PROCESSING for a while (a slow rail). */
export const SLOW_SUFFIX = '907';
export const SLOW_SETTLE_MS = 6 * 60_000;
export const RETURN_AFTER_MS = 60_000;

const suffixOf = (amount: bigint) => (amount % 1000n).toString().padStart(3, '0');

export class SandboxRails implements Rails {
  plan(payout: PayoutRequest): RailPlan {
    const suffix = suffixOf(payout.sendingAmount);
    return {
      processingAfterMs: 0,
      settleAfterMs: suffix === SLOW_SUFFIX ? SLOW_SETTLE_MS : 0,
      failure: SANDBOX_RAIL_TRIGGERS[suffix] ?? null,
      returnAfterMs: RETURN_AFTER_MS,
    };
  }

  // A pull fails on the same suffixes as a payout (docs/sandbox.md, "Money movement").
  collectionFailure(pull: CollectionRequest): RailFailure | null {
    return SANDBOX_RAIL_TRIGGERS[suffixOf(pull.amount)] ?? null;
  }
}

export const sandboxRails = new SandboxRails();
