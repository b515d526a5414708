import { identityKey } from '../../crypto/oidc.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { newId, parseId } from '../../ids.ts';
import type { OneTimeCodeMessage } from '../../ports/notifier.ts';
import type { OidcKeys } from '../../ports/oidc-keys.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { customerContact } from '../customers/index.ts';
import { oidcIdentity } from './oidc-check.ts';
import { issueOtp } from './otp.ts';
import { preparePasskey, type PasskeyRegistration, recordRegistrationChallenge } from './passkey-registration.ts';
import { presentCredential } from './present.ts';
import { acceptRetry, issueChallenge, type RetryHeaders, signedStep } from './signed-retry.ts';
import { activeCredentials, type CreateBody, type CredentialRow, type CredentialType, loadCredential, loadWalletAccount, type WalletAccount } from './store.ts';

export type { CreateBody };

/** A reply plus the one-time code message to send after the commit (OTP types). */
export interface WriteResult {
  reply: Reply;
  message: OneTimeCodeMessage | null;
}

interface Prepared {
  nickname: string;
  oidcIdentity: string | null;
  passkey: PasskeyRegistration | null;
}

/** Validates a create request against the account as it is now; `at` is the time tokens are judged at. */
async function prepare(tx: Tx, account: WalletAccount, body: CreateBody, existing: CredentialRow[], at: Date, oidc: OidcKeys): Promise<Prepared> {
  switch (body.type) {
    case 'EMAIL_OTP':
    case 'SMS_OTP': {
      if (existing.some((c) => c.type === body.type)) throw errors[`${body.type}_CREDENTIAL_ALREADY_EXISTS`]();
      const owner = account.customer_id ? await customerContact(tx, tx.platformId, account.customer_id) : undefined;
      const contact = body.type === 'EMAIL_OTP' ? owner?.email : owner?.phone_number;
      if (!contact) {
        const field = body.type === 'EMAIL_OTP' ? 'email' : 'phoneNumber';
        throw errors.MISSING_MANDATORY_USER_INFO(`The customer has no ${field}; set it with PATCH /customers/{customerId} first`, {
          errors: [fieldError(field, 'required', `${body.type} credentials use the customer's ${field}`)],
        });
      }
      return { nickname: contact, oidcIdentity: null, passkey: null };
    }
    case 'OAUTH': {
      const proven = await oidcIdentity(tx, oidc, body.oidcToken ?? '', at);
      const identity = identityKey(proven);
      if (existing.some((c) => c.type === 'OAUTH' && c.oidc_identity === identity)) {
        throw invalidInput([fieldError('oidcToken', 'unique', 'this provider identity is already registered on the account')]);
      }
      return { nickname: proven.email ?? proven.sub, oidcIdentity: identity, passkey: null };
    }
    case 'PASSKEY': {
      const passkey = await preparePasskey(tx, body, existing);
      return { nickname: passkey.nickname, oidcIdentity: null, passkey };
    }
  }
}

async function insertCredential(tx: Tx, account: WalletAccount, type: CredentialType, prepared: Prepared): Promise<CredentialRow> {
  const p = prepared.passkey;
  const rows = await tx.query<CredentialRow>(
    `INSERT INTO wallet_credentials (id, platform_id, account_id, type, nickname, oidc_identity, passkey_credential_id, passkey_public_key,
       passkey_alg, passkey_sign_count, passkey_rp_id_hash, passkey_origin, passkey_transports, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) RETURNING *`,
    [
      newId(), tx.platformId, account.id, type, prepared.nickname, prepared.oidcIdentity,
      p?.credentialId ?? null, p?.publicKey ?? null, p?.alg ?? null, p?.signCount ?? null, p?.rpIdHash ?? null, p?.origin ?? null,
      p ? JSON.stringify(p.transports) : null, tx.now,
    ],
  );
  if (p) await recordRegistrationChallenge(tx, p.challenge);
  return rows[0];
}

