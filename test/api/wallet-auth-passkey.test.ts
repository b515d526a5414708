import { readFileSync } from 'node:fs';
import { p256 } from '@noble/curves/nist.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import { clientKey, openSessionKey, registrationChallenge, signed, SoftPasskey, walletCustomer } from '../support/wallet-auth.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

/**
 * A wallet with no credential yet (its customer has no e-mail), so its first passkey registers
 * at once: these tests are about the passkey, not the signed retry a further credential needs.
 */
const bareWallet = () => walletCustomer(h, h.platform, { email: false });

async function passkeyWallet(fmt: 'none' | 'packed' = 'none') {
  const { accountId } = await bareWallet();
  const passkey = new SoftPasskey();
  const challenge = registrationChallenge();
  const res = await h.call('POST', '/auth/credentials', {
    body: { type: 'PASSKEY', accountId, nickname: '  My phone (work) ', challenge, attestation: await passkey.attest(challenge, { fmt }) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { accountId, passkey, credential: res.json() as { id: string; credentialId: string; nickname: string } };
}

const challengeFor = async (id: string, clientPublicKey: string) => {
  const res = await h.call('POST', `/auth/credentials/${id}/challenge`, { body: { clientPublicKey } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { challenge: string; requestId: string; expiresAt: string; credentialId: string; type: string };
};

const verify = (id: string, assertion: unknown, requestId?: string) =>
  h.call('POST', `/auth/credentials/${id}/verify`, { body: { type: 'PASSKEY', assertion }, headers: requestId ? { 'request-id': requestId } : {} });

describe('PASSKEY credentials', () => {
  it('registers a passkey and opens a session from a WebAuthn assertion', async () => {
    const { accountId, passkey, credential } = await passkeyWallet();
    expect(credential).toMatchObject({ type: 'PASSKEY', nickname: 'My phone (work)', credentialId: passkey.credentialId });
    const key = clientKey();
    const challenge = await challengeFor(credential.id, key.compressed);
    expect(challenge).toMatchObject({ type: 'PASSKEY', credentialId: passkey.credentialId });
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
    const res = await verify(credential.id, passkey.assert(challenge.challenge), challenge.requestId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 'PASSKEY', accountId });
    // The bound key signs for the wallet.
    const patch = (await h.call('PATCH', `/internal-accounts/${accountId}`, { body: { privateEnabled: true } })).json();
    expect((await h.call('PATCH', `/internal-accounts/${accountId}`, { body: { privateEnabled: true }, headers: signed(key, patch) })).statusCode).toBe(200);
  });

  it('verifies a packed self-attestation and returns a sealed session key for an uncompressed clientPublicKey', async () => {
    const { passkey, credential } = await passkeyWallet('packed');
    const key = clientKey();
    const challenge = await challengeFor(credential.id, key.uncompressed);
    const res = await verify(credential.id, passkey.assert(challenge.challenge), challenge.requestId);
    expect(res.statusCode).toBe(200);
    const sessionKey = await openSessionKey(key, res.json().encryptedSessionSigningKey);
    expect(sessionKey.compressed).toMatch(/^0[23]/);
  });

  it('uses each Request-Id once, even after a failed attempt, and needs one', async () => {
    const { passkey, credential } = await passkeyWallet();
    const challenge = await challengeFor(credential.id, clientKey().compressed);
    expectError(await verify(credential.id, passkey.assert(challenge.challenge)), 401, 'REQUEST_ID_MISSING');
    expectError(await verify(credential.id, passkey.assert(challenge.challenge, { origin: 'https://evil.example' }), challenge.requestId), 401, 'UNAUTHORIZED');
    expectError(await verify(credential.id, passkey.assert(challenge.challenge), challenge.requestId), 401, 'UNAUTHORIZED');
  });

  it('rejects wrong challenge, RP, type, signature, stale counter and expired challenges', async () => {
    const { passkey, credential } = await passkeyWallet();
    const attempt = async (build: (challenge: string) => unknown) => {
      const c = await challengeFor(credential.id, clientKey().compressed);
      return verify(credential.id, build(c.challenge), c.requestId);
    };
    expectError(await attempt(() => passkey.assert('00'.repeat(32))), 401, 'UNAUTHORIZED');
    expectError(await attempt((c) => passkey.assert(c, { rpId: 'evil.example' })), 401, 'UNAUTHORIZED');
    expectError(await attempt((c) => passkey.assert(c, { type: 'webauthn.create' })), 401, 'UNAUTHORIZED');
    expectError(await attempt((c) => ({ ...passkey.assert(c), signature: new SoftPasskey().assert(c).signature })), 401, 'UNAUTHORIZED');
    expectError(await attempt((c) => ({ ...passkey.assert(c), credentialId: new SoftPasskey().credentialId })), 401, 'UNAUTHORIZED');
    expect((await attempt((c) => passkey.assert(c, { counter: 10 }))).statusCode).toBe(200);
    expectError(await attempt((c) => passkey.assert(c, { counter: 10 })), 401, 'UNAUTHORIZED');
    expect((await attempt((c) => passkey.assert(c, { counter: 11 }))).statusCode).toBe(200);
    const late = await challengeFor(credential.id, clientKey().compressed);
    h.clock.advance(5 * 60_000 + 1);
    expectError(await verify(credential.id, passkey.assert(late.challenge), late.requestId), 401, 'UNAUTHORIZED');
  });

  it('accepts the legacy sandbox signature literal (sandbox only), still with a valid Request-Id', async () => {
    const { passkey, credential } = await passkeyWallet();
    const c = await challengeFor(credential.id, clientKey().compressed);
    const res = await verify(credential.id, { ...passkey.assert(c.challenge), signature: 'sandbox-valid-passkey-signature' }, c.requestId);
    expect(res.statusCode).toBe(200);
  });

  it('checks registrations: challenge match and single use, type, nickname, duplicates', async () => {
    const { accountId } = await bareWallet();
    const passkey = new SoftPasskey();
    const challenge = registrationChallenge();
    const body = async (overrides: Record<string, unknown> = {}, attest: Parameters<SoftPasskey['attest']>[1] = {}) => ({
      type: 'PASSKEY',
      accountId,
      nickname: 'Laptop',
      challenge,
      attestation: await passkey.attest(challenge, attest),
      ...overrides,
    });
    expectError(await h.call('POST', '/auth/credentials', { body: await body({ challenge: registrationChallenge() }) }), 400, 'INVALID_INPUT');
    expectError(await h.call('POST', '/auth/credentials', { body: await body({}, { type: 'webauthn.get' }) }), 400, 'INVALID_INPUT');
    expectError(await h.call('POST', '/auth/credentials', { body: await body({ nickname: 'bad<script>' }) }), 400, 'INVALID_INPUT');
    expectError(await h.call('POST', '/auth/credentials', { body: await body({ attestation: { credentialId: 'AA', clientDataJson: 'AA', attestationObject: 'AA' } }) }), 400, 'INVALID_INPUT');
    expect((await h.call('POST', '/auth/credentials', { body: await body() })).statusCode).toBe(201);
    // A second passkey needs a session; the duplicate is refused before any challenge.
    expectError(await h.call('POST', '/auth/credentials', { body: await body() }), 400, 'INVALID_INPUT'); // challenge already used
    const again = registrationChallenge();
    expectError(
      await h.call('POST', '/auth/credentials', { body: { type: 'PASSKEY', accountId, nickname: 'Laptop', challenge: again, attestation: await passkey.attest(again) } }),
      400,
      'PASSKEY_CREDENTIAL_ALREADY_EXISTS',
    );
  });
});

describe('PASSKEY checks by @simplewebauthn/server', () => {
  const uuidOf = (id: string) => id.slice(id.indexOf(':') + 1);
  const storedKey = async (id: string) =>
    (await h.database.db.query<{ passkey_public_key: string }>('SELECT passkey_public_key FROM wallet_credentials WHERE id = $1', [uuidOf(id)]))[0].passkey_public_key;
  const attempt = async (credentialId: string, build: (challenge: string) => unknown) => {
    const c = await challengeFor(credentialId, clientKey().compressed);
    return verify(credentialId, build(c.challenge), c.requestId);
  };
  const register = async (passkey: SoftPasskey, attest: Parameters<SoftPasskey['attest']>[1] = {}) => {
    const { accountId } = await bareWallet();
    const challenge = registrationChallenge();
    return h.call('POST', '/auth/credentials', { body: { type: 'PASSKEY', accountId, nickname: 'Key', challenge, attestation: await passkey.attest(challenge, attest) } });
  };

  it('registers with none and packed (self) attestation and stores the COSE key; refuses a forged packed statement', async () => {
    for (const fmt of ['none', 'packed'] as const) {
      const { passkey, credential } = await passkeyWallet(fmt);
      expect(await storedKey(credential.id)).toMatch(/^a5010203262001215820[0-9a-f]{64}225820[0-9a-f]{64}$/);
      expect((await attempt(credential.id, (c) => passkey.assert(c))).statusCode).toBe(200);
    }
    const forged = await register(new SoftPasskey(), { fmt: 'packed', packedKey: p256.utils.randomSecretKey() });
    expectError(forged, 400, 'INVALID_INPUT');
  });

  it('refuses an assertion made for another origin', async () => {
    const { passkey, credential } = await passkeyWallet();
    const body = expectError(await attempt(credential.id, (c) => passkey.assert(c, { origin: 'https://wallet.example.org' })), 401, 'UNAUTHORIZED');
    expect(body.reason).toMatch(/origin differs/);
  });

  it('binds the RP id: one that does not belong to the origin is refused at registration, another one at assertion', async () => {
    const body = expectError(await register(new SoftPasskey(), { rpId: 'evil.example' }), 400, 'INVALID_INPUT');
    expect(JSON.stringify(body.details)).toMatch(/RP id/);
    // A parent domain of the origin is a valid RP id; assertions must then name it, not the origin's host.
    const passkey = new SoftPasskey('example.com', 'https://wallet.example.com');
    const created = await register(passkey);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await attempt(id, (c) => passkey.assert(c))).statusCode).toBe(200);
    const wrong = expectError(await attempt(id, (c) => passkey.assert(c, { rpId: 'wallet.example.com' })), 401, 'UNAUTHORIZED');
    expect(wrong.reason).toMatch(/RP id differs/);
  });

  it('refuses a replayed or lower signature counter', async () => {
    const { passkey, credential } = await passkeyWallet();
    expect((await attempt(credential.id, (c) => passkey.assert(c, { counter: 5 }))).statusCode).toBe(200);
    for (const counter of [5, 4]) {
      const body = expectError(await attempt(credential.id, (c) => passkey.assert(c, { counter })), 401, 'UNAUTHORIZED');
      expect(body.reason).toMatch(/counter did not increase/);
    }
    expect((await attempt(credential.id, (c) => passkey.assert(c, { counter: 6 }))).statusCode).toBe(200);
  });

  it('refuses a missing user-presence flag, at registration and at assertion', async () => {
    expectError(await register(new SoftPasskey(), { flags: 0x44 }), 400, 'INVALID_INPUT');
    const { passkey, credential } = await passkeyWallet();
    const body = expectError(await attempt(credential.id, (c) => passkey.assert(c, { flags: 0x04 })), 401, 'UNAUTHORIZED');
    expect(body.reason).toMatch(/user presence/);
  });

  it('keeps verifying passkeys stored before migration 026, and the migration converts them', async () => {
    const { passkey, credential } = await passkeyWallet();
    const cose = await storedKey(credential.id);
    const legacy = Buffer.from(p256.getPublicKey(passkey.privateKey, false)).toString('hex');
    await h.database.db.query('UPDATE wallet_credentials SET passkey_public_key = $2 WHERE id = $1', [uuidOf(credential.id), legacy]);
    expect((await attempt(credential.id, (c) => passkey.assert(c))).statusCode).toBe(200);
    const migration = readFileSync(new URL('../../src/db/migrations/026_passkey_cose_keys.sql', import.meta.url), 'utf8');
    await h.database.db.query(migration);
    expect(await storedKey(credential.id)).toBe(cose);
    expect((await attempt(credential.id, (c) => passkey.assert(c))).statusCode).toBe(200);
  });

  it('does not reach another platform’s passkey', async () => {
    const { credential } = await passkeyWallet();
    const other = await h.newPlatform('Other');
    expectError(await h.call('POST', `/auth/credentials/${credential.id}/challenge`, { as: other, body: { clientPublicKey: clientKey().compressed } }), 404, 'AUTH_METHOD_NOT_FOUND');
  });
});
