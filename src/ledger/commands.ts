import type { Sql, TxSql } from '../db/driver.ts';
import { tenantIs } from '../db/plans.ts';
import { newId } from '../ids.ts';
import { eventStatus, eventsFrom } from '../kernel/outbox.ts';
import { next } from '../kernel/state-machine.ts';
import { sharedTransaction } from '../kernel/tx.ts';
import { LedgerError } from './errors.ts';
import { HOLD } from './state.ts';
import type { EntryInput, HoldStatus } from './types.ts';

/**
 * The one door for money: every change to the ledger is a command of a batch, and every
 * command gets an outcome, in order. A refusal (the money is not there, the hold is gone or
 * already ended) is a value the caller decides about; only a programming error (unbalanced
 * entries, an unknown account, a capture larger than its hold) throws LedgerError.
 *
 * How a batch runs, in two statements whatever its size:
 * 1. one statement locks the holds it names, then the accounts it touches, shared ones after
 *    the others, each set in id order (invariant 8), and reads which of its transfer ids were
 *    posted already (replays). A shared account (openAccount's `shared`: a clearing account
 *    every payment posts to) that the batch only credits is read but not locked here: a credit
 *    is never refused, so its lock is left to the write, which takes it at COMMIT (in id
 *    order, before it moves anything). Settlement rounds of several workers then queue on the
 *    clearing accounts only for their commits, not from their first read. Such an account has
 *    no figures in the outcomes (they would not be exact); a batch that takes money from any
 *    shared account locks all of its shared accounts here;
 * 2. the commands are decided here, in order, against running figures (exact bigints), so a
 *    later command sees what an earlier one did; then one statement writes every transfer,
 *    entry and hold, and moves each account once by the sum of its legs in the batch. Hot
 *    accounts (clearing, the platform's fee account) are therefore written once per batch,
 *    not once per payment. With `atCommit` that statement travels with COMMIT, so the locks
 *    of step 1 are held for one round trip and the commit.
 * With `lockAtCommit` (a settlement round), a batch that needs no account's figures to decide
 * (see `deferrable`) locks no account in step 1: its accounts are locked by LOCK_AT_COMMIT at
 * the head of the COMMIT, and its write fills in their balance events (BalanceEvents), whose
 * figures nothing knew before. `Locking` says when a batch may do so (invariant 8 still holds).
 * Invariants 1-6 and 10 of docs/invariants.md are checked here before anything is written;
 * the table's CHECK constraints stay behind them.
 *
 * A batch written with COMMIT is not in the tables yet when the next batch of the same
 * transaction reads them: the members of a group-commit group (several card authorizations of
 * one account) share the transaction and each runs its own batch. So each transaction's queued
 * writes are kept here (`queued`) and laid over what step 1 reads: the next batch decides from
 * the account's figures after them, under the lock the first batch took.
 */
export interface TransferSpec {
  /** Chosen by the caller and unique: a command whose transfer id was posted already is a replay and moves nothing. */
  id: string;
  currency: string;
  entries: EntryInput[];
  description?: string;
  metadata?: Record<string, unknown>;
}

export type LedgerCommand = (
  /** Reserves `amount` of the account's available balance (a hold id seen before is a replay). */
  | { op: 'hold'; holdId: string; accountId: string; amount: bigint }
  /** Gives back what is left of a pending hold; releasing a released hold is a replay. */
  | { op: 'release'; holdId: string }
  /**
   * Posts `transfer` against a pending hold: it debits the held account by at most what the hold
   * still holds, and that part leaves the hold. The hold ends (SETTLED) when nothing is left or
   * `final` is set, what is left then coming back to available. Each capture is a transfer of
   * its own that names the hold, so a hold's history reads back (holdCaptures).
   */
  | { op: 'capture'; holdId: string; transfer: TransferSpec; final?: boolean }
  /** Posts a transfer; debits of accounts that must not go negative need the money available. */
  | { op: 'transfer'; transfer: TransferSpec }
) & {
  /**
   * Commands of one group apply all or none (a payment's release and its refund, say): when one
   * is refused, those before it are undone and every command of the group answers that refusal.
   * A group's commands should come one after another. Commands without a group stand alone.
   */
  group?: string;
};

export type Refusal = 'INSUFFICIENT_FUNDS' | 'HOLD_NOT_FOUND' | 'HOLD_ENDED';

