import type { ScaRelyingParty } from '../../services.ts';

/**
 * Which pages may use a relying party's passkeys. The relying party is the deployment's
 * (`services.scaRelyingParty`: CORRIDOR_SCA_RP_ID and CORRIDOR_SCA_RP_ORIGINS, by default
 * `localhost` with pages on http(s)://localhost, any port; docs/sca.md "Factors"). A passkey
 * keeps the RP id and the origins it was registered with, so a later change strands none.
 */
export type RelyingPartyOrigins = Pick<ScaRelyingParty, 'id' | 'origins'>;

/** `origin` is one of `patterns` (`scheme://host[:port]`, `:*` for any port). */
function matches(origin: string, pattern: string): boolean {
  if (!pattern.endsWith(':*')) return origin === pattern;
  const base = pattern.slice(0, -2);
  return origin === base || (origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1)));
}

/**
 * Whether a page at `origin` may use passkeys of the relying party: one of its origins, and
 * (WebAuthn's own rule, kept even if an origin list is wrong) a host that is the RP id or a
 * subdomain of it, over https, or http on localhost only.
 */
export function originAllowed(origin: string, rp: RelyingPartyOrigins): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // An origin is scheme://host[:port] and nothing else: a path or credentials are not an origin.
  if (url.origin !== origin) return false;
  const host = url.hostname;
  if (host !== rp.id && !host.endsWith(`.${rp.id}`)) return false;
  const local = host === 'localhost' || host.endsWith('.localhost');
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && local))) return false;
  return rp.origins.some((p) => matches(origin, p));
}
