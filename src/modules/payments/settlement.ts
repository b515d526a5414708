
import { type JobHandler, scheduleJob } from '../../events/jobs.ts';
import type { Tx } from '../../kernel/tx.ts';
import { newId } from '../../ids.ts';
import { type EntryInput, releaseHold, settleHold } from '../../ledger/index.ts';
import { notifyBalances, platformAccountIn, postTransferAndNotify } from '../accounts/index.ts';
import { presentTransaction } from './present.ts';
import { refundDeposit } from './realtime-funding.ts';
import { findTransaction, moveTransaction, type RefundInfo, type TransactionRow } from './store.ts';
import { systemAccount } from './system-accounts.ts';

/**
 * What happens to an executed payment after the request: the rail's jobs move it along the
 * state machine (state.ts). Each job runs in one database transaction with its ledger work and
 * its events; a job that finds the payment elsewhere than it expects (cancelled, replayed)
 * does nothing.
 */
export const SETTLE_JOB = 'payment.settle';
export const RETURN_JOB = 'payment.return';

/**
 * The ledger legs of a settled payment. Sending currency A, receiving B:
 *   source −sent (A), platform +platformFees (A), destination +received (B)
 *   A ≠ B: FX_CLEARING(A) takes the converted net, FX_CLEARING(B) pays the destination.
 * An external destination is credited through RAIL_CLEARING(B): the money left for the rail.
 */
async function settlementEntries(tx: Tx, row: TransactionRow): Promise<EntryInput[]> {
  const a = row.sent_currency ?? row.received_currency;
  const b = row.received_currency;
  const sent = BigInt(row.sent_amount ?? '0');
  const received = BigInt(row.received_amount);
  const platformFee = BigInt(row.platform_fees);
  const legs = new Map<string, EntryInput>();
  const add = (accountId: string, currency: string, amount: bigint) => {
    const prior = legs.get(accountId);
    legs.set(accountId, { accountId, currency, amount: (prior?.amount ?? 0n) + amount });
  };
  const sys = (currency: string, purpose: 'FX_CLEARING' | 'RAIL_CLEARING') => systemAccount(tx, tx.platformId, currency, purpose, tx.now);
  const destination = row.destination_kind === 'EXTERNAL' ? await sys(b, 'RAIL_CLEARING') : (row.destination_account_id as string);
  add(row.source_account_id as string, a, -sent);
  if (platformFee > 0n) {
    const feeAccount = await platformAccountIn(tx, tx.platformId, a);
    if (!feeAccount) throw new Error(`platform has no ${a} account for its fee`);
    add(feeAccount, a, platformFee);
  }
  add(destination, b, received);
  if (a === b) {
    const rest = sent - platformFee - received;
    if (rest !== 0n) add(await sys(a, 'FX_CLEARING'), a, rest);
  } else {
    add(await sys(a, 'FX_CLEARING'), a, sent - platformFee);
    add(await sys(b, 'FX_CLEARING'), b, -received);
  }
  return [...legs.values()].filter((e) => e.amount !== 0n);
}

const refundOf = (row: TransactionRow, reason: RefundInfo['reason'], now: Date): RefundInfo => ({
  reference: `RF${row.id.replace(/-/g, '').slice(-12).toUpperCase()}`,
  initiatedAt: now.toISOString(),
  settledAt: now.toISOString(),
  status: 'COMPLETED',
  reason,
});

/** FAILED, with the automatic refund reported as the two refund events (a real-time deposit is given back first). */
async function announceFailure(tx: Tx, failed: TransactionRow): Promise<void> {
  const refund = failed.refund as RefundInfo;
  await refundDeposit(tx, failed);
  await tx.emit('OUTGOING_PAYMENT.FAILED', presentTransaction(failed));
  await tx.emit('OUTGOING_PAYMENT.REFUND_PENDING', presentTransaction({ ...failed, refund: { ...refund, status: 'PENDING', settledAt: undefined } }));
  await tx.emit('OUTGOING_PAYMENT.REFUND_COMPLETED', presentTransaction(failed));
  await notifyBalances(tx, [failed.source_account_id as string]);
}