/** An account's figures right after a command. */
export interface Figures {
  accountId: string;
  balance: bigint;
  available: bigint;
}

export type Outcome =
  | { applied: true; replayed: boolean; figures: Figures[]; hold?: { status: HoldStatus; amount: bigint; captured: bigint } }
  | { applied: false; refusal: Refusal };

interface HoldState {
  accountId: string;
  amount: bigint;
  captured: bigint;
  status: HoldStatus;
  transferId: string | null;
  isNew: boolean;
  changed: boolean;
  createdAt?: Date;
}

interface AccountState {
  currency: string;
  allowNegative: boolean;
  shared: boolean;
  /**
   * Read under this batch's lock. A shared account the batch only credits is not, nor is any
   * account of a batch that locks at COMMIT: their figures are as read, and none is decided from.
   */
  locked: boolean;
  balance: bigint;
  available: bigint;
  dBalance: bigint;
  dAvailable: bigint;
}

const LOCK = `
  WITH h AS MATERIALIZED (
    SELECT id, account_id, amount::text AS amount, captured::text AS captured, status, transfer_id
    FROM ledger_holds WHERE id = ANY ($2::uuid[]) AND platform_id = $1 ORDER BY id FOR NO KEY UPDATE),
  -- Accounts are found by id (index lookups driven by the arrays), never by scanning the
  -- platform's accounts: a platform has thousands, a round names a few hundred, and a join of
  -- the two cost a round 27 ms of the server's time (pg_stat_statements, npm run bench).
  c AS MATERIALIZED (
    SELECT id, platform_id, currency, allow_negative, shared, balance::text AS balance, available::text AS available
    FROM ledger_accounts
    WHERE id = ANY (ARRAY(SELECT unnest($3::uuid[]) UNION SELECT account_id FROM h)) AND ${tenantIs('platform_id', '$1')}),
  a AS MATERIALIZED (
    SELECT id, platform_id, currency, allow_negative, shared, balance::text AS balance, available::text AS available, true AS locked
    FROM ledger_accounts
    WHERE NOT $7::boolean AND id = ANY (ARRAY(
      SELECT id FROM c WHERE NOT (shared AND id = ANY ($5::uuid[]) AND NOT EXISTS (SELECT 1 FROM c d WHERE d.shared AND NOT d.id = ANY ($5::uuid[])))
      UNION SELECT unnest($6::uuid[])))
    ORDER BY shared, id FOR NO KEY UPDATE),
  u AS (SELECT *, false AS locked FROM c WHERE id NOT IN (SELECT id FROM a))
  SELECT (SELECT coalesce(json_agg(h), '[]') FROM h) AS holds,
         (SELECT coalesce(json_agg(x), '[]') FROM (SELECT * FROM a WHERE platform_id = $1 UNION ALL SELECT * FROM u) x) AS accounts,
         (SELECT coalesce(json_agg(id), '[]') FROM ledger_transfers WHERE id = ANY ($4::uuid[])) AS posted`;

/** WRITE's part before the accounts' move: every transfer, entry and hold of the batch. */
const WRITE_ROWS = `
  WITH tr AS (
    INSERT INTO ledger_transfers (id, platform_id, currency, description, metadata, hold_id, created_at)
    SELECT id, $1, currency, description, metadata::jsonb, hold_id, $2
    FROM unnest($3::uuid[], $4::text[], $5::text[], $6::text[], $7::uuid[]) AS u(id, currency, description, metadata, hold_id)),
  en AS (
    INSERT INTO ledger_entries (transfer_id, account_id, platform_id, currency, amount, created_at)
    SELECT transfer_id, account_id, $1, currency, amount, $2
    FROM unnest($8::uuid[], $9::uuid[], $10::text[], $11::numeric[]) AS u(transfer_id, account_id, currency, amount)),
  nh AS (
    INSERT INTO ledger_holds (id, platform_id, account_id, amount, captured, status, transfer_id, created_at, updated_at)
    SELECT id, $1, account_id, amount, captured, status, transfer_id, $2, $2
    FROM unnest($12::uuid[], $13::uuid[], $14::numeric[], $15::numeric[], $16::text[], $17::uuid[]) AS u(id, account_id, amount, captured, status, transfer_id)),
  uh AS (
    UPDATE ledger_holds h SET captured = u.captured, status = u.status, transfer_id = u.transfer_id, updated_at = $2
    FROM unnest($18::uuid[], $19::numeric[], $20::text[], $21::uuid[]) AS u(id, captured, status, transfer_id)
    WHERE h.id = u.id AND h.id = ANY ($18::uuid[]) AND ${tenantIs('h.platform_id', '$1')})`;

