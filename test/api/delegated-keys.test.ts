import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasActiveDelegatedKey } from '../../src/modules/wallet-auth/index.ts';
import { DELEGATED_KEY_PRIVATE_KEY, placeOf } from '../../src/secrets/columns.ts';
import { activeDelegatedKey } from '../conformance/wallet-auth-fixtures.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { clientKey, oauthWallet, signed, stamp, type WalletSession } from '../support/wallet-auth.ts';

let h: Harness;
let other: Credentials;
/** Every body the API answered in this file, to look for private keys in. */
const answered: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  other = await h.newPlatform('Other');
  for (const p of [h.platform, other]) {
    const cfg = await h.call('PATCH', '/config', { as: p, body: { skipVerificationPaperwork: true } });
    if (cfg.statusCode !== 200) throw new Error(cfg.body);
  }
});
afterAll(async () => h.close());

async function call(method: 'GET' | 'POST' | 'DELETE', path: string, options: Parameters<Harness['call']>[2] = {}) {
  const res = await h.call(method, path, options);
  answered.push(res.body);
  return res;
}

interface CardWallet extends WalletSession {
  cardId: string;
}

/** A KYC-approved customer with an embedded wallet, a session on it, and a card funded by the wallet. */
async function cardWallet(as: Credentials = h.platform): Promise<CardWallet> {
  const w = await oauthWallet(h, as);
  const card = await call('POST', '/cards', { as, body: { cardholderId: w.customerId, form: 'VIRTUAL', fundingSources: [w.accountId] } });
  if (card.statusCode !== 201) throw new Error(card.body);
  return { ...w, cardId: card.json().id };
}

const bodyOf = (w: CardWallet, nickname = 'Card funding') => ({ cardId: w.cardId, internalAccountId: w.accountId, nickname });

/** The three legs; returns the created key. */
async function createKey(w: CardWallet, as: Credentials = h.platform, nickname?: string) {
  const body = bodyOf(w, nickname);
  const first = await call('POST', '/auth/delegated-keys', { as, body });
  expect(first.statusCode, first.body).toBe(202);
  const second = await call('POST', '/auth/delegated-keys', { as, body, headers: signed(w.key, first.json()) });
  expect(second.statusCode, second.body).toBe(202);
  const third = await call('POST', '/auth/delegated-keys', { as, body, headers: signed(w.key, second.json()) });
  expect(third.statusCode, third.body).toBe(201);
  return third.json() as Record<string, string>;
}

const list = (query: Record<string, string>, as: Credentials = h.platform) => call('GET', '/auth/delegated-keys', { as, query });

