import { isUniqueViolation, type Sql } from '../../db/driver.ts';
import { Conditions, pageOf } from '../../db/conditions.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { newId, parseId } from '../../ids.ts';
import { customerAccountCurrencies, ensureCustomerAccounts, ensureEmbeddedWallet, openNewCustomerAccounts } from '../accounts/index.ts';
import { getSettings, type PlatformSettings } from '../platforms/index.ts';
import { ownersOf } from './owners-store.ts';
import { isTerminal, suffixOutcome } from './sandbox-outcome.ts';
import { type AgreementType, isKnownVersion } from './agreements.ts';
import { endUserTermsStatus } from './end-user-terms.ts';
import { presentCustomer } from './present.ts';
import { checkCustomer } from './rules.ts';
import { decide } from './status.ts';
import { activeWith, consentRecords, contactRows, findCustomerRow, insertConsents, insertCustomer, latestConsents, queueConsents, queueCustomer, saveCustomer } from './store.ts';
import { BUSINESS_FIELDS, type ConsentInput, type ConsentRow, type CustomerInput, type CustomerRow, INDIVIDUAL_FIELDS, type Profile, type VerificationState } from './types.ts';
import { generatedUmaAddress, normalizeUmaAddress, umaDomainOf } from './uma.ts';

export type Customer = Record<string, unknown>;

/** The deprecated endUserTermsConsent is one SERVICE_END_USER_TERMS entry of agreementConsents. */
function consentsOf(input: CustomerInput): ConsentInput[] {
  if (input.endUserTermsConsent) return [{ type: 'SERVICE_END_USER_TERMS', ...input.endUserTermsConsent }];
  return input.agreementConsents ?? [];
}

function checkVersions(consents: ConsentInput[], viaLegacy: boolean) {
  const unknown = consents
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => !isKnownVersion(c.type as AgreementType, c.termsVersion))
    .map(({ c, i }) =>
      fieldError(viaLegacy ? 'endUserTermsConsent.termsVersion' : `agreementConsents.${i}.termsVersion`, 'enum', `${c.termsVersion} is not a version of ${c.type}`),
    );
  if (unknown.length > 0) throw errors.END_USER_TERMS_VERSION_NOT_FOUND(unknown[0].message, { errors: unknown, agreements: '/customers/agreements' });
}

/** The profile with this request's own-type fields applied; businessInfo merges field by field. */
function mergedProfile(current: Profile, input: CustomerInput): Profile {
  const next: Profile = { ...current };
  const fields = input.customerType === 'INDIVIDUAL' ? INDIVIDUAL_FIELDS : BUSINESS_FIELDS;
  for (const f of fields) {
    if (input[f] === undefined) continue;
    next[f] = f === 'businessInfo' ? { ...((current.businessInfo as Profile) ?? {}), ...(input.businessInfo as Profile) } : input[f];
  }
  return next;
}

function umaAddressOf(text: string, domain: string): string {
  const address = normalizeUmaAddress(text, domain);
  if (!address) {
    throw errors.INVALID_UMA_ADDRESS(`umaAddress must look like $name@${domain}`, {
      errors: [fieldError('umaAddress', 'format', `a $username of a-z 0-9 - _ . + (at most 64 characters) at ${domain}`)],
    });
  }
  return address;
}

const STATUS_EVENTS: Partial<Record<VerificationState, string>> = { PENDING: 'PENDING', APPROVED: 'APPROVED', REJECTED: 'REJECTED' };

/** CUSTOMER.KYC_* / KYB_* for a customer that just entered `row.status`; UNVERIFIED and HOLD have no event. */
export async function presentCustomerRow(sql: Sql, row: CustomerRow): Promise<Customer> {
  return present(sql, row);
}

export async function emitStatus(tx: Tx, row: CustomerRow, shown?: Customer): Promise<void> {
  const suffix = STATUS_EVENTS[row.status];
  if (!suffix) return;
  const kind = row.customer_type === 'INDIVIDUAL' ? 'KYC' : 'KYB';
  await tx.emit(`CUSTOMER.${kind}_${suffix}`, shown ?? (await present(tx, row)));
}

/**
 * Where a new customer starts. A regulated platform vouches for its own customers. In the
 * sandbox everyone waits for POST /verifications, except that the "skip verification paperwork"
 * switch lets an individual whose name carries a terminal suffix resolve at once (docs/sandbox.md).
 */
