import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The origin (`scheme://host[:port]`) a client reached this instance at, for the servers URL of
 * /openapi.json: so that the reference page's try-it calls go back to where the page came from,
 * whatever port or proxy is in between.
 *
 * The Host header (or X-Forwarded-Host and -Proto, when trustProxy believes the peer, which
 * Fastify's request.host and request.protocol already honour) is the client's own word, so it is
 * used only when it is a plain host[:port]; anything else (paths, userinfo, spaces, quotes, lists)
 * falls back to the address the connection actually arrived on, and, without a real socket (inject),
 * to `fallback`.
 */
export function publicOrigin(request: FastifyRequest, fallback: string): string {
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  const given = saneHost(request.host);
  if (given) return `${scheme}://${given}`;
  const local = localAddress(request);
  return local ? `${scheme}://${local}` : fallback;
}

const LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
const MAX_HOST_LENGTH = 253;

/** `host` when it is a DNS name, an IPv4 address or a bracketed IPv6 address, with an optional port 1-65535; else undefined. */
export function saneHost(host: string | undefined): string | undefined {
  if (!host || host.length > MAX_HOST_LENGTH + 8) return undefined;
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(host);
  if (!match) return undefined;
  const [, name, port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return undefined;
  if (name.startsWith('[')) return isIP(name.slice(1, -1)) === 6 ? host.toLowerCase() : undefined;
  if (name.length > MAX_HOST_LENGTH) return undefined;
  // A trailing dot is a valid absolute name, but nothing a browser bar shows: refuse it too.
  return name.split('.').every((label) => LABEL.test(label)) ? host.toLowerCase() : undefined;
}

/** The listening address and port the request's connection arrived on, as host[:port]. */
function localAddress(request: FastifyRequest): string | undefined {
  const { localAddress: address, localPort: port } = request.raw.socket ?? {};
  if (!address || !port) return undefined;
  const v4 = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  return isIP(v4) === 6 ? `[${v4}]:${port}` : `${v4}:${port}`;
}
