import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordingNotifier } from '../../src/sandbox/notifier.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import { clientKey, emailCredentialOf, encryptOtp, signed, walletCustomer } from '../support/wallet-auth.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

/**
 * A wallet and its OTP credential with a first code: the EMAIL_OTP credential it starts with,
 * its code from /challenge; or an SMS_OTP one registered at once as the first credential of a
 * customer without e-mail (the bootstrap).
 */
async function otpWallet(type: 'EMAIL_OTP' | 'SMS_OTP' = 'EMAIL_OTP') {
  if (type === 'EMAIL_OTP') {
    const { accountId } = await walletCustomer(h);
    const res = await h.call('POST', `/auth/credentials/${(await emailCredentialOf(h, accountId)).id}/challenge`, { body: {} });
    expect(res.statusCode).toBe(200);
    return { accountId, credential: res.json() as { id: string; nickname: string; otpEncryptionTargetBundle: string } };
  }
  const { accountId } = await walletCustomer(h, h.platform, { email: false });
  const res = await h.call('POST', '/auth/credentials', { body: { type, accountId } });
  expect(res.statusCode).toBe(201);
  return { accountId, credential: res.json() as { id: string; nickname: string; otpEncryptionTargetBundle: string } };
}

const verify = (id: string, encryptedOtpBundle: string, headers?: Record<string, string>, type = 'EMAIL_OTP') =>
  h.call('POST', `/auth/credentials/${id}/verify`, { body: { type, encryptedOtpBundle }, headers });

describe('EMAIL_OTP and SMS_OTP', () => {
  it('logs in with the sandbox code in two legs; the bundled key becomes the session key', async () => {
    const { accountId, credential } = await otpWallet();
    expect(credential.nickname).toMatch(/@example\.com$/);
    const bundle = JSON.parse(credential.otpEncryptionTargetBundle);
    expect(bundle.version).toBe('v1.0.0');
    const tek = clientKey();
    const encrypted = await encryptOtp(credential.otpEncryptionTargetBundle, '000000', tek.compressed);
    const leg1 = await verify(credential.id, encrypted);
    expect(leg1.statusCode).toBe(202);
    expect(leg1.json().type).toBe('EMAIL_OTP');
    const token = leg1.json().payloadToSign as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: credential.id, public_key: tek.compressed, jti: leg1.json().requestId });

    expectError(await verify(credential.id, encrypted, signed(clientKey(), leg1.json())), 401, 'WALLET_SIGNATURE_INVALID');
    expectError(await verify(credential.id, encrypted, { 'service-wallet-signature': signed(tek, leg1.json())['service-wallet-signature'] }), 401, 'REQUEST_ID_MISSING');
    const leg2 = await verify(credential.id, encrypted, signed(tek, leg1.json()));
    expect(leg2.statusCode).toBe(200);
    expect(leg2.json()).toMatchObject({ type: 'EMAIL_OTP', accountId });
    expect(leg2.json().encryptedSessionSigningKey).toBeUndefined();

    // The bundled key signs wallet operations now.
    const patch = (await h.call('PATCH', `/internal-accounts/${accountId}`, { body: { privateEnabled: true } })).json();
    expect((await h.call('PATCH', `/internal-accounts/${accountId}`, { body: { privateEnabled: true }, headers: signed(tek, patch) })).statusCode).toBe(200);
    // The code was used: the same bundle cannot start another login.
    expectError(await verify(credential.id, encrypted), 401, 'UNAUTHORIZED');
  });

  it('accepts an uncompressed bundled key too (as wallet SDK samples send it)', async () => {
    const { credential } = await otpWallet();
    const tek = clientKey();
    const encrypted = await encryptOtp(credential.otpEncryptionTargetBundle, '000000', tek.uncompressed);
    const leg1 = (await verify(credential.id, encrypted)).json();
    expect((await verify(credential.id, encrypted, signed(tek, leg1))).statusCode).toBe(200);
  });

  it('counts wrong codes and locks verification with 429 and Retry-After after five', async () => {
    const { credential } = await otpWallet();
    const tek = clientKey();
    for (let i = 0; i < 4; i++) {
      const wrong = await encryptOtp(credential.otpEncryptionTargetBundle, '123456', tek.compressed);
      const body = expectError(await verify(credential.id, wrong), 401, 'UNAUTHORIZED');
      expect(body.reason).toBe('Invalid OTP code');
    }
    const fifth = await verify(credential.id, await encryptOtp(credential.otpEncryptionTargetBundle, '123456', tek.compressed));
    expectError(fifth, 429, 'RATE_LIMITED');
    expect(Number(fifth.headers['retry-after'])).toBe(15 * 60);
    // Even the right code waits out the lock.
    const right = await verify(credential.id, await encryptOtp(credential.otpEncryptionTargetBundle, '000000', tek.compressed));
    expectError(right, 429, 'RATE_LIMITED');
    h.clock.advance(15 * 60_000);
    const fresh = (await h.call('POST', `/auth/credentials/${credential.id}/challenge`, { body: {} })).json();
    expect((await verify(credential.id, await encryptOtp(fresh.otpEncryptionTargetBundle, '000000', tek.compressed))).statusCode).toBe(202);
  });

  it('re-issues a code on /challenge with a fresh target key; the old bundle no longer opens', async () => {
    const { credential } = await otpWallet();
    const tek = clientKey();
    const old = await encryptOtp(credential.otpEncryptionTargetBundle, '000000', tek.compressed);
    const again = await h.call('POST', `/auth/credentials/${credential.id}/challenge`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: credential.id, type: 'EMAIL_OTP' });
    expect(again.json().otpEncryptionTargetBundle).not.toBe(credential.otpEncryptionTargetBundle);
    expectError(await verify(credential.id, old), 401, 'UNAUTHORIZED');
    expect((await verify(credential.id, await encryptOtp(again.json().otpEncryptionTargetBundle, '000000', tek.compressed))).statusCode).toBe(202);
  });

  it('rate-limits re-issues with 429 and Retry-After', async () => {
    const { credential } = await otpWallet();
    let last = await h.call('POST', `/auth/credentials/${credential.id}/challenge`, { body: {} });
    for (let i = 0; i < 5 && last.statusCode === 200; i++) last = await h.call('POST', `/auth/credentials/${credential.id}/challenge`, { body: {} });
    expectError(last, 429, 'RATE_LIMITED');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('expires the code', async () => {
    const { credential } = await otpWallet();
    h.clock.advance(300_001);
    expectError(await verify(credential.id, await encryptOtp(credential.otpEncryptionTargetBundle, '000000', clientKey().compressed)), 401, 'UNAUTHORIZED');
  });

  it('rejects a bundle that is not HPKE JSON, and a type that does not match the credential', async () => {
    const { credential } = await otpWallet();
    expectError(await verify(credential.id, '{"nope":1}'), 400, 'INVALID_INPUT');
    expectError(await verify(credential.id, 'x', undefined, 'SMS_OTP'), 400, 'INVALID_INPUT');
  });

  it('SMS_OTP uses the phone number; one of each per wallet; a customer without e-mail cannot have EMAIL_OTP', async () => {
    const { accountId, credential } = await otpWallet('SMS_OTP');
    expect(credential.nickname).toBe('+14155550123');
    const tek = clientKey();
    const encrypted = await encryptOtp(credential.otpEncryptionTargetBundle, '000000', tek.compressed);
    const leg1 = (await verify(credential.id, encrypted, undefined, 'SMS_OTP')).json();
    const session = await verify(credential.id, encrypted, signed(tek, leg1), 'SMS_OTP');
    expect(session.json().type).toBe('SMS_OTP');
    expectError(await h.call('POST', '/auth/credentials', { body: { type: 'SMS_OTP', accountId } }), 400, 'SMS_OTP_CREDENTIAL_ALREADY_EXISTS');
    // A customer without e-mail: no EMAIL_OTP, whether its wallet has a credential already or none.
    expectError(await h.call('POST', '/auth/credentials', { body: { type: 'EMAIL_OTP', accountId } }), 400, 'MISSING_MANDATORY_USER_INFO');
    const bare = await walletCustomer(h, h.platform, { email: false });
    expectError(await h.call('POST', '/auth/credentials', { body: { type: 'EMAIL_OTP', accountId: bare.accountId } }), 400, 'MISSING_MANDATORY_USER_INFO');
  });
});

