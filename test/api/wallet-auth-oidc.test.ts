import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyOidcToken } from '../../src/crypto/oidc.ts';
import { Egress } from '../../src/egress/egress.ts';
import { EgressPolicy } from '../../src/egress/policy.ts';
import { remoteOidcKeys } from '../../src/ports/oidc-keys.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { newSigningKey, startIssuer, type TestIssuer } from '../support/oidc-issuer.ts';
import { stubResolver } from '../support/resolver.ts';
import { clientKey, nonceOf, oidcToken, walletCustomer } from '../support/wallet-auth.ts';

// Short enough for a test to wait out; production uses 30 s (docs/wallet-auth.md).
const COOLDOWN_MS = 1000;

let h: Harness;
let issuer: TestIssuer;
let down: TestIssuer;
let hanging: TestIssuer;
let prod: Credentials;

beforeAll(async () => {
  [issuer, down, hanging] = await Promise.all([startIssuer(), startIssuer(), startIssuer()]);
  down.mode = 'down';
  hanging.mode = 'hang';
  // Loopback is allowed here, by this explicit policy, and for no other test.
  const egress = new Egress(EgressPolicy.parse('loopback'), stubResolver());
  h = await startHarness({ oidc: remoteOidcKeys({ egress, issuers: [issuer.url, down.url, hanging.url], cooldownMs: COOLDOWN_MS, timeoutMs: 500 }) });
  prod = await h.newPlatform('Production');
  await h.database.db.query(`UPDATE platforms SET environment = 'PRODUCTION' WHERE id = $1`, [prod.platformId]);
});
afterAll(async () => {
  await h.close();
  await Promise.all([issuer.close(), down.close(), hanging.close()]);
});

const seconds = () => Math.floor(h.clock.now().getTime() / 1000);
const claims = (extra: Record<string, unknown> = {}) => ({ iss: issuer.url, aud: 'client-123', sub: 'user-1', email: 'ada@example.com', iat: seconds(), exp: seconds() + 600, ...extra });

// Customers without e-mail throughout: their wallets have no credential, so OAUTH registers at once.
async function prodWallet(sub = `user-${Math.random()}`) {
  const { accountId } = await walletCustomer(h, prod, { email: false });
  const created = await h.call('POST', '/auth/credentials', { as: prod, body: { type: 'OAUTH', accountId, oidcToken: await issuer.sign(claims({ sub })) } });
  expect(created.statusCode, created.body).toBe(201);
  return { accountId, sub, credentialId: created.json().id as string };
}

const verify = (credentialId: string, token: string, key = clientKey()) =>
  h.call('POST', `/auth/credentials/${credentialId}/verify`, { as: prod, body: { type: 'OAUTH', oidcToken: token, clientPublicKey: key.compressed } });