describe('POST /auth/delegated-keys', () => {
  it('creates a key in three legs: 202 challenge, 202 second challenge, 201 ACTIVE', async () => {
    const w = await cardWallet();
    const body = bodyOf(w);
    const first = await call('POST', '/auth/delegated-keys', { body });
    expect(first.statusCode).toBe(202);
    const c1 = first.json();
    expect(Object.keys(c1).sort()).toEqual(['expiresAt', 'payloadToSign', 'requestId']);
    expect(c1.requestId).toMatch(/^Request:/);

    const pending = (await list({ accountId: w.accountId })).json().data;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ cardId: w.cardId, accountId: w.accountId, nickname: 'Card funding', status: 'PENDING' });
    expect(pending[0].publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(pending[0].fundingSourceId).toMatch(/^CardFundingSource:[0-9a-f-]{36}$/);
    expect(JSON.parse(c1.payloadToSign).parameters.publicKey).toBe(pending[0].publicKey);
    expect(await hasActiveDelegatedKey(h.database.db, h.platform.platformId, w.cardId.slice(5), w.accountId.slice(16))).toBe(false);

    const second = await call('POST', '/auth/delegated-keys', { body, headers: signed(w.key, c1) });
    expect(second.statusCode).toBe(202);
    const c2 = second.json();
    expect(c2.requestId).not.toBe(c1.requestId);
    expect(c2.payloadToSign).not.toBe(c1.payloadToSign);
    expect(Date.parse(c2.expiresAt)).toBeGreaterThan(h.clock.now().getTime());
    expect((await list({ accountId: w.accountId })).json().data[0].status).toBe('PENDING');
    // The first challenge is spent.
    expectError(await call('POST', '/auth/delegated-keys', { body, headers: signed(w.key, c1) }), 401, 'UNAUTHORIZED');

    const third = await call('POST', '/auth/delegated-keys', { body, headers: signed(w.key, c2) });
    expect(third.statusCode).toBe(201);
    const key = third.json();
    expect(key).toMatchObject({
      id: pending[0].id,
      cardId: w.cardId,
      accountId: w.accountId,
      fundingSourceId: pending[0].fundingSourceId,
      publicKey: pending[0].publicKey,
      nickname: 'Card funding',
      status: 'ACTIVE',
    });
    expect(key.id).toMatch(/^DelegatedKey:[0-9a-f-]{36}$/);
    expect((await call('GET', `/auth/delegated-keys/${key.id}`)).json()).toEqual(key);
    expect(await hasActiveDelegatedKey(h.database.db, h.platform.platformId, w.cardId.slice(5), w.accountId.slice(16))).toBe(true);

    // Repeating the last leg finds the key ACTIVE.
    expectError(await call('POST', '/auth/delegated-keys', { body, headers: signed(w.key, c2) }), 409, 'CONFLICT');
  });

  it('gives the same fundingSourceId to every key of one card and account', async () => {
    const w = await cardWallet();
    const a = (await list({ accountId: w.accountId })).json().data;
    expect(a).toEqual([]);
    await call('POST', '/auth/delegated-keys', { body: bodyOf(w) });
    await call('POST', '/auth/delegated-keys', { body: bodyOf(w, 'again') });
    const keys = (await list({ accountId: w.accountId })).json().data as { fundingSourceId: string; publicKey: string }[];
    expect(keys).toHaveLength(2);
    expect(keys[0].fundingSourceId).toBe(keys[1].fundingSourceId);
    expect(keys[0].publicKey).not.toBe(keys[1].publicKey);
  });

  it('refuses a retry whose body differs from the first call, on either signed leg', async () => {
    const w = await cardWallet();
    const body = bodyOf(w);
    const c1 = (await call('POST', '/auth/delegated-keys', { body })).json();
    expectError(await call('POST', '/auth/delegated-keys', { body: { ...body, nickname: 'Other' }, headers: signed(w.key, c1) }), 401, 'WALLET_SIGNATURE_BODY_MISMATCH');
    // Nothing was consumed: the right body still goes on.
    const c2 = (await call('POST', '/auth/delegated-keys', { body, headers: signed(w.key, c1) })).json();
    expectError(await call('POST', '/auth/delegated-keys', { body: { ...body, nickname: 'Other' }, headers: signed(w.key, c2) }), 401, 'WALLET_SIGNATURE_BODY_MISMATCH');
    expect((await call('POST', '/auth/delegated-keys', { body, headers: signed(w.key, c2) })).statusCode).toBe(201);
  });

  it('refuses bad stamps with the signed-retry 401s', async () => {
    const w = await cardWallet();
    const body = bodyOf(w);
    const c1 = (await call('POST', '/auth/delegated-keys', { body })).json();
    // A key with no session on the wallet.
    expectError(await call('POST', '/auth/delegated-keys', { body, headers: signed(clientKey(), c1) }), 401, 'WALLET_SIGNATURE_INVALID');
    // A session of another wallet.
    const stranger = await cardWallet();
    expectError(await call('POST', '/auth/delegated-keys', { body, headers: signed(stranger.key, c1) }), 401, 'WALLET_SIGNATURE_INVALID');
    // The right key over the wrong payload.
    expectError(
      await call('POST', '/auth/delegated-keys', { body, headers: { 'service-wallet-signature': stamp(w.key, `${c1.payloadToSign} `), 'request-id': c1.requestId } }),
      401,
      'WALLET_SIGNATURE_INVALID',
    );
    expectError(await call('POST', '/auth/delegated-keys', { body, headers: { 'service-wallet-signature': 'not-a-stamp', 'request-id': c1.requestId } }), 401, 'WALLET_SIGNATURE_MALFORMED');
    expectError(await call('POST', '/auth/delegated-keys', { body, headers: { 'service-wallet-signature': stamp(w.key, c1.payloadToSign) } }), 401, 'REQUEST_ID_MISSING');
    expectError(await call('POST', '/auth/delegated-keys', { body, headers: signed(w.key, { ...c1, requestId: 'Request:0190d2c4-0000-7000-8000-000000000000' }) }), 401, 'UNAUTHORIZED');
    // Past expiresAt.
    h.clock.advance(5 * 60_000 + 1);
    expectError(await call('POST', '/auth/delegated-keys', { body, headers: signed(w.key, c1) }), 401, 'UNAUTHORIZED');
    // The key stays PENDING.
    expect((await list({ accountId: w.accountId })).json().data.map((k: { status: string }) => k.status)).toEqual(['PENDING']);
  });

  it('answers 404 for a card, an account or a funding source that is not the platform\'s', async () => {
    const w = await cardWallet();
    const foreign = await cardWallet(other);
    const post = (body: unknown) => call('POST', '/auth/delegated-keys', { body });
    expectError(await post({ ...bodyOf(w), cardId: foreign.cardId }), 404, 'NOT_FOUND');
    expectError(await post({ ...bodyOf(w), cardId: 'Card:0190d2c4-0000-7000-8000-000000000000' }), 404, 'NOT_FOUND');
    expectError(await post({ ...bodyOf(w), internalAccountId: foreign.accountId }), 404, 'ACCOUNT_NOT_FOUND');
    // An embedded wallet of the platform that does not fund this card.
    const second = await cardWallet();
    const notSource = expectError(await post({ ...bodyOf(w), internalAccountId: second.accountId }), 404, 'ACCOUNT_NOT_FOUND');
    expect(notSource.reason).toMatch(/funding source/);
    // A card funded by an ordinary (non-wallet) account of the cardholder.
    const plain = await oauthWallet(h);
    const accounts = (await call('GET', '/customers/internal-accounts', { query: { customerId: plain.customerId } })).json().data as { id: string; type: string }[];
    const fiat = accounts.find((a) => a.type !== 'EMBEDDED_WALLET' && a.type !== 'INTERNAL_CRYPTO');
    if (!fiat) throw new Error('expected a fiat account');
    const card = await call('POST', '/cards', { body: { cardholderId: plain.customerId, form: 'VIRTUAL', fundingSources: [fiat.id] } });
    expect(card.statusCode, card.body).toBe(201);
    const notWallet = expectError(await post({ cardId: card.json().id, internalAccountId: fiat.id, nickname: 'x' }), 404, 'ACCOUNT_NOT_FOUND');
    expect(notWallet.reason).toMatch(/embedded wallet/);
    // The other platform cannot use this platform's card and wallet either.
    expectError(await call('POST', '/auth/delegated-keys', { as: other, body: bodyOf(w) }), 404, 'NOT_FOUND');
    expect((await list({ accountId: w.accountId })).json().data).toEqual([]);
  });

  it('answers 409 while the funding source has an ACTIVE key; PENDING keys do not block', async () => {
    const w = await cardWallet();
    // Two abandoned creates (one after leg 1, one after leg 2).
    await call('POST', '/auth/delegated-keys', { body: bodyOf(w, 'abandoned 1') });
    const c1 = (await call('POST', '/auth/delegated-keys', { body: bodyOf(w, 'abandoned 2') })).json();
    expect((await call('POST', '/auth/delegated-keys', { body: bodyOf(w, 'abandoned 2'), headers: signed(w.key, c1) })).statusCode).toBe(202);
    const key = await createKey(w);
    expect(key.status).toBe('ACTIVE');
    const conflict = expectError(await call('POST', '/auth/delegated-keys', { body: bodyOf(w, 'second') }), 409, 'CONFLICT');
    expect(conflict.reason).toContain(key.id);
    const keys = (await list({ accountId: w.accountId })).json().data as { nickname: string; status: string }[];
    expect(keys.map((k) => `${k.nickname}:${k.status}`)).toEqual(['abandoned 1:PENDING', 'abandoned 2:PENDING', 'Card funding:ACTIVE']);
    // Once revoked, a new key can be made.
    expect((await call('DELETE', `/auth/delegated-keys/${key.id}`)).statusCode).toBe(204);
    expect((await createKey(w, h.platform, 'replacement')).status).toBe('ACTIVE');
  });

  it('refuses the last leg when another key became ACTIVE meanwhile', async () => {
    const w = await cardWallet();
    const body = bodyOf(w, 'slow');
    const c1 = (await call('POST', '/auth/delegated-keys', { body })).json();
    const c2 = (await call('POST', '/auth/delegated-keys', { body, headers: signed(w.key, c1) })).json();
    await createKey(w);
    expectError(await call('POST', '/auth/delegated-keys', { body, headers: signed(w.key, c2) }), 409, 'CONFLICT');
  });
});