describe('outside the sandbox', () => {
  it('sends a random code through the notifier after commit, refuses 000000 and the legacy literals', async () => {
    const p = await h.newPlatform('Production-like');
    const { accountId } = await walletCustomer(h, p);
    await h.database.db.query(`UPDATE platforms SET environment = 'PRODUCTION' WHERE id = $1`, [p.platformId]);
    await h.call('PATCH', '/config', { as: p, body: { embeddedWalletConfig: { otpLength: 8 } } });
    const initial = await emailCredentialOf(h, accountId, p);
    const notifier = h.services.notifier as RecordingNotifier;
    const created = (await h.call('POST', `/auth/credentials/${initial.id}/challenge`, { as: p, body: {} })).json();
    const [message] = notifier.sentTo(created.nickname);
    expect(message.purpose).toBe('wallet-login');
    expect(message.code).toMatch(/^\d{8}$/);
    const tek = clientKey();
    const call = (bundle: string, headers?: Record<string, string>) =>
      h.call('POST', `/auth/credentials/${created.id}/verify`, { as: p, body: { type: 'EMAIL_OTP', encryptedOtpBundle: bundle }, headers });
    if (message.code !== '00000000') expectError(await call(await encryptOtp(created.otpEncryptionTargetBundle, '000000', tek.compressed)), 401, 'UNAUTHORIZED');
    const bundle = await encryptOtp(created.otpEncryptionTargetBundle, message.code, tek.compressed);
    const leg1 = await call(bundle);
    expect(leg1.statusCode).toBe(202);
    expectError(await call(bundle, { 'service-wallet-signature': 'sandbox-valid-signature', 'request-id': leg1.json().requestId }), 401, 'WALLET_SIGNATURE_MALFORMED');
    expect((await call(bundle, signed(tek, leg1.json()))).statusCode).toBe(200);
  });
});
