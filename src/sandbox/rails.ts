import type { CollectionRequest, PayoutAck, PayoutInstruction, PayoutReport, RailFailure, Rails, SubmittedPayout } from '../ports/rails.ts';

/**
 * The sandbox rails (docs/sandbox.md, "Money movement"): the last three digits of the sending
 * amount in minor units pick the outcome, so a test can produce every failure on purpose.
 * Everything else settles as soon as it is asked about after its submission. The sandbox keeps
 * no state of its own: the acknowledgement and every report follow from the payout and the
 * time, so a resubmission answers as the first did, and a restart loses nothing.
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

/** What the sandbox rail does with a payout: its failure, if any (only payouts leaving the service take the rail's refusals). */
function failureOf(p: PayoutInstruction): RailFailure | null {
  const failure = SANDBOX_RAIL_TRIGGERS[suffixOf(p.amount)] ?? null;
  return p.destinationKind === 'EXTERNAL' || failure === 'QUOTE_EXECUTION_FAILED' ? failure : null;
}

export class SandboxRails implements Rails {
  async submit(batch: readonly PayoutInstruction[]): Promise<PayoutAck[]> {
    return batch.map((p): PayoutAck => {
      // Refused before it is accepted: execution failed at the rail.
      if (failureOf(p) === 'QUOTE_EXECUTION_FAILED') return { id: p.id, accepted: false, failure: 'QUOTE_EXECUTION_FAILED' };
      return { id: p.id, accepted: true, reference: `SBX${p.id.replace(/-/g, '').slice(-16).toUpperCase()}` };
    });
  }

  async reports(payouts: readonly SubmittedPayout[], now: Date): Promise<PayoutReport[]> {
    return payouts.map((p): PayoutReport => {
      const failure = failureOf(p);
      if (p.settledAt) {
        const returnAt = p.settledAt.getTime() + RETURN_AFTER_MS;
        if (failure !== 'PAYOUT_RETURNED') return { id: p.id, outcome: 'SETTLED', watchUntil: null };
        return now.getTime() >= returnAt ? { id: p.id, outcome: 'RETURNED' } : { id: p.id, outcome: 'NONE', askAgainAt: new Date(returnAt) };
      }
      const settleAt = p.submittedAt.getTime() + (suffixOf(p.amount) === SLOW_SUFFIX ? SLOW_SETTLE_MS : 0);
      if (now.getTime() < settleAt) return { id: p.id, outcome: 'NONE', askAgainAt: new Date(settleAt) };
      if (failure === 'PAYOUT_RETURNED') return { id: p.id, outcome: 'SETTLED', watchUntil: new Date(now.getTime() + RETURN_AFTER_MS) };
      if (failure) return { id: p.id, outcome: 'FAILED', failure };
      return { id: p.id, outcome: 'SETTLED', watchUntil: null };
    });
  }

  // A pull fails on the same suffixes as a payout (docs/sandbox.md, "Money movement").
  collectionFailure(pull: CollectionRequest): RailFailure | null {
    return SANDBOX_RAIL_TRIGGERS[suffixOf(pull.amount)] ?? null;
  }
}

export const sandboxRails = new SandboxRails();
