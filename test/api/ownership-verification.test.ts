import { ed25519 } from '@noble/curves/ed25519.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf } from '../support/field-errors.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { evmWallet } from '../support/wallets.ts';

/** Spec 3.1 and 4.1: proving control of a self-custody wallet. */
let h: Harness;
let p: Credentials;
let customerId: string;
beforeAll(async () => {
  h = await startHarness();
  p = await h.newPlatform('Travel rule');
  const patched = await h.call('PATCH', '/config', { as: p, body: { underCounterpartyRequirements: true } });
  expect(patched.statusCode, patched.body).toBe(200);
  customerId = (await h.call('POST', '/customers', { as: p, body: { customerType: 'INDIVIDUAL' } })).json().id;
});
afterAll(async () => h.close());

const base = '/customers/external-accounts';
async function wallet(accountInfo: Record<string, unknown>, extra: Record<string, unknown> = { ownershipType: 'FIRST_PARTY' }, as = p) {
  const res = await h.call('POST', base, { as, body: { customerId: as === p ? customerId : undefined, currency: 'USDC', accountInfo, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string };
}
const evmAccount = async () => {
  const w = evmWallet();
  return { w, account: await wallet({ accountType: 'BASE_WALLET', address: w.address }) };
};
const challenge = (id: string, method = 'WALLET_SIGNATURE', path = base) => h.call('POST', `${path}/${id}/challenge`, { as: p, body: { method } });
const verify = (id: string, signature: string, path = base) => h.call('POST', `${path}/${id}/verify`, { as: p, body: { signature } });
const statusOf = async (id: string, path = base) => (await h.call('GET', `${path}/${id}`, { as: p })).json().status;
const statusEvents = async (id: string) =>
  (await h.database.db.query<{ data: string }>(`SELECT data FROM events WHERE platform_id = $1 AND type = 'EXTERNAL_ACCOUNT.STATUS_UPDATED' ORDER BY id`, [p.platformId]))
    .map((e) => JSON.parse(e.data))
    .filter((a) => a.id === id)
    .map((a) => a.status);

describe('which wallets need ownership verification', () => {
  it('starts a first-party self-custody wallet as PENDING_OWNERSHIP_VERIFICATION on a platform under counterparty requirements', async () => {
    const { account } = await evmAccount();
    expect(account.status).toBe('PENDING_OWNERSHIP_VERIFICATION');
  });

  it('starts custodial (vaspName) and third-party wallets ACTIVE', async () => {
    const custodial = await wallet({ accountType: 'ETHEREUM_WALLET', address: evmWallet().address, vaspName: 'Sandbox Exchange Two' });
    expect(custodial.status).toBe('ACTIVE');
    const third = await wallet(
      { accountType: 'POLYGON_WALLET', address: evmWallet().address, beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Sam Lee', countryOfResidence: 'FR' } },
      { ownershipType: 'THIRD_PARTY' },
    );
    expect(third.status).toBe('ACTIVE');
  });

  it('requires ownershipType for self-custody wallets, and a beneficiary for third-party ones, under counterparty requirements', async () => {
    const missing = await h.call('POST', base, { as: p, body: { customerId, currency: 'USDC', accountInfo: { accountType: 'BASE_WALLET', address: evmWallet().address } } });
    expect(fieldsOf(expectError(missing, 400, 'INVALID_INPUT'))).toEqual(['ownershipType']);
    const third = await h.call('POST', base, { as: p, body: { customerId, currency: 'USDC', ownershipType: 'THIRD_PARTY', accountInfo: { accountType: 'BASE_WALLET', address: evmWallet().address } } });
    expect(fieldsOf(expectError(third, 400, 'INVALID_INPUT'))).toEqual(['accountInfo.beneficiary']);
  });

  it('does not require ownershipType, nor verification, on a platform without counterparty requirements', async () => {
    const free = await h.newPlatform('No travel rule');
    const c = (await h.call('POST', '/customers', { as: free, body: { customerType: 'INDIVIDUAL' } })).json().id;
    const res = await h.call('POST', base, { as: free, body: { customerId: c, currency: 'USDC', accountInfo: { accountType: 'BASE_WALLET', address: evmWallet().address } } });
    expect(res.json().status).toBe('ACTIVE');
  });
});

describe('WALLET_SIGNATURE challenge and verify', () => {
  it('returns a messageToSign naming the account, a random nonce and the issue time, expiring 10 minutes later', async () => {
    const { account } = await evmAccount();
    const a = (await challenge(account.id)).json();
    const b = (await challenge(account.id)).json();
    expect(a.method).toBe('WALLET_SIGNATURE');
    expect(a.messageToSign).toContain(account.id);
    expect(a.messageToSign).toContain(`Issued at: ${h.clock.now().toISOString()}`);
    expect(a.messageToSign).toMatch(/Nonce: [0-9a-f]{32}/);
    expect(a.messageToSign).not.toBe(b.messageToSign);
    expect(new Date(a.expiresAt).getTime() - h.clock.now().getTime()).toBe(10 * 60 * 1000);
  });

  it('a valid signature before expiresAt answers 200 with the account ACTIVE and emits STATUS_UPDATED', async () => {
    const { w, account } = await evmAccount();
    const { messageToSign } = (await challenge(account.id)).json();
    h.clock.advance(9 * 60 * 1000);
    const res = await verify(account.id, w.sign(messageToSign));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: account.id, status: 'ACTIVE' });
    expect(await statusEvents(account.id)).toEqual(['ACTIVE']);
  });

  it('a signature by another key answers 400 INVALID_INPUT and the account becomes UNVERIFIED (committed)', async () => {
    const { account } = await evmAccount();
    const { messageToSign } = (await challenge(account.id)).json();
    const body = expectError(await verify(account.id, evmWallet().sign(messageToSign)), 400, 'INVALID_INPUT');
    expect(body.details).toMatchObject({ reason: 'SIGNER_MISMATCH' });
    expect(await statusOf(account.id)).toBe('UNVERIFIED');
    expect(await statusEvents(account.id)).toEqual(['UNVERIFIED']);
  });

  it('a signature over a different message, or a malformed one, answers 400 and UNVERIFIED', async () => {
    const { w, account } = await evmAccount();
    await challenge(account.id);
    expectError(await verify(account.id, w.sign('some other text')), 400, 'INVALID_INPUT');
    expect(await statusOf(account.id)).toBe('UNVERIFIED');
    const second = await evmAccount();
    await challenge(second.account.id);
    expect(expectError(await verify(second.account.id, 'not-hex'), 400, 'INVALID_INPUT').details).toMatchObject({ reason: 'MALFORMED_SIGNATURE' });
  });

  it('a valid signature after expiresAt answers 400 and the account becomes UNVERIFIED', async () => {
    const { w, account } = await evmAccount();
    const { messageToSign } = (await challenge(account.id)).json();
    h.clock.advance(10 * 60 * 1000 + 1);
    const body = expectError(await verify(account.id, w.sign(messageToSign)), 400, 'INVALID_INPUT');
    expect(body.reason).toMatch(/expired/);
    expect(await statusOf(account.id)).toBe('UNVERIFIED');
  });

  it('from UNVERIFIED, a new challenge returns the account to PENDING_OWNERSHIP_VERIFICATION and a valid signature makes it ACTIVE', async () => {
    const { w, account } = await evmAccount();
    await challenge(account.id);
    await verify(account.id, evmWallet().sign('x'));
    const { messageToSign } = (await challenge(account.id)).json();
    expect(await statusOf(account.id)).toBe('PENDING_OWNERSHIP_VERIFICATION');
    expect((await verify(account.id, w.sign(messageToSign))).json().status).toBe('ACTIVE');
    expect(await statusEvents(account.id)).toEqual(['UNVERIFIED', 'PENDING_OWNERSHIP_VERIFICATION', 'ACTIVE']);
  });

  it('a challenge is single-use: answering it twice gives 409 CONFLICT the second time', async () => {
    const { w, account } = await evmAccount();
    const { messageToSign } = (await challenge(account.id)).json();
    expect((await verify(account.id, w.sign(messageToSign))).statusCode).toBe(200);
    expectError(await verify(account.id, w.sign(messageToSign)), 409, 'CONFLICT');
  });

  it('a newer challenge replaces the older one: a signature over the old message fails', async () => {
    const { w, account } = await evmAccount();
    const old = (await challenge(account.id)).json();
    await challenge(account.id);
    expectError(await verify(account.id, w.sign(old.messageToSign)), 400, 'INVALID_INPUT');
  });

  it('answers 409 CONFLICT when no WALLET_SIGNATURE challenge is outstanding', async () => {
    const { w, account } = await evmAccount();
    expectError(await verify(account.id, w.sign('anything')), 409, 'CONFLICT');
    await challenge(account.id, 'LIVENESS');
    expectError(await verify(account.id, w.sign('anything')), 409, 'CONFLICT');
    expect(await statusOf(account.id)).toBe('PENDING_OWNERSHIP_VERIFICATION');
  });

  it('answers 404 for an unknown account, on challenge and on verify', async () => {
    const unknown = 'ExternalAccount:0192f000-0000-7000-8000-000000000000';
    expectError(await challenge(unknown), 404, 'ACCOUNT_NOT_FOUND');
    expectError(await verify(unknown, '0x00'), 404, 'ACCOUNT_NOT_FOUND');
  });

  it('answers 409 CONFLICT to a challenge for an account that is not a pending first-party self-custody wallet', async () => {
    const { w, account } = await evmAccount();
    const { messageToSign } = (await challenge(account.id)).json();
    await verify(account.id, w.sign(messageToSign));
    expectError(await challenge(account.id), 409, 'CONFLICT');
    const custodial = await wallet({ accountType: 'BASE_WALLET', address: evmWallet().address, vaspName: 'Sandbox Custody One' });
    expectError(await challenge(custodial.id), 409, 'CONFLICT');
    const bank = await h.call('POST', base, {
      as: p,
      body: { customerId, currency: 'USD', accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '99887766', routingNumber: '021000021', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'A B' } } },
    });
    expectError(await challenge(bank.json().id), 409, 'CONFLICT');
  });

  it('verifies a Solana wallet with a base58 Ed25519 signature', async () => {
    const secret = ed25519.utils.randomSecretKey();
    const address = base58.encode(ed25519.getPublicKey(secret));
    const account = await wallet({ accountType: 'SOLANA_WALLET', address });
    const { messageToSign } = (await challenge(account.id)).json();
    const res = await verify(account.id, base58.encode(ed25519.sign(utf8ToBytes(messageToSign), secret)));
    expect(res.json().status).toBe('ACTIVE');
  });

  it('works the same on the platform paths for platform-owned wallets', async () => {
    const w = evmWallet();
    const res = await h.call('POST', '/platform/external-accounts', { as: p, body: { currency: 'USDC', ownershipType: 'FIRST_PARTY', accountInfo: { accountType: 'BASE_WALLET', address: w.address } } });
    const account = res.json();
    expect(account.status).toBe('PENDING_OWNERSHIP_VERIFICATION');
    const { messageToSign } = (await challenge(account.id, 'WALLET_SIGNATURE', '/platform/external-accounts')).json();
    const ok = await verify(account.id, w.sign(messageToSign), '/platform/external-accounts');
    expect(ok.json().status).toBe('ACTIVE');
  });
});

