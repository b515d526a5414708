/**
 * Wallet-ownership signature verification (Travel Rule WALLET_SIGNATURE
 * challenges): does `signature` over the issued `messageToSign` come from the
 * key that controls the external account's `address`?
 *
 * Never throws: every bad input maps to a failure reason, because the caller
 * turns a failure into the 400 that moves the account to UNVERIFIED and an
 * exception would instead surface as a 500.
 */
import { verifyBitcoinSignature } from './bitcoin.ts';
import { verifyEvmSignature } from './evm.ts';
import { verifySolanaSignature } from './solana.ts';
import { verifySparkSignature } from './spark.ts';
import { verifyTronSignature } from './tron.ts';
import {
  type BitcoinSignatureScheme,
  type ChainVerifyInput,
  failure,
  type VerifyResult,
  type VerifyWalletSignatureInput,
} from './types.ts';

export type {
  BitcoinSignatureScheme,
  VerifyFailureReason,
  VerifyResult,
  VerifyWalletSignatureInput,
  WalletChain,
} from './types.ts';

export function verifyWalletSignature(input: VerifyWalletSignatureInput): VerifyResult {
  // The type says strings, but this sits behind a JSON API: guard at runtime.
  const { chain, address, message, signature, signatureScheme } = input ?? ({} as VerifyWalletSignatureInput);
  if (typeof address !== 'string') return failure('MALFORMED_ADDRESS');
  // A signature cannot be over a message we cannot encode; treat it as unusable.
  if (typeof signature !== 'string' || typeof message !== 'string') return failure('MALFORMED_SIGNATURE');

  // Copy-pasted addresses and signatures often carry a stray newline or space;
  // none of the formats allow inner whitespace, so trimming cannot change meaning.
  const normalized: ChainVerifyInput = { address: address.trim(), message, signature: signature.trim() };

  try {
    switch (chain) {
      case 'EVM':
        return verifyEvmSignature(normalized);
      case 'TRON':
        return verifyTronSignature(normalized);
      case 'SOLANA':
        return verifySolanaSignature(normalized);
      case 'SPARK':
        return verifySparkSignature(normalized);
      case 'BITCOIN': {
        const scheme = bitcoinScheme(signatureScheme);
        return scheme ? verifyBitcoinSignature(normalized, scheme) : failure('UNSUPPORTED_SCHEME');
      }
      default:
        return failure('UNSUPPORTED_SCHEME');
    }
  } catch {
    // The chain verifiers are written not to throw; this only guards against a
    // library edge case turning into a 500. The signature is the untrusted part.
    return failure('MALFORMED_SIGNATURE');
  }
}

function bitcoinScheme(value: unknown): BitcoinSignatureScheme | undefined {
  if (value === undefined || value === null || value === 'bip137') return 'bip137';
  if (value === 'electrum') return 'electrum';
  return undefined;
}
