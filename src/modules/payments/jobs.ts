import type { JobRunner } from '../../events/jobs.ts';
import { expireAuthorization, SCA_EXPIRY_JOB } from './authorization.ts';
import { COLLECT_JOB, collectPayment } from './collection.ts';
import { PROCESS_JOB } from './execute.ts';
import { APPROVAL_TIMEOUT_JOB, expireApproval } from './incoming.ts';
import { processPayment, RETURN_JOB, returnPayment, SETTLE_JOB, settlePayment } from './settlement.ts';

/**
 * Every scheduled job of the payments module: the sandbox rail's progress of each payment.
 * Each moves its transaction with a conditional UPDATE from the state it expects, so jobs of
 * different transactions may run at once and commit together (JobOptions).
 */
const perTransaction = { resourceOf: (payload: Record<string, unknown>) => `transaction:${String(payload.transactionId)}` };

export function registerPaymentJobs(jobs: JobRunner): void {
  jobs.register(PROCESS_JOB, processPayment, perTransaction);
  jobs.register(SETTLE_JOB, settlePayment, perTransaction);
  jobs.register(RETURN_JOB, returnPayment, perTransaction);
  jobs.register(COLLECT_JOB, collectPayment, perTransaction);
  jobs.register(APPROVAL_TIMEOUT_JOB, expireApproval, perTransaction);
  jobs.register(SCA_EXPIRY_JOB, expireAuthorization, perTransaction);
}
