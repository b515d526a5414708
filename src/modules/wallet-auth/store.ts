import type { Sql } from '../../db/driver.ts';
import { errors } from '../../http/errors.ts';
import { parseId } from '../../ids.ts';
import { type WalletAccount, walletAccountRow } from '../accounts/index.ts';

export type CredentialType = 'EMAIL_OTP' | 'SMS_OTP' | 'PASSKEY' | 'OAUTH';

export interface CredentialRow {
  id: string;
  platform_id: string;
  account_id: string;
  type: CredentialType;
  nickname: string;
  oidc_identity: string | null;
  passkey_credential_id: string | null;
  passkey_public_key: string | null;
  passkey_alg: number | null;
  passkey_sign_count: string | number | null;
  passkey_rp_id_hash: string | null;
  passkey_origin: string | null;
  locked_until: Date | null;
  verified_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface SessionRow {
  id: string;
  platform_id: string;
  account_id: string;
  credential_id: string;
  public_key: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** Joined from the issuing credential. */
  type: CredentialType;
  nickname: string;
}

export type { WalletAccount };

/** The embedded wallet addressed by `publicId` (an `InternalAccount:` id); 404 otherwise. */
export async function loadWalletAccount(sql: Sql, platformId: string, publicId: string, lock = false): Promise<WalletAccount> {
  const uuid = parseId('InternalAccount', publicId);
  const account = uuid ? await walletAccountRow(sql, platformId, uuid, lock) : undefined;
  if (!account) throw errors.ACCOUNT_NOT_FOUND();
  if (account.type !== 'EMBEDDED_WALLET') throw errors.ACCOUNT_NOT_FOUND('The account is not an embedded wallet');
  return account;
}

export async function activeCredentials(sql: Sql, platformId: string, accountId: string): Promise<CredentialRow[]> {
  return sql.query<CredentialRow>(
    'SELECT * FROM wallet_credentials WHERE platform_id = $1 AND account_id = $2 AND revoked_at IS NULL ORDER BY id',
    [platformId, accountId],
  );
}

/** A live credential by public id (`AuthMethod:`); 404 AUTH_METHOD_NOT_FOUND otherwise. */
export async function loadCredential(sql: Sql, platformId: string, publicId: string, lock = false): Promise<CredentialRow> {
  const uuid = parseId('AuthMethod', publicId);
  const rows = uuid
    ? await sql.query<CredentialRow>(
        `SELECT * FROM wallet_credentials WHERE id = $1 AND platform_id = $2 AND revoked_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
        [uuid, platformId],
      )
    : [];
  if (rows.length === 0) throw errors.AUTH_METHOD_NOT_FOUND();
  return rows[0];
}

const SESSION_SELECT = `SELECT s.*, c.type, c.nickname FROM wallet_sessions s JOIN wallet_credentials c ON c.id = s.credential_id`;

export async function activeSessions(sql: Sql, platformId: string, accountId: string, now: Date): Promise<SessionRow[]> {
  return sql.query<SessionRow>(
    `${SESSION_SELECT} WHERE s.platform_id = $1 AND s.account_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3 ORDER BY s.id`,
    [platformId, accountId, now],
  );
}

/** An active (unrevoked, unexpired) session by public id (`Session:`); 404 SESSION_NOT_FOUND otherwise. */
export async function loadActiveSession(sql: Sql, platformId: string, publicId: string, now: Date): Promise<SessionRow> {
  const uuid = parseId('Session', publicId);
  const rows = uuid
    ? await sql.query<SessionRow>(
        `${SESSION_SELECT} WHERE s.id = $1 AND s.platform_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3`,
        [uuid, platformId, now],
      )
    : [];
  if (rows.length === 0) throw errors.SESSION_NOT_FOUND('No active session has this id');
  return rows[0];
}

/** The body of createCredential (POST /auth/credentials). */
export interface CreateBody {
  type: CredentialType;
  accountId: string;
  oidcToken?: string;
  nickname?: string;
  challenge?: string;
  attestation?: { credentialId: string; clientDataJson: string; attestationObject: string; transports?: string[] };
}

/** A credential by uuid in any state (revoked too), optionally locked. */
export async function credentialById(sql: Sql, platformId: string, uuid: string, lock = false): Promise<CredentialRow | undefined> {
  const rows = await sql.query<CredentialRow>(`SELECT * FROM wallet_credentials WHERE id = $1 AND platform_id = $2${lock ? ' FOR UPDATE' : ''}`, [uuid, platformId]);
  return rows[0];
}

/** A session by uuid in any state. */
export async function sessionById(sql: Sql, platformId: string, uuid: string): Promise<SessionRow | undefined> {
  const rows = await sql.query<SessionRow>(`${SESSION_SELECT} WHERE s.id = $1 AND s.platform_id = $2`, [uuid, platformId]);
  return rows[0];
}
