import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import {
  addOauth,
  clientKey,
  emailCredentialOf,
  emailWallet,
  encryptOtp,
  nonceOf,
  oauthWallet,
  oidcToken,
  openExport,
  openSessionKey,
  otpBundle,
  registrationChallenge,
  signed,
  SoftPasskey,
  walletCustomer,
  type WalletSession,
} from '../support/wallet-auth.ts';

/**
 * Still-processing (spec 3.5, 4.2): with `Sandbox-Custody-Delay`, the sandbox custody provider
 * takes that long (by the harness clock) to execute a signed retry's activity. Each operation is
 * driven twice: once finished by the client's identical re-send, once by the settle job alone.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const SLOW = { 'sandbox-custody-delay': '30' };
type Res = LightMyRequestResponse;

function expectProcessing(res: Res): void {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ status: 'PROCESSING' });
}

const sessionsOf = async (accountId: string) =>
  (await h.call('GET', '/auth/sessions', { query: { accountId } })).json().data as { id: string; type: string }[];
const credentialsOf = async (accountId: string) =>
  (await h.call('GET', '/auth/credentials', { query: { accountId } })).json().data as { id: string; type: string }[];

/** An operation after its first leg, ready for the signed retry. */
interface Started {
  /** The signed retry, byte for byte the same each time. */
  retry: () => Promise<Res>;
  /** The same Request-Id with another stamp or body. */
  mismatched: () => Promise<Res>;
  mismatchCode: string;
  /** Whether the listings show the operation's effect (absent for export, which stores nothing). */
  done?: () => Promise<boolean>;
  terminal: (res: Res) => Promise<void>;
}

/** Two legs: the first call's challenge, then `send(headers)` signed by `key` (plus the slow switch). */
async function twoLegs(send: (headers?: Record<string, string>) => Promise<Res>, key: WalletSession['key']) {
  const first = await send();
  expect(first.statusCode, first.body).toBe(202);
  const headers = { ...signed(key, first.json()), ...SLOW };
  return { challenge: first.json() as { payloadToSign: string; requestId: string }, headers };
}

