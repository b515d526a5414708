import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash } from 'node:crypto';
import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import type { Credentials, Harness } from './harness.ts';

/**
 * The client side of Embedded Wallet Auth, written independently of the server code: P-256 keys,
 * wallet stamps, HPKE sealing of OTP bundles, opening export and session-key bundles, and
 * OIDC-shaped tokens.
 */
export interface ClientKey {
  privateKey: Uint8Array;
  compressed: string;
  uncompressed: string;
}

const hexOf = (b: Uint8Array) => Buffer.from(b).toString('hex');

export function clientKey(privateKey = p256.utils.randomSecretKey()): ClientKey {
  return { privateKey, compressed: hexOf(p256.getPublicKey(privateKey, true)), uncompressed: hexOf(p256.getPublicKey(privateKey, false)) };
}

/** The Service-Wallet-Signature value for `payload`, signed with `key`. */
export function stamp(key: ClientKey, payload: string, options: { lowS?: boolean } = {}): string {
  const signature = p256.sign(new TextEncoder().encode(payload), key.privateKey, { format: 'der', lowS: options.lowS ?? true });
  const json = JSON.stringify({ publicKey: key.compressed, scheme: 'SIGNATURE_SCHEME_TK_API_P256', signature: hexOf(signature) });
  return Buffer.from(json, 'utf8').toString('base64url');
}

export const signed = (key: ClientKey, challenge: { payloadToSign: string; requestId: string }) => ({
  'service-wallet-signature': stamp(key, challenge.payloadToSign),
  'request-id': challenge.requestId,
});

const suite = new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() });
const INFO = new TextEncoder().encode('turnkey_hpke');
const cat = (...parts: Uint8Array[]) => Uint8Array.from(Buffer.concat(parts));

/** Encrypts the OTP and the client key to the bundle's targetPublic, as a wallet SDK does. */
export async function encryptOtp(otpEncryptionTargetBundle: string, code: string, tekPublicHex: string): Promise<string> {
  const bundle = JSON.parse(otpEncryptionTargetBundle) as { data: string; dataSignature: string; enclaveQuorumPublic: string };
  const data = Buffer.from(bundle.data, 'hex');
  if (!p256.verify(Buffer.from(bundle.dataSignature, 'hex'), data, Buffer.from(bundle.enclaveQuorumPublic, 'hex'), { format: 'der', lowS: false })) {
    throw new Error('bundle signature does not verify');
  }
  const target = Buffer.from((JSON.parse(data.toString('utf8')) as { targetPublic: string }).targetPublic, 'hex');
  const sender = await suite.createSenderContext({ recipientPublicKey: await suite.kem.deserializePublicKey(target), info: INFO });
  const enc = new Uint8Array(sender.enc);
  const plaintext = new TextEncoder().encode(JSON.stringify({ otp_code: code, public_key: tekPublicHex }));
  const ciphertext = new Uint8Array(await sender.seal(plaintext, cat(enc, target)));
  return JSON.stringify({ encappedPublic: hexOf(enc), ciphertext: hexOf(ciphertext) });
}

async function open(key: ClientKey, enc: Uint8Array, ciphertext: Uint8Array): Promise<Uint8Array> {
  const pub = p256.getPublicKey(key.privateKey, false);
  const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64url');
  const recipientKey = await suite.kem.importKey('jwk', { kty: 'EC', crv: 'P-256', d: b64(key.privateKey), x: b64(pub.slice(1, 33)), y: b64(pub.slice(33)), ext: true, key_ops: ['deriveBits'] }, false);
  const recipient = await suite.createRecipientContext({ recipientKey, enc, info: INFO });
  return new Uint8Array(await recipient.open(ciphertext, cat(enc, pub)));
}

/** Opens an export's encryptedWalletCredentials; returns the mnemonic. */
export async function openExport(key: ClientKey, encryptedWalletCredentials: string): Promise<string> {
  const outer = JSON.parse(encryptedWalletCredentials) as { data: string };
  const inner = JSON.parse(Buffer.from(outer.data, 'hex').toString('utf8')) as { encappedPublic: string; ciphertext: string };
  return new TextDecoder().decode(await open(key, Buffer.from(inner.encappedPublic, 'hex'), Buffer.from(inner.ciphertext, 'hex')));
}

