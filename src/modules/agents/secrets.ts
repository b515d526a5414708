import { randomBytes } from 'node:crypto';
import { hashSecret, newSecret } from '../../http/secrets.ts';

/**
 * Device codes are typed by a person into the agent's software, so they are 16 symbols of
 * Crockford's base32 (no I, L, O or U: nothing to misread) after a fixed prefix, in groups of
 * four: 80 random bits, `CORRIDOR-AGENT-7K9M-2P4X-…`. Typing is forgiving: case, spaces and
 * dashes do not matter, and O, I and L read as 0, 1 and 1. The stored hash is of the canonical
 * 16 symbols, so every spelling of a code finds the same row.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const DEVICE_CODE_PREFIX = 'CORRIDOR-AGENT-';
const SYMBOLS = 16;

export function newDeviceCode(): string {
  const bytes = randomBytes(SYMBOLS * 5 / 8);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let symbols = '';
  for (let i = SYMBOLS - 1; i >= 0; i--) symbols += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return DEVICE_CODE_PREFIX + symbols.match(/.{4}/g)!.join('-');
}

/** The code's 16 canonical symbols, or null when it cannot be a device code (answered 404 without a lookup). */
export function canonicalDeviceCode(text: string): string | null {
  let rest = text.toUpperCase().replace(/[\s-]/g, '');
  const prefix = DEVICE_CODE_PREFIX.replace(/-/g, '');
  if (rest.startsWith(prefix)) rest = rest.slice(prefix.length);
  rest = rest.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (rest.length !== SYMBOLS) return null;
  for (const c of rest) if (!ALPHABET.includes(c)) return null;
  return rest;
}

export const deviceCodeHash = (canonical: string) => hashSecret(`agent-device-code:${canonical}`);

/** The agent's bearer token: 256 random bits after `gat_`. */
export const newAccessToken = () => newSecret('gat');
export const accessTokenHash = (token: string) => hashSecret(token);
