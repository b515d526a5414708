import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, PREFIX } from '../../src/app.ts';
import { verifySignatureHeader } from '../../src/events/signer.ts';
import { parseId } from '../../src/ids.ts';
import { IDEMPOTENT_REPLY, placeOf, WALLET_OTP_TARGET_KEY, WALLET_PLATFORM_KEY, WALLET_SEED_ENTROPY, WEBHOOK_PRIVATE_KEY } from '../../src/secrets/columns.ts';
import { type AppKey, Keyring, newAppKey } from '../../src/secrets/keyring.ts';
import type { KeySource } from '../../src/secrets/key-source.ts';
import { registerKeys } from '../../src/secrets/prepare.ts';
import { countByKey, resealUnderCurrent, sealPlaintext } from '../../src/secrets/sweep.ts';
import { basic, type Credentials, type Harness, startHarness } from '../support/harness.ts';
import { startReceiver } from '../support/receiver.ts';
import { clientKey, emailWallet, oauthWallet, openExport, otpBundle, signed, type WalletSession } from '../support/wallet-auth.ts';

let h: Harness;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const first = newAppKey();
beforeAll(async () => {
  h = await startHarness({ keyring: new Keyring([first]) });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await h.close();
});

const one = async <T>(sql: string, params: unknown[]) => (await h.database.db.query<T & Record<string, unknown>>(sql, params))[0];
const uuid = (type: string, id: string) => parseId(type, id)!;
const PLAIN_MARKERS = [/PRIVATE KEY/, /^[0-9a-f]+$/];
const expectSealed = (value: string) => {
  expect(value).toMatch(new RegExp(`^v1\\.${first.kid}\\.[A-Za-z0-9_-]+$`));
  for (const m of PLAIN_MARKERS) expect(value).not.toMatch(m);
};

/** Every sealed value of one wallet and its platform, as stored. */
async function walletValues(w: WalletSession, otpId: string, platformId: string) {
  return {
    seed: (await one<{ entropy: string }>('SELECT entropy FROM wallet_seeds WHERE account_id = $1', [uuid('InternalAccount', w.accountId)])).entropy,
    platformKey: (await one<{ private_key: string }>('SELECT private_key FROM wallet_platform_keys WHERE platform_id = $1', [platformId])).private_key,
    otpKey: (await one<{ target_private_key: string }>('SELECT target_private_key FROM wallet_otps WHERE credential_id = $1', [uuid('AuthMethod', otpId)]))
      .target_private_key,
  };
}

async function exportMnemonic(w: WalletSession, as: Credentials = h.platform): Promise<string> {
  const path = `/internal-accounts/${w.accountId}/export`;
  const target = clientKey();
  const body = { clientPublicKey: target.uncompressed };
  const first = await h.call('POST', path, { as, body });
  const done = await h.call('POST', path, { as, body, headers: signed(w.key, first.json()) });
  expect(done.statusCode, done.body).toBe(200);
  return openExport(target, done.json().encryptedWalletCredentials);
}

/** Sends a TEST webhook through `call` and checks its signature against the platform's public key. */
async function webhookVerifies(p: Credentials, call = h.call.bind(h)): Promise<void> {
  await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: receiver.url } });
  const before = receiver.received.length;
  const res = await call('POST', '/sandbox/webhooks/test', { as: p });
  expect(res.statusCode, res.body).toBe(200);
  const got = receiver.received[before];
  const publicKey = (await h.call('GET', '/config', { as: p })).json().webhookPublicKey;
  expect(verifySignatureHeader(got.body, String(got.headers['x-service-signature']), publicKey)).toBe(true);
}