/** Opens a legacy encryptedSessionSigningKey; returns the session key. */
export async function openSessionKey(key: ClientKey, encryptedSessionSigningKey: string): Promise<ClientKey> {
  const raw = createBase58check(sha256).decode(encryptedSessionSigningKey);
  const enc = p256.Point.fromBytes(raw.slice(0, 33)).toBytes(false);
  return clientKey(Uint8Array.from(await open(key, enc, raw.slice(33))));
}

const b64json = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** An OIDC-shaped ID token (dummy signature: the sandbox does not check it). */
export function oidcToken(now: Date, claims: Record<string, unknown> = {}): string {
  const iat = Math.floor(now.getTime() / 1000);
  const body = { iss: 'https://accounts.google.com', aud: 'client-123.apps.example', sub: 'google-user-1', email: 'ada@example.com', iat, exp: iat + 600, ...claims };
  return `${b64json({ alg: 'RS256', typ: 'JWT' })}.${b64json(body)}.c2lnbmF0dXJl`;
}

export const nonceOf = (clientPublicKey: string) => createHash('sha256').update(clientPublicKey, 'utf8').digest('hex');

const consent = { type: 'SERVICE_END_USER_TERMS', termsVersion: '2025-10-13', acceptedAt: '2025-10-20T10:00:00Z', ipAddress: '203.0.113.7', acceptanceMethod: 'CHECKBOX' };

/** Makes the platform support USDB (so customers get an embedded wallet). */
export async function enableWallets(h: Harness, as: Credentials = h.platform): Promise<void> {
  const config = (await h.call('GET', '/config', { as })).json() as { supportedCurrencies: Record<string, unknown>[] };
  if (config.supportedCurrencies.some((c) => c.currencyCode === 'USDB')) return;
  const full = (c: Record<string, unknown>) => ({
    currencyCode: c.currencyCode,
    minAmount: c.minAmount ?? 1,
    maxAmount: c.maxAmount ?? 100_000_000,
    requiredCounterpartyFields: c.requiredCounterpartyFields ?? [],
    enabledTransactionTypes: c.enabledTransactionTypes ?? ['INCOMING', 'OUTGOING'],
  });
  const list = [...config.supportedCurrencies, { currencyCode: 'USDB' }].map(full);
  const res = await h.call('PATCH', '/config', { as, body: { supportedCurrencies: list } });
  if (res.statusCode !== 200) throw new Error(res.body);
}

/**
 * A customer (with e-mail and phone, terms accepted) and its embedded wallet account id. The
 * wallet starts with its EMAIL_OTP credential (emailCredentialOf); `email: false` makes a
 * customer without e-mail, whose wallet starts with none, so that its first POST
 * /auth/credentials registers at once (the bootstrap).
 */
export async function walletCustomer(
  h: Harness,
  as: Credentials = h.platform,
  options: { email?: boolean } = {},
): Promise<{ customerId: string; accountId: string }> {
  await enableWallets(h, as);
  const n = Math.floor(Math.random() * 1e9);
  const email = options.email === false ? {} : { email: `owner${n}@example.com` };
  const customer = await h.call('POST', '/customers', {
    as,
    body: { customerType: 'INDIVIDUAL', fullName: 'Wallet Owner', ...email, phoneNumber: '+14155550123', agreementConsents: [consent] },
  });
  if (customer.statusCode !== 201) throw new Error(customer.body);
  const customerId = customer.json().id as string;
  const accounts = (await h.call('GET', '/customers/internal-accounts', { as, query: { customerId, type: 'EMBEDDED_WALLET' } })).json().data as { id: string }[];
  if (accounts.length !== 1) throw new Error(`expected one embedded wallet, got ${accounts.length}`);
  return { customerId, accountId: accounts[0].id };
}

export interface WalletSession {
  accountId: string;
  customerId: string;
  credentialId: string;
  sessionId: string;
  key: ClientKey;
}

/** The wallet's live EMAIL_OTP credential (the one it started with, unless revoked since). */
export async function emailCredentialOf(h: Harness, accountId: string, as: Credentials = h.platform): Promise<{ id: string; nickname: string }> {
  const list = (await h.call('GET', '/auth/credentials', { as, query: { accountId } })).json().data as { id: string; type: string; nickname: string }[];
  const found = list.find((c) => c.type === 'EMAIL_OTP');
  if (!found) throw new Error(`the wallet has no EMAIL_OTP credential: ${JSON.stringify(list)}`);
  return found;
}

