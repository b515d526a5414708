/**
 * Tron wallets: TIP-191 signed messages, verified against a base58check
 * T-address (0x41 || last 20 bytes of keccak256(uncompressed key)).
 *
 * Three digests are tried, newest first, because all three are produced by
 * wallets in use today:
 *  1. v2 (TIP-191, TronWeb `signMessageV2`, TronLink, Trust Wallet's current
 *     TronMessageSigner): keccak256("\x19TRON Signed Message:\n" + byteLength + message).
 *  2. v1 over the message hash (TronWeb `trx.sign(sha3(message))`, the common
 *     dApp idiom for v1): keccak256("\x19TRON Signed Message:\n32" + keccak256(message)).
 *  3. v1 over the raw message bytes (TronWeb `trx.sign(toHex(message))`, and
 *     Trust Wallet's older TronMessageSigner): keccak256("\x19TRON Signed Message:\n32" + message).
 *     The "32" is a fixed string in v1 whatever the message length.
 *
 * Accepting all three is safe for an ownership proof: each digest commits to
 * the server-issued message under the TRON domain prefix, so a signature that
 * matches any of them was made over this challenge by the key holder.
 * The signature is 65 bytes r||s||v in hex like EVM (v ∈ {27, 28} or {0, 1}).
 */
import { equalBytes } from '@noble/curves/utils.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { decodeBase58check, decodeHex, utf8Bytes } from './decode.ts';
import { keccakAddressBytes } from './keccak-address.ts';
import { parseRsvSignature, recoverPublicKey } from './recoverable-ecdsa.ts';
import { type ChainVerifyInput, failure, VERIFIED, type VerifyResult } from './types.ts';

const TRON_ADDRESS_VERSION = 0x41;
const TRON_PREFIX = '\x19TRON Signed Message:\n';

export function tip191Digest(message: string): Uint8Array {
  const body = utf8Bytes(message);
  return keccak_256(concatBytes(utf8Bytes(`${TRON_PREFIX}${body.length}`), body));
}

export function tronV1HashedDigest(message: string): Uint8Array {
  return keccak_256(concatBytes(utf8Bytes(`${TRON_PREFIX}32`), keccak_256(utf8Bytes(message))));
}

export function tronV1RawDigest(message: string): Uint8Array {
  return keccak_256(concatBytes(utf8Bytes(`${TRON_PREFIX}32`), utf8Bytes(message)));
}

/** The 20-byte account id inside a T-address, or undefined if it is not one. */
export function parseTronAddress(address: string): Uint8Array | undefined {
  const payload = decodeBase58check(address);
  if (payload?.length !== 21 || payload[0] !== TRON_ADDRESS_VERSION) return undefined;
  return payload.subarray(1);
}

export function verifyTronSignature({ address, message, signature }: ChainVerifyInput): VerifyResult {
  const expected = parseTronAddress(address);
  if (!expected) return failure('MALFORMED_ADDRESS');

  const bytes = decodeHex(signature);
  const parsed = bytes && parseRsvSignature(bytes);
  if (!parsed) return failure('MALFORMED_SIGNATURE');

  for (const digest of [tip191Digest, tronV1HashedDigest, tronV1RawDigest]) {
    const signer = recoverPublicKey(parsed, digest(message));
    if (signer && equalBytes(keccakAddressBytes(signer), expected)) return VERIFIED;
  }
  return failure('SIGNER_MISMATCH');
}
