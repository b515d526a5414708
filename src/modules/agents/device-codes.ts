import type { Sql } from '../../db/driver.ts';
import { purgeBefore, purgeInBatches, purgeStatement } from '../../db/purge.ts';
import { errors } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import type { Caller } from '../../kernel/caller.ts';
import { activeCustomerId } from '../customers/index.ts';
import type { Tx } from '../../kernel/tx.ts';
import { presentPolicy } from './policy.ts';
import { accessTokenHash, canonicalDeviceCode, DEVICE_CODE_PREFIX, deviceCodeHash, newAccessToken, newDeviceCode } from './secrets.ts';
import { type AgentRow, agentRow, toRecord } from './store.ts';

/** How long a device code can be redeemed (the reference's example lifetime). */
export const DEVICE_CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Guessing device codes: per client address, at most GUESSES_PER_WINDOW codes that match
 * nothing within GUESS_WINDOW_MS (GET …/status and POST …/redeem together); past it that
 * address is answered 429 with Retry-After until the window ends. Only misses count, so a
 * platform polling a real code's status is never limited, and other addresses are not affected.
 * 80 random bits make guessing hopeless anyway; the limit keeps anyone from trying at volume.
 */
export const GUESSES_PER_WINDOW = 10;
export const GUESS_WINDOW_MS = 15 * 60 * 1000;

interface CodeRow {
  id: string;
  platform_id: string;
  agent_id: string;
  expires_at: Date;
  redeemed_at: Date | null;
  invalidated_at: Date | null;
}

const codeNotFound = () =>
  errors.NOT_FOUND(`No device code like that exists; send the code exactly as POST /agents or POST /agents/{agentId}/device-codes returned it (${DEVICE_CODE_PREFIX}XXXX-XXXX-XXXX-XXXX)`);

/** The code as it is shown: prefix and groups of four. */
const display = (canonical: string) => DEVICE_CODE_PREFIX + canonical.match(/.{4}/g)!.join('-');

