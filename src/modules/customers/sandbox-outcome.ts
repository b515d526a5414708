/**
 * The sandbox verification provider's decisions, keyed by the last three characters of a name
 * (docs/sandbox.md, section "Verification"). Only the decision table lives here; when the
 * decision applies (at creation here, at submission in verification) is the caller's business.
 * It is the customers module's because a customer's first status depends on it, and verification
 * depends on customers, never the other way round.
 */
export type SuffixOutcome = 'MANUAL_REVIEW' | 'REJECTED' | 'CORRECTABLE' | 'APPROVED';

const BY_SUFFIX: Record<string, SuffixOutcome> = {
  '001': 'MANUAL_REVIEW',
  '002': 'REJECTED',
  '003': 'CORRECTABLE',
};

export function suffixOutcome(name: unknown): SuffixOutcome {
  return BY_SUFFIX[typeof name === 'string' ? name.trim().slice(-3) : ''] ?? 'APPROVED';
}

/** Outcomes that end verification; the switch "skip verification paperwork" applies only to these. */
export function isTerminal(outcome: SuffixOutcome): outcome is 'APPROVED' | 'REJECTED' {
  return outcome === 'APPROVED' || outcome === 'REJECTED';
}
