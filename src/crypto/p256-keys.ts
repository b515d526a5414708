import { p256 } from '@noble/curves/nist.js';
import { hexToBytes } from '@noble/hashes/utils.js';

/**
 * P-256 public keys as the wallet protocol writes them: SEC1 hex, compressed (`02`/`03` + X,
 * 66 chars) or uncompressed (`04` + X + Y, 130 chars).
 */
const HEX = /^[0-9a-fA-F]*$/;

export type KeyEncoding = 'compressed' | 'uncompressed';

export interface ParsedPublicKey {
  encoding: KeyEncoding;
  /** 33 bytes. */
  compressed: Uint8Array;
  /** 65 bytes. */
  uncompressed: Uint8Array;
}

/** Parses SEC1 hex and checks the point is on the curve; null for anything else. */
export function parsePublicKeyHex(text: unknown): ParsedPublicKey | null {
  if (typeof text !== 'string' || !HEX.test(text)) return null;
  const isCompressed = text.length === 66 && (text.startsWith('02') || text.startsWith('03'));
  const isUncompressed = text.length === 130 && text.startsWith('04');
  if (!isCompressed && !isUncompressed) return null;
  try {
    const point = p256.Point.fromBytes(hexToBytes(text));
    point.assertValidity();
    return { encoding: isCompressed ? 'compressed' : 'uncompressed', compressed: point.toBytes(true), uncompressed: point.toBytes(false) };
  } catch {
    return null;
  }
}

/** Lower-case compressed hex of any accepted encoding: the one form we store and compare. */
export function compressedHex(key: ParsedPublicKey): string {
  return Buffer.from(key.compressed).toString('hex');
}

export function uncompressedHex(key: ParsedPublicKey): string {
  return Buffer.from(key.uncompressed).toString('hex');
}
