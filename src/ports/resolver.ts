import { lookup } from 'node:dns/promises';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Name resolution for outgoing connections; tests give a stub so no real address is ever dialled. */
export interface Resolver {
  /** Every address the name resolves to; rejects when it resolves to none. */
  resolve(hostname: string): Promise<ResolvedAddress[]>;
}

export const systemResolver: Resolver = {
  async resolve(hostname) {
    const found = await lookup(hostname, { all: true, verbatim: true });
    return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
  },
};
