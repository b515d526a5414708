import type { ResolvedAddress, Resolver } from '../../src/ports/resolver.ts';

/**
 * Names resolved from a table, never from DNS: tests decide what a name "resolves" to
 * (including internal addresses, to check refusals) without any connection leaving loopback.
 * `answers` may be changed between calls (DNS rebinding).
 */
export function stubResolver(answers: Record<string, string[]> = {}): Resolver & { answers: Record<string, string[]>; asked: string[] } {
  const table: Record<string, string[]> = { localhost: ['127.0.0.1', '::1'], ...answers };
  const asked: string[] = [];
  return {
    answers: table,
    asked,
    async resolve(hostname: string): Promise<ResolvedAddress[]> {
      asked.push(hostname);
      const found = table[hostname.toLowerCase()];
      if (!found || found.length === 0) throw Object.assign(new Error(`stub resolver: ${hostname} is unknown`), { code: 'ENOTFOUND' });
      return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
  };
}
