import type { Sql } from '../../db/driver.ts';
import { FIGURES, figuresJoin } from '../../ledger/index.ts';

/** An internal account as payments need it: owner, currency, status and spendable balance. */
export interface InternalRef {
  id: string;
  customerId: string | null;
  currency: string;
  status: string;
  /** INTERNAL_FIAT, INTERNAL_CRYPTO, EMBEDDED_WALLET... */
  type: string;
  available: bigint;
}

export async function findInternal(sql: Sql, platformId: string, uuid: string): Promise<InternalRef | undefined> {
  const rows = await sql.query<{ id: string; customer_id: string | null; currency: string; status: string; type: string; available: string }>(
    `SELECT i.id, i.customer_id, i.currency, i.status, i.type, ${FIGURES}
     FROM internal_accounts i ${figuresJoin('i.id')} WHERE i.id = $1 AND i.platform_id = $2`,
    [uuid, platformId],
  );
  const r = rows[0];
  return r && { id: r.id, customerId: r.customer_id, currency: r.currency, status: r.status, type: r.type, available: BigInt(r.available) };
}

/** The platform's own internal account in `currency`, where its fees are credited. */
export async function platformAccountIn(sql: Sql, platformId: string, currency: string): Promise<string | undefined> {
  const rows = await sql.query<{ id: string }>(
    `SELECT id FROM internal_accounts WHERE platform_id = $1 AND customer_id IS NULL AND currency = $2 AND type <> 'EMBEDDED_WALLET' ORDER BY id LIMIT 1`,
    [platformId, currency],
  );
  return rows[0]?.id;
}

/** The owner's internal account in `currency` (not an embedded wallet), the oldest first. */
export async function customerAccountIn(
  sql: Sql,
  platformId: string,
  customerId: string,
  currency: string,
  only: { active: boolean },
): Promise<string | undefined> {
  const rows = await sql.query<{ id: string }>(
    `SELECT id FROM internal_accounts WHERE platform_id = $1 AND customer_id = $2 AND currency = $3${only.active ? " AND status = 'ACTIVE'" : ''} AND type <> 'EMBEDDED_WALLET' ORDER BY id LIMIT 1`,
    [platformId, customerId, currency],
  );
  return rows[0]?.id;
}

/**
 * The statement that loads a payment's source account with its ledger figures and one column
 * about its owner, `owner` being the owning module's expression over the account's customer and
 * platform columns: one round trip on the payment hot path, each table named by its owner.
 */
export function sourceAccountQuery(owner: (customerColumn: string, platformColumn: string) => string, as: string): string {
  return `SELECT i.*, ${FIGURES}, ${owner('i.customer_id', 'i.platform_id')} AS ${as}
     FROM internal_accounts i ${figuresJoin('i.id')}
     WHERE i.id = $1 AND i.platform_id = $2`;
}
