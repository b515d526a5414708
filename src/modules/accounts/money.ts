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
export async function moveMoney(tx: Tx, commands: readonly MoneyCommand[], options: { atCommit?: boolean } = {}): Promise<Outcome[]> {
  const outcomes = await applyLedger(tx, tx.platformId, tx.now, commands, options);
  const changed = new Map<string, Map<string, Figures>>();
  outcomes.forEach((outcome, i) => {
    if (!outcome.applied || outcome.replayed) return;
    const group = commands[i].group ?? '';
    const figures = changed.get(group) ?? new Map<string, Figures>();
    changed.set(group, figures);
    for (const f of outcome.figures) figures.set(f.accountId, f);
  });
  if (changed.size === 0) return outcomes;
  const ids = new Set([...changed.values()].flatMap((m) => [...m.keys()]));
  const rows = new Map((await internalAccountRows(tx, tx.platformId, [...ids])).map((r) => [r.id, r]));
  for (const figures of changed.values()) {
    for (const f of figures.values()) {
      const row = rows.get(f.accountId);
      if (row) await tx.emit('INTERNAL_ACCOUNT.BALANCE_UPDATED', presentInternalAccount(withFigures(row, f)));
    }
  }
  return outcomes;
}

const withFigures = (row: InternalAccountRow, f: Figures): InternalAccountRow => ({ ...row, balance: f.balance.toString(), available: f.available.toString() });