/**
 * Fails a payment whose money is still held: the hold is released (the sender's available
 * balance comes back in the same transaction) and the refund is complete at once.
 */
export async function failHeld(tx: Tx, row: TransactionRow, failureReason: string | undefined, refundReason: RefundInfo['reason']): Promise<TransactionRow | null> {
  const failed = await moveTransaction(tx, row, 'fail', tx.now, { failureReason, refund: refundOf(row, refundReason, tx.now) });
  if (!failed) return null;
  await releaseHold(tx, { id: row.hold_id as string, platformId: tx.platformId, now: tx.now });
  await announceFailure(tx, failed);
  return failed;
}

const REFUSALS = new Set(['ACCOUNT_INVALID', 'ACCOUNT_CANNOT_RECEIVE', 'COMPLIANCE_REJECTED', 'LIMIT_EXCEEDED']);

async function load(tx: Tx, job: Parameters<JobHandler>[1]) {
  const row = await findTransaction(tx, job.platformId, String(job.payload.transactionId), true);
  return { tx, row };
}

/** PENDING -> PROCESSING (or FAILED with QUOTE_EXECUTION_FAILED), then schedules settlement. */
export const processPayment: JobHandler = async (sql, job) => {
  const { tx, row } = await load(sql, job);
  if (row?.status !== 'PENDING') return;
  if (row.rail_outcome === 'QUOTE_EXECUTION_FAILED') {
    await failHeld(tx, row, 'QUOTE_EXECUTION_FAILED', 'TRANSACTION_FAILED');
    return;
  }
  const moved = await moveTransaction(tx, row, 'dispatch', tx.now);
  if (!moved) return;
  await tx.emit('OUTGOING_PAYMENT.PROCESSING', presentTransaction(moved));
  await scheduleJob(tx, tx.platformId, SETTLE_JOB, job.payload, new Date(tx.now.getTime() + Number(job.payload.settleAfterMs ?? 0)), tx.now);
};

/** PROCESSING -> COMPLETED (the hold becomes the settlement transfer) or FAILED (released). */
export const settlePayment: JobHandler = async (sql, job) => {
  const { tx, row } = await load(sql, job);
  if (row?.status !== 'PROCESSING') return;
  if (row.rail_outcome && REFUSALS.has(row.rail_outcome)) {
    await failHeld(tx, row, row.rail_outcome, 'TRANSACTION_FAILED');
    return;
  }
  const entries = await settlementEntries(tx, row);
  await settleHold(tx, row.hold_id as string, { id: newId(), platformId: tx.platformId, currency: row.sent_currency as string, entries, metadata: { transactionId: row.id }, now: tx.now });
  const done = await moveTransaction(tx, row, 'complete', tx.now, { settledAt: tx.now });
  if (!done) throw new Error(`transaction ${row.id} changed during settlement`);
  await tx.emit('OUTGOING_PAYMENT.COMPLETED', presentTransaction(done));
  await notifyBalances(tx, entries.map((e) => e.accountId));
  if (row.rail_outcome === 'PAYOUT_RETURNED') {
    await scheduleJob(tx, tx.platformId, RETURN_JOB, job.payload, new Date(tx.now.getTime() + Number(job.payload.returnAfterMs ?? 0)), tx.now);
  }
};

/** A bank return after completion: COMPLETED -> FAILED, the settlement reversed as the refund. */
export const returnPayment: JobHandler = async (sql, job) => {
  const { tx, row } = await load(sql, job);
  if (row?.status !== 'COMPLETED') return;
  const entries = (await settlementEntries(tx, row)).map((e) => ({ ...e, amount: -e.amount }));
  const failed = await moveTransaction(tx, row, 'fail', tx.now, {
    failureReason: 'PAYOUT_RETURNED',
    refund: refundOf(row, 'TRANSACTION_FAILED', tx.now),
  });
  if (!failed) return;
  await postTransferAndNotify(tx, { id: newId(), platformId: tx.platformId, currency: row.sent_currency as string, entries, metadata: { transactionId: row.id, refund: true }, now: tx.now });
  await announceFailure(tx, failed);
};
