import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitStatements } from '../../src/db/migrate.ts';
import { parseId } from '../../src/ids.ts';
import type { RecordingNotifier } from '../../src/sandbox/notifier.ts';
import { onServer } from '../support/database.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import {
  addOauth,
  clientKey,
  emailCredentialOf,
  emailWallet,
  enableWallets,
  encryptOtp,
  oauthWallet,
  oidcToken,
  otpLogin,
  signed,
  walletCustomer,
} from '../support/wallet-auth.ts';

/**
 * The spec's initial credential (section 5): an embedded wallet starts with an EMAIL_OTP
 * credential tied to its customer's e-mail, made by the platform in the transaction that opens
 * the wallet (docs/wallet-auth.md, "Wallets").
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const consent = { type: 'SERVICE_END_USER_TERMS', termsVersion: '2025-10-13', acceptedAt: '2025-10-20T10:00:00Z', ipAddress: '203.0.113.7', acceptanceMethod: 'CHECKBOX' };
type Credential = { id: string; accountId: string; type: string; nickname: string; createdAt: string };

const credentialsOf = async (accountId: string, as: Credentials = h.platform) =>
  (await h.call('GET', '/auth/credentials', { as, query: { accountId } })).json().data as Credential[];
const walletOf = async (customerId: string, as: Credentials = h.platform) =>
  ((await h.call('GET', '/customers/internal-accounts', { as, query: { customerId, type: 'EMBEDDED_WALLET' } })).json().data as { id: string }[])[0]?.id;
const email = () => `first${Math.floor(Math.random() * 1e9)}@example.com`;

describe('a new wallet starts with an EMAIL_OTP credential tied to the customer e-mail', () => {
  it('is listed at once after the create that opened the wallet, tied to the e-mail', async () => {
    await enableWallets(h);
    const address = email();
    const created = await h.call('POST', '/customers', {
      body: { customerType: 'INDIVIDUAL', fullName: 'First Login', email: address, agreementConsents: [consent] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const accountId = await walletOf(created.json().id);
    expect(await credentialsOf(accountId)).toEqual([{ id: expect.stringMatching(/^AuthMethod:/), accountId, type: 'EMAIL_OTP', nickname: address, createdAt: created.json().createdAt, updatedAt: created.json().createdAt }]);
  });

  it('gives the first session by the usual EMAIL_OTP challenge, verify and signed retry', async () => {
    const { accountId } = await walletCustomer(h);
    const [credential] = await credentialsOf(accountId);
    expect((await h.call('GET', '/auth/sessions', { query: { accountId } })).json().data).toEqual([]);
    const challenge = await h.call('POST', `/auth/credentials/${credential.id}/challenge`, { body: {} });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toMatchObject({ id: credential.id, type: 'EMAIL_OTP', nickname: credential.nickname });
    const tek = clientKey();
    const body = { type: 'EMAIL_OTP', encryptedOtpBundle: await encryptOtp(challenge.json().otpEncryptionTargetBundle, '000000', tek.compressed) };
    const leg1 = await h.call('POST', `/auth/credentials/${credential.id}/verify`, { body });
    expect(leg1.statusCode).toBe(202);
    const session = await h.call('POST', `/auth/credentials/${credential.id}/verify`, { body, headers: signed(tek, leg1.json()) });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ accountId, type: 'EMAIL_OTP', nickname: credential.nickname });
    // The session authorizes wallet operations.
    const patch = (await h.call('PATCH', `/internal-accounts/${accountId}`, { body: { privateEnabled: true } })).json();
    expect((await h.call('PATCH', `/internal-accounts/${accountId}`, { body: { privateEnabled: true }, headers: signed(tek, patch) })).statusCode).toBe(200);
  });

  it('sends no code until the end user asks to log in, also outside the sandbox', async () => {
    const p = await h.newPlatform('Production initial', { environment: 'PRODUCTION' });
    const { accountId } = await walletCustomer(h, p);
    const [credential] = await credentialsOf(accountId, p);
    const notifier = h.services.notifier as RecordingNotifier;
    expect(notifier.sentTo(credential.nickname)).toEqual([]);
    expect((await h.call('POST', `/auth/credentials/${credential.id}/challenge`, { as: p, body: {} })).statusCode).toBe(200);
    expect(notifier.sentTo(credential.nickname)).toHaveLength(1);
  });

  it('comes with a wallet that a later update opens (end-user terms accepted)', async () => {
    await enableWallets(h);
    const address = email();
    const customer = (await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', fullName: 'Late Terms', email: address } })).json();
    expect(await walletOf(customer.id)).toBeUndefined();
    const accepted = await h.call('PATCH', `/customers/${customer.id}`, { body: { customerType: 'INDIVIDUAL', agreementConsents: [consent] } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const accountId = await walletOf(customer.id);
    expect((await credentialsOf(accountId)).map((c) => [c.type, c.nickname])).toEqual([['EMAIL_OTP', address]]);
  });

  it('comes with each wallet of a bulk import', async () => {
    const p = await h.newPlatform('Bulk wallets');
    await enableWallets(h, p);
    await h.database.db.query(`UPDATE platforms SET config = jsonb_set(config, '{isRegulatedFinancialInstitution}', 'true') WHERE id = $1`, [p.platformId]);
    const header = 'umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,addressLine2,city,state,postalCode,country,email,businessLegalName,businessRegistrationNumber,businessTaxId';
    const row = '$bulkwallet@uma.corridor.example,p-bulk,INDIVIDUAL,Bulk Wallet,1990-01-02,1 Main St,,Austin,TX,73301,US,bulk-wallet@example.com,,,';
    const boundary = 'csvboundary';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="customers.csv"\r\nContent-Type: text/csv\r\n\r\n${header}\n${row}\r\n--${boundary}--\r\n`,
    );
    const res = await h.call('POST', '/customers/bulk/csv', { as: p, body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode, res.body).toBe(202);
    await h.services.worker.drain();
    const job = (await h.call('GET', `/customers/bulk/jobs/${res.json().jobId}`, { as: p })).json();
    expect(job.status).toBe('COMPLETED');
    const accountId = await walletOf(job.results[0].customerId, p);
    expect((await credentialsOf(accountId, p)).map((c) => [c.type, c.nickname])).toEqual([['EMAIL_OTP', 'bulk-wallet@example.com']]);
  });
});

describe('what follows from the other credential rules', () => {
  it('answers 400 EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS to a second EMAIL_OTP, before any signature', async () => {
    const { accountId } = await walletCustomer(h);
    expectError(await h.call('POST', '/auth/credentials', { body: { type: 'EMAIL_OTP', accountId } }), 400, 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS');
    // Any other first credential now needs a session of the wallet: the bootstrap is over.
    const oauth = await h.call('POST', '/auth/credentials', { body: { type: 'OAUTH', accountId, oidcToken: oidcToken(h.clock.now()) } });
    expect(oauth.statusCode).toBe(202);
  });

  it('will not revoke it while it is the only credential; with a second one, a session of that one revokes it', async () => {
    const w = await emailWallet(h);
    expectError(await h.call('DELETE', `/auth/credentials/${w.credentialId}`), 400, 'INVALID_INPUT');
    const other = await addOauth(h, w);
    const challenge = (await h.call('DELETE', `/auth/credentials/${w.credentialId}`)).json();
    expect((await h.call('DELETE', `/auth/credentials/${w.credentialId}`, { headers: signed(other.key, challenge) })).statusCode).toBe(204);
    expect((await credentialsOf(w.accountId)).map((c) => c.id)).toEqual([other.credentialId]);
  });

  it('changes its e-mail with the customer, through the signed retry', async () => {
    const w = await emailWallet(h);
    const body = { customerType: 'INDIVIDUAL', email: email() };
    const first = await h.call('PATCH', `/customers/${w.customerId}`, { body });
    expect(first.statusCode).toBe(202);
    expect((await h.call('PATCH', `/customers/${w.customerId}`, { body, headers: signed(w.key, first.json()) })).statusCode).toBe(200);
    expect((await emailCredentialOf(h, w.accountId)).nickname).toBe(body.email);
  });
});

describe('a customer without e-mail', () => {
  it('has a wallet without credential until its e-mail is set; that update makes the EMAIL_OTP credential', async () => {
    const { customerId, accountId } = await walletCustomer(h, h.platform, { email: false });
    expect(await credentialsOf(accountId)).toEqual([]);
    const address = email();
    const set = await h.call('PATCH', `/customers/${customerId}`, { body: { customerType: 'INDIVIDUAL', email: address } });
    expect(set.statusCode, set.body).toBe(200);
    const [credential] = await credentialsOf(accountId);
    expect(credential).toMatchObject({ type: 'EMAIL_OTP', nickname: address, createdAt: set.json().updatedAt });
    // From then on it is the wallet's tied credential: it logs in, and the e-mail changes only by signed retry.
    const session = await otpLogin(h, credential.id);
    const body = { customerType: 'INDIVIDUAL', email: email() };
    const first = await h.call('PATCH', `/customers/${customerId}`, { body });
    expect(first.statusCode).toBe(202);
    expect((await h.call('PATCH', `/customers/${customerId}`, { body, headers: signed(session.key, first.json()) })).statusCode).toBe(200);
    expect((await credentialsOf(accountId)).map((c) => c.nickname)).toEqual([body.email]);
  });

  // Needs two connections: the bootstrap create and the update race for the wallet's row lock.
  it.skipIf(!onServer)('gives a wallet one first credential when its bootstrap create races the update that sets the e-mail', async () => {
    for (let round = 0; round < 5; round++) {
      const { customerId, accountId } = await walletCustomer(h, h.platform, { email: false });
      const [created, updated] = await Promise.all([
        h.call('POST', '/auth/credentials', { body: { type: 'OAUTH', accountId, oidcToken: oidcToken(h.clock.now()) } }),
        h.call('PATCH', `/customers/${customerId}`, { body: { customerType: 'INDIVIDUAL', email: email() } }),
      ]);
      expect(updated.statusCode, updated.body).toBe(200);
      const types = (await credentialsOf(accountId)).map((c) => c.type);
      // Whichever took the lock first made the wallet's only credential; the create that came second asks for a signature.
      if (created.statusCode === 201) expect(types).toEqual(['OAUTH']);
      else {
        expect(created.statusCode, created.body).toBe(202);
        expect(types).toEqual(['EMAIL_OTP']);
      }
    }
  });

  it('keeps a wallet that got another credential first as it is when the e-mail is set', async () => {
    const w = await oauthWallet(h);
    expect((await h.call('PATCH', `/customers/${w.customerId}`, { body: { customerType: 'INDIVIDUAL', email: email() } })).statusCode).toBe(200);
    expect((await credentialsOf(w.accountId)).map((c) => c.type)).toEqual(['OAUTH']);
  });
});

describe('migration 033: wallets opened before get their credential', () => {
  const migration = readFileSync(new URL('../../src/db/migrations/033_wallet_initial_credentials.sql', import.meta.url), 'utf8');
  const runMigration = async () => {
    for (const statement of splitStatements(migration)) await h.database.db.query(statement);
  };
  const uuidOf = (id: string) => parseId('InternalAccount', id) as string;

  it('gives a bare wallet of a customer with e-mail its EMAIL_OTP credential, and leaves the others as they are', async () => {
    const p = await h.newPlatform('Before 033');
    // A wallet as the service opened it before: no credential.
    const old = await walletCustomer(h, p);
    await h.database.db.query('DELETE FROM wallet_credentials WHERE account_id = $1', [uuidOf(old.accountId)]);
    // A wallet whose customer has no e-mail, one whose first credential was OAUTH, and one of a deleted customer.
    const noEmail = await walletCustomer(h, p, { email: false });
    const oauth = await oauthWallet(h, p);
    expect((await h.call('PATCH', `/customers/${oauth.customerId}`, { as: p, body: { customerType: 'INDIVIDUAL', email: email() } })).statusCode).toBe(200);
    const deleted = await walletCustomer(h, p);
    await h.database.db.query('DELETE FROM wallet_credentials WHERE account_id = $1', [uuidOf(deleted.accountId)]);
    expect((await h.call('DELETE', `/customers/${deleted.customerId}`, { as: p })).statusCode).toBe(200);

    await runMigration();
    const address = (await h.call('GET', `/customers/${old.customerId}`, { as: p })).json().email;
    const [credential, ...more] = await credentialsOf(old.accountId, p);
    expect(more).toEqual([]);
    expect(credential).toMatchObject({ accountId: old.accountId, type: 'EMAIL_OTP', nickname: address });
    // A version-7 id, as the service makes them, so that the list's order stays the creation order.
    expect(credential.id).toMatch(/^AuthMethod:[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await credentialsOf(noEmail.accountId, p)).toEqual([]);
    expect((await credentialsOf(oauth.accountId, p)).map((c) => c.type)).toEqual(['OAUTH']);
    expect(await credentialsOf(deleted.accountId, p)).toEqual([]);
    // It logs in as the one made with a new wallet does.
    expect((await otpLogin(h, credential.id, p)).sessionId).toMatch(/^Session:/);

    // Run again, it adds nothing.
    await runMigration();
    expect((await credentialsOf(old.accountId, p)).map((c) => c.id)).toEqual([credential.id]);
  });
});