/** Each touched account moved once by the sum of its legs. */
const MOVE_ACCOUNTS = `UPDATE ledger_accounts a SET balance = a.balance + u.db, available = a.available + u.da, updated_at = $2
  FROM unnest($22::uuid[], $23::numeric[], $24::numeric[]) AS u(id, db, da)
  WHERE a.id = u.id AND a.id = ANY ($22::uuid[]) AND ${tenantIs('a.platform_id', '$1')}
    -- The shared accounts the lock statement left alone, locked first (one InitPlan) in id order.
    AND (SELECT count(*) FROM (SELECT 1 FROM ledger_accounts WHERE id = ANY ($25::uuid[]) AND ${tenantIs('platform_id', '$1')} ORDER BY id FOR NO KEY UPDATE) l) >= 0`;

const WRITE = `${WRITE_ROWS}
  ${MOVE_ACCOUNTS}`;

/**
 * Placeholders of a balance event's template (applyLedger's `lockAtCommit`): the account as its
 * owner presents it, with its available and total balance amounts as these JSON strings, which
 * the statement that moves the account replaces with its figures (text replacement: no parse
 * of the JSON under the account's lock, and the key order of every other presentation).
 */
export const AVAILABLE_PLACEHOLDER = '__AVAILABLE__';
export const BALANCE_PLACEHOLDER = '__BALANCE__';

/** SQL: `template` (a text expression) with the placeholders replaced by the `available` and `balance` expressions. */
export const withFigures = (template: string, available: string, balance: string): string =>
  `replace(replace(${template}, '"${AVAILABLE_PLACEHOLDER}"', (${available})::text), '"${BALANCE_PLACEHOLDER}"', (${balance})::text)`;

/**
 * WRITE, and the balance events of the accounts whose figures were not known when the batch
 * was decided (a batch that locks at COMMIT): each event is the caller's template with the
 * account's figures after its group, which are the figures this statement leaves it with less
 * what the batch's later groups moved ($29, $30). Parameters from $26: each event's id,
 * account, template, those two amounts; then the events' type, status and last_error.
 */
const WRITE_AND_ANNOUNCE = `${WRITE_ROWS},
  moved AS (
    ${MOVE_ACCOUNTS}
    RETURNING a.id, a.balance, a.available)
  ${eventsFrom(`SELECT e.id, $1, $31, ${withFigures('e.template', 'm.available - e.later_available', 'm.balance - e.later_balance')}, $2, $2, $32, $33
  FROM unnest($26::uuid[], $27::uuid[], $28::text[], $29::numeric[], $30::numeric[]) WITH ORDINALITY AS e(id, account, template, later_balance, later_available, k)
  JOIN moved m ON m.id = e.account ORDER BY e.k`)}`;

/**
 * A transaction's deferred account locks, taken first in its COMMIT (before any WRITE), in
 * the order of invariant 8. Its parameter is an array the deferring batches of the transaction
 * fill before COMMIT.
 */
const LOCK_AT_COMMIT = 'SELECT count(*) FROM (SELECT 1 FROM ledger_accounts WHERE id = ANY ($1::uuid[]) ORDER BY shared, id FOR NO KEY UPDATE) l';

/** What a transaction's batches queued for COMMIT changed, by sharedTransaction. */
interface Queued {
  /** Moves of balance and available, per account. */
  accounts: Map<string, { balance: bigint; available: bigint }>;
  /** Holds as the queued writes leave them. */
  holds: Map<string, HoldState>;
  transfers: Set<string>;
}
const queuedWrites = new WeakMap<object, Queued>();

