import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 time-based codes, as every authenticator app computes them by default: HMAC-SHA1,
 * 6 digits, 30-second steps. A code of the step before or after is accepted too (clock skew
 * of the customer's phone).
 */
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'Corridor';
const SECRET_BYTES = 20;
const CODE = /^[0-9]{6}$/;

/** A fresh 160-bit shared secret (RFC 4226 recommends 160 bits), hex. */
export function newTotpSecret(): string {
  return randomBytes(SECRET_BYTES).toString('hex');
}

function totp(secretHex: string, label = 'customer'): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: TOTP_ALGORITHM, digits: TOTP_DIGITS, period: TOTP_PERIOD_S, secret: Secret.fromHex(secretHex) });
}

export function base32Of(secretHex: string): string {
  return Secret.fromHex(secretHex).base32;
}

/** The hex of a base32 secret typed by hand; '' when it is not base32. */
export function hexOfBase32(text: string): string {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  if (!/^[A-Z2-7]+$/.test(clean)) return '';
  return Secret.fromBase32(clean).hex.toLowerCase();
}

/** The otpauth:// provisioning URI an authenticator app scans: otpauth://totp/Corridor:<label>?secret=… */
export function totpUri(secretHex: string, label: string): string {
  return totp(secretHex, label).toString();
}

/** The code of `at` (tests and the walk-through use it). */
export function totpCode(secretHex: string, at: Date): string {
  return totp(secretHex).generate({ timestamp: at.getTime() });
}

/**
 * The time step `code` belongs to, within the skew window around `now`, or null. Callers refuse
 * a step at or before the last one used, so a code cannot be replayed within its window.
 */
export function matchTotp(secretHex: string, code: string, now: Date): number | null {
  // The library compares in constant time, but only strings of one byte length: digits only.
  if (!CODE.test(code)) return null;
  const t = totp(secretHex);
  const delta = t.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : t.counter({ timestamp: now.getTime() }) + delta;
}
