import { Conditions, pageOf } from '../../db/conditions.ts';
import type { Sql } from '../../db/driver.ts';
import { errors } from '../../http/errors.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { formatId, isUuid, newId, parseId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import { openAccount } from '../../ledger/index.ts';
import { type CardTransactionRow, presentCardTransaction } from './present.ts';
import type { CardTransactionStatus } from './status.ts';

export const cardTransactionNotFound = () =>
  errors.NOT_FOUND('No card transaction with that id on this card; send an id like CardTransaction:<uuid>, as GET /transactions?type=CARD lists it');

/** The platform's card transaction `publicId` (CardTransaction:<uuid>), locked; 404 otherwise (a bare uuid included). */
export async function lockCardTransaction(tx: Tx, publicId: string, cardId?: string): Promise<CardTransactionRow> {
  const uuid = parseId('CardTransaction', publicId);
  const rows = uuid
    ? await tx.query<CardTransactionRow>('SELECT * FROM card_transactions WHERE id = $1 AND platform_id = $2 FOR UPDATE', [uuid, tx.platformId])
    : [];
  const row = rows[0];
  if (!row || (cardId !== undefined && row.card_id !== cardId)) throw cardTransactionNotFound();
  return row;
}

export type NewCardTransaction = Omit<CardTransactionRow, 'id' | 'platform_id' | 'settled_amount' | 'refunded_amount' | 'settlement_count' | 'pull_count' | 'pending_pull_count' | 'pulled_amount' | 'refund_count' | 'authorized_at' | 'expires_at' | 'last_event_at' | 'created_at' | 'updated_at'> &
  Partial<Pick<CardTransactionRow, 'settled_amount' | 'refunded_amount' | 'settlement_count' | 'pull_count' | 'pulled_amount' | 'expires_at'>>;

const INSERT_CARD_TRANSACTION = `INSERT INTO card_transactions (id, platform_id, card_id, customer_id, platform_customer_id, account_id, currency, kind, direction, status,
       declined_reason, merchant, authorized_amount, settled_amount, refunded_amount, hold_id, original_transaction_id, issuer_transaction_token,
       settlement_count, pull_count, pulled_amount, refund_count, authorized_at, last_event_at, created_at, updated_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, 0, $15, $16, $17, $18, $19, $20, 0, $21, $21, $21, $21, $22)`;

function insertParams(tx: Tx, row: NewCardTransaction, id: string): unknown[] {
  return [
    id, tx.platformId, row.card_id, row.customer_id, row.platform_customer_id, row.account_id, row.currency, row.kind, row.direction, row.status,
    row.declined_reason, JSON.stringify(row.merchant), String(row.authorized_amount), String(row.settled_amount ?? 0), row.hold_id,
    row.original_transaction_id, row.issuer_transaction_token, row.settlement_count ?? 0, row.pull_count ?? 0, String(row.pulled_amount ?? 0), tx.now,
    row.expires_at ?? null,
  ];
}

export async function insertCardTransaction(tx: Tx, row: NewCardTransaction, id = newId()): Promise<CardTransactionRow> {
  const rows = await tx.query<CardTransactionRow>(`${INSERT_CARD_TRANSACTION} RETURNING *`, insertParams(tx, row, id));
  return rows[0];
}

/**
 * insertCardTransaction for a row nothing later in the transaction reads from the database (an
 * authorization held or declined, then announced): written with the COMMIT, no round trip of its
 * own. Answers the row as the INSERT writes it.
 */
export function recordCardTransaction(tx: Tx, row: NewCardTransaction, id = newId()): CardTransactionRow {
  tx.atCommit(INSERT_CARD_TRANSACTION, insertParams(tx, row, id));
  return {
    ...row,
    id,
    platform_id: tx.platformId,
    settled_amount: String(row.settled_amount ?? 0),
    refunded_amount: '0',
    settlement_count: row.settlement_count ?? 0,
    pull_count: row.pull_count ?? 0,
    pending_pull_count: 0,
    pulled_amount: String(row.pulled_amount ?? 0),
    refund_count: 0,
    authorized_at: tx.now,
    last_event_at: tx.now,
    created_at: tx.now,
    updated_at: tx.now,
    expires_at: row.expires_at ?? null,
  };
}

export type CardTransactionChanges = Partial<
  Pick<CardTransactionRow, 'status' | 'authorized_amount' | 'settled_amount' | 'refunded_amount' | 'hold_id' | 'settlement_count' | 'pull_count' | 'pending_pull_count' | 'pulled_amount' | 'refund_count'>
>;