/** Entries of one account must be unique, non-zero, and sum to zero per currency. */
export function checkShape(transfer: TransferSpec): void {
  if (transfer.entries.length < 2) throw new LedgerError(`transfer ${transfer.id} needs at least two entries`);
  const seen = new Set<string>();
  const sums = new Map<string, bigint>();
  for (const e of transfer.entries) {
    if (typeof e.amount !== 'bigint' || e.amount === 0n) throw new LedgerError('entry amounts are non-zero bigints');
    if (seen.has(e.accountId)) throw new LedgerError(`account ${e.accountId} appears twice in transfer ${transfer.id}`);
    seen.add(e.accountId);
    const c = e.currency ?? transfer.currency;
    sums.set(c, (sums.get(c) ?? 0n) + e.amount);
  }
  for (const [c, s] of sums) if (s !== 0n) throw new LedgerError(`entries in ${c} sum to ${s}, not zero`);
}

/**
 * Runs `commands` in order in the caller's transaction and answers one outcome each. Nothing
 * of a refused command is written; the others are. `atCommit`: the writes travel with COMMIT
 * (the caller must not read the ledger again in this transaction).
 */
export async function applyLedger(
  sql: Sql | TxSql,
  platformId: string,
  now: Date,
  commands: readonly LedgerCommand[],
  options: { atCommit?: boolean; lockAtCommit?: BalanceEvents } = {},
): Promise<Outcome[]> {
  if (commands.length === 0) return [];
  const key = sharedTransaction(sql);
  const lk = locking.get(key) ?? { readLocked: false, deferred: null, deciding: new Set<Promise<void>>() };
  locking.set(key, lk);
  const atRead = async (): Promise<Outcome[]> => {
    // Set before waiting, so that no batch of this transaction that starts later defers.
    lk.readLocked = true;
    if (lk.deciding.size > 0) await Promise.allSettled([...lk.deciding]);
    return (await runBatch(sql, platformId, now, commands, options, { defer: false, deferred: lk.deferred })) as Outcome[];
  };
  const defer = options.lockAtCommit !== undefined && options.atCommit === true && 'atCommit' in sql && !lk.readLocked && commands.every(deferrable);
  if (!defer) return atRead();
  if (lk.deferred === null) {
    lk.deferred = [];
    sql.atCommit(LOCK_AT_COMMIT, [lk.deferred]);
  }
  let done = () => {};
  const deciding = new Promise<void>((resolve) => (done = resolve));
  lk.deciding.add(deciding);
  let outcomes: Outcome[] | typeof NEEDS_LOCKS;
  try {
    outcomes = await runBatch(sql, platformId, now, commands, options, { defer: true, deferred: lk.deferred });
  } finally {
    lk.deciding.delete(deciding);
    done();
  }
  // A command needed figures the batch had not locked (deferrable guessed from what it knew): decided again, locked at read.
  return outcomes === NEEDS_LOCKS ? atRead() : outcomes;
}

/**
 * Balance events for the accounts a batch locks at COMMIT (applyLedger's `lockAtCommit`), whose
 * figures only the statement that moves them knows: the event type, and a template per account
 * (AVAILABLE_PLACEHOLDER, BALANCE_PLACEHOLDER) from the module that presents it; an account
 * without one (a system account) gets no event.
 */
export interface BalanceEvents {
  type: string;
  templates(accountIds: string[]): Promise<Map<string, string>>;
}

/**
 * How a transaction's batches have locked accounts so far, by sharedTransaction. A batch may
 * lock at COMMIT only while no batch of its transaction has locked at read: otherwise the
 * transaction would hold some accounts and then take others out of order (invariant 8). A
 * batch that locks at read after deferring ones waits until they have decided, and locks
 * their accounts with its own, in one ordered statement; LOCK_AT_COMMIT then takes nothing new.
 */
interface Locking {
  readLocked: boolean;
  /** LOCK_AT_COMMIT's parameter: what the deferring batches of the transaction move. */
  deferred: string[] | null;
  deciding: Set<Promise<void>>;
}
const locking = new WeakMap<object, Locking>();

/**
 * Accounts known to allow a negative balance, as lock statements read them: the flag is fixed
 * when an account is opened, so a process may remember it. Debits of such accounts are never
 * refused, which lets a batch that makes them lock at COMMIT. Bounded: past KNOWN_MAX it starts
 * afresh (a batch whose accounts are not known yet locks at read, and teaches this).
 */
const allowsNegative = new Set<string>();
const KNOWN_MAX = 100_000;

/**
 * Whether a command can be decided without its accounts' figures: a release, a credit, a debit
 * of an account that may go negative, and a capture's debit of its held account (the hold
 * guarantees it). A capture may debit one account not known to go negative: the held one,
 * checked when it is decided (NEEDS_LOCKS otherwise).
 */
