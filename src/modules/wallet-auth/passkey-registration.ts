import { createHash } from 'node:crypto';
import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { ES256, fromBase64url, parseClientData, rpIdCandidates, rpIdHashHex, toBase64url, webauthnFailure } from '../../crypto/webauthn.ts';
import { errors, type FieldError, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { CreateBody, CredentialRow } from './store.ts';

export interface PasskeyRegistration {
  nickname: string;
  challenge: string;
  credentialId: string;
  /** The credential key as a COSE_Key (what @simplewebauthn/server verifies with), hex. */
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
 * Checks a registration with @simplewebauthn/server: the integrator-issued challenge (single
 * use) inside `clientDataJson`, user presence, an ES256 credential key, an RP id that is the
 * origin's host or a parent domain of it, and the attestation statement of its format (`packed`
 * self or x5c without a trust chain, `none` empty; the library's other formats as it checks
 * them). The origin is the one the client data names (the reference names no configuration).
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
  const object = fromBase64url(att?.attestationObject);
  if (!object) problems.push(fieldError('attestation.attestationObject', 'format', 'attestationObject must be base64url CBOR'));
  if (problems.length > 0 || !clientData || !object || !rawId) throw invalidInput(problems);

  if (clientData.type !== 'webauthn.create') problems.push(fieldError('attestation.clientDataJson', 'const', 'clientDataJson.type must be webauthn.create'));
  if (stripPad(clientData.challenge) !== stripPad(challenge)) problems.push(fieldError('challenge', 'const', 'challenge does not match the one inside clientDataJson'));
  if (!acceptableOrigin(clientData.origin)) problems.push(fieldError('attestation.clientDataJson', 'origin', 'origin must be https (or http://localhost)'));
  if (problems.length > 0) throw invalidInput(problems);

  const credentialId = toBase64url(rawId);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: { clientDataJSON: toBase64url(clientData.raw), attestationObject: toBase64url(object) },
        clientExtensionResults: {},
      },
      expectedChallenge: (seen) => stripPad(seen) === stripPad(challenge),
      expectedOrigin: clientData.origin,
      expectedRPID: rpIdCandidates(clientData.origin),
      // Presence is required (the library's default); verification is the integrator's choice of options.
      requireUserVerification: false,
      supportedAlgorithmIDs: [ES256],
    });
  } catch (err) {
    const reason = webauthnFailure(err);
    const rpProblem = /RP id/.test(reason) ? "the RP id is neither the origin's host nor a parent domain of it" : undefined;
    throw invalidInput([fieldError('attestation.attestationObject', rpProblem ? 'rpId' : 'webauthn', rpProblem ?? `the attestation is not acceptable: ${reason}`)]);
  }
  const info = verified.registrationInfo;
  if (!verified.verified || !info) throw invalidInput([fieldError('attestation.attestationObject', 'signature', 'the attestation statement does not verify')]);
  if (info.credential.id !== credentialId) {
    throw invalidInput([fieldError('attestation.credentialId', 'const', 'credentialId differs from the credential in the attestation')]);
  }

  const used = await tx.query('SELECT 1 FROM wallet_registration_challenges WHERE platform_id = $1 AND challenge_hash = $2', [tx.platformId, challengeHash(challenge)]);
  if (used.length > 0) throw invalidInput([fieldError('challenge', 'unique', 'this registration challenge was already used')]);
  if (existing.some((c) => c.type === 'PASSKEY' && c.passkey_credential_id === credentialId)) throw errors.PASSKEY_CREDENTIAL_ALREADY_EXISTS();
  return {
    nickname,
    challenge,
    credentialId,
    publicKey: Buffer.from(info.credential.publicKey).toString('hex'),
    alg: ES256,
    signCount: info.credential.counter,
    rpIdHash: rpIdHashHex(info.rpID ?? ''),
    origin: info.origin,
    transports: att?.transports ?? [],
  };
}

/** Marks the integrator's registration challenge as used (in the transaction that registers the passkey). */
export async function recordRegistrationChallenge(tx: Tx, challenge: string): Promise<void> {
  await tx.query(
    'INSERT INTO wallet_registration_challenges (platform_id, challenge_hash, used_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [tx.platformId, challengeHash(challenge), tx.now],
  );
}
