import { randomBytes } from 'node:crypto';
import type { LivenessProgress, LivenessSubject, LivenessVendor } from '../ports/liveness.ts';

/**
 * The sandbox liveness vendor, deterministic so that integrations can be tested (docs/sca.md,
 * "Two-factor reset"): a check is INITIATED for its first 10 seconds, PENDING_REVIEW until 60
 * seconds, then PASSED, or REJECTED for a person whose name ends in 002 (the sandbox's
 * rejection suffix, docs/sandbox.md "Verification").
 */
export const REVIEW_AFTER_MS = 10_000;
export const DECIDED_AFTER_MS = 60_000;
const PAGE = 'https://liveness.sandbox.corridor.invalid/checks/';

export const sandboxLiveness: LivenessVendor = {
  open(subject: LivenessSubject) {
    return { accessToken: randomBytes(24).toString('base64url'), verificationLink: `${PAGE}${subject.reference}` };
  },
  progress(subject: LivenessSubject, now: Date): LivenessProgress {
    const elapsed = now.getTime() - subject.startedAt.getTime();
    if (elapsed < REVIEW_AFTER_MS) return 'INITIATED';
    if (elapsed < DECIDED_AFTER_MS) return 'PENDING_REVIEW';
    return (subject.name ?? '').trim().endsWith('002') ? 'REJECTED' : 'PASSED';
  },
};
