import type { Sql } from '../db/driver.ts';

/**
 * What the ledger recorded for one payment, read back: its hold, the transfers against that
 * hold (captures), the hold's end, and the transfers that name the payment in
 * `metadata.transactionId` without a hold (deposits, credits, refunds, reversals). A read only.
 */

export type TrailKind = 'HOLD' | 'CAPTURE' | 'RELEASE' | 'TRANSFER';

export interface TrailLine {
  kind: TrailKind;
  /** The hold's id (HOLD, RELEASE) or the transfer's (CAPTURE, TRANSFER). */
  sourceId: string;
  accountId: string;
  /** What the account stands for (ledger_accounts.purpose): CUSTOMER_INTERNAL, RAIL_CLEARING, … */
  purpose: string;
  currency: string;
  /**
   * Minor units, negative for a debit. A HOLD (negative) and a RELEASE (positive) move the
   * account's available balance only; CAPTURE and TRANSFER lines are entries, which move its balance.
   */
  amount: bigint;
  at: Date;
}

/**
 * Each part is a lookup along an index: the hold by its id, its captures along
 * ledger_transfers_hold, the other transfers along ledger_transfers_payment (migration 041), their
 * entries and accounts by primary key. A hold that ended with less captured than it held gave
 * the rest back (a RELEASE line: all of it when released, the remainder of a final partial
 * capture). One instant's lines come hold, captures, release, then other transfers, each
 * transfer's debits before its credits.
 */
const TRAIL = `
  WITH transfers AS (
    SELECT id, hold_id, created_at FROM ledger_transfers WHERE platform_id = $1 AND hold_id = $2
    UNION ALL
    SELECT id, hold_id, created_at FROM ledger_transfers
    WHERE platform_id = $1 AND hold_id IS NULL AND (metadata->>'transactionId') = $3),
  lines AS (
    SELECT CASE WHEN t.hold_id IS NULL THEN 'TRANSFER' ELSE 'CAPTURE' END AS kind, t.id AS source_id, e.account_id, e.amount, t.created_at AS at
    FROM transfers t JOIN ledger_entries e ON e.transfer_id = t.id
    UNION ALL
    SELECT 'HOLD', h.id, h.account_id, -h.amount, h.created_at FROM ledger_holds h WHERE h.id = $2 AND h.platform_id = $1
    UNION ALL
    SELECT 'RELEASE', h.id, h.account_id, h.amount - h.captured, h.updated_at FROM ledger_holds h
    WHERE h.id = $2 AND h.platform_id = $1 AND h.status <> 'PENDING' AND h.captured < h.amount)
  SELECT l.kind, l.source_id, l.account_id, a.purpose, a.currency, l.amount::text AS amount, l.at
  FROM lines l JOIN ledger_accounts a ON a.id = l.account_id
  ORDER BY l.at, CASE l.kind WHEN 'HOLD' THEN 0 WHEN 'CAPTURE' THEN 1 WHEN 'RELEASE' THEN 2 ELSE 3 END, l.source_id, l.amount, l.account_id`;

/**
 * The ledger's lines of one payment, oldest first: `holdId` is the hold that reserved its
 * amount (none for a payment that never held any), `transactionId` the uuid its transfers carry
 * in metadata.
 */
export async function ledgerTrail(sql: Sql, platformId: string, link: { holdId: string | null; transactionId: string }): Promise<TrailLine[]> {
  const rows = await sql.query<{ kind: TrailKind; source_id: string; account_id: string; purpose: string; currency: string; amount: string; at: Date }>(TRAIL, [
    platformId,
    link.holdId,
    link.transactionId,
  ]);
  return rows.map((r) => ({ kind: r.kind, sourceId: r.source_id, accountId: r.account_id, purpose: r.purpose, currency: r.currency, amount: BigInt(r.amount), at: r.at }));
}