const cases: { name: string; start: () => Promise<Started> }[] = [
  {
    name: 'add credential (SMS_OTP, next to the initial EMAIL_OTP)',
    start: async () => {
      const w = await emailWallet(h);
      const body = { type: 'SMS_OTP', accountId: w.accountId };
      const send = (headers?: Record<string, string>) => h.call('POST', '/auth/credentials', { body, headers });
      const { headers } = await twoLegs(send, w.key);
      return {
        retry: () => send(headers),
        mismatched: () => h.call('POST', '/auth/credentials', { body: { type: 'EMAIL_OTP', accountId: w.accountId }, headers }),
        mismatchCode: 'WALLET_SIGNATURE_BODY_MISMATCH',
        done: async () => (await credentialsOf(w.accountId)).some((c) => c.type === 'SMS_OTP'),
        terminal: async (res) => {
          expect(res.statusCode, res.body).toBe(201);
          expect(res.json()).toMatchObject({ type: 'SMS_OTP', accountId: w.accountId });
          // The first code comes with the reply that shows the credential, and it logs in.
          const tek = clientKey();
          const encrypted = await encryptOtp(res.json().otpEncryptionTargetBundle, '000000', tek.compressed);
          const leg1 = await h.call('POST', `/auth/credentials/${res.json().id}/verify`, { body: { type: 'SMS_OTP', encryptedOtpBundle: encrypted } });
          expect(leg1.statusCode, leg1.body).toBe(202);
        },
      };
    },
  },
  {
    name: 'verify EMAIL_OTP (leg 2)',
    start: async () => {
      const { accountId } = await walletCustomer(h);
      const otp = await emailCredentialOf(h, accountId);
      const tek = clientKey();
      const body = { type: 'EMAIL_OTP', encryptedOtpBundle: await encryptOtp(await otpBundle(h, otp.id), '000000', tek.compressed) };
      const send = (headers?: Record<string, string>) => h.call('POST', `/auth/credentials/${otp.id}/verify`, { body, headers });
      const { challenge, headers } = await twoLegs(send, tek);
      return {
        retry: () => send(headers),
        mismatched: () => send({ ...signed(clientKey(), challenge), ...SLOW }),
        mismatchCode: 'WALLET_SIGNATURE_INVALID',
        done: async () => (await sessionsOf(accountId)).some((s) => s.type === 'EMAIL_OTP'),
        terminal: async (res) => {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toMatchObject({ type: 'EMAIL_OTP', accountId });
          // The bundled key is the new session's key.
          const patch = (await h.call('PATCH', `/internal-accounts/${accountId}`, { body: { privateEnabled: true } })).json();
          expect((await h.call('PATCH', `/internal-accounts/${accountId}`, { body: { privateEnabled: true }, headers: signed(tek, patch) })).statusCode).toBe(200);
        },
      };
    },
  },
  {
    name: 'verify OAUTH (legacy uncompressed key: the sealed session key is kept until delivered)',
    start: async () => {
      const w = await oauthWallet(h);
      const key = clientKey();
      const body = { type: 'OAUTH', oidcToken: oidcToken(h.clock.now(), { nonce: nonceOf(key.uncompressed) }), clientPublicKey: key.uncompressed };
      const send = () => h.call('POST', `/auth/credentials/${w.credentialId}/verify`, { body, headers: SLOW });
      return {
        retry: send,
        mismatched: () => h.call('POST', `/auth/credentials/${w.credentialId}/verify`, { body: { ...body, clientPublicKey: clientKey().uncompressed }, headers: SLOW }),
        mismatchCode: 'UNAUTHORIZED',
        done: async () => (await sessionsOf(w.accountId)).length === 2,
        terminal: async (res) => {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toMatchObject({ type: 'OAUTH', accountId: w.accountId });
          const sessionKey = await openSessionKey(key, res.json().encryptedSessionSigningKey);
          const patch = (await h.call('PATCH', `/internal-accounts/${w.accountId}`, { body: { privateEnabled: true } })).json();
          expect((await h.call('PATCH', `/internal-accounts/${w.accountId}`, { body: { privateEnabled: true }, headers: signed(sessionKey, patch) })).statusCode).toBe(200);
        },
      };
    },
  },
  {
    name: 'verify PASSKEY',
    start: async () => {
      // A customer without e-mail: the passkey is the wallet's first credential, registered at once.
      const { accountId } = await walletCustomer(h, h.platform, { email: false });
      const passkey = new SoftPasskey();
      const registration = registrationChallenge();
      const created = await h.call('POST', '/auth/credentials', {
        body: { type: 'PASSKEY', accountId, nickname: 'Laptop', challenge: registration, attestation: await passkey.attest(registration) },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as string;
      const key = clientKey();
      const challenge = (await h.call('POST', `/auth/credentials/${id}/challenge`, { body: { clientPublicKey: key.compressed } })).json();
      const body = { type: 'PASSKEY', assertion: passkey.assert(challenge.challenge) };
      const headers = { 'request-id': challenge.requestId as string, ...SLOW };
      return {
        retry: () => h.call('POST', `/auth/credentials/${id}/verify`, { body, headers }),
        mismatched: () => h.call('POST', `/auth/credentials/${id}/verify`, { body: { type: 'PASSKEY', assertion: passkey.assert(challenge.challenge) }, headers }),
        mismatchCode: 'WALLET_SIGNATURE_BODY_MISMATCH',
        done: async () => (await sessionsOf(accountId)).length === 1,
        terminal: async (res) => {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toMatchObject({ type: 'PASSKEY', accountId });
          const patch = (await h.call('PATCH', `/internal-accounts/${accountId}`, { body: { privateEnabled: true } })).json();
          expect((await h.call('PATCH', `/internal-accounts/${accountId}`, { body: { privateEnabled: true }, headers: signed(key, patch) })).statusCode).toBe(200);
        },
      };
    },
  },
  {
    name: 'revoke credential (the initial EMAIL_OTP, by a session of a second one)',
    start: async () => {
      const w = await emailWallet(h);
      const other = await addOauth(h, w);
      const send = (headers?: Record<string, string>) => h.call('DELETE', `/auth/credentials/${w.credentialId}`, { headers });
      const { challenge, headers } = await twoLegs(send, other.key);
      return {
        retry: () => send(headers),
        mismatched: () => send({ ...signed(clientKey(), challenge), ...SLOW }),
        mismatchCode: 'WALLET_SIGNATURE_INVALID',
        done: async () => !(await credentialsOf(w.accountId)).some((c) => c.id === w.credentialId),
        terminal: async (res) => {
          expect(res.statusCode, res.body).toBe(204);
        },
      };
    },
  },
  {
    name: 'refresh session',
    start: async () => {
      const w = await oauthWallet(h);
      const next = clientKey();
      const path = `/auth/sessions/${w.sessionId}/refresh`;
      const send = (headers?: Record<string, string>) => h.call('POST', path, { body: { clientPublicKey: next.compressed }, headers });
      const { headers } = await twoLegs(send, w.key);
      return {
        retry: () => send(headers),
        mismatched: () => h.call('POST', path, { body: { clientPublicKey: clientKey().compressed }, headers }),
        mismatchCode: 'WALLET_SIGNATURE_BODY_MISMATCH',
        done: async () => (await sessionsOf(w.accountId)).length === 2,
        terminal: async (res) => {
          expect(res.statusCode, res.body).toBe(201);
          expect(res.json().id).not.toBe(w.sessionId);
          const patch = (await h.call('PATCH', `/internal-accounts/${w.accountId}`, { body: { privateEnabled: true } })).json();
          expect((await h.call('PATCH', `/internal-accounts/${w.accountId}`, { body: { privateEnabled: true }, headers: signed(next, patch) })).statusCode).toBe(200);
        },
      };
    },
  },
  {
    name: 'revoke session (itself)',
    start: async () => {
      const w = await oauthWallet(h);
      const send = (headers?: Record<string, string>) => h.call('DELETE', `/auth/sessions/${w.sessionId}`, { headers });
      const { challenge, headers } = await twoLegs(send, w.key);
      return {
        retry: () => send(headers),
        mismatched: () => send({ ...signed(clientKey(), challenge), ...SLOW }),
        mismatchCode: 'WALLET_SIGNATURE_INVALID',
        done: async () => (await sessionsOf(w.accountId)).length === 0,
        terminal: async (res) => {
          expect(res.statusCode, res.body).toBe(204);
        },
      };
    },
  },
  {
    name: 'export',
    start: async () => {
      const w = await oauthWallet(h);
      const key = clientKey();
      const path = `/internal-accounts/${w.accountId}/export`;
      const send = (headers?: Record<string, string>) => h.call('POST', path, { body: { clientPublicKey: key.uncompressed }, headers });
      const { headers } = await twoLegs(send, w.key);
      return {
        retry: () => send(headers),
        mismatched: () => h.call('POST', path, { body: { clientPublicKey: clientKey().uncompressed }, headers }),
        mismatchCode: 'WALLET_SIGNATURE_BODY_MISMATCH',
        terminal: async (res) => {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().id).toBe(w.accountId);
          expect(validateMnemonic(await openExport(key, res.json().encryptedWalletCredentials), wordlist)).toBe(true);
        },
      };
    },
  },
];

describe.each(cases)('still processing: $name', ({ start }) => {
  it('answers PROCESSING to the identical re-send until the provider is done, then the terminal result once', async () => {
    const op = await start();
    expectProcessing(await op.retry());
    if (op.done) expect(await op.done()).toBe(false);
    h.clock.advance(10_000);
    expectProcessing(await op.retry());
    expectError(await op.mismatched(), 401, op.mismatchCode);
    if (op.done) expect(await op.done()).toBe(false);
    h.clock.advance(21_000);
    await op.terminal(await op.retry());
    if (op.done) expect(await op.done()).toBe(true);
    // The Request-Id is used up by the reply that delivered the result.
    expectError(await op.retry(), 401, 'UNAUTHORIZED');
  });

  it('is finished by the settle job without a re-send; the re-send then gets the terminal result', async () => {
    const op = await start();
    expectProcessing(await op.retry());
    // The job's first poll finds the provider still working and polls again later.
    h.clock.advance(5_000);
    await h.services.jobs.runDue();
    if (op.done) expect(await op.done()).toBe(false);
    h.clock.advance(26_000);
    await h.services.jobs.runDue();
    if (op.done) expect(await op.done()).toBe(true);
    expectError(await op.mismatched(), 401, op.mismatchCode);
    await op.terminal(await op.retry());
    expectError(await op.retry(), 401, 'UNAUTHORIZED');
  });
});

describe('still processing: scope and the switch', () => {
  it("answers another platform's re-send as a request it does not know", async () => {
    const w = await oauthWallet(h);
    const first = await h.call('DELETE', `/auth/sessions/${w.sessionId}`);
    const headers = { ...signed(w.key, first.json()), ...SLOW };
    expectProcessing(await h.call('DELETE', `/auth/sessions/${w.sessionId}`, { headers }));
    const other = await h.newPlatform('Other');
    expectError(await h.call('DELETE', `/auth/sessions/${w.sessionId}`, { as: other, headers }), 404, 'SESSION_NOT_FOUND');
    h.clock.advance(31_000);
    expect((await h.call('DELETE', `/auth/sessions/${w.sessionId}`, { headers })).statusCode).toBe(204);
  });

  it('completes at once without the switch, and refuses a delay that is not whole seconds up to an hour', async () => {
    const w = await oauthWallet(h);
    const first = (await h.call('DELETE', `/auth/sessions/${w.sessionId}`)).json();
    const headers = signed(w.key, first);
    expectError(await h.call('DELETE', `/auth/sessions/${w.sessionId}`, { headers: { ...headers, 'sandbox-custody-delay': 'soon' } }), 400, 'INVALID_INPUT');
    expectError(await h.call('DELETE', `/auth/sessions/${w.sessionId}`, { headers: { ...headers, 'sandbox-custody-delay': '3601' } }), 400, 'INVALID_INPUT');
    expect((await h.call('DELETE', `/auth/sessions/${w.sessionId}`, { headers: { ...headers, 'sandbox-custody-delay': '0' } })).statusCode).toBe(204);
  });

  it('keeps a legacy session key sealed at rest while processing and erases it once delivered', async () => {
    const w = await oauthWallet(h);
    const key = clientKey();
    const body = { type: 'OAUTH', oidcToken: oidcToken(h.clock.now(), { nonce: nonceOf(key.uncompressed) }), clientPublicKey: key.uncompressed };
    const send = () => h.call('POST', `/auth/credentials/${w.credentialId}/verify`, { body, headers: SLOW });
    expectProcessing(await send());
    const stored = async () =>
      (await h.database.db.query<{ session_key: string | null }>('SELECT session_key FROM wallet_operations WHERE account_id = $1', [w.accountId.split(':')[1]]))[0].session_key;
    const sealed = await stored();
    expect(sealed).toMatch(/^v1\./);
    h.clock.advance(31_000);
    const res = await send();
    expect(res.statusCode).toBe(200);
    expect(sealed).not.toContain(res.json().encryptedSessionSigningKey);
    expect(await stored()).toBeNull();
  });

  it('answers PROCESSING to two identical re-sends sent at once', async () => {
    const w = await oauthWallet(h);
    const first = (await h.call('DELETE', `/auth/sessions/${w.sessionId}`)).json();
    const headers = { ...signed(w.key, first), ...SLOW };
    const both = await Promise.all([0, 1].map(() => h.call('DELETE', `/auth/sessions/${w.sessionId}`, { headers })));
    for (const res of both) expectProcessing(res);
  });

  it('ignores the switch on a production platform', async () => {
    const p = await h.newPlatform('Production-like');
    const w = await oauthWallet(h, p);
    await h.database.db.query(`UPDATE platforms SET environment = 'PRODUCTION' WHERE id = $1`, [p.platformId]);
    const first = (await h.call('DELETE', `/auth/sessions/${w.sessionId}`, { as: p })).json();
    const res = await h.call('DELETE', `/auth/sessions/${w.sessionId}`, { as: p, headers: { ...signed(w.key, first), ...SLOW } });
    expect(res.statusCode, res.body).toBe(204);
    expect(await h.database.db.query('SELECT id FROM wallet_operations WHERE account_id = $1', [w.accountId.split(':')[1]])).toEqual([]);
  });

  it('applies the rules again when the provider is done: a second SMS_OTP settled later is refused', async () => {
    const w = await oauthWallet(h);
    const body = { type: 'SMS_OTP', accountId: w.accountId };
    const one = await h.call('POST', '/auth/credentials', { body });
    const two = await h.call('POST', '/auth/credentials', { body });
    const slow = { ...signed(w.key, one.json()), ...SLOW };
    expectProcessing(await h.call('POST', '/auth/credentials', { body, headers: slow }));
    const fast = await h.call('POST', '/auth/credentials', { body, headers: signed(w.key, two.json()) });
    expect(fast.statusCode, fast.body).toBe(201);
    h.clock.advance(31_000);
    expectError(await h.call('POST', '/auth/credentials', { body, headers: slow }), 400, 'SMS_OTP_CREDENTIAL_ALREADY_EXISTS');
    expect((await credentialsOf(w.accountId)).filter((c) => c.type === 'SMS_OTP')).toHaveLength(1);
  });
});
