import type { Credentials, Harness } from '../support/harness.ts';
import { evmWallet } from '../support/wallets.ts';

type Fixture = (h: Harness, owner: Credentials) => Promise<{ params: Record<string, string>; body?: unknown }>;

let phones = 0;

/** An SCA customer (region DE) with a phone: trust challenges are sent to it by SMS. */
async function customer(h: Harness, owner: Credentials, region = 'DE'): Promise<string> {
  phones++;
  const phoneNumber = `+4915177${String(phones).padStart(5, '0')}`;
  return (await h.call('POST', '/customers', { as: owner, body: { customerType: 'INDIVIDUAL', region, phoneNumber } })).json().id;
}

const ibanAccount = { currency: 'EUR', accountInfo: { accountType: 'EUR_ACCOUNT', iban: 'DE89370400440532013000', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Fixture Person', countryOfResidence: 'DE' } } };

export const customerExternalAccount: Fixture = async (h, owner) => {
  const res = await h.call('POST', '/customers/external-accounts', { as: owner, body: { ...ibanAccount, customerId: await customer(h, owner) } });
  return { params: { externalAccountId: res.json().id } };
};

export const platformExternalAccount: Fixture = async (h, owner) => {
  // A custodial wallet: a fresh address each time, so repeated fixtures never collide as duplicates.
  const body = { currency: 'USDC', ownershipType: 'FIRST_PARTY', accountInfo: { accountType: 'BASE_WALLET', address: evmWallet().address, vaspName: 'Sandbox Custody One' } };
  const res = await h.call('POST', '/platform/external-accounts', { as: owner, body });
  return { params: { externalAccountId: res.json().id } };
};

/** A first-party self-custody wallet waiting for ownership proof, on a platform under counterparty rules. */
async function pendingWallet(h: Harness, owner: Credentials, scope: 'customers' | 'platform') {
  await h.call('PATCH', '/config', { as: owner, body: { underCounterpartyRequirements: true } });
  const wallet = evmWallet();
  const body = { currency: 'USDC', ownershipType: 'FIRST_PARTY', accountInfo: { accountType: 'BASE_WALLET', address: wallet.address } };
  const res = await h.call('POST', `/${scope}/external-accounts`, { as: owner, body: scope === 'customers' ? { ...body, customerId: await customer(h, owner) } : body });
  return { id: res.json().id as string, wallet };
}

export const challengeable = (scope: 'customers' | 'platform'): Fixture => async (h, owner) => {
  const { id } = await pendingWallet(h, owner, scope);
  return { params: { externalAccountId: id }, body: { method: 'WALLET_SIGNATURE' } };
};

/** A wallet with an open challenge and a valid signature over it. */
export const verifiable = (scope: 'customers' | 'platform'): Fixture => async (h, owner) => {
  const { id, wallet } = await pendingWallet(h, owner, scope);
  const path = scope === 'customers' ? `/customers/external-accounts/${id}` : `/platform/external-accounts/${id}`;
  const challenge = (await h.call('POST', `${path}/challenge`, { as: owner, body: { method: 'WALLET_SIGNATURE' } })).json();
  return { params: { externalAccountId: id }, body: { signature: wallet.sign(challenge.messageToSign) } };
};

const trustPath = (id: string) => `/customers/external-accounts/${id}`;

export const trustable: Fixture = customerExternalAccount;

export const trustConfirmable: Fixture = async (h, owner) => {
  const { params } = await customerExternalAccount(h, owner);
  await h.call('POST', `${trustPath(params.externalAccountId)}/trust`, { as: owner });
  return { params, body: { code: '123456' } };
};

export const untrustable: Fixture = async (h, owner) => {
  const { params } = await trustConfirmable(h, owner);
  await h.call('POST', `${trustPath(params.externalAccountId)}/trust/confirm`, { as: owner, body: { code: '123456' } });
  return { params };
};

export const untrustConfirmable: Fixture = async (h, owner) => {
  const { params } = await untrustable(h, owner);
  await h.call('POST', `${trustPath(params.externalAccountId)}/untrust`, { as: owner });
  return { params, body: { code: '123456' } };
};

export const externalAccountFixtures: Record<string, Fixture> = {
  getCustomerExternalAccountById: customerExternalAccount,
  deleteCustomerExternalAccountById: customerExternalAccount,
  createExternalAccountOwnershipChallenge: challengeable('customers'),
  verifyExternalAccountOwnership: verifiable('customers'),
  getPlatformExternalAccountById: platformExternalAccount,
  deletePlatformExternalAccountById: platformExternalAccount,
  createPlatformExternalAccountOwnershipChallenge: challengeable('platform'),
  verifyPlatformExternalAccountOwnership: verifiable('platform'),
  startBeneficiaryTrust: trustable,
  confirmBeneficiaryTrust: trustConfirmable,
  startBeneficiaryUntrust: untrustable,
  confirmBeneficiaryUntrust: untrustConfirmable,
};
