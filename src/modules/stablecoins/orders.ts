import { Conditions, pageOf } from '../../db/conditions.ts';
import type { Sql } from '../../db/driver.ts';
import { scheduleJob } from '../../events/jobs.ts';
import { errors } from '../../http/errors.ts';
import { outsideReference } from '../../http/idempotency.ts';
import type { Idempotent } from '../../http/operation.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { IssuerCredentials, StablecoinIssuer } from '../../ports/stablecoin-issuer.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { amountsOf } from './amounts.ts';
import { linkedExternalAccount } from './external.ts';
import { burnableInternalAccount } from './internal.ts';
import { callIssuer } from './issuer-calls.ts';
import { existingCoinAccount, holdBurn, holdDeadlineOf } from './ledger.ts';
import { type OperationRow, presentOperation, type StablecoinRow } from './present.ts';
import { assertUsable, credentialsOf, providerAccountById } from './provider-accounts.ts';
import { findStablecoin } from './registry.ts';

export const ADVANCE_JOB = 'stablecoin.operation.advance';
export const EXPIRE_JOB = 'stablecoin.operation.expire';

/** How long an operation waits for external funds (a wire, a token deposit) before it EXPIRES. */
export const FUNDING_WINDOW_MS = 72 * 3_600_000;

export interface MintInput {
  amount: string;
  fundingSource: { type: string; externalAccountId?: string; accountId?: string; sourceTokenIdentifier?: string; cryptoNetwork?: string };
  destination: { accountId: string };
  description?: string;
}

export interface BurnInput {
  amount: string;
  source: { type: string; accountId?: string };
  destination: { type: 'EXTERNAL_ACCOUNT'; externalAccountId: string; rail: 'WIRE' | 'ACH_CREDIT' | 'SAME_DAY_ACH_CREDIT' | 'RTP_CREDIT' };
  description?: string;
}

const TIMING: Readonly<Record<string, string>> = {
  WIRE: 'same business day',
  ACH_CREDIT: '1-3 business days',
  SAME_DAY_ACH_CREDIT: 'same business day',
  RTP_CREDIT: 'within minutes',
};

/** What every mint and burn needs first: a usable link, a PROVISIONED coin, ENABLED for service operations. */
async function operableCoin(tx: Tx, keyring: Keyring, publicId: string): Promise<{ coin: StablecoinRow; credentials: IssuerCredentials; account: string }> {
  const coin = await findStablecoin(tx, tx.platformId, publicId);
  const link = assertUsable(await providerAccountById(tx, tx.platformId, coin.provider_account_id));
  if (coin.issuance_status !== 'PROVISIONED') {
    throw errors.STABLECOIN_NOT_PROVISIONED(`The stablecoin's issuanceStatus is ${coin.issuance_status}; the issuer mints and burns only a PROVISIONED token`);
  }
  if (coin.service_status !== 'ENABLED') {
    throw errors.STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED(
      `The stablecoin's serviceOperationsStatus is ${coin.service_status}; mints and burns need ENABLED (request it with POST /stablecoins/{id}/service-enablement)`,
    );
  }
  return { coin, credentials: credentialsOf(keyring, link), account: link.provider_account_id };
}

interface NewOperation {
  coin: StablecoinRow;
  type: 'MINT' | 'BURN';
  amount: bigint;
  fiat: bigint;
  source: Record<string, string>;
  destination: Record<string, string>;
  /** How value reaches the issuer (the order's `funding`). */
  funding: string;
  estimatedDelivery: Record<string, string>;
  description?: string;
}

/**
 * Places the order at the issuer (refused: 400 STABLECOIN_PROVIDER_ERROR; down: 503, nothing
 * written) and records the operation CREATED; the advance job takes it on at once.
 */
