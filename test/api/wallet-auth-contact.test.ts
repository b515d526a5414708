import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import { addEmailOtp, addOauth, clientKey, emailCredentialOf, emailWallet, encryptOtp, oauthWallet, signed } from '../support/wallet-auth.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

describe('PATCH /customers/{customerId} with contacts tied to OTP credentials', () => {
  it('changes the e-mail and the tied EMAIL_OTP credential together after a signed retry', async () => {
    const w = await emailWallet(h);
    const body = { customerType: 'INDIVIDUAL', email: 'new-address@example.com' };
    const first = await h.call('PATCH', `/customers/${w.customerId}`, { body });
    expect(first.statusCode).toBe(202);
    // Nothing changed yet.
    expect((await h.call('GET', `/customers/${w.customerId}`)).json().email).not.toBe('new-address@example.com');
    expectError(await h.call('PATCH', `/customers/${w.customerId}`, { body, headers: signed(clientKey(), first.json()) }), 401, 'WALLET_SIGNATURE_INVALID');
    expectError(await h.call('PATCH', `/customers/${w.customerId}`, { body: { ...body, email: 'other@example.com' }, headers: signed(w.key, first.json()) }), 401, 'WALLET_SIGNATURE_BODY_MISMATCH');
    const done = await h.call('PATCH', `/customers/${w.customerId}`, { body, headers: signed(w.key, first.json()) });
    expect(done.statusCode).toBe(200);
    expect(done.json().email).toBe('new-address@example.com');
    const creds = (await h.call('GET', '/auth/credentials', { query: { accountId: w.accountId } })).json().data as { id: string; nickname: string }[];
    expect(creds.find((c) => c.id === w.credentialId)?.nickname).toBe('new-address@example.com');
    // The renamed credential still logs in.
    const fresh = (await h.call('POST', `/auth/credentials/${w.credentialId}/challenge`, { body: {} })).json();
    const tek = clientKey();
    const leg1 = await h.call('POST', `/auth/credentials/${w.credentialId}/verify`, { body: { type: 'EMAIL_OTP', encryptedOtpBundle: await encryptOtp(fresh.otpEncryptionTargetBundle, '000000', tek.compressed) } });
    expect(leg1.statusCode).toBe(202);
  });

  it('leaves other updates (and customers without tied credentials) as plain updates', async () => {
    // A customer without e-mail whose wallet got an OAUTH credential first: setting an e-mail
    // now is a plain update, and makes no credential on a wallet that has one.
    const w = await oauthWallet(h);
    const res = await h.call('PATCH', `/customers/${w.customerId}`, { body: { customerType: 'INDIVIDUAL', email: 'plain@example.com' } });
    expect(res.statusCode).toBe(200);
    const creds = (await h.call('GET', '/auth/credentials', { query: { accountId: w.accountId } })).json().data as { id: string }[];
    expect(creds.map((c) => c.id)).toEqual([w.credentialId]);
    await addEmailOtp(h, w);
    expect((await h.call('PATCH', `/customers/${w.customerId}`, { body: { customerType: 'INDIVIDUAL', fullName: 'Renamed' } })).statusCode).toBe(200);
  });

  it('refuses an e-mail already on another EMAIL_OTP credential (409) and both contacts at once (400)', async () => {
    const a = await emailWallet(h);
    const aEmail = (await emailCredentialOf(h, a.accountId)).nickname;
    const b = await emailWallet(h);
    expectError(await h.call('PATCH', `/customers/${b.customerId}`, { body: { customerType: 'INDIVIDUAL', email: aEmail } }), 409, 'EMAIL_OTP_EMAIL_ALREADY_EXISTS');
    const sms = { type: 'SMS_OTP', accountId: b.accountId };
    const c1 = (await h.call('POST', '/auth/credentials', { body: sms })).json();
    expect((await h.call('POST', '/auth/credentials', { body: sms, headers: signed(b.key, c1) })).statusCode).toBe(201);
    expectError(await h.call('PATCH', `/customers/${b.customerId}`, { body: { customerType: 'INDIVIDUAL', email: 'x@example.com', phoneNumber: '+14155550199' } }), 400, 'INVALID_INPUT');
  });

  it('answers 409 EMAIL_OTP_CREDENTIAL_SET_CHANGED when the tied credentials changed after the 202', async () => {
    const w = await emailWallet(h);
    // The initial EMAIL_OTP can go only once another credential signs its revocation.
    const other = await addOauth(h, w);
    const body = { customerType: 'INDIVIDUAL', email: 'moved@example.com' };
    const first = (await h.call('PATCH', `/customers/${w.customerId}`, { body })).json();
    const revoke = (await h.call('DELETE', `/auth/credentials/${w.credentialId}`)).json();
    expect((await h.call('DELETE', `/auth/credentials/${w.credentialId}`, { headers: signed(other.key, revoke) })).statusCode).toBe(204);
    expectError(await h.call('PATCH', `/customers/${w.customerId}`, { body, headers: signed(other.key, first) }), 409, 'EMAIL_OTP_CREDENTIAL_SET_CHANGED');
  });
});
