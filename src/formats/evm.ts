import { keccak_256 } from '@noble/hashes/sha3.js';
import { type ChecksumOption, type FormatCheck, fail, ok, requireString, verifiesChecksum } from './result.ts';

const ZERO_ADDRESS = '0000000000000000000000000000000000000000';

/**
 * EIP-55: upper-case the i-th hex letter when the i-th nibble of keccak256(lower-case hex, as
 * ASCII) is >= 8. Takes the 40 hex characters without 0x.
 */
export function toEip55(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = i % 2 === 0 ? hash[i >> 1] >> 4 : hash[i >> 1] & 0x0f;
    out += nibble >= 8 ? lower[i].toUpperCase() : lower[i];
  }
  return out;
}

/**
 * ETHEREUM_WALLET / BASE_WALLET / POLYGON_WALLET / PLASMA_WALLET address. Single-case input
 * carries no checksum and is accepted; mixed case is a claim of EIP-55 and must verify.
 * The zero address is refused: anything sent there is burned.
 */
export function validateEvmAddress(input: unknown, options: ChecksumOption = {}): FormatCheck {
  const text = requireString(input, 'EVM address');
  if (typeof text !== 'string') return text;
  if (!text.startsWith('0x')) return fail('pattern', 'EVM address must start with 0x');
  const hex = text.slice(2);
  if (!/^[0-9a-fA-F]*$/.test(hex)) return fail('pattern', 'EVM address must be 0x followed by hexadecimal characters');
  if (hex.length !== 40) return fail('length', `EVM address must have 40 hex characters after 0x, got ${hex.length}`);
  if (hex === ZERO_ADDRESS) return fail('pattern', 'The zero address cannot receive funds');
  const checksummed = toEip55(hex);
  const mixedCase = hex !== hex.toLowerCase() && hex !== hex.toUpperCase();
  if (mixedCase && verifiesChecksum(options) && text !== checksummed) {
    return fail('checksum', 'EVM address mixed-case checksum (EIP-55) does not match');
  }
  return ok(checksummed);
}