/** Writes `changes` (only the keys given), the event and update times; answers the new row. */
export async function updateCardTransaction(tx: Tx, id: string, changes: CardTransactionChanges): Promise<CardTransactionRow> {
  const sets: string[] = [];
  const params: unknown[] = [id, tx.now];
  for (const [column, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    params.push(typeof value === 'bigint' ? value.toString() : value);
    sets.push(`${column} = $${params.length}`);
  }
  const rows = await tx.query<CardTransactionRow>(
    `UPDATE card_transactions SET ${[...sets, 'updated_at = $2', 'last_event_at = $2'].join(', ')} WHERE id = $1 RETURNING *`,
    params,
  );
  return rows[0];
}

/**
 * Up to `limit` authorizations whose hold is due to expire at `now` (only `id`'s when given),
 * locked for the caller's transaction. The partial index card_transactions_hold_expiry holds
 * only open holds; SKIP LOCKED leaves a row that a clearing or an advice holds to it (it comes
 * back in a later round if its hold is still open then), and keeps rounds of several workers
 * on disjoint sets.
 */
export async function claimExpiredAuthorizations(sql: Sql, now: Date, limit: number, id: string | null, lane: string): Promise<CardTransactionRow[]> {
  return sql.query<CardTransactionRow>(
    `SELECT * FROM card_transactions
     WHERE hold_id IS NOT NULL AND expires_at <= $1 AND ($3::uuid IS NULL OR id = $3) AND ${lane}
     ORDER BY expires_at LIMIT $2
     FOR UPDATE SKIP LOCKED`,
    [now, limit, id],
  );
}

const END_HOLDS = `
  UPDATE card_transactions c SET status = e.status, hold_id = NULL, updated_at = $2, last_event_at = $2
  FROM unnest($3::uuid[], $4::text[]) AS e(id, status)
  WHERE c.id = e.id AND c.platform_id = $1`;

/**
 * Writes each row's new status with its hold gone, in one statement sent with COMMIT (the
 * caller holds the rows, claimed FOR UPDATE); answers the rows as written, for their events.
 */
export function endHoldsAtCommit(tx: Tx, ends: readonly { row: CardTransactionRow; status: CardTransactionStatus }[]): CardTransactionRow[] {
  if (ends.length === 0) return [];
  tx.atCommit(END_HOLDS, [tx.platformId, tx.now, ends.map((e) => e.row.id), ends.map((e) => e.status)]);
  return ends.map(({ row, status }) => ({ ...row, status, hold_id: null, updated_at: tx.now, last_event_at: tx.now }));
}

/** Puts an authorization's expiry off to `at` (a round that failed on it): the others need not wait for it. */
export async function postponeExpiry(sql: Sql, id: string, at: Date): Promise<void> {
  await sql.query('UPDATE card_transactions SET expires_at = $2 WHERE id = $1 AND hold_id IS NOT NULL', [id, at]);
}

/** Every change of a card transaction is an event CARD_TRANSACTION.<status> with the full row (spec 6). */
export async function emitCardTransaction(tx: Tx, row: CardTransactionRow): Promise<void> {
  await tx.emit(`CARD_TRANSACTION.${row.status}`, presentCardTransaction(row));
}

/**
 * The platform's card-network settlement account in `currency` (docs/cards.md, "Where the money
 * goes"): a ledger account that may go negative, opened on first use. Safe under concurrency
 * (the primary key serializes openers).
 */
export async function settlementAccount(tx: Tx, currency: string): Promise<string> {
  const id = newId();
  const inserted = await tx.query<{ id: string }>(
    'INSERT INTO card_settlement_accounts (platform_id, currency, id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (platform_id, currency) DO NOTHING RETURNING id',
    [tx.platformId, currency, id, tx.now],
  );
  if (inserted.length > 0) {
    await openAccount(tx, { id, platformId: tx.platformId, currency, purpose: 'CARD_NETWORK_SETTLEMENT', allowNegative: true, shared: true, now: tx.now });
    return id;
  }
  const rows = await tx.query<{ id: string }>('SELECT id FROM card_settlement_accounts WHERE platform_id = $1 AND currency = $2', [tx.platformId, currency]);
  return rows[0].id;
}

export interface CardTransactionFilters {
  customerId?: string;
  platformCustomerId?: string;
  /** A Card id or its bare uuid. */
  cardId?: string;
  start?: Date;
  end?: Date;
  sortOrder?: 'asc' | 'desc';
}

/**
 * Card transactions of the platform, as GET /transactions?type=CARD lists them: DECLINED rows
 * included (the platform sees every decline; a cardholder statement must leave them out,
 * spec 3.3, see `statementRows`).
 */
export async function listCardTransactions(sql: Sql, platformId: string, f: CardTransactionFilters, page: PageRequest): Promise<Page<Record<string, unknown>>> {
  const none = { data: [], hasMore: false, totalCount: 0 };
  const where = new Conditions(platformId);
  if (f.cardId !== undefined) {
    const uuid = isUuid(f.cardId) ? f.cardId.toLowerCase() : parseId('Card', f.cardId);
    if (!uuid) return none;
    where.when(uuid, 'card_id = ?');
  }
  if (f.customerId !== undefined) {
    const uuid = parseId('Customer', f.customerId);
    if (!uuid) return none;
    where.when(uuid, 'customer_id = ?');
  }
  where.when(f.platformCustomerId, 'platform_customer_id = ?').when(f.start, 'created_at >= ?').when(f.end, 'created_at <= ?');
  return pageOf<CardTransactionRow, Record<string, unknown>>(sql, 'card_transactions', where, page, presentCardTransaction, f.sortOrder ?? 'desc');
}

/**
 * The rows a cardholder statement may show: every card transaction of the card but the
 * DECLINED ones (spec 3.3: "Declined rows must be excluded from cardholder statements").
 */
export async function statementRows(sql: Sql, platformId: string, cardUuid: string): Promise<Record<string, unknown>[]> {
  const rows = await sql.query<CardTransactionRow>(
    `SELECT * FROM card_transactions WHERE platform_id = $1 AND card_id = $2 AND status <> 'DECLINED' ORDER BY id`,
    [platformId, cardUuid],
  );
  return rows.map(presentCardTransaction);
}

export const publicCardTransactionId = (uuid: string) => formatId('CardTransaction', uuid);
