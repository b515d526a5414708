import { createHash } from 'node:crypto';
import { errors as joseErrors, jwtVerify } from 'jose';
import { FetchFailed } from '../egress/http-get.ts';
import { type OidcKeys, OidcKeysUnavailable } from '../ports/oidc-keys.ts';

/**
 * OIDC ID-token checks. Claims (both environments): the token must be JWT-shaped (three
 * base64url segments, JSON header and claims); `iss` from the supported issuers; `aud` a
 * non-empty string or a one-element string array; non-empty `sub`; numeric `iat` at most 60 s
 * before the request (5 s of clock skew allowed in the other direction); numeric `exp` after
 * the request. On verify, `nonce` must be the lower-case hex SHA-256 of the `clientPublicKey`
 * text exactly as sent. The sandbox stops there (the signature segment may be a dummy);
 * outside it, `verifyOidcToken` also checks the issuer's signature against its JWKS.
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
export function checkOidcToken(token: string, now: Date, clientPublicKey?: string, issuers: readonly string[] = SUPPORTED_ISSUERS): OidcResult {
  const parts = token.split('.');
  if (parts.length !== 3 || !SEGMENT.test(parts[2])) return { ok: false, kind: 'malformed', reason: 'oidcToken is not a JWT (three base64url segments)' };
  const header = decodeSegment(parts[0]);
  const claims = decodeSegment(parts[1]);
  if (!header || !claims) return { ok: false, kind: 'malformed', reason: 'oidcToken header and claims must be base64url JSON objects' };
  const reject = (reason: string): OidcResult => ({ ok: false, kind: 'rejected', reason });
  const { iss, aud, sub, iat, exp, nonce, email } = claims;
  if (typeof iss !== 'string' || !issuers.includes(iss)) return { ok: false, kind: 'malformed', reason: 'oidcToken issuer is not supported' };
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

/** Signatures production accepts: what Google and Apple sign with, and the common EC choice. */
export const OIDC_ALGORITHMS = ['RS256', 'ES256'];

/**
 * The claims as `checkOidcToken`, then, when `keys` is given (outside the sandbox), the issuer's
 * signature: the token's `kid` looked up in the issuer's JWKS, RS256 or ES256 only (`alg:
 * none` and HMAC are refused), `iss` against the production issuer list. A key set that cannot
 * be fetched is a rejection (401) that says so, never a server error.
 */
export async function verifyOidcToken(token: string, now: Date, keys: OidcKeys | null, clientPublicKey?: string): Promise<OidcResult> {
  const checked = checkOidcToken(token, now, clientPublicKey, keys ? keys.issuers : SUPPORTED_ISSUERS);
  if (!checked.ok || !keys) return checked;
  const reject = (reason: string): OidcResult => ({ ok: false, kind: 'rejected', reason });
  try {
    await jwtVerify(token, await keys.keySet(checked.identity.iss), { algorithms: OIDC_ALGORITHMS, currentDate: now, clockTolerance: CLOCK_SKEW_S });
    return checked;
  } catch (err) {
    if (err instanceof OidcKeysUnavailable) return reject(`the issuer's keys could not be fetched: ${err.reason}`);
    if (err instanceof joseErrors.JOSEAlgNotAllowed) return reject('the token is not signed with RS256 or ES256');
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) return reject("the signature does not verify with the issuer's key");
    if (err instanceof joseErrors.JWKSNoMatchingKey) return reject("no key of the issuer's key set matches the token's kid");
    if (err instanceof joseErrors.JWKSMultipleMatchingKeys) return reject("several keys of the issuer match the token; it must name its key with kid");
    if (err instanceof joseErrors.JWKSTimeout) return reject("the issuer's keys could not be fetched: the key set did not arrive in time");
    if (err instanceof joseErrors.JWKSInvalid) return reject("the issuer's keys could not be fetched: the key set is not a JWKS");
    if (err instanceof joseErrors.JOSEError) return reject(`the token is not acceptable (${err.code})`);
    if (err instanceof FetchFailed) return reject(`the issuer's keys could not be fetched: ${err.reason}`);
    // jose's TypeErrors: a key unfit for its algorithm (an RSA key under 2048 bits, a key of another type).
    return reject("the token could not be verified with the issuer's key");
  }
}
