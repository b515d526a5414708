import { decodeCBOR, decodePartialCBOR, type CBORType } from '@levischuck/tiny-cbor';
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * The WebAuthn pieces the service checks for passkey credentials: client data, authenticator
 * data, the attestation object of a registration (CBOR, via @levischuck/tiny-cbor) and ES256
 * assertion signatures (ECDSA P-256 over authenticatorData || SHA-256(clientDataJSON), DER).
 * Only ES256 (COSE alg -7) keys are accepted.
 */
export const ES256 = -7;

const B64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** base64url (padding tolerated) to bytes; null when it is not base64url. */
export function fromBase64url(text: unknown): Uint8Array | null {
  if (typeof text !== 'string' || text === '' || !B64URL.test(text)) return null;
  return Uint8Array.from(Buffer.from(text.replace(/=+$/, ''), 'base64url'));
}

export const toBase64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

export interface ClientData {
  type: string;
  challenge: string;
  origin: string;
  raw: Uint8Array;
}

export function parseClientData(b64: unknown): ClientData | null {
  const raw = fromBase64url(b64);
  if (!raw) return null;
  try {
    const json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw)) as Record<string, unknown>;
    if (typeof json.type !== 'string' || typeof json.challenge !== 'string' || typeof json.origin !== 'string') return null;
    return { type: json.type, challenge: json.challenge, origin: json.origin, raw };
  } catch {
    return null;
  }
}

export interface AuthenticatorData {
  rpIdHash: Uint8Array;
  userPresent: boolean;
  userVerified: boolean;
  signCount: number;
  attested?: { credentialId: Uint8Array; publicKey: Uint8Array; alg: number };
}

/** Parses authenticator data; `attested` is filled when the AT flag is set (registration). */
export function parseAuthenticatorData(data: Uint8Array): AuthenticatorData | null {
  if (data.length < 37) return null;
  const flags = data[32];
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const out: AuthenticatorData = {
    rpIdHash: data.slice(0, 32),
    userPresent: (flags & 0x01) !== 0,
    userVerified: (flags & 0x04) !== 0,
    signCount: view.getUint32(33),
  };
  if ((flags & 0x40) === 0) return out;
  if (data.length < 55) return null;
  const idLength = view.getUint16(53);
  const idEnd = 55 + idLength;
  if (data.length <= idEnd) return null;
  const credentialId = data.slice(55, idEnd);
  let cose: CBORType;
  try {
    [cose] = decodePartialCBOR(data, idEnd);
  } catch {
    return null;
  }
  const key = coseP256(cose);
  if (!key) return null;
  out.attested = { credentialId, ...key };
  return out;
}

/** A COSE_Key of type EC2 on P-256 with alg ES256, as an uncompressed SEC1 key. */
function coseP256(cose: CBORType): { publicKey: Uint8Array; alg: number } | null {
  if (!(cose instanceof Map)) return null;
  const kty = cose.get(1);
  const alg = cose.get(3);
  const crv = cose.get(-1);
  const x = cose.get(-2);
  const y = cose.get(-3);
  if (kty !== 2 || alg !== ES256 || crv !== 1 || !(x instanceof Uint8Array) || !(y instanceof Uint8Array) || x.length !== 32 || y.length !== 32) return null;
  const publicKey = new Uint8Array(65);
  publicKey[0] = 4;
  publicKey.set(x, 1);
  publicKey.set(y, 33);
  try {
    p256.Point.fromBytes(publicKey).assertValidity();
  } catch {
    return null;
  }
  return { publicKey, alg };
}

export interface AttestationObject {
  fmt: string;
  attStmt: Map<string | number, CBORType>;
  authData: Uint8Array;
}

export function parseAttestationObject(b64: unknown): AttestationObject | null {
  const raw = fromBase64url(b64);
  if (!raw) return null;
  let value: CBORType;
  try {
    value = decodeCBOR(raw);
  } catch {
    return null;
  }
  if (!(value instanceof Map)) return null;
  const fmt = value.get('fmt');
  const attStmt = value.get('attStmt');
  const authData = value.get('authData');
  if (typeof fmt !== 'string' || !(attStmt instanceof Map) || !(authData instanceof Uint8Array)) return null;
  return { fmt, attStmt, authData };
}

/** ES256 over authenticatorData || SHA-256(clientDataJSON); DER signature, high-S accepted. */
export function es256Verifies(publicKey: Uint8Array, authData: Uint8Array, clientDataJson: Uint8Array, signature: Uint8Array): boolean {
  const signed = new Uint8Array(authData.length + 32);
  signed.set(authData, 0);
  signed.set(sha256(clientDataJson), authData.length);
  try {
    return p256.verify(signature, signed, publicKey, { format: 'der', lowS: false });
  } catch {
    return false;
  }
}
