import { Conditions, pageOf } from '../../db/conditions.ts';
import { isUniqueViolation, type Sql } from '../../db/driver.ts';
import { emitEvent } from '../../kernel/outbox.ts';
import { scheduleJob } from '../../events/jobs.ts';
import { checkAccountInfoFormats, validateBic, validateIban } from '../../formats/index.ts';
import { errors, type FieldError, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { newId, parseId } from '../../ids.ts';
import { loadActiveCustomer } from '../customers/index.ts';
import { getSettings } from '../platforms/index.ts';
import { type AccountInfo, identityKey, isLightning, isWallet, variantCurrency } from './kinds.ts';
import { type ExternalAccountRow, presentExternalAccount } from './present.ts';
import { checkBeneficiary, SANDBOX_VASPS, VALIDATION_WINDOW_MS } from './sandbox.ts';
import { type ExternalAccountStatus, nextStatus } from './status.ts';
import { findAccount, insertAccount, type Scope, setStatus } from './store.ts';

export const VALIDATION_JOB = 'external-account.validation-window';

export interface CreateInput {
  customerId?: string;
  currency: string;
  platformAccountId?: string;
  ownershipType?: 'FIRST_PARTY' | 'THIRD_PARTY';
  defaultUmaDepositAccount?: boolean;
  accountInfo: AccountInfo;
}

/** A self-custody wallet: a wallet variant not held at a VASP. */
export const isSelfCustody = (info: AccountInfo) => isWallet(info.accountType) && (info.vaspName === undefined || info.vaspName === null);

/** IBAN-only variants the shared validators do not list, and the second lightning tag. */
const IBAN_COUNTRY: Readonly<Record<string, string>> = { ILS_ACCOUNT: 'IL', TRY_ACCOUNT: 'TR' };

function formatProblems(info: AccountInfo): FieldError[] {
  if (info.accountType === 'LIGHTNING_ACCOUNT') return checkAccountInfoFormats({ ...info, accountType: 'LIGHTNING' }, { checksum: 'verify' });
  const country = IBAN_COUNTRY[info.accountType];
  const problems = checkAccountInfoFormats(info, { checksum: 'verify' });
  if (country && info.iban !== undefined) {
    const iban = validateIban(info.iban, { countries: [country], checksum: 'verify' });
    if (!iban.ok) problems.push(fieldError('accountInfo.iban', iban.constraint, iban.message));
  }
  if (country && info.swiftCode !== undefined) {
    const bic = validateBic(info.swiftCode);
    if (!bic.ok) problems.push(fieldError('accountInfo.swiftCode', bic.constraint, bic.message));
  }
  return problems;
}

/** Every problem the schema cannot see, reported together. */
function problemsOf(input: CreateInput, underCounterpartyRequirements: boolean): FieldError[] {
  const info = input.accountInfo;
  const problems: FieldError[] = formatProblems(info);
  const expected = variantCurrency(info.accountType);
  if (expected && input.currency !== expected) {
    problems.push(fieldError('currency', 'const', `${info.accountType} accounts hold ${expected}`));
  }
  if (isLightning(info.accountType)) {
    const targets = ['invoice', 'bolt12', 'lightningAddress'].filter((f) => info[f] !== undefined && info[f] !== null);
    if (targets.length !== 1) problems.push(fieldError('accountInfo', 'oneOf', 'give exactly one of invoice, bolt12 or lightningAddress'));
  }
  if (isWallet(info.accountType)) {
    if (typeof info.vaspName === 'string' && !SANDBOX_VASPS.some((v) => v.vaspName === info.vaspName)) {
      problems.push(fieldError('accountInfo.vaspName', 'enum', 'vaspName must be a name listed by GET /vasps'));
    }
    if (underCounterpartyRequirements && isSelfCustody(info) && input.ownershipType === undefined) {
      problems.push(fieldError('ownershipType', 'required', 'ownershipType is required for self-custody wallets on this platform (counterparty requirements)'));
    }
    if (underCounterpartyRequirements && input.ownershipType === 'THIRD_PARTY' && info.beneficiary === undefined) {
      problems.push(fieldError('accountInfo.beneficiary', 'required', 'a third-party wallet needs its beneficiary on this platform (counterparty requirements)'));
    }
  }
  if (input.defaultUmaDepositAccount && input.customerId === undefined) {
    problems.push(fieldError('defaultUmaDepositAccount', 'customerOnly', 'only a customer account can be the default UMA deposit account'));
  }
  return problems;
}

/** Whether a new wallet must prove ownership first (FACTS: first-party self-custody under counterparty requirements). */
const needsOwnershipProof = (input: CreateInput, under: boolean) => under && isSelfCustody(input.accountInfo) && input.ownershipType === 'FIRST_PARTY';

/** Operations `createCustomerExternalAccount`, `createPlatformExternalAccount`. */
export async function createExternalAccount(tx: Tx, input: CreateInput): Promise<Record<string, unknown>> {
  const settings = await getSettings(tx, tx.platformId);
  const under = (settings as { underCounterpartyRequirements?: boolean }).underCounterpartyRequirements === true;
  const problems = problemsOf(input, under);
  const customer = input.customerId === undefined ? null : await loadActiveCustomer(tx, tx.platformId, input.customerId);
  if (problems.length > 0) throw invalidInput(problems);

  const check = checkBeneficiary(input.accountInfo);
  if (check?.kind === 'INVALID_ACCOUNT') throw errors.INVALID_BANK_ACCOUNT('The bank reported this account as invalid; it cannot receive payments');
  const result = check?.kind === 'RESULT' ? check : undefined;

  const key = identityKey(input.accountInfo);
  const customerId = customer?.id ?? null;
  const dup = await tx.query(
    'SELECT 1 FROM external_accounts WHERE platform_id = $1 AND customer_id IS NOT DISTINCT FROM $2 AND identity_key = $3 AND deleted_at IS NULL',
    [tx.platformId, customerId, key],
  );
  if (dup.length > 0) throw errors.DUPLICATE_EXTERNAL_ACCOUNT();

  let status: ExternalAccountStatus = 'ACTIVE';
  let validationUntil: Date | null = null;
  if (needsOwnershipProof(input, under)) status = 'PENDING_OWNERSHIP_VERIFICATION';
  else if (result?.validationWindow) {
    status = 'PENDING';
    validationUntil = new Date(tx.now.getTime() + VALIDATION_WINDOW_MS);
  }
  // At most one default per customer: setting a new one clears the old in this transaction.
  if (input.defaultUmaDepositAccount && customerId) {
    await tx.query(
      'UPDATE external_accounts SET default_uma_deposit_account = false, updated_at = $3 WHERE platform_id = $1 AND customer_id = $2 AND default_uma_deposit_account',
      [tx.platformId, customerId, tx.now],
    );
  }
  const id = newId();
  const row = await insertAccount(tx, {
    id,
    platform_id: tx.platformId,
    customer_id: customerId,
    status,
    currency: input.currency,
    account_type: input.accountInfo.accountType,
    account_info: input.accountInfo,
    identity_key: key,
    platform_account_id: input.platformAccountId ?? null,
    ownership_type: input.ownershipType ?? null,
    default_uma_deposit_account: input.defaultUmaDepositAccount === true && customerId !== null,
    beneficiary_verification_status: result?.status ?? null,
    beneficiary_verified_name: result?.verifiedName ?? null,
    validation_pending_until: validationUntil,
    created_at: tx.now,
    updated_at: tx.now,
  }).catch((err: unknown) => {
    // A concurrent twin won the race for the same identity.
    if (isUniqueViolation(err, 'external_accounts_identity')) throw errors.DUPLICATE_EXTERNAL_ACCOUNT();
    throw err;
  });
  if (validationUntil) await scheduleJob(tx, tx.platformId, VALIDATION_JOB, { externalAccountId: id }, validationUntil, tx.now);
  return presentExternalAccount(row);
}

/** Operations `listCustomerExternalAccounts`, `listPlatformExternalAccounts`. */
export async function listExternalAccounts(
  sql: Sql,
  platformId: string,
  scope: Scope,
  filters: { customerId?: string; currency?: string },
  page: PageRequest,
): Promise<Page<Record<string, unknown>>> {
  const where = new Conditions(platformId).always('deleted_at IS NULL');
  where.always(scope === 'platform' ? 'customer_id IS NULL' : 'customer_id IS NOT NULL');
  if (filters.customerId !== undefined) {
    const uuid = parseId('Customer', filters.customerId);
    if (!uuid) return { data: [], hasMore: false, totalCount: 0 };
    where.when(uuid, 'customer_id = ?');
  }
  where.when(filters.currency, 'currency = ?');
  return pageOf<ExternalAccountRow, Record<string, unknown>>(sql, 'external_accounts', where, page, presentExternalAccount);
}

/** Operations `getCustomerExternalAccountById`, `getPlatformExternalAccountById`. */
export async function getExternalAccount(sql: Sql, platformId: string, publicId: string, scope: Scope) {
  return presentExternalAccount(await findAccount(sql, platformId, publicId, scope));
}

/** Operations `deleteCustomerExternalAccountById`, `deletePlatformExternalAccountById`. */
export async function deleteExternalAccount(tx: Tx, publicId: string, scope: Scope): Promise<void> {
  const row = await findAccount(tx, tx.platformId, publicId, scope, true);
  if (row.trusted) throw errors.BENEFICIARY_TRUSTED();
  await tx.query('UPDATE external_accounts SET deleted_at = $2, updated_at = $2, default_uma_deposit_account = false WHERE id = $1', [row.id, tx.now]);
}

/** Applies a status change of the transition table and emits EXTERNAL_ACCOUNT.STATUS_UPDATED with the account. */
export async function changeStatus(sql: Sql, row: ExternalAccountRow, to: ExternalAccountStatus, now: Date): Promise<ExternalAccountRow> {
  if (row.status === to) return row;
  const updated = await setStatus(sql, row.id, to, now);
  await emitEvent(sql, row.platform_id, 'EXTERNAL_ACCOUNT.STATUS_UPDATED', presentExternalAccount(updated), now);
  return updated;
}

/** Job: the sandbox validation window of a US bank account has passed. */
export async function completeValidationWindow(sql: Sql, job: { platformId: string; payload: Record<string, unknown>; now: Date }): Promise<void> {
  const rows = await sql.query<ExternalAccountRow>('SELECT * FROM external_accounts WHERE id = $1 AND platform_id = $2 FOR UPDATE', [
    job.payload.externalAccountId,
    job.platformId,
  ]);
  const row = rows[0];
  if (!row || row.deleted_at) return;
  const to = nextStatus(row.status, 'VALIDATION_WINDOW_PASSED');
  if (to) await changeStatus(sql, row, to, job.now);
}

/**
 * For the modules that pay out (quotes, transfers): may money be sent to this account now?
 * Throws the spec's error when not; returns the account row when it may.
 */
export async function assertPayable(sql: Sql, platformId: string, publicId: string, now: Date): Promise<ExternalAccountRow> {
  return payableRow(await findAccount(sql, platformId, publicId, 'customer'), now);
}

/** assertPayable of an account row the caller has already read (findAccount): no second read. */
export function payableRow(row: ExternalAccountRow, now: Date): ExternalAccountRow {
  if (row.status === 'PENDING' && row.validation_pending_until && row.validation_pending_until > now) {
    throw errors.BANK_ACCOUNT_VALIDATION_PENDING(`The bank account is being validated until ${row.validation_pending_until.toISOString()}; retry later`);
  }
  if (row.status === 'PENDING_OWNERSHIP_VERIFICATION' || row.status === 'UNVERIFIED') throw errors.EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED();
  if (row.status !== 'ACTIVE') throw errors.CONFLICT(`The external account is ${row.status}`);
  return row;
}
