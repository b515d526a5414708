import type { Db, TxSql } from '../../db/driver.ts';
import { type RoundLane, roundInSets } from '../../events/jobs.ts';
import { perPlatform, type Tx } from '../../kernel/tx.ts';
import type { PayoutAck, PayoutReport, Rails, SubmittedPayout } from '../../ports/rails.ts';
import type { Clock } from '../../ports/clock.ts';
import { type MoneyCommand, moveMoney } from '../accounts/index.ts';
import { presentTransaction } from './present.ts';
import { announceFailure, failureCommands, refundOf, reversalCommand, SettlementAccounts, settleCommand } from './settlement.ts';
import type { TransactionAction } from './state.ts';
import { moveTransactionsAtCommit, type RoundMove, type TransactionRow } from './store.ts';

/**
 * The settlement round: what happens to executed payments, many at a time. A round is one
 * database transaction that
 * 1. claims up to ROUND_SIZE payments whose rail step is due (`rail_step_at`, a partial index;
 *    FOR UPDATE SKIP LOCKED, so rounds of several workers take disjoint sets);
 * 2. submits the PENDING ones to the rail in one batch and asks it for the reports of those in
 *    flight (and of the ones it has just accepted) in one call;
 * 3. decides each payment's moves through the TRANSACTION machine: accepted -> PROCESSING,
 *    settled -> COMPLETED, refused or failed -> FAILED with its refund, returned after settling
 *    -> FAILED with the settlement reversed; no news -> due again when the rail says;
 * 4. moves the money of all of them through the ledger's one door in one batch, each payment a
 *    group of its own (its own BALANCE_UPDATED per account), and writes every status, event and
 *    the ledger's rows with COMMIT: the hot accounts (rail and FX clearing, the fee account) are
 *    written once per round with the sum of their legs (docs/invariants.md, "Settlement rounds").
 * A payment whose ledger command is refused keeps its status and is due again later; its
 * neighbours go on. A round that throws is run again payment by payment, so that one bad
 * payment cannot hold the others back; that one is put back a minute and the error reported.
 * A crash anywhere leaves every claimed payment as it was, due: the rail's idempotency by
 * payout id makes the next round's submission the same one.
 */
export const ROUND_SIZE = 250;
/** How long a payment whose round failed waits before it is tried again. */
const RETRY_MS = 60_000;

const claim = (lane: string) => `
  SELECT * FROM transactions
  WHERE rail_step_at <= $1 AND ($3::uuid IS NULL OR id = $3) AND ${lane}
  ORDER BY rail_step_at LIMIT $2
  FOR UPDATE SKIP LOCKED`;

export function payoutRound(db: Db, lane: RoundLane, rails: Rails, clock: Clock, onError: (err: unknown) => void = () => {}): Promise<number> {
  return roundInSets(
    db,
    lane,
    ROUND_SIZE,
    async (sql, limit, only, claimed, inLane) => (await round(sql, rails, clock.now(), limit, only, claimed, inLane)).length,
    (id) => db.query('UPDATE transactions SET rail_step_at = $2 WHERE id = $1 AND rail_step_at IS NOT NULL', [id, new Date(clock.now().getTime() + RETRY_MS)]),
    onError,
  );
}

/** One round in `sql`'s transaction; answers the ids it claimed, which it also puts in `claimed` at once. */
async function round(sql: TxSql, rails: Rails, now: Date, limit: number, only: string | null, claimed: string[], lane: string): Promise<string[]> {
  const rows = await sql.query<TransactionRow>(claim(lane), [now, limit, only]);
  claimed.splice(0, claimed.length, ...rows.map((r) => r.id));
  if (rows.length === 0) return [];
  await perPlatform(sql, now, rows, (tx, list) => platformRound(tx, rails, list));
  return rows.map((r) => r.id);
}

const submitted = (row: TransactionRow, reference: string, at: Date): SubmittedPayout => ({
  id: row.id,
  amount: BigInt(row.sent_amount ?? '0'),
  currency: row.sent_currency ?? row.received_currency,
  destinationKind: row.destination_kind ?? 'EXTERNAL',
  reference,
  submittedAt: at,
  settledAt: row.rail_settled_at,
});

/** What one payment's round decided: its moves, their events, its money. */
interface Step {
  row: TransactionRow;
  actions: TransactionAction[];
  change: RoundMove['change'];
  money: MoneyCommand[];
  /** After the money: the events of the moved row, in order. */
  announce: (tx: Tx, moved: TransactionRow) => Promise<void>;
}

