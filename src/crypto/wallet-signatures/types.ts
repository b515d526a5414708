/**
 * Shared vocabulary of the wallet-ownership signature verifiers.
 *
 * Reasons are split so the caller can tell a client mistake in the submitted
 * signature (MALFORMED_SIGNATURE) from a bad stored account address
 * (MALFORMED_ADDRESS), a well-formed signature by some other key or over some
 * other message (SIGNER_MISMATCH), and an address whose ownership cannot be
 * proven with the message-signing formats we support (UNSUPPORTED_SCHEME).
 */

export type WalletChain = 'EVM' | 'BITCOIN' | 'SOLANA' | 'TRON' | 'SPARK';

export type BitcoinSignatureScheme = 'bip137' | 'electrum';

export type VerifyFailureReason =
  | 'MALFORMED_SIGNATURE'
  | 'MALFORMED_ADDRESS'
  | 'SIGNER_MISMATCH'
  | 'UNSUPPORTED_SCHEME';

export type VerifyResult = { ok: true } | { ok: false; reason: VerifyFailureReason };

export type VerifyWalletSignatureInput = {
  chain: WalletChain;
  /** The external account's wallet address, as stored on the account. */
  address: string;
  /** The exact `messageToSign` the server issued (signed as its UTF-8 bytes). */
  message: string;
  signature: string;
  /** Bitcoin only; ignored for other chains, as the spec requires. */
  signatureScheme?: BitcoinSignatureScheme;
};

/** What every per-chain verifier receives. */
export type ChainVerifyInput = {
  address: string;
  message: string;
  signature: string;
};

export const VERIFIED: VerifyResult = Object.freeze({ ok: true });

export function failure(reason: VerifyFailureReason): VerifyResult {
  return { ok: false, reason };
}
