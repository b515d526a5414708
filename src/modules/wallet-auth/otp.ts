import { randomInt } from 'node:crypto';
import { codeMatches, hashCode } from '../../crypto/one-time-code.ts';
import { hpkeOpen, newP256KeyPair } from '../../crypto/hpke.ts';
import { type ParsedPublicKey, parsePublicKeyHex } from '../../crypto/p256-keys.ts';
import { errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId } from '../../ids.ts';
import { placeOf, WALLET_OTP_TARGET_KEY } from '../../secrets/columns.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { getSettings } from '../platforms/index.ts';
import type { OneTimeCodeMessage } from '../../ports/notifier.ts';
import { isSandbox } from './environment.ts';
import { platformKey, signDerHex } from './platform-key.ts';
import type { CredentialRow } from './store.ts';

/**
 * One-time codes of EMAIL_OTP and SMS_OTP credentials. Each issuance makes a fresh HPKE target
 * key; the client encrypts `{"otp_code", "public_key"}` to it (encryptedOtpBundle), so the code
 * never travels in clear. The code is kept salted and hashed. Sandbox platforms always use
 * 000000 and deliver nothing; HPKE and the stamp checks still run.
 */
export const SANDBOX_OTP = '000000';
export const MAX_BAD_ATTEMPTS = 5;
export const LOCKOUT_MS = 15 * 60_000;
/** Issues (first and re-sends) per credential and window, before 429. */
export const ISSUES_PER_WINDOW = 5;
export const ISSUE_WINDOW_MS = 10 * 60_000;
/** Passkey assertion challenges per credential and window (they send nothing). */
export const PASSKEY_CHALLENGES_PER_WINDOW = 60;

interface WalletConfig {
  otpLength?: number;
  alphanumeric?: boolean;
  expirationSeconds?: number;
  appName?: string;
}


function randomCode(length: number, alphanumeric: boolean): string {
  const alphabet = alphanumeric ? 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' : '0123456789';
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(0, alphabet.length)];
  return code;
}

export interface IssuedOtp {
  otpEncryptionTargetBundle: string;
  /** To send once the transaction has committed; null in the sandbox. */
  message: OneTimeCodeMessage | null;
}

/** Issues a new code for `credential` (replacing any earlier one). */
export async function issueOtp(tx: Tx, keyring: Keyring, credential: CredentialRow): Promise<IssuedOtp> {
  const config = ((await getSettings(tx, tx.platformId)).embeddedWalletConfig ?? {}) as WalletConfig;
  const sandbox = await isSandbox(tx, tx.platformId);
  const code = sandbox ? SANDBOX_OTP : randomCode(config.otpLength ?? 6, config.alphanumeric ?? false);
  const expiresAt = new Date(tx.now.getTime() + (config.expirationSeconds ?? 300) * 1000);
  const { salt, hash } = hashCode(code);
  const target = newP256KeyPair();
  const targetPublic = Buffer.from(target.publicKey).toString('hex');
  await tx.query(
    `INSERT INTO wallet_otps (credential_id, platform_id, code_salt, code_hash, target_private_key, target_public_key, attempts, expires_at, consumed_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 0, $7, NULL, $8)
     ON CONFLICT (credential_id) DO UPDATE SET code_salt = $3, code_hash = $4, target_private_key = $5, target_public_key = $6,
       attempts = 0, expires_at = $7, consumed_at = NULL, created_at = $8`,
    [
      credential.id,
      tx.platformId,
      salt,
      hash,
      keyring.seal(Buffer.from(target.privateKey).toString('hex'), placeOf(WALLET_OTP_TARGET_KEY, credential.id)),
      targetPublic,
      expiresAt,
      tx.now,
    ],
  );
  target.privateKey.fill(0);
  const key = await platformKey(tx, keyring);
  const data = Buffer.from(
    JSON.stringify({ targetPublic, organizationId: formatId('Platform', tx.platformId), userId: formatId('AuthMethod', credential.id) }),
    'utf8',
  );
  const bundle = JSON.stringify({ version: 'v1.0.0', data: data.toString('hex'), dataSignature: signDerHex(key, data), enclaveQuorumPublic: key.publicKey });
  const message: OneTimeCodeMessage | null = sandbox
    ? null
    : { channel: credential.type === 'EMAIL_OTP' ? 'EMAIL' : 'SMS', to: credential.nickname, purpose: 'wallet-login', code, expiresAt };
  return { otpEncryptionTargetBundle: bundle, message };
}

