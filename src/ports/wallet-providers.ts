/**
 * The digital-wallet providers a card is provisioned into (POST /cards/{id}/tokenize): the
 * public key each provider publishes for encrypted provisioning payloads. The sandbox's are
 * documented test key pairs (src/sandbox/wallet-providers.ts, docs/cards.md); a production
 * deployment configures the providers' real keys behind this port.
 */
export type WalletProvider = 'APPLE_PAY' | 'GOOGLE_PAY' | 'SAMSUNG_PAY';

export interface WalletProviders {
  /** The provider's P-256 public key (SPKI PEM) that payloads are encrypted to, or null when not configured. */
  publicKey(provider: WalletProvider): string | null;
}
