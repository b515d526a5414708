import type { LookupFunction } from 'node:net';
import type { Resolver } from '../ports/resolver.ts';
import { type EgressPolicy, literalAddress } from './policy.ts';

/** Why an outgoing URL is refused before any connection is made. */
export class EgressRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'EgressRefused';
  }
}

/**
 * The policy applied to real destinations: the URL's shape, then every address its host
 * resolves to. Connections made through `lookup` are checked again at connect time, on the
 * addresses that connection then uses, so a name that resolved to a public address when it was
 * configured and to an internal one later (DNS rebinding) is still refused.
 */
export class Egress {
  constructor(
    readonly policy: EgressPolicy,
    private readonly resolver: Resolver,
  ) {}

  /** The shape rules: http or https, a host, no user name or password in the URL. */
  shapeProblem(text: string): string | undefined {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return 'must be an absolute http(s) URL, such as https://example.com/webhooks';
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use http or https';
    if (url.username !== '' || url.password !== '') return 'must not carry a user name or password; authenticate the webhook by its X-Service-Signature instead';
    if (url.hostname === '') return 'must name a host';
    return undefined;
  }

  /**
   * For configuration time: the shape rules, and the addresses the host resolves to now. A
   * name that does not resolve is accepted (it may later); delivery checks again.
   */
  async problem(text: string): Promise<string | undefined> {
    const shape = this.shapeProblem(text);
    if (shape) return shape;
    const { hostname } = new URL(text);
    const literal = literalAddress(hostname);
    if (literal) return this.policy.allows(hostname, literal) ? undefined : refusal(hostname);
    let addresses: { address: string }[];
    try {
      addresses = await withDeadline(this.resolver.resolve(hostname), RESOLVE_DEADLINE_MS);
    } catch {
      return undefined;
    }
    return addresses.every((a) => this.policy.allows(hostname, a.address)) ? undefined : refusal(hostname);
  }

  /** Throws EgressRefused for a URL that may not be connected to as written (before any lookup). */
  assertTarget(url: URL): void {
    const shape = this.shapeProblem(url.href);
    if (shape) throw new EgressRefused(`the webhook URL ${shape}`);
    const literal = literalAddress(url.hostname);
    if (literal && !this.policy.allows(url.hostname, literal)) throw new EgressRefused(refusal(url.hostname));
  }

  /** A net.connect lookup that resolves through the resolver and refuses if any address is not allowed. */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    this.resolver.resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 4);
        if (!addresses.every((a) => this.policy.allows(hostname, a.address))) return callback(new EgressRefused(refusal(hostname)), '', 4);
        if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      },
      (err: Error) => callback(Object.assign(err, { code: (err as { code?: string }).code ?? 'ENOTFOUND' }), '', 4),
    );
  };
}

/** A configuration request does not wait longer than this for DNS; delivery checks again anyway. */
const RESOLVE_DEADLINE_MS = 3000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('deadline')), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function refusal(hostname: string): string {
  return `${hostname} is, or resolves to, an address webhooks may not reach (loopback, private, link-local and other non-public ranges are refused unless the operator allows them with WEBHOOK_ALLOW)`;
}
