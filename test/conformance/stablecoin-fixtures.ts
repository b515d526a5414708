import { randomUUID } from 'node:crypto';
import { operatorEnablement } from '../../src/modules/stablecoins/index.ts';
import type { Credentials, Harness } from '../support/harness.ts';

type Fixture = (h: Harness, owner: Credentials) => Promise<{ params: Record<string, string>; body?: unknown; headers?: Record<string, string> }>;

const key = () => ({ 'idempotency-key': randomUUID() });

/** A provider account link of the owner (fresh sandbox credentials each time). */
async function providerAccount(h: Harness, owner: Credentials): Promise<string> {
  const res = await h.call('POST', '/stablecoin-provider-accounts', {
    as: owner,
    headers: key(),
    body: { provider: 'BRALE', apiClientId: `fixture-${randomUUID()}`, apiClientSecret: `sk_fixture_${randomUUID()}` },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id;
}

/** A registered stablecoin of the owner, ENABLED by the operator when `enabled`. */
async function stablecoin(h: Harness, owner: Credentials, enabled: boolean): Promise<string> {
  const linkId = await providerAccount(h, owner);
  const token = `F${randomUUID().slice(0, 6).replace(/-/g, '')}`;
  const res = await h.call('POST', '/stablecoins', {
    as: owner,
    headers: key(),
    body: { providerTokenIdentifier: token, networkTokenIdentifier: `btkn1${token.toLowerCase()}`, network: 'SPARK', stablecoinProviderAccountId: linkId },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const id = res.json().id as string;
  if (enabled) {
    await h.call('POST', `/stablecoins/${id}/service-enablement`, { as: owner });
    await operatorEnablement(h.database.db, h.clock.now(), id, 'ENABLING');
    await operatorEnablement(h.database.db, h.clock.now(), id, 'ENABLED');
  }
  return id;
}

async function externalAccount(h: Harness, owner: Credentials, body: Record<string, unknown>): Promise<string> {
  const res = await h.call('POST', '/platform/external-accounts', { as: owner, body });
  if (res.statusCode === 409) {
    // The one Spark wallet, made by an earlier fixture of the same owner.
    const list = (await h.call('GET', '/platform/external-accounts', { as: owner, query: { limit: '100' } })).json();
    const info = body.accountInfo as { accountType: string };
    return list.data.find((a: { accountInfo: { accountType: string } }) => a.accountInfo.accountType === info.accountType).id;
  }
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id;
}

const spark = { currency: 'BTC', accountInfo: { accountType: 'SPARK_WALLET', address: 'spark1pgss9z2gpzrnhztwy8ffs44x67angma38sqewwddhxlsk65t0c5d5576quly2j', vaspName: 'Sandbox Custody One' } };
const bank = () => ({
  currency: 'USD',
  accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: `7${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 90 + 10)}`, routingNumber: '021000021', beneficiary: { beneficiaryType: 'BUSINESS', legalName: 'Fixture Co' } },
});

const coin = (enabled: boolean): Fixture => async (h, owner) => ({ params: { stablecoinId: await stablecoin(h, owner, enabled) } });

/** A WIRE mint to the owner's Spark wallet; its body, with the key the contract requires. */
const mint: Fixture = async (h, owner) => {
  const stablecoinId = await stablecoin(h, owner, true);
  const wallet = await externalAccount(h, owner, spark);
  return { params: { stablecoinId }, headers: key(), body: { amount: '1000000', fundingSource: { type: 'WIRE' }, destination: { accountId: wallet } } };
};

const burn: Fixture = async (h, owner) => {
  const stablecoinId = await stablecoin(h, owner, true);
  const bankId = await externalAccount(h, owner, bank());
  return {
    params: { stablecoinId },
    headers: key(),
    body: { amount: '1000000', source: { type: 'EXTERNAL_ACCOUNT' }, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: bankId, rail: 'WIRE' } },
  };
};

const operation: Fixture = async (h, owner) => {
  const { params, body } = await mint(h, owner);
  const res = await h.call('POST', `/stablecoins/${params.stablecoinId}/mints`, { as: owner, headers: key(), body });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { params: { stablecoinOperationId: res.json().id } };
};

export const stablecoinFixtures: Record<string, Fixture> = {
  getStablecoinProviderAccount: async (h, owner) => ({ params: { stablecoinProviderAccountId: await providerAccount(h, owner) } }),
  getStablecoin: coin(false),
  requestStablecoinServiceEnablement: coin(false),
  listStablecoinOperations: coin(false),
  createStablecoinMint: mint,
  createStablecoinBurn: burn,
  getStablecoinOperation: operation,
};
