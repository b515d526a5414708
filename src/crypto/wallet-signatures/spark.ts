/**
 * Spark wallets: proof by the identity key encoded in the Spark address.
 *
 * The reference digests only say a Spark address is bech32 starting `spark1`
 * and do not describe a signature format, so this follows what Spark wallets
 * emit for "sign message with identity key" (Spark SDK
 * `signMessageWithIdentityKey`, Xverse `spark_signMessage`):
 *
 *   digest    = sha256(UTF-8 message bytes)
 *   signature = secp256k1 ECDSA over digest, DER (SDK default) or 64-byte
 *               compact r||s (`compact: true`), as hex (SDK, optional 0x) or
 *               base64 (Xverse).
 *
 * A 64-byte signature that is not a valid ECDSA signature is also tried as a
 * BIP-340 Schnorr signature over the same digest with the x-only identity key:
 * Turnkey-backed Spark signers (the Spark-formatted `signWith` address seen in
 * the reference's payloadToSign examples) sign identity messages that way.
 * High-s ECDSA is accepted for the same reason as on the other chains.
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { decodeBase64, decodeHex, utf8Bytes } from './decode.ts';
import { decodeSparkAddress } from './spark-address.ts';
import { type ChainVerifyInput, failure, VERIFIED, type VerifyResult } from './types.ts';

type SparkSignature = { form: 'compact64'; bytes: Uint8Array } | { form: 'der'; compact: Uint8Array };

export function sparkMessageDigest(message: string): Uint8Array {
  return sha256(utf8Bytes(message));
}

/**
 * Both text encodings are attempted because one string can be valid in both
 * alphabets (a hex string is also base64 text); only the decoding that yields
 * a plausible signature is kept.
 */
function parseSparkSignature(text: string): SparkSignature[] {
  const parsed: SparkSignature[] = [];
  for (const bytes of [decodeHex(text), decodeBase64(text)]) {
    if (!bytes) continue;
    if (bytes.length === 64) {
      parsed.push({ form: 'compact64', bytes });
      continue;
    }
    try {
      parsed.push({ form: 'der', compact: secp256k1.Signature.fromBytes(bytes, 'der').toBytes('compact') });
    } catch {
      // Neither 64 bytes nor DER: not a signature in this encoding.
    }
  }
  return parsed;
}

// noble returns false for bad signatures but may still throw on argument
// validation; a verifier must never throw, so both checks are fenced.
function ecdsaVerifies(compact: Uint8Array, digest: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return secp256k1.verify(compact, digest, publicKey, { prehash: false, lowS: false, format: 'compact' });
  } catch {
    return false;
  }
}

function schnorrVerifies(signature: Uint8Array, digest: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return schnorr.verify(signature, digest, publicKey.subarray(1));
  } catch {
    return false;
  }
}

export function verifySparkSignature({ address, message, signature }: ChainVerifyInput): VerifyResult {
  const identityKey = decodeSparkAddress(address);
  if (!identityKey) return failure('MALFORMED_ADDRESS');

  const candidates = parseSparkSignature(signature);
  if (candidates.length === 0) return failure('MALFORMED_SIGNATURE');

  const digest = sparkMessageDigest(message);
  for (const candidate of candidates) {
    const verified =
      candidate.form === 'der'
        ? ecdsaVerifies(candidate.compact, digest, identityKey)
        : ecdsaVerifies(candidate.bytes, digest, identityKey) ||
          schnorrVerifies(candidate.bytes, digest, identityKey);
    if (verified) return VERIFIED;
  }
  return failure('SIGNER_MISMATCH');
}