async function platformRound(tx: Tx, rails: Rails, rows: TransactionRow[]): Promise<void> {
  const accounts = new SettlementAccounts(tx);
  accounts.prefetch(rows);
  const fresh = rows.filter((r) => r.status === 'PENDING' && r.rail_submitted_at === null);
  const inFlight = rows.filter((r) => (r.status === 'PROCESSING' || r.status === 'COMPLETED') && r.rail_submitted_at !== null);
  const acks = new Map<string, PayoutAck>(
    (await rails.submit(fresh.map((r) => submitted(r, '', tx.now)), tx.now)).map((a) => [a.id, a]),
  );
  // The accepted ones are asked about at once with those in flight: a rail that settles at once settles them in this round.
  const asked = [
    ...fresh.flatMap((r) => {
      const ack = acks.get(r.id);
      return ack?.accepted ? [submitted(r, ack.reference, tx.now)] : [];
    }),
    ...inFlight.map((r) => submitted(r, r.rail_reference ?? '', r.rail_submitted_at as Date)),
  ];
  const reports = new Map<string, PayoutReport>((asked.length > 0 ? await rails.reports(asked, tx.now) : []).map((r) => [r.id, r]));

  // Decided together: their lookups (system accounts, refund destinations) travel in one message.
  const steps = await Promise.all(rows.map((row) => decide(tx, accounts, row, acks.get(row.id), reports.get(row.id))));
  // The round's accounts are locked only by its COMMIT (when nothing it does needs their figures
  // to decide): a customer paying out meanwhile does not wait for the round's deciding.
  const outcomes = await moveMoney(
    tx,
    steps.flatMap((s) => s.money),
    { atCommit: true, lockAtCommit: true },
  );
  // A payment moves only when all of its money did; otherwise it waits for a later round.
  let i = 0;
  const moves: RoundMove[] = [];
  const kept: Step[] = [];
  for (const step of steps) {
    const mine = outcomes.slice(i, i + step.money.length);
    i += step.money.length;
    if (mine.every((o) => o.applied)) {
      moves.push({ row: step.row, actions: step.actions, change: step.change });
      kept.push(step);
    } else {
      moves.push({ row: step.row, actions: [], change: { railStepAt: new Date(tx.now.getTime() + RETRY_MS) } });
    }
  }
  const moved = moveTransactionsAtCommit(tx, moves, tx.now);
  const byId = new Map(moved.map((r) => [r.id, r]));
  for (const step of kept) await step.announce(tx, byId.get(step.row.id) as TransactionRow);
}

const nothing = async () => {};

/** The rail did not answer about this payment: it stays as it is, due again later. */
const later = (row: TransactionRow, now: Date): Step => ({ row, actions: [], change: { railStepAt: new Date(now.getTime() + RETRY_MS) }, money: [], announce: nothing });

/** A payment's step for this round. */
async function decide(tx: Tx, accounts: SettlementAccounts, row: TransactionRow, ack: PayoutAck | undefined, report: PayoutReport | undefined): Promise<Step> {
  const now = tx.now;
  const failed = async (from: 'held' | 'settled', reason: string): Promise<Step> => ({
    row,
    actions: from === 'held' && row.status === 'PENDING' && ack?.accepted ? ['dispatch', 'fail'] : ['fail'],
    change: { railStepAt: null, failureReason: reason, refund: refundOf(row, 'TRANSACTION_FAILED', now) },
    money: from === 'held' ? await failureCommands(tx, row, true) : [await reversalCommand(accounts, row), ...(await failureCommands(tx, row, false))],
    announce: async (t, moved) => {
      if (row.status === 'PENDING' && ack?.accepted) await t.emit('OUTGOING_PAYMENT.PROCESSING', presentTransaction({ ...moved, status: 'PROCESSING', failure_reason: row.failure_reason, refund: row.refund }));
      await announceFailure(t, moved);
    },
  });

  if (row.status === 'PENDING' && row.rail_submitted_at === null) {
    if (!ack) return later(row, now);
    if (!ack.accepted) return failed('held', ack.failure);
    const base = { railReference: ack.reference, railSubmittedAt: now };
    if (report?.outcome === 'SETTLED') {
      return {
        row,
        actions: ['dispatch', 'complete'],
        change: { ...base, railStepAt: report.watchUntil, settledAt: now, railSettledAt: now },
        money: [await settleCommand(accounts, row)],
        announce: async (t, moved) => {
          await t.emit('OUTGOING_PAYMENT.PROCESSING', presentTransaction({ ...moved, status: 'PROCESSING', settled_at: null }));
          await t.emit('OUTGOING_PAYMENT.COMPLETED', presentTransaction(moved));
        },
      };
    }
    if (report?.outcome === 'FAILED') return failed('held', report.failure);
    return {
      row,
      actions: ['dispatch'],
      change: { ...base, railStepAt: report?.outcome === 'NONE' ? report.askAgainAt : now },
      money: [],
      announce: async (t, moved) => t.emit('OUTGOING_PAYMENT.PROCESSING', presentTransaction(moved)),
    };
  }
  if (!report) return later(row, now);
  if (row.status === 'PROCESSING') {
    if (report.outcome === 'NONE') return { row, actions: [], change: { railStepAt: report.askAgainAt }, money: [], announce: nothing };
    if (report.outcome === 'FAILED') return failed('held', report.failure);
    if (report.outcome === 'SETTLED') {
      return {
        row,
        actions: ['complete'],
        change: { railStepAt: report.watchUntil, settledAt: now, railSettledAt: now },
        money: [await settleCommand(accounts, row)],
        announce: async (t, moved) => t.emit('OUTGOING_PAYMENT.COMPLETED', presentTransaction(moved)),
      };
    }
  }
  if (row.status === 'COMPLETED') {
    if (report.outcome === 'RETURNED') return failed('settled', 'PAYOUT_RETURNED');
    if (report.outcome === 'NONE') return { row, actions: [], change: { railStepAt: report.askAgainAt }, money: [], announce: nothing };
    // Settled: watched until the rail says no return can come any more.
    return { row, actions: [], change: { railStepAt: report.outcome === 'SETTLED' ? report.watchUntil : null }, money: [], announce: nothing };
  }
  return { row, actions: [], change: { railStepAt: null }, money: [], announce: nothing };
}
