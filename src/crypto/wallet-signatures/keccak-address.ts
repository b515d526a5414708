/**
 * The 20-byte account id EVM chains and Tron both derive from a secp256k1 key:
 * the last 20 bytes of keccak256 over the uncompressed point without its 0x04
 * prefix. EVM shows it as 0x-hex; Tron prefixes 0x41 and base58check-encodes it.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { Secp256k1Point } from './recoverable-ecdsa.ts';

export function keccakAddressBytes(publicKey: Secp256k1Point): Uint8Array {
  const uncompressed = publicKey.toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}
