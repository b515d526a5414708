import { createHash } from 'node:crypto';

/**
 * What the service needs around @simplewebauthn/server, which does the WebAuthn checks
 * themselves (attestation objects, authenticator data, signatures, counters): base64url, a
 * first look at the client data (for clear 400s), the RP id a registration was made for, and
 * the stored credential key. Only ES256 (COSE alg -7) keys are accepted.
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

/**
 * The RP ids an origin may register for: its host and each parent domain of at least two labels
 * (WebAuthn §5.1.3: the RP id is the origin's effective domain or a registrable suffix of it).
 * An origin that is not a URL (an Android `android:apk-key-hash:` origin) has none.
 */
export function rpIdCandidates(origin: string): string[] {
  let host: string;
  try {
    host = new URL(origin).hostname;
  } catch {
    return [];
  }
  if (host === '' || host.startsWith('[')) return [];
  const labels = host.split('.');
  if (labels.length === 1 || /^[0-9.]+$/.test(host)) return [host];
  const out: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) out.push(labels.slice(i).join('.'));
  return out;
}

export const rpIdHashHex = (rpId: string) => createHash('sha256').update(rpId, 'utf8').digest('hex');

/**
 * The RP id of a stored registration, from its origin and the RP id hash its authenticator
 * data carried; undefined when none of the origin's candidates hashes to it.
 */
export function rpIdOf(origin: string, storedHashHex: string): string | undefined {
  return rpIdCandidates(origin).find((id) => rpIdHashHex(id) === storedHashHex.toLowerCase());
}

/**
 * The credential key as the library wants it: COSE_Key bytes. Rows written before migration
 * 026 (or by an older process during a rolling upgrade) hold an uncompressed SEC1 P-256 key;
 * it becomes the COSE_Key {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}.
 */
export function coseKeyOf(storedHex: string): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(storedHex, 'hex');
  if (bytes.length === 65 && bytes[0] === 4) {
    return new Uint8Array(Buffer.concat([Buffer.from('a5010203262001215820', 'hex'), bytes.subarray(1, 33), Buffer.from('225820', 'hex'), bytes.subarray(33)]));
  }
  return new Uint8Array(bytes);
}

/** The library's failure messages, as the reasons the API has always given. */
export function webauthnFailure(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const known: [RegExp, string][] = [
    [/response type/, 'clientDataJson.type is not the expected one'],
    [/challenge/i, 'the challenge does not match'],
    [/origin/i, 'the origin differs from the registration origin'],
    [/RP ID hash/, 'the RP id differs from the registration'],
    [/User (presence was required|not present)/, 'user presence was not reported'],
    [/counter/, 'the signature counter did not increase (possible cloned authenticator)'],
    [/alg/, 'only ES256 (COSE alg -7) credential keys are accepted'],
  ];
  return known.find(([pattern]) => pattern.test(message))?.[1] ?? message;
}
