import { p256 } from '@noble/curves/nist.js';
import { base64url } from '@scure/base';
import { compressedHex, parsePublicKeyHex } from './p256-keys.ts';

/**
 * The wallet stamp carried in `Service-Wallet-Signature`: base64url (no padding) of UTF-8 JSON
 * `{"publicKey": <compressed P-256 hex>, "scheme": "SIGNATURE_SCHEME_TK_API_P256",
 * "signature": <DER ECDSA hex>}`, the signature being ECDSA-P256-SHA256 over the exact UTF-8
 * bytes of the issued `payloadToSign`. High-S signatures are accepted (common signers do not
 * normalise S). The JSON is parsed, never matched byte for byte.
 */
export const STAMP_SCHEME = 'SIGNATURE_SCHEME_TK_API_P256';

export interface Stamp {
  /** Compressed lower-case hex of the signing key. */
  publicKey: string;
  signature: Uint8Array;
}

export type StampParse = { ok: true; stamp: Stamp } | { ok: false; reason: string };

const DER_HEX = /^30[0-9a-fA-F]+$/;

function decodeBase64url(text: string): Uint8Array | null {
  // Tolerate padding and the standard alphabet: some clients send them.
  const normalised = text.trim().replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (!/^[A-Za-z0-9_-]+$/.test(normalised)) return null;
  try {
    return base64url.decode(normalised + '='.repeat((4 - (normalised.length % 4)) % 4));
  } catch {
    return null;
  }
}

export function parseStamp(header: string): StampParse {
  const raw = decodeBase64url(header);
  if (!raw) return { ok: false, reason: 'the header is not base64url' };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return { ok: false, reason: 'the header does not decode to JSON' };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return { ok: false, reason: 'the stamp must be a JSON object' };
  const { publicKey, scheme, signature } = json as Record<string, unknown>;
  if (scheme !== STAMP_SCHEME) return { ok: false, reason: `scheme must be ${STAMP_SCHEME}` };
  const key = parsePublicKeyHex(publicKey);
  if (!key) return { ok: false, reason: 'publicKey must be a P-256 public key in hex' };
  if (typeof signature !== 'string' || !DER_HEX.test(signature) || signature.length % 2 !== 0) {
    return { ok: false, reason: 'signature must be a DER-encoded ECDSA signature in hex' };
  }
  const bytes = Uint8Array.from(Buffer.from(signature, 'hex'));
  try {
    p256.Signature.fromBytes(bytes, 'der');
  } catch {
    return { ok: false, reason: 'signature is not valid DER' };
  }
  return { ok: true, stamp: { publicKey: compressedHex(key), signature: bytes } };
}

/** ECDSA-P256-SHA256 over the UTF-8 bytes of `payload`; high-S accepted. */
export function stampVerifies(stamp: Stamp, payload: string): boolean {
  try {
    return p256.verify(stamp.signature, new TextEncoder().encode(payload), Buffer.from(stamp.publicKey, 'hex'), { format: 'der', lowS: false });
  } catch {
    return false;
  }
}
