import { createHash } from 'node:crypto';
import {
  type CredentialCheck,
  type ExternalAccountRef,
  type IssuerCredentials,
  IssuerUnavailable,
  type LinkOutcome,
  type OrderOutcome,
  type OrderProgress,
  type OrderRequest,
  type StablecoinIssuer,
  type TokenLookup,
} from '../ports/stablecoin-issuer.ts';

/**
 * The sandbox issuer: answers from the values it is given, the same way every time, with magic
 * values documented in docs/stablecoins.md ("Sandbox issuer"). Nothing is kept between calls but
 * the outage switch, which a test (or an embedding program) turns on and off.
 *
 * - credentials: an apiClientId containing `invalid` or a secret shorter than 8 characters is
 *   INVALID; one containing `revoked` is REVOKED; `outage` makes the call unavailable; `multi`
 *   exposes two accounts (`<account>-1`, `<account>-2`); any other exposes one account, named
 *   from a hash of the client id.
 * - tokens: the symbol is the providerTokenIdentifier up to its first `-`, upper-cased; a part
 *   `-d<N>` sets N decimals (default 6); an identifier starting `pending` is PENDING_REVIEW,
 *   `rejected` REJECTED, `unknown` is not a token of the account; a networkTokenIdentifier
 *   starting `mismatch` does not match the provider's.
 * - external accounts: an account number or address ending 9001 cannot be linked by the issuer
 *   (PROVIDER_LINK_FAILED), 9002 needs a link made at the issuer first (PROVIDER_LINK_REQUIRED),
 *   9003 fails the issuer's account check (LINK_FAILED), 9004 needs a verification method the
 *   platform has not set up at the issuer (LINK_METHOD_REQUIRED).
 * - orders, by the last three digits of the fiat amount in minor units: 991 refused at once
 *   (STABLECOIN_PROVIDER_ERROR), 992 accepted and then failed while processing; others complete.
 */
export class SandboxStablecoinIssuer implements StablecoinIssuer {
  /** While true every call throws IssuerUnavailable (a provider outage). */
  outage = false;

  private up(): void {
    if (this.outage) throw new IssuerUnavailable();
  }

  async checkCredentials(c: IssuerCredentials): Promise<CredentialCheck> {
    this.up();
    const id = c.clientId.toLowerCase();
    if (id.includes('outage')) throw new IssuerUnavailable();
    if (id.includes('revoked')) return { kind: 'REVOKED' };
    if (id.includes('invalid') || c.clientSecret.length < 8) return { kind: 'INVALID' };
    const account = `brale-${c.environment.toLowerCase()}-${createHash('sha256').update(c.clientId).digest('hex').slice(0, 12)}`;
    return { kind: 'OK', accounts: id.includes('multi') ? [`${account}-1`, `${account}-2`] : [account] };
  }

  async findToken(_c: IssuerCredentials, _account: string, providerTokenIdentifier: string, networkTokenIdentifier: string): Promise<TokenLookup> {
    this.up();
    const lower = providerTokenIdentifier.toLowerCase();
    if (lower.startsWith('unknown')) return { kind: 'UNKNOWN' };
    if (networkTokenIdentifier.toLowerCase().startsWith('mismatch')) return { kind: 'MISMATCH' };
    const symbol = providerTokenIdentifier.split('-')[0].toUpperCase().slice(0, 16) || 'SBX';
    const d = /-d(\d{1,2})(?:-|$)/.exec(lower);
    const decimals = d ? Math.min(Number(d[1]), 18) : 6;
    const issuanceStatus = lower.startsWith('pending') ? 'PENDING_REVIEW' : lower.startsWith('rejected') ? 'REJECTED' : 'PROVISIONED';
    return { kind: 'FOUND', token: { name: `${symbol} Sandbox Dollar`, symbol, baseCurrency: 'USD', decimals, issuanceStatus } };
  }

  async linkExternalAccount(_c: IssuerCredentials, _account: string, external: ExternalAccountRef): Promise<LinkOutcome> {
    this.up();
    if (external.identifier.endsWith('9001')) return 'PROVIDER_LINK_FAILED';
    if (external.identifier.endsWith('9002')) return 'PROVIDER_LINK_REQUIRED';
    if (external.identifier.endsWith('9003')) return 'LINK_FAILED';
    if (external.identifier.endsWith('9004')) return 'LINK_METHOD_REQUIRED';
    return 'LINKED';
  }

  async placeOrder(_c: IssuerCredentials, _account: string, order: OrderRequest): Promise<OrderOutcome> {
    this.up();
    const last3 = order.fiatAmount % 1000n;
    if (last3 === 991n) return { kind: 'REFUSED', reason: 'the sandbox issuer refuses amounts ending 991' };
    const providerRef = `sbx-${order.operationType.toLowerCase()}-${order.reference}${last3 === 992n ? '-f' : ''}`;
    if (order.funding === 'WIRE') {
      return {
        kind: 'ACCEPTED',
        providerRef,
        providerStatus: 'awaiting_funds',
        fundingInstructions: {
          rail: 'WIRE',
          bankName: 'Sandbox Issuer Trust Bank',
          accountNumber: '000123456789',
          routingNumber: '021000021',
          beneficiaryName: 'Sandbox Issuer LLC',
          reference: providerRef,
        },
      };
    }
    if (order.funding === 'EXTERNAL_ACCOUNT') {
      return {
        kind: 'ACCEPTED',
        providerRef,
        providerStatus: 'awaiting_deposit',
        fundingInstructions: {
          rail: 'SPARK',
          network: 'SPARK',
          address: `sparkrt1sandboxissuer${createHash('sha256').update(order.reference).digest('hex').slice(0, 24)}`,
          valueType: order.providerTokenIdentifier,
        },
      };
    }
    return { kind: 'ACCEPTED', providerRef, providerStatus: 'pending' };
  }

  async orderProgress(_c: IssuerCredentials, _account: string, providerRef: string, stage: 'PENDING_PROVIDER' | 'PROCESSING'): Promise<OrderProgress> {
    this.up();
    if (stage === 'PENDING_PROVIDER') return { state: 'PROCESSING', providerStatus: 'processing' };
    if (providerRef.endsWith('-f')) return { state: 'FAILED', providerStatus: 'failed', failureReason: 'PROVIDER_REJECTED' };
    return { state: 'COMPLETED', providerStatus: 'complete' };
  }
}
