import type { Tx } from '../../kernel/tx.ts';
import { applyLedger, type Figures, type LedgerCommand, type Outcome } from '../../ledger/index.ts';
import { type InternalAccountRow, presentInternalAccount } from './present.ts';
import { internalAccountRows } from './service.ts';

/** A ledger command, and the business event it belongs to (a payment, a card transaction). */
export type MoneyCommand = LedgerCommand & { group?: string };

/**
 * The one door through which every module moves money. It applies the commands through the
 * ledger's batch (applyLedger: one outcome each, refusals as values, never an HTTP error) and
 * emits INTERNAL_ACCOUNT.BALANCE_UPDATED once per internal account and group of commands whose
 * figures the group changed, carrying the figures right after the group's last command on it.
 * Commands without a group form one group: one call, one event per account. Clearing and other
 * system accounts have no event. Nothing else emits this event or writes the ledger.
 */
export async function moveMoney(tx: Tx, commands: readonly MoneyCommand[], options: { atCommit?: boolean; defer?: boolean } = {}): Promise<Outcome[]> {
  const outcomes = await applyLedger(tx, tx.platformId, tx.now, commands, options);
  const changed = deferred.get(tx) ?? new Map<string, Map<string, Figures>>();
  deferred.delete(tx);
  outcomes.forEach((outcome, i) => {
    if (!outcome.applied || outcome.replayed) return;
    const group = commands[i].group ?? '';
    const figures = changed.get(group) ?? new Map<string, Figures>();
    changed.set(group, figures);
    for (const f of outcome.figures) figures.set(f.accountId, f);
  });
  if (options.defer) {
    deferred.set(tx, changed);
    return outcomes;
  }
  await emitBalances(tx, changed);
  return outcomes;
}

/**
 * Balance changes a moveMoney call with `defer` kept back, per transaction: the next call (or
 * flushBalanceEvents) emits them with its own, so that one business event moved in two steps
 * (a single-message card payment: held, then cleared) still has one event per account.
 */
const deferred = new WeakMap<Tx, Map<string, Map<string, Figures>>>();

/** Emits what a deferred moveMoney kept back; a caller that defers calls it before it returns. */
export async function flushBalanceEvents(tx: Tx): Promise<void> {
  const changed = deferred.get(tx);
  deferred.delete(tx);
  if (changed) await emitBalances(tx, changed);
}

async function emitBalances(tx: Tx, changed: Map<string, Map<string, Figures>>): Promise<void> {
  if (changed.size === 0) return;
  const ids = new Set([...changed.values()].flatMap((m) => [...m.keys()]));
  const rows = new Map((await internalAccountRows(tx, tx.platformId, [...ids])).map((r) => [r.id, r]));
  for (const figures of changed.values()) {
    for (const f of figures.values()) {
      const row = rows.get(f.accountId);
      if (row) await tx.emit('INTERNAL_ACCOUNT.BALANCE_UPDATED', presentInternalAccount(withFigures(row, f)));
    }
  }
}

const withFigures = (row: InternalAccountRow, f: Figures): InternalAccountRow => ({ ...row, balance: f.balance.toString(), available: f.available.toString() });
