import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopedTx } from '../../src/kernel/tx.ts';
import {
  assertNotLocked,
  assertScaSession,
  checkScaCode,
  passkeyAssertionOptions,
  purgeScaRecords,
  recordFailedAttempt,
  scaFactorsOf,
  sendScaCode,
  verifyScaPasskey,
} from '../../src/modules/sca/index.ts';
import type { LivenessVendor } from '../../src/ports/liveness.ts';
import type { RecordingNotifier } from '../../src/sandbox/notifier.ts';
import { onServer } from '../support/database.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import { authenticatorCode, euCustomer, SoftAuthenticator } from '../support/sca.ts';
import { oauthWallet, signed } from '../support/wallet-auth.ts';

let h: Harness;
let notifier: RecordingNotifier;
beforeAll(async () => {
  h = await startHarness();
  notifier = h.services.notifier as RecordingNotifier;
});
afterAll(async () => h.close());

const DAY = 24 * 60 * 60_000;
const IP = '203.0.113.7';
const q = (customerId: string) => ({ customerId });
const post = (path: string, customerId: string, body?: unknown, as = h.platform) => h.call('POST', path, { query: q(customerId), body, as });
const get = (path: string, customerId: string, as = h.platform) => h.call('GET', path, { query: q(customerId), as });

/** Runs one of the module's exported checks in a transaction of the platform, at the harness clock. */
const inTx = <T>(fn: (tx: ReturnType<typeof scopedTx>) => Promise<T>, platformId = h.platform.platformId) =>
  h.database.db.transaction((sql) => fn(scopedTx(sql, platformId, h.clock.now())));

async function enrollTotp(customerId: string) {
  const start = await post('/sca/factors', customerId, { type: 'TOTP' });
  expect(start.statusCode, start.body).toBe(200);
  const { secret, secretBase32Encoded } = start.json();
  const done = await post('/sca/factors/confirm', customerId, { type: 'TOTP', secret, code: authenticatorCode(secretBase32Encoded, h.clock.now()) });
  expect(done.statusCode, done.body).toBe(200);
  return { secretBase32Encoded, recoveryCodes: done.json().recoveryCodes as string[] };
}

async function enrollPasskey(customerId: string, authenticator = new SoftAuthenticator()) {
  const start = (await post('/sca/factors', customerId, { type: 'PASSKEY' })).json();
  const res = await post('/sca/factors/confirm', customerId, { type: 'PASSKEY', origin: authenticator.origin, credential: await authenticator.create(start.options) });
  expect(res.statusCode, res.body).toBe(200);
  return authenticator;
}

const smsLogin = async (customerId: string, code = '123456') => {
  const start = (await post('/sca/login/start', customerId, { factor: 'SMS_OTP' })).json();
  return post('/sca/login/complete', customerId, { factor: 'SMS_OTP', challengeId: start.challengeId, code, endUserIpAddress: IP });
};

