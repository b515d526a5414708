import { p256 } from '@noble/curves/nist.js';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import {
  addOauth,
  clientKey,
  emailCredentialOf,
  emailWallet,
  nonceOf,
  oauthWallet,
  oidcToken,
  openExport,
  openSessionKey,
  signed,
  stamp,
  walletCustomer,
} from '../support/wallet-auth.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

describe('embedded wallet provisioning', () => {
  it('gives each customer one EMBEDDED_WALLET (USDB) account once the platform supports USDB', async () => {
    const p = await h.newPlatform('No USDB');
    const consent = { type: 'SERVICE_END_USER_TERMS', termsVersion: '2025-10-13', acceptedAt: '2025-10-20T10:00:00Z', ipAddress: '203.0.113.7', acceptanceMethod: 'CHECKBOX' };
    const plain = (await h.call('POST', '/customers', { as: p, body: { customerType: 'INDIVIDUAL', agreementConsents: [consent] } })).json();
    const none = (await h.call('GET', '/customers/internal-accounts', { as: p, query: { customerId: plain.id, type: 'EMBEDDED_WALLET' } })).json();
    expect(none.data).toEqual([]);
    const { accountId, customerId } = await walletCustomer(h, p);
    const all = (await h.call('GET', '/customers/internal-accounts', { as: p, query: { customerId } })).json().data as { id: string; type: string; privateEnabled?: boolean }[];
    const wallet = all.find((a) => a.id === accountId);
    expect(wallet).toMatchObject({ type: 'EMBEDDED_WALLET', privateEnabled: false });
    // The ordinary USDB holding is still there next to the wallet.
    expect(all.filter((a) => a.type === 'INTERNAL_CRYPTO').length).toBeGreaterThan(0);
  });
});