describe('GET /auth/delegated-keys', () => {
  it('needs accountId or fundingSourceId, and names both when neither is sent', async () => {
    const none = expectError(await list({}), 400, 'INVALID_INPUT');
    const fields = ((none.details?.errors ?? []) as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['accountId', 'fundingSourceId']);
    expect(none.reason).toMatch(/accountId/);
    expect(none.reason).toMatch(/fundingSourceId/);
    expectError(await list({ accountId: 'nope' }), 400, 'INVALID_INPUT');
    expectError(await list({ fundingSourceId: 'InternalAccount:0190d2c4-0000-7000-8000-000000000000' }), 400, 'INVALID_INPUT');
  });

  it('filters by account, funding source or both, in every status, within the platform', async () => {
    const w = await cardWallet();
    await call('POST', '/auth/delegated-keys', { body: bodyOf(w, 'pending') });
    const active = await createKey(w);
    const byAccount = (await list({ accountId: w.accountId })).json().data as { id: string; status: string }[];
    expect(byAccount.map((k) => k.status)).toEqual(['PENDING', 'ACTIVE']);
    const bySource = (await list({ fundingSourceId: active.fundingSourceId })).json().data;
    expect(bySource).toEqual(byAccount);
    expect((await list({ accountId: w.accountId, fundingSourceId: active.fundingSourceId })).json().data).toEqual(byAccount);
    expect((await list({ accountId: w.accountId, fundingSourceId: 'CardFundingSource:0190d2c4-0000-7000-8000-000000000000' })).json().data).toEqual([]);
    expect((await call('DELETE', `/auth/delegated-keys/${active.id}`)).statusCode).toBe(204);
    expect((await list({ accountId: w.accountId })).json().data.map((k: { status: string }) => k.status)).toEqual(['PENDING', 'REVOKED']);
    // Another platform sees none of them.
    expect((await list({ accountId: w.accountId }, other)).json().data).toEqual([]);
    expect((await list({ fundingSourceId: active.fundingSourceId }, other)).json().data).toEqual([]);
  });
});

