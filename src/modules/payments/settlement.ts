import type { Tx } from '../../kernel/tx.ts';
import { newId } from '../../ids.ts';
import type { EntryInput } from '../../ledger/index.ts';
import { type MoneyCommand, moveMoney, platformAccountIn } from '../accounts/index.ts';
import { presentTransaction } from './present.ts';
import { refundDepositCommand } from './realtime-funding.ts';
import { moveTransaction, type RefundInfo, type TransactionRow } from './store.ts';
import { type SystemPurpose, systemAccount } from './system-accounts.ts';

/**
 * The money of a payment after its execution: the ledger legs of its settlement, of its
 * reversal when the bank returns it, and the refund of a failure. The payout round
 * (payouts.ts) decides when each happens; the client's cancel (transactions.ts) fails a
 * payment still PENDING here too.
 */

/**
 * The accounts settlements post to, looked up once per round and platform: each system
 * account (currency, purpose) and the platform's fee account per currency. Lookups for a
 * round travel together (one pipeline).
 */
export class SettlementAccounts {
  private readonly system = new Map<string, Promise<string>>();
  private readonly fees = new Map<string, Promise<string | undefined>>();

  constructor(private readonly tx: Tx) {}

  systemAccount(currency: string, purpose: SystemPurpose): Promise<string> {
    const key = `${currency}:${purpose}`;
    const found = this.system.get(key) ?? systemAccount(this.tx, this.tx.platformId, currency, purpose, this.tx.now);
    this.system.set(key, found);
    return found;
  }

  feeAccount(currency: string): Promise<string | undefined> {
    const found = this.fees.get(currency) ?? platformAccountIn(this.tx, this.tx.platformId, currency);
    this.fees.set(currency, found);
    return found;
  }

  /** Starts the lookups `rows` will need, so that they travel in one message. */
  prefetch(rows: readonly TransactionRow[]): void {
    for (const row of rows) {
      const a = row.sent_currency ?? row.received_currency;
      const b = row.received_currency;
      if (row.destination_kind === 'EXTERNAL') void this.systemAccount(b, 'RAIL_CLEARING').catch(() => {});
      if (BigInt(row.platform_fees) > 0n) void this.feeAccount(a).catch(() => {});
      void this.systemAccount(a, 'FX_CLEARING').catch(() => {});
      if (a !== b) void this.systemAccount(b, 'FX_CLEARING').catch(() => {});
    }
  }
}

/**
 * The ledger legs of a settled payment. Sending currency A, receiving B:
 *   source −sent (A), platform +platformFees (A), destination +received (B)
 *   A ≠ B: FX_CLEARING(A) takes the converted net, FX_CLEARING(B) pays the destination.
 * An external destination is credited through RAIL_CLEARING(B): the money left for the rail.
 */
export async function settlementEntries(accounts: SettlementAccounts, row: TransactionRow): Promise<EntryInput[]> {
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
  const destination = row.destination_kind === 'EXTERNAL' ? await accounts.systemAccount(b, 'RAIL_CLEARING') : (row.destination_account_id as string);
  add(row.source_account_id as string, a, -sent);
  if (platformFee > 0n) {
    const feeAccount = await accounts.feeAccount(a);
    if (!feeAccount) throw new Error(`platform has no ${a} account for its fee`);
    add(feeAccount, a, platformFee);
  }
  add(destination, b, received);
  if (a === b) {
    const rest = sent - platformFee - received;
    if (rest !== 0n) add(await accounts.systemAccount(a, 'FX_CLEARING'), a, rest);
  } else {
    add(await accounts.systemAccount(a, 'FX_CLEARING'), a, sent - platformFee);
    add(await accounts.systemAccount(b, 'FX_CLEARING'), b, -received);
  }
  return [...legs.values()].filter((e) => e.amount !== 0n);
}

/** The settlement of `row`: its hold captured whole into the settlement transfer. */
export async function settleCommand(accounts: SettlementAccounts, row: TransactionRow): Promise<MoneyCommand> {
  const entries = await settlementEntries(accounts, row);
  return {
    op: 'capture',
    holdId: row.hold_id as string,
    final: true,
    group: row.id,
    transfer: { id: newId(), currency: row.sent_currency as string, entries, metadata: { transactionId: row.id } },
  };
}

/** A bank return after completion: the settlement posted backwards. */
export async function reversalCommand(accounts: SettlementAccounts, row: TransactionRow): Promise<MoneyCommand> {
  const entries = (await settlementEntries(accounts, row)).map((e) => ({ ...e, amount: -e.amount }));
  return { op: 'transfer', group: row.id, transfer: { id: newId(), currency: row.sent_currency as string, entries, metadata: { transactionId: row.id, refund: true } } };
}

export const refundOf = (row: TransactionRow, reason: RefundInfo['reason'], now: Date): RefundInfo => ({
  reference: `RF${row.id.replace(/-/g, '').slice(-12).toUpperCase()}`,
  initiatedAt: now.toISOString(),
  settledAt: now.toISOString(),
  status: 'COMPLETED',
  reason,
});

/** The money of a failure whose amount is still held: the hold released, a real-time deposit given back. */
export async function failureCommands(tx: Tx, row: TransactionRow, held: boolean): Promise<MoneyCommand[]> {
  const commands: MoneyCommand[] = held ? [{ op: 'release', holdId: row.hold_id as string, group: row.id }] : [];
  const refund = await refundDepositCommand(tx, row);
  if (refund) commands.push({ ...refund, group: row.id });
  return commands;
}

/** FAILED, with the automatic refund reported as the two refund events. */
export async function announceFailure(tx: Tx, failed: TransactionRow): Promise<void> {
  const refund = failed.refund as RefundInfo;
  await tx.emit('OUTGOING_PAYMENT.FAILED', presentTransaction(failed));
  await tx.emit('OUTGOING_PAYMENT.REFUND_PENDING', presentTransaction({ ...failed, refund: { ...refund, status: 'PENDING', settledAt: undefined } }));
  await tx.emit('OUTGOING_PAYMENT.REFUND_COMPLETED', presentTransaction(failed));
}

/**
 * Fails a payment whose money is still held (the client's cancel): the hold is released (the
 * sender's available balance comes back in the same transaction) and the refund is complete at once.
 */
export async function failHeld(tx: Tx, row: TransactionRow, failureReason: string | undefined, refundReason: RefundInfo['reason']): Promise<TransactionRow | null> {
  const failed = await moveTransaction(tx, row, 'fail', tx.now, { failureReason, refund: refundOf(row, refundReason, tx.now) });
  if (!failed) return null;
  await announceFailure(tx, failed);
  await moveMoney(tx, await failureCommands(tx, failed, true));
  return failed;
}
