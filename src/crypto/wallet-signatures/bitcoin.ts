/**
 * Bitcoin signed messages: a 65-byte base64 signature, header byte || r || s,
 * over the Bitcoin message digest, proven by recovering the key and deriving
 * the account's address from it.
 *
 * Header byte (recovery id = (header - 27) & 3):
 *
 * | header | BIP-137 meaning              | Electrum meaning                 |
 * |--------|------------------------------|----------------------------------|
 * | 27-30  | P2PKH, uncompressed key      | uncompressed key (P2PKH only)    |
 * | 31-34  | P2PKH, compressed key        | compressed key, any address type |
 * | 35-38  | P2SH-P2WPKH                  | invalid                          |
 * | 39-42  | P2WPKH                       | invalid                          |
 *
 * `bip137` (the default) accepts the signature only for the address type its
 * header names, as Bitcoin Core does for P2PKH. `electrum` exists because
 * Electrum signs for segwit addresses with the plain 31-34 headers and
 * verifies by trying every address type the recovered key can own.
 *
 * Taproot (bc1p), P2WSH and future witness versions return UNSUPPORTED_SCHEME:
 * they need BIP-322, which is not implemented.
 */
import { equalBytes } from '@noble/curves/utils.js';
import { addressHashOfKey, parseBitcoinAddress, type ProvableAddressKind } from './bitcoin-address.ts';
import { bitcoinMessageDigest } from './bitcoin-message.ts';
import { decodeBase64 } from './decode.ts';
import { recoverPublicKey, toRecoverableSignature } from './recoverable-ecdsa.ts';
import {
  type BitcoinSignatureScheme,
  type ChainVerifyInput,
  failure,
  VERIFIED,
  type VerifyResult,
} from './types.ts';

type SignatureHeader = {
  recovery: number;
  compressed: boolean;
  /** Address types a signature with this header may prove. */
  proves: readonly ProvableAddressKind[];
};

const ANY_SINGLE_KEY_ADDRESS: readonly ProvableAddressKind[] = ['p2pkh', 'p2sh', 'p2wpkh'];

export function parseSignatureHeader(
  header: number,
  scheme: BitcoinSignatureScheme,
): SignatureHeader | undefined {
  if (header < 27 || header > 42) return undefined;
  const recovery = (header - 27) & 3;
  if (scheme === 'electrum') {
    if (header > 34) return undefined;
    const compressed = header >= 31;
    // Segwit outputs only ever commit to compressed keys.
    return { recovery, compressed, proves: compressed ? ANY_SINGLE_KEY_ADDRESS : ['p2pkh'] };
  }
  if (header <= 30) return { recovery, compressed: false, proves: ['p2pkh'] };
  if (header <= 34) return { recovery, compressed: true, proves: ['p2pkh'] };
  if (header <= 38) return { recovery, compressed: true, proves: ['p2sh'] };
  return { recovery, compressed: true, proves: ['p2wpkh'] };
}

export function verifyBitcoinSignature(
  { address, message, signature }: ChainVerifyInput,
  scheme: BitcoinSignatureScheme = 'bip137',
): VerifyResult {
  const target = parseBitcoinAddress(address);
  if (!target) return failure('MALFORMED_ADDRESS');
  if (target.kind === 'unsupported') return failure('UNSUPPORTED_SCHEME');

  const bytes = decodeBase64(signature);
  if (bytes?.length !== 65) return failure('MALFORMED_SIGNATURE');
  const header = parseSignatureHeader(bytes[0], scheme);
  const parsed = header && toRecoverableSignature(bytes.subarray(1), header.recovery);
  if (!header || !parsed) return failure('MALFORMED_SIGNATURE');

  if (!header.proves.includes(target.kind)) return failure('SIGNER_MISMATCH');
  const signer = recoverPublicKey(parsed, bitcoinMessageDigest(message));
  if (!signer) return failure('SIGNER_MISMATCH');

  const keyHash = addressHashOfKey(target.kind, signer.toBytes(header.compressed));
  return equalBytes(keyHash, target.hash) ? VERIFIED : failure('SIGNER_MISMATCH');
}