describe('OAUTH credentials and sessions', () => {
  it('registers the first credential of a wallet without one (customer without e-mail) at once and opens a client-held session on verify', async () => {
    const { accountId } = await walletCustomer(h, h.platform, { email: false });
    expect((await h.call('GET', '/auth/credentials', { query: { accountId } })).json()).toEqual({ data: [] });
    const created = await h.call('POST', '/auth/credentials', { body: { type: 'OAUTH', accountId, oidcToken: oidcToken(h.clock.now()) } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ accountId, type: 'OAUTH', nickname: 'ada@example.com' });
    const key = clientKey();
    const res = await h.call('POST', `/auth/credentials/${created.json().id}/verify`, {
      body: { type: 'OAUTH', oidcToken: oidcToken(h.clock.now(), { nonce: nonceOf(key.compressed) }), clientPublicKey: key.compressed },
    });
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session.id).toMatch(/^Session:/);
    expect(session.encryptedSessionSigningKey).toBeUndefined();
    expect(new Date(session.expiresAt).getTime() - h.clock.now().getTime()).toBe(15 * 60_000);
    const list = (await h.call('GET', '/auth/sessions', { query: { accountId } })).json();
    expect(list.data).toEqual([session]);
    const creds = (await h.call('GET', '/auth/credentials', { query: { accountId } })).json();
    expect(creds.data.map((c: { id: string }) => c.id)).toEqual([created.json().id]);
  });

  it('checks the OIDC token: issuer, age, expiry, nonce and registered identity', async () => {
    const w = await oauthWallet(h);
    const key = clientKey();
    const verify = (token: string) =>
      h.call('POST', `/auth/credentials/${w.credentialId}/verify`, { body: { type: 'OAUTH', oidcToken: token, clientPublicKey: key.compressed } });
    const now = h.clock.now();
    const nonce = nonceOf(key.compressed);
    expectError(await verify(oidcToken(now, { nonce, iss: 'https://evil.example' })), 400, 'INVALID_INPUT');
    expectError(await verify('not-a-jwt'), 400, 'INVALID_INPUT');
    expectError(await verify(oidcToken(new Date(now.getTime() - 61_000), { nonce })), 401, 'UNAUTHORIZED');
    expectError(await verify(oidcToken(now, { nonce, exp: Math.floor(now.getTime() / 1000) - 1 })), 401, 'UNAUTHORIZED');
    expectError(await verify(oidcToken(now, { nonce: nonceOf(clientKey().compressed) })), 401, 'UNAUTHORIZED');
    expectError(await verify(oidcToken(now, { nonce, sub: 'someone-else' })), 401, 'UNAUTHORIZED');
    expect((await verify(oidcToken(now, { nonce, aud: ['client-123.apps.example'] }))).statusCode).toBe(200);
  });

  it('rejects a malformed accountId on the lists and answers an empty list for an unknown one', async () => {
    expectError(await h.call('GET', '/auth/credentials', { query: { accountId: 'nope' } }), 400, 'INVALID_INPUT');
    expectError(await h.call('GET', '/auth/sessions', { query: { accountId: 'Customer:0192f000-0000-7000-8000-000000000000' } }), 400, 'INVALID_INPUT');
    expect((await h.call('GET', '/auth/credentials', { query: { accountId: 'InternalAccount:0192f000-0000-7000-8000-000000000000' } })).json()).toEqual({ data: [] });
  });

  it('seals a service-made session key to an uncompressed clientPublicKey (legacy model), and that key signs', async () => {
    const w = await oauthWallet(h);
    const client = clientKey();
    const res = await h.call('POST', `/auth/credentials/${w.credentialId}/verify`, {
      body: { type: 'OAUTH', oidcToken: oidcToken(h.clock.now(), { nonce: nonceOf(client.uncompressed) }), clientPublicKey: client.uncompressed },
    });
    expect(res.statusCode).toBe(200);
    const sessionKey = await openSessionKey(client, res.json().encryptedSessionSigningKey);
    const body = { privateEnabled: true };
    const first = await h.call('PATCH', `/internal-accounts/${w.accountId}`, { body });
    const done = await h.call('PATCH', `/internal-accounts/${w.accountId}`, { body, headers: signed(sessionKey, first.json()) });
    expect(done.statusCode).toBe(200);
    // Lists never show key material.
    const list = (await h.call('GET', '/auth/sessions', { query: { accountId: w.accountId } })).json().data as Record<string, unknown>[];
    expect(list.every((s) => s.encryptedSessionSigningKey === undefined)).toBe(true);
  });
});

