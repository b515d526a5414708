import type { Sql } from '../../db/driver.ts';
import { errors, type ApiError } from '../../http/errors.ts';
import { formatId, parseId } from '../../ids.ts';
import { plannedCustomerAccounts } from '../accounts/index.ts';
import { getSettings } from '../platforms/index.ts';
import { currentAgreement } from './agreements.ts';
import { findCustomerRow, latestConsents } from './store.ts';
import type { ConsentRow, CustomerRow } from './types.ts';

/**
 * The reference's rule, kept: on an unregulated platform a customer's internal accounts open,
 * and its money may move, only once its acceptance of SERVICE_END_USER_TERMS is on file. A
 * regulated platform vouches for its customers and is never asked. This file makes the rule
 * visible: the customer resource, the empty account list and the 403 all say what is pending
 * and which call records it.
 */
export type EndUserTermsStatus = 'PENDING' | 'ACCEPTED' | 'NOT_REQUIRED';

export function endUserTermsStatus(isRegulated: boolean, consents: readonly ConsentRow[]): EndUserTermsStatus {
  if (isRegulated) return 'NOT_REQUIRED';
  return consents.some((c) => c.type === 'SERVICE_END_USER_TERMS') ? 'ACCEPTED' : 'PENDING';
}

/** The call that records the acceptance: updateCustomerById with an agreementConsents entry. */
export function acceptTermsWith(customerUuid: string) {
  return { operationId: 'updateCustomerById', method: 'PATCH', path: `/customers/${formatId('Customer', customerUuid)}`, field: 'agreementConsents' };
}

/**
 * The customer's `endUserTerms` (a field of this project, docs/contract-differences.md). While
 * pending it names the terms to accept, the call that records them and the accounts that open;
 * a deleted customer can no longer accept, so it is told only the status.
 */
export function presentEndUserTerms(row: CustomerRow, consents: readonly ConsentRow[], isRegulated: boolean): Record<string, unknown> {
  const status = endUserTermsStatus(isRegulated, consents);
  if (status !== 'PENDING' || row.deleted_at !== null) return { status };
  return {
    status,
    agreement: currentAgreement('SERVICE_END_USER_TERMS'),
    acceptWith: acceptTermsWith(row.id),
    opensOnAcceptance: plannedCustomerAccounts(row.currencies),
  };
}

/**
 * `endUserTerms` of the platform's active customer `publicId` when its terms are pending, for the
 * empty account list to say why it is empty; nothing for anyone else (a malformed or foreign id
 * must not reveal anything).
 */
export async function pendingEndUserTerms(sql: Sql, platformId: string, publicId: string): Promise<Record<string, unknown> | undefined> {
  const uuid = parseId('Customer', publicId);
  const row = uuid ? await findCustomerRow(sql, platformId, uuid) : undefined;
  if (!row || row.deleted_at !== null) return undefined;
  const settings = await getSettings(sql, platformId);
  const consents = (await latestConsents(sql, platformId, [row.id])).get(row.id) ?? [];
  const terms = presentEndUserTerms(row, consents, settings.isRegulatedFinancialInstitution);
  return terms.status === 'PENDING' ? terms : undefined;
}

/** 403 END_USER_TERMS_NOT_ACCEPTED for `customerUuid`, naming the call that records the acceptance. */
export function termsNotAccepted(customerUuid: string): ApiError {
  const accept = acceptTermsWith(customerUuid);
  const terms = currentAgreement('SERVICE_END_USER_TERMS');
  return errors.END_USER_TERMS_NOT_ACCEPTED(
    `${formatId('Customer', customerUuid)} has not accepted the end-user terms, so its money cannot move yet. Record the acceptance with ` +
      `${accept.method} ${accept.path} sending ${accept.field}: [{type: SERVICE_END_USER_TERMS, termsVersion: ${terms.version}, acceptedAt, ipAddress, acceptanceMethod}] ` +
      '(versions: GET /customers/agreements); its internal accounts open then.',
    { customerId: formatId('Customer', customerUuid), agreement: terms, acceptWith: accept },
  );
}
