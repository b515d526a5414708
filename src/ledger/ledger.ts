import type { Sql } from '../db/driver.ts';
import { newId } from '../ids.ts';
import { applyLedger, type Outcome } from './commands.ts';
import type { Hold, LedgerAccount, Transfer, TransferInput } from './types.ts';

/**
 * The double-entry ledger. Every movement of value is one transfer whose entries sum to zero
 * per currency; account balances are materialised by the same statement that writes the
 * entries. Every function here runs inside the caller's transaction; money moves only through
 * applyLedger (commands.ts), and a thrown error (a LedgerError: a bug) means that transaction
 * must be rolled back.
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
  /** `shared`: many payments post to it at once (a clearing account); see LedgerCommand's locking (commands.ts). */
  input: { id?: string; platformId: string; currency: string; purpose: string; allowNegative?: boolean; shared?: boolean; now: Date },
): Promise<LedgerAccount> {
  const rows = await sql.query<AccountRow>(
    `INSERT INTO ledger_accounts (id, platform_id, currency, purpose, allow_negative, shared, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $7, $6, $6) RETURNING *`,
    [input.id ?? newId(), input.platformId, input.currency, input.purpose, input.allowNegative ?? false, input.now, input.shared ?? false],
  );
  return toAccount(rows[0]);
}

/** Opens several accounts in one statement (a new customer's accounts, one per currency). */
export async function openAccounts(
  sql: Sql,
  platformId: string,
  now: Date,
  accounts: readonly { id: string; currency: string; purpose: string; allowNegative?: boolean }[],
): Promise<void> {
  if (accounts.length === 0) return;
  await sql.query(
    `INSERT INTO ledger_accounts (id, platform_id, currency, purpose, allow_negative, created_at, updated_at)
     SELECT id, $1, currency, purpose, allow_negative, $2, $2 FROM unnest($3::uuid[], $4::text[], $5::text[], $6::boolean[]) AS u(id, currency, purpose, allow_negative)`,
    [platformId, now, accounts.map((a) => a.id), accounts.map((a) => a.currency), accounts.map((a) => a.purpose), accounts.map((a) => a.allowNegative ?? false)],
  );
}

export async function getAccounts(sql: Sql, platformId: string, ids: readonly string[]): Promise<Map<string, LedgerAccount>> {
  if (ids.length === 0) return new Map();
  const rows = await sql.query<AccountRow>('SELECT * FROM ledger_accounts WHERE platform_id = $1 AND id = ANY($2::uuid[])', [platformId, ids]);
  return new Map(rows.map((r) => [r.id, toAccount(r)]));
}

export async function getAccount(sql: Sql, platformId: string, id: string): Promise<LedgerAccount | null> {
  return (await getAccounts(sql, platformId, [id])).get(id) ?? null;
}

/**
 * Posts one transfer through the door (applyLedger): applied, replayed (the id was posted
 * before: nothing moved), or refused for funds.
 */
export async function postTransfer(sql: Sql, input: TransferInput): Promise<Outcome> {
  const [outcome] = await applyLedger(sql, input.platformId, input.now, [{ op: 'transfer', transfer: input }]);
  return outcome;
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
  captured: string;
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
  captured: big(r.captured),
  status: r.status,
  transferId: r.transfer_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function getHold(sql: Sql, platformId: string, id: string): Promise<Hold | null> {
  const rows = await sql.query<HoldRow>('SELECT * FROM ledger_holds WHERE id = $1 AND platform_id = $2', [id, platformId]);
  return rows[0] ? toHold(rows[0]) : null;
}
