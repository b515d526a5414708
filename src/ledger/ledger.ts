import type { Sql } from '../db/driver.ts';
import { errors } from '../http/errors.ts';
import { newId } from '../ids.ts';
import { next } from '../kernel/state-machine.ts';
import { LedgerError } from './errors.ts';
import { HOLD, type HoldAction } from './state.ts';
import type { Hold, LedgerAccount, PostResult, Transfer, TransferInput } from './types.ts';

/**
 * The double-entry ledger. Every movement of value is one transfer whose entries sum to zero
 * per currency; account balances are materialised by the same statement that writes the
 * entries. Every function here runs inside the caller's transaction, and any thrown error
 * means that transaction must be rolled back (the framework's ctx.write does so).
 */

const big = (v: unknown): bigint => BigInt(String(v));

interface AccountRow {
  id: string;
  platform_id: string;
  currency: string;
  purpose: string;
  allow_negative: boolean;
  balance: string;
  available: string;
  created_at: Date;
  updated_at: Date;
}

const toAccount = (r: AccountRow): LedgerAccount => ({
  id: r.id,
  platformId: r.platform_id,
  currency: r.currency,
  purpose: r.purpose,
  allowNegative: r.allow_negative,
  balance: big(r.balance),
  available: big(r.available),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function openAccount(
  sql: Sql,
  input: { id?: string; platformId: string; currency: string; purpose: string; allowNegative?: boolean; now: Date },
): Promise<LedgerAccount> {
  const rows = await sql.query<AccountRow>(
    `INSERT INTO ledger_accounts (id, platform_id, currency, purpose, allow_negative, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING *`,
    [input.id ?? newId(), input.platformId, input.currency, input.purpose, input.allowNegative ?? false, input.now],
  );
  return toAccount(rows[0]);
}

export async function getAccounts(sql: Sql, platformId: string, ids: readonly string[]): Promise<Map<string, LedgerAccount>> {
  if (ids.length === 0) return new Map();
  const rows = await sql.query<AccountRow>('SELECT * FROM ledger_accounts WHERE platform_id = $1 AND id = ANY($2::uuid[])', [platformId, ids]);
  return new Map(rows.map((r) => [r.id, toAccount(r)]));
}

export async function getAccount(sql: Sql, platformId: string, id: string): Promise<LedgerAccount | null> {
  return (await getAccounts(sql, platformId, [id])).get(id) ?? null;
}

/** Entries of one account must be unique, non-zero, and sum to zero per currency. */
function checkShape(input: TransferInput): void {
  if (input.entries.length < 2) throw new LedgerError('a transfer needs at least two entries');
  const seen = new Set<string>();
  const sums = new Map<string, bigint>();
  for (const e of input.entries) {
    if (typeof e.amount !== 'bigint' || e.amount === 0n) throw new LedgerError('entry amounts are non-zero bigints');
    if (seen.has(e.accountId)) throw new LedgerError(`account ${e.accountId} appears twice in transfer ${input.id}`);
    seen.add(e.accountId);
    const c = e.currency ?? input.currency;
    sums.set(c, (sums.get(c) ?? 0n) + e.amount);
  }
  for (const [c, s] of sums) if (s !== 0n) throw new LedgerError(`entries in ${c} sum to ${s}, not zero`);
}

/**
 * Posts a transfer in one round trip (see ledger_post_transfer in migration 003). A replay
 * of the same id moves nothing and returns the original transfer.
 */
export async function postTransfer(sql: Sql, input: TransferInput): Promise<PostResult> {
  checkShape(input);
  const rows = await sql.query<{ v: string }>('SELECT ledger_post_transfer($1, $2, $3, $4, $5::jsonb, $6::uuid[], $7::text[], $8::numeric[], $9) AS v', [
    input.id,
    input.platformId,
    input.currency,
    input.description ?? null,
    JSON.stringify(input.metadata ?? {}),
    input.entries.map((e) => e.accountId),
    input.entries.map((e) => e.currency ?? input.currency),
    input.entries.map((e) => e.amount.toString()),
    input.now,
  ]);
  const verdict = rows[0].v;
  switch (verdict) {
    case 'POSTED':
      return {
        replayed: false,
        transfer: {
          id: input.id,
          platformId: input.platformId,
          currency: input.currency,
          description: input.description ?? null,
          metadata: input.metadata ?? {},
          entries: input.entries.map((e) => ({ accountId: e.accountId, currency: e.currency ?? input.currency, amount: e.amount })),
          createdAt: input.now,
        },
      };
    case 'REPLAYED': {
      const original = await getTransfer(sql, input.platformId, input.id);
      if (!original) throw new LedgerError(`transfer ${input.id} exists on another platform`);
      return { replayed: true, transfer: original };
    }
    case 'INSUFFICIENT_FUNDS':
      throw errors.INSUFFICIENT_FUNDS();
    default:
      throw new LedgerError(`transfer ${input.id} rejected: ${verdict}`);
  }
}

export async function getTransfer(sql: Sql, platformId: string, id: string): Promise<Transfer | null> {
  const rows = await sql.query<{
    id: string;
    platform_id: string;
    currency: string;
    description: string | null;
    metadata: Record<string, unknown>;
    created_at: Date;
    entries: { account_id: string; currency: string; amount: string | number }[];
  }>(
    `SELECT t.*, (SELECT json_agg(json_build_object('account_id', e.account_id, 'currency', e.currency, 'amount', e.amount::text) ORDER BY e.account_id)
                  FROM ledger_entries e WHERE e.transfer_id = t.id) AS entries
     FROM ledger_transfers t WHERE t.id = $1 AND t.platform_id = $2`,
    [id, platformId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    platformId: r.platform_id,
    currency: r.currency,
    description: r.description,
    metadata: r.metadata,
    createdAt: r.created_at,
    entries: r.entries.map((e) => ({ accountId: e.account_id, currency: e.currency, amount: big(e.amount) })),
  };
}

interface HoldRow {
  id: string;
  platform_id: string;
  account_id: string;
  amount: string;
  status: Hold['status'];
  transfer_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const toHold = (r: HoldRow): Hold => ({
  id: r.id,
  platformId: r.platform_id,
  accountId: r.account_id,
  amount: big(r.amount),
  status: r.status,
  transferId: r.transfer_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function getHold(sql: Sql, platformId: string, id: string): Promise<Hold | null> {
  const rows = await sql.query<HoldRow>('SELECT * FROM ledger_holds WHERE id = $1 AND platform_id = $2', [id, platformId]);
  return rows[0] ? toHold(rows[0]) : null;
}

/**
 * Reserves `amount` on an account for a pending payment: available drops, balance stays.
 * Idempotent by hold id. One statement; throws INSUFFICIENT_FUNDS when available is short.
 */
export async function placeHold(
  sql: Sql,
  input: { id: string; platformId: string; accountId: string; amount: bigint; now: Date },
): Promise<Hold> {
  if (input.amount <= 0n) throw new LedgerError('a hold amount is positive');
  const rows = await sql.query<{ v: string }>(
    `WITH acc AS MATERIALIZED (
       SELECT id, allow_negative, available FROM ledger_accounts WHERE id = $3 AND platform_id = $2 FOR UPDATE),
     verdict AS (SELECT CASE
       WHEN EXISTS (SELECT 1 FROM ledger_holds WHERE id = $1) THEN 'REPLAYED'
       WHEN NOT EXISTS (SELECT 1 FROM acc) THEN 'UNKNOWN_ACCOUNT'
       WHEN (SELECT NOT allow_negative AND available < $4::numeric FROM acc) THEN 'INSUFFICIENT_FUNDS'
       ELSE 'PLACED' END AS v),
     hold AS (
       INSERT INTO ledger_holds (id, platform_id, account_id, amount, status, created_at, updated_at)
       SELECT $1, $2, $3, $4::numeric, 'PENDING', $5, $5 FROM verdict WHERE v = 'PLACED'
       ON CONFLICT (id) DO NOTHING RETURNING id),
     moved AS (
       UPDATE ledger_accounts SET available = available - $4::numeric, updated_at = $5
       WHERE id = $3 AND EXISTS (SELECT 1 FROM hold) RETURNING id)
     SELECT CASE WHEN v = 'PLACED' AND NOT EXISTS (SELECT 1 FROM hold) THEN 'REPLAYED' ELSE v END AS v FROM verdict`,
    [input.id, input.platformId, input.accountId, input.amount.toString(), input.now],
  );
  const v = rows[0].v;
  if (v === 'INSUFFICIENT_FUNDS') throw errors.INSUFFICIENT_FUNDS();
  if (v === 'UNKNOWN_ACCOUNT') throw new LedgerError(`unknown ledger account ${input.accountId}`);
  const hold = await getHold(sql, input.platformId, input.id);
  if (!hold) throw new LedgerError(`hold ${input.id} exists on another platform`);
  return hold;
}

/** Ends a PENDING hold by `action` (HOLD), giving its amount back to available. Returns null if it was not pending. */
async function closeHold(sql: Sql, platformId: string, id: string, action: HoldAction, transferId: string | null, now: Date) {
  const status = next(HOLD, 'PENDING', action);
  const rows = await sql.query<HoldRow>(
    `WITH h AS (
       UPDATE ledger_holds SET status = $3, transfer_id = $4, updated_at = $5
       WHERE id = $1 AND platform_id = $2 AND status = 'PENDING' RETURNING *),
     moved AS (
       UPDATE ledger_accounts a SET available = a.available + h.amount, updated_at = $5 FROM h WHERE a.id = h.account_id)
     SELECT * FROM h`,
    [id, platformId, status, transferId, now],
  );
  return rows[0] ? toHold(rows[0]) : null;
}

/** Gives a pending hold back. Releasing an already released hold is a no-op; a settled one cannot be. */
export async function releaseHold(sql: Sql, input: { id: string; platformId: string; now: Date }): Promise<Hold> {
  const closed = await closeHold(sql, input.platformId, input.id, 'release', null, input.now);
  if (closed) return closed;
  const hold = await getHold(sql, input.platformId, input.id);
  if (!hold) throw new LedgerError(`unknown hold ${input.id}`);
  if (hold.status === 'SETTLED') throw new LedgerError(`hold ${input.id} is already settled`);
  return hold;
}

/**
 * Turns a hold into a transfer: the hold ends and the transfer posts, in the caller's
 * transaction. The transfer must debit the held account by at most the held amount plus
 * whatever else is available. Replaying with the same transfer id returns the original.
 */
export async function settleHold(sql: Sql, holdId: string, transfer: TransferInput): Promise<PostResult> {
  checkShape(transfer);
  // Lock every account of the transfer in the global order first, so that ending the hold
  // (which touches one account) cannot take locks out of order and deadlock.
  await sql.query('SELECT id FROM ledger_accounts WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [transfer.entries.map((e) => e.accountId)]);
  const closed = await closeHold(sql, transfer.platformId, holdId, 'settle', transfer.id, transfer.now);
  if (!closed) {
    const hold = await getHold(sql, transfer.platformId, holdId);
    if (!hold) throw new LedgerError(`unknown hold ${holdId}`);
    if (hold.status === 'SETTLED' && hold.transferId === transfer.id) return postTransfer(sql, transfer);
    throw new LedgerError(`hold ${holdId} is ${hold.status}, not PENDING`);
  }
  if (!transfer.entries.some((e) => e.accountId === closed.accountId && e.amount < 0n)) {
    throw new LedgerError(`transfer ${transfer.id} does not debit the held account`);
  }
  return postTransfer(sql, transfer);
}

/**
 * Settles part of a pending hold: `transfer` posts (it must debit the held account by at most
 * the hold's amount) and the hold shrinks by what the held account was debited, staying
 * PENDING for the rest; debiting exactly the hold's amount settles it as settleHold does. For
 * card clearings that come in several parts. A replay of the transfer id returns the original
 * and leaves the hold as it is.
 */
export async function captureHold(sql: Sql, holdId: string, transfer: TransferInput): Promise<{ result: PostResult; hold: Hold }> {
  checkShape(transfer);
  await sql.query('SELECT id FROM ledger_accounts WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [transfer.entries.map((e) => e.accountId)]);
  const hold = await getHold(sql, transfer.platformId, holdId);
  if (!hold) throw new LedgerError(`unknown hold ${holdId}`);
  if (await getTransfer(sql, transfer.platformId, transfer.id)) return { result: await postTransfer(sql, transfer), hold };
  if (hold.status !== 'PENDING') throw new LedgerError(`hold ${holdId} is ${hold.status}, not PENDING`);
  const debit = transfer.entries.find((e) => e.accountId === hold.accountId && e.amount < 0n);
  if (!debit) throw new LedgerError(`transfer ${transfer.id} does not debit the held account`);
  const taken = -debit.amount;
  if (taken > hold.amount) throw new LedgerError(`transfer ${transfer.id} takes ${taken}, more than the ${hold.amount} held`);
  if (taken === hold.amount) {
    const settled = await closeHold(sql, transfer.platformId, holdId, 'settle', transfer.id, transfer.now);
    if (!settled) throw new LedgerError(`hold ${holdId} is no longer PENDING`);
    return { result: await postTransfer(sql, transfer), hold: settled };
  }
  // The captured part leaves the hold and comes back to available; the transfer then takes it
  // from balance and available alike (invariant 4 holds at the end of the call).
  const rows = await sql.query<HoldRow>(
    `WITH h AS (
       UPDATE ledger_holds SET amount = amount - $3::numeric, updated_at = $4
       WHERE id = $1 AND platform_id = $2 AND status = 'PENDING' AND amount > $3::numeric RETURNING *),
     moved AS (
       UPDATE ledger_accounts a SET available = a.available + $3::numeric, updated_at = $4 FROM h WHERE a.id = h.account_id)
     SELECT * FROM h`,
    [holdId, transfer.platformId, taken.toString(), transfer.now],
  );
  if (!rows[0]) throw new LedgerError(`hold ${holdId} changed under the capture`);
  return { result: await postTransfer(sql, transfer), hold: toHold(rows[0]) };
}