/** A new one-time code for an OTP credential (POST .../challenge); returns its otpEncryptionTargetBundle. */
export async function otpBundle(h: Harness, credentialId: string, as: Credentials = h.platform): Promise<string> {
  const res = await h.call('POST', `/auth/credentials/${credentialId}/challenge`, { as, body: {} });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().otpEncryptionTargetBundle;
}

/** An OTP login (sandbox code): challenge, verify, and the retry signed by the bundled key, which becomes the session key. */
export async function otpLogin(
  h: Harness,
  credentialId: string,
  as: Credentials = h.platform,
  type: 'EMAIL_OTP' | 'SMS_OTP' = 'EMAIL_OTP',
): Promise<{ sessionId: string; key: ClientKey }> {
  const key = clientKey();
  const body = { type, encryptedOtpBundle: await encryptOtp(await otpBundle(h, credentialId, as), '000000', key.compressed) };
  const path = `/auth/credentials/${credentialId}/verify`;
  const leg1 = await h.call('POST', path, { as, body });
  if (leg1.statusCode !== 202) throw new Error(leg1.body);
  const leg2 = await h.call('POST', path, { as, body, headers: signed(key, leg1.json()) });
  if (leg2.statusCode !== 200) throw new Error(leg2.body);
  return { sessionId: leg2.json().id, key };
}

/** A wallet as the spec starts it (its customer's EMAIL_OTP credential), with the session of a first login by it. */
export async function emailWallet(h: Harness, as: Credentials = h.platform): Promise<WalletSession> {
  const { customerId, accountId } = await walletCustomer(h, as);
  const credentialId = (await emailCredentialOf(h, accountId, as)).id;
  return { customerId, accountId, credentialId, ...(await otpLogin(h, credentialId, as)) };
}

/** A wallet of a customer without e-mail, bootstrapped with an OAUTH credential, and one client-held session. */
export async function oauthWallet(h: Harness, as: Credentials = h.platform): Promise<WalletSession> {
  const { customerId, accountId } = await walletCustomer(h, as, { email: false });
  const created = await h.call('POST', '/auth/credentials', { as, body: { type: 'OAUTH', accountId, oidcToken: oidcToken(h.clock.now()) } });
  if (created.statusCode !== 201) throw new Error(created.body);
  const credentialId = created.json().id as string;
  const key = clientKey();
  const session = await h.call('POST', `/auth/credentials/${credentialId}/verify`, {
    as,
    body: { type: 'OAUTH', oidcToken: oidcToken(h.clock.now(), { nonce: nonceOf(key.compressed) }), clientPublicKey: key.compressed },
  });
  if (session.statusCode !== 200) throw new Error(session.body);
  return { accountId, customerId, credentialId, sessionId: session.json().id, key };
}

/** Adds an OAUTH credential to `w`'s wallet by a retry signed with `w`'s session, and opens a session with it. */
export async function addOauth(h: Harness, w: WalletSession, as: Credentials = h.platform): Promise<WalletSession> {
  const claims = { sub: `google-user-${Math.floor(Math.random() * 1e9)}` };
  const body = { type: 'OAUTH', accountId: w.accountId, oidcToken: oidcToken(h.clock.now(), claims) };
  const first = await h.call('POST', '/auth/credentials', { as, body });
  if (first.statusCode !== 202) throw new Error(first.body);
  const created = await h.call('POST', '/auth/credentials', { as, body, headers: signed(w.key, first.json()) });
  if (created.statusCode !== 201) throw new Error(created.body);
  const credentialId = created.json().id as string;
  const key = clientKey();
  const session = await h.call('POST', `/auth/credentials/${credentialId}/verify`, {
    as,
    body: { type: 'OAUTH', oidcToken: oidcToken(h.clock.now(), { ...claims, nonce: nonceOf(key.compressed) }), clientPublicKey: key.compressed },
  });
  if (session.statusCode !== 200) throw new Error(session.body);
  return { accountId: w.accountId, customerId: w.customerId, credentialId, sessionId: session.json().id, key };
}

/**
 * Adds an EMAIL_OTP credential to a wallet by signed retry; returns its id and first bundle.
 * Only a wallet without one: a customer given an e-mail after its wallet had a credential.
 */
