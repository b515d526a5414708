import { identityKey } from '../../crypto/oidc.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { parseId } from '../../ids.ts';
import type { OneTimeCodeMessage } from '../../ports/notifier.ts';
import type { OidcKeys } from '../../ports/oidc-keys.ts';
import { customerContact } from '../customers/index.ts';
import { oidcIdentity } from './oidc-check.ts';
import { issueOtp } from './otp.ts';
import { type CustodyContext, resumeOperation, runActivity } from './activity.ts';
import { insertCredential } from './effects.ts';
import { preparePasskey, type PasskeyRegistration } from './passkey-registration.ts';
import { presentCredential } from './present.ts';
import { acceptRetry, issueChallenge, type RetryHeaders, signedStep } from './signed-retry.ts';
import { activeCredentials, type CreateBody, type CredentialRow, loadCredential, loadWalletAccount, type WalletAccount } from './store.ts';

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

/**
 * POST /auth/credentials. The first credential of a wallet is registered at once (201); any
 * further one needs a signed retry by an active session of the wallet (202, then 201). OTP
 * credentials get their first code on the 201.
 * Operation `createAuthCredential`.
 */
export async function createCredential(tx: Tx, cc: CustodyContext, body: CreateBody, headers: RetryHeaders | null, oidc: OidcKeys): Promise<WriteResult> {
  const binding = { requestId: headers?.requestId ?? null, body, signature: headers?.signature ?? null };
  if (headers) {
    const resumed = await resumeOperation(tx, cc, 'createAuthCredential', parseId('InternalAccount', body.accountId), binding);
    if (resumed) return resumed;
  }
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
  if (headers) {
    return runActivity(tx, cc, {
      operation: 'createAuthCredential',
      accountId: account.id,
      targetId: account.id,
      binding,
      activity: { type: 'ACTIVITY_TYPE_CREATE_AUTHENTICATOR', parameters: { accountId: body.accountId, credentialType: body.type, nickname: prepared.nickname } },
      effect: { kind: 'CREATE_CREDENTIAL', accountId: account.id, type: body.type, credential: prepared },
    });
  }
  const row = await insertCredential(tx, account.id, body.type, prepared);
  const out = presentCredential(row);
  let message: OneTimeCodeMessage | null = null;
  if (row.type === 'EMAIL_OTP' || row.type === 'SMS_OTP') {
    const issued = await issueOtp(tx, cc.keyring, row);
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
export async function revokeCredential(tx: Tx, cc: CustodyContext, publicId: string, headers: RetryHeaders | null): Promise<Reply> {
  const binding = { requestId: headers?.requestId ?? null, body: null, signature: headers?.signature ?? null };
  if (headers) {
    const resumed = await resumeOperation(tx, cc, 'revokeAuthCredential', parseId('AuthMethod', publicId), binding);
    if (resumed) return resumed.reply;
  }
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
  const outcome = await runActivity(tx, cc, {
    operation: 'revokeAuthCredential',
    accountId: credential.account_id,
    targetId: credential.id,
    binding,
    activity: { type: 'ACTIVITY_TYPE_DELETE_AUTHENTICATORS', parameters: { authenticatorIds: [publicId] } },
    effect: { kind: 'REVOKE_CREDENTIAL', credentialId: credential.id },
  });
  return outcome.reply;
}
