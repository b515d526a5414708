import { Conditions, pageOf } from '../../db/conditions.ts';
import { isUniqueViolation, type Sql } from '../../db/driver.ts';
import { errors } from '../../http/errors.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { newId, parseId } from '../../ids.ts';
import { next } from '../../kernel/state-machine.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { StablecoinIssuer } from '../../ports/stablecoin-issuer.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { callIssuer } from './issuer-calls.ts';
import { presentStablecoin, type StablecoinRow } from './present.ts';
import { chooseProviderAccount, credentialsOf } from './provider-accounts.ts';
import { ENABLEMENT, type ServiceAction } from './status.ts';

export interface RegisterInput {
  providerTokenIdentifier: string;
  networkTokenIdentifier: string;
  network: 'SPARK';
  stablecoinProviderAccountId?: string;
}

const tokenTaken = (which: string) =>
  errors.STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS(`A stablecoin with this ${which} is already registered on this platform; GET /stablecoins lists it`);
const symbolTaken = (symbol: string) =>
  errors.STABLECOIN_SYMBOL_ALREADY_EXISTS(`A stablecoin with symbol ${symbol} is already registered on this platform; GET /stablecoins lists it`);

/**
 * Operation `registerStablecoin`: links a token the issuer already created for the provider
 * account (it mints nothing). The issuer confirms both identifiers and gives name, symbol, base
 * currency, decimals and issuance status; service operations start NOT_ENABLED.
 */
export async function registerStablecoin(tx: Tx, keyring: Keyring, issuer: StablecoinIssuer, input: RegisterInput): Promise<Record<string, unknown>> {
  const link = await chooseProviderAccount(tx, tx.platformId, input.stablecoinProviderAccountId);
  const clash = await tx.query<{ provider_token_identifier: string; network_token_identifier: string }>(
    `SELECT provider_token_identifier, network_token_identifier FROM stablecoins
     WHERE platform_id = $1 AND ((provider = $2 AND provider_token_identifier = $3) OR (network = $4 AND network_token_identifier = $5)) LIMIT 1`,
    [tx.platformId, link.provider, input.providerTokenIdentifier, input.network, input.networkTokenIdentifier],
  );
  if (clash.length > 0) throw tokenTaken(clash[0].provider_token_identifier === input.providerTokenIdentifier ? 'providerTokenIdentifier' : 'networkTokenIdentifier');
  const lookup = await callIssuer(() =>
    issuer.findToken(credentialsOf(keyring, link), link.provider_account_id, input.providerTokenIdentifier, input.networkTokenIdentifier),
  );
  if (lookup.kind === 'UNKNOWN') {
    throw errors.STABLECOIN_VERIFICATION_FAILED(
      `The issuer has no token ${input.providerTokenIdentifier} on provider account ${link.provider_account_id}; create the token at the issuer first, then register it`,
    );
  }
  if (lookup.kind === 'MISMATCH') {
    throw errors.STABLECOIN_VERIFICATION_FAILED(
      `The issuer's token ${input.providerTokenIdentifier} does not have networkTokenIdentifier ${input.networkTokenIdentifier}; send the identifier the issuer shows for it on ${input.network}`,
    );
  }
  const { token } = lookup;
  const symbolClash = await tx.query('SELECT 1 FROM stablecoins WHERE platform_id = $1 AND symbol = $2', [tx.platformId, token.symbol]);
  if (symbolClash.length > 0) throw symbolTaken(token.symbol);
  const rows = await tx
    .query<StablecoinRow>(
      `INSERT INTO stablecoins (id, platform_id, provider_account_id, provider, provider_environment, provider_token_identifier, network_token_identifier, network,
         name, symbol, base_currency, decimals, issuance_status, service_status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'NOT_ENABLED', $14, $14) RETURNING *`,
      [
        newId(), tx.platformId, link.id, link.provider, link.provider_environment, input.providerTokenIdentifier, input.networkTokenIdentifier, input.network,
        token.name, token.symbol, token.baseCurrency, token.decimals, token.issuanceStatus, tx.now,
      ],
    )
    .catch((err: unknown) => {
      // A concurrent registration of the same token won.
      if (isUniqueViolation(err, 'stablecoins_symbol')) throw symbolTaken(token.symbol);
      if (isUniqueViolation(err, 'stablecoins_provider_token')) throw tokenTaken('providerTokenIdentifier');
      if (isUniqueViolation(err, 'stablecoins_network_token')) throw tokenTaken('networkTokenIdentifier');
      throw err;
    });
  return presentStablecoin(rows[0]);
}

