import type { Sql } from '../../db/driver.ts';
import { parsePublicKeyHex } from '../../crypto/p256-keys.ts';
import { fieldError, invalidInput } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { parseId } from '../../ids.ts';
import { presentSession } from './present.ts';
import { openSession } from './sessions.ts';
import { type RetryHeaders, signedStep } from './signed-retry.ts';
import { activeSessions, type CredentialRow, loadActiveSession } from './store.ts';

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
export async function revokeSession(tx: Tx, publicId: string, headers: RetryHeaders | null): Promise<Reply> {
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
  await tx.query('UPDATE wallet_sessions SET revoked_at = $2, updated_at = $2 WHERE id = $1', [session.id, tx.now]);
  return { status: 204 };
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
export async function refreshSession(tx: Tx, publicId: string, body: { clientPublicKey: string }, headers: RetryHeaders | null): Promise<Reply> {
  const session = await loadActiveSession(tx, tx.platformId, publicId, tx.now);
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
  const credential = (await tx.query<CredentialRow>('SELECT * FROM wallet_credentials WHERE id = $1 AND revoked_at IS NULL', [session.credential_id]))[0];
  return { status: 201, body: await openSession(tx, credential, clientKey) };
}
