import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Which addresses Corridor may connect to on a platform's behalf (webhook endpoints). By default
 * only global unicast addresses: never loopback, private, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, multicast, broadcast, unspecified, reserved, or the
 * IPv6 forms that embed an IPv4 address (IPv4-mapped ones are judged as the IPv4 address they
 * carry; NAT64, 6to4 and Teredo are refused outright). An operator allows more with a list of
 * CIDR ranges, addresses, host names (`hooks.internal`, or `*.internal` for its subdomains) and
 * the word `loopback`.
 */
export class EgressPolicy {
  private constructor(
    private readonly ranges: readonly [Address, number][],
    private readonly hosts: readonly string[],
    private readonly text: string,
  ) {}

  /** Refuses every address but global unicast ones. */
  static readonly PUBLIC_ONLY = new EgressPolicy([], [], '');

  /** `loopback,10.0.0.0/8,::1,hooks.internal,*.corp.example`; throws naming a bad entry. */
  static parse(list: string): EgressPolicy {
    const ranges: [Address, number][] = [];
    const hosts: string[] = [];
    const entries = list
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    for (const entry of entries) {
      if (entry === 'loopback') ranges.push(ipaddr.parseCIDR('127.0.0.0/8'), ipaddr.parseCIDR('::1/128'));
      else if (entry.includes('/')) {
        try {
          ranges.push(ipaddr.parseCIDR(entry));
        } catch {
          throw new Error(`webhook allow-list: ${entry} is not a CIDR range (write 10.0.0.0/8 or fd00::/8)`);
        }
      } else if (ipaddr.isValid(entry)) {
        const address = ipaddr.parse(entry);
        ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      } else if (/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(entry)) hosts.push(entry);
      else throw new Error(`webhook allow-list: ${entry} is neither a host name, an address, a CIDR range nor "loopback"`);
    }
    return new EgressPolicy(ranges, hosts, entries.join(','));
  }

  /** For the start-up line and docs: what is allowed beyond public addresses. */
  describe(): string {
    return this.text === '' ? 'public addresses only' : `public addresses and ${this.text}`;
  }

  /** Whether `address`, which `hostname` resolved to (or is), may be connected to. */
  allows(hostname: string, address: string): boolean {
    if (this.hostAllowed(hostname)) return true;
    let parsed: Address;
    try {
      parsed = ipaddr.process(address);
    } catch {
      return false;
    }
    for (const [base, bits] of this.ranges) {
      if (base.kind() === parsed.kind() && parsed.match(base as never, bits)) return true;
    }
    return parsed.range() === 'unicast';
  }

  private hostAllowed(hostname: string): boolean {
    const name = hostname.toLowerCase().replace(/\.$/, '');
    return this.hosts.some((h) => (h.startsWith('*.') ? name.endsWith(h.slice(1)) : name === h));
  }
}

/** The address inside a URL's hostname (`[::1]` included), or undefined for a name. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : undefined;
}
