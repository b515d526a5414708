import type { Sql } from '../../db/driver.ts';
import { Conditions, pageText } from '../../db/conditions.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import type { Permission } from '../../http/contract.ts';
import { errors } from '../../http/errors.ts';
import type { PageRequest } from '../../http/pagination.ts';
import { stringify } from '../../kernel/json.ts';
import { hashSecret, newSecret, secretMatches } from '../../http/secrets.ts';

export interface TokenRow {
  id: string;
  platform_id: string;
  name: string;
  permissions: Permission[];
  secret_hash: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface ApiToken {
  id: string;
  name: string;
  permissions: Permission[];
  clientId: string;
  clientSecret?: string;
  createdAt: string;
  updatedAt: string;
}

/** The BasicAuth username: the token's uuid as 32 hex digits (no colon, unlike the public id). */
export const clientIdOf = (uuid: string) => uuid.replace(/-/g, '');
const uuidOfClientId = (clientId: string) =>
  /^[0-9a-f]{32}$/.test(clientId)
    ? `${clientId.slice(0, 8)}-${clientId.slice(8, 12)}-${clientId.slice(12, 16)}-${clientId.slice(16, 20)}-${clientId.slice(20)}`
    : null;

export function presentToken(row: TokenRow, clientSecret?: string): ApiToken {
  const token: ApiToken = {
    id: formatId('Token', row.id),
    name: row.name,
    permissions: row.permissions,
    clientId: clientIdOf(row.id),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (clientSecret) token.clientSecret = clientSecret;
  return token;
}

export async function createToken(
  sql: Sql,
  platformId: string,
  input: { name: string; permissions: Permission[] },
  now: Date,
): Promise<ApiToken> {
  const id = newId();
  const secret = newSecret('corr_sk');
  const permissions = [...new Set(input.permissions)].sort() as Permission[];
  const rows = await sql.query<TokenRow>(
    `INSERT INTO api_tokens (id, platform_id, name, permissions, secret_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING *`,
    [id, platformId, input.name, permissions, hashSecret(secret), now],
  );
  return presentToken(rows[0], secret);
}

/** A token as a list shows it: a function of its row alone (db/rendered-rows.ts). */
const renderToken = (row: TokenRow) => stringify(presentToken(row));

/** Operation `listTokens`, as the JSON text of the page. */
export async function listTokens(
  sql: Sql,
  platformId: string,
  filters: { name?: string; createdAfter?: string; createdBefore?: string; updatedAfter?: string; updatedBefore?: string },
  page: PageRequest,
): Promise<string> {
  const where = new Conditions(platformId)
    .always('deleted_at IS NULL')
    .when(filters.name, 'name = ?')
    .when(filters.createdAfter, 'created_at >= ?')
    .when(filters.createdBefore, 'created_at <= ?')
    .when(filters.updatedAfter, 'updated_at >= ?')
    .when(filters.updatedBefore, 'updated_at <= ?');
  return pageText<TokenRow>(sql, 'api_tokens', where, page, renderToken);
}

async function findToken(sql: Sql, platformId: string, publicId: string): Promise<TokenRow> {
  const uuid = parseId('Token', publicId);
  const rows = uuid
    ? await sql.query<TokenRow>('SELECT * FROM api_tokens WHERE id = $1 AND platform_id = $2 AND deleted_at IS NULL', [uuid, platformId])
    : [];
  if (rows.length === 0) throw errors.TOKEN_NOT_FOUND();
  return rows[0];
}

/** Operation `getTokenById`. */
export async function getToken(sql: Sql, platformId: string, publicId: string): Promise<ApiToken> {
  return presentToken(await findToken(sql, platformId, publicId));
}

/** Operation `deleteTokenById`. */
export async function deleteToken(sql: Sql, platformId: string, publicId: string, callerTokenId: string | undefined, now: Date) {
  const row = await findToken(sql, platformId, publicId);
  if (row.id === callerTokenId) {
    throw errors.INVALID_INPUT('A token cannot delete itself; delete it with another MANAGE token', {
      errors: [{ field: 'tokenId', constraint: 'notSelf', message: 'tokenId is the token making this request' }],
    });
  }
  await sql.query('UPDATE api_tokens SET deleted_at = $2, updated_at = $2 WHERE id = $1', [row.id, now]);
}

/** Finds the live token for BasicAuth credentials; null on any mismatch. */
export async function authenticateToken(sql: Sql, clientId: string, secret: string): Promise<TokenRow | null> {
  const uuid = uuidOfClientId(clientId.toLowerCase());
  if (!uuid) return null;
  const rows = await sql.query<TokenRow>('SELECT * FROM api_tokens WHERE id = $1 AND deleted_at IS NULL', [uuid]);
  if (rows.length === 0) return null;
  return secretMatches(secret, rows[0].secret_hash) ? rows[0] : null;
}
