import { formatId } from '../../ids.ts';
import type { CustomerRow, OwnerRow } from '../customers/index.ts';
import { type DocumentRow, TWO_SIDED } from './documents.ts';

/** One problem of a submission, in the contract's VerificationError shape. */
export interface VerificationIssue {
  resourceId: string;
  type: string;
  field?: string;
  acceptedDocumentTypes?: string[];
  reason: string;
}

export const IDENTITY_DOCUMENTS = ['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID'];

/** Business evidence: each category is satisfied by any one of its document types. */
export const BUSINESS_DOCUMENTS: { type: string; accepted: string[]; what: string }[] = [
  { type: 'MISSING_LEGAL_PRESENCE_DOCUMENT', accepted: ['CERTIFICATE_OF_INCORPORATION', 'ARTICLES_OF_INCORPORATION', 'ARTICLES_OF_ASSOCIATION', 'STATE_REGISTRY_EXCERPT'], what: 'that the business legally exists' },
  { type: 'MISSING_CONTROL_STRUCTURE_DOCUMENT', accepted: ['DIRECTOR_REGISTRY', 'TRUST_AGREEMENT', 'STATE_COMPANY_REGISTRY', 'PARTNERSHIP_CONTROL_AGREEMENT'], what: 'who controls the business' },
  { type: 'MISSING_OWNERSHIP_STRUCTURE_DOCUMENT', accepted: ['SHAREHOLDER_REGISTER', 'TRUST_AGREEMENT', 'PARTNERSHIP_AGREEMENT'], what: 'who owns the business' },
  { type: 'MISSING_PROOF_OF_ADDRESS_DOCUMENT', accepted: ['UTILITY_BILL', 'RENT_OR_LEASE_AGREEMENT', 'ELECTRICITY_BILL', 'BANK_STATEMENT', 'TAX_RETURN', 'PROOF_OF_ADDRESS'], what: 'the business address' },
];

const missingField = (resourceId: string, field: string): VerificationIssue => ({ resourceId, type: 'MISSING_FIELD', field, reason: `${field} is required for verification` });
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * The identity document of a person: a passport, or both sides of a driver's license or national
 * id; identity documents also need their number and issuing authority. Returns the document the
 * decision rests on (for findings about it) together with what is missing.
 */
function identityEvidence(holderId: string, docs: DocumentRow[]): { issues: VerificationIssue[]; document?: DocumentRow } {
  const issues: VerificationIssue[] = [];
  const mine = docs.filter((d) => formatId(d.holder_type, d.holder_id) === holderId && IDENTITY_DOCUMENTS.includes(d.document_type));
  const complete = mine.find((d) => !TWO_SIDED.has(d.document_type)) ??
    mine.find((d) => d.side === 'FRONT' && mine.some((b) => b.document_type === d.document_type && b.side === 'BACK'));
  if (!complete) {
    for (const d of mine) {
      issues.push({ resourceId: formatId('Document', d.id), type: 'INCOMPLETE_DOCUMENT', reason: `the ${d.side === 'FRONT' ? 'BACK' : 'FRONT'} side of this ${d.document_type} is missing` });
    }
    issues.push({ resourceId: holderId, type: 'MISSING_IDENTITY_DOCUMENT', acceptedDocumentTypes: IDENTITY_DOCUMENTS, reason: 'an identity document is required' });
    return { issues };
  }
  const sides = mine.filter((d) => d.document_type === complete.document_type);
  for (const d of sides) {
    for (const [column, field] of [['document_number', 'documentNumber'], ['issuing_authority', 'issuingAuthority']] as const) {
      if (!d[column]) issues.push(missingField(formatId('Document', d.id), field));
    }
  }
  return { issues, document: complete };
}

export interface Packet {
  issues: VerificationIssue[];
  /** The document a sandbox finding about document quality is pinned to. */
  keyDocument?: DocumentRow;
}

export function individualPacket(customer: CustomerRow, docs: DocumentRow[]): Packet {
  const id = formatId('Customer', customer.id);
  const p = customer.profile;
  const issues: VerificationIssue[] = [];
  for (const f of ['fullName', 'birthDate', 'nationality', 'address', 'idType', 'identifier']) if (isBlank(p[f])) issues.push(missingField(id, f));
  // A screening needs a given name and a family name.
  if (typeof p.fullName === 'string' && p.fullName.trim().split(/\s+/).length < 2) {
    issues.push({ resourceId: id, type: 'INVALID_FIELD', field: 'fullName', reason: 'fullName needs a given name and a family name' });
  }
  const identity = identityEvidence(id, docs);
  return { issues: [...issues, ...identity.issues], keyDocument: identity.document };
}

export function businessPacket(customer: CustomerRow, owners: OwnerRow[], docs: DocumentRow[]): Packet {
  const id = formatId('Customer', customer.id);
  const info = (customer.profile.businessInfo ?? {}) as Record<string, unknown>;
  const issues: VerificationIssue[] = [];
  for (const f of ['legalName', 'country', 'taxId', 'incorporatedOn', 'registrationNumber', 'countriesOfOperation']) {
    if (isBlank(info[f])) issues.push(missingField(id, `businessInfo.${f}`));
  }
  if (isBlank(customer.profile.address)) issues.push(missingField(id, 'address'));
  const own = docs.filter((d) => d.holder_type === 'Customer' && d.holder_id === customer.id);
  let keyDocument: DocumentRow | undefined;
  for (const category of BUSINESS_DOCUMENTS) {
    const found = own.find((d) => category.accepted.includes(d.document_type));
    if (!found) issues.push({ resourceId: id, type: category.type, acceptedDocumentTypes: category.accepted, reason: `a document showing ${category.what} is required` });
    keyDocument ??= found;
  }
  if (owners.length === 0) issues.push({ resourceId: id, type: 'MISSING_BENEFICIAL_OWNER', reason: 'at least one beneficial owner is required' });
  if (!owners.some((o) => o.roles.includes('CONTROL_PERSON'))) {
    issues.push({ resourceId: id, type: 'MISSING_CONTROL_PERSON', reason: 'a beneficial owner with the CONTROL_PERSON role is required' });
  }
  for (const o of owners) issues.push(...identityEvidence(formatId('BeneficialOwner', o.id), docs).issues);
  return { issues, keyDocument };
}
