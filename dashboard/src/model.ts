/** The API's shapes, as far as the dashboard reads them (openapi/openapi.yaml has the full ones). */
import type { Money } from './ui.tsx';

export interface InternalAccount {
  id: string;
  type: string;
  status: string;
  customerId?: string;
  balance: Money;
  totalBalance?: Money;
  createdAt: string;
}

export interface ExternalAccount {
  id: string;
  customerId?: string;
  currency: string;
  status?: string;
  beneficiaryVerificationStatus?: string;
  accountInfo?: { accountType?: string; iban?: string; accountNumber?: string };
  createdAt?: string;
}

export interface Transaction {
  id: string;
  status: string;
  type: string;
  direction: string;
  customerId: string;
  platformCustomerId?: string;
  source?: { sourceType?: string; accountId?: string; currency?: string };
  destination?: { destinationType?: string; accountId?: string; currency?: string };
  sentAmount?: Money;
  receivedAmount?: Money;
  fees?: number;
  platformFees?: number;
  exchangeRate?: number;
  paymentRail?: string;
  failureReason?: string;
  quoteId?: string;
  cardId?: string;
  createdAt?: string;
  updatedAt?: string;
  settledAt?: string;
  reconciliationInstructions?: { reference?: string };
  rateDetails?: Record<string, unknown>;
}

export interface Customer {
  id: string;
  platformCustomerId?: string;
  customerType: string;
  fullName?: string;
  businessInfo?: { legalName?: string; registrationNumber?: string };
  kycStatus?: string;
  kybStatus?: string;
  email?: string;
  umaAddress?: string;
  currencies?: string[];
  agreementConsents?: { type: string; termsVersion?: string; acceptedAt?: string; acceptanceMethod?: string }[];
  endUserTerms?: { status?: string };
  createdAt?: string;
  isDeleted?: boolean;
}

export interface Card {
  id: string;
  cardholderId: string;
  status: string;
  statusReason?: string | null;
  brand?: string;
  form: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
  fundingSources: string[];
  currency?: string;
  createdAt: string;
}

export interface WebhookEvent {
  id: string;
  type: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED' | 'ENDPOINT_NOT_SET';
  createdAt: string;
  attemptCount: number;
  nextAttemptAt?: string;
  deliveredAt?: string;
  lastError?: string;
  data: unknown;
}

export interface DeliveryAttempt {
  attempt: number;
  url?: string;
  statusCode?: number;
  latencyMs: number;
  error?: string;
  succeeded: boolean;
  attemptedAt: string;
}

export interface LedgerEntry {
  id: string;
  kind: string;
  accountId: string;
  direction: string;
  amount: number;
  currency: Money['currency'];
  createdAt: string;
}

export interface PlatformConfig {
  id: string;
  webhookEndpoint?: string;
  webhookPublicKey?: string;
  umaDomain?: string;
  skipVerificationPaperwork?: boolean;
  underCounterpartyRequirements?: boolean;
  isRegulatedFinancialInstitution?: boolean;
  supportedCurrencies?: { currencyCode: string; minAmount?: number; maxAmount?: number; enabledTransactionTypes?: string[] }[];
  feeConfigs?: unknown[];
  updatedAt?: string;
}

export function customerName(c: Customer): string {
  return c.fullName ?? c.businessInfo?.legalName ?? c.platformCustomerId ?? c.id;
}
