/**
 * The stablecoin issuer (Brale in the reference): checks a platform's API credentials, knows the
 * tokens it created for them, links the external accounts money comes from or goes to, and runs
 * mint and burn orders. A live implementation calls the issuer's API; the sandbox's answers are
 * deterministic (src/sandbox/stablecoin-issuer.ts, docs/stablecoins.md "Sandbox issuer").
 *
 * Every call may throw `IssuerUnavailable` (the issuer is down or timed out): a request answers
 * 503 and writes nothing; a scheduled step leaves the operation where it is and runs again later.
 * Calls are made inside the operation's database transaction: they must not depend on it being
 * committed, and asking twice (a rolled-back run repeated) must give the same answer.
 */
export class IssuerUnavailable extends Error {
  constructor() {
    super('the stablecoin issuer is unavailable');
  }
}

export interface IssuerCredentials {
  provider: 'BRALE';
  environment: 'SANDBOX' | 'PRODUCTION';
  clientId: string;
  /** The opened secret; an implementation never logs it. */
  clientSecret: string;
}

/** The accounts the credentials may act for, or why they cannot be used. */
export type CredentialCheck = { kind: 'OK'; accounts: string[] } | { kind: 'INVALID' } | { kind: 'REVOKED' };

export interface IssuerToken {
  name: string;
  symbol: string;
  /** The fiat currency backing it (ISO 4217). */
  baseCurrency: string;
  decimals: number;
  issuanceStatus: 'PENDING_REVIEW' | 'PROVISIONING' | 'PROVISIONED' | 'REJECTED' | 'FAILED';
}

/** FOUND, or why the identifiers do not name a token of that provider account. */
export type TokenLookup = { kind: 'FOUND'; token: IssuerToken } | { kind: 'UNKNOWN' } | { kind: 'MISMATCH' };

export interface ExternalAccountRef {
  /** A bank account (fiat in or out) or a wallet on the token's network. */
  kind: 'BANK' | 'WALLET';
  /** The account number or wallet address, as the issuer needs it to link the account. */
  identifier: string;
}

/** Linking an external account at the issuer: LINKED, or the spec's reason it could not be. */
export type LinkOutcome = 'LINKED' | 'LINK_FAILED' | 'LINK_METHOD_REQUIRED' | 'PROVIDER_LINK_FAILED' | 'PROVIDER_LINK_REQUIRED';

export interface OrderRequest {
  /**
   * The issuer's idempotency reference: derived from the request's Idempotency-Key
   * (outsideReference), so a retry after a crash finds the order it placed instead of placing
   * another. The issuer answers a repeated reference with the order it already has.
   */
  reference: string;
  operationType: 'MINT' | 'BURN';
  providerTokenIdentifier: string;
  /** Token smallest units. */
  amount: bigint;
  /** The same value in the base currency's minor units. */
  fiatAmount: bigint;
  baseCurrency: string;
  /** How value reaches the issuer: WIRE, ACH_DEBIT, SAME_DAY_ACH_DEBIT, EXTERNAL_ACCOUNT, PROVIDER_INTERNAL_BALANCE. */
  funding: string;
}

export type OrderOutcome =
  | { kind: 'ACCEPTED'; providerRef: string; providerStatus: string; fundingInstructions?: Record<string, string> }
  | { kind: 'REFUSED'; reason: string };

export interface OrderProgress {
  state: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  providerStatus: string;
  failureReason?: string;
}

export interface StablecoinIssuer {
  checkCredentials(credentials: IssuerCredentials): Promise<CredentialCheck>;
  findToken(credentials: IssuerCredentials, account: string, providerTokenIdentifier: string, networkTokenIdentifier: string): Promise<TokenLookup>;
  linkExternalAccount(credentials: IssuerCredentials, account: string, external: ExternalAccountRef): Promise<LinkOutcome>;
  placeOrder(credentials: IssuerCredentials, account: string, order: OrderRequest): Promise<OrderOutcome>;
  /** Where an accepted order is now; `stage` is where we last saw it (PENDING_PROVIDER or PROCESSING). */
  orderProgress(credentials: IssuerCredentials, account: string, providerRef: string, stage: 'PENDING_PROVIDER' | 'PROCESSING'): Promise<OrderProgress>;
}
