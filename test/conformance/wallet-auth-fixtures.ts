import type { Credentials, Harness } from '../support/harness.ts';
import {
  addOauth,
  clientKey,
  emailCredentialOf,
  emailWallet,
  nonceOf,
  oauthWallet,
  oidcToken,
  signed,
  walletCustomer,
  type WalletSession,
} from '../support/wallet-auth.ts';

type Fixture = (h: Harness, owner: Credentials) => Promise<{ params: Record<string, string>; body?: unknown }>;

/** A wallet (with a session) of an APPROVED customer and a card it funds. */
export async function walletCard(h: Harness, owner: Credentials): Promise<WalletSession & { cardId: string }> {
  await h.call('PATCH', '/config', { as: owner, body: { skipVerificationPaperwork: true } });
  const w = await oauthWallet(h, owner);
  const card = await h.call('POST', '/cards', { as: owner, body: { cardholderId: w.customerId, form: 'VIRTUAL', fundingSources: [w.accountId] } });
  if (card.statusCode !== 201) throw new Error(card.body);
  return { ...w, cardId: card.json().id };
}

/** An ACTIVE delegated key of the owner, made through the three legs of POST /auth/delegated-keys. */
export const activeDelegatedKey: Fixture = async (h, owner) => {
  const w = await walletCard(h, owner);
  const body = { cardId: w.cardId, internalAccountId: w.accountId, nickname: 'Fixture key' };
  let res = await h.call('POST', '/auth/delegated-keys', { as: owner, body });
  for (let leg = 0; leg < 2 && res.statusCode === 202; leg++) res = await h.call('POST', '/auth/delegated-keys', { as: owner, body, headers: signed(w.key, res.json()) });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { params: { id: res.json().id } };
};

/** Embedded Wallet Auth: each fixture makes a wallet with a credential and a session. */
export const walletAuthFixtures: Record<string, Fixture> = {
  async revokeAuthCredential(h, owner) {
    // The initial EMAIL_OTP, revocable once a second credential is there.
    const w = await emailWallet(h, owner);
    await addOauth(h, w, owner);
    return { params: { id: w.credentialId } };
  },
  async verifyAuthCredential(h, owner) {
    const w = await oauthWallet(h, owner);
    const key = clientKey();
    return { params: { id: w.credentialId }, body: { type: 'OAUTH', oidcToken: oidcToken(h.clock.now(), { nonce: nonceOf(key.compressed) }), clientPublicKey: key.compressed } };
  },
  async challengeAuthCredential(h, owner) {
    const { accountId } = await walletCustomer(h, owner);
    return { params: { id: (await emailCredentialOf(h, accountId, owner)).id }, body: {} };
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
  getDelegatedKeyById: activeDelegatedKey,
  revokeDelegatedKey: activeDelegatedKey,
};