export async function addEmailOtp(h: Harness, w: WalletSession, as: Credentials = h.platform): Promise<{ id: string; bundle: string }> {
  const body = { type: 'EMAIL_OTP', accountId: w.accountId };
  const first = await h.call('POST', '/auth/credentials', { as, body });
  if (first.statusCode !== 202) throw new Error(first.body);
  const done = await h.call('POST', '/auth/credentials', { as, body, headers: signed(w.key, first.json()) });
  if (done.statusCode !== 201) throw new Error(done.body);
  return { id: done.json().id, bundle: done.json().otpEncryptionTargetBundle };
}

/** A software passkey (ES256) bound to one relying party, for registration and assertions. */
export class SoftPasskey {
  readonly privateKey = p256.utils.randomSecretKey();
  readonly rawId = Uint8Array.from(Buffer.from(p256.utils.randomSecretKey().slice(0, 16)));
  counter = 0;
  constructor(
    readonly rpId = 'wallet.example.com',
    readonly origin = 'https://wallet.example.com',
  ) {}

  get credentialId(): string {
    return Buffer.from(this.rawId).toString('base64url');
  }

  private authData(flags: number, attested?: Uint8Array, rpId = this.rpId): Uint8Array {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return cat(sha256(new TextEncoder().encode(rpId)), Uint8Array.of(flags), counter, attested ?? new Uint8Array());
  }

  /**
   * navigator.credentials.create() output for an integrator-issued `challenge` (base64url).
   * `flags` default UP|UV|AT; `packedKey` signs a `packed` statement with another key (a forged one).
   */
  async attest(
    challenge: string,
    options: { fmt?: 'none' | 'packed'; type?: string; origin?: string; rpId?: string; flags?: number; packedKey?: Uint8Array } = {},
  ) {
    const encodeCBOR = isoCBOR.encode;
    const pub = p256.getPublicKey(this.privateKey, false);
    const cose = encodeCBOR(new Map<number, Uint8Array | number>([[1, 2], [3, -7], [-1, 1], [-2, pub.slice(1, 33)], [-3, pub.slice(33)]]));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.rawId.length);
    const authData = this.authData(options.flags ?? 0x45, cat(new Uint8Array(16), idLength, this.rawId, cose), options.rpId);
    const clientData = Buffer.from(JSON.stringify({ type: options.type ?? 'webauthn.create', challenge, origin: options.origin ?? this.origin, crossOrigin: false }));
    const attStmt = new Map<string, Uint8Array | number>();
    if (options.fmt === 'packed') {
      attStmt.set('alg', -7);
      attStmt.set('sig', p256.sign(cat(authData, sha256(clientData)), options.packedKey ?? this.privateKey, { format: 'der' }));
    }
    const attestationObject = encodeCBOR(new Map<string, string | Uint8Array | Map<string, Uint8Array | number>>([['fmt', options.fmt ?? 'none'], ['attStmt', attStmt], ['authData', authData]]));
    return {
      credentialId: this.credentialId,
      clientDataJson: clientData.toString('base64url'),
      attestationObject: Buffer.from(attestationObject).toString('base64url'),
      transports: ['internal', 'hybrid'],
    };
  }

  /** navigator.credentials.get() output for the service's hex `challenge`; `flags` default UP|UV. */
  assert(challengeHex: string, options: { origin?: string; rpId?: string; type?: string; counter?: number; flags?: number } = {}) {
    this.counter = options.counter ?? this.counter + 1;
    const authData = this.authData(options.flags ?? 0x05, undefined, options.rpId);
    const challenge = Buffer.from(challengeHex, 'utf8').toString('base64url');
    const clientData = Buffer.from(JSON.stringify({ type: options.type ?? 'webauthn.get', challenge, origin: options.origin ?? this.origin }));
    const signature = p256.sign(cat(authData, sha256(clientData)), this.privateKey, { format: 'der' });
    return {
      credentialId: this.credentialId,
      clientDataJson: clientData.toString('base64url'),
      authenticatorData: Buffer.from(authData).toString('base64url'),
      signature: Buffer.from(signature).toString('base64url'),
    };
  }
}

export const registrationChallenge = () => Buffer.from(p256.utils.randomSecretKey()).toString('base64url');
