import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeWalletRequests } from '../../src/modules/wallet-auth/index.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import { clientKey, emailCredentialOf, nonceOf, oauthWallet, oidcToken, otpBundle, signed, walletCustomer } from '../support/wallet-auth.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const uuidOf = (id: string) => id.slice(id.indexOf(':') + 1);
const requestRows = async (id: string) => (await h.database.db.query('SELECT id FROM wallet_requests WHERE id = $1', [uuidOf(id)])).length;
const operationRows = async (accountId: string) =>
  (await h.database.db.query<{ status: string }>('SELECT status FROM wallet_operations WHERE account_id = $1 ORDER BY id', [uuidOf(accountId)])).map((r) => r.status);

describe('housekeeping of signed-retry requests and wallet operations', () => {
  it('purges used and expired requests an hour after they expire, and finished operations; keeps what may still be needed', async () => {
    const w = await oauthWallet(h);
    const path = `/internal-accounts/${w.accountId}`;
    const unused = (await h.call('PATCH', path, { body: { privateEnabled: true } })).json();
    const used = (await h.call('PATCH', path, { body: { privateEnabled: false } })).json();
    expect((await h.call('PATCH', path, { body: { privateEnabled: false }, headers: signed(w.key, used) })).statusCode).toBe(200);
    // Two revocations still processing: one delivered later, one finished by the job and never fetched.
    const slow = { 'sandbox-custody-delay': '60' };
    const refresh = async () => {
      const key = clientKey();
      const first = (await h.call('POST', `/auth/sessions/${w.sessionId}/refresh`, { body: { clientPublicKey: key.compressed } })).json();
      const headers = { ...signed(w.key, first), ...slow };
      expect((await h.call('POST', `/auth/sessions/${w.sessionId}/refresh`, { body: { clientPublicKey: key.compressed }, headers })).json()).toEqual({ status: 'PROCESSING' });
      return () => h.call('POST', `/auth/sessions/${w.sessionId}/refresh`, { body: { clientPublicKey: key.compressed }, headers });
    };
    const fetched = await refresh();
    await refresh();
    expect(await operationRows(w.accountId)).toEqual(['IN_FLIGHT', 'IN_FLIGHT']);

    // Expired (5 minutes) but within the hour of grace: kept, and a late retry hears why.
    h.clock.advance(6 * 60_000);
    await purgeWalletRequests(h.database.db, h.clock.now());
    expect(await requestRows(unused.requestId)).toBe(1);
    expectError(await h.call('PATCH', path, { body: { privateEnabled: true }, headers: signed(w.key, unused) }), 401, 'UNAUTHORIZED');
    await h.services.jobs.runDue();
    expect(await operationRows(w.accountId)).toEqual(['SETTLED', 'SETTLED']);
    expect((await fetched()).statusCode).toBe(201);
    expect(await operationRows(w.accountId)).toEqual(['DELIVERED', 'SETTLED']);

    // An hour later: the requests and the delivered operation go; the unfetched result stays a day.
    h.clock.advance(61 * 60_000);
    await h.services.worker.runOnce();
    expect(await requestRows(unused.requestId)).toBe(0);
    expect(await requestRows(used.requestId)).toBe(0);
    expect(await operationRows(w.accountId)).toEqual(['SETTLED']);
    expectError(await h.call('PATCH', path, { body: { privateEnabled: true }, headers: signed(w.key, unused) }), 401, 'UNAUTHORIZED');
    h.clock.advance(24 * 60 * 60_000);
    await purgeWalletRequests(h.database.db, h.clock.now());
    expect(await operationRows(w.accountId)).toEqual([]);
  });

  it('purges a one-time code a day after it expired, with its sealed key; keeps it until then', async () => {
    const { accountId } = await walletCustomer(h);
    const credentialId = (await emailCredentialOf(h, accountId)).id;
    await otpBundle(h, credentialId);
    const otpRows = async () => (await h.database.db.query('SELECT 1 FROM wallet_otps WHERE credential_id = $1', [uuidOf(credentialId)])).length;
    expect(await otpRows()).toBe(1);
    h.clock.advance(60 * 60_000);
    await purgeWalletRequests(h.database.db, h.clock.now());
    expect(await otpRows()).toBe(1);
    h.clock.advance(24 * 60 * 60_000);
    await purgeWalletRequests(h.database.db, h.clock.now());
    expect(await otpRows()).toBe(0);
    // A fresh code is issued as before.
    await otpBundle(h, credentialId);
    expect(await otpRows()).toBe(1);
  });

  it('keeps an operation the provider is still working on', async () => {
    const w = await oauthWallet(h);
    const first = (await h.call('DELETE', `/auth/sessions/${w.sessionId}`)).json();
    const headers = { ...signed(w.key, first), 'sandbox-custody-delay': '3600' };
    expect((await h.call('DELETE', `/auth/sessions/${w.sessionId}`, { headers })).json()).toEqual({ status: 'PROCESSING' });
    h.clock.advance(2 * 60 * 60_000);
    await purgeWalletRequests(h.database.db, h.clock.now());
    expect(await operationRows(w.accountId)).toEqual(['IN_FLIGHT']);
    // Done by now; the identical re-send still gets its result although its request row is gone.
    expect(await requestRows(first.requestId)).toBe(0);
    expect((await h.call('DELETE', `/auth/sessions/${w.sessionId}`, { headers })).statusCode).toBe(204);
  });
});

describe('limit on rapid re-authentication', () => {
  const verify = (w: { credentialId: string }) => {
    const key = clientKey();
    return h.call('POST', `/auth/credentials/${w.credentialId}/verify`, {
      body: { type: 'OAUTH', oidcToken: oidcToken(h.clock.now(), { nonce: nonceOf(key.compressed) }), clientPublicKey: key.compressed },
    });
  };

  it('allows 10 sessions per credential in 60 s; the 11th verify answers 429 with Retry-After until the oldest leaves the window', async () => {
    const w = await oauthWallet(h); // one session now
    h.clock.advance(10_000);
    for (let i = 0; i < 9; i++) expect((await verify(w)).statusCode).toBe(200);
    const limited = await verify(w);
    expectError(limited, 429, 'RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe('50');
    // Refresh opens sessions of the same credential, so it is held to the same limit.
    const key = clientKey();
    expectError(await h.call('POST', `/auth/sessions/${w.sessionId}/refresh`, { body: { clientPublicKey: key.compressed } }), 429, 'RATE_LIMITED');
    h.clock.advance(49_000);
    expectError(await verify(w), 429, 'RATE_LIMITED');
    h.clock.advance(1_000);
    expect((await verify(w)).statusCode).toBe(200);
    expectError(await verify(w), 429, 'RATE_LIMITED');
    // Another credential of the wallet is counted on its own.
    const other = await oauthWallet(h);
    expect((await verify(other)).statusCode).toBe(200);
  });

  it('counts sessions still being opened by the provider', async () => {
    const w = await oauthWallet(h);
    for (let i = 0; i < 9; i++) {
      const key = clientKey();
      const res = await h.call('POST', `/auth/credentials/${w.credentialId}/verify`, {
        body: { type: 'OAUTH', oidcToken: oidcToken(h.clock.now(), { nonce: nonceOf(key.compressed) }), clientPublicKey: key.compressed },
        headers: { 'sandbox-custody-delay': '600' },
      });
      expect(res.json()).toEqual({ status: 'PROCESSING' });
    }
    expectError(await verify(w), 429, 'RATE_LIMITED');
  });
});