function initialStatus(input: CustomerInput, settings: { isRegulatedFinancialInstitution: boolean; skipVerificationPaperwork?: boolean }): VerificationState {
  if (settings.isRegulatedFinancialInstitution) return 'APPROVED';
  if (input.customerType === 'INDIVIDUAL' && settings.skipVerificationPaperwork) {
    const outcome = suffixOutcome(input.fullName);
    if (isTerminal(outcome)) return outcome;
  }
  return 'UNVERIFIED';
}

/** conflictOf as a value: what a unique violation at COMMIT answers. */
function catchConflict(err: unknown): unknown {
  try {
    return conflictOf(err);
  } catch (answer) {
    return answer;
  }
}

function conflictOf(err: unknown): never {
  if (isUniqueViolation(err, 'customers_platform_customer_id')) throw errors.CONFLICT('platformCustomerId is already used by an active customer');
  if (isUniqueViolation(err, 'customers_uma_address')) throw errors.UMA_ADDRESS_EXISTS();
  throw err;
}

async function present(sql: Sql, row: CustomerRow): Promise<Customer> {
  return (await presentAll(sql, row.platform_id, [row]))[0];
}

/** Customers with their consents and, for businesses, their beneficial owners, in two queries. */
async function presentAll(sql: Sql, platformId: string, rows: CustomerRow[]): Promise<Customer[]> {
  const consents = await latestConsents(sql, platformId, rows.map((r) => r.id));
  const businesses = rows.filter((r) => r.customer_type === 'BUSINESS').map((r) => r.id);
  const owners = await ownersOf(sql, platformId, businesses);
  const contacts = await contactRows(sql, platformId, rows.map((r) => r.id));
  const { isRegulatedFinancialInstitution } = await getSettings(sql, platformId);
  return rows.map((r) => presentCustomer(r, consents.get(r.id) ?? [], isRegulatedFinancialInstitution, owners.filter((o) => o.customer_id === r.id), contacts));
}

/**
 * Operation `createCustomer`. `known`: the platform's settings when the caller has them (the
 * request path passes its cached copy). A new customer has nothing to read back: its consents
 * are the request's, it has no owners or contact verifications yet and no account before
 * these, so after its row the only statements are its accounts' (one message) and what
 * travels with the COMMIT: a customer that opens no account is one message in all.
 */
export async function createCustomer(tx: Tx, input: CustomerInput, known?: PlatformSettings): Promise<Customer> {
  return (await createCustomerWithAccounts(tx, input, known)).customer;
}

/**
 * createCustomer, also answering the embedded wallet it opened (wallet-auth's startNewWallet gives
 * it its first credential). `ownTransaction`: the request is the whole transaction (POST
 * /customers, not a row of an import under a savepoint), so a customer that opens no account now
 * can be written with the COMMIT; its accounts, when it opens them, need its row first.
 */
export async function createCustomerWithAccounts(
  tx: Tx,
  input: CustomerInput,
  known?: PlatformSettings,
  ownTransaction = false,
): Promise<{ customer: Customer; walletId?: string }> {
  const settings = known ?? (await getSettings(tx, tx.platformId));
  const profile = mergedProfile({}, input);
  const problems = checkCustomer(input, {
    type: input.customerType,
    profile,
    supportedCurrencies: new Set(settings.supportedCurrencies.map((c) => c.currencyCode)),
    now: tx.now,
    isUpdate: false,
  });
  if (problems.length > 0) throw invalidInput(problems);
  const domain = umaDomainOf(settings.umaDomain);
  const umaAddress = input.umaAddress === undefined ? generatedUmaAddress(domain) : umaAddressOf(input.umaAddress, domain);
  const consents = consentsOf(input);
  checkVersions(consents, input.endUserTermsConsent !== undefined);

  const id = newId();
  const platformCustomerId = input.platformCustomerId ?? id;
  // No read first for a taken platformCustomerId or UMA address: the partial unique indexes
  // answer it (conflictOf), at the INSERT or, for a row written with the COMMIT, at the COMMIT
  // (a grouped request is then run again alone, and only it is refused). The reads cost every
  // request a round trip for what almost never happens.
  const values = {
    id,
    platform_id: tx.platformId,
    customer_type: input.customerType,
    platform_customer_id: platformCustomerId,
    uma_address: umaAddress,
    region: input.region ?? null,
    // The customer's enabled currencies: its accounts open in exactly these (FACTS: "currencies
    // enabled for this customer"). Not sent: every currency the platform supports today.
    currencies: input.currencies ?? settings.supportedCurrencies.map((c) => c.currencyCode),
    email: input.email ?? null,
    phone_number: input.phoneNumber ?? null,
    status: initialStatus(input, settings),
    profile,
    created_at: tx.now,
    updated_at: tx.now,
  };
  // Whether its accounts open now depends only on the request's consents and the settings.
  const { rows: consentRows, latest } = consentRecords(id, consents);
  const opens = termsAllowAccounts(settings, latest);
  const row = ownTransaction && !opens ? queueCustomer(tx, values, catchConflict) : await insertCustomer(tx, values).catch(conflictOf);
  // From here on nothing may refuse the request: what is queued for the COMMIT is not undone by
  // a savepoint's rollback (the CSV import runs each row in one), only by the transaction's.
  queueConsents(tx, tx.platformId, consentRows, tx.now);
  const opened = opens ? await openNewCustomerAccounts(tx, tx.platformId, row.id, row.currencies, tx.now) : {};
  const customer = presentCustomer(row, latest, settings.isRegulatedFinancialInstitution);
  await emitStatus(tx, row, customer);
  return { customer, ...opened };
}

