import { createHash } from 'node:crypto';

/**
 * OIDC ID-token checks of the sandbox. The token must be JWT-shaped (three base64url segments,
 * JSON header and claims); the issuer signature is NOT checked in the sandbox (the segment may
 * be a dummy) — production needs the issuer's JWKS, which this build does not fetch. Claims:
 * `iss` from the supported issuers; `aud` a non-empty string or a one-element string array;
 * non-empty `sub`; numeric `iat` at most 60 s before the request (5 s of clock skew allowed in
 * the other direction); numeric `exp` after the request. On verify, `nonce` must be the
 * lower-case hex SHA-256 of the `clientPublicKey` text exactly as sent.
 */
export const SUPPORTED_ISSUERS: readonly string[] = ['https://accounts.google.com', 'accounts.google.com', 'https://appleid.apple.com'];
export const MAX_TOKEN_AGE_S = 60;
export const CLOCK_SKEW_S = 5;
/**
 * OIDC Core 1.0 §2 caps `sub` at 255 ASCII characters and RFC 5321 an address at 254; either
 * becomes the credential's nickname, which the contract bounds at 256. A longer `email` is not
 * used (the nickname falls back to `sub`).
 */
const MAX_SUB_LENGTH = 255;
const MAX_EMAIL_LENGTH = 254;

export interface OidcIdentity {
  iss: string;
  aud: string;
  sub: string;
  email?: string;
}

/** `malformed` answers 400 INVALID_INPUT; `rejected` answers 401 UNAUTHORIZED. */
export type OidcResult = { ok: true; identity: OidcIdentity } | { ok: false; kind: 'malformed' | 'rejected'; reason: string };

const SEGMENT = /^[A-Za-z0-9_-]*$/;

function decodeSegment(segment: string): Record<string, unknown> | null {
  if (!segment || !SEGMENT.test(segment)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function nonceFor(clientPublicKey: string): string {
  return createHash('sha256').update(clientPublicKey, 'utf8').digest('hex');
}

/** Checks `token` at time `now`; `clientPublicKey` is given on verify (nonce binding). */
export function checkOidcToken(token: string, now: Date, clientPublicKey?: string): OidcResult {
  const parts = token.split('.');
  if (parts.length !== 3 || !SEGMENT.test(parts[2])) return { ok: false, kind: 'malformed', reason: 'oidcToken is not a JWT (three base64url segments)' };
  const header = decodeSegment(parts[0]);
  const claims = decodeSegment(parts[1]);
  if (!header || !claims) return { ok: false, kind: 'malformed', reason: 'oidcToken header and claims must be base64url JSON objects' };
  const reject = (reason: string): OidcResult => ({ ok: false, kind: 'rejected', reason });
  const { iss, aud, sub, iat, exp, nonce, email } = claims;
  if (typeof iss !== 'string' || !SUPPORTED_ISSUERS.includes(iss)) return { ok: false, kind: 'malformed', reason: 'oidcToken issuer is not supported' };
  const audience = typeof aud === 'string' ? aud : Array.isArray(aud) && aud.length === 1 && typeof aud[0] === 'string' ? aud[0] : '';
  if (!audience) return reject('aud must be a non-empty string or a one-element array');
  if (typeof sub !== 'string' || sub === '') return reject('sub must be a non-empty string');
  if (sub.length > MAX_SUB_LENGTH) return reject('sub must have at most 255 characters');
  const nowS = now.getTime() / 1000;
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return reject('iat must be a number');
  if (iat < nowS - MAX_TOKEN_AGE_S) return reject('the token was issued more than 60 seconds ago; get a fresh token');
  if (iat > nowS + CLOCK_SKEW_S) return reject('iat is in the future');
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return reject('exp must be a number');
  if (exp <= nowS) return reject('the token has expired');
  if (clientPublicKey !== undefined && nonce !== nonceFor(clientPublicKey)) return reject('nonce must be the SHA-256 (hex) of clientPublicKey');
  const usableEmail = typeof email === 'string' && email !== '' && email.length <= MAX_EMAIL_LENGTH;
  return { ok: true, identity: { iss, aud: audience, sub, ...(usableEmail ? { email } : {}) } };
}

/** The registered identity of an OAUTH credential: the same issuer, audience and subject must verify later. */
export function identityKey(identity: OidcIdentity): string {
  return JSON.stringify([identity.iss, identity.aud, identity.sub]);
}
