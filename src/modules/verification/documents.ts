import { isUniqueViolation, type Sql } from '../../db/driver.ts';
import { Conditions, pageOf } from '../../db/conditions.ts';
import { errors, type FieldError, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { ISO_COUNTRY_CODES } from '../../formats/country-codes.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import { findCustomerRow, findOwner } from '../customers/index.ts';
import { type DocumentStore, sqlDocumentStore } from './document-store.ts';
import { sniffDocumentType } from './file-type.ts';
import type { UploadForm } from '../../http/multipart.ts';

export const DOCUMENT_TYPES = [
  'PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID', 'PROOF_OF_ADDRESS', 'BANK_STATEMENT', 'TAX_RETURN',
  'CERTIFICATE_OF_INCORPORATION', 'ARTICLES_OF_INCORPORATION', 'ARTICLES_OF_ASSOCIATION', 'STATE_REGISTRY_EXCERPT',
  'GOOD_STANDING_CERTIFICATE', 'INFORMATION_STATEMENT', 'INCUMBENCY_CERTIFICATE', 'BUSINESS_LICENSE', 'SHAREHOLDER_REGISTER',
  'POWER_OF_ATTORNEY', 'UTILITY_BILL', 'ELECTRICITY_BILL', 'RENT_OR_LEASE_AGREEMENT', 'DIRECTOR_REGISTRY', 'TRUST_AGREEMENT',
  'STATE_COMPANY_REGISTRY', 'PARTNERSHIP_CONTROL_AGREEMENT', 'PARTNERSHIP_AGREEMENT', 'SELFIE', 'OTHER',
] as const;

/** Documents about a person; a business is described by the others (its people hold their own). */
const PERSONAL_ONLY = new Set(['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID', 'SELFIE']);
const PERSONAL_ALLOWED = new Set([...PERSONAL_ONLY, 'PROOF_OF_ADDRESS', 'BANK_STATEMENT', 'TAX_RETURN', 'UTILITY_BILL', 'ELECTRICITY_BILL', 'RENT_OR_LEASE_AGREEMENT', 'POWER_OF_ATTORNEY', 'OTHER']);
/** Cards with a front and a back: each side is its own upload. */
export const TWO_SIDED = new Set(['DRIVERS_LICENSE', 'NATIONAL_ID']);

/**
 * Sandbox: what a document examiner would find, chosen by the last three characters of
 * documentNumber (docs/sandbox.md). Real content inspection is the production provider's job.
 */
const SANDBOX_FINDINGS = {
  '901': 'LOW_QUALITY',
  '902': 'DATA_MISMATCH',
  '903': 'EXPIRED',
  '904': 'SUSPECTED_FRAUD',
} as const;

export interface DocumentRow {
  id: string;
  platform_id: string;
  holder_type: 'Customer' | 'BeneficialOwner';
  holder_id: string;
  document_type: string;
  side: string | null;
  country: string;
  document_number: string | null;
  issuing_authority: string | null;
  file_name: string;
  media_type: string;
  size_bytes: number;
  version: number;
  submitted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, platform_id, holder_type, holder_id, document_type, side, country, document_number, issuing_authority, file_name, media_type, size_bytes, version, submitted_at, created_at, updated_at';

export function presentDocument(row: DocumentRow): Record<string, unknown> {
  return {
    id: formatId('Document', row.id),
    documentHolder: formatId(row.holder_type, row.holder_id),
    documentType: row.document_type,
    ...(row.side ? { side: row.side } : {}),
    country: row.country,
    ...(row.document_number ? { documentNumber: row.document_number } : {}),
    ...(row.issuing_authority ? { issuingAuthority: row.issuing_authority } : {}),
    fileName: row.file_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export interface DocumentMetadata {
  documentType?: string;
  side?: string;
  country?: string;
  documentNumber?: string;
  issuingAuthority?: string;
  documentHolder?: string;
}

/** Multipart fields are plain text the framework has not validated: check them all here. */
function checkMetadata(m: DocumentMetadata, required: (keyof DocumentMetadata)[]): FieldError[] {
  const problems: FieldError[] = [];
  for (const f of required) if (m[f] === undefined || m[f] === '') problems.push(fieldError(f, 'required', `${f} is required`));
  if (m.documentType && !(DOCUMENT_TYPES as readonly string[]).includes(m.documentType)) problems.push(fieldError('documentType', 'enum', `${m.documentType} is not a DocumentType`));
  if (m.country && !ISO_COUNTRY_CODES.has(m.country)) problems.push(fieldError('country', 'country', 'country must be an ISO 3166-1 alpha-2 code'));
  if (m.side && m.side !== 'FRONT' && m.side !== 'BACK') problems.push(fieldError('side', 'enum', 'side is FRONT or BACK'));
  for (const f of ['documentNumber', 'issuingAuthority'] as const) {
    if (m[f] !== undefined && m[f].length > 100) problems.push(fieldError(f, 'maxLength', `${f} has at most 100 characters`));
  }
  if (m.documentHolder && !parseId('Customer', m.documentHolder) && !parseId('BeneficialOwner', m.documentHolder)) {
    problems.push(fieldError('documentHolder', 'format', 'documentHolder is a Customer or BeneficialOwner id'));
  }
  return problems;
}

function checkFile(file: UploadForm['file'], problems: FieldError[]): string | undefined {
  if (!file) return void problems.push(fieldError('file', 'required', 'file is required'));
  if (file.bytes.length === 0) return void problems.push(fieldError('file', 'minLength', 'file is empty'));
  const mediaType = sniffDocumentType(file.bytes);
  if (!mediaType) throw errors.UNSUPPORTED_MEDIA_TYPE('A document must be a PDF, JPEG or PNG file');
  return mediaType;
}

type Holder = { type: 'Customer' | 'BeneficialOwner'; id: string; kind: 'PERSON' | 'BUSINESS' };

async function loadHolder(sql: Sql, platformId: string, publicId: string): Promise<Holder> {
  const customerId = parseId('Customer', publicId);
  if (customerId) {
    const c = await findCustomerRow(sql, platformId, customerId);
    if (c && !c.deleted_at) return { type: 'Customer', id: c.id, kind: c.customer_type === 'BUSINESS' ? 'BUSINESS' : 'PERSON' };
  }
  const ownerId = parseId('BeneficialOwner', publicId);
  if (ownerId && (await findOwner(sql, platformId, ownerId))) return { type: 'BeneficialOwner', id: ownerId, kind: 'PERSON' };
  throw errors.DOCUMENT_HOLDER_NOT_FOUND();
}

/** The reasons a document is refused as evidence, each its own error code. */
function refuse(holder: Holder, m: Required<Pick<DocumentMetadata, 'documentType'>> & DocumentMetadata) {
  const personal = holder.kind === 'PERSON';
  if (personal ? !PERSONAL_ALLOWED.has(m.documentType) : PERSONAL_ONLY.has(m.documentType)) {
    throw errors.UNSUITABLE_DOCUMENT(`${m.documentType} is not accepted for a ${personal ? 'person' : 'business'}`);
  }
  if (TWO_SIDED.has(m.documentType) && !m.side) throw errors.INCOMPLETE(`${m.documentType} is uploaded one side at a time: set side to FRONT or BACK`);
  if (!TWO_SIDED.has(m.documentType) && m.side) {
    throw invalidInput([fieldError('side', 'forbidden', `${m.documentType} has no sides`)]);
  }
  const finding = SANDBOX_FINDINGS[(m.documentNumber ?? '').slice(-3) as keyof typeof SANDBOX_FINDINGS];
  if (finding) throw errors[finding]();
}

export async function loadDocument(sql: Sql, platformId: string, publicId: string, lock = false): Promise<DocumentRow> {
  const uuid = parseId('Document', publicId);
  const rows = uuid ? await sql.query<DocumentRow>(`SELECT ${COLUMNS} FROM documents WHERE id = $1 AND platform_id = $2${lock ? ' FOR UPDATE' : ''}`, [uuid, platformId]) : [];
  if (rows.length === 0) throw errors.NOT_FOUND('Document not found');
  return rows[0];
}

const alreadyExists = (err: unknown): never => {
  if (isUniqueViolation(err, 'documents_one_per_type')) throw errors.DOCUMENT_ALREADY_EXISTS();
  throw err;
};

async function sameTypeExists(sql: Sql, platformId: string, holderId: string, type: string, side: string | null, exceptId?: string) {
  const rows = await sql.query(
    `SELECT 1 FROM documents WHERE platform_id = $1 AND holder_id = $2 AND document_type = $3 AND coalesce(side, '') = $4 AND id <> $5`,
    [platformId, holderId, type, side ?? '', exceptId ?? '00000000-0000-0000-0000-000000000000'],
  );
  return rows.length > 0;
}

export async function uploadDocument(tx: Tx, form: UploadForm, store: DocumentStore = sqlDocumentStore) {
  const m = form.fields as DocumentMetadata;
  const problems = checkMetadata(m, ['documentHolder', 'documentType', 'country']);
  const mediaType = checkFile(form.file, problems);
  if (problems.length > 0) throw invalidInput(problems);
  const holder = await loadHolder(tx, tx.platformId, m.documentHolder as string);
  refuse(holder, m as DocumentMetadata & { documentType: string });
  if (await sameTypeExists(tx, tx.platformId, holder.id, m.documentType as string, m.side ?? null)) throw errors.DOCUMENT_ALREADY_EXISTS();
  const id = newId();
  const file = form.file as NonNullable<UploadForm['file']>;
  const rows = await tx
    .query<DocumentRow>(
      `INSERT INTO documents (id, platform_id, holder_type, holder_id, document_type, side, country, document_number, issuing_authority,
         file_name, media_type, size_bytes, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING ${COLUMNS}`,
      [id, tx.platformId, holder.type, holder.id, m.documentType, m.side ?? null, m.country, m.documentNumber ?? null, m.issuingAuthority ?? null,
        file.fileName, mediaType, file.bytes.length, tx.now],
    )
    .catch(alreadyExists);
  await store.put(tx, tx.platformId, id, file.bytes);
  return presentDocument(rows[0]);
}

/**
 * PUT: a new version of the document. Multipart carries a new file (and its metadata); a JSON
 * body corrects metadata only. A new file has not been seen by any verification yet.
 */
export async function replaceDocument(tx: Tx, publicId: string, input: { fields: DocumentMetadata; file?: UploadForm['file'] }, multipart: boolean, store: DocumentStore = sqlDocumentStore) {
  const row = await loadDocument(tx, tx.platformId, publicId, true);
  const problems = checkMetadata(input.fields, multipart ? ['documentType', 'country'] : []);
  if (input.fields.documentHolder !== undefined) problems.push(fieldError('documentHolder', 'readOnly', 'a document cannot move to another holder'));
  const mediaType = multipart ? checkFile(input.file, problems) : row.media_type;
  if (problems.length > 0) throw invalidInput(problems);
  const next = {
    documentType: input.fields.documentType ?? row.document_type,
    side: input.fields.side ?? (input.fields.documentType && input.fields.documentType !== row.document_type ? undefined : (row.side ?? undefined)),
    country: input.fields.country ?? row.country,
    documentNumber: input.fields.documentNumber ?? row.document_number ?? undefined,
    issuingAuthority: input.fields.issuingAuthority ?? row.issuing_authority ?? undefined,
  };
  const holder = await loadHolder(tx, tx.platformId, formatId(row.holder_type, row.holder_id));
  refuse(holder, next);
  if (await sameTypeExists(tx, tx.platformId, row.holder_id, next.documentType, next.side ?? null, row.id)) throw errors.DOCUMENT_ALREADY_EXISTS();
  const file = input.file;
  const rows = await tx
    .query<DocumentRow>(
      `UPDATE documents SET document_type = $3, side = $4, country = $5, document_number = $6, issuing_authority = $7,
         file_name = $8, media_type = $9, size_bytes = $10, version = version + $12,
         submitted_at = CASE WHEN $12 = 1 THEN NULL ELSE submitted_at END, updated_at = $11
       WHERE id = $1 AND platform_id = $2 RETURNING ${COLUMNS}`,
      [row.id, tx.platformId, next.documentType, next.side ?? null, next.country, next.documentNumber ?? null, next.issuingAuthority ?? null,
        file?.fileName ?? row.file_name, mediaType, file?.bytes.length ?? row.size_bytes, tx.now, file ? 1 : 0],
    )
    .catch(alreadyExists);
  if (file) await store.put(tx, tx.platformId, row.id, file.bytes);
  return presentDocument(rows[0]);
}

/** A document a verification has used is evidence on file and stays. */
export async function deleteDocument(tx: Tx, publicId: string) {
  const row = await loadDocument(tx, tx.platformId, publicId, true);
  if (row.submitted_at) throw errors.CONFLICT('The document was submitted for verification and cannot be deleted; replace it with PUT');
  await tx.query('DELETE FROM documents WHERE id = $1 AND platform_id = $2', [row.id, tx.platformId]);
}

export async function getDocument(sql: Sql, platformId: string, publicId: string) {
  return presentDocument(await loadDocument(sql, platformId, publicId));
}

export async function listDocuments(sql: Sql, platformId: string, holder: string | undefined, page: PageRequest): Promise<Page<Record<string, unknown>>> {
  const where = new Conditions(platformId);
  if (holder !== undefined) {
    const uuid = parseId('Customer', holder) ?? parseId('BeneficialOwner', holder) ?? '00000000-0000-0000-0000-000000000000';
    where.when(uuid, 'holder_id = ?');
  }
  const sub = `(SELECT ${COLUMNS} FROM documents) AS d`;
  return pageOf<DocumentRow, Record<string, unknown>>(sql, sub, where, page, presentDocument);
}

/** The documents of these holders, for a verification to weigh. */
export async function documentsOf(sql: Sql, platformId: string, holderIds: string[]): Promise<DocumentRow[]> {
  if (holderIds.length === 0) return [];
  return sql.query<DocumentRow>(`SELECT ${COLUMNS} FROM documents WHERE platform_id = $1 AND holder_id = ANY($2::uuid[]) ORDER BY id`, [platformId, holderIds]);
}

export async function markSubmitted(sql: Sql, platformId: string, ids: string[], now: Date) {
  if (ids.length > 0) await sql.query('UPDATE documents SET submitted_at = $3 WHERE platform_id = $1 AND id = ANY($2::uuid[]) AND submitted_at IS NULL', [platformId, ids, now]);
}