describe('the conformance fixture', () => {
  it('makes an ACTIVE key the owner can read and revoke and another platform cannot', async () => {
    const { params } = await activeDelegatedKey(h, other);
    expect((await call('GET', `/auth/delegated-keys/${params.id}`, { as: other })).json().status).toBe('ACTIVE');
    expectError(await call('DELETE', `/auth/delegated-keys/${params.id}`), 404, 'NOT_FOUND');
    expect((await call('DELETE', `/auth/delegated-keys/${params.id}`, { as: other })).statusCode).toBe(204);
  });
});

describe('GET /auth/delegated-keys/{id}', () => {
  it("answers 404 for another platform's key and for unknown ids", async () => {
    const w = await cardWallet();
    const key = await createKey(w);
    expect((await call('GET', `/auth/delegated-keys/${key.id}`)).json()).toEqual(key);
    expectError(await call('GET', `/auth/delegated-keys/${key.id}`, { as: other }), 404, 'NOT_FOUND');
    expectError(await call('GET', '/auth/delegated-keys/DelegatedKey:0190d2c4-0000-7000-8000-000000000000'), 404, 'NOT_FOUND');
    expectError(await call('GET', `/auth/delegated-keys/${key.id.slice('DelegatedKey:'.length)}`), 404, 'NOT_FOUND');
  });
});