/** A customer of the platform, deleted or not; anything else (malformed, foreign) is not found. */
export async function loadCustomer(sql: Sql, platformId: string, publicId: string, lock = false): Promise<CustomerRow> {
  const uuid = parseId('Customer', publicId);
  const row = uuid ? await findCustomerRow(sql, platformId, uuid, lock) : undefined;
  if (!row) throw errors.CUSTOMER_NOT_FOUND();
  return row;
}

/** Like loadCustomer, for changes: a deleted customer cannot change any more. */
export async function loadActiveCustomer(sql: Sql, platformId: string, publicId: string): Promise<CustomerRow> {
  const row = await loadCustomer(sql, platformId, publicId, true);
  if (row.deleted_at) throw errors.CUSTOMER_DELETED();
  return row;
}

/** Operation `getCustomerById`. */
export async function getCustomer(sql: Sql, platformId: string, publicId: string): Promise<Customer> {
  return present(sql, await loadCustomer(sql, platformId, publicId));
}

/** Operation `updateCustomerById`. */
export async function updateCustomer(tx: Tx, publicId: string, input: CustomerInput): Promise<Customer> {
  const row = await loadActiveCustomer(tx, tx.platformId, publicId);
  const settings = await getSettings(tx, tx.platformId);
  const profile = row.customer_type === input.customerType ? mergedProfile(row.profile, input) : row.profile;
  const problems = checkCustomer(input, {
    type: row.customer_type,
    profile,
    supportedCurrencies: new Set(settings.supportedCurrencies.map((c) => c.currencyCode)),
    now: tx.now,
    isUpdate: true,
  });
  if (problems.length > 0) throw invalidInput(problems);
  const umaAddress = input.umaAddress === undefined ? row.uma_address : umaAddressOf(input.umaAddress, umaDomainOf(settings.umaDomain));
  const consents = consentsOf(input);
  checkVersions(consents, input.endUserTermsConsent !== undefined);
  if (umaAddress !== row.uma_address && (await activeWith(tx, tx.platformId, 'uma_address', umaAddress, row.id))) throw errors.UMA_ADDRESS_EXISTS();
  if (input.currencies !== undefined) await checkKeepsAccounts(tx, row.id, input.currencies);
  // Renaming never re-decides a verification: the status is left as it is.
  const saved = await saveCustomer(tx, {
    ...row,
    uma_address: umaAddress,
    currencies: input.currencies ?? row.currencies,
    email: input.email ?? row.email,
    phone_number: input.phoneNumber ?? row.phone_number,
    profile,
    updated_at: tx.now,
  }).catch(conflictOf);
  await insertConsents(tx, tx.platformId, row.id, consents, tx.now);
  await provisionAccounts(tx, saved, settings);
  return present(tx, saved);
}

/**
 * An account once opened stays (there is no closing one by an update, and it may hold money),
 * so a new `currencies` list must keep the currencies of the customer's accounts: otherwise the
 * list would no longer say which accounts the customer has.
 */
