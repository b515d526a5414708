import type { Sql } from '../../db/driver.ts';
import { Conditions, pageOf } from '../../db/conditions.ts';
import { errors, type FieldError, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { ISO_COUNTRY_CODES } from '../../formats/country-codes.ts';
import { newId, parseId } from '../../ids.ts';
import { checkIdentification } from './rules.ts';
import { loadActiveCustomer } from './service.ts';
import { findOwner, insertOwner, type OwnerRow, presentOwner, saveOwner } from './owners-store.ts';

export interface OwnerInput {
  customerId?: string;
  roles?: string[];
  ownershipPercentage?: number;
  personalInfo?: Record<string, unknown>;
}

/** Rules across fields: countries, dates, identification, roles and the owners' total share. */
function checkOwner(owner: { roles: string[]; ownershipPercentage: number; personalInfo: Record<string, unknown> }, othersShare: number, now: Date): FieldError[] {
  const problems: FieldError[] = [];
  const info = owner.personalInfo;
  const seen = new Set<string>();
  if (owner.roles.length === 0) problems.push(fieldError('roles', 'minItems', 'at least one role is required'));
  owner.roles.forEach((r, i) => {
    if (seen.has(r)) problems.push(fieldError(`roles.${i}`, 'unique', `${r} is listed twice`));
    seen.add(r);
  });
  if (owner.roles.includes('UBO') && owner.ownershipPercentage === 0) {
    problems.push(fieldError('ownershipPercentage', 'minimum', 'an ultimate beneficial owner (UBO) owns a share'));
  }
  if (othersShare + owner.ownershipPercentage > 100) {
    problems.push(fieldError('ownershipPercentage', 'maximum', `the owners of this business would hold ${othersShare + owner.ownershipPercentage}%`));
  }
  for (const f of ['nationality', 'address.country']) {
    const v = f === 'nationality' ? info.nationality : (info.address as { country?: unknown } | undefined)?.country;
    if (v !== undefined && !(typeof v === 'string' && ISO_COUNTRY_CODES.has(v))) {
      problems.push(fieldError(`personalInfo.${f}`, 'country', `personalInfo.${f} must be an ISO 3166-1 alpha-2 country code`));
    }
  }
  if (typeof info.birthDate === 'string' && info.birthDate > now.toISOString().slice(0, 10)) {
    problems.push(fieldError('personalInfo.birthDate', 'past', 'birthDate must not be in the future'));
  }
  for (const f of ['firstName', 'lastName']) {
    if (typeof info[f] === 'string' && (info[f] as string).trim() === '') problems.push(fieldError(`personalInfo.${f}`, 'minLength', `${f} must not be empty`));
  }
  checkIdentification(problems, 'personalInfo.', info, ['SSN', 'ITIN', 'NON_US_TAX_ID']);
  return problems;
}

async function othersShare(sql: Sql, platformId: string, customerId: string, exceptId?: string): Promise<number> {
  const rows = await sql.query<{ total: number | null }>(
    'SELECT sum(ownership_percentage)::int AS total FROM beneficial_owners WHERE platform_id = $1 AND customer_id = $2 AND id <> $3',
    [platformId, customerId, exceptId ?? '00000000-0000-0000-0000-000000000000'],
  );
  return Number(rows[0]?.total ?? 0);
}

export async function loadOwner(sql: Sql, platformId: string, publicId: string, lock = false): Promise<OwnerRow> {
  const uuid = parseId('BeneficialOwner', publicId);
  const row = uuid ? await findOwner(sql, platformId, uuid, lock) : undefined;
  if (!row) throw errors.NOT_FOUND('Beneficial owner not found');
  return row;
}

/** Operation `createBeneficialOwner`. */
export async function createOwner(tx: Tx, input: Required<OwnerInput>) {
  const customer = await loadActiveCustomer(tx, tx.platformId, input.customerId);
  if (customer.customer_type !== 'BUSINESS') {
    throw invalidInput([fieldError('customerId', 'customerType', 'beneficial owners belong to BUSINESS customers')]);
  }
  const problems = checkOwner(input, await othersShare(tx, tx.platformId, customer.id), tx.now);
  if (problems.length > 0) throw invalidInput(problems);
  const row = await insertOwner(tx, {
    id: newId(),
    platform_id: tx.platformId,
    customer_id: customer.id,
    roles: input.roles,
    ownership_percentage: input.ownershipPercentage,
    personal_info: input.personalInfo,
    kyc_status: 'UNVERIFIED',
    created_at: tx.now,
    updated_at: tx.now,
  });
  return presentOwner(row);
}

/**
 * Partial update; personalInfo merges field by field. A decided kycStatus stays decided.
 * Operation `updateBeneficialOwner`.
 */
export async function updateOwner(tx: Tx, publicId: string, input: OwnerInput) {
  const row = await loadOwner(tx, tx.platformId, publicId, true);
  const next = {
    roles: input.roles ?? row.roles,
    ownershipPercentage: input.ownershipPercentage ?? row.ownership_percentage,
    personalInfo: { ...row.personal_info, ...(input.personalInfo ?? {}) },
  };
  const problems = checkOwner(next, await othersShare(tx, tx.platformId, row.customer_id, row.id), tx.now);
  if (input.customerId !== undefined) problems.push(fieldError('customerId', 'readOnly', 'an owner cannot move to another customer'));
  if (problems.length > 0) throw invalidInput(problems);
  const saved = await saveOwner(tx, { ...row, roles: next.roles, ownership_percentage: next.ownershipPercentage, personal_info: next.personalInfo, updated_at: tx.now });
  return presentOwner(saved);
}

/** Operation `getBeneficialOwner`. */
export async function getOwner(sql: Sql, platformId: string, publicId: string) {
  return presentOwner(await loadOwner(sql, platformId, publicId));
}

/** Operation `listBeneficialOwners`. */
export async function listOwners(sql: Sql, platformId: string, customerId: string, page: PageRequest): Promise<Page<Record<string, unknown>>> {
  // An id that names no customer of this platform simply has no owners.
  const uuid = parseId('Customer', customerId) ?? '00000000-0000-0000-0000-000000000000';
  const where = new Conditions(platformId).when(uuid, 'customer_id = ?');
  return pageOf<OwnerRow, Record<string, unknown>>(sql, 'beneficial_owners', where, page, presentOwner, 'asc');
}
