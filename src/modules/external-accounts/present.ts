import { formatId } from '../../ids.ts';
import { type AccountInfo, paymentRails } from './kinds.ts';
import type { ExternalAccountStatus } from './status.ts';

export interface ExternalAccountRow {
  id: string;
  platform_id: string;
  customer_id: string | null;
  status: ExternalAccountStatus;
  currency: string;
  account_type: string;
  account_info: AccountInfo;
  identity_key: string;
  platform_account_id: string | null;
  ownership_type: 'FIRST_PARTY' | 'THIRD_PARTY' | null;
  default_uma_deposit_account: boolean;
  beneficiary_verification_status: string | null;
  beneficiary_verified_name: string | null;
  validation_pending_until: Date | null;
  trusted: boolean;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export function presentExternalAccount(row: ExternalAccountRow): Record<string, unknown> {
  const rails = paymentRails(row.account_info);
  const out: Record<string, unknown> = {
    id: formatId('ExternalAccount', row.id),
    status: row.status,
    currency: row.currency,
    accountInfo: rails ? { ...row.account_info, paymentRails: rails } : row.account_info,
  };
  // Spec 2.1: null marks an account of the platform itself.
  out.customerId = row.customer_id ? formatId('Customer', row.customer_id) : null;
  if (row.customer_id) out.defaultUmaDepositAccount = row.default_uma_deposit_account;
  if (row.platform_account_id !== null) out.platformAccountId = row.platform_account_id;
  if (row.ownership_type !== null) out.ownershipType = row.ownership_type;
  if (row.beneficiary_verification_status !== null) out.beneficiaryVerificationStatus = row.beneficiary_verification_status;
  if (row.beneficiary_verified_name !== null) out.beneficiaryVerifiedData = { fullName: row.beneficiary_verified_name };
  return out;
}