describe('signed retry on PATCH /internal-accounts/{id}', () => {
  it('answers 202 with a challenge, then 200 with the account on a valid signed retry', async () => {
    const w = await oauthWallet(h);
    const body = { privateEnabled: true };
    const first = await h.call('PATCH', `/internal-accounts/${w.accountId}`, { body });
    expect(first.statusCode).toBe(202);
    const challenge = first.json();
    expect(challenge.requestId).toMatch(/^Request:/);
    expect(new Date(challenge.expiresAt).getTime() - h.clock.now().getTime()).toBe(5 * 60_000);
    const done = await h.call('PATCH', `/internal-accounts/${w.accountId}`, { body, headers: signed(w.key, challenge) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: w.accountId, type: 'EMBEDDED_WALLET', privateEnabled: true });
    // Single use.
    expectError(await h.call('PATCH', `/internal-accounts/${w.accountId}`, { body, headers: signed(w.key, challenge) }), 401, 'UNAUTHORIZED');
  });

  it('rejects every kind of bad retry with 401 and the matching code', async () => {
    const w = await oauthWallet(h);
    const path = `/internal-accounts/${w.accountId}`;
    const body = { privateEnabled: true };
    const challenge = (await h.call('PATCH', path, { body })).json();
    const good = signed(w.key, challenge);
    expectError(await h.call('PATCH', path, { body, headers: { 'service-wallet-signature': good['service-wallet-signature'] } }), 401, 'REQUEST_ID_MISSING');
    expectError(await h.call('PATCH', path, { body, headers: { 'request-id': challenge.requestId } }), 401, 'WALLET_SIGNATURE_MISSING');
    expectError(await h.call('PATCH', path, { body, headers: { ...good, 'service-wallet-signature': 'bm90IGpzb24' } }), 401, 'WALLET_SIGNATURE_MALFORMED');
    expectError(await h.call('PATCH', path, { body: { privateEnabled: false }, headers: good }), 401, 'WALLET_SIGNATURE_BODY_MISMATCH');
    // A valid stamp by a key that is no session of this wallet.
    expectError(await h.call('PATCH', path, { body, headers: signed(clientKey(), challenge) }), 401, 'WALLET_SIGNATURE_INVALID');
    // The session's key over another payload.
    expectError(await h.call('PATCH', path, { body, headers: { ...good, 'service-wallet-signature': stamp(w.key, `${challenge.payloadToSign} `) } }), 401, 'WALLET_SIGNATURE_INVALID');
    expectError(await h.call('PATCH', path, { body, headers: { ...good, 'request-id': 'Request:0192f000-0000-7000-8000-000000000000' } }), 401, 'UNAUTHORIZED');
    // None of that consumed the request: the good retry still works.
    expect((await h.call('PATCH', path, { body, headers: good })).statusCode).toBe(200);
  });

  it('accepts a high-S signature, and the sandbox literal', async () => {
    const w = await oauthWallet(h);
    const path = `/internal-accounts/${w.accountId}`;
    const body = { privateEnabled: true };
    // Find a payload whose low-S signature must be flipped, then send the high-S twin.
    const challenge = (await h.call('PATCH', path, { body })).json();
    const sig = p256.Signature.fromBytes(p256.sign(new TextEncoder().encode(challenge.payloadToSign), w.key.privateKey, { format: 'compact' }), 'compact');
    const high = new p256.Signature(sig.r, p256.Point.CURVE().n - sig.s);
    const header = Buffer.from(JSON.stringify({ publicKey: w.key.compressed, scheme: 'SIGNATURE_SCHEME_TK_API_P256', signature: high.toHex('der') })).toString('base64url');
    expect((await h.call('PATCH', path, { body, headers: { 'service-wallet-signature': header, 'request-id': challenge.requestId } })).statusCode).toBe(200);
    const again = (await h.call('PATCH', path, { body: { privateEnabled: false } })).json();
    const res = await h.call('PATCH', path, { body: { privateEnabled: false }, headers: { 'service-wallet-signature': 'sandbox-valid-signature', 'request-id': again.requestId } });
    expect(res.json()).toMatchObject({ privateEnabled: false });
  });

  it('expires the challenge after five minutes and refuses an expired session', async () => {
    const w = await oauthWallet(h);
    const path = `/internal-accounts/${w.accountId}`;
    const body = { privateEnabled: true };
    const challenge = (await h.call('PATCH', path, { body })).json();
    h.clock.advance(5 * 60_000 + 1);
    expectError(await h.call('PATCH', path, { body, headers: signed(w.key, challenge) }), 401, 'UNAUTHORIZED');
    h.clock.advance(10 * 60_000);
    const fresh = (await h.call('PATCH', path, { body })).json();
    expectError(await h.call('PATCH', path, { body, headers: signed(w.key, fresh) }), 401, 'WALLET_SIGNATURE_INVALID');
    expect((await h.call('GET', '/auth/sessions', { query: { accountId: w.accountId } })).json().data).toEqual([]);
  });

  it('answers 404 for a non-wallet account and for another platform', async () => {
    const w = await oauthWallet(h);
    const other = await h.newPlatform('Other');
    expectError(await h.call('PATCH', `/internal-accounts/${w.accountId}`, { as: other, body: { privateEnabled: true } }), 404, 'ACCOUNT_NOT_FOUND');
    const usd = (await h.call('GET', '/customers/internal-accounts', { query: { customerId: w.customerId, currency: 'USD' } })).json().data[0];
    expectError(await h.call('PATCH', `/internal-accounts/${usd.id}`, { body: { privateEnabled: true } }), 404, 'ACCOUNT_NOT_FOUND');
    expectError(await h.call('PATCH', `/internal-accounts/${w.accountId}`, { body: {} }), 400, 'INVALID_INPUT');
  });
});

