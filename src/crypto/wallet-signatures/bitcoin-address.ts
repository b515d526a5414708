/**
 * Bitcoin address parsing and key-to-address hashing for the address types a
 * signed message can prove: P2PKH, P2SH-wrapped P2WPKH and native P2WPKH.
 *
 * Mainnet and test networks are both accepted (1/m/n, 3/2, bc1q/tb1q/bcrt1q):
 * a message signature is not bound to a network, the account address is.
 * P2WSH, Taproot (bc1p) and future witness versions parse as 'unsupported':
 * their owner is not a single key that BIP-137 can name, so proving them needs
 * BIP-322, which we do not implement.
 */
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { bech32, bech32m } from '@scure/base';
import { decodeBase58check } from './decode.ts';

export type ProvableAddressKind = 'p2pkh' | 'p2sh' | 'p2wpkh';

export type BitcoinAddress =
  /** `hash` is the 20-byte pubkey hash, script hash, or witness program. */
  | { kind: ProvableAddressKind; hash: Uint8Array }
  | { kind: 'unsupported' };

const BASE58_VERSIONS = new Map<number, ProvableAddressKind>([
  [0x00, 'p2pkh'], // mainnet 1...
  [0x6f, 'p2pkh'], // testnet, signet, regtest m.../n...
  [0x05, 'p2sh'], // mainnet 3...
  [0xc4, 'p2sh'], // testnet, signet, regtest 2...
]);

const SEGWIT_HRPS = new Set(['bc', 'tb', 'bcrt']);

/** Returns undefined when the text is not a well-formed Bitcoin address. */
export function parseBitcoinAddress(text: string): BitcoinAddress | undefined {
  const separator = text.lastIndexOf('1');
  if (separator > 0 && SEGWIT_HRPS.has(text.slice(0, separator).toLowerCase())) {
    return parseSegwitAddress(text);
  }
  const payload = decodeBase58check(text);
  if (payload?.length !== 21) return undefined;
  const kind = BASE58_VERSIONS.get(payload[0]);
  return kind ? { kind, hash: payload.subarray(1) } : undefined;
}

function parseSegwitAddress(text: string): BitcoinAddress | undefined {
  // A string can satisfy at most one of the two checksums.
  const asBech32 = bech32.decodeUnsafe(text);
  const asBech32m = asBech32 ? undefined : bech32m.decodeUnsafe(text);
  const decoded = asBech32 ?? asBech32m;
  if (!decoded || decoded.words.length === 0) return undefined;

  const version = decoded.words[0];
  const program = bech32.fromWordsUnsafe(decoded.words.slice(1));
  if (!program || program.length < 2 || program.length > 40 || version > 16) return undefined;

  if (version === 0) {
    // BIP-350: version 0 must keep the original bech32 checksum.
    if (!asBech32) return undefined;
    if (program.length === 20) return { kind: 'p2wpkh', hash: program };
    if (program.length === 32) return { kind: 'unsupported' };
    return undefined;
  }
  // BIP-350: version 1 and above must use bech32m.
  if (!asBech32m) return undefined;
  return { kind: 'unsupported' };
}

export function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes));
}

/**
 * The 20-byte hash an address of `kind` carries for this serialized public key.
 * Segwit kinds are only meaningful for a compressed key.
 */
export function addressHashOfKey(kind: ProvableAddressKind, publicKey: Uint8Array): Uint8Array {
  const keyHash = hash160(publicKey);
  if (kind === 'p2sh') {
    // P2SH-P2WPKH: the script hash of the redeem script OP_0 <20-byte key hash>.
    return hash160(concatBytes(Uint8Array.of(0x00, 0x14), keyHash));
  }
  return keyHash;
}
