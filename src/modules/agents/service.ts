import { Conditions, pageOf } from '../../db/conditions.ts';
import type { Sql } from '../../db/driver.ts';
import { type FieldError, errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { FxSource } from '../../ports/fx-source.ts';
import { accountIdsOfCustomer } from '../accounts/index.ts';
import { activeCustomerId } from '../customers/index.ts';
import { findAccount } from '../external-accounts/index.ts';
import { issueDeviceCode } from './device-codes.ts';
import { type AgentPolicy, applyPolicyUpdate, accountIdsIn, type PolicyInput, type PolicyUpdateInput, readPolicy, storePolicy } from './policy.ts';
import { presentAgent } from './present.ts';
import { type AgentRecord, type AgentRow, agentRow, toRecord } from './store.ts';
import { recaster } from './recast.ts';
import { isStale, utcDay, utcMonth } from './usage.ts';

const NO_UUID = '00000000-0000-0000-0000-000000000000';

const notFound = () => errors.NOT_FOUND('No agent with that id on this platform; send an id like Agent:<uuid>, as POST /agents or GET /agents returned it');

/** A live agent of the platform by its public id; 404 otherwise. */
async function findRow(sql: Sql, platformId: string, publicId: string, lock = false): Promise<AgentRow> {
  const uuid = parseId('Agent', publicId);
  const row = uuid ? await agentRow(sql, platformId, uuid, lock) : undefined;
  if (!row) throw notFound();
  return row;
}

function checkName(name: string): string {
  if (name.trim() === '') throw invalidInput([fieldError('name', 'minLength', 'name is empty: send a name a person will recognize the agent by')]);
  return name;
}

/** Every account a policy names must be one of the agent's customer's (internal or external). */
async function checkAccounts(sql: Sql, platformId: string, customerId: string, policy: AgentPolicy): Promise<void> {
  const named = accountIdsIn(policy);
  if (named.length === 0) return;
  const internal = new Set(await accountIdsOfCustomer(sql, platformId, customerId));
  const problems: FieldError[] = [];
  for (const { field, accountId } of named) {
    const internalId = parseId('InternalAccount', accountId);
    if (internalId && internal.has(internalId)) continue;
    if (parseId('ExternalAccount', accountId)) {
      const external = await findAccount(sql, platformId, accountId, 'customer').catch(() => null);
      if (external?.customer_id === customerId) continue;
    }
    problems.push(
      fieldError(field, 'ownership', `${accountId.slice(0, 128)} is not an account of the agent's customer: send InternalAccount:<uuid> or ExternalAccount:<uuid> ids of that customer (GET /customers/internal-accounts?customerId=… lists them)`),
    );
  }
  if (problems.length > 0) throw invalidInput(problems);
}

/** Operation `createAgent`: the agent and its first device code. */
export async function createAgent(tx: Tx, input: { name: string; customerId: string; policy: PolicyInput }) {
  const name = checkName(input.name);
  const customerUuid = parseId('Customer', input.customerId);
  const customerId = customerUuid ? await activeCustomerId(tx, tx.platformId, 'id', customerUuid) : undefined;
  if (!customerId) {
    throw invalidInput([
      fieldError('customerId', 'exists', 'customerId is not a customer of this platform: send an id like Customer:<uuid>, as POST /customers or GET /customers returned it'),
    ]);
  }
  const policy = readPolicy(input.policy);
  await checkAccounts(tx, tx.platformId, customerId, policy);
  const id = newId();
  const rows = await tx.query<AgentRow>(
    `INSERT INTO agents (id, platform_id, customer_id, name, policy, usage_day, usage_month, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $8) RETURNING *`,
    [id, tx.platformId, customerId, name, storePolicy(policy), utcDay(tx.now), utcMonth(tx.now), tx.now],
  );
  const deviceCode = await issueDeviceCode(tx, id);
  return { agent: presentAgent(toRecord(rows[0], tx.now)), deviceCode };
}

/** Operation `listAgents`. */
export async function listAgents(
  sql: Sql,
  platformId: string,
  filters: {
    customerId?: string;
    isPaused?: boolean;
    isConnected?: boolean;
    createdAfter?: string;
    createdBefore?: string;
    updatedAfter?: string;
    updatedBefore?: string;
  },
  page: PageRequest,
  now: Date,
): Promise<Page<Record<string, unknown>>> {
  const where = new Conditions(platformId)
    .always('deleted_at IS NULL')
    // A malformed customer id matches no agent, as an unknown one does.
    .when(filters.customerId === undefined ? undefined : (parseId('Customer', filters.customerId) ?? NO_UUID), 'customer_id = ?')
    .when(filters.isPaused, 'is_paused = ?')
    .when(filters.createdAfter, 'created_at >= ?')
    .when(filters.createdBefore, 'created_at <= ?')
    .when(filters.updatedAfter, 'updated_at >= ?')
    .when(filters.updatedBefore, 'updated_at <= ?');
  if (filters.isConnected !== undefined) where.always(filters.isConnected ? 'connected_at IS NOT NULL' : 'connected_at IS NULL');
  return pageOf<AgentRow, Record<string, unknown>>(sql, 'agents', where, page, (r) => presentAgent(toRecord(r, now)));
}

/** Operation `getAgentById`. */
export async function getAgent(sql: Sql, platformId: string, publicId: string, now: Date) {
  return presentAgent(toRecord(await findRow(sql, platformId, publicId), now));
}

/** Operation `updateAgent`: rename, pause or resume. */
export async function updateAgent(tx: Tx, publicId: string, input: { name?: string; isPaused?: boolean }) {
  if (input.name === undefined && input.isPaused === undefined) {
    throw invalidInput([fieldError('body', 'minProperties', 'send at least one of name, isPaused')]);
  }
  const row = await findRow(tx, tx.platformId, publicId, true);
  const rows = await tx.query<AgentRow>('UPDATE agents SET name = $2, is_paused = $3, updated_at = $4 WHERE id = $1 RETURNING *', [
    row.id,
    input.name === undefined ? row.name : checkName(input.name),
    input.isPaused ?? row.is_paused,
    tx.now,
  ]);
  return presentAgent(toRecord(rows[0], tx.now));
}

/**
 * Operation `deleteAgent`. Its tokens are revoked in the same transaction and its open device
 * codes invalidated; the caller evicts the agent from the authentication cache once committed.
 * Returns the agent's uuid.
 */
export async function deleteAgent(tx: Tx, publicId: string): Promise<string> {
  const row = await findRow(tx, tx.platformId, publicId, true);
  await tx.query('UPDATE agents SET deleted_at = $2, updated_at = $2 WHERE id = $1', [row.id, tx.now]);
  await tx.query('UPDATE agent_tokens SET revoked_at = $2 WHERE agent_id = $1 AND revoked_at IS NULL', [row.id, tx.now]);
  await tx.query('UPDATE agent_device_codes SET invalidated_at = $2 WHERE agent_id = $1 AND redeemed_at IS NULL AND invalidated_at IS NULL', [row.id, tx.now]);
  return row.id;
}

/**
 * Operation `updateAgentPolicy`. A new spendingLimits.currency recasts the limits not sent with
 * it, and today's and this month's spend, at the platform's current rate (recast.ts: limits
 * round down, spend rounds up, so a recast never lets the agent spend more than before).
 */
export async function updateAgentPolicy(tx: Tx, fx: FxSource, publicId: string, input: PolicyUpdateInput) {
  const row = await findRow(tx, tx.platformId, publicId, true);
  const current = toRecord(row, tx.now);
  const recast = recaster(tx, fx);
  const policy = await applyPolicyUpdate(current.policy, input, recast.limit);
  await checkAccounts(tx, tx.platformId, row.customer_id, policy);
  const from = current.policy.spendingLimits.currency;
  const to = policy.spendingLimits.currency;
  const usage = current.usage;
  const [dailySpend, monthlySpend] =
    from === to ? [usage.dailySpend, usage.monthlySpend] : [await recast.spend(usage.dailySpend, from, to), await recast.spend(usage.monthlySpend, from, to)];
  const rows = await tx.query<AgentRow>(
    `UPDATE agents SET policy = $2::jsonb, daily_transaction_count = $3, daily_spend = $4, monthly_spend = $5, usage_day = $6, usage_month = $7, updated_at = $8
     WHERE id = $1 RETURNING *`,
    [row.id, storePolicy(policy), usage.dailyTransactionCount, dailySpend.toString(), monthlySpend.toString(), usage.dailyResetDate, usage.monthlyResetMonth, tx.now],
  );
  return presentAgent(toRecord(rows[0], tx.now));
}

/** The agent row locked FOR UPDATE in tx (platform tx.platformId), usage rolled over to tx.now's UTC day/month; null when absent or deleted. */
export async function lockAgent(tx: Tx, agentId: string): Promise<AgentRecord | null> {
  const row = await agentRow(tx, tx.platformId, agentId, true);
  if (!row) return null;
  if (isStale(row, tx.now)) {
    const usage = toRecord(row, tx.now).usage;
    await tx.query('UPDATE agents SET daily_transaction_count = $2, daily_spend = $3, monthly_spend = $4, usage_day = $5, usage_month = $6 WHERE id = $1', [
      row.id,
      usage.dailyTransactionCount,
      usage.dailySpend.toString(),
      usage.monthlySpend.toString(),
      usage.dailyResetDate,
      usage.monthlyResetMonth,
    ]);
  }
  return toRecord(row, tx.now);
}

/**
 * Reads without locking. Usage is as of `now` (counters of an earlier day or month read as
 * zero); without `now`, as of the day they were last written.
 */
export async function findAgent(db: Sql, platformId: string, agentId: string, now?: Date): Promise<AgentRecord | null> {
  const row = await agentRow(db, platformId, agentId);
  if (!row) return null;
  return toRecord(row, now ?? new Date(`${row.usage_day}T00:00:00Z`));
}

/**
 * Counts one executed transaction and adds its amount (already in spendingLimits.currency) to
 * the daily and monthly spend; call after lockAgent in the same transaction. Rolls over by
 * itself too, so a call without lockAgent still counts into the right day.
 */
export async function addAgentUsage(tx: Tx, agentId: string, amountInLimitCurrency: bigint): Promise<void> {
  if (amountInLimitCurrency < 0n) throw new RangeError('agent usage only grows');
  await tx.query(
    `UPDATE agents SET
       daily_transaction_count = CASE WHEN usage_day >= $4 THEN daily_transaction_count ELSE 0 END + 1,
       daily_spend = CASE WHEN usage_day >= $4 THEN daily_spend ELSE 0 END + $3::numeric,
       monthly_spend = CASE WHEN usage_month >= $5 THEN monthly_spend ELSE 0 END + $3::numeric,
       usage_day = GREATEST(usage_day, $4), usage_month = GREATEST(usage_month, $5)
     WHERE id = $1 AND platform_id = $2`,
    [agentId, tx.platformId, amountInLimitCurrency.toString(), utcDay(tx.now), utcMonth(tx.now)],
  );
}

/** Operation `getAgentMe`: the calling agent, as the platform sees it. */
export async function getAgentMe(sql: Sql, platformId: string, agentId: string, now: Date) {
  const row = await agentRow(sql, platformId, agentId);
  // The token was valid a moment ago (cached); the agent was deleted since.
  if (!row) throw errors.UNAUTHORIZED('This agent was deleted; its access token no longer works');
  return presentAgent(toRecord(row, now));
}

export const agentPublicId = (uuid: string) => formatId('Agent', uuid);
