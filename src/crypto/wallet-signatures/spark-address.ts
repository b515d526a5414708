/**
 * Spark address decoding: bech32m text whose payload is a protobuf
 * `SparkAddress` message with the wallet's 33-byte compressed secp256k1
 * identity public key in field 1.
 *
 * Prefixes (Spark SDK): spark / sparkt / sparkrt / sparks / sparkl for
 * mainnet / testnet / regtest / signet / local, and the deprecated sp / spt /
 * sprt / sps / spl that older wallets still display. Addresses are
 * case-insensitive (all-lower or all-upper, per bech32).
 *
 * Other protobuf fields (Spark invoices carry invoice fields and a signature
 * in fields 2 and 3) are skipped, not rejected: they do not change whose key
 * the address names.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bech32m } from '@scure/base';

const SPARK_PREFIXES = new Set([
  'spark',
  'sparkt',
  'sparkrt',
  'sparks',
  'sparkl',
  'sp',
  'spt',
  'sprt',
  'sps',
  'spl',
]);

/** Plain addresses are 68-70 characters; invoices are longer. */
const MAX_SPARK_ADDRESS_LENGTH = 1024;

const IDENTITY_KEY_FIELD = 1;
const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_LENGTH_DELIMITED = 2;
const WIRE_FIXED32 = 5;

/** Returns the identity public key (33 bytes, a valid curve point), or undefined. */
export function decodeSparkAddress(address: string): Uint8Array | undefined {
  const decoded = bech32m.decodeUnsafe(address, MAX_SPARK_ADDRESS_LENGTH);
  if (!decoded || !SPARK_PREFIXES.has(decoded.prefix)) return undefined;
  const payload = bech32m.fromWordsUnsafe(decoded.words);
  if (!payload) return undefined;

  const key = readIdentityKey(payload);
  if (key?.length !== 33) return undefined;
  try {
    secp256k1.Point.fromBytes(key);
  } catch {
    return undefined;
  }
  return key;
}

/** Walks the protobuf fields; the key field must occur exactly once. */
function readIdentityKey(payload: Uint8Array): Uint8Array | undefined {
  let key: Uint8Array | undefined;
  let offset = 0;
  while (offset < payload.length) {
    const tag = readVarint(payload, offset);
    if (!tag) return undefined;
    offset = tag.next;
    const field = Math.floor(tag.value / 8);
    const wireType = tag.value % 8;

    let end: number;
    if (wireType === WIRE_VARINT) {
      const skipped = readVarint(payload, offset);
      if (!skipped) return undefined;
      end = skipped.next;
    } else if (wireType === WIRE_LENGTH_DELIMITED) {
      const length = readVarint(payload, offset);
      if (!length) return undefined;
      offset = length.next;
      end = offset + length.value;
    } else if (wireType === WIRE_FIXED64) {
      end = offset + 8;
    } else if (wireType === WIRE_FIXED32) {
      end = offset + 4;
    } else {
      return undefined;
    }
    if (end > payload.length) return undefined;

    if (field === IDENTITY_KEY_FIELD) {
      if (wireType !== WIRE_LENGTH_DELIMITED || key) return undefined;
      key = payload.subarray(offset, end);
    }
    offset = end;
  }
  return key;
}

/** Protobuf base-128 varint, capped at 4 bytes (values < 2^28 suffice here). */
function readVarint(bytes: Uint8Array, start: number): { value: number; next: number } | undefined {
  let value = 0;
  for (let i = 0; i < 4 && start + i < bytes.length; i++) {
    const byte = bytes[start + i];
    value += (byte & 0x7f) * 2 ** (7 * i);
    if ((byte & 0x80) === 0) return { value, next: start + i + 1 };
  }
  return undefined;
}