/** A new code for the agent, its older unredeemed ones invalidated; the code is in the answer only. */
export async function issueDeviceCode(tx: Tx, agentId: string) {
  await tx.query('UPDATE agent_device_codes SET invalidated_at = $2 WHERE agent_id = $1 AND redeemed_at IS NULL AND invalidated_at IS NULL', [agentId, tx.now]);
  const code = newDeviceCode();
  const expiresAt = new Date(tx.now.getTime() + DEVICE_CODE_LIFETIME_MS);
  await tx.query(
    `INSERT INTO agent_device_codes (id, platform_id, agent_id, code_hash, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [newId(), tx.platformId, agentId, deviceCodeHash(canonicalDeviceCode(code)!), expiresAt, tx.now],
  );
  return { code, agentId: formatId('Agent', agentId), expiresAt: expiresAt.toISOString(), redeemed: false };
}

/** Operation `regenerateAgentDeviceCode`: 409 once the agent is connected (a code's only use is to connect it). */
export async function regenerateAgentDeviceCode(tx: Tx, publicId: string) {
  const uuid = parseId('Agent', publicId);
  const row = uuid ? await agentRow(tx, tx.platformId, uuid, true) : undefined;
  if (!row) throw errors.NOT_FOUND('No agent with that id on this platform; send an id like Agent:<uuid>, as POST /agents or GET /agents returned it');
  if (row.connected_at) {
    throw errors.CONFLICT('The agent is already connected, so it takes no device code; to install it anew, delete it (DELETE /agents/{agentId}) and create another with POST /agents', {
      agentId: publicId,
    });
  }
  return issueDeviceCode(tx, row.id);
}

async function codeRow(sql: Sql, canonical: string, platformId: string | null, lock = false): Promise<CodeRow | undefined> {
  // A code of a deleted agent is gone with it.
  const rows = await sql.query<CodeRow>(
    `SELECT c.id, c.platform_id, c.agent_id, c.expires_at, c.redeemed_at, c.invalidated_at
       FROM agent_device_codes c JOIN agents a ON a.id = c.agent_id AND a.deleted_at IS NULL
      WHERE c.code_hash = $1${platformId ? ' AND c.platform_id = $2' : ''}${lock ? ' FOR UPDATE OF c, a' : ''}`,
    platformId ? [deviceCodeHash(canonical), platformId] : [deviceCodeHash(canonical)],
  );
  return rows[0];
}

/**
 * The brute-force guard of the two device-code operations, run outside any transaction: 429
 * while this address is past its misses, else 404 (counted) for a code that matches nothing.
 * `platformId`: the platform the code must be of (the status check), null for redeem.
 */
export async function guardDeviceCode(db: Sql, limiter: RateLimiter, clientAddress: string, code: string, platformId: string | null): Promise<string> {
  const bucket = `agent-device-code:${clientAddress}`;
  await limiter.check(bucket, GUESSES_PER_WINDOW, GUESS_WINDOW_MS);
  const canonical = canonicalDeviceCode(code);
  if (canonical && (await codeRow(db, canonical, platformId))) return canonical;
  await limiter.hit(bucket, GUESSES_PER_WINDOW, GUESS_WINDOW_MS);
  throw codeNotFound();
}

/** Operation `getAgentDeviceCodeStatus` (after guardDeviceCode). */
export async function getAgentDeviceCodeStatus(sql: Sql, platformId: string, canonical: string) {
  const row = await codeRow(sql, canonical, platformId);
  if (!row) throw codeNotFound();
  return { code: display(canonical), redeemed: row.redeemed_at !== null };
}

/**
 * Operation `redeemAgentDeviceCode` (after guardDeviceCode): the code is the proof. Single use:
 * the code row is locked, so of two redemptions at once one connects the agent and the other
 * sees it redeemed. The access token is in this answer only; its hash is stored.
 */
export async function redeemAgentDeviceCode(tx: Tx, canonical: string) {
  const code = await codeRow(tx, canonical, null, true);
  if (!code) throw codeNotFound();
  if (code.redeemed_at) throw errors.INVALID_INPUT('This device code was already redeemed; ask the platform for the agent to be installed again (a new agent, or a new code before the agent connects)', { reason: 'REDEEMED' });
  if (code.invalidated_at) throw errors.INVALID_INPUT('This device code was replaced by a newer one; redeem the newest code the platform issued', { reason: 'REPLACED' });
  if (code.expires_at.getTime() <= tx.now.getTime()) {
    throw errors.INVALID_INPUT(`This device code expired at ${code.expires_at.toISOString()}; ask the platform for a new one (POST /agents/{agentId}/device-codes)`, { reason: 'EXPIRED' });
  }
  await tx.query('UPDATE agent_device_codes SET redeemed_at = $2 WHERE id = $1', [code.id, tx.now]);
  const rows = await tx.query<AgentRow>('UPDATE agents SET connected_at = $2, updated_at = $2 WHERE id = $1 RETURNING *', [code.agent_id, tx.now]);
  const token = newAccessToken();
  await tx.query('INSERT INTO agent_tokens (token_hash, platform_id, agent_id, created_at) VALUES ($1, $2, $3, $4)', [
    accessTokenHash(token),
    code.platform_id,
    code.agent_id,
    tx.now,
  ]);
  const agent = toRecord(rows[0], tx.now);
  return { agentId: agent.publicId, agentName: agent.name, accessToken: token, policy: presentPolicy(agent.policy) };
}

/** The caller a bearer token stands for, while the token is live and neither its agent nor the agent's customer is deleted; null otherwise. */
export async function authenticateAgent(sql: Sql, bearer: string): Promise<Caller | null> {
  if (!bearer.startsWith('gat_') || bearer.length > 256) return null;
  const rows = await sql.query<{ platform_id: string; agent_id: string; customer_id: string }>(
    `SELECT t.platform_id, t.agent_id, a.customer_id
       FROM agent_tokens t JOIN agents a ON a.id = t.agent_id AND a.deleted_at IS NULL
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL`,
    [accessTokenHash(bearer)],
  );
  const row = rows[0];
  if (!row) return null;
  // An agent acts for its customer only: once the customer is deleted, its agents' tokens stop working.
  if (!(await activeCustomerId(sql, row.platform_id, 'id', row.customer_id))) return null;
  return { platformId: row.platform_id, kind: 'agent', agentId: row.agent_id, customerId: row.customer_id, permissions: new Set() };
}

/** How long a code that can no longer be redeemed (expired, or replaced and so expired soon after) is kept: its status answers until then, 404 after. */
export const SPENT_CODE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Housekeeping: unredeemed codes a day past their expiry (a redeemed one, one per agent, stays: its status says so). */
export async function purgeSpentDeviceCodes(db: Sql, now: Date): Promise<number> {
  return purgeInBatches(db, purgeStatement('agent_device_codes', 'redeemed_at IS NULL AND expires_at < $2'), purgeBefore(now, SPENT_CODE_RETENTION_MS));
}
