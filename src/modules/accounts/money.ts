import type { Tx } from '../../kernel/tx.ts';
import { applyLedger, type Figures, type LedgerCommand, type Outcome } from '../../ledger/index.ts';
import { balanceTemplate, type InternalAccountRow, presentInternalAccount } from './present.ts';
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
 * `lockAtCommit` (a sweep or round whose commands need no account's figures): the ledger locks
 * the accounts only with COMMIT, and those events are written by its own statement from
 * balanceTemplate's text (docs/invariants.md, "Locks at `COMMIT`").
 */
export async function moveMoney(
  tx: Tx,
  commands: readonly MoneyCommand[],
  options: { atCommit?: boolean; defer?: boolean; lockAtCommit?: boolean } = {},
): Promise<Outcome[]> {
  // The rows of the accounts the commands name travel with the ledger's lock statement (one
  // message); only accounts found through a hold alone (a release) are read afterwards.
  const named = namedAccounts(commands);
  const prefetched = (named.length > 0 ? internalAccountRows(tx, tx.platformId, named) : Promise.resolve([])).then((rows) => new Map(rows.map((r) => [r.id, r])));
  prefetched.catch(() => {}); // its failure is the lock statement's too: the transaction is lost either way
  const asked = new Set(named);
  const rowsOf = async (ids: string[]) => {
    const rows = new Map(await prefetched);
    for (const r of await internalAccountRows(tx, tx.platformId, ids.filter((id) => !asked.has(id)))) rows.set(r.id, r);
    return rows;
  };
  // Accounts the ledger locks only at COMMIT get their events from the statement that moves them.
  const lockAtCommit = options.lockAtCommit
    ? {
        type: BALANCE_UPDATED,
        templates: async (ids: string[]) => {
          const rows = await rowsOf(ids);
          return new Map(ids.flatMap((id) => (rows.has(id) ? [[id, balanceTemplate(presentInternalAccount(rows.get(id)!))] as const] : [])));
        },
      }
    : undefined;
  const outcomes = await applyLedger(tx, tx.platformId, tx.now, commands, { atCommit: options.atCommit, lockAtCommit });
  const read = { asked, rows: await prefetched };
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
  await emitBalances(tx, changed, read);
  return outcomes;
}

/** The accounts the commands name themselves (a release names only its hold). */
function namedAccounts(commands: readonly MoneyCommand[]): string[] {
  const ids = new Set<string>();
  for (const c of commands) {
    if (c.op === 'hold') ids.add(c.accountId);
    if (c.op === 'transfer' || c.op === 'capture') for (const e of c.transfer.entries) ids.add(e.accountId);
  }
  return [...ids];
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

/**
 * `read`: the ids whose rows were read already, and the rows found (clearing and other system
 * accounts have none, and get no event); the other ids are read here.
 */
async function emitBalances(
  tx: Tx,
  changed: Map<string, Map<string, Figures>>,
  read = { asked: new Set<string>(), rows: new Map<string, InternalAccountRow>() },
): Promise<void> {
  if (changed.size === 0) return;
  const ids = new Set([...changed.values()].flatMap((m) => [...m.keys()]));
  const missing = [...ids].filter((id) => !read.asked.has(id));
  const rows = new Map(read.rows);
  for (const r of await internalAccountRows(tx, tx.platformId, missing)) rows.set(r.id, r);
  for (const figures of changed.values()) {
    for (const f of figures.values()) {
      const row = rows.get(f.accountId);
      if (row) await tx.emit(BALANCE_UPDATED, presentInternalAccount(withFigures(row, f)));
    }
  }
}

const BALANCE_UPDATED = 'INTERNAL_ACCOUNT.BALANCE_UPDATED';

const withFigures = (row: InternalAccountRow, f: Figures): InternalAccountRow => ({ ...row, balance: f.balance.toString(), available: f.available.toString() });
