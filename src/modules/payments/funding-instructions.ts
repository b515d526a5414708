import { base32crockford, hex as hexCodec } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { toEip55 } from '../../formats/evm.ts';
import { fundingInstructions, type PaymentInstructions } from '../accounts/index.ts';

/**
 * Real-time (just-in-time) funding of a quote: where the payer sends the money and the
 * reference that ties the deposit to the quote (FACTS §6 "Execution behaviour").
 *
 * The reference is the quote's uuid in Crockford base32 behind a fixed prefix: unique because
 * the uuid is (no index needed), reversible (an arriving deposit names its quote), and short
 * enough (29 characters) for ACH addenda, SEPA remittance and wire fields.
 */
const PREFIX = 'CRF';

const uuidBytes = (uuid: string): Uint8Array => hexCodec.decode(uuid.replace(/-/g, '').toLowerCase());

export const fundingReference = (quoteUuid: string): string => `${PREFIX}${base32crockford.encode(uuidBytes(quoteUuid))}`;

/** The quote uuid a reference names, or null when the text is not one of ours. */
export function quoteOfReference(reference: string): string | null {
  if (!reference.startsWith(PREFIX)) return null;
  try {
    const bytes = base32crockford.decode(reference.slice(PREFIX.length));
    if (bytes.length !== 16) return null;
    const hex = hexCodec.encode(bytes);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  } catch {
    return null;
  }
}

/** Fiat currencies with a sandbox instant collection rail (the coordinates come from accounts/instructions.ts). */
const FIAT = new Set(['USD', 'EUR', 'GBP', 'MXN']);

/** Stablecoins the sandbox collects, with the networks it collects them on. */
const STABLECOIN_NETWORKS: Readonly<Record<string, readonly string[]>> = { USDC: ['SOLANA', 'BASE', 'ETHEREUM', 'POLYGON'] };

/** Every CryptoNetwork value the reference names for real-time funding sources. */
export const CRYPTO_NETWORKS = ['SOLANA', 'ETHEREUM', 'BASE', 'POLYGON', 'TRON', 'PLASMA', 'SPARK', 'LIGHTNING', 'BITCOIN'] as const;

export const isStablecoin = (currency: string): boolean => currency in STABLECOIN_NETWORKS;
export const collectsFiat = (currency: string): boolean => FIAT.has(currency);
export const collectsOn = (currency: string, network: string): boolean => STABLECOIN_NETWORKS[currency]?.includes(network) ?? false;
export const networksOf = (currency: string): readonly string[] => STABLECOIN_NETWORKS[currency] ?? [];

const EVM_WALLET: Readonly<Record<string, string>> = { BASE: 'BASE_WALLET', ETHEREUM: 'ETHEREUM_WALLET', POLYGON: 'POLYGON_WALLET' };

/** The deposit coordinates of a real-time-funded quote (deterministic per quote). */
export function quoteFundingInstructions(currency: string, cryptoNetwork: string | undefined, reference: string, isPlatformAccount: boolean): PaymentInstructions[] {
  const notes = `Sandbox coordinates for one payment. Send exactly the quoted amount with the reference ${reference}; it executes the quote on arrival.`;
  const evm = cryptoNetwork ? EVM_WALLET[cryptoNetwork] : undefined;
  if (evm) {
    const hex40 = hexCodec.encode(sha256(new TextEncoder().encode(`${cryptoNetwork}:${reference}`))).slice(0, 40);
    return [{ instructionsNotes: notes, isPlatformAccount, accountOrWalletInfo: { accountType: evm, address: toEip55(hex40), assetType: currency } }];
  }
  return fundingInstructions(currency, reference, isPlatformAccount).map((i) => ({ ...i, instructionsNotes: notes }));
}
