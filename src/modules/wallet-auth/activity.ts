import { createHash } from 'node:crypto';
import { scheduleJob } from '../../events/jobs.ts';
import { ApiError, errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import { next } from '../../kernel/state-machine.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import type { WalletCustody } from '../../ports/wallet-custody.ts';
import { placeOf, WALLET_OPERATION_SESSION_KEY } from '../../secrets/columns.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { canonicalJson } from './canonical.ts';
import { type Applied, applyEffect, type Effect, type Outcome, presentEffect } from './effects.ts';
import { isSandbox } from './environment.ts';
import { WALLET_OPERATION, type WalletOperationStatus } from './status.ts';

/**
 * Wallet operations through the custody provider (docs/wallet-auth.md, "Still processing").
 * An accepted signed retry is submitted as an activity. Done at once: its effect is applied in
 * the request's transaction, as before. Not done: the operation is stored IN_FLIGHT, bound to
 * the exact request (Request-Id, body, stamp), and answered 200 `{status: PROCESSING}`; the
 * identical re-send answers PROCESSING again, or, once the provider is done, the terminal
 * result (once: the Request-Id is then used up). The settle job polls the provider meanwhile
 * and applies the effect by itself, so the listings show it without a re-send.
 */
export const PROCESSING: Reply = { status: 200, body: { status: 'PROCESSING' } };
export const SETTLE_JOB = 'wallet-auth.settle-operation';
/** The sandbox switch: `Sandbox-Custody-Delay` seconds, at most this many. */
export const MAX_SANDBOX_DELAY_S = 3600;

export interface CustodyContext {
  custody: WalletCustody;
  keyring: Keyring;
  /** The `Sandbox-Custody-Delay` header; honoured on sandbox platforms only. */
  delayHeader: string | undefined;
}

/** The request as sent: what its identical re-send must repeat. */
export interface RequestBinding {
  /** The `Request-Id` header (a passkey verify's too); null for an OAUTH verify, which has none. */
  requestId: string | null;
  body: unknown;
  /** The `Service-Wallet-Signature` value; null when the request has none. */
  signature: string | null;
}

export interface ActivityInput {
  operation: string;
  accountId: string;
  targetId: string;
  binding: RequestBinding;
  activity: { type: string; parameters: Record<string, unknown> };
  effect: Effect;
  /** Legacy key model: the encryptedSessionSigningKey of the session the effect opens. */
  sessionKey?: string;
}

interface OperationRow {
  id: string;
  target_id: string;
  body_hash: string;
  stamp_hash: string | null;
  activity_ref: string;
  effect: Effect;
  session_key: string | null;
  status: WalletOperationStatus;
  result: (Applied & { error?: Record<string, unknown> }) | null;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const bodyHash = (body: unknown) => sha256Hex(canonicalJson(body ?? null));
const stampHash = (signature: string | null) => (signature === null ? null : sha256Hex(signature));

/** The first poll comes 2 s after the submission, then at doubling intervals up to a minute. */
export function pollDelayMs(poll: number): number {
  return Math.min(2000 * 2 ** Math.max(0, poll - 1), 60_000);
}

async function sandboxDelayMs(tx: Tx, header: string | undefined): Promise<number | undefined> {
  if (header === undefined || !(await isSandbox(tx, tx.platformId))) return undefined;
  const seconds = Number(header);
  if (!/^\d+$/.test(header) || seconds > MAX_SANDBOX_DELAY_S) {
    throw invalidInput([fieldError('Sandbox-Custody-Delay', 'maximum', `Sandbox-Custody-Delay is whole seconds, 0 to ${MAX_SANDBOX_DELAY_S}`)]);
  }
  return seconds * 1000;
}

/** Submits an accepted signed retry's activity; the terminal result, or PROCESSING. */
export async function runActivity(tx: Tx, cc: CustodyContext, input: ActivityInput): Promise<Outcome> {
  const state = await cc.custody.submit(
    { type: input.activity.type, organizationId: formatId('Platform', tx.platformId), parameters: input.activity.parameters, sandboxDelayMs: await sandboxDelayMs(tx, cc.delayHeader) },
    tx.now,
  );
  if (state.done) return presentEffect(tx, cc.keyring, input.effect, await applyEffect(tx, input.effect), input.sessionKey);
  const id = newId();
  const { binding } = input;
  await tx.query(
    `INSERT INTO wallet_operations (id, platform_id, account_id, operation, target_id, request_id, body_hash, stamp_hash, activity_ref, effect, session_key, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, 'IN_FLIGHT', $12, $12)`,
    [
      id, tx.platformId, input.accountId, input.operation, input.targetId,
      binding.requestId === null ? null : parseId('Request', binding.requestId), bodyHash(binding.body), stampHash(binding.signature),
      state.ref, JSON.stringify(input.effect), input.sessionKey ? cc.keyring.seal(input.sessionKey, placeOf(WALLET_OPERATION_SESSION_KEY, id)) : null, tx.now,
    ],
  );
  await scheduleJob(tx, tx.platformId, SETTLE_JOB, { operationId: id, poll: 1 }, new Date(tx.now.getTime() + pollDelayMs(1)), tx.now);
  return { reply: PROCESSING, message: null };
}

/**
 * A re-send of an operation still processing or settled: PROCESSING, the terminal result, or
 * 401 when it is not the identical request. Null when the request names no such operation
 * (it is then an ordinary signed retry). `targetId` is the uuid the path or body addresses.
 */
export async function resumeOperation(tx: Tx, cc: CustodyContext, operation: string, targetId: string | null, binding: RequestBinding): Promise<Outcome | null> {
  let rows: OperationRow[];
  if (binding.requestId !== null) {
    const uuid = parseId('Request', binding.requestId);
    if (!uuid) return null;
    // A re-send racing the request that is submitting the activity waits for it here (the
    // retry locks this row), and then finds its operation instead of a used Request-Id.
    await tx.query('SELECT id FROM wallet_requests WHERE id = $1 AND platform_id = $2 FOR UPDATE', [uuid, tx.platformId]);
    rows = await tx.query<OperationRow>('SELECT * FROM wallet_operations WHERE request_id = $1 AND platform_id = $2 AND operation = $3 FOR UPDATE', [uuid, tx.platformId, operation]);
  } else {
    if (!targetId) return null;
    rows = await tx.query<OperationRow>(
      `SELECT * FROM wallet_operations WHERE platform_id = $1 AND operation = $2 AND target_id = $3 AND body_hash = $4 AND request_id IS NULL
       ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [tx.platformId, operation, targetId, bodyHash(binding.body)],
    );
  }
  const op = rows[0];
  if (!op) return null;
  if (op.target_id !== targetId) throw errors.UNAUTHORIZED('Request-Id does not name a pending request of this operation and resource');
  if (op.body_hash !== bodyHash(binding.body)) throw errors.WALLET_SIGNATURE_BODY_MISMATCH('The re-send body differs from the body of the request in progress');
  if (op.stamp_hash !== stampHash(binding.signature)) {
    throw errors.WALLET_SIGNATURE_INVALID('The re-send must carry the same Service-Wallet-Signature as the request in progress');
  }
  if (op.status === 'DELIVERED' && binding.requestId === null) throw errors.UNAUTHORIZED('This OIDC token was already used for a session; fetch a fresh one');
  if (op.status === 'IN_FLIGHT' && !(await settleOperation(tx, cc.custody, op))) return { reply: PROCESSING, message: null };
  return deliver(tx, cc.keyring, op);
}

/** Asks the provider; once done, applies the effect (or records its refusal). False while it works. */
async function settleOperation(tx: Tx, custody: WalletCustody, op: OperationRow): Promise<boolean> {
  const state = await custody.poll(op.activity_ref, tx.now);
  if (!state.done) return false;
  let result: NonNullable<OperationRow['result']>;
  try {
    result = await applyEffect(tx, op.effect);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    result = { status: err.status, error: err.toBody() };
  }
  op.status = next(WALLET_OPERATION, op.status, 'settle');
  op.result = result;
  await tx.query('UPDATE wallet_operations SET status = $2, result = $3::jsonb, settled_at = $4, updated_at = $4 WHERE id = $1', [op.id, op.status, JSON.stringify(result), tx.now]);
  return true;
}

/** The terminal result, once; the kept session key is erased with it. */
async function deliver(tx: Tx, keyring: Keyring, op: OperationRow): Promise<Outcome> {
  const status = next(WALLET_OPERATION, op.status, 'deliver');
  const result = op.result ?? { status: 500 };
  let outcome: Outcome;
  if (result.error) outcome = { reply: { status: result.status, body: result.error }, message: null };
  else {
    const sessionKey = op.session_key ? keyring.openText(op.session_key, placeOf(WALLET_OPERATION_SESSION_KEY, op.id)) : undefined;
    outcome = await presentEffect(tx, keyring, op.effect, result, sessionKey);
  }
  await tx.query('UPDATE wallet_operations SET status = $2, delivered_at = $3, updated_at = $3, session_key = NULL WHERE id = $1', [op.id, status, tx.now]);
  return outcome;
}

/** The settle job: polls the provider for one operation and applies it when done; else polls again later. */
export async function settleJob(tx: Tx, custody: WalletCustody, operationId: string, poll: number): Promise<void> {
  const rows = await tx.query<OperationRow>('SELECT * FROM wallet_operations WHERE id = $1 AND platform_id = $2 FOR UPDATE', [operationId, tx.platformId]);
  const op = rows[0];
  if (op?.status !== 'IN_FLIGHT') return;
  if (await settleOperation(tx, custody, op)) return;
  await scheduleJob(tx, tx.platformId, SETTLE_JOB, { operationId, poll: poll + 1 }, new Date(tx.now.getTime() + pollDelayMs(poll + 1)), tx.now);
}