/**
 * POST /auth/credentials. The first credential of a wallet is registered at once (201); any
 * further one needs a signed retry by an active session of the wallet (202, then 201). OTP
 * credentials get their first code on the 201.
 * Operation `createAuthCredential`.
 */
export async function createCredential(tx: Tx, keyring: Keyring, body: CreateBody, headers: RetryHeaders | null, oidc: OidcKeys): Promise<WriteResult> {
  const account = await loadWalletAccount(tx, tx.platformId, body.accountId, true);
  const existing = await activeCredentials(tx, tx.platformId, account.id);
  let at = tx.now;
  if (headers) {
    at = (await acceptRetry(tx, 'createAuthCredential', account.id, body, headers)).issuedAt;
  }
  const prepared = await prepare(tx, account, body, existing, at, oidc);
  if (!headers && existing.length > 0) {
    const challenge = await issueChallenge(tx, {
      operation: 'createAuthCredential',
      accountId: account.id,
      targetId: account.id,
      bound: body,
      signer: { kind: 'ACCOUNT_SESSION' },
      activity: { type: 'ACTIVITY_TYPE_CREATE_AUTHENTICATOR', parameters: { accountId: body.accountId, credentialType: body.type, nickname: prepared.nickname } },
    });
    return { reply: { status: 202, body: { ...challenge, type: body.type } }, message: null };
  }
  const row = await insertCredential(tx, account, body.type, prepared);
  const out = presentCredential(row);
  let message: OneTimeCodeMessage | null = null;
  if (row.type === 'EMAIL_OTP' || row.type === 'SMS_OTP') {
    const issued = await issueOtp(tx, keyring, row);
    out.otpEncryptionTargetBundle = issued.otpEncryptionTargetBundle;
    message = issued.message;
  }
  return { reply: { status: 201, body: out }, message };
}

/**
 * GET /auth/credentials: the live credentials of an account (empty for an unknown account).
 * Operation `listAuthCredentials`.
 */
export async function listCredentials(tx: Tx | import('../../db/driver.ts').Sql, platformId: string, accountId: string) {
  const uuid = parseId('InternalAccount', accountId);
  if (!uuid) throw invalidInput([fieldError('accountId', 'format', 'accountId must be an InternalAccount:<uuid> id')]);
  return { data: (await activeCredentials(tx, platformId, uuid)).map(presentCredential) };
}

/**
 * DELETE /auth/credentials/{id}: signed by a session of another credential of the same wallet;
 * revokes the credential and every session it issued. The last credential cannot go.
 * Operation `revokeAuthCredential`.
 */
export async function revokeCredential(tx: Tx, publicId: string, headers: RetryHeaders | null): Promise<Reply> {
  const credential = await loadCredential(tx, tx.platformId, publicId, true);
  await loadWalletAccount(tx, tx.platformId, `InternalAccount:${credential.account_id}`, true);
  const others = (await activeCredentials(tx, tx.platformId, credential.account_id)).filter((c) => c.id !== credential.id);
  if (others.length === 0) throw errors.INVALID_INPUT('The only credential of a wallet cannot be revoked; add another one first');
  const step = await signedStep(
    tx,
    headers,
    {
      operation: 'revokeAuthCredential',
      accountId: credential.account_id,
      targetId: credential.id,
      bound: null,
      signer: { kind: 'OTHER_CREDENTIAL_SESSION', credentialId: credential.id },
      activity: { type: 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS', parameters: { authenticatorIds: [publicId] } },
    },
    { type: credential.type },
  );
  if ('reply' in step) return step.reply;
  await tx.query('UPDATE wallet_credentials SET revoked_at = $2, updated_at = $2 WHERE id = $1', [credential.id, tx.now]);
  await tx.query('UPDATE wallet_sessions SET revoked_at = $2, updated_at = $2 WHERE credential_id = $1 AND revoked_at IS NULL', [credential.id, tx.now]);
  await tx.query('DELETE FROM wallet_otps WHERE credential_id = $1', [credential.id]);
  return { status: 204 };
}
