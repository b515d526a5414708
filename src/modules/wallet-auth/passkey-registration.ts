import { createHash, X509Certificate } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { fromBase64url, parseAttestationObject, parseAuthenticatorData, parseClientData, toBase64url } from '../../crypto/webauthn.ts';
import { errors, type FieldError, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { CreateBody, CredentialRow } from './store.ts';

export interface PasskeyRegistration {
  nickname: string;
  challenge: string;
  credentialId: string;
  /** Uncompressed P-256 public key, hex. */
  publicKey: string;
  alg: number;
  signCount: number;
  rpIdHash: string;
  origin: string;
  transports: string[];
}

const NICKNAME = /^[\p{L}\p{N} ._'()-]+$/u;
const stripPad = (s: string) => s.replace(/=+$/, '');
const challengeHash = (challenge: string) => createHash('sha256').update(stripPad(challenge), 'utf8').digest('hex');

/** An origin a passkey can be bound to: https, or http on localhost for development. */
function acceptableOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === 'https:' || (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'));
  } catch {
    return origin.startsWith('android:apk-key-hash:');
  }
}

/**
 * Checks a registration: the integrator-issued challenge (single-use) inside
 * `clientDataJson`, the attestation object, the ES256 credential key and, for the `packed`
 * format, the attestation signature. Other attestation formats are accepted without checking
 * their statement (no attestation trust roots are configured).
 */
export async function preparePasskey(tx: Tx, body: CreateBody, existing: CredentialRow[]): Promise<PasskeyRegistration> {
  const problems: FieldError[] = [];
  const nickname = (body.nickname ?? '').trim();
  if (nickname.length < 1 || nickname.length > 100 || !NICKNAME.test(nickname)) {
    problems.push(fieldError('nickname', 'pattern', "nickname must be 1-100 letters, digits, spaces or . _ - ' ( )"));
  }
  const challenge = body.challenge ?? '';
  if (!fromBase64url(challenge)) problems.push(fieldError('challenge', 'format', 'challenge must be base64url'));
  const att = body.attestation;
  const rawId = fromBase64url(att?.credentialId);
  if (!rawId) problems.push(fieldError('attestation.credentialId', 'format', 'credentialId must be base64url'));
  const clientData = parseClientData(att?.clientDataJson);
  if (!clientData) problems.push(fieldError('attestation.clientDataJson', 'format', 'clientDataJson must be base64url JSON with type, challenge and origin'));
  const object = parseAttestationObject(att?.attestationObject);
  const authData = object ? parseAuthenticatorData(object.authData) : null;
  if (!object || !authData?.attested) {
    problems.push(fieldError('attestation.attestationObject', 'format', 'attestationObject must be base64url CBOR with attested ES256 (P-256) credential data'));
  }
  if (problems.length > 0 || !clientData || !object || !authData?.attested || !rawId) throw invalidInput(problems);

  if (clientData.type !== 'webauthn.create') problems.push(fieldError('attestation.clientDataJson', 'const', 'clientDataJson.type must be webauthn.create'));
  if (stripPad(clientData.challenge) !== stripPad(challenge)) problems.push(fieldError('challenge', 'const', 'challenge does not match the one inside clientDataJson'));
  if (!acceptableOrigin(clientData.origin)) problems.push(fieldError('attestation.clientDataJson', 'origin', 'origin must be https (or http://localhost)'));
  if (!authData.userPresent) problems.push(fieldError('attestation.attestationObject', 'flags', 'the authenticator did not report user presence'));
  if (Buffer.compare(Buffer.from(rawId), Buffer.from(authData.attested.credentialId)) !== 0) {
    problems.push(fieldError('attestation.credentialId', 'const', 'credentialId differs from the credential in the attestation'));
  }
  if (object.fmt === 'packed' && !packedStatementVerifies(object, clientData.raw, authData.attested.publicKey)) {
    problems.push(fieldError('attestation.attestationObject', 'signature', 'the packed attestation signature does not verify'));
  }
  if (problems.length > 0) throw invalidInput(problems);

  const used = await tx.query('SELECT 1 FROM wallet_registration_challenges WHERE platform_id = $1 AND challenge_hash = $2', [tx.platformId, challengeHash(challenge)]);
  if (used.length > 0) throw invalidInput([fieldError('challenge', 'unique', 'this registration challenge was already used')]);
  const credentialId = toBase64url(rawId);
  if (existing.some((c) => c.type === 'PASSKEY' && c.passkey_credential_id === credentialId)) throw errors.PASSKEY_CREDENTIAL_ALREADY_EXISTS();
  return {
    nickname,
    challenge,
    credentialId,
    publicKey: Buffer.from(authData.attested.publicKey).toString('hex'),
    alg: authData.attested.alg,
    signCount: authData.signCount,
    rpIdHash: Buffer.from(authData.rpIdHash).toString('hex'),
    origin: clientData.origin,
    transports: att?.transports ?? [],
  };
}

/** `packed`: ES256 over authData || SHA-256(clientDataJSON) by the leaf of x5c, or by the credential key itself (self attestation). */
function packedStatementVerifies(object: ReturnType<typeof parseAttestationObject> & object, clientDataJson: Uint8Array, credentialKey: Uint8Array): boolean {
  const sig = object.attStmt.get('sig');
  const alg = object.attStmt.get('alg');
  const x5c = object.attStmt.get('x5c');
  if (!(sig instanceof Uint8Array) || alg !== -7) return false;
  let key = credentialKey;
  if (Array.isArray(x5c) && x5c[0] instanceof Uint8Array) {
    try {
      const jwk = new X509Certificate(x5c[0]).publicKey.export({ format: 'jwk' });
      if (jwk.crv !== 'P-256' || !jwk.x || !jwk.y) return false;
      key = Uint8Array.from(Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')]));
    } catch {
      return false;
    }
  }
  const signed = Buffer.concat([object.authData, sha256(clientDataJson)]);
  try {
    return p256.verify(sig, signed, key, { format: 'der', lowS: false });
  } catch {
    return false;
  }
}

/** Marks the integrator's registration challenge as used (in the transaction that registers the passkey). */
export async function recordRegistrationChallenge(tx: Tx, challenge: string): Promise<void> {
  await tx.query(
    'INSERT INTO wallet_registration_challenges (platform_id, challenge_hash, used_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [tx.platformId, challengeHash(challenge), tx.now],
  );
}
