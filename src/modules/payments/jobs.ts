import type { JobRunner } from '../../events/jobs.ts';
import type { Rails } from '../../ports/rails.ts';
import { expireAuthorization, SCA_EXPIRY_JOB } from './authorization.ts';
import { COLLECT_JOB, collectPayment } from './collection.ts';
import { APPROVAL_TIMEOUT_JOB, expireApproval } from './incoming.ts';
import { payoutRound, ROUND_SIZE } from './payouts.ts';

/**
 * The payments module's background work: the settlement round (payouts.ts), which takes every
 * executed payment through the rail in sets, and the scheduled jobs of single payments. Each
 * job moves its transaction with a conditional UPDATE from the state it expects, so jobs of
 * different transactions may run at once and commit together (JobOptions).
 */
const perTransaction = { resourceOf: (payload: Record<string, unknown>) => `transaction:${String(payload.transactionId)}` };

export function registerPaymentJobs(jobs: JobRunner, rails: Rails, onError: (err: unknown) => void = () => {}): void {
  // Two lanes through a backlog: a round locks its accounts only with its COMMIT, so two overlap.
  jobs.registerRound('payment.payouts', (db, clock, lane) => payoutRound(db, lane, rails, clock, onError), { lanes: 2, full: ROUND_SIZE });
  // A collection moves money (its balance event's figures come from its own read), so it runs alone.
  jobs.register(COLLECT_JOB, collectPayment);
  jobs.register(APPROVAL_TIMEOUT_JOB, expireApproval, perTransaction);
  jobs.register(SCA_EXPIRY_JOB, expireAuthorization, perTransaction);
}
