import { createHash } from 'node:crypto';
import type { Tx } from '../../kernel/tx.ts';
import { formatId } from '../../ids.ts';
import { presentCredential } from './present.ts';
import { SESSION_TTL_MS } from './sessions.ts';
import { clientKeyOf } from './session-ops.ts';
import { issueChallenge } from './signed-retry.ts';
import type { CredentialRow } from './store.ts';

export const PASSKEY_OPERATION = 'passkeyAssertion';

/**
 * A passkey assertion challenge: the service binds `clientPublicKey` into a session-creation
 * request and the challenge is the lower-case hex SHA-256 of that request's JSON (64 chars).
 * The client passes the UTF-8 bytes of the hex string as the WebAuthn challenge. Single use,
 * redeemed with Request-Id on /verify.
 */
export async function issuePasskeyChallenge(tx: Tx, credential: CredentialRow, clientPublicKey: string | undefined): Promise<Record<string, unknown>> {
  clientKeyOf(clientPublicKey);
  const credentialPublicId = formatId('AuthMethod', credential.id);
  const challenge = await issueChallenge(tx, {
    operation: PASSKEY_OPERATION,
    accountId: credential.account_id,
    targetId: credential.id,
    bound: { clientPublicKey },
    signer: { kind: 'KEY', publicKey: String(clientPublicKey) },
    activity: { type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', parameters: {} },
    payload: (requestId) => {
      const request = JSON.stringify({
        type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2',
        timestampMs: String(tx.now.getTime()),
        organizationId: formatId('Platform', tx.platformId),
        requestId,
        parameters: { targetPublicKey: clientPublicKey, authenticatorId: credentialPublicId, expirationSeconds: String(SESSION_TTL_MS / 1000) },
      });
      return createHash('sha256').update(request, 'utf8').digest('hex');
    },
  });
  return {
    ...presentCredential(credential),
    credentialId: credential.passkey_credential_id,
    challenge: challenge.payloadToSign,
    requestId: challenge.requestId,
    expiresAt: challenge.expiresAt,
  };
}
