import { formatId } from '../../ids.ts';
import type { OperationStatus, ProviderAccountStatus, ServiceStatus } from './status.ts';

export interface ProviderAccountRow {
  id: string;
  platform_id: string;
  provider: 'BRALE';
  provider_account_id: string;
  provider_environment: 'SANDBOX' | 'PRODUCTION';
  status: ProviderAccountStatus;
  api_client_id: string;
  /** Sealed (src/secrets, STABLECOIN_PROVIDER_SECRET); never presented, never logged. */
  api_client_secret: string;
  last_verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The contract's StablecoinProviderAccount: never the client secret (write-only), nor the client id. */
export function presentProviderAccount(row: ProviderAccountRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: formatId('StablecoinProviderAccount', row.id),
    provider: row.provider,
    providerAccountId: row.provider_account_id,
    providerEnvironment: row.provider_environment,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (row.last_verified_at) out.lastVerifiedAt = row.last_verified_at.toISOString();
  return out;
}

export interface StablecoinRow {
  id: string;
  platform_id: string;
  provider_account_id: string;
  provider: 'BRALE';
  provider_environment: 'SANDBOX' | 'PRODUCTION';
  provider_token_identifier: string;
  network_token_identifier: string;
  network: 'SPARK';
  name: string;
  symbol: string;
  base_currency: string;
  decimals: number;
  issuance_status: 'PENDING_REVIEW' | 'PROVISIONING' | 'PROVISIONED' | 'REJECTED' | 'FAILED';
  service_status: ServiceStatus;
  created_at: Date;
  updated_at: Date;
}

/** The contract's Stablecoin; `currency` (its code for service operations) once ENABLED. */
export function presentStablecoin(row: StablecoinRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: formatId('Stablecoin', row.id),
    name: row.name,
    symbol: row.symbol,
    baseCurrency: row.base_currency,
    network: row.network,
    decimals: row.decimals,
    issuanceStatus: row.issuance_status,
    serviceOperationsStatus: row.service_status,
    networkTokenIdentifier: row.network_token_identifier,
    provider: row.provider,
    stablecoinProviderAccountId: formatId('StablecoinProviderAccount', row.provider_account_id),
    providerEnvironment: row.provider_environment,
    providerTokenIdentifier: row.provider_token_identifier,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (row.service_status === 'ENABLED') out.currency = row.symbol;
  return out;
}

export interface OperationRow {
  id: string;
  platform_id: string;
  stablecoin_id: string;
  operation_type: 'MINT' | 'BURN';
  status: OperationStatus;
  amount: string | bigint;
  fiat_amount: string | bigint;
  source: Record<string, string>;
  destination: Record<string, string>;
  funding_instructions: Record<string, string> | null;
  estimated_delivery: Record<string, string> | null;
  provider_ref: string | null;
  provider_state: string | null;
  failure_reason: string | null;
  description: string | null;
  expires_at: Date | null;
  /** A held burn's deadline (deadline.ts): still not ended then, it is FAILED and its hold released. Never presented. */
  hold_deadline_at: Date | null;
  transfer_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The contract's StablecoinOperation; the coin's provider fields come with it (they never change). */
export function presentOperation(row: OperationRow, coin: Pick<StablecoinRow, 'provider' | 'provider_environment' | 'provider_account_id'>): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: formatId('StablecoinOperation', row.id),
    stablecoinId: formatId('Stablecoin', row.stablecoin_id),
    operationType: row.operation_type,
    status: row.status,
    amount: String(row.amount),
    provider: coin.provider,
    providerEnvironment: coin.provider_environment,
    stablecoinProviderAccountId: formatId('StablecoinProviderAccount', coin.provider_account_id),
    source: row.source,
    destination: row.destination,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (row.funding_instructions) out.fundingInstructions = row.funding_instructions;
  if (row.estimated_delivery) out.estimatedDelivery = row.estimated_delivery;
  if (row.expires_at) out.expiresAt = row.expires_at.toISOString();
  if (row.provider_state) out.providerStatus = row.provider_state;
  if (row.failure_reason) out.failureReason = row.failure_reason;
  if (row.description !== null) out.description = row.description;
  return out;
}
