import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseId } from '../../src/ids.ts';
import { operatorEnablement, operatorFundsReceived, operatorLinkStatus, operatorProviderDeposit } from '../../src/modules/stablecoins/index.ts';
import { SandboxStablecoinIssuer } from '../../src/sandbox/stablecoin-issuer.ts';
import { placeOf, STABLECOIN_PROVIDER_SECRET } from '../../src/secrets/columns.ts';
import { Keyring, newAppKey } from '../../src/secrets/keyring.ts';
import { resealUnderCurrent } from '../../src/secrets/sweep.ts';
import { type CallOptions, type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { setInternalAccountStatus } from '../../src/modules/accounts/service.ts';
import { balanceOf, customerWithAccounts, eventsOf, fund, inTx, ledgerSums, platformAccount } from '../support/payments.ts';
import { ledgerProblems, noProblems } from '../unit/ledger/invariants.ts';

let h: Harness;
const issuer = new SandboxStablecoinIssuer();
const appKey = newAppKey();
/** Every response body of the suite, scanned at the end for the provider secrets sent. */
const bodies: string[] = [];
const secrets: string[] = [];

beforeAll(async () => {
  h = await startHarness({ stablecoinIssuer: issuer, keyring: new Keyring([appKey]) });
});
// h.close() fails if any secret a request carried (apiClientSecret among them) reached the log.
afterAll(async () => h.close());

async function call(method: 'GET' | 'POST', path: string, options: CallOptions & { key?: string | null } = {}) {
  const { key, ...rest } = options;
  const headers = { ...(rest.headers ?? {}) } as Record<string, string>;
  if (method === 'POST' && key !== null) headers['idempotency-key'] = key ?? randomUUID();
  const res = await h.call(method, path, { ...rest, headers });
  bodies.push(res.body);
  return res;
}

const db = () => h.database.db;
const now = () => h.clock.now();

let clientCount = 0;
/** Links a provider account with fresh credentials; answers the 201 body. */
async function link(as: Credentials = h.platform, extra: Record<string, unknown> = {}, clientId = `client-${++clientCount}-${randomUUID()}`) {
  const apiClientSecret = `sk_sandbox_${randomUUID()}`;
  secrets.push(apiClientSecret);
  const res = await call('POST', '/stablecoin-provider-accounts', { as, body: { provider: 'BRALE', apiClientId: clientId, apiClientSecret, ...extra } });
  return { res, apiClientSecret };
}

/** A platform of its own with one ACTIVE link (registration then needs no account id). */
async function platformWithLink() {
  const as = await h.newPlatform();
  const { res } = await link(as);
  expect(res.statusCode, res.body).toBe(201);
  return { as, linkId: res.json().id as string };
}

async function register(as: Credentials, providerTokenIdentifier: string, extra: Record<string, unknown> = {}) {
  return call('POST', '/stablecoins', {
    as,
    body: { providerTokenIdentifier, networkTokenIdentifier: `btkn1${providerTokenIdentifier.toLowerCase()}${randomUUID().slice(0, 8)}`, network: 'SPARK', ...extra },
  });
}

/** A registered, operator-ENABLED coin on a platform of its own. */
async function enabledCoin(token = 'SBC') {
  const { as, linkId } = await platformWithLink();
  const res = await register(as, token);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  expect((await call('POST', `/stablecoins/${id}/service-enablement`, { as })).statusCode).toBe(200);
  await operatorEnablement(db(), now(), id, 'ENABLING');
  await operatorEnablement(db(), now(), id, 'ENABLED');
  return { as, linkId, id };
}

async function sparkWallet(as: Credentials) {
  const res = await call('POST', '/platform/external-accounts', {
    as,
    body: { currency: 'BTC', accountInfo: { accountType: 'SPARK_WALLET', address: 'spark1pgss9z2gpzrnhztwy8ffs44x67angma38sqewwddhxlsk65t0c5d5576quly2j' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

let accountNumbers = 0;
async function usBank(as: Credentials, ending = '') {
  const accountNumber = `${String(5_000_000 + ++accountNumbers)}${ending || '00'}`;
  const res = await call('POST', '/platform/external-accounts', {
    as,
    body: { currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT', accountNumber, routingNumber: '021000021', beneficiary: { beneficiaryType: 'BUSINESS', legalName: 'Coin Issuer Co' } } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string };
}

/** Every ledger account of the platform and its balance. */
async function balances(platformId: string): Promise<Record<string, string>> {
  const rows = await db().query<{ id: string; balance: string }>('SELECT id, balance::text AS balance FROM ledger_accounts WHERE platform_id = $1 ORDER BY id', [platformId]);
  return Object.fromEntries(rows.map((r) => [r.id, r.balance]));
}

describe('provider accounts', () => {
  it('links an account (201), never shows the secret, lists and gets it; another platform gets 404', async () => {
    const as = await h.newPlatform();
    const { res, apiClientSecret } = await link(as);
    expect(res.statusCode, res.body).toBe(201);
    const linked = res.json();
    expect(linked).toMatchObject({ provider: 'BRALE', providerEnvironment: 'SANDBOX', status: 'ACTIVE' });
    expect(linked.providerAccountId).toMatch(/^brale-sandbox-/);
    expect(res.body).not.toContain(apiClientSecret);
    expect(JSON.stringify(linked)).not.toMatch(/apiClient/);
    const got = await call('GET', `/stablecoin-provider-accounts/${linked.id}`, { as });
    expect(got.json()).toEqual(linked);
    const list = await call('GET', '/stablecoin-provider-accounts', { as, query: { status: 'ACTIVE', provider: 'BRALE' } });
    expect(list.json()).toMatchObject({ totalCount: 1, data: [linked] });
    expect((await call('GET', '/stablecoin-provider-accounts', { as, query: { status: 'REVOKED' } })).json().totalCount).toBe(0);
    expectError(await call('GET', `/stablecoin-provider-accounts/${linked.id}`), 404, 'STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND');
    expectError(await call('GET', '/stablecoin-provider-accounts/nope'), 404, 'STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND');
  });

  it('stores the secret sealed, not in clear', async () => {
    const as = await h.newPlatform();
    const { res, apiClientSecret } = await link(as);
    const rows = await db().query<{ api_client_secret: string }>('SELECT api_client_secret FROM stablecoin_provider_accounts WHERE id = $1', [
      parseId('StablecoinProviderAccount', res.json().id),
    ]);
    expect(rows[0].api_client_secret.startsWith('v1.')).toBe(true);
    expect(rows[0].api_client_secret).not.toContain(apiClientSecret);
  });

  it('is re-sealed with the other secrets when the application key rotates, and opens under the new key', async () => {
    const as = await h.newPlatform();
    const { res, apiClientSecret } = await link(as);
    const uuid = parseId('StablecoinProviderAccount', res.json().id) as string;
    const added = { ...newAppKey(), kid: 'rotated' };
    const counts = await resealUnderCurrent(db(), new Keyring([added, appKey]));
    expect(counts['stablecoin_provider_accounts.api_client_secret']).toBeGreaterThanOrEqual(1);
    const [row] = await db().query<{ api_client_secret: string }>('SELECT api_client_secret FROM stablecoin_provider_accounts WHERE id = $1', [uuid]);
    expect(row.api_client_secret.startsWith('v1.rotated.')).toBe(true);
    expect(new Keyring([added]).openText(row.api_client_secret, placeOf(STABLECOIN_PROVIDER_SECRET, uuid))).toBe(apiClientSecret);
    // The harness's app holds only the first key: back under it, for the tests that follow.
    await resealUnderCurrent(db(), new Keyring([appKey, added]));
    expect((await register(as, 'ROT')).statusCode).toBe(201);
  });

  it('refuses credentials the issuer calls invalid or revoked, and answers 503 when it is down', async () => {
    expectError((await link(h.platform, {}, 'client-invalid-1')).res, 400, 'STABLECOIN_PROVIDER_ACCOUNT_INVALID');
    expectError((await link(h.platform, { apiClientSecret: 'short' })).res, 400, 'STABLECOIN_PROVIDER_ACCOUNT_INVALID');
    expectError((await link(h.platform, {}, 'client-revoked-1')).res, 400, 'STABLECOIN_PROVIDER_ACCOUNT_REVOKED');
    const down = (await link(h.platform, {}, 'client-outage-1')).res;
    expectError(down, 503, 'SERVICE_UNAVAILABLE');
    expect(down.headers['retry-after']).toBe('30');
  });

  it('needs providerAccountId when the credentials act for several accounts, and one of theirs', async () => {
    const as = await h.newPlatform();
    const clientId = `client-multi-${randomUUID()}`;
    const missing = (await link(as, {}, clientId)).res;
    expectError(missing, 400, 'INVALID_INPUT');
    expect(missing.json().details.errors[0].field).toBe('providerAccountId');
    const wrong = (await link(as, { providerAccountId: 'brale-sandbox-elsewhere' }, clientId)).res;
    expectError(wrong, 400, 'STABLECOIN_PROVIDER_ACCOUNT_INVALID');
    const accounts = wrong.json().reason.match(/brale-sandbox-[0-9a-f]+-\d/g) as string[];
    const ok = (await link(as, { providerAccountId: accounts[1] }, clientId)).res;
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().providerAccountId).toBe(accounts[1]);
    // The same account linked again while ACTIVE: 409.
    expectError((await link(as, { providerAccountId: accounts[1] }, clientId)).res, 409, 'CONFLICT');
  });

  it('requires the Idempotency-Key; a replay returns the first result and another body is refused', async () => {
    expectError(await call('POST', '/stablecoin-provider-accounts', { key: null, body: { provider: 'BRALE', apiClientId: 'c', apiClientSecret: 'secret-123' } }), 400, 'INVALID_INPUT');
    const as = await h.newPlatform();
    const key = randomUUID();
    const body = { provider: 'BRALE', apiClientId: `client-${randomUUID()}`, apiClientSecret: `sk_${randomUUID()}` };
    secrets.push(body.apiClientSecret);
    const first = await call('POST', '/stablecoin-provider-accounts', { as, key, body });
    const again = await call('POST', '/stablecoin-provider-accounts', { as, key, body });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expectError(await call('POST', '/stablecoin-provider-accounts', { as, key, body: { ...body, apiClientId: 'other' } }), 422, 'IDEMPOTENCY_KEY_REUSED');
  });
});

describe('registration and enablement', () => {
  it('registers a provider-created token with its details from the issuer; gets and lists it with filters', async () => {
    const { as, linkId } = await platformWithLink();
    const res = await register(as, 'USDX-d6');
    expect(res.statusCode, res.body).toBe(201);
    const coin = res.json();
    expect(coin).toMatchObject({
      symbol: 'USDX',
      baseCurrency: 'USD',
      decimals: 6,
      network: 'SPARK',
      issuanceStatus: 'PROVISIONED',
      serviceOperationsStatus: 'NOT_ENABLED',
      provider: 'BRALE',
      providerEnvironment: 'SANDBOX',
      stablecoinProviderAccountId: linkId,
      providerTokenIdentifier: 'USDX-d6',
    });
    expect(coin.currency).toBeUndefined();
    expect((await call('GET', `/stablecoins/${coin.id}`, { as })).json()).toEqual(coin);
    expect((await call('GET', '/stablecoins', { as, query: { serviceOperationsStatus: 'NOT_ENABLED', issuanceStatus: 'PROVISIONED', provider: 'BRALE' } })).json()).toMatchObject({
      totalCount: 1,
      data: [coin],
    });
    expect((await call('GET', '/stablecoins', { as, query: { serviceOperationsStatus: 'ENABLED' } })).json().totalCount).toBe(0);
    expectError(await call('GET', `/stablecoins/${coin.id}`), 404, 'STABLECOIN_NOT_FOUND');
    expectError(await call('GET', '/stablecoins/Stablecoin:nope', { as }), 404, 'STABLECOIN_NOT_FOUND');
  });

  it('409s a token or a symbol registered before', async () => {
    const { as } = await platformWithLink();
    const first = await register(as, 'EURQ');
    expect(first.statusCode).toBe(201);
    expectError(await register(as, 'EURQ'), 409, 'STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS');
    expectError(
      await call('POST', '/stablecoins', { as, body: { providerTokenIdentifier: 'other', networkTokenIdentifier: first.json().networkTokenIdentifier, network: 'SPARK' } }),
      409,
      'STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS',
    );
    // Same symbol (EURQ), another token.
    expectError(await register(as, 'EURQ-v2'), 409, 'STABLECOIN_SYMBOL_ALREADY_EXISTS');
  });

  it('answers the issuer\'s verification failures and the link rules', async () => {
    const { as, linkId } = await platformWithLink();
    expectError(await register(as, 'unknown-token'), 400, 'STABLECOIN_VERIFICATION_FAILED');
    expectError(await register(as, 'ABC', { networkTokenIdentifier: 'mismatch-1' }), 400, 'STABLECOIN_VERIFICATION_FAILED');
    expectError(await register(as, 'ABC', { stablecoinProviderAccountId: 'StablecoinProviderAccount:01900000-0000-7000-8000-000000000009' }), 404, 'STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND');
    // A second ACTIVE link: the registration must name one.
    expect((await link(as)).res.statusCode).toBe(201);
    expectError(await register(as, 'ABC'), 400, 'STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED');
    expect((await register(as, 'ABC', { stablecoinProviderAccountId: linkId })).statusCode).toBe(201);
    // The operator records the issuer's verdicts on the link.
    await operatorLinkStatus(db(), now(), linkId, 'INVALID');
    expectError(await register(as, 'DEF', { stablecoinProviderAccountId: linkId }), 400, 'STABLECOIN_PROVIDER_ACCOUNT_INVALID');
    await operatorLinkStatus(db(), now(), linkId, 'REVOKED');
    expectError(await register(as, 'DEF', { stablecoinProviderAccountId: linkId }), 400, 'STABLECOIN_PROVIDER_ACCOUNT_REVOKED');
    expect((await call('GET', `/stablecoin-provider-accounts/${linkId}`, { as })).json().status).toBe('REVOKED');
    // With no ACTIVE link left but one, that one is chosen.
    expect((await register(as, 'GHI')).statusCode).toBe(201);
  });

  it('moves enablement exactly as spec 3.4: a request, a repeat, then only the operator', async () => {
    const { as } = await platformWithLink();
    const id = (await register(as, 'ENB')).json().id;
    const first = await call('POST', `/stablecoins/${id}/service-enablement`, { as });
    expect(first.statusCode).toBe(200);
    expect(first.json().serviceOperationsStatus).toBe('PENDING_APPROVAL');
    const repeat = await call('POST', `/stablecoins/${id}/service-enablement`, { as });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().serviceOperationsStatus).toBe('PENDING_APPROVAL');
    for (const to of ['ENABLING', 'ENABLED', 'DISABLED'] as const) {
      await operatorEnablement(db(), now(), id, to);
      expectError(await call('POST', `/stablecoins/${id}/service-enablement`, { as }), 409, 'STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE');
      expect((await call('GET', `/stablecoins/${id}`, { as })).json().serviceOperationsStatus).toBe(to);
    }
    await expect(operatorEnablement(db(), now(), id, 'ENABLED')).rejects.toMatchObject({ code: 'CONFLICT' });
    expectError(await call('POST', `/stablecoins/${id}/service-enablement`), 404, 'STABLECOIN_NOT_FOUND');
  });

  it('shows currency once ENABLED', async () => {
    const { as, id } = await enabledCoin('CUR');
    const coin = (await call('GET', `/stablecoins/${id}`, { as })).json();
    expect(coin).toMatchObject({ serviceOperationsStatus: 'ENABLED', currency: 'CUR' });
  });
});

describe('mint and burn', () => {
  it('mints by WIRE: instructions, waiting for funds, the operator delivers them, jobs complete it through the ledger', async () => {
    const { as, id } = await enabledCoin('WMT');
    const wallet = await sparkWallet(as);
    const res = await call('POST', `/stablecoins/${id}/mints`, {
      as,
      body: { amount: '1500000000', fundingSource: { type: 'WIRE' }, destination: { accountId: wallet }, description: 'first mint' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const op = res.json();
    expect(op).toMatchObject({ operationType: 'MINT', status: 'CREATED', amount: '1500000000', source: { type: 'WIRE' }, destination: { accountId: wallet } });
    expect(op.fundingInstructions).toMatchObject({ rail: 'WIRE', routingNumber: '021000021' });
    expect(op.estimatedDelivery).toMatchObject({ amount: '150000', currency: 'USD' });
    await h.services.worker.drain();
    expect((await call('GET', `/stablecoin-operations/${op.id}`, { as })).json().status).toBe('PENDING_FUNDING');
    await operatorFundsReceived(db(), now(), op.id);
    await h.services.worker.drain();
    const done = (await call('GET', `/stablecoin-operations/${op.id}`, { as })).json();
    expect(done).toMatchObject({ status: 'COMPLETED', providerStatus: 'complete' });
    const types = (await eventsOf(h, as.platformId, 'STABLECOIN_OPERATION.')).map((e) => e.type);
    expect(types).toEqual([
      'STABLECOIN_OPERATION.CREATED',
      'STABLECOIN_OPERATION.PENDING_FUNDING',
      'STABLECOIN_OPERATION.PENDING_PROVIDER',
      'STABLECOIN_OPERATION.PROCESSING',
      'STABLECOIN_OPERATION.COMPLETED',
    ]);
    // Ledger: 1500000000 token units out of SUPPLY, 150000 cents into the RESERVE.
    const ledger = await db().query<{ purpose: string; currency: string; balance: string }>(
      `SELECT purpose, currency, balance::text AS balance FROM ledger_accounts WHERE platform_id = $1 AND purpose LIKE 'STABLECOIN_%' ORDER BY purpose`,
      [as.platformId],
    );
    expect(ledger).toEqual([
      { purpose: 'STABLECOIN_CLEARING', currency: 'USD', balance: '-150000' },
      { purpose: 'STABLECOIN_OUTSIDE', currency: 'WMT', balance: '1500000000' },
      { purpose: 'STABLECOIN_RESERVE', currency: 'USD', balance: '150000' },
      { purpose: 'STABLECOIN_SUPPLY', currency: 'WMT', balance: '-1500000000' },
    ]);
    const list = (await call('GET', `/stablecoins/${id}/operations`, { as, query: { operationType: 'MINT' } })).json();
    expect(list).toMatchObject({ totalCount: 1, data: [done] });
    expect((await call('GET', `/stablecoins/${id}/operations`, { as, query: { operationType: 'BURN' } })).json().totalCount).toBe(0);
    expectError(await call('GET', `/stablecoin-operations/${op.id}`), 404, 'STABLECOIN_OPERATION_NOT_FOUND');
    expectError(await call('GET', `/stablecoins/${id}/operations`), 404, 'STABLECOIN_NOT_FOUND');
  });

  it('a mint and a burn of the same amount leave every ledger account where it started', async () => {
    const { as, id } = await enabledCoin('RND');
    const wallet = await sparkWallet(as);
    const bank = await usBank(as);
    // Open the coin's accounts with a first round trip, then measure a second.
    const roundTrip = async () => {
      const mint = await call('POST', `/stablecoins/${id}/mints`, { as, body: { amount: '2500000', fundingSource: { type: 'ACH_DEBIT', externalAccountId: bank.id }, destination: { accountId: wallet } } });
      expect(mint.statusCode, mint.body).toBe(201);
      await h.services.worker.drain();
      expect((await call('GET', `/stablecoin-operations/${mint.json().id}`, { as })).json().status).toBe('COMPLETED');
      const burn = await call('POST', `/stablecoins/${id}/burns`, {
        as,
        body: { amount: '2500000', source: { type: 'EXTERNAL_ACCOUNT' }, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: bank.id, rail: 'ACH_CREDIT' } },
      });
      expect(burn.statusCode, burn.body).toBe(201);
      expect(burn.json()).toMatchObject({ operationType: 'BURN', status: 'CREATED', destination: { accountId: bank.id, rail: 'ACH_CREDIT' } });
      expect(burn.json().fundingInstructions).toMatchObject({ rail: 'SPARK', network: 'SPARK', valueType: 'RND' });
      await h.services.worker.drain();
      await operatorFundsReceived(db(), now(), burn.json().id);
      await h.services.worker.drain();
      expect((await call('GET', `/stablecoin-operations/${burn.json().id}`, { as })).json().status).toBe('COMPLETED');
    };
    const before = await balances(as.platformId);
    await roundTrip();
    const after = await balances(as.platformId);
    for (const [account, balance] of Object.entries(after)) expect(balance, account).toBe(before[account] ?? '0');
    await roundTrip();
    expect(await balances(as.platformId)).toEqual(after);
  });

  it('burns from the provider balance, held until the burn ends; short or never funded is refused', async () => {
    const { as, id } = await enabledCoin('PBL');
    const bank = await usBank(as);
    const burn = (amount: string) =>
      call('POST', `/stablecoins/${id}/burns`, {
        as,
        body: { amount, source: { type: 'PROVIDER_INTERNAL_BALANCE' }, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: bank.id, rail: 'WIRE' } },
      });
    expectError(await burn('1000000'), 400, 'STABLECOIN_PROVIDER_SOURCE_NOT_LINKED');
    await operatorProviderDeposit(db(), now(), id, '3000000');
    const first = await burn('2000000');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().fundingInstructions).toBeUndefined();
    // 1000000 left available while the first is held.
    expectError(await burn('2000000'), 400, 'INSUFFICIENT_FUNDS');
    await h.services.worker.drain();
    expect((await call('GET', `/stablecoin-operations/${first.json().id}`, { as })).json().status).toBe('COMPLETED');
    const rows = await db().query<{ balance: string; available: string }>(
      `SELECT balance::text, available::text FROM ledger_accounts WHERE platform_id = $1 AND purpose = 'STABLECOIN_PROVIDER_BALANCE'`,
      [as.platformId],
    );
    expect(rows[0]).toEqual({ balance: '1000000', available: '1000000' });
    const holds = await db().query<{ status: string }>('SELECT status FROM ledger_holds WHERE id = $1', [parseId('StablecoinOperation', first.json().id)]);
    expect(holds).toEqual([{ status: 'SETTLED' }]);
  });

  it('expires a WIRE mint whose funds never came', async () => {
    const { as, id } = await enabledCoin('EXP');
    const wallet = await sparkWallet(as);
    const op = (await call('POST', `/stablecoins/${id}/mints`, { as, body: { amount: '1000000', fundingSource: { type: 'WIRE' }, destination: { accountId: wallet } } })).json();
    await h.services.worker.drain();
    h.clock.advance(72 * 3_600_000 + 1000);
    await h.services.worker.drain();
    expect((await call('GET', `/stablecoin-operations/${op.id}`, { as })).json()).toMatchObject({ status: 'EXPIRED', failureReason: 'FUNDS_NOT_RECEIVED' });
    await expect(operatorFundsReceived(db(), now(), op.id)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('requires the Idempotency-Key on mints and burns; a replay returns the prior result, another body is refused', async () => {
    const { as, id } = await enabledCoin('IDK');
    const wallet = await sparkWallet(as);
    const body = { amount: '1000000', fundingSource: { type: 'WIRE' }, destination: { accountId: wallet } };
    expectError(await call('POST', `/stablecoins/${id}/mints`, { as, key: null, body }), 400, 'INVALID_INPUT');
    expectError(
      await call('POST', `/stablecoins/${id}/burns`, { as, key: null, body: { amount: '1', source: { type: 'EXTERNAL_ACCOUNT' }, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: 'x', rail: 'WIRE' } } }),
      400,
      'INVALID_INPUT',
    );
    const key = randomUUID();
    const first = await call('POST', `/stablecoins/${id}/mints`, { as, key, body });
    const again = await call('POST', `/stablecoins/${id}/mints`, { as, key, body });
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expectError(await call('POST', `/stablecoins/${id}/mints`, { as, key, body: { ...body, amount: '2000000' } }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect((await call('GET', `/stablecoins/${id}/operations`, { as })).json().totalCount).toBe(1);

    const bank = await usBank(as);
    const burnBody = { amount: '1000000', source: { type: 'EXTERNAL_ACCOUNT' }, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: bank.id, rail: 'RTP_CREDIT' } };
    const burnKey = randomUUID();
    const burn = await call('POST', `/stablecoins/${id}/burns`, { as, key: burnKey, body: burnBody });
    expect(burn.statusCode, burn.body).toBe(201);
    expect((await call('POST', `/stablecoins/${id}/burns`, { as, key: burnKey, body: burnBody })).json()).toEqual(burn.json());
    expectError(await call('POST', `/stablecoins/${id}/burns`, { as, key: burnKey, body: { ...burnBody, description: 'other' } }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect((await call('GET', `/stablecoins/${id}/operations`, { as, query: { operationType: 'BURN' } })).json().totalCount).toBe(1);
  });

  it('requires the Idempotency-Key on registration; a replay returns the prior coin', async () => {
    const { as } = await platformWithLink();
    const body = { providerTokenIdentifier: 'IDR', networkTokenIdentifier: 'btkn1idr', network: 'SPARK' };
    expectError(await call('POST', '/stablecoins', { as, key: null, body }), 400, 'INVALID_INPUT');
    const key = randomUUID();
    const first = await call('POST', '/stablecoins', { as, key, body });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call('POST', '/stablecoins', { as, key, body });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expectError(await call('POST', '/stablecoins', { as, key, body: { ...body, providerTokenIdentifier: 'IDR2' } }), 422, 'IDEMPOTENCY_KEY_REUSED');
    // Without the key, the same body is a new registration: the token is taken.
    expectError(await call('POST', '/stablecoins', { as, body }), 409, 'STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS');
  });
});

describe('burn from an internal account (SERVICE_INTERNAL_ACCOUNT)', () => {
  /**
   * A coin whose symbol is USDB, a currency internal accounts hold (sandbox: the token
   * identifier's part before `-` is the symbol, 6 decimals as USDB's), and a customer's USDB account.
   */
  async function usdbSetup(token = 'usdb') {
    const coin = await enabledCoin(token);
    // USDB among the platform's currencies: a new customer gets a USDB account and an embedded wallet.
    const cfg = (await call('GET', '/config', { as: coin.as })).json();
    const usdb = { ...cfg.supportedCurrencies[0], currencyCode: 'USDB' };
    expect((await h.call('PATCH', '/config', { as: coin.as, body: { supportedCurrencies: [...cfg.supportedCurrencies, usdb] } })).statusCode).toBe(200);
    const holder = await customerWithAccounts(h, ['USD', 'USDB'], { as: coin.as });
    const bank = await usBank(coin.as);
    const burn = (accountId: string, amount: string) =>
      call('POST', `/stablecoins/${coin.id}/burns`, {
        as: coin.as,
        body: { amount, source: { type: 'SERVICE_INTERNAL_ACCOUNT', accountId }, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: bank.id, rail: 'WIRE' } },
      });
    return { ...coin, accounts: holder.accounts, bank, burn };
  }
  const holdOf = async (opId: string) =>
    (await db().query<{ status: string; amount: string }>('SELECT status, amount::text FROM ledger_holds WHERE id = $1', [parseId('StablecoinOperation', opId)]))[0];
  const stablecoinAccounts = async (platformId: string) =>
    db().query<{ purpose: string; currency: string; balance: string }>(
      `SELECT purpose, currency, balance::text AS balance FROM ledger_accounts WHERE platform_id = $1 AND purpose LIKE 'STABLECOIN_%' ORDER BY purpose`,
      [platformId],
    );

  it('holds the tokens at once and captures them into SUPPLY at completion, fiat RESERVE -> CLEARING', async () => {
    const { as, id, accounts, burn } = await usdbSetup();
    const account = accounts.USDB;
    expect((await fund(h, account, 5_000_000, as)).statusCode).toBe(200);
    const sumsBefore = await ledgerSums(h, as.platformId);
    const res = await burn(account, '2000000');
    expect(res.statusCode, res.body).toBe(201);
    const op = res.json();
    expect(op).toMatchObject({ operationType: 'BURN', status: 'CREATED', source: { type: 'SERVICE_INTERNAL_ACCOUNT', accountId: account } });
    expect(op.fundingInstructions).toBeUndefined();
    expect(await balanceOf(h, account, as)).toEqual({ available: 3_000_000, total: 5_000_000 });
    expect(await holdOf(op.id)).toEqual({ status: 'PENDING', amount: '2000000' });
    await h.services.worker.drain();
    expect((await call('GET', `/stablecoin-operations/${op.id}`, { as })).json().status).toBe('COMPLETED');
    expect(await balanceOf(h, account, as)).toEqual({ available: 3_000_000, total: 3_000_000 });
    expect(await holdOf(op.id)).toMatchObject({ status: 'SETTLED' });
    expect(await stablecoinAccounts(as.platformId)).toEqual([
      { purpose: 'STABLECOIN_CLEARING', currency: 'USD', balance: '200' },
      { purpose: 'STABLECOIN_RESERVE', currency: 'USD', balance: '-200' },
      { purpose: 'STABLECOIN_SUPPLY', currency: 'USDB', balance: '2000000' },
    ]);
    expect(await ledgerSums(h, as.platformId)).toEqual(sumsBefore);
    expect(await ledgerProblems(db(), as.platformId)).toEqual(noProblems);
    // The account's balance event at the hold and at the capture, the last one with what is left.
    const updates = (await eventsOf(h, as.platformId, 'INTERNAL_ACCOUNT.BALANCE_UPDATED')).filter((e) => e.data.id === account);
    expect(updates.length).toBeGreaterThanOrEqual(3);
    expect(updates.at(-2)?.data).toMatchObject({ balance: { amount: 3_000_000 }, totalBalance: { amount: 5_000_000 } });
    expect(updates.at(-1)?.data).toMatchObject({ balance: { amount: 3_000_000 }, totalBalance: { amount: 3_000_000 } });
    expect((await call('GET', `/stablecoins/${id}/operations`, { as, query: { operationType: 'BURN' } })).json().totalCount).toBe(1);
  });

  it('burns from the platform\'s own internal account too (a coin whose symbol is USDC)', async () => {
    const { as, id } = await enabledCoin('usdc');
    const account = await platformAccount(h, 'USDC', as);
    expect((await fund(h, account, 1_000_000, as)).statusCode).toBe(200);
    const bank = await usBank(as);
    const res = await call('POST', `/stablecoins/${id}/burns`, {
      as,
      body: { amount: '1000000', source: { type: 'SERVICE_INTERNAL_ACCOUNT', accountId: account }, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: bank.id, rail: 'RTP_CREDIT' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    await h.services.worker.drain();
    expect((await call('GET', `/stablecoin-operations/${res.json().id}`, { as })).json().status).toBe('COMPLETED');
    expect(await balanceOf(h, account, as)).toEqual({ available: 0, total: 0 });
    expect(await ledgerProblems(db(), as.platformId)).toEqual(noProblems);
  });

  it('a burn the issuer fails gives the hold back and moves nothing', async () => {
    const { as, accounts, burn } = await usdbSetup();
    const account = accounts.USDB;
    await fund(h, account, 20_000_000, as);
    const before = await balances(as.platformId);
    // 9920000 units = 992 cents: the sandbox issuer accepts, then fails it.
    const res = await burn(account, '9920000');
    expect(res.statusCode, res.body).toBe(201);
    expect(await balanceOf(h, account, as)).toEqual({ available: 10_080_000, total: 20_000_000 });
    await h.services.worker.drain();
    expect((await call('GET', `/stablecoin-operations/${res.json().id}`, { as })).json()).toMatchObject({ status: 'FAILED', failureReason: 'PROVIDER_REJECTED' });
    expect(await balanceOf(h, account, as)).toEqual({ available: 20_000_000, total: 20_000_000 });
    expect(await holdOf(res.json().id)).toMatchObject({ status: 'RELEASED' });
    const after = await balances(as.platformId);
    for (const [ledgerAccount, balance] of Object.entries(after)) expect(balance, ledgerAccount).toBe(before[ledgerAccount] ?? '0');
    const last = (await eventsOf(h, as.platformId, 'INTERNAL_ACCOUNT.BALANCE_UPDATED')).filter((e) => e.data.id === account).at(-1);
    expect(last?.data).toMatchObject({ balance: { amount: 20_000_000 } });
    expect(await ledgerProblems(db(), as.platformId)).toEqual(noProblems);
  });

  it('refuses a burn above the available balance, writing nothing', async () => {
    const { as, id, accounts, burn } = await usdbSetup();
    const account = accounts.USDB;
    await fund(h, account, 1_000_000, as);
    const before = await balances(as.platformId);
    expectError(await burn(account, '2000000'), 400, 'INSUFFICIENT_FUNDS');
    expect(await balances(as.platformId)).toEqual(before);
    expect(await balanceOf(h, account, as)).toEqual({ available: 1_000_000, total: 1_000_000 });
    expect((await call('GET', `/stablecoins/${id}/operations`, { as })).json().totalCount).toBe(0);
    const holds = await db().query('SELECT id FROM ledger_holds WHERE platform_id = $1', [as.platformId]);
    expect(holds).toEqual([]);
  });

  it('refuses another currency, an embedded wallet, a FROZEN account, other decimals; another platform\'s account is not found', async () => {
    const { as, id, accounts, burn } = await usdbSetup();
    await fund(h, accounts.USDB, 5_000_000, as);
    const wrong = expectError(await burn(accounts.USD, '1000000'), 400, 'STABLECOIN_BURN_SOURCE_NOT_SUPPORTED');
    expect(wrong.reason).toContain('needs an internal account in USDB');
    const wallet = (await call('GET', '/customers/internal-accounts', { as, query: { type: 'EMBEDDED_WALLET' } })).json().data[0]?.id as string;
    expect(wallet).toBeDefined();
    expectError(await burn(wallet, '1000000'), 400, 'STABLECOIN_BURN_SOURCE_NOT_SUPPORTED');
    const uuid = parseId('InternalAccount', accounts.USDB) as string;
    await inTx(h, as.platformId, (tx) => setInternalAccountStatus(tx, uuid, 'FROZEN'));
    const frozen = expectError(await burn(accounts.USDB, '1000000'), 400, 'STABLECOIN_BURN_SOURCE_NOT_SUPPORTED');
    expect(frozen.reason).toContain('FROZEN');
    await inTx(h, as.platformId, (tx) => setInternalAccountStatus(tx, uuid, 'ACTIVE'));
    const foreign = await customerWithAccounts(h, ['USDB']);
    expectError(await burn(foreign.accounts.USDB, '1000000'), 404, 'ACCOUNT_NOT_FOUND');
    expectError(await burn('InternalAccount:nope', '1000000'), 404, 'ACCOUNT_NOT_FOUND');
    expect((await call('GET', `/stablecoins/${id}/operations`, { as })).json().totalCount).toBe(0);
    expect(await balanceOf(h, accounts.USDB, as)).toEqual({ available: 5_000_000, total: 5_000_000 });

    // A USDB coin counted in 2 decimals cannot burn USDB counted in 6.
    const cents = await usdbSetup('usdb-d2');
    const other = expectError(await cents.burn(cents.accounts.USDB, '100'), 400, 'STABLECOIN_BURN_SOURCE_NOT_SUPPORTED');
    expect(other.reason).toContain('decimals');
  });
});

describe('every STABLECOIN_* code of an operation has its condition', () => {
  it('amounts: a fraction of a cent, zero, and beyond 2^63 - 1', async () => {
    const { as, id } = await enabledCoin('AMT');
    const wallet = await sparkWallet(as);
    const mint = (amount: string) => call('POST', `/stablecoins/${id}/mints`, { as, body: { amount, fundingSource: { type: 'WIRE' }, destination: { accountId: wallet } } });
    const frac = expectError(await mint('1000001'), 400, 'STABLECOIN_AMOUNT_NOT_REPRESENTABLE');
    expect(frac.reason).toContain('multiple of 10000');
    const zero = expectError(await mint('0'), 400, 'INVALID_INPUT');
    expect(zero.details?.errors).toMatchObject([{ field: 'amount' }]);
    const huge = expectError(await mint('9223372036854780000'), 400, 'INVALID_INPUT');
    expect(huge.details?.errors).toMatchObject([{ field: 'amount', constraint: 'maximum' }]);
    expectError(await mint('123456789012345678901234567890123456789012345678900000'), 400, 'INVALID_INPUT');
    expect((await call('GET', `/stablecoins/${id}/operations`, { as })).json().totalCount).toBe(0);
  });

  it('coin states: not enabled, not provisioned, an unusable link', async () => {
    const { as, linkId } = await platformWithLink();
    const wallet = await sparkWallet(as);
    const body = { amount: '1000000', fundingSource: { type: 'WIRE' }, destination: { accountId: wallet } };
    const plain = (await register(as, 'NEN')).json().id;
    expectError(await call('POST', `/stablecoins/${plain}/mints`, { as, body }), 400, 'STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED');
    const pending = (await register(as, 'pending-coin')).json();
    expect(pending.issuanceStatus).toBe('PENDING_REVIEW');
    expectError(await call('POST', `/stablecoins/${pending.id}/mints`, { as, body }), 400, 'STABLECOIN_NOT_PROVISIONED');
    await call('POST', `/stablecoins/${plain}/service-enablement`, { as });
    await operatorEnablement(db(), now(), plain, 'ENABLING');
    await operatorEnablement(db(), now(), plain, 'ENABLED');
    await operatorLinkStatus(db(), now(), linkId, 'INVALID');
    expectError(await call('POST', `/stablecoins/${plain}/mints`, { as, body }), 400, 'STABLECOIN_PROVIDER_ACCOUNT_INVALID');
    await operatorLinkStatus(db(), now(), linkId, 'REVOKED');
    expectError(await call('POST', `/stablecoins/${plain}/mints`, { as, body }), 400, 'STABLECOIN_PROVIDER_ACCOUNT_REVOKED');
    expectError(await call('POST', '/stablecoins/Stablecoin:01900000-0000-7000-8000-000000000001/mints', { as, body }), 404, 'STABLECOIN_NOT_FOUND');
  });

  it('unsupported funding, sources and destinations', async () => {
    const { as, id } = await enabledCoin('UNS');
    const wallet = await sparkWallet(as);
    const mint = (fundingSource: Record<string, unknown>, destination = wallet) =>
      call('POST', `/stablecoins/${id}/mints`, { as, body: { amount: '1000000', fundingSource, destination: { accountId: destination } } });
    expectError(await mint({ type: 'SERVICE_INTERNAL_ACCOUNT', accountId: 'InternalAccount:x' }), 400, 'STABLECOIN_OPERATION_NOT_SUPPORTED');
    expectError(await mint({ type: 'PROVIDER_INTERNAL_BALANCE', sourceTokenIdentifier: 'USDC', cryptoNetwork: 'SPARK' }), 400, 'STABLECOIN_OPERATION_NOT_SUPPORTED');
    expectError(await mint({ type: 'WIRE' }, 'InternalAccount:01900000-0000-7000-8000-000000000001'), 400, 'STABLECOIN_OPERATION_NOT_SUPPORTED');
  });

  it('external accounts: not found, not supported, not linked, and the issuer\'s linking refusals', async () => {
    const { as, id } = await enabledCoin('EXT');
    const wallet = await sparkWallet(as);
    const ach = (externalAccountId: string) =>
      call('POST', `/stablecoins/${id}/mints`, { as, body: { amount: '1000000', fundingSource: { type: 'ACH_DEBIT', externalAccountId }, destination: { accountId: wallet } } });
    expectError(await ach('ExternalAccount:01900000-0000-7000-8000-000000000001'), 404, 'STABLECOIN_EXTERNAL_ACCOUNT_NOT_FOUND');
    // A wallet is no bank account, a bank account no wallet.
    expectError(await ach(wallet), 400, 'STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED');
    const bank = await usBank(as);
    expectError(
      await call('POST', `/stablecoins/${id}/mints`, { as, body: { amount: '1000000', fundingSource: { type: 'WIRE' }, destination: { accountId: bank.id } } }),
      400,
      'STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED',
    );
    // Ending 108: the sandbox bank validation keeps the account PENDING.
    const pending = await usBank(as, '108');
    expect(pending.status).toBe('PENDING');
    expectError(await ach(pending.id), 400, 'STABLECOIN_EXTERNAL_ACCOUNT_NOT_LINKED');
    expectError(await ach((await usBank(as, '9001')).id), 400, 'STABLECOIN_EXTERNAL_ACCOUNT_PROVIDER_LINK_FAILED');
    expectError(await ach((await usBank(as, '9002')).id), 400, 'STABLECOIN_EXTERNAL_ACCOUNT_PROVIDER_LINK_REQUIRED');
    expectError(await ach((await usBank(as, '9003')).id), 400, 'STABLECOIN_EXTERNAL_ACCOUNT_LINK_FAILED');
    expectError(await ach((await usBank(as, '9004')).id), 400, 'STABLECOIN_EXTERNAL_ACCOUNT_LINK_METHOD_REQUIRED');
    // Another platform's account is not found.
    const other = await usBank(h.platform);
    expectError(await ach(other.id), 404, 'STABLECOIN_EXTERNAL_ACCOUNT_NOT_FOUND');
    expect((await call('GET', `/stablecoins/${id}/operations`, { as })).json().totalCount).toBe(0);
  });

  it('the issuer: refused on demand, failed while processing, and an outage that loses nothing', async () => {
    const { as, id } = await enabledCoin('PRV');
    const wallet = await sparkWallet(as);
    const bank = await usBank(as);
    const mint = (amount: string, key?: string) =>
      call('POST', `/stablecoins/${id}/mints`, { as, key, body: { amount, fundingSource: { type: 'SAME_DAY_ACH_DEBIT', externalAccountId: bank.id }, destination: { accountId: wallet } } });
    // Fiat cents ending 991: refused at once.
    expectError(await mint('9910000'), 400, 'STABLECOIN_PROVIDER_ERROR');
    // Ending 992: accepted, then failed by the issuer.
    const failing = (await mint('9920000')).json();
    await h.services.worker.drain();
    expect((await call('GET', `/stablecoin-operations/${failing.id}`, { as })).json()).toMatchObject({ status: 'FAILED', failureReason: 'PROVIDER_REJECTED' });

    // Down at the request: 503 and nothing written; the same key runs it once the issuer is back.
    issuer.outage = true;
    const key = randomUUID();
    try {
      const down = await mint('5000000', key);
      expectError(down, 503, 'SERVICE_UNAVAILABLE');
      expect((await call('GET', `/stablecoins/${id}/operations`, { as })).json().totalCount).toBe(1);
    } finally {
      issuer.outage = false;
    }
    const op = await mint('5000000', key);
    expect(op.statusCode, op.body).toBe(201);
    // Down while it is in flight: it waits where it is and resumes.
    await h.services.worker.drain(1);
    issuer.outage = true;
    try {
      await h.services.worker.drain();
      h.clock.advance(31_000);
      await h.services.worker.drain();
      expect((await call('GET', `/stablecoin-operations/${op.json().id}`, { as })).json().status).toBe('PENDING_PROVIDER');
    } finally {
      issuer.outage = false;
    }
    h.clock.advance(31_000);
    await h.services.worker.drain();
    expect((await call('GET', `/stablecoin-operations/${op.json().id}`, { as })).json().status).toBe('COMPLETED');
  });

  it('a crash after the issuer took the order: the retry under the same key places the same order, not a second ACH debit', async () => {
    const { as, id } = await enabledCoin('CRS');
    const wallet = await sparkWallet(as);
    const bank = await usBank(as);
    const body = { amount: '3000000', fundingSource: { type: 'ACH_DEBIT', externalAccountId: bank.id }, destination: { accountId: wallet } };
    const references: string[] = [];
    const placeOrder = issuer.placeOrder;
    let crash = true;
    // The issuer accepts; then this process dies before its transaction commits (the error stands in for the crash).
    issuer.placeOrder = async function (this: SandboxStablecoinIssuer, ...args) {
      const accepted = await placeOrder.apply(this, args);
      references.push(args[2].reference);
      if (crash) {
        crash = false;
        throw new Error('crashed after the issuer accepted the order');
      }
      return accepted;
    };
    try {
      const key = randomUUID();
      expect((await call('POST', `/stablecoins/${id}/mints`, { as, key, body })).statusCode).toBe(500);
      expect((await call('GET', `/stablecoins/${id}/operations`, { as })).json().totalCount).toBe(0);
      const retried = await call('POST', `/stablecoins/${id}/mints`, { as, key, body });
      expect(retried.statusCode, retried.body).toBe(201);
      expect(references).toHaveLength(2);
      expect(references[1]).toBe(references[0]);
      // Another key is another order, even with the same body.
      expect((await call('POST', `/stablecoins/${id}/mints`, { as, body })).statusCode).toBe(201);
      expect(references[2]).not.toBe(references[0]);
      expect((await call('GET', `/stablecoins/${id}/operations`, { as })).json().totalCount).toBe(2);
    } finally {
      issuer.placeOrder = placeOrder;
    }
  });

  it('a burn to a rail the bank account does not take', async () => {
    const { as, id } = await enabledCoin('RAL');
    const wallet = await sparkWallet(as);
    expectError(
      await call('POST', `/stablecoins/${id}/burns`, {
        as,
        body: { amount: '1000000', source: { type: 'EXTERNAL_ACCOUNT' }, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: wallet, rail: 'WIRE' } },
      }),
      400,
      'STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED',
    );
  });
});

describe('the provider secret', () => {
  // Runs last: every link of the suite was made by now.
  it('appears in no response, no event and no job of the whole suite (the harness checks the log at close)', async () => {
    expect(secrets.length).toBeGreaterThan(10);
    const events = await db().query<{ data: string }>('SELECT data::text AS data FROM events');
    const jobs = await db().query<{ payload: string }>('SELECT payload::text AS payload FROM jobs');
    const stored = [...bodies, ...events.map((e) => e.data), ...jobs.map((j) => j.payload)];
    for (const secret of secrets) expect(stored.filter((text) => text.includes(secret)), 'a provider secret shown or stored in clear').toEqual([]);
  });
});