describe('DELETE /auth/delegated-keys/{id}', () => {
  it('revokes an ACTIVE key (204), then answers 400; PENDING keys are 400 too; unknown and foreign ones 404', async () => {
    const w = await cardWallet();
    const key = await createKey(w);
    expectError(await call('DELETE', `/auth/delegated-keys/${key.id}`, { as: other }), 404, 'NOT_FOUND');
    const res = await call('DELETE', `/auth/delegated-keys/${key.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const revoked = (await call('GET', `/auth/delegated-keys/${key.id}`)).json();
    expect(revoked).toMatchObject({ id: key.id, status: 'REVOKED' });
    expect(Date.parse(revoked.updatedAt)).toBeGreaterThanOrEqual(Date.parse(key.updatedAt));
    expect(await hasActiveDelegatedKey(h.database.db, h.platform.platformId, w.cardId.slice(5), w.accountId.slice(16))).toBe(false);
    const again = expectError(await call('DELETE', `/auth/delegated-keys/${key.id}`), 400, 'INVALID_INPUT');
    expect(again.reason).toMatch(/REVOKED/);
    await call('POST', '/auth/delegated-keys', { body: bodyOf(w, 'pending') });
    const pending = (await list({ accountId: w.accountId })).json().data.find((k: { status: string }) => k.status === 'PENDING');
    const refused = expectError(await call('DELETE', `/auth/delegated-keys/${pending.id}`), 400, 'INVALID_INPUT');
    expect(refused.reason).toMatch(/PENDING/);
    expectError(await call('DELETE', '/auth/delegated-keys/DelegatedKey:0190d2c4-0000-7000-8000-000000000000'), 404, 'NOT_FOUND');
    // The revoked key's private half is erased.
    const rows = await h.database.db.query<{ private_key: string | null }>('SELECT private_key FROM delegated_keys WHERE id = $1', [key.id.slice('DelegatedKey:'.length)]);
    expect(rows[0].private_key).toBeNull();
  });
});

describe('key custody', () => {
  it('keeps private keys sealed at rest and never answers them', async () => {
    const w = await cardWallet();
    await createKey(w);
    await call('POST', '/auth/delegated-keys', { body: bodyOf(w, 'pending') });
    const rows = await h.database.db.query<{ id: string; public_key: string; private_key: string | null }>(
      'SELECT id, public_key, private_key FROM delegated_keys WHERE private_key IS NOT NULL',
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const { p256 } = await import('@noble/curves/nist.js');
    for (const row of rows) {
      expect(row.private_key).toMatch(/^v1\./);
      const secret = h.services.keyring.openText(row.private_key as string, placeOf(DELEGATED_KEY_PRIVATE_KEY, row.id));
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(Buffer.from(p256.getPublicKey(Buffer.from(secret, 'hex'), true)).toString('hex')).toBe(row.public_key);
      for (const body of answered) expect(body.toLowerCase()).not.toContain(secret);
    }
  });
});
