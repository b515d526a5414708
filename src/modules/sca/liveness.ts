import type { CustomerRow } from '../customers/index.ts';
import { suffixOutcome } from '../customers/index.ts';

/**
 * The sandbox liveness vendor of two-factor resets, deterministic so that integrations can be
 * tested (docs/sca.md, "Two-factor reset"): the check is INITIATED for its first 10 seconds,
 * PENDING_REVIEW until 60 seconds, then LIVENESS_PASSED, or REJECTED for a customer whose
 * name (fullName, or a business's legalName) ends in 002, the sandbox's rejection suffix.
 */
export const REVIEW_AFTER_MS = 10_000;
export const DECIDED_AFTER_MS = 60_000;

export type LivenessProgress = 'INITIATED' | 'PENDING_REVIEW' | 'PASSED' | 'REJECTED';

export function livenessProgress(customer: CustomerRow, startedAt: Date, now: Date): LivenessProgress {
  const elapsed = now.getTime() - startedAt.getTime();
  if (elapsed < REVIEW_AFTER_MS) return 'INITIATED';
  if (elapsed < DECIDED_AFTER_MS) return 'PENDING_REVIEW';
  const business = customer.profile.businessInfo as { legalName?: unknown } | undefined;
  const name = customer.customer_type === 'BUSINESS' ? business?.legalName : customer.profile.fullName;
  return suffixOutcome(name) === 'REJECTED' ? 'REJECTED' : 'PASSED';
}
