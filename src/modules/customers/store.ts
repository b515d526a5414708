import { insertInto, type Sql, type TxSql } from '../../db/driver.ts';
import { newId } from '../../ids.ts';
import type { ContactRow } from './contact-rules.ts';
import type { ConsentInput, ConsentRow, CustomerRow } from './types.ts';

const CUSTOMER = insertInto('customers', [
  'id', 'platform_id', 'customer_type', 'platform_customer_id', 'uma_address', 'region', 'currencies',
  'email', 'phone_number', 'status', 'profile', 'created_at', 'updated_at',
]);

/**
 * insertCustomer for a row that nothing of its transaction reads or references before COMMIT:
 * it goes with the COMMIT (one round trip fewer), the row as it will be stored answered at once.
 * `onError` turns a unique violation there (a race the reads before did not see) into its answer.
 */
export function queueCustomer(tx: Pick<TxSql, 'insertAtCommit'>, row: Omit<CustomerRow, 'deleted_at'>, onError: (err: unknown) => unknown): CustomerRow {
  tx.insertAtCommit(
    CUSTOMER,
    [
      row.id, row.platform_id, row.customer_type, row.platform_customer_id, row.uma_address, row.region, row.currencies,
      row.email, row.phone_number, row.status, JSON.stringify(row.profile), row.created_at, row.updated_at,
    ],
    { onError },
  );
  return { ...row, deleted_at: null };
}

export async function insertCustomer(sql: Sql, row: Omit<CustomerRow, 'deleted_at'>): Promise<CustomerRow> {
  const rows = await sql.query<CustomerRow>(
    `INSERT INTO customers (id, platform_id, customer_type, platform_customer_id, uma_address, region, currencies,
       email, phone_number, status, profile, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13) RETURNING *`,
    [
      row.id, row.platform_id, row.customer_type, row.platform_customer_id, row.uma_address, row.region, row.currencies,
      row.email, row.phone_number, row.status, JSON.stringify(row.profile), row.created_at, row.updated_at,
    ],
  );
  return rows[0];
}

export async function saveCustomer(sql: Sql, row: CustomerRow): Promise<CustomerRow> {
  const rows = await sql.query<CustomerRow>(
    `UPDATE customers SET uma_address = $3, currencies = $4, email = $5, phone_number = $6, status = $7,
       profile = $8::jsonb, updated_at = $9, deleted_at = $10
     WHERE id = $1 AND platform_id = $2 RETURNING *`,
    [row.id, row.platform_id, row.uma_address, row.currencies, row.email, row.phone_number, row.status, JSON.stringify(row.profile), row.updated_at, row.deleted_at],
  );
  return rows[0];
}

/** The customer, deleted or not; `lock` takes the row for the rest of the transaction. */
export async function findCustomerRow(sql: Sql, platformId: string, uuid: string, lock = false): Promise<CustomerRow | undefined> {
  const rows = await sql.query<CustomerRow>(
    `SELECT * FROM customers WHERE id = $1 AND platform_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [uuid, platformId],
  );
  return rows[0];
}

export async function activeWith(sql: Sql, platformId: string, column: 'platform_customer_id' | 'uma_address', value: string, exceptId?: string) {
  const rows = await sql.query<{ id: string }>(
    `SELECT id FROM customers WHERE platform_id = $1 AND ${column} = $2 AND deleted_at IS NULL AND id <> $3`,
    [platformId, value, exceptId ?? '00000000-0000-0000-0000-000000000000'],
  );
  return rows.length > 0;
}

export async function insertConsents(sql: Sql, platformId: string, customerId: string, consents: ConsentInput[], now: Date) {
  for (const c of consents) {
    await sql.query(
      `INSERT INTO customer_consents (id, platform_id, customer_id, type, terms_version, accepted_at, ip_address, acceptance_method, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [newId(), platformId, customerId, c.type, c.termsVersion, new Date(c.acceptedAt), c.ipAddress ?? null, c.acceptanceMethod ?? null, now],
    );
  }
}

const CONSENT = insertInto('customer_consents', ['id', 'platform_id', 'customer_id', 'type', 'terms_version', 'accepted_at', 'ip_address', 'acceptance_method', 'created_at']);

type ConsentRecord = ConsentRow & { id: string };

/**
 * The consent rows of a customer created in this transaction (insertConsents' rows, written with
 * the COMMIT by queueConsents), and what latestConsents would read back of them (latestOf), with
 * no round trip.
 */
export function consentRecords(customerId: string, consents: ConsentInput[]): { rows: ConsentRecord[]; latest: ConsentRow[] } {
  const rows = consents.map((c) => ({
    id: newId(),
    customer_id: customerId,
    type: c.type as ConsentRow['type'],
    terms_version: c.termsVersion,
    accepted_at: new Date(c.acceptedAt),
    ip_address: c.ipAddress ?? null,
    acceptance_method: c.acceptanceMethod ?? null,
  }));
  return { rows, latest: latestOf(rows) };
}

