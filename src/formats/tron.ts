import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { type FormatCheck, fail, ok, requireString } from './result.ts';

const base58check = createBase58check(sha256);
const BASE58_CHARS = /^[1-9A-HJ-NP-Za-km-z]+$/;
const TRON_MAINNET_VERSION = 0x41;

function decodeBase58check(text: string): Uint8Array | null {
  try {
    return base58check.decode(text);
  } catch {
    return null;
  }
}

/** TRON_WALLET.address: base58check of 0x41 + 20-byte account id, so 34 characters starting with T. */
export function validateTronAddress(input: unknown): FormatCheck {
  const text = requireString(input, 'Tron address');
  if (typeof text !== 'string') return text;
  if (!BASE58_CHARS.test(text)) return fail('pattern', 'Tron address must be base58 (no 0, O, I or l)');
  if (text.length !== 34) return fail('length', `Tron address must have 34 characters, got ${text.length}`);
  const payload = decodeBase58check(text);
  if (payload === null) return fail('checksum', 'Tron address checksum (base58check) does not match');
  if (payload.length !== 21) return fail('length', `Tron address must decode to 21 bytes, got ${payload.length}`);
  if (payload[0] !== TRON_MAINNET_VERSION) return fail('network', 'Tron address must have version byte 0x41 (start with T)');
  return ok(text);
}
