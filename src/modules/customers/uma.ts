import { randomBytes } from 'node:crypto';

/**
 * UMA addresses: `$username@domain`, case-insensitive (kept lower-case), the username of
 * a-z 0-9 - _ . + and at most 64 characters counting the `$`. The domain is the platform's
 * configured umaDomain; a platform that has none yet gets the placeholder below.
 */
export const DEFAULT_UMA_DOMAIN = 'uma.corridor.example';

const USERNAME = /^\$[a-z0-9\-_.+]{1,63}$/;

export function umaDomainOf(configured: string | undefined): string {
  return (configured ?? DEFAULT_UMA_DOMAIN).toLowerCase();
}

/** The normalized address, or null when it is not an address of `domain`. */
export function normalizeUmaAddress(text: string, domain: string): string | null {
  const lower = text.toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return null;
  const username = lower.slice(0, at);
  return USERNAME.test(username) && lower.slice(at + 1) === domain ? lower : null;
}

export function generatedUmaAddress(domain: string): string {
  return `$c${randomBytes(8).toString('hex')}@${domain}`;
}
