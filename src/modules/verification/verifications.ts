import type { Sql } from '../../db/driver.ts';
import { Conditions, pageOf } from '../../db/conditions.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import {
  type CustomerRow,
  isFinal,
  isTerminal,
  loadActiveCustomer,
  type OwnerRow,
  ownersOf,
  saveOwner,
  setCustomerStatus,
  type SuffixOutcome,
  suffixOutcome,
  type VerificationState,
} from '../customers/index.ts';
import { getSettings } from '../platforms/index.ts';
import { documentsOf, markSubmitted } from './documents.ts';
import { BUSINESS_DOCUMENTS, businessPacket, IDENTITY_DOCUMENTS, individualPacket, type VerificationIssue } from './packet.ts';

type VerificationStatus = 'RESOLVE_ERRORS' | 'PENDING_MANUAL_REVIEW' | 'APPROVED' | 'REJECTED';

interface VerificationRow {
  id: string;
  platform_id: string;
  customer_id: string;
  status: VerificationStatus;
  errors: VerificationIssue[];
  created_at: Date;
  updated_at: Date;
}

function presentVerification(row: VerificationRow) {
  return {
    id: formatId('Verification', row.id),
    customerId: formatId('Customer', row.customer_id),
    verificationStatus: row.status,
    errors: row.errors,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What a decided submission means for the customer's status: one table. */
const CUSTOMER_STATUS: Record<VerificationStatus, VerificationState | null> = {
  RESOLVE_ERRORS: null, // nothing decided: the customer keeps its status
  PENDING_MANUAL_REVIEW: 'PENDING',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
};

const OWNER_STATUS: Record<SuffixOutcome, VerificationState> = {
  MANUAL_REVIEW: 'PENDING',
  REJECTED: 'REJECTED',
  CORRECTABLE: 'APPROVED',
  APPROVED: 'APPROVED',
};

interface Decision {
  status: VerificationStatus;
  issues: VerificationIssue[];
}

/**
 * The sandbox provider (docs/sandbox.md, "Verification"): the suffix decides, but only once the
 * packet is complete, except that "skip verification paperwork" lets a business with a terminal
 * suffix resolve at its first submission. 003 flags its key document as poor quality until a
 * new file for it is sent with PUT; then it goes to manual review.
 */
function decide(outcome: SuffixOutcome, packet: ReturnType<typeof individualPacket>, skipPaperwork: boolean, acceptedForKey: string[]): Decision {
  if (skipPaperwork && isTerminal(outcome)) return { status: outcome, issues: [] };
  if (packet.issues.length > 0) return { status: 'RESOLVE_ERRORS', issues: packet.issues };
  switch (outcome) {
    case 'MANUAL_REVIEW':
      return { status: 'PENDING_MANUAL_REVIEW', issues: [] };
    case 'CORRECTABLE': {
      const doc = packet.keyDocument;
      if (doc && doc.version > 1) return { status: 'PENDING_MANUAL_REVIEW', issues: [] };
      const resourceId = doc ? formatId('Document', doc.id) : '';
      return {
        status: 'RESOLVE_ERRORS',
        issues: [{ resourceId, type: 'POOR_QUALITY_DOCUMENT', acceptedDocumentTypes: acceptedForKey, reason: 'the document is not legible; send a new file with PUT /documents/{documentId}' }],
      };
    }
    default:
      return { status: outcome, issues: [] };
  }
}

async function resolveOwners(tx: Tx, owners: OwnerRow[]) {
  for (const o of owners) {
    if (o.kyc_status !== 'UNVERIFIED') continue;
    await saveOwner(tx, { ...o, kyc_status: OWNER_STATUS[suffixOutcome(o.personal_info.lastName)], updated_at: tx.now });
  }
}

/** Operation `createVerification`. */
export async function submitVerification(tx: Tx, customerId: string) {
  const customer: CustomerRow = await loadActiveCustomer(tx, tx.platformId, customerId);
  if (isFinal(customer.status)) {
    throw invalidInput([fieldError('customerId', 'state', `the customer is already ${customer.status}; a decided verification is final`)]);
  }
  const settings = await getSettings(tx, tx.platformId);
  const isBusiness = customer.customer_type === 'BUSINESS';
  const owners = isBusiness ? await ownersOf(tx, tx.platformId, [customer.id]) : [];
  const docs = await documentsOf(tx, tx.platformId, [customer.id, ...owners.map((o) => o.id)]);
  const firstSubmission = (await tx.query('SELECT 1 FROM verifications WHERE platform_id = $1 AND customer_id = $2 LIMIT 1', [tx.platformId, customer.id])).length === 0;

  const decision = isBusiness
    ? decide(
        suffixOutcome((customer.profile.businessInfo as Record<string, unknown> | undefined)?.registrationNumber),
        businessPacket(customer, owners, docs),
        Boolean(settings.skipVerificationPaperwork) && firstSubmission,
        BUSINESS_DOCUMENTS[0].accepted,
      )
    : decide(suffixOutcome(customer.profile.fullName), individualPacket(customer, docs), false, IDENTITY_DOCUMENTS);

  await markSubmitted(tx, tx.platformId, docs.map((d) => d.id), tx.now);
  const rows = await tx.query<VerificationRow>(
    `INSERT INTO verifications (id, platform_id, customer_id, status, errors, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6) RETURNING *`,
    [newId(), tx.platformId, customer.id, decision.status, JSON.stringify(decision.issues), tx.now],
  );
  const verification = presentVerification(rows[0]);
  await tx.emit(`VERIFICATION.${decision.status}`, verification);
  const next = CUSTOMER_STATUS[decision.status];
  if (next) {
    if (isBusiness) await resolveOwners(tx, owners);
    await setCustomerStatus(tx, customer, next);
  }
  return verification;
}

export async function getVerification(sql: Sql, platformId: string, publicId: string) {
  const uuid = parseId('Verification', publicId);
  const rows = uuid ? await sql.query<VerificationRow>('SELECT * FROM verifications WHERE id = $1 AND platform_id = $2', [uuid, platformId]) : [];
  if (rows.length === 0) throw errors.VERIFICATION_NOT_FOUND();
  return presentVerification(rows[0]);
}

export async function listVerifications(
  sql: Sql,
  platformId: string,
  f: { customerId?: string; verificationStatus?: string },
  page: PageRequest,
): Promise<Page<ReturnType<typeof presentVerification>>> {
  const customer = f.customerId === undefined ? undefined : (parseId('Customer', f.customerId) ?? '00000000-0000-0000-0000-000000000000');
  const where = new Conditions(platformId).when(customer, 'customer_id = ?').byValue(f.verificationStatus, 'status = ?');
  return pageOf<VerificationRow, ReturnType<typeof presentVerification>>(sql, 'verifications', where, page, presentVerification);
}