function deferrable(c: LedgerCommand): boolean {
  switch (c.op) {
    case 'release':
      return true;
    case 'transfer':
      return c.transfer.entries.every((e) => e.amount > 0n || allowsNegative.has(e.accountId));
    case 'capture':
      return c.transfer.entries.filter((e) => e.amount < 0n && !allowsNegative.has(e.accountId)).length <= 1;
    default:
      return false;
  }
}

/** runBatch's answer when a deferring batch meets a command it cannot decide without locks. */
const NEEDS_LOCKS = Symbol('needs locks');

async function runBatch(
  sql: Sql | TxSql,
  platformId: string,
  now: Date,
  commands: readonly LedgerCommand[],
  options: { atCommit?: boolean; lockAtCommit?: BalanceEvents },
  mode: { defer: boolean; deferred: string[] | null },
): Promise<Outcome[] | typeof NEEDS_LOCKS> {
  const holdIds = new Set<string>();
  const accountIds = new Set<string>();
  const transferIds = new Set<string>();
  /** Accounts a command may take money from (a debit, a hold): their checks need them locked. */
  const lowered = new Set<string>();
  for (const c of commands) {
    if (c.op !== 'transfer') holdIds.add(c.holdId);
    if (c.op === 'hold') {
      accountIds.add(c.accountId);
      lowered.add(c.accountId);
    }
    if (c.op === 'transfer' || c.op === 'capture') {
      checkShape(c.transfer);
      // A transfer id given twice: the second is a replay of the first, as in separate batches.
      transferIds.add(c.transfer.id);
      for (const e of c.transfer.entries) {
        accountIds.add(e.accountId);
        if (e.amount < 0n) lowered.add(e.accountId);
      }
    }
  }
  const before = queuedWrites.get(sharedTransaction(sql));
  if (before) {
    for (const id of holdIds) {
      const hold = before.holds.get(id);
      if (!hold) continue;
      // Written immediately, this batch's change of the hold would run before the hold's queued insert.
      if (!options.atCommit) throw new LedgerError(`hold ${id} is written with COMMIT; change it with atCommit too, or in another transaction`);
      accountIds.add(hold.accountId);
      lowered.add(hold.accountId);
    }
  }
  const [read] = await sql.query<{
    holds: { id: string; account_id: string; amount: string; captured: string; status: HoldStatus; transfer_id: string | null }[];
    accounts: { id: string; currency: string; allow_negative: boolean; shared: boolean; balance: string; available: string; locked: boolean }[];
    posted: string[];
  }>(LOCK, [
    platformId,
    [...holdIds],
    [...accountIds],
    [...transferIds],
    // After deferring batches of this transaction, its shared accounts are locked here with theirs (LOCK_AT_COMMIT precedes the WRITE's).
    mode.deferred === null ? [...accountIds].filter((id) => !lowered.has(id)) : [],
    mode.defer ? [] : (mode.deferred ?? []),
    mode.defer,
  ]);
  if (allowsNegative.size > KNOWN_MAX) allowsNegative.clear();
  for (const a of read.accounts) if (a.allow_negative) allowsNegative.add(a.id);

  const holds = new Map<string, HoldState>(
    read.holds.map((h) => [
      h.id,
      { accountId: h.account_id, amount: BigInt(h.amount), captured: BigInt(h.captured), status: h.status, transferId: h.transfer_id, isNew: false, changed: false },
    ]),
  );
  const accounts = new Map<string, AccountState>(
    read.accounts.map((a) => [
      a.id,
      {
        currency: a.currency,
        allowNegative: a.allow_negative,
        shared: a.shared,
        locked: a.locked,
        balance: BigInt(a.balance),
        available: BigInt(a.available),
        dBalance: 0n,
        dAvailable: 0n,
      },
    ]),
  );
  const posted = new Set(read.posted);
  // Asked again: the batches of other members of this transaction may have queued theirs while
  // this one waited for its read (their lock is this transaction's, so nothing else moved).
  const queued = queuedWrites.get(sharedTransaction(sql));
  if (queued) {
    for (const [id, d] of queued.accounts) {
      const a = accounts.get(id);
      if (!a) continue;
      a.balance += d.balance;
      a.available += d.available;
    }
    for (const id of holdIds) {
      const hold = queued.holds.get(id);
      if (hold) holds.set(id, { ...hold, isNew: false, changed: false });
    }
    for (const id of transferIds) if (queued.transfers.has(id)) posted.add(id);
  }
  const account = (id: string): AccountState => {
    const found = accounts.get(id);
    if (!found) throw new LedgerError(`UNKNOWN_ACCOUNT: ${id} is not a ledger account of platform ${platformId}`);
    return found;
  };
  // What the current command's group did, to be undone if a later command of it is refused.
  // Undoing moves by their opposite (not by restoring a copy) keeps other groups' moves intact.
  let journal: (() => void)[] | null = null;
  const move = (id: string, dBalance: bigint, dAvailable: bigint) => {
    const a = account(id);
    a.balance += dBalance;
    a.available += dAvailable;
    a.dBalance += dBalance;
    a.dAvailable += dAvailable;
    journal?.push(() => {
      a.balance -= dBalance;
      a.available -= dAvailable;
      a.dBalance -= dBalance;
      a.dAvailable -= dAvailable;
    });
  };
  /** Notes how to put a hold back as it is now, before a command changes it. */
  const keep = (id: string, hold: HoldState | undefined) => {
    if (!journal) return;
    if (!hold) journal.push(() => holds.delete(id));
    else {
      const before = { ...hold };
      journal.push(() => Object.assign(hold, before));
    }
  };
  const post = (spec: TransferSpec, holdId: string | null) => {
    const entry = { spec, holdId };
    posted.add(spec.id);
    transfers.push(entry);
    journal?.push(() => {
      posted.delete(spec.id);
      transfers.splice(transfers.indexOf(entry), 1);
    });
  };
  // Figures of every account a command moved; those of accounts not locked here are taken out of the outcomes below.
  const figures = (ids: Iterable<string>): Figures[] =>
    [...new Set(ids)].map((id) => ({ accountId: id, balance: account(id).balance, available: account(id).available }));

  const transfers: { spec: TransferSpec; holdId: string | null }[] = [];
  /** Would these moves of available leave an account that must not go negative below zero? */
  const short = (moves: Map<string, bigint>) =>
    [...moves].some(([id, d]) => {
      const a = account(id);
      if (a.allowNegative) return false;
      if (!a.locked && d < 0n) throw NEEDS_LOCKS;
      return a.available + d < 0n;
    });
  const legsOf = (t: TransferSpec) => {
    const moves = new Map<string, bigint>();
    for (const e of t.entries) {
      const a = account(e.accountId);
      const currency = e.currency ?? t.currency;
      if (a.currency !== currency) throw new LedgerError(`UNKNOWN_ACCOUNT: ${e.accountId} holds ${a.currency}, not ${currency}`);
      moves.set(e.accountId, e.amount);
    }
    return moves;
  };
  const holdView = (h: HoldState) => ({ status: h.status, amount: h.amount, captured: h.captured });

  const decide = (c: LedgerCommand): Outcome => {
    switch (c.op) {
      case 'hold': {
        if (c.amount <= 0n) throw new LedgerError('a hold amount is positive');
        const existing = holds.get(c.holdId);
        if (existing) return { applied: true, replayed: true, figures: [], hold: holdView(existing) };
        const a = account(c.accountId);
        if (!a.allowNegative && a.available < c.amount) return { applied: false, refusal: 'INSUFFICIENT_FUNDS' };
        const hold: HoldState = { accountId: c.accountId, amount: c.amount, captured: 0n, status: 'PENDING', transferId: null, isNew: true, changed: true };
        keep(c.holdId, undefined);
        holds.set(c.holdId, hold);
        move(c.accountId, 0n, -c.amount);
        return { applied: true, replayed: false, figures: figures([c.accountId]), hold: holdView(hold) };
      }
      case 'release': {
        const hold = holds.get(c.holdId);
        if (!hold) return { applied: false, refusal: 'HOLD_NOT_FOUND' };
        if (hold.status === 'RELEASED') return { applied: true, replayed: true, figures: [], hold: holdView(hold) };
        if (hold.status !== 'PENDING') return { applied: false, refusal: 'HOLD_ENDED' };
        keep(c.holdId, hold);
        hold.status = next(HOLD, hold.status, 'release');
        hold.changed = true;
        move(hold.accountId, 0n, hold.amount - hold.captured);
        return { applied: true, replayed: false, figures: figures([hold.accountId]), hold: holdView(hold) };
      }
      case 'transfer': {
        const moves = legsOf(c.transfer);
        if (posted.has(c.transfer.id)) return { applied: true, replayed: true, figures: [] };
        if (short(moves)) return { applied: false, refusal: 'INSUFFICIENT_FUNDS' };
        for (const [id, d] of moves) move(id, d, d);
        post(c.transfer, null);
        return { applied: true, replayed: false, figures: figures(moves.keys()) };
      }
      case 'capture': {
        const moves = legsOf(c.transfer);
        const hold = holds.get(c.holdId);
        if (posted.has(c.transfer.id)) return { applied: true, replayed: true, figures: [], hold: hold && holdView(hold) };
        if (!hold) return { applied: false, refusal: 'HOLD_NOT_FOUND' };
        if (hold.status !== 'PENDING') return { applied: false, refusal: 'HOLD_ENDED' };
        const debit = moves.get(hold.accountId) ?? 0n;
        if (debit >= 0n) throw new LedgerError(`transfer ${c.transfer.id} does not debit the held account`);
        const taken = -debit;
        const left = hold.amount - hold.captured;
        if (taken > left) throw new LedgerError(`transfer ${c.transfer.id} takes ${taken}, more than the ${left} hold ${c.holdId} still holds`);
        // The captured part comes out of the hold into available, and the transfer takes it from there.
        const released = new Map(moves);
        released.set(hold.accountId, 0n);
        if (short(released)) return { applied: false, refusal: 'INSUFFICIENT_FUNDS' };
        keep(c.holdId, hold);
        hold.captured += taken;
        hold.changed = true;
        hold.transferId = c.transfer.id;
        const ends = c.final === true || hold.captured === hold.amount;
        for (const [id, d] of moves) move(id, d, id === hold.accountId ? d + taken : d);
        if (ends) {
          hold.status = next(HOLD, 'PENDING', 'settle');
          move(hold.accountId, 0n, hold.amount - hold.captured);
        }
        post(c.transfer, c.holdId);
        return { applied: true, replayed: false, figures: figures(moves.keys()), hold: holdView(hold) };
      }
      default:
        throw new LedgerError(`unknown ledger command ${JSON.stringify(c)}`);
    }
  };

  const outcomes: Outcome[] = [];
  try {
    decideAll(outcomes);
  } catch (err) {
    if (err === NEEDS_LOCKS) return NEEDS_LOCKS;
    throw err;
  }
  function decideAll(outcomes: Outcome[]): void {
    const journals = new Map<string, (() => void)[]>();
    const members = new Map<string, number[]>();
    const refused = new Map<string, Refusal>();
    commands.forEach((c, i) => {
      const group = c.group;
      if (group === undefined) {
        journal = null;
        outcomes.push(decide(c));
        return;
      }
      const failed = refused.get(group);
      if (failed) {
        outcomes.push({ applied: false, refusal: failed });
        return;
      }
      journal = journals.get(group) ?? [];
      journals.set(group, journal);
      members.set(group, [...(members.get(group) ?? []), i]);
      const outcome = decide(c);
      outcomes.push(outcome);
      if (outcome.applied) return;
      // All or none: what the group did is undone, and each of its commands answers this refusal.
      for (const undo of journal.reverse()) undo();
      journals.delete(group);
      refused.set(group, outcome.refusal);
      for (const k of members.get(group) ?? []) outcomes[k] = { applied: false, refusal: outcome.refusal };
    });
    journal = null;
  }

  // Figures of accounts not locked here are not exact: each group's last one per account becomes
  // a balance event whose figures the WRITE fills in (shared accounts have no events).
  const unlocked = new Map<string, Map<string, Figures>>();
  commands.forEach((c, i) => {
    const o = outcomes[i];
    if (!o.applied || o.replayed || o.figures.every((f) => account(f.accountId).locked)) return;
    const group = c.group ?? '';
    const last = unlocked.get(group) ?? new Map<string, Figures>();
    unlocked.set(group, last);
    for (const f of o.figures) if (!account(f.accountId).locked && !account(f.accountId).shared) last.set(f.accountId, f);
    outcomes[i] = { ...o, figures: o.figures.filter((f) => account(f.accountId).locked) };
  });
  const announced = [...unlocked.values()].flatMap((m) => [...m.values()]);
  const templates = announced.length > 0 && options.lockAtCommit ? await options.lockAtCommit.templates([...new Set(announced.map((f) => f.accountId))]) : new Map<string, string>();
  const events = announced.filter((f) => templates.has(f.accountId));

  const touched = [...accounts].filter(([, a]) => a.dBalance !== 0n || a.dAvailable !== 0n);
  if (mode.defer) mode.deferred?.push(...touched.map(([id]) => id));
  const changedHolds = [...holds].filter(([, h]) => h.changed);
  if (transfers.length === 0 && touched.length === 0 && changedHolds.length === 0) return outcomes;
  const entries = transfers.flatMap(({ spec }) => spec.entries.map((e) => ({ transferId: spec.id, accountId: e.accountId, currency: e.currency ?? spec.currency, amount: e.amount })));
  const fresh = changedHolds.filter(([, h]) => h.isNew);
  const old = changedHolds.filter(([, h]) => !h.isNew);
  const params: unknown[] = [
    platformId,
    now,
    transfers.map((t) => t.spec.id),
    transfers.map((t) => t.spec.currency),
    transfers.map((t) => t.spec.description ?? null),
    transfers.map((t) => JSON.stringify(t.spec.metadata ?? {})),
    transfers.map((t) => t.holdId),
    entries.map((e) => e.transferId),
    entries.map((e) => e.accountId),
    entries.map((e) => e.currency),
    entries.map((e) => e.amount.toString()),
    fresh.map(([id]) => id),
    fresh.map(([, h]) => h.accountId),
    fresh.map(([, h]) => h.amount.toString()),
    fresh.map(([, h]) => h.captured.toString()),
    fresh.map(([, h]) => h.status),
    fresh.map(([, h]) => h.transferId),
    old.map(([id]) => id),
    old.map(([, h]) => h.captured.toString()),
    old.map(([, h]) => h.status),
    old.map(([, h]) => h.transferId),
    touched.map(([id]) => id),
    touched.map(([, a]) => a.dBalance.toString()),
    touched.map(([, a]) => a.dAvailable.toString()),
    mode.defer ? [] : touched.filter(([, a]) => !a.locked).map(([id]) => id),
  ];
  if (events.length > 0) {
    const { status, lastError } = eventStatus(platformId);
    params.push(
      events.map(() => newId()),
      events.map((f) => f.accountId),
      events.map((f) => templates.get(f.accountId)),
      events.map((f) => (account(f.accountId).balance - f.balance).toString()),
      events.map((f) => (account(f.accountId).available - f.available).toString()),
      options.lockAtCommit?.type,
      status,
      lastError,
    );
  }
  const write = events.length > 0 ? WRITE_AND_ANNOUNCE : WRITE;
  if (options.atCommit && 'atCommit' in sql) {
    sql.atCommit(write, params);
    const key = sharedTransaction(sql);
    const q = queuedWrites.get(key) ?? { accounts: new Map(), holds: new Map(), transfers: new Set<string>() };
    queuedWrites.set(key, q);
    for (const [id, a] of touched) {
      const d = q.accounts.get(id) ?? { balance: 0n, available: 0n };
      q.accounts.set(id, { balance: d.balance + a.dBalance, available: d.available + a.dAvailable });
    }
    for (const [id, h] of changedHolds) q.holds.set(id, { ...h });
    for (const t of transfers) q.transfers.add(t.spec.id);
  } else await sql.query(write, params);
  return outcomes;
}

/** The captures posted against a hold, oldest first: its history. */
export async function holdCaptures(sql: Sql, platformId: string, holdId: string): Promise<{ transferId: string; amount: bigint; at: Date }[]> {
  const rows = await sql.query<{ id: string; amount: string; created_at: Date }>(
    `SELECT t.id, (-e.amount)::text AS amount, t.created_at FROM ledger_transfers t
     JOIN ledger_holds h ON h.id = t.hold_id
     JOIN ledger_entries e ON e.transfer_id = t.id AND e.account_id = h.account_id
     WHERE t.hold_id = $1 AND t.platform_id = $2 ORDER BY t.created_at, t.id`,
    [holdId, platformId],
  );
  return rows.map((r) => ({ transferId: r.id, amount: BigInt(r.amount), at: r.created_at }));
}
