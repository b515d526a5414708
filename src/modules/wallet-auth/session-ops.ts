import type { Sql } from '../../db/driver.ts';
import { parsePublicKeyHex } from '../../crypto/p256-keys.ts';
import { fieldError, invalidInput } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { parseId } from '../../ids.ts';
import { presentSession } from './present.ts';
import { type CustodyContext, resumeOperation, runActivity } from './activity.ts';
import { assertReauthAllowed } from './reauth-limit.ts';
import { sessionKeyFor } from './sessions.ts';
import { type RetryHeaders, signedStep } from './signed-retry.ts';
import { activeSessions, loadActiveSession } from './store.ts';

/**
 * GET /auth/sessions: active sessions of an account, never with key material.
 * Operation `listAuthSessions`.
 */
export async function listSessions(sql: Sql, platformId: string, accountId: string, now: Date) {
  const uuid = parseId('InternalAccount', accountId);
  if (!uuid) throw invalidInput([fieldError('accountId', 'format', 'accountId must be an InternalAccount:<uuid> id')]);
  return { data: (await activeSessions(sql, platformId, uuid, now)).map((s) => presentSession(s)) };
}

/**
 * DELETE /auth/sessions/{id}: signed by any active session of the wallet (itself included).
 * Operation `revokeAuthSession`.
 */
export async function revokeSession(tx: Tx, cc: CustodyContext, publicId: string, headers: RetryHeaders | null): Promise<Reply> {
  const binding = { requestId: headers?.requestId ?? null, body: null, signature: headers?.signature ?? null };
  if (headers) {
    const resumed = await resumeOperation(tx, cc, 'revokeAuthSession', parseId('Session', publicId), binding);
    if (resumed) return resumed.reply;
  }
  const session = await loadActiveSession(tx, tx.platformId, publicId, tx.now);
  const step = await signedStep(
    tx,
    headers,
    {
      operation: 'revokeAuthSession',
      accountId: session.account_id,
      targetId: session.id,
      bound: null,
      signer: { kind: 'ACCOUNT_SESSION' },
      activity: { type: 'ACTIVITY_TYPE_DELETE_API_KEYS', parameters: { sessionIds: [publicId] } },
    },
    { type: session.type },
  );
  if ('reply' in step) return step.reply;
  const outcome = await runActivity(tx, cc, {
    operation: 'revokeAuthSession',
    accountId: session.account_id,
    targetId: session.id,
    binding,
    activity: { type: 'ACTIVITY_TYPE_DELETE_API_KEYS', parameters: { sessionIds: [publicId] } },
    effect: { kind: 'REVOKE_SESSION', sessionId: session.id },
  });
  return outcome.reply;
}

export function clientKeyOf(value: unknown, field = 'clientPublicKey') {
  const key = parsePublicKeyHex(value);
  if (!key) throw invalidInput([fieldError(field, 'format', `${field} must be a P-256 public key: 02/03 + 64 hex, or 04 + 128 hex`)]);
  return key;
}

/**
 * POST /auth/sessions/{id}/refresh: the session being refreshed signs the binding of a new
 * client key; the new session comes from the same credential. The old session stays active
 * until it expires or is revoked.
 * Operation `refreshAuthSession`.
 */
export async function refreshSession(tx: Tx, cc: CustodyContext, publicId: string, body: { clientPublicKey: string }, headers: RetryHeaders | null): Promise<Reply> {
  const binding = { requestId: headers?.requestId ?? null, body, signature: headers?.signature ?? null };
  if (headers) {
    const resumed = await resumeOperation(tx, cc, 'refreshAuthSession', parseId('Session', publicId), binding);
    if (resumed) return resumed.reply;
  }
  const session = await loadActiveSession(tx, tx.platformId, publicId, tx.now);
  await assertReauthAllowed(tx, session.credential_id);
  const clientKey = clientKeyOf(body.clientPublicKey);
  const step = await signedStep(tx, headers, {
    operation: 'refreshAuthSession',
    accountId: session.account_id,
    targetId: session.id,
    bound: { clientPublicKey: body.clientPublicKey },
    signer: { kind: 'SESSION', sessionId: session.id },
    activity: { type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', parameters: { targetPublicKey: body.clientPublicKey, sessionId: publicId } },
  });
  if ('reply' in step) return step.reply;
  const key = await sessionKeyFor(clientKey);
  const outcome = await runActivity(tx, cc, {
    operation: 'refreshAuthSession',
    accountId: session.account_id,
    targetId: session.id,
    binding,
    activity: { type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', parameters: { targetPublicKey: body.clientPublicKey, sessionId: publicId } },
    effect: { kind: 'OPEN_SESSION', credentialId: session.credential_id, publicKey: key.publicKey, status: 201 },
    sessionKey: key.sealedKey,
  });
  return outcome.reply;
}
