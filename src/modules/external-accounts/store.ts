import type { Sql } from '../../db/driver.ts';
import { errors } from '../../http/errors.ts';
import { parseId } from '../../ids.ts';
import type { ExternalAccountRow } from './present.ts';

/** Which accounts a path can reach: customer paths reach every account, platform paths only the platform's own. */
export type Scope = 'customer' | 'platform';

export async function findAccount(sql: Sql, platformId: string, publicId: string, scope: Scope, lock = false): Promise<ExternalAccountRow> {
  const uuid = parseId('ExternalAccount', publicId);
  const rows = uuid
    ? await sql.query<ExternalAccountRow>(
        `SELECT * FROM external_accounts WHERE id = $1 AND platform_id = $2 AND deleted_at IS NULL${scope === 'platform' ? ' AND customer_id IS NULL' : ''}${lock ? ' FOR UPDATE' : ''}`,
        [uuid, platformId],
      )
    : [];
  if (rows.length === 0) throw errors.ACCOUNT_NOT_FOUND('External account not found');
  return rows[0];
}

export async function insertAccount(sql: Sql, row: Omit<ExternalAccountRow, 'trusted' | 'deleted_at'>): Promise<ExternalAccountRow> {
  const rows = await sql.query<ExternalAccountRow>(
    `INSERT INTO external_accounts (id, platform_id, customer_id, status, currency, account_type, account_info, identity_key,
       platform_account_id, ownership_type, default_uma_deposit_account, beneficiary_verification_status, beneficiary_verified_name,
       validation_pending_until, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING *`,
    [
      row.id, row.platform_id, row.customer_id, row.status, row.currency, row.account_type, JSON.stringify(row.account_info), row.identity_key,
      row.platform_account_id, row.ownership_type, row.default_uma_deposit_account, row.beneficiary_verification_status,
      row.beneficiary_verified_name, row.validation_pending_until, row.created_at, row.updated_at,
    ],
  );
  return rows[0];
}

export async function setStatus(sql: Sql, id: string, status: string, now: Date): Promise<ExternalAccountRow> {
  const rows = await sql.query<ExternalAccountRow>('UPDATE external_accounts SET status = $2, updated_at = $3 WHERE id = $1 RETURNING *', [id, status, now]);
  return rows[0];
}

/** The customer's active external account in `currency` marked as its default UMA deposit account. */
export async function defaultUmaDepositAccount(sql: Sql, platformId: string, customerId: string, currency: string): Promise<string | undefined> {
  const rows = await sql.query<{ id: string }>(
    `SELECT id FROM external_accounts WHERE platform_id = $1 AND customer_id = $2 AND default_uma_deposit_account
       AND deleted_at IS NULL AND status = 'ACTIVE' AND currency = $3`,
    [platformId, customerId, currency],
  );
  return rows[0]?.id;
}

/** Whether the customer trusted the account as a beneficiary (its payments skip per-transaction SCA). */
export async function isTrustedBeneficiary(sql: Sql, platformId: string, uuid: string): Promise<boolean> {
  const rows = await sql.query<{ trusted: boolean }>('SELECT trusted FROM external_accounts WHERE id = $1 AND platform_id = $2 AND deleted_at IS NULL', [uuid, platformId]);
  return rows[0]?.trusted === true;
}