async function placeOperation(tx: Tx, issuer: StablecoinIssuer, credentials: IssuerCredentials, account: string, o: NewOperation, id: string, keyed: Idempotent | undefined): Promise<Record<string, unknown>> {
  const outcome = await callIssuer(() =>
    issuer.placeOrder(credentials, account, {
      // The router requires the key on mints and burns; without one only the operation id is stable.
      reference: keyed ? outsideReference(tx.platformId, keyed) : formatId('StablecoinOperation', id),
      operationType: o.type,
      providerTokenIdentifier: o.coin.provider_token_identifier,
      amount: o.amount,
      fiatAmount: o.fiat,
      baseCurrency: o.coin.base_currency,
      funding: o.funding,
    }),
  );
  if (outcome.kind === 'REFUSED') throw errors.STABLECOIN_PROVIDER_ERROR(`The issuer refused the ${o.type.toLowerCase()}: ${outcome.reason}`);
  const awaitsFunds = o.funding === 'WIRE' || o.funding === 'EXTERNAL_ACCOUNT';
  const expiresAt = awaitsFunds ? new Date(tx.now.getTime() + FUNDING_WINDOW_MS) : null;
  const rows = await tx.query<OperationRow>(
    `INSERT INTO stablecoin_operations (id, platform_id, stablecoin_id, operation_type, status, amount, fiat_amount, source, destination, funding_instructions,
       estimated_delivery, provider_ref, provider_state, description, expires_at, hold_deadline_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'CREATED', $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $16, $16) RETURNING *`,
    [
      id, tx.platformId, o.coin.id, o.type, o.amount.toString(), o.fiat.toString(), JSON.stringify(o.source), JSON.stringify(o.destination),
      outcome.fundingInstructions ? JSON.stringify(outcome.fundingInstructions) : null, JSON.stringify(o.estimatedDelivery), outcome.providerRef,
      outcome.providerStatus, o.description ?? null, expiresAt, holdDeadlineOf({ operation_type: o.type, source: o.source }, tx.now), tx.now,
    ],
  );
  await scheduleJob(tx, tx.platformId, ADVANCE_JOB, { operationId: id }, tx.now, tx.now);
  const presented = presentOperation(rows[0], o.coin);
  await tx.emit('STABLECOIN_OPERATION.CREATED', presented);
  return presented;
}

/**
 * Operation `createStablecoinMint`: fiat in by WIRE (instructions returned; waits for funds) or
 * by ACH debit of a bank account linked at the issuer; tokens out to an ACTIVE Spark external
 * account. The reference reserves SERVICE_INTERNAL_ACCOUNT and PROVIDER_INTERNAL_BALANCE funding
 * and internal-account destinations: 400 STABLECOIN_OPERATION_NOT_SUPPORTED.
 */
export async function createStablecoinMint(
  tx: Tx,
  keyring: Keyring,
  issuer: StablecoinIssuer,
  publicId: string,
  input: MintInput,
  keyed?: Idempotent,
): Promise<Record<string, unknown>> {
  const { coin, credentials, account } = await operableCoin(tx, keyring, publicId);
  const { amount, fiat } = amountsOf(input.amount, coin.decimals);
  const funding = input.fundingSource;
  if (funding.type === 'SERVICE_INTERNAL_ACCOUNT' || funding.type === 'PROVIDER_INTERNAL_BALANCE') {
    throw errors.STABLECOIN_OPERATION_NOT_SUPPORTED(`Minting funded by ${funding.type} is not offered by the issuer; fund it by WIRE, ACH_DEBIT or SAME_DAY_ACH_DEBIT`);
  }
  if (input.destination.accountId.startsWith('InternalAccount:')) {
    throw errors.STABLECOIN_OPERATION_NOT_SUPPORTED(`The issuer delivers minted tokens on ${coin.network} only; send an ACTIVE SPARK_WALLET ExternalAccount as destination.accountId`);
  }
  const source: Record<string, string> = { type: funding.type };
  if (funding.externalAccountId !== undefined) {
    await linkedExternalAccount(tx, issuer, credentials, account, coin, funding.externalAccountId, { field: 'fundingSource.externalAccountId', kind: 'BANK', rail: 'ACH_CREDIT' });
    source.externalAccountId = funding.externalAccountId;
  }
  await linkedExternalAccount(tx, issuer, credentials, account, coin, input.destination.accountId, { field: 'destination.accountId', kind: 'WALLET' });
  return placeOperation(
    tx,
    issuer,
    credentials,
    account,
    {
      coin,
      type: 'MINT',
      amount,
      fiat,
      source,
      destination: { accountId: input.destination.accountId },
      funding: funding.type,
      estimatedDelivery: { rail: coin.network, amount: fiat.toString(), currency: coin.base_currency, timing: funding.type === 'WIRE' ? 'minutes after the wire arrives' : '1-3 business days' },
      description: input.description,
    },
    newId(),
    keyed,
  );
}

