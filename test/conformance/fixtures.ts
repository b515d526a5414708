import type { Credentials, Harness } from '../support/harness.ts';

/**
 * For every implemented operation with ids in its path: how to make, in the owner's platform,
 * a resource it can address. The conformance suite uses these to prove that another platform
 * gets 404 for it. An implemented operation with path ids and no entry here fails the suite.
 */
export type Fixture = (h: Harness, owner: Credentials) => Promise<{ params: Record<string, string>; body?: unknown }>;

const token: Fixture = async (h, owner) => ({ params: { tokenId: (await h.newToken(owner.platformId, ['VIEW'])).tokenId } });

export const fixtures: Record<string, Fixture> = {
  getTokenById: token,
  deleteTokenById: token,
};
