import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { type FormatCheck, fail, ok, requireString } from './result.ts';

/** Signet shares testnet's `tb` prefix and base58 versions, so it is covered by `testnet`. */
export type BitcoinNetwork = 'mainnet' | 'testnet' | 'regtest';

const ALL_NETWORKS: readonly BitcoinNetwork[] = ['mainnet', 'testnet', 'regtest'];

const SEGWIT_HRPS: Readonly<Record<string, BitcoinNetwork>> = { bc: 'mainnet', tb: 'testnet', bcrt: 'regtest' };

/** Base58 version bytes; regtest reuses testnet's, so a 0x6f/0xc4 address belongs to either. */
const BASE58_VERSIONS: ReadonlyMap<number, readonly BitcoinNetwork[]> = new Map([
  [0x00, ['mainnet']],
  [0x05, ['mainnet']],
  [0x6f, ['testnet', 'regtest']],
  [0xc4, ['testnet', 'regtest']],
]);

const base58check = createBase58check(sha256);
const BASE58_CHARS = /^[1-9A-HJ-NP-Za-km-z]+$/;
const BECH32_DATA = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/;
const SEGWIT_PREFIX = /^(bc|tb|bcrt)1/i;

export interface BitcoinAddressOptions {
  /** Networks to accept; pass the one matching the platform mode (the sandbox is regtest). Default: all. */
  networks?: readonly BitcoinNetwork[];
}

function networkAllowed(candidates: readonly BitcoinNetwork[], options: BitcoinAddressOptions): boolean {
  const allowed = options.networks ?? ALL_NETWORKS;
  return candidates.some((n) => allowed.includes(n));
}

/** BIP-173 (v0, bech32) and BIP-350 (v1+, bech32m) native segwit addresses. */
function validateSegwit(text: string, options: BitcoinAddressOptions): FormatCheck {
  if (text.length > 90) return fail('length', 'Segwit address must have at most 90 characters');
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) {
    return fail('pattern', 'Segwit address must not mix upper and lower case');
  }
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  const hrp = lower.slice(0, separator);
  const network = SEGWIT_HRPS[hrp];
  if (network === undefined) return fail('network', `${hrp} is not a Bitcoin segwit prefix (bc, tb, bcrt)`);
  if (!BECH32_DATA.test(lower.slice(separator + 1))) return fail('pattern', 'Segwit address contains characters outside the bech32 alphabet');
  const asBech32 = bech32.decodeUnsafe(lower);
  const asBech32m = asBech32 ? undefined : bech32m.decodeUnsafe(lower);
  const decoded = asBech32 ?? asBech32m;
  if (!decoded) return fail('checksum', 'Segwit address checksum does not match');
  const [version, ...programWords] = decoded.words;
  if (version === undefined) return fail('pattern', 'Segwit address has no witness version');
  if (version > 16) return fail('pattern', `Witness version ${version} does not exist (0-16)`);
  // BIP-350: v0 must use the bech32 constant and v1+ the bech32m constant, never the other way round.
  if ((version === 0) !== Boolean(asBech32)) {
    return fail('checksum', version === 0 ? 'Witness v0 addresses must use bech32, not bech32m' : `Witness v${version} addresses must use bech32m (BIP-350)`);
  }
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program) return fail('pattern', 'Segwit address has invalid padding');
  if (program.length < 2 || program.length > 40) return fail('length', `Witness program must be 2 to 40 bytes, got ${program.length}`);
  if (version === 0 && program.length !== 20 && program.length !== 32) {
    return fail('length', `Witness v0 program must be 20 or 32 bytes, got ${program.length}`);
  }
  if (!networkAllowed([network], options)) return fail('network', `${network} addresses are not accepted here`);
  return ok(lower);
}

/** P2PKH / P2SH base58check addresses (mainnet 0x00/0x05, testnet and regtest 0x6f/0xc4). */
function validateBase58(text: string, options: BitcoinAddressOptions): FormatCheck {
  if (!BASE58_CHARS.test(text)) return fail('pattern', 'Bitcoin address must be base58 or bech32');
  if (text.length < 26 || text.length > 35) return fail('length', 'Base58 Bitcoin address must have 26 to 35 characters');
  let payload: Uint8Array;
  try {
    payload = base58check.decode(text);
  } catch {
    return fail('checksum', 'Bitcoin address checksum (base58check) does not match');
  }
  if (payload.length !== 21) return fail('length', `Base58 Bitcoin address must decode to 21 bytes, got ${payload.length}`);
  const networks = BASE58_VERSIONS.get(payload[0]);
  if (!networks) return fail('network', `Version byte 0x${payload[0].toString(16).padStart(2, '0')} is not a Bitcoin P2PKH/P2SH version`);
  if (!networkAllowed(networks, options)) return fail('network', `${networks.join('/')} addresses are not accepted here`);
  return ok(text);
}

/** BITCOIN_L1 address; bech32 forms normalize to lower case (BIP-173's canonical form). */
export function validateBitcoinAddress(input: unknown, options: BitcoinAddressOptions = {}): FormatCheck {
  const text = requireString(input, 'Bitcoin address');
  if (typeof text !== 'string') return text;
  if (text.length === 0) return fail('length', 'Bitcoin address must not be empty');
  return SEGWIT_PREFIX.test(text) ? validateSegwit(text, options) : validateBase58(text, options);
}