/**
 * Operation `createStablecoinBurn`: tokens in from any wallet (EXTERNAL_ACCOUNT: a deposit
 * address is returned; waits for the tokens), from the platform's balance at the issuer
 * (PROVIDER_INTERNAL_BALANCE) or from an internal account holding the coin
 * (SERVICE_INTERNAL_ACCOUNT); the last two are held in the ledger until the burn ends (captured
 * at completion, released on failure). Fiat out to a bank account on the rail asked for.
 */
export async function createStablecoinBurn(
  tx: Tx,
  keyring: Keyring,
  issuer: StablecoinIssuer,
  publicId: string,
  input: BurnInput,
  keyed?: Idempotent,
): Promise<Record<string, unknown>> {
  const { coin, credentials, account } = await operableCoin(tx, keyring, publicId);
  const { amount, fiat } = amountsOf(input.amount, coin.decimals);
  const id = newId();
  const source: Record<string, string> = { type: input.source.type };
  if (input.source.type === 'PROVIDER_INTERNAL_BALANCE') {
    const balance = await existingCoinAccount(tx, coin, 'PROVIDER_BALANCE');
    if (!balance) {
      throw errors.STABLECOIN_PROVIDER_SOURCE_NOT_LINKED(
        `The platform holds no ${coin.symbol} balance at the issuer for this provider account; burn with source EXTERNAL_ACCOUNT, or deposit tokens at the issuer first`,
      );
    }
    // Held until the burn ends: two burns cannot spend one balance (INSUFFICIENT_FUNDS when short).
    await holdBurn(tx, id, balance, amount);
  } else if (input.source.type === 'SERVICE_INTERNAL_ACCOUNT') {
    const internal = await burnableInternalAccount(tx, coin, input.source.accountId ?? '');
    await holdBurn(tx, id, internal, amount);
    source.accountId = formatId('InternalAccount', internal);
  }
  const d = input.destination;
  await linkedExternalAccount(tx, issuer, credentials, account, coin, d.externalAccountId, { field: 'destination.externalAccountId', kind: 'BANK', rail: d.rail });
  return placeOperation(
    tx,
    issuer,
    credentials,
    account,
    {
      coin,
      type: 'BURN',
      amount,
      fiat,
      source,
      destination: { accountId: d.externalAccountId, rail: d.rail },
      funding: input.source.type,
      estimatedDelivery: { rail: d.rail, amount: fiat.toString(), currency: coin.base_currency, timing: TIMING[d.rail] },
      description: input.description,
    },
    id,
    keyed,
  );
}

const operationNotFound = () =>
  errors.STABLECOIN_OPERATION_NOT_FOUND('No stablecoin operation with that id on this platform; send an id like StablecoinOperation:<uuid>, as a mint or burn returned it');

/** The platform's operation `publicId` and its coin; 404 STABLECOIN_OPERATION_NOT_FOUND otherwise. */
export async function findOperation(sql: Sql, platformId: string, publicId: string, lock = false): Promise<{ op: OperationRow; coin: StablecoinRow }> {
  const uuid = parseId('StablecoinOperation', publicId);
  const rows = uuid
    ? await sql.query<OperationRow>(`SELECT * FROM stablecoin_operations WHERE id = $1 AND platform_id = $2${lock ? ' FOR UPDATE' : ''}`, [uuid, platformId])
    : [];
  if (rows.length === 0) throw operationNotFound();
  const coin = await sql.query<StablecoinRow>('SELECT * FROM stablecoins WHERE id = $1', [rows[0].stablecoin_id]);
  return { op: rows[0], coin: coin[0] };
}

/** Operation `getStablecoinOperation`. */
export async function getStablecoinOperation(sql: Sql, platformId: string, publicId: string): Promise<Record<string, unknown>> {
  const { op, coin } = await findOperation(sql, platformId, publicId);
  return presentOperation(op, coin);
}

/** Operation `listStablecoinOperations`: most recent first. */
export async function listStablecoinOperations(
  sql: Sql,
  platformId: string,
  publicId: string,
  filters: { operationType?: string },
  page: PageRequest,
): Promise<Page<Record<string, unknown>>> {
  const coin = await findStablecoin(sql, platformId, publicId);
  const where = new Conditions(platformId).when(coin.id, 'stablecoin_id = ?').when(filters.operationType, 'operation_type = ?');
  return pageOf<OperationRow, Record<string, unknown>>(sql, 'stablecoin_operations', where, page, (row) => presentOperation(row, coin));
}
