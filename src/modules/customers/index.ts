/**
 * Customers: their profiles, consents, contacts, verification status and beneficial owners.
 * Verification depends on this module, never the other way round (docs/architecture.md).
 */
export { contactsVerified } from './contact.ts';
export { jurisdictionOf, mandatesSca, scaCountry } from './contact-rules.ts';
export { endUserTermsStatus, pendingEndUserTerms, termsNotAccepted } from './end-user-terms.ts';
export { createOwner, getOwner, listOwners, type OwnerInput, updateOwner } from './owners.ts';
export { findOwner, type OwnerRow, ownersOf, saveOwner } from './owners-store.ts';
export { isTerminal, type SuffixOutcome, suffixOutcome } from './sandbox-outcome.ts';
export { listCustomers, loadActiveCustomer, loadCustomer, replacePhoneNumber, setCustomerStatus } from './service.ts';
export { isFinal } from './status.ts';
export { activeCustomerId, customerContact, customerJurisdictionExpr, endUserTermsOnFileExpr, findCustomerRow, latestConsents, platformCustomerIdExpr } from './store.ts';
export type { CustomerRow, VerificationState } from './types.ts';
export { DEFAULT_UMA_DOMAIN, umaDomainOf } from './uma.ts';
export { purgeFinishedImports } from './housekeeping.ts';
