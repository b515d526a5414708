/**
 * The digest Bitcoin wallets sign for a text message (Bitcoin Core
 * `signmessage`, BIP-137, Electrum):
 *
 *   sha256d(compactSize(24) || "Bitcoin Signed Message:\n" || compactSize(len) || message)
 *
 * compactSize is Bitcoin's variable-length integer; messages of 253 bytes or
 * more need its multi-byte forms, which is why it is not a single length byte.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { utf8Bytes } from './decode.ts';

const MAGIC = utf8Bytes('Bitcoin Signed Message:\n');

export function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) {
    const out = new Uint8Array(3);
    out[0] = 0xfd;
    new DataView(out.buffer).setUint16(1, n, true);
    return out;
  }
  if (n <= 0xffffffff) {
    const out = new Uint8Array(5);
    out[0] = 0xfe;
    new DataView(out.buffer).setUint32(1, n, true);
    return out;
  }
  const out = new Uint8Array(9);
  out[0] = 0xff;
  new DataView(out.buffer).setBigUint64(1, BigInt(n), true);
  return out;
}

export function bitcoinMessageDigest(message: string): Uint8Array {
  const body = utf8Bytes(message);
  const preimage = concatBytes(compactSize(MAGIC.length), MAGIC, compactSize(body.length), body);
  return sha256(sha256(preimage));
}