/** The platform's stablecoin `publicId`; 404 STABLECOIN_NOT_FOUND otherwise. */
export async function findStablecoin(sql: Sql, platformId: string, publicId: string, lock = false): Promise<StablecoinRow> {
  const uuid = parseId('Stablecoin', publicId);
  const rows = uuid ? await sql.query<StablecoinRow>(`SELECT * FROM stablecoins WHERE id = $1 AND platform_id = $2${lock ? ' FOR UPDATE' : ''}`, [uuid, platformId]) : [];
  if (rows.length === 0) {
    throw errors.STABLECOIN_NOT_FOUND('No stablecoin with that id on this platform; send an id like Stablecoin:<uuid>, as POST /stablecoins or GET /stablecoins returned it');
  }
  return rows[0];
}

export async function stablecoinById(sql: Sql, platformId: string, uuid: string): Promise<StablecoinRow> {
  const rows = await sql.query<StablecoinRow>('SELECT * FROM stablecoins WHERE id = $1 AND platform_id = $2', [uuid, platformId]);
  return rows[0];
}

/** Operation `getStablecoin`. */
export async function getStablecoin(sql: Sql, platformId: string, publicId: string): Promise<Record<string, unknown>> {
  return presentStablecoin(await findStablecoin(sql, platformId, publicId));
}

/** Operation `listStablecoins`. */
export async function listStablecoins(
  sql: Sql,
  platformId: string,
  filters: { issuanceStatus?: string; serviceOperationsStatus?: string; provider?: string },
  page: PageRequest,
): Promise<Page<Record<string, unknown>>> {
  const where = new Conditions(platformId)
    .when(filters.issuanceStatus, 'issuance_status = ?')
    .when(filters.serviceOperationsStatus, 'service_status = ?')
    .when(filters.provider, 'provider = ?');
  return pageOf<StablecoinRow, Record<string, unknown>>(sql, 'stablecoins', where, page, presentStablecoin);
}

async function moveService(tx: Tx, row: StablecoinRow, action: ServiceAction): Promise<StablecoinRow> {
  const to = next(ENABLEMENT, row.service_status, action);
  if (to === row.service_status) return row;
  const rows = await tx.query<StablecoinRow>('UPDATE stablecoins SET service_status = $2, updated_at = $3 WHERE id = $1 RETURNING *', [row.id, to, tx.now]);
  return rows[0];
}

/** Operation `requestStablecoinServiceEnablement`: spec 3.4 (the ENABLEMENT table in status.ts). */
export async function requestStablecoinServiceEnablement(tx: Tx, publicId: string): Promise<Record<string, unknown>> {
  const row = await findStablecoin(tx, tx.platformId, publicId, true);
  return presentStablecoin(await moveService(tx, row, 'REQUEST'));
}

/** The operator's move of a coin's service status (`corridor stablecoin enablement`); outside the platform API. */
export async function operatorSetServiceStatus(tx: Tx, publicId: string, to: 'ENABLING' | 'ENABLED' | 'DISABLED'): Promise<Record<string, unknown>> {
  const row = await findStablecoin(tx, tx.platformId, publicId, true);
  return presentStablecoin(await moveService(tx, row, `OPERATOR_${to}`));
}
