import { identityKey } from '../../crypto/oidc.ts';
import { compressedHex, parsePublicKeyHex } from '../../crypto/p256-keys.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId } from '../../ids.ts';
import type { OidcKeys } from '../../ports/oidc-keys.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { oidcIdentity } from './oidc-check.ts';
import { checkOtpBundle } from './otp.ts';
import { verifyPasskeyAssertion, type AssertionBody } from './passkey-assertion.ts';
import { platformKey, signJwt } from './platform-key.ts';
import { openSession } from './sessions.ts';
import { clientKeyOf } from './session-ops.ts';
import { acceptRetry, errorReply, issueChallenge, type RetryHeaders } from './signed-retry.ts';
import { loadCredential } from './store.ts';

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
export async function verifyCredential(tx: Tx, keyring: Keyring, publicId: string, body: VerifyBody, headers: Record<string, string | undefined>, retry: RetryHeaders | null, oidc: OidcKeys): Promise<Reply> {
  const credential = await loadCredential(tx, tx.platformId, publicId, true);
  if (body.type !== credential.type) throw invalidInput([fieldError('type', 'const', `this credential is ${credential.type}`)]);
  switch (credential.type) {
    case 'OAUTH': {
      const clientKey = clientKeyOf(body.clientPublicKey);
      const identity = await oidcIdentity(tx, oidc, body.oidcToken ?? '', tx.now, body.clientPublicKey);
      if (identityKey(identity) !== credential.oidc_identity) throw errors.UNAUTHORIZED('OIDC token rejected: iss, aud and sub do not match the registered identity');
      return { status: 200, body: await openSession(tx, credential, clientKey) };
    }
    case 'EMAIL_OTP':
    case 'SMS_OTP': {
      if (retry) {
        const accepted = await acceptRetry(tx, 'verifyAuthCredential', credential.id, body, retry);
        const key = parsePublicKeyHex(accepted.signerKey);
        if (!key) throw errors.WALLET_SIGNATURE_INVALID();
        return { status: 200, body: await openSession(tx, credential, key) };
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
      return verifyPasskeyAssertion(tx, credential, body.assertion, headers['request-id']);
  }
}
