import type { Schema } from '../../http/schemas.ts';
import type { AgreementType } from './agreements.ts';

export type CustomerType = 'INDIVIDUAL' | 'BUSINESS';
export type VerificationState = 'UNVERIFIED' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'HOLD';

/** The contract's postal address, as generated from openapi/openapi.yaml. */
export type Address = Schema<'Address'>;

export interface ConsentInput {
  type: AgreementType;
  termsVersion: string;
  acceptedAt: string;
  ipAddress?: string;
  acceptanceMethod?: string;
}

/** The request fields of create and update (update has no platformCustomerId or region). */
export interface CustomerInput {
  customerType: CustomerType;
  platformCustomerId?: string;
  region?: string;
  currencies?: string[];
  email?: string;
  phoneNumber?: string;
  umaAddress?: string;
  agreementConsents?: ConsentInput[];
  endUserTermsConsent?: Omit<ConsentInput, 'type'>;
  address?: Address;
  businessInfo?: Record<string, unknown>;
  [field: string]: unknown;
}

/** Stored whole in customers.profile. `identifier` is write-only: stored, never presented. */
export type Profile = Record<string, unknown>;

/** Individual fields (identity and enhanced due diligence) kept in the profile. */
export const INDIVIDUAL_FIELDS = [
  'fullName',
  'birthDate',
  'nationality',
  'address',
  'idType',
  'identifier',
  'countryOfIssuance',
  'sourceOfFundsCategories',
  'sourceOfFundsOtherDescription',
  'sourceOfWealthCategories',
  'sourceOfWealthOtherDescription',
  'purposeOfAccount',
  'purposeOfAccountOtherDescription',
  'expectedMonthlyTransactionCount',
  'expectedMonthlyTransactionVolume',
  'annualIncomeRange',
  'netWorthRange',
  'pepStatus',
] as const;

export const BUSINESS_FIELDS = ['address', 'businessInfo'] as const;

export interface CustomerRow {
  id: string;
  platform_id: string;
  customer_type: CustomerType;
  platform_customer_id: string;
  uma_address: string;
  region: string | null;
  currencies: string[];
  email: string | null;
  phone_number: string | null;
  status: VerificationState;
  profile: Profile;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface ConsentRow {
  customer_id: string;
  type: AgreementType;
  terms_version: string;
  accepted_at: Date;
  ip_address: string | null;
  acceptance_method: string | null;
}