describe('OIDC tokens on a production platform', () => {
  it('accepts a token signed by the issuer, on create and on verify', async () => {
    const { accountId, sub, credentialId } = await prodWallet();
    const key = clientKey();
    const res = await verify(credentialId, await issuer.sign(claims({ sub, nonce: nonceOf(key.compressed) })), key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accountId, type: 'OAUTH' });
    // ES256 issuers are accepted as well.
    const es = await issuer.rotate('ES256');
    await new Promise((r) => setTimeout(r, COOLDOWN_MS + 50));
    const other = clientKey();
    expect((await verify(credentialId, await issuer.sign(claims({ sub, nonce: nonceOf(other.compressed) }), es), other)).statusCode).toBe(200);
  });

  it('refuses forged, expired, wrong-audience, wrong-subject, stale and unsigned tokens', async () => {
    const { sub, credentialId } = await prodWallet();
    const key = clientKey();
    const nonce = nonceOf(key.compressed);
    const refused = async (token: string, words: RegExp) => {
      const body = expectError(await verify(credentialId, token, key), 401, 'UNAUTHORIZED');
      expect(body.reason).toMatch(words);
    };
    // Same kid, another key: the signature does not verify.
    const forger = await newSigningKey(issuer.current.alg, issuer.current.kid);
    await refused(await issuer.sign(claims({ sub, nonce }), forger), /signature does not verify/);
    await refused(await issuer.sign(claims({ sub, nonce, iat: seconds() - 30, exp: seconds() - 1 })), /expired/);
    await refused(await issuer.sign(claims({ sub, nonce, aud: 'another-client' })), /registered identity/);
    await refused(await issuer.sign(claims({ sub: 'someone-else', nonce })), /registered identity/);
    await refused(await issuer.sign(claims({ sub, nonce, iat: seconds() - 61 })), /more than 60 seconds/);
    await refused(await issuer.sign(claims({ sub, nonce: nonceOf(clientKey().compressed) })), /nonce/);
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    await refused(`${b64({ alg: 'none', kid: issuer.current.kid })}.${b64(claims({ sub, nonce }))}.`, /RS256 or ES256/);
    // The sandbox's dummy-signed token is refused too: its issuer is not on this deployment's list.
    expectError(await verify(credentialId, oidcToken(h.clock.now(), { nonce }), key), 400, 'INVALID_INPUT');
    // Forged on create as well.
    const { accountId } = await walletCustomer(h, prod, { email: false });
    const forged = await h.call('POST', '/auth/credentials', { as: prod, body: { type: 'OAUTH', accountId, oidcToken: await issuer.sign(claims(), forger) } });
    expectError(forged, 401, 'UNAUTHORIZED');
  });

  it('fetches the key set again for an unknown kid (key rotation), at most once per cooldown', async () => {
    const { sub, credentialId } = await prodWallet();
    await new Promise((r) => setTimeout(r, COOLDOWN_MS + 50));
    const stranger = await newSigningKey('RS256', 'never-published');
    const before = issuer.hits.jwks;
    const rotated = await issuer.rotate();
    const key = clientKey();
    expect((await verify(credentialId, await issuer.sign(claims({ sub, nonce: nonceOf(key.compressed) }), rotated), key)).statusCode).toBe(200);
    expect(issuer.hits.jwks).toBe(before + 1);
    // A kid the issuer never published, right after that fetch: refused without another fetch.
    const body = expectError(await verify(credentialId, await issuer.sign(claims({ sub, nonce: nonceOf(key.compressed) }), stranger), key), 401, 'UNAUTHORIZED');
    expect(body.reason).toMatch(/kid/);
    expect(issuer.hits.jwks).toBe(before + 1);
    // Known keys are served from the cache.
    expect((await verify(credentialId, await issuer.sign(claims({ sub, nonce: nonceOf(key.compressed) }), rotated), key)).statusCode).toBe(200);
    expect(issuer.hits.jwks).toBe(before + 1);
    expect(issuer.hits.discovery).toBe(1);
  });

  it('answers 401 naming the fetch when the issuer is down or does not answer, never 500 and never a hang', async () => {
    const { accountId } = await walletCustomer(h, prod, { email: false });
    for (const [dead, words] of [
      [down, /could not be fetched.*HTTP 500/],
      [hanging, /could not be fetched.*did not answer within 500 ms/],
    ] as const) {
      const started = Date.now();
      const token = await dead.sign({ ...claims(), iss: dead.url });
      const body = expectError(await h.call('POST', '/auth/credentials', { as: prod, body: { type: 'OAUTH', accountId, oidcToken: token } }), 401, 'UNAUTHORIZED');
      expect(body.reason).toMatch(words);
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });

  it('keeps using cached keys while the issuer is down; a key it cannot fetch is a 401', async () => {
    const { sub, credentialId } = await prodWallet();
    const known = issuer.current;
    const unseen = await issuer.rotate();
    issuer.mode = 'down';
    try {
      await new Promise((r) => setTimeout(r, COOLDOWN_MS + 50));
      const key = clientKey();
      const nonce = nonceOf(key.compressed);
      const body = expectError(await verify(credentialId, await issuer.sign(claims({ sub, nonce }), unseen), key), 401, 'UNAUTHORIZED');
      expect(body.reason).toMatch(/could not be fetched.*HTTP 500/);
      expect((await verify(credentialId, await issuer.sign(claims({ sub, nonce }), known), key)).statusCode).toBe(200);
    } finally {
      issuer.mode = 'up';
    }
  });

  it('keeps the sandbox rule on sandbox platforms: claims checked, no key fetched', async () => {
    const hits = { ...issuer.hits };
    const { accountId } = await walletCustomer(h, h.platform, { email: false });
    const created = await h.call('POST', '/auth/credentials', { body: { type: 'OAUTH', accountId, oidcToken: oidcToken(h.clock.now()) } });
    expect(created.statusCode, created.body).toBe(201);
    expect(issuer.hits).toEqual(hits);
  });

  it('does not reach a loopback issuer through the default egress policy', async () => {
    const keys = remoteOidcKeys({ egress: new Egress(EgressPolicy.PUBLIC_ONLY, stubResolver()), issuers: [issuer.url] });
    const hits = { ...issuer.hits };
    const result = await verifyOidcToken(await issuer.sign(claims()), h.clock.now(), keys);
    expect(result).toMatchObject({ ok: false, kind: 'rejected', reason: expect.stringMatching(/not an address the service may reach/) });
    expect(issuer.hits).toEqual(hits);
  });

  it('refuses another platform’s credential with 404', async () => {
    const { credentialId } = await prodWallet();
    const res = await h.call('POST', `/auth/credentials/${credentialId}/verify`, {
      body: { type: 'OAUTH', oidcToken: oidcToken(h.clock.now()), clientPublicKey: clientKey().compressed },
    });
    expect(res.statusCode).toBe(404);
  });
});
