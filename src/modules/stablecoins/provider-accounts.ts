import { Conditions, pageOf } from '../../db/conditions.ts';
import { isUniqueViolation, type Sql } from '../../db/driver.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { newId, parseId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { IssuerCredentials, StablecoinIssuer } from '../../ports/stablecoin-issuer.ts';
import { placeOf, STABLECOIN_PROVIDER_SECRET } from '../../secrets/columns.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { environmentOf } from '../platforms/index.ts';
import { presentProviderAccount, type ProviderAccountRow } from './present.ts';
import { callIssuer } from './issuer-calls.ts';

export interface LinkInput {
  provider: 'BRALE';
  apiClientId: string;
  apiClientSecret: string;
  providerAccountId?: string;
}

const notFound = () =>
  errors.STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND(
    'No stablecoin provider account link with that id on this platform; send an id like StablecoinProviderAccount:<uuid>, as GET /stablecoin-provider-accounts lists it',
  );

/**
 * Operation `linkStablecoinProviderAccount`: the issuer checks the credentials and names the
 * accounts they act for; the link is stored ACTIVE with the secret sealed (never presented).
 */
export async function linkStablecoinProviderAccount(tx: Tx, keyring: Keyring, issuer: StablecoinIssuer, input: LinkInput): Promise<Record<string, unknown>> {
  const environment = (await environmentOf(tx, tx.platformId)) === 'PRODUCTION' ? 'PRODUCTION' : 'SANDBOX';
  const credentials: IssuerCredentials = { provider: input.provider, environment, clientId: input.apiClientId, clientSecret: input.apiClientSecret };
  const check = await callIssuer(() => issuer.checkCredentials(credentials));
  if (check.kind === 'INVALID') throw errors.STABLECOIN_PROVIDER_ACCOUNT_INVALID('The issuer did not accept these API credentials; send the apiClientId and apiClientSecret of an active API client');
  if (check.kind === 'REVOKED') throw errors.STABLECOIN_PROVIDER_ACCOUNT_REVOKED('The issuer reports these API credentials as revoked; create a new API client at the issuer and link that');
  let account = input.providerAccountId;
  if (account === undefined) {
    if (check.accounts.length !== 1) {
      throw invalidInput([fieldError('providerAccountId', 'required', `the credentials act for ${check.accounts.length} accounts (${check.accounts.join(', ')}); name one`)]);
    }
    account = check.accounts[0];
  } else if (!check.accounts.includes(account)) {
    throw errors.STABLECOIN_PROVIDER_ACCOUNT_INVALID(`These credentials do not act for provider account ${account}; they act for ${check.accounts.join(', ')}`);
  }
  const id = newId();
  const rows = await tx
    .query<ProviderAccountRow>(
      `INSERT INTO stablecoin_provider_accounts (id, platform_id, provider, provider_account_id, provider_environment, status, api_client_id, api_client_secret,
         last_verified_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'ACTIVE', $6, $7, $8, $8, $8) RETURNING *`,
      [id, tx.platformId, input.provider, account, environment, input.apiClientId, keyring.seal(input.apiClientSecret, placeOf(STABLECOIN_PROVIDER_SECRET, id)), tx.now],
    )
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'stablecoin_provider_accounts_one_active')) {
        throw errors.CONFLICT(`Provider account ${account} is already linked and ACTIVE on this platform; use that link (GET /stablecoin-provider-accounts)`);
      }
      throw err;
    });
  return presentProviderAccount(rows[0]);
}

/** The platform's link `publicId`; 404 STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND otherwise. */
export async function findProviderAccount(sql: Sql, platformId: string, publicId: string): Promise<ProviderAccountRow> {
  const uuid = parseId('StablecoinProviderAccount', publicId);
  const rows = uuid ? await sql.query<ProviderAccountRow>('SELECT * FROM stablecoin_provider_accounts WHERE id = $1 AND platform_id = $2', [uuid, platformId]) : [];
  if (rows.length === 0) throw notFound();
  return rows[0];
}

export async function providerAccountById(sql: Sql, platformId: string, uuid: string): Promise<ProviderAccountRow> {
  const rows = await sql.query<ProviderAccountRow>('SELECT * FROM stablecoin_provider_accounts WHERE id = $1 AND platform_id = $2', [uuid, platformId]);
  return rows[0];
}

/** A link that may be used for the issuer: ACTIVE, or the spec's 400 for an INVALID or REVOKED one. */
export function assertUsable(row: ProviderAccountRow): ProviderAccountRow {
  if (row.status === 'INVALID') {
    throw errors.STABLECOIN_PROVIDER_ACCOUNT_INVALID(`Provider account link ${row.provider_account_id} is INVALID (the issuer refused its credentials); link the account again with valid credentials`);
  }
  if (row.status === 'REVOKED') {
    throw errors.STABLECOIN_PROVIDER_ACCOUNT_REVOKED(`Provider account link ${row.provider_account_id} was REVOKED; link the account again with new credentials`);
  }
  return row;
}

/**
 * The link a registration uses: the one named, or the only ACTIVE one; several ACTIVE and none
 * named is 400 STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED.
 */
export async function chooseProviderAccount(sql: Sql, platformId: string, publicId: string | undefined): Promise<ProviderAccountRow> {
  if (publicId !== undefined) return assertUsable(await findProviderAccount(sql, platformId, publicId));
  const active = await sql.query<ProviderAccountRow>(
    "SELECT * FROM stablecoin_provider_accounts WHERE platform_id = $1 AND status = 'ACTIVE' ORDER BY id LIMIT 2",
    [platformId],
  );
  if (active.length === 0) throw errors.STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND('No ACTIVE stablecoin provider account is linked; link one with POST /stablecoin-provider-accounts first');
  if (active.length > 1) {
    throw errors.STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED('Several provider accounts are linked and ACTIVE; pass stablecoinProviderAccountId, as GET /stablecoin-provider-accounts lists them');
  }
  return active[0];
}

/** The link's credentials, the secret opened for the issuer call only. */
export function credentialsOf(keyring: Keyring, row: ProviderAccountRow): IssuerCredentials {
  return {
    provider: row.provider,
    environment: row.provider_environment,
    clientId: row.api_client_id,
    clientSecret: keyring.openText(row.api_client_secret, placeOf(STABLECOIN_PROVIDER_SECRET, row.id)),
  };
}

/** Operation `listStablecoinProviderAccounts`. */
export async function listStablecoinProviderAccounts(
  sql: Sql,
  platformId: string,
  filters: { provider?: string; status?: string },
  page: PageRequest,
): Promise<Page<Record<string, unknown>>> {
  const where = new Conditions(platformId).when(filters.provider, 'provider = ?').when(filters.status, 'status = ?');
  return pageOf<ProviderAccountRow, Record<string, unknown>>(sql, 'stablecoin_provider_accounts', where, page, presentProviderAccount);
}

/** Operation `getStablecoinProviderAccount`. */
export async function getStablecoinProviderAccount(sql: Sql, platformId: string, publicId: string): Promise<Record<string, unknown>> {
  return presentProviderAccount(await findProviderAccount(sql, platformId, publicId));
}
