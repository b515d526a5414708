/**
 * Solana wallets: the address is the base58 Ed25519 public key (32 bytes) and
 * `signMessage` returns a base58 64-byte Ed25519 signature over the raw UTF-8
 * message bytes (no prefix, no hashing).
 *
 * Verification is RFC 8032 strict rather than ZIP-215 permissive: non-canonical
 * encodings are rejected, and so are small-order public keys. The latter
 * matters here: for a small-order "address" such as the all-zero system
 * program id, signatures can be forged without any secret, which would let a
 * client "prove" ownership of an address nobody controls. Such addresses, and
 * off-curve program-derived addresses, therefore fail as SIGNER_MISMATCH.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { decodeBase58, utf8Bytes } from './decode.ts';
import { type ChainVerifyInput, failure, VERIFIED, type VerifyResult } from './types.ts';

export function verifySolanaSignature({ address, message, signature }: ChainVerifyInput): VerifyResult {
  const publicKey = decodeBase58(address);
  if (publicKey?.length !== 32) return failure('MALFORMED_ADDRESS');

  const bytes = decodeBase58(signature);
  if (bytes?.length !== 64) return failure('MALFORMED_SIGNATURE');

  let valid = false;
  try {
    valid = ed25519.verify(bytes, utf8Bytes(message), publicKey, { zip215: false });
  } catch {
    valid = false;
  }
  return valid ? VERIFIED : failure('SIGNER_MISMATCH');
}
