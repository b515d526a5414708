import { Conditions, countedRows, pageLimit } from '../../db/conditions.ts';
import type { Sql, TxSql } from '../../db/driver.ts';
import { errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { type Page, type PageRequest, toPage } from '../../http/pagination.ts';
import { newId, parseId } from '../../ids.ts';
import { FIGURES, figuresJoin, openAccounts } from '../../ledger/index.ts';
import { INTERNAL_PURPOSE, type InternalAccountRow, presentInternalAccount } from './present.ts';
import { INTERNAL_ACCOUNT } from './status.ts';
import { next } from '../../kernel/state-machine.ts';

/**
 * Internal accounts: balances held for a customer or for the platform itself. Each is one
 * ledger account (same uuid); balances are read from the ledger, never stored twice.
 */
type InternalAccount = ReturnType<typeof presentInternalAccount>;
type Status = InternalAccountRow['status'];

const CRYPTO = new Set(['USDC', 'USDT', 'USDB', 'BTC', 'SAT', 'PYUSD', 'EURC']);
const typeFor = (currency: string): InternalAccountRow['type'] => (CRYPTO.has(currency) ? 'INTERNAL_CRYPTO' : 'INTERNAL_FIAT');

const SELECT = `SELECT i.*, ${FIGURES} FROM internal_accounts i ${figuresJoin('i.id')}`;

async function open(sql: TxSql, platformId: string, customerId: string | null, currency: string, now: Date, type = typeFor(currency)): Promise<void> {
  await openMany(sql, platformId, customerId, [currency], now, type);
}

/**
 * Opens one account per currency in two statements whatever their number, sent together in
 * the caller's transaction (one round trip): the ledger's accounts, then their internal-account rows.
 */
async function openMany(sql: TxSql, platformId: string, customerId: string | null, currencies: readonly string[], now: Date, type?: InternalAccountRow['type']): Promise<void> {
  await openTyped(sql, platformId, customerId, currencies.map((currency) => ({ currency, type: type ?? typeFor(currency) })), now);
}

/** openMany of accounts each with its own type; answers their ids, in order. */
async function openTyped(sql: TxSql, platformId: string, customerId: string | null, planned: readonly { currency: string; type: InternalAccountRow['type'] }[], now: Date): Promise<string[]> {
  if (planned.length === 0) return [];
  const accounts = planned.map(({ currency, type }) => ({ id: newId(), currency, type, purpose: customerId ? INTERNAL_PURPOSE.customer : INTERNAL_PURPOSE.platform }));
  await Promise.all([
    openAccounts(sql, platformId, now, accounts),
    sql.query(
      `INSERT INTO internal_accounts (id, platform_id, customer_id, currency, type, status, funding_reference, created_at, updated_at)
       SELECT id, $1, $2, currency, type, 'ACTIVE', reference, $3, $3 FROM unnest($4::uuid[], $5::text[], $6::text[], $7::text[]) AS u(id, currency, type, reference)`,
      [
        platformId,
        customerId,
        now,
        accounts.map((a) => a.id),
        accounts.map((a) => a.currency),
        accounts.map((a) => a.type),
        // A short, unambiguous deposit reference (no 0/O, 1/I) derived from the id.
        accounts.map((a) => `CRD${a.id.replace(/-/g, '').slice(-10).toUpperCase()}`),
      ],
    ),
  ]);
  return accounts.map((a) => a.id);
}

async function missing(sql: Sql, platformId: string, customerId: string | null, currencies: readonly string[]): Promise<string[]> {
  const rows = await sql.query<{ currency: string }>(
    `SELECT currency FROM internal_accounts WHERE platform_id = $1 AND customer_id IS NOT DISTINCT FROM $2 AND type <> 'EMBEDDED_WALLET'`,
    [platformId, customerId],
  );
  const have = new Set(rows.map((r) => r.currency));
  return [...new Set(currencies)].filter((c) => !have.has(c)).sort();
}

/**
 * Gives a customer one internal account per currency it does not have yet (the customers
 * module calls this when a customer is created, or when its currencies grow). `customerId`
 * is the customer's uuid. Idempotent.
 */
export async function ensureCustomerAccounts(tx: TxSql & { now?: Date }, platformId: string, customerId: string, currencies: readonly string[], now?: Date): Promise<void> {
  const at = now ?? tx.now;
  if (!at) throw new Error('ensureCustomerAccounts needs a time');
  await openMany(tx, platformId, customerId, await missing(tx, platformId, customerId, currencies), at);
}

/**
 * ensureCustomerAccounts and ensureEmbeddedWallet for a customer created in this transaction,
 * which has no account yet: every planned account (plannedCustomerAccounts) opens in one round
 * trip, with no read first. Answers the embedded wallet's id when one opened.
 */
export async function openNewCustomerAccounts(tx: TxSql, platformId: string, customerId: string, currencies: readonly string[], now: Date): Promise<{ walletId?: string }> {
  // In currency order, the wallet last, as ensureCustomerAccounts and then ensureEmbeddedWallet open them (ids are time-ordered: lists keep that order).
  const planned = plannedCustomerAccounts([...new Set(currencies)].sort());
  const ids = await openTyped(tx, platformId, customerId, planned, now);
  const wallet = planned.findIndex((p) => p.type === 'EMBEDDED_WALLET');
  return wallet === -1 ? {} : { walletId: ids[wallet] };
}

/** The currency an embedded wallet holds; a platform supporting it gives each customer a wallet. */
export const EMBEDDED_WALLET_CURRENCY = 'USDB';

/**
 * The internal accounts a customer with `currencies` gets: one per currency, plus the embedded
 * wallet when USDB is among them. What ensureCustomerAccounts and ensureEmbeddedWallet open,
 * stated before they run (a customer whose end-user terms are pending is shown this).
 */
export function plannedCustomerAccounts(currencies: readonly string[]): { currency: string; type: InternalAccountRow['type'] }[] {
  const planned = [...new Set(currencies)].map((currency) => ({ currency, type: typeFor(currency) }));
  if (currencies.includes(EMBEDDED_WALLET_CURRENCY)) planned.push({ currency: EMBEDDED_WALLET_CURRENCY, type: 'EMBEDDED_WALLET' });
  return planned;
}

/** The currencies of a customer's internal accounts (the embedded wallet counted with its USDB account). */
export async function customerAccountCurrencies(sql: Sql, platformId: string, customerId: string): Promise<string[]> {
  const rows = await sql.query<{ currency: string }>(
    'SELECT DISTINCT currency FROM internal_accounts WHERE platform_id = $1 AND customer_id = $2 ORDER BY currency',
    [platformId, customerId],
  );
  return rows.map((r) => r.currency);
}

/**
 * Gives a customer its self-custody embedded wallet (type EMBEDDED_WALLET, USDB balance) when
 * the platform supports USDB. Idempotent; runs in the transaction that opens the customer's
 * other internal accounts.
 */
export async function ensureEmbeddedWallet(tx: TxSql, platformId: string, customerId: string, currencies: readonly string[], now: Date): Promise<void> {
  if (!currencies.includes(EMBEDDED_WALLET_CURRENCY)) return;
  const rows = await tx.query(`SELECT 1 FROM internal_accounts WHERE platform_id = $1 AND customer_id = $2 AND type = 'EMBEDDED_WALLET'`, [platformId, customerId]);
  if (rows.length === 0) await open(tx, platformId, customerId, EMBEDDED_WALLET_CURRENCY, now, 'EMBEDDED_WALLET');
}

/** One platform-owned internal account per currency (called at platform creation). Idempotent. */
export async function ensurePlatformAccounts(sql: TxSql, platformId: string, currencies: readonly string[], now: Date): Promise<void> {
  await openMany(sql, platformId, null, await missing(sql, platformId, null, currencies), now);
}

export async function listCustomerInternalAccounts(
  sql: Sql,
  platformId: string,
  filters: { currency?: string; customerId?: string; type?: string },
  page: PageRequest,
): Promise<Page<InternalAccount>> {
  const where = new Conditions(platformId, 'i.platform_id').always('i.customer_id IS NOT NULL');
  if (filters.customerId !== undefined) {
    // A malformed or foreign customer id simply matches nothing.
    const uuid = parseId('Customer', filters.customerId);
    if (!uuid) return { data: [], hasMore: false, totalCount: 0 };
    where.when(uuid, 'i.customer_id = ?');
  }
  where.when(filters.currency, 'i.currency = ?').when(filters.type, 'i.type = ?');
  const params = [...where.params];
  let clause = where.sql;
  if (page.after) {
    params.push(page.after);
    clause += ` AND i.id < $${params.length}`;
  }
  // The bounded count (docs/contract-differences.md, "List totals") and the page in one statement.
  const rowsText = `${SELECT} WHERE ${clause} ORDER BY i.id DESC LIMIT ${pageLimit(page)}`;
  const { total, rows } = await countedRows<InternalAccountRow>(sql, 'internal_accounts i', where, rowsText, params, 'desc');
  return toPage(rows, page, total, presentInternalAccount);
}

export async function listPlatformInternalAccounts(sql: Sql, platformId: string, filters: { currency?: string; type?: string }) {
  const where = new Conditions(platformId, 'i.platform_id').always('i.customer_id IS NULL').when(filters.currency, 'i.currency = ?').when(filters.type, 'i.type = ?');
  const rows = await sql.query<InternalAccountRow>(`${SELECT} WHERE ${where.sql} ORDER BY i.currency, i.id`, where.params);
  return { data: rows.map(presentInternalAccount) };
}

async function rowsByIds(sql: Sql, platformId: string, ids: readonly string[]): Promise<InternalAccountRow[]> {
  return sql.query<InternalAccountRow>(`${SELECT} WHERE i.platform_id = $1 AND i.id = ANY($2::uuid[]) ORDER BY i.id`, [platformId, ids]);
}

export async function getInternalAccount(sql: Sql, platformId: string, publicId: string): Promise<InternalAccount> {
  const uuid = parseId('InternalAccount', publicId);
  const rows = uuid ? await rowsByIds(sql, platformId, [uuid]) : [];
  if (rows.length === 0) throw errors.ACCOUNT_NOT_FOUND();
  return presentInternalAccount(rows[0]);
}

/** Internal account rows with their ledger figures, by ledger account id (others are skipped). */
export async function internalAccountRows(sql: Sql, platformId: string, ids: readonly string[]): Promise<InternalAccountRow[]> {
  return ids.length === 0 ? [] : rowsByIds(sql, platformId, ids);
}

/** Changes an internal account's status along INTERNAL_ACCOUNT and emits INTERNAL_ACCOUNT.STATUS_UPDATED. */
export async function setInternalAccountStatus(tx: Tx, uuid: string, to: Status): Promise<InternalAccount> {
  const rows = await tx.query<{ status: Status }>('SELECT status FROM internal_accounts WHERE id = $1 AND platform_id = $2 FOR UPDATE', [uuid, tx.platformId]);
  if (rows.length === 0) throw errors.ACCOUNT_NOT_FOUND();
  const from = rows[0].status;
  if (from === to) return presentInternalAccount((await rowsByIds(tx, tx.platformId, [uuid]))[0]);
  next(INTERNAL_ACCOUNT, from, to); // throws the machine's 409 for a change it does not allow
  await tx.query('UPDATE internal_accounts SET status = $2, updated_at = $3 WHERE id = $1', [uuid, to, tx.now]);
  const account = presentInternalAccount((await rowsByIds(tx, tx.platformId, [uuid]))[0]);
  await tx.emit('INTERNAL_ACCOUNT.STATUS_UPDATED', account);
  return account;
}
