import { formatId } from '../../ids.ts';
import { type OwnerRow, presentOwner } from './owners-store.ts';
import { type ContactRow, presentContactVerification } from './contact-rules.ts';
import { presentEndUserTerms } from './end-user-terms.ts';
import type { ConsentRow, CustomerRow } from './types.ts';

/** The most recent acceptance per type, in the shape of the contract's AgreementConsent. */
function presentConsents(consents: ConsentRow[]) {
  return consents.map((c) => ({
    type: c.type,
    termsVersion: c.terms_version,
    acceptedAt: c.accepted_at.toISOString(),
    ...(c.ip_address === null ? {} : { ipAddress: c.ip_address }),
    ...(c.acceptance_method === null ? {} : { acceptanceMethod: c.acceptance_method }),
  }));
}

/**
 * The deprecated single-consent view of SERVICE_END_USER_TERMS. It is shown only when the
 * acceptance carries everything the old shape requires (an agreementConsents entry may omit
 * ipAddress or use an acceptance method the old shape does not know).
 */
function legacyConsent(consents: ConsentRow[]) {
  const c = consents.find((x) => x.type === 'SERVICE_END_USER_TERMS');
  if (!c || c.ip_address === null || (c.acceptance_method !== 'CHECKBOX' && c.acceptance_method !== 'CLICK_TO_ACCEPT')) return undefined;
  return { acceptedAt: c.accepted_at.toISOString(), ipAddress: c.ip_address, termsVersion: c.terms_version, acceptanceMethod: c.acceptance_method };
}

const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));

export function presentCustomer(
  row: CustomerRow,
  consents: ConsentRow[],
  isRegulated: boolean,
  owners: OwnerRow[] = [],
  contacts: ContactRow[] = [],
): Record<string, unknown> {
  const { identifier: _writeOnly, ...profile } = row.profile;
  const common = defined({
    id: formatId('Customer', row.id),
    platformCustomerId: row.platform_customer_id,
    customerType: row.customer_type,
    umaAddress: row.uma_address,
    agreementConsents: presentConsents(consents),
    endUserTermsConsent: legacyConsent(consents),
    endUserTerms: presentEndUserTerms(row, consents, isRegulated),
    region: row.region,
    currencies: row.currencies,
    email: row.email,
    phoneNumber: row.phone_number,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    isDeleted: row.deleted_at !== null,
    contactVerification: presentContactVerification(row, contacts),
  });
  return row.customer_type === 'INDIVIDUAL'
    ? { ...common, ...profile, kycStatus: row.status }
    : { ...common, ...profile, kybStatus: row.status, beneficialOwners: owners.map(presentOwner) };
}