describe('wallet export', () => {
  it('returns the BIP-39 mnemonic sealed to the client key, the same wallet each time', async () => {
    const w = await oauthWallet(h);
    const path = `/internal-accounts/${w.accountId}/export`;
    const exportOnce = async () => {
      const target = clientKey();
      const body = { clientPublicKey: target.uncompressed };
      const first = await h.call('POST', path, { body });
      expect(first.statusCode).toBe(202);
      const done = await h.call('POST', path, { body, headers: signed(w.key, first.json()) });
      expect(done.statusCode).toBe(200);
      expect(done.json().id).toBe(w.accountId);
      const outer = JSON.parse(done.json().encryptedWalletCredentials);
      expect(outer).toMatchObject({ version: 'v1.0.0', dataSignature: '', enclaveQuorumPublic: '' });
      return openExport(target, done.json().encryptedWalletCredentials);
    };
    const mnemonic = await exportOnce();
    expect(mnemonic.split(' ')).toHaveLength(12);
    expect(validateMnemonic(mnemonic, wordlist)).toBe(true);
    expect(await exportOnce()).toBe(mnemonic);
  });

  it('needs an uncompressed key, the same on both legs', async () => {
    const w = await oauthWallet(h);
    const path = `/internal-accounts/${w.accountId}/export`;
    expectError(await h.call('POST', path, { body: { clientPublicKey: clientKey().compressed } }), 400, 'INVALID_INPUT');
    const body = { clientPublicKey: clientKey().uncompressed };
    const first = (await h.call('POST', path, { body })).json();
    expectError(await h.call('POST', path, { body: { clientPublicKey: clientKey().uncompressed }, headers: signed(w.key, first) }), 401, 'WALLET_SIGNATURE_BODY_MISMATCH');
  });
});

