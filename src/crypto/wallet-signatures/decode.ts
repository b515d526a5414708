/**
 * Total (never-throwing) wrappers around the @scure/base codecs.
 *
 * Every wallet format arrives as untrusted text, and the verifiers must map
 * a bad encoding to a reason instead of an exception, so each decoder returns
 * `undefined` on any failure. Inputs are length-capped before decoding because
 * base58 decoding is quadratic in the input length and these strings come
 * straight from request bodies.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, base64, createBase58check, hex, utf8 } from '@scure/base';

/** Far above any signature or address we accept (DER hex is at most 146 chars). */
export const MAX_ENCODED_LENGTH = 256;

const base58check = createBase58check(sha256);

function attempt(text: string, decode: (input: string) => Uint8Array): Uint8Array | undefined {
  if (text.length > MAX_ENCODED_LENGTH) return undefined;
  try {
    return decode(text);
  } catch {
    return undefined;
  }
}

/** Hex with an optional 0x/0X prefix (wallets differ on whether they add it). */
export function decodeHex(text: string): Uint8Array | undefined {
  const digits = /^0x/i.test(text) ? text.slice(2) : text;
  if (digits.length === 0) return undefined;
  return attempt(digits, (input) => hex.decode(input));
}

/** RFC 4648 base64 with padding, which is what Bitcoin Core and bitcoinjs emit. */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (text.length === 0) return undefined;
  return attempt(text, (input) => base64.decode(input));
}

export function decodeBase58(text: string): Uint8Array | undefined {
  if (text.length === 0) return undefined;
  return attempt(text, (input) => base58.decode(input));
}

/** Base58 with the 4-byte double-SHA256 checksum stripped (Bitcoin, Tron). */
export function decodeBase58check(text: string): Uint8Array | undefined {
  if (text.length === 0) return undefined;
  return attempt(text, (input) => base58check.decode(input));
}

/** The bytes a wallet signs for a text message: its UTF-8 encoding. */
export function utf8Bytes(message: string): Uint8Array {
  return utf8.decode(message);
}
