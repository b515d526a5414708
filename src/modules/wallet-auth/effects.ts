import { parsePublicKeyHex } from '../../crypto/p256-keys.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { newId } from '../../ids.ts';
import type { OneTimeCodeMessage } from '../../ports/notifier.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { exportBody } from './export-bundle.ts';
import { issueOtp } from './otp.ts';
import { type PasskeyRegistration, recordRegistrationChallenge } from './passkey-registration.ts';
import { presentCredential, presentSession } from './present.ts';
import { insertSession } from './sessions.ts';
import { activeCredentials, credentialById, type CredentialRow, type CredentialType, loadWalletAccount, sessionById } from './store.ts';

/**
 * What a wallet operation changes once the custody provider has executed its activity. Plain
 * JSON, so that an operation the provider finishes later (wallet_operations.effect) is applied
 * by whoever sees it finish first: the request itself, the settle job, or a re-send.
 */
export type Effect =
  | { kind: 'CREATE_CREDENTIAL'; accountId: string; type: CredentialType; credential: NewCredential }
  | { kind: 'OPEN_SESSION'; credentialId: string; publicKey: string; status: 200 | 201 }
  | { kind: 'REVOKE_CREDENTIAL'; credentialId: string }
  | { kind: 'REVOKE_SESSION'; sessionId: string }
  | { kind: 'EXPORT'; accountId: string; clientPublicKey: string };

export interface NewCredential {
  nickname: string;
  oidcIdentity: string | null;
  passkey: PasskeyRegistration | null;
}

/** What applying an effect left: the status to answer and the row it made, if any. */
export interface Applied {
  status: number;
  resourceId?: string;
}

/** A reply plus the one-time code message to send after the commit (a new OTP credential). */
export interface Outcome {
  reply: Reply;
  message: OneTimeCodeMessage | null;
}

export async function insertCredential(tx: Tx, accountId: string, type: CredentialType, prepared: NewCredential): Promise<CredentialRow> {
  const p = prepared.passkey;
  const rows = await tx.query<CredentialRow>(
    `INSERT INTO wallet_credentials (id, platform_id, account_id, type, nickname, oidc_identity, passkey_credential_id, passkey_public_key,
       passkey_alg, passkey_sign_count, passkey_rp_id_hash, passkey_origin, passkey_transports, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) RETURNING *`,
    [
      newId(), tx.platformId, accountId, type, prepared.nickname, prepared.oidcIdentity,
      p?.credentialId ?? null, p?.publicKey ?? null, p?.alg ?? null, p?.signCount ?? null, p?.rpIdHash ?? null, p?.origin ?? null,
      p ? JSON.stringify(p.transports) : null, tx.now,
    ],
  );
  if (p) await recordRegistrationChallenge(tx, p.challenge);
  return rows[0];
}

/**
 * Applies `effect` as the wallet is now. The rules that another operation may have broken
 * while the provider worked are checked again, before any write, so a refusal (an ApiError,
 * which becomes the operation's terminal result) leaves nothing half done.
 */
export async function applyEffect(tx: Tx, effect: Effect): Promise<Applied> {
  switch (effect.kind) {
    case 'CREATE_CREDENTIAL': {
      await loadWalletAccount(tx, tx.platformId, `InternalAccount:${effect.accountId}`, true);
      const existing = await activeCredentials(tx, tx.platformId, effect.accountId);
      const { credential } = effect;
      if ((effect.type === 'EMAIL_OTP' || effect.type === 'SMS_OTP') && existing.some((c) => c.type === effect.type)) {
        throw errors[`${effect.type}_CREDENTIAL_ALREADY_EXISTS`]();
      }
      if (credential.oidcIdentity && existing.some((c) => c.type === 'OAUTH' && c.oidc_identity === credential.oidcIdentity)) {
        throw invalidInput([fieldError('oidcToken', 'unique', 'this provider identity is already registered on the account')]);
      }
      if (credential.passkey && existing.some((c) => c.type === 'PASSKEY' && c.passkey_credential_id === credential.passkey?.credentialId)) {
        throw errors.PASSKEY_CREDENTIAL_ALREADY_EXISTS();
      }
      return { status: 201, resourceId: (await insertCredential(tx, effect.accountId, effect.type, credential)).id };
    }
    case 'OPEN_SESSION': {
      const credential = await credentialById(tx, tx.platformId, effect.credentialId, true);
      if (!credential || credential.revoked_at) throw errors.AUTH_METHOD_NOT_FOUND('The credential was revoked before the session could be opened');
      return { status: effect.status, resourceId: (await insertSession(tx, credential, effect.publicKey)).id };
    }
    case 'REVOKE_CREDENTIAL': {
      const credential = await credentialById(tx, tx.platformId, effect.credentialId, true);
      if (!credential || credential.revoked_at) return { status: 204 };
      await loadWalletAccount(tx, tx.platformId, `InternalAccount:${credential.account_id}`, true);
      const others = (await activeCredentials(tx, tx.platformId, credential.account_id)).filter((c) => c.id !== credential.id);
      if (others.length === 0) throw errors.INVALID_INPUT('The only credential of a wallet cannot be revoked; add another one first');
      await tx.query('UPDATE wallet_credentials SET revoked_at = $2, updated_at = $2 WHERE id = $1', [credential.id, tx.now]);
      await tx.query('UPDATE wallet_sessions SET revoked_at = $2, updated_at = $2 WHERE credential_id = $1 AND revoked_at IS NULL', [credential.id, tx.now]);
      await tx.query('DELETE FROM wallet_otps WHERE credential_id = $1', [credential.id]);
      return { status: 204 };
    }
    case 'REVOKE_SESSION':
      await tx.query('UPDATE wallet_sessions SET revoked_at = $3, updated_at = $3 WHERE id = $1 AND platform_id = $2 AND revoked_at IS NULL', [
        effect.sessionId,
        tx.platformId,
        tx.now,
      ]);
      return { status: 204 };
    case 'EXPORT':
      // Nothing is kept: the sealed credentials are made for the reply that carries them.
      return { status: 200 };
  }
}

/**
 * The terminal reply of an applied effect. A new OTP credential gets its first code here, on
 * the reply that shows the bundle; `sessionKey` is the legacy model's encryptedSessionSigningKey.
 */
export async function presentEffect(tx: Tx, keyring: Keyring, effect: Effect, applied: Applied, sessionKey?: string): Promise<Outcome> {
  switch (effect.kind) {
    case 'CREATE_CREDENTIAL': {
      const row = (await credentialById(tx, tx.platformId, applied.resourceId ?? ''))!;
      const body = presentCredential(row);
      if ((row.type === 'EMAIL_OTP' || row.type === 'SMS_OTP') && !row.revoked_at) {
        const issued = await issueOtp(tx, keyring, row);
        body.otpEncryptionTargetBundle = issued.otpEncryptionTargetBundle;
        return { reply: { status: applied.status, body }, message: issued.message };
      }
      return { reply: { status: applied.status, body }, message: null };
    }
    case 'OPEN_SESSION': {
      const row = (await sessionById(tx, tx.platformId, applied.resourceId ?? ''))!;
      return { reply: { status: applied.status, body: presentSession(row, sessionKey) }, message: null };
    }
    case 'REVOKE_CREDENTIAL':
    case 'REVOKE_SESSION':
      return { reply: { status: 204 }, message: null };
    case 'EXPORT': {
      const key = parsePublicKeyHex(effect.clientPublicKey)!;
      return { reply: { status: 200, body: await exportBody(tx, keyring, effect.accountId, key) }, message: null };
    }
  }
}
