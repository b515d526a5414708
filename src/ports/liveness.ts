/**
 * The liveness vendor of two-factor resets (src/modules/sca): it opens a check the end user
 * completes on the vendor's page or SDK, and reports how far the check has come. The sandbox's
 * is deterministic (src/sandbox/liveness.ts, docs/sca.md "Two-factor reset"); a real vendor
 * answers from its own records (webhooks it sent, or its API), never throws for a check it
 * does not know (that is REJECTED).
 */
export interface LivenessHandles {
  /** A bearer token for the vendor's SDK; shown to the platform once. */
  accessToken: string;
  /** The vendor's page where the end user takes the check. */
  verificationLink: string;
}

export type LivenessProgress = 'INITIATED' | 'PENDING_REVIEW' | 'PASSED' | 'REJECTED';

export interface LivenessSubject {
  /** Our reference of the check (the reset's uuid). */
  reference: string;
  /** The person's name as the customer record has it, for the vendor's match. */
  name: string | null;
  startedAt: Date;
}

export interface LivenessVendor {
  open(subject: LivenessSubject): LivenessHandles;
  progress(subject: LivenessSubject, now: Date): LivenessProgress;
}
