import { formatId } from '../../ids.ts';
import type { CredentialRow, SessionRow } from './store.ts';

/** AuthMethod: the public shape of a credential. */
export function presentCredential(row: CredentialRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: formatId('AuthMethod', row.id),
    accountId: formatId('InternalAccount', row.account_id),
    type: row.type,
    nickname: row.nickname,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (row.type === 'PASSKEY' && row.passkey_credential_id) out.credentialId = row.passkey_credential_id;
  return out;
}

/** AuthSession; `encryptedSessionSigningKey` only on the response that created it (legacy key model). */
export function presentSession(row: SessionRow, encryptedSessionSigningKey?: string): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: formatId('Session', row.id),
    accountId: formatId('InternalAccount', row.account_id),
    type: row.type,
    nickname: row.nickname,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
  if (encryptedSessionSigningKey) out.encryptedSessionSigningKey = encryptedSessionSigningKey;
  return out;
}