describe('revoking credentials and sessions, refreshing sessions', () => {
  it('will not revoke the only credential', async () => {
    const w = await oauthWallet(h);
    expectError(await h.call('DELETE', `/auth/credentials/${w.credentialId}`), 400, 'INVALID_INPUT');
  });

  it('adding a second credential needs a signed retry by a session of the wallet', async () => {
    const w = await emailWallet(h);
    expectError(await h.call('POST', '/auth/credentials', { body: { type: 'EMAIL_OTP', accountId: w.accountId } }), 400, 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS');
    const body = { type: 'SMS_OTP', accountId: w.accountId };
    const first = await h.call('POST', '/auth/credentials', { body });
    expect(first.statusCode).toBe(202);
    expect(first.json().type).toBe('SMS_OTP');
    expectError(await h.call('POST', '/auth/credentials', { body, headers: signed(clientKey(), first.json()) }), 401, 'WALLET_SIGNATURE_INVALID');
    const done = await h.call('POST', '/auth/credentials', { body, headers: signed(w.key, first.json()) });
    expect(done.statusCode).toBe(201);
    expect(typeof done.json().otpEncryptionTargetBundle).toBe('string');
    expectError(await h.call('POST', '/auth/credentials', { body }), 400, 'SMS_OTP_CREDENTIAL_ALREADY_EXISTS');
  });

  it('revocation is signed by a session of another credential, and ends the sessions of the revoked one', async () => {
    const w = await oauthWallet(h);
    // A second OAUTH identity with its own session.
    const token = oidcToken(h.clock.now(), { sub: 'apple-user', iss: 'https://appleid.apple.com' });
    const body = { type: 'OAUTH', accountId: w.accountId, oidcToken: token };
    const first = (await h.call('POST', '/auth/credentials', { body })).json();
    const second = (await h.call('POST', '/auth/credentials', { body, headers: signed(w.key, first) })).json();
    const key2 = clientKey();
    const s2 = await h.call('POST', `/auth/credentials/${second.id}/verify`, {
      body: { type: 'OAUTH', oidcToken: oidcToken(h.clock.now(), { sub: 'apple-user', iss: 'https://appleid.apple.com', nonce: nonceOf(key2.compressed) }), clientPublicKey: key2.compressed },
    });
    expect(s2.statusCode).toBe(200);

    const challenge = await h.call('DELETE', `/auth/credentials/${w.credentialId}`);
    expect(challenge.statusCode).toBe(202);
    expect(challenge.json().type).toBe('OAUTH');
    expectError(await h.call('DELETE', `/auth/credentials/${w.credentialId}`, { headers: signed(w.key, challenge.json()) }), 401, 'WALLET_SIGNATURE_INVALID');
    const done = await h.call('DELETE', `/auth/credentials/${w.credentialId}`, { headers: signed(key2, challenge.json()) });
    expect(done.statusCode).toBe(204);
    const sessions = (await h.call('GET', '/auth/sessions', { query: { accountId: w.accountId } })).json().data as { id: string }[];
    expect(sessions.map((s) => s.id)).toEqual([s2.json().id]);
    const creds = (await h.call('GET', '/auth/credentials', { query: { accountId: w.accountId } })).json().data as { id: string }[];
    expect(creds.map((c) => c.id)).toEqual([second.id]);
    expectError(await h.call('DELETE', `/auth/credentials/${w.credentialId}`), 404, 'AUTH_METHOD_NOT_FOUND');
  });

  it('revokes a session (self-revocation allowed), then answers 404 for it', async () => {
    const w = await oauthWallet(h);
    const first = await h.call('DELETE', `/auth/sessions/${w.sessionId}`);
    expect(first.statusCode).toBe(202);
    expect(first.json().type).toBe('OAUTH');
    expect((await h.call('DELETE', `/auth/sessions/${w.sessionId}`, { headers: signed(w.key, first.json()) })).statusCode).toBe(204);
    expectError(await h.call('DELETE', `/auth/sessions/${w.sessionId}`), 404, 'SESSION_NOT_FOUND');
  });

  it('refreshes a session with the session key; the new key must be the one bound on the first call', async () => {
    const w = await oauthWallet(h);
    const path = `/auth/sessions/${w.sessionId}/refresh`;
    const next = clientKey();
    const first = await h.call('POST', path, { body: { clientPublicKey: next.compressed } });
    expect(first.statusCode).toBe(202);
    expectError(await h.call('POST', path, { body: { clientPublicKey: clientKey().compressed }, headers: signed(w.key, first.json()) }), 401, 'WALLET_SIGNATURE_BODY_MISMATCH');
    const done = await h.call('POST', path, { body: { clientPublicKey: next.compressed }, headers: signed(w.key, first.json()) });
    expect(done.statusCode).toBe(201);
    expect(done.json().id).not.toBe(w.sessionId);
    // The new key signs for the wallet.
    const patch = (await h.call('PATCH', `/internal-accounts/${w.accountId}`, { body: { privateEnabled: true } })).json();
    expect((await h.call('PATCH', `/internal-accounts/${w.accountId}`, { body: { privateEnabled: true }, headers: signed(next, patch) })).statusCode).toBe(200);
    h.clock.advance(15 * 60_000 + 1);
    expectError(await h.call('POST', path, { body: { clientPublicKey: next.compressed } }), 404, 'SESSION_NOT_FOUND');
  });

  it('builds wallets through the test helpers: the initial EMAIL_OTP login, a second OAUTH credential', async () => {
    const w = await emailWallet(h);
    expect(w.credentialId).toBe((await emailCredentialOf(h, w.accountId)).id);
    const oauth = await addOauth(h, w);
    const creds = (await h.call('GET', '/auth/credentials', { query: { accountId: w.accountId } })).json().data as { id: string; type: string }[];
    expect(creds.map((c) => [c.id, c.type])).toEqual([
      [w.credentialId, 'EMAIL_OTP'],
      [oauth.credentialId, 'OAUTH'],
    ]);
    const sessions = (await h.call('GET', '/auth/sessions', { query: { accountId: w.accountId } })).json().data as { id: string }[];
    expect(sessions.map((s) => s.id)).toEqual([w.sessionId, oauth.sessionId]);
  });
});