interface OtpRow {
  code_salt: string;
  code_hash: string;
  target_private_key: string | null;
  target_public_key: string;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
}

const HEX = /^[0-9a-fA-F]+$/;

/** Parses `encryptedOtpBundle`: a JSON string `{"encappedPublic": hex, "ciphertext": hex}`. */
export function parseEncryptedBundle(text: string): { enc: Uint8Array; ciphertext: Uint8Array } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  const { encappedPublic, ciphertext } = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const enc = parsePublicKeyHex(encappedPublic);
  if (enc?.encoding !== 'uncompressed' || typeof ciphertext !== 'string' || !HEX.test(ciphertext) || ciphertext.length % 2 !== 0 || ciphertext.length < 34) {
    throw errors.INVALID_INPUT('encryptedOtpBundle must be a JSON string {"encappedPublic": <uncompressed P-256 hex>, "ciphertext": <hex>}', {
      errors: [{ field: 'encryptedOtpBundle', constraint: 'format', message: 'not an HPKE bundle' }],
    });
  }
  return { enc: enc.uncompressed, ciphertext: Uint8Array.from(Buffer.from(ciphertext, 'hex')) };
}

/**
 * Opens the bundle and checks the code. Returns the client key bound in it, or throws 401 / 429.
 * A wrong code is counted (the caller must commit: it returns the error instead of throwing);
 * after MAX_BAD_ATTEMPTS the credential is locked for LOCKOUT_MS.
 */
export async function checkOtpBundle(tx: Tx, keyring: Keyring, credential: CredentialRow, bundleText: string): Promise<ParsedPublicKey> {
  if (credential.locked_until && credential.locked_until.getTime() > tx.now.getTime()) throw lockedError(credential.locked_until, tx.now);
  const sealed = parseEncryptedBundle(bundleText);
  const rows = await tx.query<OtpRow>('SELECT * FROM wallet_otps WHERE credential_id = $1 AND platform_id = $2 FOR UPDATE', [credential.id, tx.platformId]);
  const otp = rows[0];
  if (!otp || otp.consumed_at || !otp.target_private_key) throw errors.UNAUTHORIZED('No one-time code is outstanding; request one with /challenge');
  if (otp.expires_at.getTime() <= tx.now.getTime()) throw errors.UNAUTHORIZED('The one-time code has expired; request a new one with /challenge');
  // Outside the try: a target key that does not open is a fault of ours, not a wrong code.
  const targetKey = Buffer.from(keyring.openText(otp.target_private_key, placeOf(WALLET_OTP_TARGET_KEY, credential.id)), 'hex');
  let plaintext: { otp_code?: unknown; public_key?: unknown } | null = null;
  try {
    const opened = await hpkeOpen(targetKey, sealed);
    plaintext = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(opened));
  } catch {
    plaintext = null;
  }
  const clientKey = plaintext ? parsePublicKeyHex(plaintext.public_key) : null;
  const code = plaintext && typeof plaintext.otp_code === 'string' ? plaintext.otp_code : null;
  const good = code !== null && codeMatches({ salt: otp.code_salt, hash: otp.code_hash }, code);
  if (!plaintext || !good || !clientKey) {
    const attempts = otp.attempts + 1;
    if (attempts >= MAX_BAD_ATTEMPTS) {
      const until = new Date(tx.now.getTime() + LOCKOUT_MS);
      await tx.query('UPDATE wallet_otps SET attempts = $2, consumed_at = $3, target_private_key = NULL WHERE credential_id = $1', [credential.id, attempts, tx.now]);
      await tx.query('UPDATE wallet_credentials SET locked_until = $2 WHERE id = $1', [credential.id, until]);
      throw lockedError(until, tx.now);
    }
    await tx.query('UPDATE wallet_otps SET attempts = $2 WHERE credential_id = $1', [credential.id, attempts]);
    if (!plaintext) throw errors.UNAUTHORIZED('encryptedOtpBundle could not be decrypted with the current target key');
    if (!clientKey) throw errors.UNAUTHORIZED('The bundle does not carry a valid P-256 public_key');
    throw errors.UNAUTHORIZED('Invalid OTP code');
  }
  await tx.query('UPDATE wallet_otps SET consumed_at = $2, target_private_key = NULL WHERE credential_id = $1', [credential.id, tx.now]);
  return clientKey;
}

function lockedError(until: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return errors.RATE_LIMITED(`Too many wrong codes; retry in ${seconds} s`, { retryAfterSeconds: seconds }, { 'retry-after': String(seconds) });
}
