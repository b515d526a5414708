/**
 * UMA addresses: `$user@domain.tld`. The user part is 1–63 of a-z 0-9 - _ . + (case-insensitive,
 * kept lower-case); the domain has at least two dot-separated labels of letters, digits and
 * hyphens. Anything else is 400 INVALID_UMA_ADDRESS.
 */
const ADDRESS = /^\$([a-z0-9\-_.+]{1,63})@((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/;

export interface UmaAddress {
  address: string;
  user: string;
  domain: string;
}

export function parseUmaAddress(text: string): UmaAddress | null {
  const lower = text.trim().toLowerCase();
  const m = ADDRESS.exec(lower);
  return m ? { address: lower, user: m[1], domain: m[2] } : null;
}
