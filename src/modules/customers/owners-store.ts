import type { Sql } from '../../db/driver.ts';
import { formatId } from '../../ids.ts';

export type OwnerStatus = 'UNVERIFIED' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'HOLD';

export interface OwnerRow {
  id: string;
  platform_id: string;
  customer_id: string;
  roles: string[];
  ownership_percentage: number;
  personal_info: Record<string, unknown>;
  kyc_status: OwnerStatus;
  created_at: Date;
  updated_at: Date;
}

/**
 * The contract requires `identifier` in responses; showing a tax number in full on every read
 * would spread it to every log and cache on the way, so only its last four characters are shown.
 */
export function maskIdentifier(identifier: string): string {
  const keep = 4;
  return identifier.replace(/[A-Za-z0-9]/g, (ch, i: number) => (i >= identifier.length - keep ? ch : '*'));
}

export function presentOwner(row: OwnerRow): Record<string, unknown> {
  const info = row.personal_info;
  return {
    id: formatId('BeneficialOwner', row.id),
    customerId: formatId('Customer', row.customer_id),
    roles: row.roles,
    ownershipPercentage: row.ownership_percentage,
    personalInfo: { ...info, identifier: maskIdentifier(String(info.identifier ?? '')) },
    kycStatus: row.kyc_status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function ownersOf(sql: Sql, platformId: string, customerIds: string[]): Promise<OwnerRow[]> {
  if (customerIds.length === 0) return [];
  return sql.query<OwnerRow>('SELECT * FROM beneficial_owners WHERE platform_id = $1 AND customer_id = ANY($2::uuid[]) ORDER BY id', [
    platformId,
    customerIds,
  ]);
}

export async function findOwner(sql: Sql, platformId: string, uuid: string, lock = false): Promise<OwnerRow | undefined> {
  const rows = await sql.query<OwnerRow>(`SELECT * FROM beneficial_owners WHERE id = $1 AND platform_id = $2${lock ? ' FOR UPDATE' : ''}`, [uuid, platformId]);
  return rows[0];
}

export async function insertOwner(sql: Sql, row: OwnerRow): Promise<OwnerRow> {
  const rows = await sql.query<OwnerRow>(
    `INSERT INTO beneficial_owners (id, platform_id, customer_id, roles, ownership_percentage, personal_info, kyc_status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9) RETURNING *`,
    [row.id, row.platform_id, row.customer_id, row.roles, row.ownership_percentage, JSON.stringify(row.personal_info), row.kyc_status, row.created_at, row.updated_at],
  );
  return rows[0];
}

export async function saveOwner(sql: Sql, row: OwnerRow): Promise<OwnerRow> {
  const rows = await sql.query<OwnerRow>(
    `UPDATE beneficial_owners SET roles = $3, ownership_percentage = $4, personal_info = $5::jsonb, kyc_status = $6, updated_at = $7
     WHERE id = $1 AND platform_id = $2 RETURNING *`,
    [row.id, row.platform_id, row.roles, row.ownership_percentage, JSON.stringify(row.personal_info), row.kyc_status, row.updated_at],
  );
  return rows[0];
}
