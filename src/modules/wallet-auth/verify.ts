import { identityKey } from '../../crypto/oidc.ts';
import { compressedHex, type ParsedPublicKey, parsePublicKeyHex } from '../../crypto/p256-keys.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, parseId } from '../../ids.ts';
import type { OidcKeys } from '../../ports/oidc-keys.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { oidcIdentity } from './oidc-check.ts';
import { checkOtpBundle } from './otp.ts';
import { verifyPasskeyAssertion, type AssertionBody } from './passkey-assertion.ts';
import { platformKey, signJwt } from './platform-key.ts';
import { type ActivityInput, type CustodyContext, type RequestBinding, resumeOperation, runActivity } from './activity.ts';
import { assertReauthAllowed } from './reauth-limit.ts';
import { sessionKeyFor } from './sessions.ts';
import { clientKeyOf } from './session-ops.ts';
import { acceptRetry, errorReply, issueChallenge, type RetryHeaders } from './signed-retry.ts';
import { type CredentialRow, loadCredential } from './store.ts';

export interface VerifyBody {
  type: 'EMAIL_OTP' | 'SMS_OTP' | 'OAUTH' | 'PASSKEY';
  encryptedOtpBundle?: string;
  oidcToken?: string;
  clientPublicKey?: string;
  assertion?: AssertionBody;
}

/**
 * POST /auth/credentials/{id}/verify. Errors whose side effects must stay (a counted wrong
 * code, a consumed passkey request id) are returned as replies, so the transaction commits.
 * Operation `verifyAuthCredential`.
 */
export async function verifyCredential(
  tx: Tx,
  keyring: Keyring,
  publicId: string,
  body: VerifyBody,
  headers: Record<string, string | undefined>,
  retry: RetryHeaders | null,
  cc: CustodyContext,
  oidc: OidcKeys,
): Promise<Reply> {
  // The identical re-send of a verify still processing: the passkey's Request-Id, the OTP
  // retry's two headers, or for OAUTH (no Request-Id) the same body.
  const binding = {
    requestId: body.type === 'PASSKEY' ? (headers['request-id'] ?? null) : (retry?.requestId ?? null),
    body,
    signature: body.type === 'PASSKEY' ? null : (retry?.signature ?? null),
  };
  if (binding.requestId !== null || body.type === 'OAUTH') {
    const resumed = await resumeOperation(tx, cc, 'verifyAuthCredential', parseId('AuthMethod', publicId), binding);
    if (resumed) return resumed.reply;
  }
  const credential = await loadCredential(tx, tx.platformId, publicId, true);
  if (body.type !== credential.type) throw invalidInput([fieldError('type', 'const', `this credential is ${credential.type}`)]);
  await assertReauthAllowed(tx, credential.id);
  /** Opens the session through the custody provider (a login activity): 200 session, or PROCESSING. */
  const open = async (clientKey: ParsedPublicKey): Promise<Reply> => {
    const key = await sessionKeyFor(clientKey);
    return (await runActivity(tx, cc, loginActivity(credential, binding, key.publicKey, key.sealedKey))).reply;
  };
  switch (credential.type) {
    case 'OAUTH': {
      const clientKey = clientKeyOf(body.clientPublicKey);
      const identity = await oidcIdentity(tx, oidc, body.oidcToken ?? '', tx.now, body.clientPublicKey);
      if (identityKey(identity) !== credential.oidc_identity) throw errors.UNAUTHORIZED('OIDC token rejected: iss, aud and sub do not match the registered identity');
      return open(clientKey);
    }
    case 'EMAIL_OTP':
    case 'SMS_OTP': {
      if (retry) {
        const accepted = await acceptRetry(tx, 'verifyAuthCredential', credential.id, body, retry);
        const key = parsePublicKeyHex(accepted.signerKey);
        if (!key) throw errors.WALLET_SIGNATURE_INVALID();
        return open(key);
      }
      try {
        const clientKey = await checkOtpBundle(tx, keyring, credential, body.encryptedOtpBundle ?? '');
        const signing = await platformKey(tx, keyring);
        const challenge = await issueChallenge(tx, {
          operation: 'verifyAuthCredential',
          accountId: credential.account_id,
          targetId: credential.id,
          bound: body,
          signer: { kind: 'KEY', publicKey: compressedHex(clientKey) },
          activity: { type: 'ACTIVITY_TYPE_OTP_LOGIN', parameters: {} },
          payload: (requestId, expiresAt) =>
            signJwt(
              signing,
              { alg: 'ES256', typ: 'JWT', kid: formatId('Platform', tx.platformId) },
              {
                sub: publicId,
                iat: Math.floor(tx.now.getTime() / 1000),
                exp: Math.floor(expiresAt.getTime() / 1000),
                jti: requestId,
                public_key: compressedHex(clientKey),
              },
            ),
        });
        return { status: 202, body: { ...challenge, type: credential.type } };
      } catch (err) {
        return errorReply(err);
      }
    }
    case 'PASSKEY':
      return verifyPasskeyAssertion(tx, credential, body.assertion, headers['request-id'], open);
  }
}

function loginActivity(credential: CredentialRow, binding: RequestBinding, publicKey: string, sessionKey: string | undefined): ActivityInput {
  const type = credential.type === 'OAUTH' ? 'ACTIVITY_TYPE_OAUTH_LOGIN' : credential.type === 'PASSKEY' ? 'ACTIVITY_TYPE_STAMP_LOGIN' : 'ACTIVITY_TYPE_OTP_LOGIN';
  return {
    operation: 'verifyAuthCredential',
    accountId: credential.account_id,
    targetId: credential.id,
    binding,
    activity: { type, parameters: { authenticatorId: formatId('AuthMethod', credential.id), publicKey } },
    effect: { kind: 'OPEN_SESSION', credentialId: credential.id, publicKey, status: 200 },
    sessionKey,
  };
}