describe('secrets at rest', () => {
  it('stores each platform webhook signing key sealed to its row; webhooks still verify with the public key', async () => {
    const p = await h.newPlatform('Sealed hooks');
    const row = await one<{ webhook_private_key: string; webhook_public_key: string }>('SELECT webhook_private_key, webhook_public_key FROM platforms WHERE id = $1', [
      p.platformId,
    ]);
    expectSealed(row.webhook_private_key);
    const pem = h.services.keyring.openText(row.webhook_private_key, placeOf(WEBHOOK_PRIVATE_KEY, p.platformId));
    expect(createPublicKey(pem).export({ type: 'spki', format: 'pem' })).toBe(row.webhook_public_key);
    // Bound to its row: another platform's ciphertext does not open as this one's.
    expect(() => h.services.keyring.open(row.webhook_private_key, placeOf(WEBHOOK_PRIVATE_KEY, h.platform.platformId))).toThrow(/does not open/);
    await webhookVerifies(p);
  });

  it('stores the wallet platform key, OTP target key and wallet seed sealed', async () => {
    const w = await emailWallet(h);
    // A code issued after the login, so that its target key is still kept.
    const otp = { id: w.credentialId, bundle: await otpBundle(h, w.credentialId) };
    const mnemonic = await exportMnemonic(w);
    const values = await walletValues(w, otp.id, h.platform.platformId);
    for (const v of Object.values(values)) expectSealed(v);
    const seed = h.services.keyring.openText(values.seed, placeOf(WALLET_SEED_ENTROPY, uuid('InternalAccount', w.accountId)));
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(h.services.keyring.openText(values.platformKey, placeOf(WALLET_PLATFORM_KEY, h.platform.platformId))).toMatch(/^[0-9a-f]{64}$/);
    expect(h.services.keyring.openText(values.otpKey, placeOf(WALLET_OTP_TARGET_KEY, uuid('AuthMethod', otp.id)))).toMatch(/^[0-9a-f]{64}$/);
    expect(await exportMnemonic(w)).toBe(mnemonic);
  });

  it('seals the stored reply of a KYC link (a bearer URL) and replays it as sent', async () => {
    const customer = (await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', fullName: 'Link Person' } })).json();
    const headers = { 'idempotency-key': 'kyc-sealed' };
    const first = await h.call('POST', `/customers/${customer.id}/kyc-link`, { body: {}, headers });
    expect(first.statusCode).toBe(201);
    const stored = await one<{ response_body: string }>('SELECT response_body FROM idempotency_keys WHERE platform_id = $1 AND key = $2', [
      h.platform.platformId,
      'kyc-sealed',
    ]);
    expectSealed(stored.response_body);
    expect(stored.response_body).not.toContain('kyc.sandbox');
    expect(h.services.keyring.openText(stored.response_body, placeOf(IDEMPOTENT_REPLY, h.platform.platformId, 'kyc-sealed'))).toBe(first.body);
    const again = await h.call('POST', `/customers/${customer.id}/kyc-link`, { body: {}, headers });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
  });

  it('the start-up sweep seals legacy plaintext; until then readers refuse it', async () => {
    const p = await h.newPlatform('Legacy');
    const w = await emailWallet(h, p);
    const otp = { id: w.credentialId, bundle: await otpBundle(h, w.credentialId, p) };
    const mnemonic = await exportMnemonic(w, p);
    const ring = h.services.keyring;
    const sealed = await walletValues(w, otp.id, p.platformId);
    const hook = (await one<{ webhook_private_key: string }>('SELECT webhook_private_key FROM platforms WHERE id = $1', [p.platformId])).webhook_private_key;
    const accountId = uuid('InternalAccount', w.accountId);
    const credentialId = uuid('AuthMethod', otp.id);
    // What an older version wrote: the same secrets in clear.
    const plain = {
      hook: ring.openText(hook, placeOf(WEBHOOK_PRIVATE_KEY, p.platformId)),
      seed: ring.openText(sealed.seed, placeOf(WALLET_SEED_ENTROPY, accountId)),
      platformKey: ring.openText(sealed.platformKey, placeOf(WALLET_PLATFORM_KEY, p.platformId)),
      otpKey: ring.openText(sealed.otpKey, placeOf(WALLET_OTP_TARGET_KEY, credentialId)),
    };
    await h.database.db.query('UPDATE platforms SET webhook_private_key = $2 WHERE id = $1', [p.platformId, plain.hook]);
    await h.database.db.query('UPDATE wallet_seeds SET entropy = $2 WHERE account_id = $1', [accountId, plain.seed]);
    await h.database.db.query('UPDATE wallet_platform_keys SET private_key = $2 WHERE platform_id = $1', [p.platformId, plain.platformKey]);
    await h.database.db.query('UPDATE wallet_otps SET target_private_key = $2 WHERE credential_id = $1', [credentialId, plain.otpKey]);
    h.services.platforms.forget(p.platformId);

    await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: receiver.url } });
    expect((await h.call('POST', '/sandbox/webhooks/test', { as: p })).statusCode).toBe(500);
    expect(h.violations.splice(0)).toEqual([]);
    const before = await countByKey(h.database.db);
    expect(before['platforms.webhook_private_key']['(plaintext)']).toBe(1);

    const counts = await sealPlaintext(h.database.db, ring);
    expect(counts).toMatchObject({
      'platforms.webhook_private_key': 1,
      'wallet_seeds.entropy': 1,
      'wallet_platform_keys.private_key': 1,
      'wallet_otps.target_private_key': 1,
    });
    expect(await sealPlaintext(h.database.db, ring)).toMatchObject({ 'platforms.webhook_private_key': 0, 'wallet_seeds.entropy': 0 });
    const after = await walletValues(w, otp.id, p.platformId);
    for (const v of Object.values(after)) expectSealed(v);
    expect(ring.openText(after.seed, placeOf(WALLET_SEED_ENTROPY, accountId))).toBe(plain.seed);
    const hookAfter = (await one<{ webhook_private_key: string }>('SELECT webhook_private_key FROM platforms WHERE id = $1', [p.platformId])).webhook_private_key;
    expectSealed(hookAfter);
    h.services.platforms.forget(p.platformId);
    await webhookVerifies(p);
    expect(await exportMnemonic(w, p)).toBe(mnemonic);
  });

  it('re-sealing under a new key keeps every value usable by an app holding the new ring', async () => {
    const p = await h.newPlatform('Rotated');
    const w = await oauthWallet(h, p);
    const mnemonic = await exportMnemonic(w, p);
    const added = { ...newAppKey(), kid: 'second' };
    const rotated = new Keyring([added, first]);
    const counts = await resealUnderCurrent(h.database.db, rotated);
    expect(counts['platforms.webhook_private_key']).toBeGreaterThanOrEqual(3);
    expect(counts['wallet_seeds.entropy']).toBeGreaterThanOrEqual(1);
    expect(counts['idempotency_keys.response_body']).toBe(1);
    const byKey = await countByKey(h.database.db);
    for (const [column, kids] of Object.entries(byKey)) expect(Object.keys(kids).filter((k) => k !== added.kid), column).toEqual([]);
    const hook = (await one<{ webhook_private_key: string }>('SELECT webhook_private_key FROM platforms WHERE id = $1', [p.platformId])).webhook_private_key;
    expect(hook.startsWith(`v1.${added.kid}.`)).toBe(true);

    const replica = await buildApp({ db: h.database.db, clock: h.clock, keyring: new Keyring([added]), validateResponses: true, egress: h.services.egress });
    try {
      await webhookVerifies(p, (method, path, options = {}) =>
        replica.app.inject({ method, url: PREFIX + path, headers: { authorization: basic(options.as ?? h.platform) } }),
      );
      const target = clientKey();
      const path = `/internal-accounts/${w.accountId}/export`;
      const body = { clientPublicKey: target.uncompressed };
      const headers = { authorization: basic(p), 'content-type': 'application/json' };
      const first = await replica.app.inject({ method: 'POST', url: PREFIX + path, headers, payload: body });
      const done = await replica.app.inject({ method: 'POST', url: PREFIX + path, headers: { ...headers, ...signed(w.key, first.json()) }, payload: body });
      expect(await openExport(target, done.json().encryptedWalletCredentials)).toBe(mnemonic);
      expect(replica.violations).toEqual([]);
    } finally {
      await replica.app.close();
    }
    // The harness's app holds only the first key: back under it, for the tests that follow.
    await resealUnderCurrent(h.database.db, new Keyring([first, added]));
  });

  it('refuses a process whose keys are not the ones the database registered', async () => {
    const source = (keys: AppKey[]): KeySource => ({ where: 'test keys', keys, created: false });
    const now = h.clock.now();
    await registerKeys(h.database.db, source([first]), new Keyring([first]), now);
    await registerKeys(h.database.db, source([first]), new Keyring([first]), now);
    // A replica that made its own key, and one that has another key under the same id.
    const own = newAppKey();
    await expect(registerKeys(h.database.db, source([own]), new Keyring([own]), now)).rejects.toThrow(`app key "${first.kid}", which test keys does not have`);
    const impostor = { ...newAppKey(), kid: first.kid };
    await expect(registerKeys(h.database.db, source([impostor]), new Keyring([impostor]), now)).rejects.toThrow(/is not the key this database registered/);
    // A new current key with the registered one behind it is accepted and registered too.
    await registerKeys(h.database.db, source([own, first]), new Keyring([own, first]), now);
    expect((await h.database.db.query<{ kid: string }>('SELECT kid FROM app_key_checks ORDER BY kid')).map((r) => r.kid).sort()).toEqual([first.kid, own.kid].sort());
  });
});
