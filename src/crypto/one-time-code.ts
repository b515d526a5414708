import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * One-time codes sent to people (contact verification, wallet OTPs, SCA logins and challenges):
 * never stored in clear, only as SHA-256 over a fresh salt and the code, and compared in
 * constant time. A six-digit code has little entropy; what protects it is the short expiry and
 * the attempt limits of each caller, the hash only keeps a database reader from reading it.
 */
export interface HashedCode {
  salt: string;
  hash: string;
}

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`, 'utf8').digest();

export function hashCode(code: string): HashedCode {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: digest(salt, code).toString('hex') };
}

export function codeMatches(stored: { salt: string; hash: string }, code: string): boolean {
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = digest(stored.salt, code);
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

/** A random code of `length` decimal digits. */
export function randomDigits(length = 6): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(0, 10));
  return out;
}
