import type { Db, Sql } from '../../db/driver.ts';
import { newWebhookKeyPair } from '../../events/signer.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { formatId, newId } from '../../ids.ts';
import type { Permission } from '../../http/contract.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import { ensurePlatformAccounts } from '../accounts/index.ts';
import { type ApiToken, createToken } from '../tokens/index.ts';
import { announcePlatformChange } from './changes.ts';
import { applyPatch, checkPatch, defaultSettings, type PlatformSettings, type SettingsPatch } from './config.ts';
import { sealWebhookKey } from './webhook-key.ts';

export interface PlatformRow {
  id: string;
  name: string;
  environment: string;
  config: PlatformSettings;
  /** Sealed (src/secrets); openWebhookKey gives the key. */
  webhook_private_key: string;
  webhook_public_key: string;
  created_at: Date;
  updated_at: Date;
}

export const ALL_PERMISSIONS: Permission[] = ['MANAGE', 'TRANSACT', 'VIEW'];

/** Operation `getPlatformConfig`. */
export function presentConfig(row: PlatformRow): Record<string, unknown> {
  const c = row.config;
  const out: Record<string, unknown> = {
    id: formatId('PlatformConfig', row.id),
    supportedCurrencies: c.supportedCurrencies,
    isRegulatedFinancialInstitution: c.isRegulatedFinancialInstitution,
    feeConfigs: c.feeConfigs,
    // Older rows predate these switches; absent means off.
    skipVerificationPaperwork: c.skipVerificationPaperwork ?? false,
    underCounterpartyRequirements: c.underCounterpartyRequirements ?? false,
    webhookPublicKey: row.webhook_public_key,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  for (const key of ['umaDomain', 'proxyUmaSubdomain', 'webhookEndpoint', 'embeddedWalletConfig', 'cardTokenization2faConfig'] as const) {
    if (c[key] !== undefined) out[key] = c[key];
  }
  return out;
}

/** A new platform with its webhook signing key and a first token holding every permission. */
export async function createPlatform(
  db: Db,
  keyring: Keyring,
  input: { name: string; environment?: 'SANDBOX' | 'PRODUCTION' },
  now: Date,
): Promise<{ platformId: string; token: ApiToken }> {
  return db.transaction(async (tx) => {
    const id = newId();
    const keys = newWebhookKeyPair();
    await tx.query(
      `INSERT INTO platforms (id, name, environment, config, webhook_private_key, webhook_public_key, created_at, updated_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $7)`,
      [
        id,
        input.name,
        input.environment ?? 'SANDBOX',
        JSON.stringify(defaultSettings()),
        sealWebhookKey(keyring, id, keys.privateKeyPem),
        keys.publicKeyPem,
        now,
      ],
    );
    const token = await createToken(tx, id, { name: `${input.name} initial token`, permissions: ALL_PERMISSIONS }, now);
    await ensurePlatformAccounts(tx, id, defaultSettings().supportedCurrencies.map((c) => c.currencyCode), now);
    return { platformId: id, token };
  });
}

export async function loadPlatform(sql: Sql, platformId: string, lock = false): Promise<PlatformRow> {
  const rows = await sql.query<PlatformRow>(`SELECT * FROM platforms WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [platformId]);
  if (rows.length === 0) throw errors.PLATFORM_NOT_FOUND();
  return rows[0];
}

export async function getConfig(sql: Sql, platformId: string) {
  return presentConfig(await loadPlatform(sql, platformId));
}

export async function getSettings(sql: Sql, platformId: string): Promise<PlatformSettings> {
  return (await loadPlatform(sql, platformId)).config;
}

/**
 * `endpointProblem`: what the egress policy found wrong with `patch.webhookEndpoint`, checked before the transaction.
 * Operation `updatePlatformConfig`.
 */
export async function updateConfig(tx: Sql, platformId: string, patch: SettingsPatch, now: Date, endpointProblem?: string) {
  const problems = checkPatch(patch);
  if (endpointProblem) problems.unshift(fieldError('webhookEndpoint', 'format', `webhookEndpoint ${endpointProblem}`));
  if (problems.length > 0) throw invalidInput(problems);
  const row = await loadPlatform(tx, platformId, true);
  const next = applyPatch(row.config, patch);
  const updated = await tx.query<PlatformRow>(
    'UPDATE platforms SET config = $2::jsonb, updated_at = $3 WHERE id = $1 RETURNING *',
    [platformId, JSON.stringify(next), now],
  );
  await announcePlatformChange(tx, platformId);
  return presentConfig(updated[0]);
}

export async function firstPlatformId(sql: Sql): Promise<string | null> {
  const rows = await sql.query<{ id: string }>('SELECT id FROM platforms ORDER BY id LIMIT 1');
  return rows[0]?.id ?? null;
}

export async function platformExists(sql: Sql, platformId: string): Promise<boolean> {
  return (await sql.query('SELECT 1 FROM platforms WHERE id = $1', [platformId])).length > 0;
}

/** SANDBOX or PRODUCTION, read in the caller's transaction (SANDBOX for an unknown platform). */
export async function environmentOf(sql: Sql, platformId: string): Promise<string> {
  const rows = await sql.query<{ environment: string }>('SELECT environment FROM platforms WHERE id = $1', [platformId]);
  return rows[0]?.environment ?? 'SANDBOX';
}

/** Whether another platform here has `domain` (lower case) as its UMA domain. */
export async function umaDomainOfAnotherPlatform(sql: Sql, platformId: string, domain: string): Promise<boolean> {
  const rows = await sql.query("SELECT 1 FROM platforms WHERE id <> $1 AND lower(config->>'umaDomain') = $2 LIMIT 1", [platformId, domain]);
  return rows.length > 0;
}