async function checkKeepsAccounts(tx: Tx, customerId: string, currencies: readonly string[]): Promise<void> {
  const held = await customerAccountCurrencies(tx, tx.platformId, customerId);
  const dropped = held.filter((c) => !currencies.includes(c));
  if (dropped.length === 0) return;
  throw invalidInput([
    fieldError(
      'currencies',
      'invalid',
      `the customer has internal accounts in ${dropped.join(', ')}, which stay open; send a list that keeps them, e.g. [${[...new Set([...currencies, ...dropped])].join(', ')}]`,
    ),
  ]);
}

/**
 * A customer's internal accounts, one per currency of its `currencies` (plus the embedded
 * wallet for USDB), open with the customer; on an unregulated platform only once the end-user
 * terms are accepted (end-user-terms.ts). Idempotent, so an update that adds the consent or a
 * currency opens what is missing and later updates change nothing. The wallet's first
 * credential is not made here but by the callers (operations.ts, bulk.ts), through
 * wallet-auth's ensureInitialCredential in the same transaction: its table is wallet-auth's,
 * and wallet-auth uses this module, so this file cannot import it.
 */
async function provisionAccounts(tx: Tx, row: CustomerRow, settings: PlatformSettings): Promise<void> {
  const consents = (await latestConsents(tx, tx.platformId, [row.id])).get(row.id) ?? [];
  if (!termsAllowAccounts(settings, consents)) return;
  // Independent (the wallet is an account of its own type): their statements travel together.
  await Promise.all([ensureCustomerAccounts(tx, tx.platformId, row.id, row.currencies), ensureEmbeddedWallet(tx, tx.platformId, row.id, row.currencies, tx.now)]);
}

/** Whether a customer with these latest consents may have accounts (end-user-terms.ts): not while its terms are pending. */
const termsAllowAccounts = (settings: PlatformSettings, consents: ConsentRow[]) => endUserTermsStatus(settings.isRegulatedFinancialInstitution, consents) !== 'PENDING';

/**
 * Soft delete: the customer stays readable with isDeleted; its platformCustomerId is free again.
 * Operation `deleteCustomerById`.
 */
export async function deleteCustomer(tx: Tx, publicId: string): Promise<Customer> {
  const row = await loadActiveCustomer(tx, tx.platformId, publicId);
  return present(tx, await saveCustomer(tx, { ...row, deleted_at: tx.now, updated_at: tx.now }));
}

export interface CustomerFilters {
  platformCustomerId?: string;
  customerType?: string;
  createdAfter?: string;
  createdBefore?: string;
  updatedAfter?: string;
  updatedBefore?: string;
  region?: string;
  currency?: string;
  umaAddress?: string;
  isIncludingDeleted?: boolean;
}

export async function listCustomers(sql: Sql, platformId: string, f: CustomerFilters, page: PageRequest): Promise<Page<Customer>> {
  const where = new Conditions(platformId)
    .when(f.platformCustomerId, 'platform_customer_id = ?')
    .byValue(f.customerType, 'customer_type = ?')
    .when(f.createdAfter, 'created_at >= ?')
    .when(f.createdBefore, 'created_at <= ?')
    .when(f.updatedAfter, 'updated_at >= ?')
    .when(f.updatedBefore, 'updated_at <= ?')
    .when(f.region, 'region = ?')
    .when(f.currency, '? = ANY(currencies)')
    .when(f.umaAddress?.toLowerCase(), 'uma_address = ?');
  if (!f.isIncludingDeleted) where.always('deleted_at IS NULL');
  const rows = await pageOf<CustomerRow, CustomerRow>(sql, 'customers', where, page, (r) => r);
  return { ...rows, data: await presentAll(sql, platformId, rows.data) };
}

/** Moves a customer to `status` (a no-op when it is already there) and reports the change. */
export async function setCustomerStatus(tx: Tx, row: CustomerRow, status: VerificationState): Promise<CustomerRow> {
  if (row.status === status) return row;
  const saved = await saveCustomer(tx, { ...row, status: decide(row.status, status), updated_at: tx.now });
  await emitStatus(tx, saved);
  return saved;
}

/**
 * Replaces the customer's phone number: a completed SMS_OTP two-factor reset (src/modules/sca)
 * proved the new number's owner by liveness. The phone's contact verification starts over,
 * since it is kept for the address that was confirmed.
 */
export async function replacePhoneNumber(tx: Tx, row: CustomerRow, phoneNumber: string): Promise<void> {
  await saveCustomer(tx, { ...row, phone_number: phoneNumber, updated_at: tx.now });
}
