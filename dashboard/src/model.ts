/**
 * The API's shapes as the dashboard reads them, taken from the types generated from the contract
 * (src/http/contract-types.ts, `npm run gen:types`), so a contract change that breaks a page fails
 * `tsc -p dashboard`. Type-only: nothing of src/ reaches the bundle.
 *
 * Where the contract has a union (a customer is an individual or a business; a transaction row is
 * incoming, outgoing or a card transaction), a page reads any member's fields from one row, so
 * those are one flat shape here: the common fields, plus each member's own fields as optional.
 */
import type { components } from '../../src/http/contract-types.ts';

type Schemas = components['schemas'];

export type Money = Schemas['CurrencyAmount'];
export type InternalAccount = Schemas['InternalAccount'];
export type ExternalAccount = Schemas['ExternalAccount'];
export type Card = Schemas['Card'];
export type Verification = Schemas['Verification'];
export type WebhookEvent = Schemas['WebhookEvent'];
export type WebhookEventDetail = Schemas['WebhookEventDetail'];
export type LedgerEntry = Schemas['TransactionLedgerEntry'];
/**
 * `webhookPublicKey` is not derived: GET /config answers it (docs/architecture.md, webhook
 * signing) but the contract's PlatformConfig does not declare it yet.
 */
export type PlatformConfig = Schemas['PlatformConfig'] & { webhookPublicKey?: string };
export type BulkImportAccepted = Schemas['BulkCustomerImportJobAccepted'];
export type BulkImportJob = Schemas['BulkCustomerImportJob'];
export type SandboxCardSimulation = Schemas['SandboxCardSimulationResponse'];
export type SandboxClock = Schemas['SandboxClock'];
export type ApiToken = Schemas['ApiToken'];
export type Permission = Schemas['Permission'];

type Individual = Schemas['IndividualCustomerFields'];
type Business = Schemas['BusinessCustomer'];

/**
 * A customer as listed and read. `id` is required here: the contract marks it readOnly-optional
 * because requests omit it, but every answer carries it.
 */
export type Customer = Omit<Schemas['Customer'], 'id' | 'customerType'> & {
  id: string;
  customerType: Schemas['CustomerType'];
} & Partial<Pick<Individual, 'fullName' | 'kycStatus'>> &
  Partial<Pick<Business, 'kybStatus' | 'businessInfo'>>;

type Outgoing = Schemas['OutgoingTransaction'];
type Incoming = Schemas['IncomingTransaction'];
type CardTransaction = Schemas['CardTransaction'];

/** A row of GET /transactions (TransactionOneOf) as one shape; `type` and `status` take any member's values. */
export type Transaction = Omit<Schemas['Transaction'], 'type' | 'status' | 'destination'> & {
  type: Schemas['TransactionType'] | CardTransaction['type'];
  status: Schemas['TransactionStatus'] | Schemas['CardTransactionStatus'];
  destination?: Schemas['TransactionDestinationOneOf'];
  failureReason?: Incoming['failureReason'] | Outgoing['failureReason'];
} & Partial<Pick<Outgoing, 'source' | 'receivedAmount' | 'fees' | 'platformFees' | 'reconciliationInstructions' | 'rateDetails' | 'paymentRail'>> &
  Partial<Pick<CardTransaction, 'cardId' | 'issuerTransactionToken' | 'cardDeclinedReason' | 'merchant' | 'authorizedAmount' | 'settledAmount'>>;

/** ISO 4217's "no currency", for an amount whose currency has no code (the contract leaves it optional). */
export function currencyCode(m: Money): string {
  return m.currency.code ?? 'XXX';
}

/** How a person recognises an external account: its IBAN, else its account number, whichever its kind has. */
export function accountNumber(a: ExternalAccount): string | undefined {
  const info: object = a.accountInfo ?? {};
  if ('iban' in info && typeof info.iban === 'string') return info.iban;
  if ('accountNumber' in info && typeof info.accountNumber === 'string') return info.accountNumber;
  return undefined;
}

export function customerName(c: Customer): string {
  return c.fullName ?? c.businessInfo?.legalName ?? c.platformCustomerId ?? c.id;
}