/** consentRecords' rows, written with the COMMIT (after their customer's row, queued or written before them). */
export function queueConsents(tx: Pick<TxSql, 'insertAtCommit'>, platformId: string, rows: readonly ConsentRecord[], now: Date): void {
  for (const r of rows) tx.insertAtCommit(CONSENT, [r.id, platformId, r.customer_id, r.type, r.terms_version, r.accepted_at, r.ip_address, r.acceptance_method, now]);
}

/** latestConsents' rule on rows in hand: per type the latest acceptance, then the latest record (ids are time-ordered); by type. */
function latestOf(rows: ConsentRecord[]): ConsentRow[] {
  const latest = new Map<string, ConsentRow & { id: string }>();
  for (const r of rows) {
    const kept = latest.get(r.type);
    const later = !kept || r.accepted_at > kept.accepted_at || (r.accepted_at.getTime() === kept.accepted_at.getTime() && r.id > kept.id);
    if (later) latest.set(r.type, r);
  }
  return [...latest.values()].sort((a, b) => (a.type < b.type ? -1 : 1)).map(({ id: _id, ...row }) => row);
}

/** The most recent acceptance per type of each customer, by acceptance time then record order. */
export async function latestConsents(sql: Sql, platformId: string, customerIds: string[]): Promise<Map<string, ConsentRow[]>> {
  const byCustomer = new Map<string, ConsentRow[]>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return byCustomer;
  const rows = await sql.query<ConsentRow>(
    `SELECT DISTINCT ON (customer_id, type) customer_id, type, terms_version, accepted_at, ip_address, acceptance_method
     FROM customer_consents WHERE platform_id = $1 AND customer_id = ANY($2::uuid[])
     ORDER BY customer_id, type, accepted_at DESC, id DESC`,
    [platformId, customerIds],
  );
  for (const r of rows) byCustomer.get(r.customer_id)?.push(r);
  return byCustomer;
}

export async function contactRows(sql: Sql, platformId: string, customerIds: string[]): Promise<ContactRow[]> {
  if (customerIds.length === 0) return [];
  return sql.query<ContactRow>('SELECT * FROM contact_verifications WHERE platform_id = $1 AND customer_id = ANY($2::uuid[])', [platformId, customerIds]);
}

/** The id of the active customer whose `column` is `value`. */
export async function activeCustomerId(sql: Sql, platformId: string, column: 'id' | 'uma_address', value: string): Promise<string | undefined> {
  const rows = await sql.query<{ id: string }>(`SELECT id FROM customers WHERE platform_id = $1 AND ${column} = $2 AND deleted_at IS NULL`, [platformId, value]);
  return rows[0]?.id;
}

export interface CustomerContact {
  email: string | null;
  phone_number: string | null;
}

/** An active customer's e-mail and phone number; `lock` holds the row until the transaction ends. */
export async function customerContact(sql: Sql, platformId: string, uuid: string, lock = false): Promise<CustomerContact | undefined> {
  const rows = await sql.query<CustomerContact>(
    `SELECT email, phone_number FROM customers WHERE id = $1 AND platform_id = $2 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [uuid, platformId],
  );
  return rows[0];
}

/**
 * For a hot-path query of another module that must stay one round trip: an expression for the
 * platformCustomerId of the customer `customerColumn` names in platform `platformColumn`, null
 * when there is none. The customers table stays this module's; the caller only embeds it.
 */
export function platformCustomerIdExpr(customerColumn: string, platformColumn: string): string {
  return `(SELECT c.platform_customer_id FROM customers c WHERE c.id = ${customerColumn} AND c.platform_id = ${platformColumn})`;
}

/**
 * Like platformCustomerIdExpr: the customer's jurisdiction as jurisdictionOf (contact-rules.ts)
 * decides it (the address country, else the region; null for none), so that a payment on the
 * hot path asks mandatesSca without a read of its own.
 */
export function customerJurisdictionExpr(customerColumn: string, platformColumn: string): string {
  return `(SELECT COALESCE(NULLIF(c.profile #>> '{address,country}', ''), c.region) FROM customers c WHERE c.id = ${customerColumn} AND c.platform_id = ${platformColumn})`;
}

/**
 * Like platformCustomerIdExpr: whether the customer's acceptance of the end-user terms is on
 * file (endUserTermsStatus's rule: any SERVICE_END_USER_TERMS consent), so that a payment on the
 * hot path checks it without a read of its own.
 */
export function endUserTermsOnFileExpr(customerColumn: string, platformColumn: string): string {
  return `EXISTS (SELECT 1 FROM customer_consents cc WHERE cc.platform_id = ${platformColumn} AND cc.customer_id = ${customerColumn} AND cc.type = 'SERVICE_END_USER_TERMS')`;
}