describe('SCA: who may use it', () => {
  it('answers 409 CONFLICT on every operation for a customer whose provider does not mandate SCA', async () => {
    const us = (await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', phoneNumber: '+12025550123', address: { line1: '1 A St', postalCode: '10001', country: 'US' } } })).json();
    const calls = [
      get('/sca/factors', us.id),
      post('/sca/factors', us.id, { type: 'TOTP' }),
      post('/sca/factors/confirm', us.id, { type: 'TOTP', secret: 'x', code: '123456' }),
      h.call('DELETE', '/sca/factors/abc', { query: q(us.id) }),
      post('/sca/login/start', us.id, { factor: 'SMS_OTP' }),
      post('/sca/login/complete', us.id, { factor: 'SMS_OTP', code: '123456', endUserIpAddress: IP }),
      post('/sca/record-event', us.id, { eventType: 'FAILED_LOGIN_ATTEMPT' }),
      post('/sca/factors/reset', us.id, { factor: 'SMS_OTP' }),
      get('/sca/factors/reset/TwoFactorReset:00000000-0000-7000-8000-000000000000', us.id),
      post('/sca/factors/reset/TwoFactorReset:00000000-0000-7000-8000-000000000000/complete', us.id, {}),
    ];
    for (const res of await Promise.all(calls)) {
      const err = expectError(res, 409, 'CONFLICT');
      expect(err.reason).toMatch(/does not apply/);
    }
    // Nothing sent to a customer outside SCA.
    expect(notifier.sentTo('+12025550123')).toEqual([]);
  });

  it("answers 404 for an unknown customer and for another platform's customer, before anything about its factors", async () => {
    const c = await euCustomer(h);
    await enrollTotp(c.id);
    const other = await h.newPlatform('Other platform');
    for (const res of [
      await get('/sca/factors', c.id, other),
      await post('/sca/factors', c.id, { type: 'PASSKEY' }, other),
      await post('/sca/login/start', c.id, { factor: 'TOTP' }, other),
      await post('/sca/record-event', c.id, { eventType: 'FAILED_LOGIN_ATTEMPT' }, other),
      await post('/sca/factors/reset', c.id, { factor: 'TOTP' }, other),
      await get('/sca/factors', 'Customer:00000000-0000-7000-8000-000000000000'),
      await get('/sca/factors', 'not-an-id'),
    ]) {
      expectError(res, 404, 'CUSTOMER_NOT_FOUND');
    }
    // The failed attempt above was not counted on the customer.
    expect((await post('/sca/record-event', c.id, { eventType: 'FAILED_LOGIN_ATTEMPT' })).json().failedAttempts).toBe(1);
  });

  it('decides by address.country, else region, with one rule shared with contact verification (EU/EEA and GB)', async () => {
    const byRegion = (await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', region: 'FR' } })).json();
    expect((await get('/sca/factors', byRegion.id)).statusCode).toBe(200);
    const gb = await euCustomer(h, { address: { line1: '1 High St', postalCode: 'SW1A 1AA', country: 'GB' } });
    expect((await get('/sca/factors', gb.id)).statusCode).toBe(200);
    const movedAway = (await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', region: 'DE', address: { line1: '1 A St', postalCode: '10001', country: 'US' } } })).json();
    expectError(await get('/sca/factors', movedAway.id), 409, 'CONFLICT');
    expect(movedAway.contactVerification).toBeUndefined();
  });
});

describe('SCA: housekeeping', () => {
  it('purges login codes, enrollments and sessions a day after they end; keeps live ones', async () => {
    const c = await euCustomer(h);
    expect((await smsLogin(c.id)).statusCode).toBe(200);
    const unused = (await post('/sca/login/start', c.id, { factor: 'SMS_OTP' })).json();
    expect((await post('/sca/factors', c.id, { type: 'TOTP' })).statusCode).toBe(200);
    const count = async (table: string) =>
      Number((await h.database.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table} WHERE customer_id = $1`, [c.uuid]))[0].n);
    const counts = async () => [await count('sca_challenges'), await count('sca_enrollments'), await count('sca_sessions')];
    expect(await counts()).toEqual([2, 1, 1]);
    // Expired codes and enrollments are kept a day, so a late call still hears why it is refused.
    h.clock.advance(DAY);
    await purgeScaRecords(h.database.db, h.clock.now());
    expect(await counts()).toEqual([2, 1, 1]);
    expectError(await post('/sca/login/complete', c.id, { factor: 'SMS_OTP', challengeId: unused.challengeId, code: '123456', endUserIpAddress: IP }), 400, 'INVALID_INPUT');
    h.clock.advance(11 * 60_000);
    await purgeScaRecords(h.database.db, h.clock.now());
    expect(await counts()).toEqual([0, 0, 1]);
    await inTx((tx) => assertScaSession(tx, c.uuid));
    // The 180-day session goes a day after it ends.
    h.clock.advance(180 * DAY);
    await purgeScaRecords(h.database.db, h.clock.now());
    expect(await counts()).toEqual([0, 0, 0]);
  });
});

describe('SCA: TOTP factor', () => {
  it('enrolls with a real RFC 6238 secret, shows it and the recovery codes once, stores them sealed and hashed', async () => {
    const c = await euCustomer(h);
    expect((await get('/sca/factors', c.id)).json()).toEqual({ factors: [{ factor: 'SMS_OTP', name: expect.stringMatching(/ending \d\d$/) }] });
    const start = await post('/sca/factors', c.id, { type: 'TOTP' });
    expect(start.statusCode, start.body).toBe(200);
    const { type, secret, secretBase32Encoded, totpUri } = start.json();
    expect(type).toBe('TOTP');
    expect(secret).toMatch(/^[0-9a-f]{40}$/);
    expect(Buffer.from(secret, 'hex').length).toBe(20);
    expect(secretBase32Encoded).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri);
    expect(totpUri.startsWith('otpauth://totp/Corridor:')).toBe(true);
    expect(uri.searchParams.get('secret')).toBe(secretBase32Encoded);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');

    const code = authenticatorCode(secretBase32Encoded, h.clock.now());
    expectError(await post('/sca/factors/confirm', c.id, { type: 'TOTP', secret: 'ab'.repeat(20), code }), 400, 'INVALID_INPUT');
    const wrong = code === '000000' ? '000001' : '000000';
    expectError(await post('/sca/factors/confirm', c.id, { type: 'TOTP', secret, code: wrong }), 400, 'INVALID_INPUT');
    const done = await post('/sca/factors/confirm', c.id, { type: 'TOTP', secret, code });
    expect(done.statusCode, done.body).toBe(200);
    const { recoveryCodes } = done.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await get('/sca/factors', c.id)).json().factors.map((f: { factor: string }) => f.factor)).toEqual(['SMS_OTP', 'TOTP']);

    const [row] = await h.database.db.query<{ totp_secret: string }>('SELECT totp_secret FROM sca_factors WHERE customer_id = $1', [c.uuid]);
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    const hashes = await h.database.db.query<{ code_hash: string }>('SELECT code_hash FROM sca_recovery_codes r JOIN sca_factors f ON f.id = r.factor_id WHERE f.customer_id = $1', [c.uuid]);
    expect(hashes).toHaveLength(10);
    for (const r of hashes) expect(recoveryCodes).not.toContain(r.code_hash);
    expect(await h.database.db.query('SELECT 1 FROM sca_enrollments WHERE customer_id = $1', [c.uuid])).toEqual([]);

    // One TOTP factor per customer; a second confirmation finds nothing pending.
    expectError(await post('/sca/factors', c.id, { type: 'TOTP' }), 409, 'CONFLICT');
    expectError(await post('/sca/factors/confirm', c.id, { type: 'TOTP', secret, code }), 400, 'INVALID_INPUT');
    expect(await inTx((tx) => scaFactorsOf(tx, c.uuid))).toEqual({ smsOtp: true, totp: true, passkey: null });
  });

  it('accepts the base32 secret typed by hand, and refuses a confirmation after the enrollment expired', async () => {
    const c = await euCustomer(h);
    const late = (await post('/sca/factors', c.id, { type: 'TOTP' })).json();
    h.clock.advance(11 * 60_000);
    expectError(
      await post('/sca/factors/confirm', c.id, { type: 'TOTP', secret: late.secret, code: authenticatorCode(late.secretBase32Encoded, h.clock.now()) }),
      400,
      'INVALID_INPUT',
    );
    const start = (await post('/sca/factors', c.id, { type: 'TOTP' })).json();
    const res = await post('/sca/factors/confirm', c.id, { type: 'TOTP', secret: start.secretBase32Encoded.toLowerCase(), code: authenticatorCode(start.secretBase32Encoded, h.clock.now()) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('logs in with the current code, a code one step off, never the same code twice, and each recovery code once', async () => {
    const c = await euCustomer(h);
    const { secretBase32Encoded, recoveryCodes } = await enrollTotp(c.id);
    expect((await post('/sca/login/start', c.id, { factor: 'TOTP' })).json()).toEqual({ factor: 'TOTP' });
    h.clock.advance(30_000);
    const code = authenticatorCode(secretBase32Encoded, h.clock.now());
    const ok = await post('/sca/login/complete', c.id, { factor: 'TOTP', code, endUserIpAddress: IP });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ status: 'SUCCESS', sessionExpiresAt: new Date(h.clock.now().getTime() + 180 * DAY).toISOString() });
    // Replay of the code just used.
    expectError(await post('/sca/login/complete', c.id, { factor: 'TOTP', code, endUserIpAddress: IP }), 400, 'INVALID_INPUT');

    h.clock.advance(5 * 60_000);
    const skewed = authenticatorCode(secretBase32Encoded, new Date(h.clock.now().getTime() - 30_000));
    expect((await post('/sca/login/complete', c.id, { factor: 'TOTP', code: skewed, endUserIpAddress: IP })).statusCode).toBe(200);
    h.clock.advance(5 * 60_000);
    const stale = authenticatorCode(secretBase32Encoded, new Date(h.clock.now().getTime() - 90_000));
    expectError(await post('/sca/login/complete', c.id, { factor: 'TOTP', code: stale, endUserIpAddress: IP }), 400, 'INVALID_INPUT');

    expect((await post('/sca/login/complete', c.id, { factor: 'TOTP', code: recoveryCodes[3], endUserIpAddress: IP })).statusCode).toBe(200);
    expectError(await post('/sca/login/complete', c.id, { factor: 'TOTP', code: recoveryCodes[3], endUserIpAddress: IP }), 400, 'INVALID_INPUT');
    // Two failures counted (the stale code and the reused recovery code).
    expect((await post('/sca/record-event', c.id, { eventType: 'FAILED_LOGIN_ATTEMPT' })).json().failedAttempts).toBe(4);
  });

  it('answers 409 for a TOTP login of a customer without the factor', async () => {
    const c = await euCustomer(h);
    expectError(await post('/sca/login/start', c.id, { factor: 'TOTP' }), 409, 'CONFLICT');
  });
});

describe('SCA: SMS_OTP login', () => {
  it('sends the sandbox code through the notifier to the phone number and opens a 180-day session', async () => {
    const c = await euCustomer(h);
    const start = await post('/sca/login/start', c.id, { factor: 'SMS_OTP' });
    expect(start.statusCode, start.body).toBe(200);
    const body = start.json();
    expect(body).toEqual({ factor: 'SMS_OTP', challengeId: expect.stringMatching(/^ScaChallenge:/), expiresAt: new Date(h.clock.now().getTime() + 5 * 60_000).toISOString() });
    expect(notifier.sentTo(c.phoneNumber!)).toEqual([expect.objectContaining({ channel: 'SMS', code: '123456', purpose: 'sca-login' })]);
    const [stored] = await h.database.db.query<{ code_hash: string }>('SELECT code_hash FROM sca_challenges WHERE customer_id = $1', [c.uuid]);
    expect(stored.code_hash).not.toContain('123456');

    await expect(inTx((tx) => assertScaSession(tx, c.uuid))).rejects.toMatchObject({ status: 409, code: 'SCA_SESSION_REQUIRED' });
    const badIp = expectError(await post('/sca/login/complete', c.id, { factor: 'SMS_OTP', challengeId: body.challengeId, code: '123456', endUserIpAddress: 'localhost' }), 400, 'INVALID_INPUT');
    expect(badIp.details?.errors).toEqual([expect.objectContaining({ field: 'endUserIpAddress' })]);
    expectError(await post('/sca/login/complete', c.id, { factor: 'SMS_OTP', challengeId: body.challengeId, code: '654321', endUserIpAddress: IP }), 400, 'INVALID_INPUT');
    const ok = await post('/sca/login/complete', c.id, { factor: 'SMS_OTP', challengeId: body.challengeId, code: '123456', endUserIpAddress: IP });
    expect(ok.json()).toEqual({ status: 'SUCCESS', sessionExpiresAt: new Date(h.clock.now().getTime() + 180 * DAY).toISOString() });
    await inTx((tx) => assertScaSession(tx, c.uuid));
    // The challenge is used up.
    expectError(await post('/sca/login/complete', c.id, { factor: 'SMS_OTP', challengeId: body.challengeId, code: '123456', endUserIpAddress: IP }), 400, 'INVALID_INPUT');

    // The session lasts 180 days, not a second more.
    h.clock.advance(180 * DAY - 1000);
    await inTx((tx) => assertScaSession(tx, c.uuid));
    h.clock.advance(1000);
    await expect(inTx((tx) => assertScaSession(tx, c.uuid))).rejects.toMatchObject({ status: 409, code: 'SCA_SESSION_REQUIRED' });
  });

  it('refuses an expired code without counting it, a code without its challenge, and a customer without a phone', async () => {
    const c = await euCustomer(h);
    const start = (await post('/sca/login/start', c.id, { factor: 'SMS_OTP' })).json();
    h.clock.advance(5 * 60_000 + 1);
    expectError(await post('/sca/login/complete', c.id, { factor: 'SMS_OTP', challengeId: start.challengeId, code: '123456', endUserIpAddress: IP }), 400, 'INVALID_INPUT');
    expectError(await post('/sca/login/complete', c.id, { factor: 'SMS_OTP', challengeId: 'ScaChallenge:00000000-0000-7000-8000-000000000000', code: '123456', endUserIpAddress: IP }), 400, 'INVALID_INPUT');
    // Without challengeId the latest challenge is meant.
    await post('/sca/login/start', c.id, { factor: 'SMS_OTP' });
    expect((await post('/sca/login/complete', c.id, { factor: 'SMS_OTP', code: '123456', endUserIpAddress: IP })).statusCode).toBe(200);
    expect((await post('/sca/record-event', c.id, { eventType: 'FAILED_LOGIN_ATTEMPT' })).json().failedAttempts).toBe(1);

    const silent = await euCustomer(h, { phoneNumber: null });
    expectError(await post('/sca/login/start', silent.id, { factor: 'SMS_OTP' }), 409, 'CONFLICT');
    expect((await get('/sca/factors', silent.id)).json()).toEqual({ factors: [] });
  });

  it('outside the sandbox sends a random code, refuses 123456, and never logs the code', async () => {
    const p = await h.newPlatform('Production-like');
    const c = await euCustomer(h, {}, p);
    await h.database.db.query(`UPDATE platforms SET environment = 'PRODUCTION' WHERE id = $1`, [p.platformId]);
    const start = (await post('/sca/login/start', c.id, { factor: 'SMS_OTP' }, p)).json();
    const [message] = notifier.sentTo(c.phoneNumber!);
    expect(message.code).toMatch(/^\d{6}$/);
    if (message.code !== '123456') {
      expectError(await post('/sca/login/complete', c.id, { factor: 'SMS_OTP', challengeId: start.challengeId, code: '123456', endUserIpAddress: IP }, p), 400, 'INVALID_INPUT');
    }
    const ok = await post('/sca/login/complete', c.id, { factor: 'SMS_OTP', challengeId: start.challengeId, code: message.code, endUserIpAddress: IP }, p);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('limits SMS sends per customer with 429 and Retry-After', async () => {
    const c = await euCustomer(h);
    for (let i = 0; i < 5; i++) expect((await post('/sca/login/start', c.id, { factor: 'SMS_OTP' })).statusCode).toBe(200);
    const res = await post('/sca/login/start', c.id, { factor: 'SMS_OTP' });
    expectError(res, 429, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('SCA: passkey factor', () => {
  it('enrolls one passkey from a software authenticator, logs in with assertions, refuses a second, deletes it', async () => {
    const c = await euCustomer(h);
    const start = await post('/sca/factors', c.id, { type: 'PASSKEY' });
    expect(start.statusCode, start.body).toBe(200);
    const enrollment = start.json();
    expect(enrollment).toMatchObject({ type: 'PASSKEY', relyingPartyId: 'localhost', allowedOrigins: ['http://localhost:*', 'https://localhost:*'] });
    expect(enrollment.options).toMatchObject({ rp: { id: 'localhost', name: 'Corridor' }, attestation: 'none', challenge: expect.any(String) });

    const authenticator = new SoftAuthenticator();
    const credential = await authenticator.create(enrollment.options);
    // Wrong origin, then a challenge that is not the enrollment's.
    expectError(await post('/sca/factors/confirm', c.id, { type: 'PASSKEY', origin: 'https://evil.example', credential }), 400, 'INVALID_INPUT');
    const forged = await authenticator.create({ ...enrollment.options, challenge: Buffer.from('other').toString('base64url') });
    expectError(await post('/sca/factors/confirm', c.id, { type: 'PASSKEY', origin: authenticator.origin, credential: forged }), 400, 'INVALID_INPUT');
    const done = await post('/sca/factors/confirm', c.id, { type: 'PASSKEY', origin: authenticator.origin, credential });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ type: 'PASSKEY', factor: { factor: 'PASSKEY', credentialId: authenticator.credentialId, name: 'Passkey' } });
    expect(await inTx((tx) => scaFactorsOf(tx, c.uuid))).toEqual({
      smsOtp: true,
      totp: false,
      passkey: { credentialId: authenticator.credentialId, relyingPartyId: 'localhost', allowedOrigins: ['http://localhost:*', 'https://localhost:*'] },
    });
    expectError(await post('/sca/factors', c.id, { type: 'PASSKEY' }), 409, 'PASSKEY_ALREADY_ENROLLED');

    const login = (await post('/sca/login/start', c.id, { factor: 'PASSKEY' })).json();
    expect(login).toMatchObject({ factor: 'PASSKEY', relyingPartyId: 'localhost', allowedOrigins: expect.any(Array) });
    expect(login.passkeyOptions).toMatchObject({ rpId: 'localhost', allowCredentials: [expect.objectContaining({ id: authenticator.credentialId })] });
    const assertion = authenticator.get(login.passkeyOptions);
    const ok = await post('/sca/login/complete', c.id, { factor: 'PASSKEY', passkeyAssertion: assertion, origin: authenticator.origin, endUserIpAddress: IP });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('SUCCESS');
    expect(String((await h.database.db.query<{ sign_count: bigint }>('SELECT sign_count FROM sca_factors WHERE customer_id = $1', [c.uuid]))[0].sign_count)).toBe('1');
    // The challenge was used: the same assertion again is refused.
    expectError(await post('/sca/login/complete', c.id, { factor: 'PASSKEY', passkeyAssertion: assertion, origin: authenticator.origin, endUserIpAddress: IP }), 400, 'INVALID_INPUT');

    // A new challenge, signed by another key claiming the same credential, and a counter that went back.
    const again = (await post('/sca/login/start', c.id, { factor: 'PASSKEY' })).json();
    const impostor = Object.assign(new SoftAuthenticator(), { rawId: authenticator.rawId });
    expectError(
      await post('/sca/login/complete', c.id, { factor: 'PASSKEY', passkeyAssertion: impostor.get(again.passkeyOptions), origin: authenticator.origin, endUserIpAddress: IP }),
      400,
      'INVALID_INPUT',
    );
    const third = (await post('/sca/login/start', c.id, { factor: 'PASSKEY' })).json();
    expectError(
      await post('/sca/login/complete', c.id, { factor: 'PASSKEY', passkeyAssertion: authenticator.get(third.passkeyOptions, authenticator.origin, 1), origin: authenticator.origin, endUserIpAddress: IP }),
      400,
      'INVALID_INPUT',
    );
    const fourth = (await post('/sca/login/start', c.id, { factor: 'PASSKEY' })).json();
    expectError(
      await post('/sca/login/complete', c.id, { factor: 'PASSKEY', passkeyAssertion: authenticator.get(fourth.passkeyOptions, 'https://evil.example'), origin: 'https://evil.example', endUserIpAddress: IP }),
      400,
      'INVALID_INPUT',
    );

    // Only passkeys can be deleted; an unknown credential is 404.
    expectError(await h.call('DELETE', '/sca/factors/TOTP', { query: q(c.id) }), 409, 'CONFLICT');
    expectError(await h.call('DELETE', '/sca/factors/SMS_OTP', { query: q(c.id) }), 409, 'CONFLICT');
    expectError(await h.call('DELETE', '/sca/factors/bm90LWEtY3JlZGVudGlhbA', { query: q(c.id) }), 404, 'NOT_FOUND');
    const other = await h.newPlatform('Passkey thief');
    expectError(await h.call('DELETE', `/sca/factors/${authenticator.credentialId}`, { query: q(c.id), as: other }), 404, 'CUSTOMER_NOT_FOUND');
    expect((await h.call('DELETE', `/sca/factors/${authenticator.credentialId}`, { query: q(c.id) })).statusCode).toBe(204);
    expectError(await post('/sca/login/start', c.id, { factor: 'PASSKEY' }), 409, 'CONFLICT');
    // Enrolling again works once the old one is gone.
    await enrollPasskey(c.id);
  });
});

describe('SCA: lockout ladder', () => {
  it('locks at 5, 6, 7 and 8 failures for 15 min, 30 min, 1 h and 24 h, suspends at 9, and RESET_PASSWORD_COMPLETED clears it', async () => {
    const c = await euCustomer(h);
    const fail = () => post('/sca/record-event', c.id, { eventType: 'FAILED_LOGIN_ATTEMPT' });
    for (let i = 1; i <= 4; i++) expect((await fail()).json()).toEqual({ eventType: 'FAILED_LOGIN_ATTEMPT', suspended: false, lockedUntil: null, failedAttempts: i });
    const at = (ms: number) => new Date(h.clock.now().getTime() + ms).toISOString();
    const fifth = await fail();
    expect(fifth.statusCode).toBe(200);
    expect(fifth.json()).toEqual({ eventType: 'FAILED_LOGIN_ATTEMPT', suspended: false, lockedUntil: at(15 * 60_000), failedAttempts: 5 });

    // Locked: login answers 423 before looking at the proof; the exported checks agree.
    const locked = expectError(await smsLogin(c.id), 423, 'ACCOUNT_LOCKED');
    expect(locked.details).toEqual({ suspended: false, lockedUntil: at(15 * 60_000), failedAttempts: 5 });
    await expect(inTx((tx) => assertNotLocked(tx, c.uuid))).rejects.toMatchObject({ status: 423, code: 'ACCOUNT_LOCKED' });
    await expect(inTx((tx) => assertScaSession(tx, c.uuid))).rejects.toMatchObject({ status: 423 });

    // A failure reported while locked is counted and answered 423 with the new state.
    const sixth = expectError(await fail(), 423, 'ACCOUNT_LOCKED');
    expect(sixth.details).toEqual({ suspended: false, lockedUntil: at(30 * 60_000), failedAttempts: 6 });

    h.clock.advance(30 * 60_000 + 1);
    expect((await smsLogin(c.id)).statusCode).toBe(200);
    expect((await fail()).json()).toMatchObject({ lockedUntil: at(60 * 60_000), failedAttempts: 7 });
    h.clock.advance(60 * 60_000 + 1);
    expect((await fail()).json()).toMatchObject({ lockedUntil: at(DAY), failedAttempts: 8 });
    h.clock.advance(DAY + 1);
    expect((await fail()).json()).toEqual({ eventType: 'FAILED_LOGIN_ATTEMPT', suspended: true, lockedUntil: null, failedAttempts: 9 });
    h.clock.advance(365 * DAY);
    expect(expectError(await smsLogin(c.id), 423, 'ACCOUNT_LOCKED').details).toEqual({ suspended: true, lockedUntil: null, failedAttempts: 9 });

    const reset = await post('/sca/record-event', c.id, { eventType: 'RESET_PASSWORD_COMPLETED' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ eventType: 'RESET_PASSWORD_COMPLETED', suspended: false, lockedUntil: null, failedAttempts: 0 });
    expect((await smsLogin(c.id)).statusCode).toBe(200);
  });

  it('counts wrong login proofs: the fifth wrong code answers 423, and RESET_PASSWORD_COMPLETED revokes the sessions', async () => {
    const c = await euCustomer(h);
    expect((await smsLogin(c.id)).statusCode).toBe(200);
    await inTx((tx) => assertScaSession(tx, c.uuid));
    const start = (await post('/sca/login/start', c.id, { factor: 'SMS_OTP' })).json();
    for (let i = 1; i <= 4; i++) {
      expectError(await post('/sca/login/complete', c.id, { factor: 'SMS_OTP', challengeId: start.challengeId, code: '000000', endUserIpAddress: IP }), 400, 'INVALID_INPUT');
    }
    // The challenge took its fifth wrong code and the customer its fifth failure.
    const res = await post('/sca/login/complete', c.id, { factor: 'SMS_OTP', challengeId: start.challengeId, code: '000000', endUserIpAddress: IP });
    expect(expectError(res, 423, 'ACCOUNT_LOCKED').details).toMatchObject({ failedAttempts: 5, suspended: false });

    await post('/sca/record-event', c.id, { eventType: 'RESET_PASSWORD_COMPLETED' });
    await expect(inTx((tx) => assertScaSession(tx, c.uuid))).rejects.toMatchObject({ status: 409, code: 'SCA_SESSION_REQUIRED' });
  });

  it('recordFailedAttempt (for other modules) moves the same ladder and reports the lock', async () => {
    const c = await euCustomer(h);
    let state = { locked: false, failedAttempts: 0 };
    for (let i = 0; i < 5; i++) state = await inTx((tx) => recordFailedAttempt(tx, c.uuid));
    expect(state).toMatchObject({ locked: true, failedAttempts: 5, suspended: false });
    // assertScaSession lets customers outside SCA through.
    const us = (await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', region: 'US' } })).json();
    await inTx((tx) => assertScaSession(tx, us.id.split(':')[1]));
  });
});

describe('SCA: two-factor reset', () => {
  it('runs INITIATED -> PENDING_REVIEW -> LIVENESS_PASSED -> COMPLETED, removes the TOTP factor so it can be enrolled again', async () => {
    const c = await euCustomer(h);
    await enrollTotp(c.id);
    expect((await smsLogin(c.id)).statusCode).toBe(200);
    const start = await post('/sca/factors/reset', c.id, { factor: 'TOTP' });
    expect(start.statusCode, start.body).toBe(201);
    const { resetId, livenessAccessToken, verificationLink, expiresAt } = start.json();
    expect(resetId).toMatch(/^TwoFactorReset:/);
    expect(livenessAccessToken.length).toBeGreaterThan(20);
    expect(verificationLink).toMatch(/^https:\/\//);
    expect(expiresAt).toBe(new Date(h.clock.now().getTime() + 30 * 60_000).toISOString());
    const status = async () => (await get(`/sca/factors/reset/${resetId}`, c.id)).json();

    expect(await status()).toEqual({ status: 'INITIATED', factor: 'TOTP', enrollmentStatus: 'PENDING', expiresAt, completedAt: null });
    expectError(await post(`/sca/factors/reset/${resetId}/complete`, c.id, {}), 400, 'INVALID_INPUT');
    h.clock.advance(10_000);
    expect((await status()).status).toBe('PENDING_REVIEW');
    expectError(await post(`/sca/factors/reset/${resetId}/complete`, c.id, {}), 400, 'INVALID_INPUT');
    h.clock.advance(50_000);
    expect((await status()).status).toBe('LIVENESS_PASSED');
    const done = await post(`/sca/factors/reset/${resetId}/complete`, c.id, {});
    expect(done.statusCode, done.body).toBe(204);
    expect(await status()).toEqual({ status: 'COMPLETED', factor: 'TOTP', enrollmentStatus: 'PENDING', expiresAt, completedAt: h.clock.now().toISOString() });
    expectError(await post(`/sca/factors/reset/${resetId}/complete`, c.id, {}), 400, 'INVALID_INPUT');
    expect((await get('/sca/factors', c.id)).json().factors.map((f: { factor: string }) => f.factor)).toEqual(['SMS_OTP']);
    await expect(inTx((tx) => assertScaSession(tx, c.uuid))).rejects.toMatchObject({ code: 'SCA_SESSION_REQUIRED' });

    await enrollTotp(c.id);
    expect((await status()).enrollmentStatus).toBe('COMPLETED');
  });

  it('needs the new mobile for an SMS_OTP reset and replaces the phone number', async () => {
    const c = await euCustomer(h);
    const { resetId } = (await post('/sca/factors/reset', c.id, { factor: 'SMS_OTP' })).json();
    h.clock.advance(60_000);
    const status = (await get(`/sca/factors/reset/${resetId}`, c.id)).json();
    expect(status).toMatchObject({ status: 'LIVENESS_PASSED', factor: 'SMS_OTP', enrollmentStatus: null });
    expectError(await post(`/sca/factors/reset/${resetId}/complete`, c.id, {}), 400, 'INVALID_INPUT');
    expectError(await post(`/sca/factors/reset/${resetId}/complete`, c.id, { mobile: { countryCode: '+49', number: 'abc' } }), 400, 'INVALID_INPUT');
    expect((await post(`/sca/factors/reset/${resetId}/complete`, c.id, { mobile: { countryCode: '+49', number: '151 2345 6789' } })).statusCode).toBe(204);
    expect((await h.call('GET', `/customers/${c.id}`)).json().phoneNumber).toBe('+4915123456789');
    await smsLogin(c.id);
    expect(notifier.sentTo('+4915123456789')).toHaveLength(1);
  });

  it('refuses to move a phone number tied to SMS_OTP wallet credentials (409), which change only by signed PATCH', async () => {
    const w = await oauthWallet(h);
    const moved = await h.call('PATCH', `/customers/${w.customerId}`, { body: { customerType: 'INDIVIDUAL', address: { line1: 'Hauptstr. 1', postalCode: '10115', country: 'DE' } } });
    expect(moved.statusCode, moved.body).toBe(200);
    const body = { type: 'SMS_OTP', accountId: w.accountId };
    const first = await h.call('POST', '/auth/credentials', { body });
    expect((await h.call('POST', '/auth/credentials', { body, headers: signed(w.key, first.json()) })).statusCode).toBe(201);
    const { resetId } = (await post('/sca/factors/reset', w.customerId, { factor: 'SMS_OTP' })).json();
    h.clock.advance(60_000);
    const path = `/sca/factors/reset/${resetId}/complete`;
    expectError(await post(path, w.customerId, { mobile: { countryCode: '+49', number: '15100000001' } }), 409, 'CONFLICT');
    // The same number again changes nothing the credentials depend on.
    expect((await post(path, w.customerId, { mobile: { countryCode: '+1', number: '4155550123' } })).statusCode).toBe(204);
  });

  it('is REJECTED for the sandbox rejection suffix, EXPIRED after 30 minutes, 404 for another customer, 409 without the factor', async () => {
    const rejected = await euCustomer(h, { fullName: 'Max Mustermann 002' });
    const r = (await post('/sca/factors/reset', rejected.id, { factor: 'SMS_OTP' })).json();
    h.clock.advance(60_000);
    expect((await get(`/sca/factors/reset/${r.resetId}`, rejected.id)).json().status).toBe('REJECTED');
    expectError(await post(`/sca/factors/reset/${r.resetId}/complete`, rejected.id, { mobile: { countryCode: '+49', number: '15100000000' } }), 400, 'INVALID_INPUT');

    const c = await euCustomer(h);
    const e = (await post('/sca/factors/reset', c.id, { factor: 'SMS_OTP' })).json();
    h.clock.advance(30 * 60_000);
    expect((await get(`/sca/factors/reset/${e.resetId}`, c.id)).json().status).toBe('EXPIRED');
    expectError(await post(`/sca/factors/reset/${e.resetId}/complete`, c.id, { mobile: { countryCode: '+49', number: '15100000000' } }), 400, 'INVALID_INPUT');

    expectError(await get(`/sca/factors/reset/${e.resetId}`, rejected.id), 404, 'NOT_FOUND');
    expectError(await get('/sca/factors/reset/nonsense', c.id), 404, 'NOT_FOUND');
    expectError(await post('/sca/factors/reset', c.id, { factor: 'PASSKEY' }), 409, 'CONFLICT');
    const other = await h.newPlatform('Reset snooper');
    expectError(await get(`/sca/factors/reset/${e.resetId}`, c.id, other), 404, 'CUSTOMER_NOT_FOUND');
  });

  it('allows 5 starts per customer in 24 hours, then 429 with Retry-After in seconds', async () => {
    const c = await euCustomer(h);
    for (let i = 0; i < 5; i++) {
      expect((await post('/sca/factors/reset', c.id, { factor: 'SMS_OTP' })).statusCode).toBe(201);
      h.clock.advance(60 * 60_000);
    }
    const res = await post('/sca/factors/reset', c.id, { factor: 'SMS_OTP' });
    expectError(res, 429, 'RATE_LIMITED');
    expect(res.headers['retry-after']).toBe(String(19 * 60 * 60));
    h.clock.advance(19 * 60 * 60_000 + 1000);
    expect((await post('/sca/factors/reset', c.id, { factor: 'SMS_OTP' })).statusCode).toBe(201);
  });
});

describe('SCA: the face other modules use', () => {
  it('passkeyAssertionOptions and verifyScaPasskey agree on a challenge given as text or as bytes, and refuse anything else with 400', async () => {
    const c = await euCustomer(h);
    const authenticator = await enrollPasskey(c.id);
    for (const challenge of ['quote-authorization:0192f000', Uint8Array.from([1, 2, 3, 250, 251, 252])]) {
      const options = (await inTx((tx) => passkeyAssertionOptions(tx, c.uuid, challenge))) as { challenge: string; rpId: string };
      const assertion = authenticator.get(options);
      await expect(inTx((tx) => verifyScaPasskey(tx, c.uuid, assertion, authenticator.origin, 'another challenge'))).rejects.toMatchObject({ status: 400 });
      await expect(inTx((tx) => verifyScaPasskey(tx, c.uuid, assertion, 'https://evil.example', challenge))).rejects.toMatchObject({ status: 400 });
      await expect(inTx((tx) => verifyScaPasskey(tx, c.uuid, { nonsense: true }, authenticator.origin, challenge))).rejects.toMatchObject({ status: 400 });
      await inTx((tx) => verifyScaPasskey(tx, c.uuid, assertion, authenticator.origin, challenge));
      // The counter moved: the same assertion again is a clone's.
      await expect(inTx((tx) => verifyScaPasskey(tx, c.uuid, assertion, authenticator.origin, challenge))).rejects.toMatchObject({ status: 400 });
    }
    const none = await euCustomer(h);
    await expect(inTx((tx) => passkeyAssertionOptions(tx, none.uuid, 'x'))).rejects.toMatchObject({ status: 409 });
    await expect(inTx((tx) => verifyScaPasskey(tx, none.uuid, {}, authenticator.origin, 'x'))).rejects.toMatchObject({ status: 400 });
  });

  it('sendScaCode and checkScaCode keep purposes apart, count wrong codes and use a code once', async () => {
    const c = await euCustomer(h);
    const sent = await inTx((tx) => sendScaCode(tx, c.uuid, 'PAYOUT'));
    expect(sent.message).toMatchObject({ channel: 'SMS', to: c.phoneNumber, code: '123456', purpose: 'sca-payout' });
    expect(await inTx((tx) => checkScaCode(tx, c.uuid, sent.challengeId, '123456', 'LOGIN'))).toMatchObject({ ok: false, counted: false });
    expect(await inTx((tx) => checkScaCode(tx, c.uuid, sent.challengeId, '999999', 'PAYOUT'))).toMatchObject({ ok: false, counted: true });
    expect(await inTx((tx) => checkScaCode(tx, c.uuid, null, '123456', 'PAYOUT'))).toEqual({ ok: true });
    expect(await inTx((tx) => checkScaCode(tx, c.uuid, sent.challengeId, '123456', 'PAYOUT'))).toMatchObject({ ok: false, counted: false });
    const other = await h.newPlatform('Code thief');
    await expect(inTx((tx) => sendScaCode(tx, c.uuid, 'PAYOUT'), other.platformId)).rejects.toMatchObject({ status: 404 });
  });
});

describe('SCA: the liveness vendor is a port', () => {
  it('takes the outcome of the vendor given to the app', async () => {
    const seen: string[] = [];
    const vendor: LivenessVendor = {
      open: (subject) => {
        seen.push(subject.name ?? '');
        return { accessToken: 'vendor-token-0123456789', verificationLink: `https://vendor.example/${subject.reference}` };
      },
      progress: () => 'PASSED',
    };
    const own = await startHarness({ liveness: vendor });
    try {
      const c = await euCustomer(own);
      const start = (await own.call('POST', '/sca/factors/reset', { query: q(c.id), body: { factor: 'SMS_OTP' } })).json();
      expect(start.verificationLink).toBe(`https://vendor.example/${start.resetId.split(':')[1]}`);
      expect(seen).toEqual(['Erika Mustermann']);
      // No waiting: this vendor has passed the check already.
      expect((await own.call('GET', `/sca/factors/reset/${start.resetId}`, { query: q(c.id) })).json().status).toBe('LIVENESS_PASSED');
    } finally {
      await own.close();
    }
  });
});

describe('SCA: concurrent proofs (PostgreSQL: PGlite runs one statement at a time)', () => {
  it.skipIf(!onServer)('counts every one of concurrent failures once, and lets one TOTP code log in once', async () => {
    const c = await euCustomer(h);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/sca/record-event', c.id, { eventType: 'FAILED_LOGIN_ATTEMPT' })));
    const counts = answers.map((r) => (r.statusCode === 200 ? r.json().failedAttempts : r.json().details.failedAttempts)).sort((a, b) => a - b);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);

    const d = await euCustomer(h);
    const { secretBase32Encoded } = await enrollTotp(d.id);
    h.clock.advance(30_000);
    const code = authenticatorCode(secretBase32Encoded, h.clock.now());
    const logins = await Promise.all([1, 2, 3].map(() => post('/sca/login/complete', d.id, { factor: 'TOTP', code, endUserIpAddress: IP })));
    expect(logins.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });
});

describe('SCA: the relying party is the deployment\'s', () => {
  it('registers passkeys for the configured RP id and origins, and refuses other pages', async () => {
    const own = await startHarness({ scaRelyingParty: { id: 'example.com', name: 'Example Pay', origins: ['https://pay.example.com'] } });
    try {
      const c = await euCustomer(own);
      const start = (await own.call('POST', '/sca/factors', { query: q(c.id), body: { type: 'PASSKEY' } })).json();
      expect(start).toMatchObject({ relyingPartyId: 'example.com', allowedOrigins: ['https://pay.example.com'], options: { rp: { id: 'example.com', name: 'Example Pay' } } });
      const local = new SoftAuthenticator();
      expectError(await own.call('POST', '/sca/factors/confirm', { query: q(c.id), body: { type: 'PASSKEY', origin: local.origin, credential: await local.create(start.options) } }), 400, 'INVALID_INPUT');
      const authenticator = new SoftAuthenticator('https://pay.example.com');
      const credential = await authenticator.create(start.options);
      expectError(await own.call('POST', '/sca/factors/confirm', { query: q(c.id), body: { type: 'PASSKEY', origin: 'https://evil.example.com', credential } }), 400, 'INVALID_INPUT');
      const done = await own.call('POST', '/sca/factors/confirm', { query: q(c.id), body: { type: 'PASSKEY', origin: authenticator.origin, credential } });
      expect(done.statusCode, done.body).toBe(200);
      const login = (await own.call('POST', '/sca/login/start', { query: q(c.id), body: { factor: 'PASSKEY' } })).json();
      expect(login).toMatchObject({ relyingPartyId: 'example.com', allowedOrigins: ['https://pay.example.com'] });
      const ok = await own.call('POST', '/sca/login/complete', {
        query: q(c.id),
        body: { factor: 'PASSKEY', passkeyAssertion: authenticator.get(login.passkeyOptions), origin: authenticator.origin, endUserIpAddress: IP },
      });
      expect(ok.json().status).toBe('SUCCESS');
    } finally {
      await own.close();
    }
  });
});