describe('LIVENESS challenge', () => {
  it('returns a verification link and completes asynchronously: ACTIVE on success, with an event', async () => {
    const { account } = await evmAccount();
    const res = await challenge(account.id, 'LIVENESS');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ method: 'LIVENESS', verificationLink: expect.stringMatching(/^https:\/\//) });
    await h.services.worker.drain();
    expect(await statusOf(account.id)).toBe('PENDING_OWNERSHIP_VERIFICATION');
    h.clock.advance(61_000);
    await h.services.worker.drain();
    expect(await statusOf(account.id)).toBe('ACTIVE');
    expect(await statusEvents(account.id)).toEqual(['ACTIVE']);
  });

  it('fails (UNVERIFIED) for the sandbox trigger address ending in "dead"', async () => {
    const account = await wallet({ accountType: 'ETHEREUM_WALLET', address: '0x000000000000000000000000000000000000dEaD' });
    await challenge(account.id, 'LIVENESS');
    h.clock.advance(61_000);
    await h.services.worker.drain();
    expect(await statusOf(account.id)).toBe('UNVERIFIED');
  });

  it('an abandoned liveness check (replaced by a signature challenge) has no effect', async () => {
    const { w, account } = await evmAccount();
    await challenge(account.id, 'LIVENESS');
    const { messageToSign } = (await challenge(account.id)).json();
    h.clock.advance(61_000);
    await h.services.worker.drain();
    expect(await statusOf(account.id)).toBe('PENDING_OWNERSHIP_VERIFICATION');
    // The signature challenge is still open (10 minutes) and decides the outcome.
    expect((await verify(account.id, w.sign(messageToSign))).json().status).toBe('ACTIVE');
  });
});
