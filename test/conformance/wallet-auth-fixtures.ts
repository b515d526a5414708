import type { Credentials, Harness } from '../support/harness.ts';
import { addEmailOtp, clientKey, nonceOf, oauthWallet, oidcToken } from '../support/wallet-auth.ts';

type Fixture = (h: Harness, owner: Credentials) => Promise<{ params: Record<string, string>; body?: unknown }>;

/** Embedded Wallet Auth: each fixture bootstraps a wallet with an OAUTH credential and a session. */
export const walletAuthFixtures: Record<string, Fixture> = {
  async revokeAuthCredential(h, owner) {
    const w = await oauthWallet(h, owner);
    await addEmailOtp(h, w, owner);
    return { params: { id: w.credentialId } };
  },
  async verifyAuthCredential(h, owner) {
    const w = await oauthWallet(h, owner);
    const key = clientKey();
    return { params: { id: w.credentialId }, body: { type: 'OAUTH', oidcToken: oidcToken(h.clock.now(), { nonce: nonceOf(key.compressed) }), clientPublicKey: key.compressed } };
  },
  async challengeAuthCredential(h, owner) {
    const w = await oauthWallet(h, owner);
    return { params: { id: (await addEmailOtp(h, w, owner)).id }, body: {} };
  },
  async revokeAuthSession(h, owner) {
    return { params: { id: (await oauthWallet(h, owner)).sessionId } };
  },
  async refreshAuthSession(h, owner) {
    return { params: { id: (await oauthWallet(h, owner)).sessionId }, body: { clientPublicKey: clientKey().compressed } };
  },
  async updateInternalAccount(h, owner) {
    return { params: { id: (await oauthWallet(h, owner)).accountId }, body: { privateEnabled: true } };
  },
  async exportInternalAccount(h, owner) {
    return { params: { id: (await oauthWallet(h, owner)).accountId }, body: { clientPublicKey: clientKey().uncompressed } };
  },
};
