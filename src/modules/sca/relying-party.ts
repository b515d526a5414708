/**
 * The WebAuthn relying party SCA passkeys are bound to. The contract has no platform setting
 * for it yet, so every platform shares the sandbox default: RP id `localhost`, and pages served
 * from http(s)://localhost on any port (docs/sca.md, "Passkeys"). A registered passkey keeps
 * the RP id and origin it was made for, so changing the default later strands no credential.
 */
export const RELYING_PARTY_ID = 'localhost';
export const RELYING_PARTY_NAME = 'Corridor';
/** As presented to clients (`allowedOrigins`); `*` is any port. */
export const ALLOWED_ORIGINS = ['http://localhost:*', 'https://localhost:*', 'http://localhost', 'https://localhost'];

/**
 * Whether a page at `origin` may use passkeys of the relying party `rpId` (WebAuthn: the
 * origin's host is the RP id or a subdomain of it), over https, or http on localhost only.
 */
export function originAllowed(origin: string, rpId = RELYING_PARTY_ID): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // An origin is scheme://host[:port] and nothing else: a path or credentials are not an origin.
  if (url.origin !== origin) return false;
  const host = url.hostname;
  if (host !== rpId && !host.endsWith(`.${rpId}`)) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && (host === 'localhost' || host.endsWith('.localhost')));
}
