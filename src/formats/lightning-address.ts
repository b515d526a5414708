import { type FormatCheck, fail, ok, requireString } from './result.ts';

/** LUD-16 username: `a-z0-9-_.`, plus `+` for tags. */
const USERNAME = /^[a-z0-9\-_.+]+$/;
/** DNS host name with at least one dot and an alphabetic TLD (covers clearnet and .onion). */
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * LIGHTNING.lightningAddress (LUD-16 `username@domain`). LUD-16 allows only lower-case
 * usernames and domains are case-insensitive, so input is lower-cased rather than rejected.
 * A leading `$` (UMA address form) is kept: UMA addresses are lightning addresses with that sigil.
 */
export function validateLightningAddress(input: unknown): FormatCheck {
  const text = requireString(input, 'Lightning address');
  if (typeof text !== 'string') return text;
  const address = text.toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return fail('pattern', 'Lightning address must look like user@domain.tld');
  const username = address.slice(address.startsWith('$') ? 1 : 0, at);
  if (!USERNAME.test(username)) return fail('pattern', 'Lightning address user part may contain only a-z, 0-9, -, _, . and +');
  if (!DOMAIN.test(address.slice(at + 1))) return fail('pattern', 'Lightning address domain must be a host name such as example.com');
  return ok(address);
}
