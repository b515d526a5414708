import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { coseKeyOf, fromBase64url, parseClientData, rpIdOf, toBase64url, webauthnFailure } from '../../crypto/webauthn.ts';
import type { ParsedPublicKey } from '../../crypto/p256-keys.ts';
import { errors } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { parseId } from '../../ids.ts';
import { isSandbox } from './environment.ts';
import { PASSKEY_OPERATION } from './passkey-challenge.ts';
import { clientKeyOf } from './session-ops.ts';
import { errorReply } from './signed-retry.ts';
import type { CredentialRow } from './store.ts';

export interface AssertionBody {
  credentialId: string;
  clientDataJson: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string;
}

/** Legacy sandbox literal accepted as `assertion.signature`; skips the WebAuthn checks. */
export const SANDBOX_PASSKEY_SIGNATURE = 'sandbox-valid-passkey-signature';

interface PendingRow {
  id: string;
  payload_to_sign: string;
  bound: string;
  expires_at: Date;
  consumed_at: Date | null;
}

/**
 * Redeems a passkey challenge (Request-Id) with a WebAuthn assertion: credential id, client
 * data type and challenge, origin and RP id as registered, user presence, the ES256 signature
 * and a growing signature counter. The request id is used up by the first attempt, good or
 * bad: the failure is returned (not thrown) so that consumption commits.
 */
export async function verifyPasskeyAssertion(
  tx: Tx,
  credential: CredentialRow,
  assertion: AssertionBody | undefined,
  requestIdHeader: string | undefined,
  open: (clientKey: ParsedPublicKey) => Promise<Reply>,
): Promise<Reply> {
  if (!requestIdHeader) throw errors.REQUEST_ID_MISSING('Request-Id from /challenge is required to verify a passkey');
  const uuid = parseId('Request', requestIdHeader);
  const rows = uuid
    ? await tx.query<PendingRow>(
        'SELECT * FROM wallet_requests WHERE id = $1 AND platform_id = $2 AND operation = $3 AND target_id = $4 FOR UPDATE',
        [uuid, tx.platformId, PASSKEY_OPERATION, credential.id],
      )
    : [];
  const pending = rows[0];
  if (!pending) throw errors.UNAUTHORIZED('Request-Id does not name a passkey challenge of this credential');
  if (pending.consumed_at) throw errors.UNAUTHORIZED('This passkey challenge was already used; request a new one');
  if (pending.expires_at.getTime() <= tx.now.getTime()) throw errors.UNAUTHORIZED('The passkey challenge has expired; request a new one');
  await tx.query('UPDATE wallet_requests SET consumed_at = $2 WHERE id = $1', [pending.id, tx.now]);
  try {
    if (!assertion) throw errors.INVALID_INPUT('assertion is required');
    await checkAssertion(tx, credential, assertion, pending.payload_to_sign);
    const { clientPublicKey } = JSON.parse(pending.bound) as { clientPublicKey: string };
    return await open(clientKeyOf(clientPublicKey));
  } catch (err) {
    return errorReply(err);
  }
}

async function checkAssertion(tx: Tx, credential: CredentialRow, assertion: AssertionBody, challengeHex: string): Promise<void> {
  const fail = (reason: string) => errors.UNAUTHORIZED(`Passkey assertion rejected: ${reason}`);
  const rawId = fromBase64url(assertion.credentialId);
  if (!rawId || toBase64url(rawId) !== credential.passkey_credential_id) throw fail('credentialId is not this credential');
  if (assertion.signature === SANDBOX_PASSKEY_SIGNATURE && (await isSandbox(tx, tx.platformId))) return;
  const clientData = parseClientData(assertion.clientDataJson);
  const authRaw = fromBase64url(assertion.authenticatorData);
  const signature = fromBase64url(assertion.signature);
  const userHandle = assertion.userHandle === undefined ? undefined : fromBase64url(assertion.userHandle);
  if (!clientData || !authRaw || authRaw.length < 37 || !signature || userHandle === null) {
    throw errors.INVALID_INPUT('assertion fields must be base64url: clientDataJson (JSON), authenticatorData, signature, userHandle');
  }
  const origin = credential.passkey_origin ?? '';
  const rpId = rpIdOf(origin, credential.passkey_rp_id_hash ?? '');
  if (!rpId) throw fail('the RP id of this passkey cannot be recovered from its registration origin; register the passkey again');
  const expected = Buffer.from(challengeHex, 'utf8').toString('base64url');
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    // The origin and RP id seen at registration are the expected ones (the reference names no configuration).
    result = await verifyAuthenticationResponse({
      response: {
        id: toBase64url(rawId),
        rawId: toBase64url(rawId),
        type: 'public-key',
        response: {
          clientDataJSON: toBase64url(clientData.raw),
          authenticatorData: toBase64url(authRaw),
          signature: toBase64url(signature),
          ...(userHandle ? { userHandle: toBase64url(userHandle) } : {}),
        },
        clientExtensionResults: {},
      },
      expectedChallenge: (seen) => seen.replace(/=+$/, '') === expected,
      expectedOrigin: origin,
      expectedRPID: rpId,
      credential: {
        id: credential.passkey_credential_id ?? '',
        publicKey: coseKeyOf(credential.passkey_public_key ?? ''),
        counter: Number(credential.passkey_sign_count ?? 0),
      },
      requireUserVerification: false,
    });
  } catch (err) {
    throw fail(webauthnFailure(err));
  }
  if (!result.verified) throw fail('the signature does not verify');
  await tx.query('UPDATE wallet_credentials SET passkey_sign_count = $2, updated_at = $3 WHERE id = $1', [credential.id, result.authenticationInfo.newCounter, tx.now]);
}
