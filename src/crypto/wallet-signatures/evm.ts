/**
 * EVM wallets (BASE, ETHEREUM, POLYGON, PLASMA, ARBITRUM): EIP-191 version 0x45
 * "personal_sign" signatures.
 *
 * digest = keccak256("\x19Ethereum Signed Message:\n" + byteLength(message) + message)
 *
 * The length is the UTF-8 byte length, not the JS string length; they differ
 * for any non-ASCII message. The signature is 65 bytes r||s||v in hex, with or
 * without 0x. Verification recovers the signer and compares its address to the
 * account address (0x optional) case-insensitively, so EIP-55 checksum casing
 * is neither required nor validated.
 *
 * Limitations: smart-contract wallets (EIP-1271, e.g. Safe) cannot be verified
 * off-chain and come out as SIGNER_MISMATCH; 64-byte EIP-2098 compact
 * signatures are rejected as malformed since wallets emit 65 bytes for
 * personal_sign.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { equalBytes } from '@noble/curves/utils.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { decodeHex, utf8Bytes } from './decode.ts';
import { keccakAddressBytes } from './keccak-address.ts';
import { parseRsvSignature, recoverPublicKey } from './recoverable-ecdsa.ts';
import { type ChainVerifyInput, failure, VERIFIED, type VerifyResult } from './types.ts';

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;

export function eip191Digest(message: string): Uint8Array {
  const body = utf8Bytes(message);
  const prefix = utf8Bytes(`\x19Ethereum Signed Message:\n${body.length}`);
  return keccak_256(concatBytes(prefix, body));
}

export function parseEvmAddress(address: string): Uint8Array | undefined {
  if (!EVM_ADDRESS.test(address)) return undefined;
  return decodeHex(address);
}

export function verifyEvmSignature({ address, message, signature }: ChainVerifyInput): VerifyResult {
  const expected = parseEvmAddress(address);
  if (!expected) return failure('MALFORMED_ADDRESS');

  const bytes = decodeHex(signature);
  const parsed = bytes && parseRsvSignature(bytes);
  if (!parsed) return failure('MALFORMED_SIGNATURE');

  const signer = recoverPublicKey(parsed, eip191Digest(message));
  if (!signer || !equalBytes(keccakAddressBytes(signer), expected)) {
    return failure('SIGNER_MISMATCH');
  }
  return VERIFIED;
}
