/**
 * secp256k1 public-key recovery shared by the EVM, Tron and Bitcoin verifiers.
 *
 * Those wallets do not send a public key: they send (r, s) plus a recovery id,
 * and ownership is proven by recovering the key from the message digest and
 * deriving the account address from it.
 *
 * High-s signatures are accepted on purpose. Low-s is a transaction
 * malleability rule; for a one-time ownership challenge a malleated twin
 * (r, n - s) proves exactly what the original proves, and the references we
 * interoperate with accept it: the EVM ecrecover precompile, viem's
 * verifyMessage, and libsecp256k1's recovery used by Bitcoin Core's
 * verifymessage. (ethers v6 and OpenZeppelin's ECDSA.recover do reject most
 * high-s values; a wallet only produces one if it does not normalise s.)
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';

export type Secp256k1Point = ReturnType<typeof secp256k1.Point.fromBytes>;

/** (r, s) validated to lie in [1, n-1], with the recovery id kept apart. */
export type RecoverableSignature = {
  compact: Uint8Array;
  recovery: number;
};

/**
 * Builds a recoverable signature from 64 bytes r||s and a recovery id 0..3.
 * Returns undefined when r or s is out of range, so the caller can report a
 * malformed signature rather than a mismatch.
 */
export function toRecoverableSignature(
  compact: Uint8Array,
  recovery: number,
): RecoverableSignature | undefined {
  if (compact.length !== 64 || !Number.isInteger(recovery) || recovery < 0 || recovery > 3) {
    return undefined;
  }
  try {
    secp256k1.Signature.fromBytes(compact, 'compact');
  } catch {
    return undefined;
  }
  return { compact, recovery };
}

/**
 * Parses the 65-byte r||s||v layout used by EIP-191 and TronWeb. Both the
 * Ethereum convention v ∈ {27, 28} and the raw recovery id v ∈ {0, 1}
 * (Ledger, some libraries) are in circulation.
 */
export function parseRsvSignature(bytes: Uint8Array): RecoverableSignature | undefined {
  if (bytes.length !== 65) return undefined;
  const v = bytes[64];
  const recovery = v === 27 || v === 28 ? v - 27 : v === 0 || v === 1 ? v : -1;
  if (recovery < 0) return undefined;
  return toRecoverableSignature(bytes.subarray(0, 64), recovery);
}

/**
 * Recovers the signing public key for a 32-byte digest. Returns undefined when
 * no key exists for this (r, recovery id), which for a well-formed signature
 * simply means it was not produced over this digest.
 */
export function recoverPublicKey(
  signature: RecoverableSignature,
  digest: Uint8Array,
): Secp256k1Point | undefined {
  try {
    return secp256k1.Signature.fromBytes(signature.compact, 'compact')
      .addRecoveryBit(signature.recovery)
      .recoverPublicKey(digest);
  } catch {
    return undefined;
  }
}
