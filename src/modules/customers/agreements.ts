/**
 * The agreements a customer can accept, with the versions this service knows. The documents
 * themselves are hosted by the operator; until one configures a real host the URLs point at
 * the documented placeholder host terms.corridor.example (docs/sandbox.md).
 */
export const AGREEMENT_TYPES = [
  'SERVICE_END_USER_TERMS',
  'PRIVACY_POLICY',
  'E_SIGN_CONSENT',
  'ACCOUNT_AGREEMENT',
  'CARDHOLDER_AGREEMENT',
  'STABLECOIN_TERMS',
  'DATA_SHARING_CONSENT',
] as const;

export type AgreementType = (typeof AGREEMENT_TYPES)[number];

const TERMS_HOST = 'https://terms.corridor.example';

/** Accepted versions per type, newest first; the first is the one offered to new customers. */
const VERSIONS: Record<AgreementType, readonly string[]> = {
  SERVICE_END_USER_TERMS: ['2025-10-13', '2025-01-01'],
  PRIVACY_POLICY: ['2025-10-13'],
  E_SIGN_CONSENT: ['2025-10-13'],
  ACCOUNT_AGREEMENT: ['2025-10-13'],
  CARDHOLDER_AGREEMENT: ['2025-10-13'],
  STABLECOIN_TERMS: ['2025-10-13'],
  DATA_SHARING_CONSENT: ['2025-10-13'],
};

export interface Agreement {
  type: AgreementType;
  version: string;
  url: string;
}

const urlOf = (type: AgreementType, version: string) => `${TERMS_HOST}/${type.toLowerCase().replace(/_/g, '-')}/${version}`;

/** Operation `listAgreements`. */
export function currentAgreements(): Agreement[] {
  return AGREEMENT_TYPES.map((type) => ({ type, version: VERSIONS[type][0], url: urlOf(type, VERSIONS[type][0]) }));
}

/** Operation `getEndUserTerms`. */
export function currentAgreement(type: AgreementType): Agreement {
  return { type, version: VERSIONS[type][0], url: urlOf(type, VERSIONS[type][0]) };
}

export function isKnownVersion(type: AgreementType, version: string): boolean {
  return VERSIONS[type].includes(version);
}
