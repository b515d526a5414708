import { randomUUID } from 'node:crypto';
import { parseStamp, stampVerifies } from '../../crypto/wallet-stamp.ts';
import { ApiError, errors } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import { canonicalJson } from './canonical.ts';
import { isSandbox } from './environment.ts';
import { accountIdsOfCustomer } from '../accounts/index.ts';

/**
 * The signed-retry protocol (docs/wallet-auth.md). The first call of a wallet operation stores a
 * pending request — the exact `payloadToSign`, the body fields the retry must repeat, who may
 * sign, an expiry — and answers 202. The retry repeats the request with
 * `Service-Wallet-Signature` (a stamp over `payloadToSign`) and `Request-Id`; it is accepted
 * once, before `expiresAt`, when the body matches and the stamp verifies with the key of an
 * allowed signer.
 */
export const REQUEST_TTL_MS = 5 * 60_000;
/** Legacy sandbox literal accepted instead of a stamp (sandbox platforms only). */
export const SANDBOX_SIGNATURE = 'sandbox-valid-signature';

export type Signer =
  /** Any active session of the account. */
  | { kind: 'ACCOUNT_SESSION' }
  /** An active session of the account issued by a credential other than `credentialId`. */
  | { kind: 'OTHER_CREDENTIAL_SESSION'; credentialId: string }
  /** The one session `sessionId`, still active. */
  | { kind: 'SESSION'; sessionId: string }
  /** The holder of one public key (compressed hex), e.g. the OTP bundle's key. */
  | { kind: 'KEY'; publicKey: string }
  /** An active session of any embedded wallet of the customer `customerId` (uuid). */
  | { kind: 'CUSTOMER_SESSION'; customerId: string };

export interface RetryHeaders {
  signature: string;
  requestId: string;
}

/**
 * Reads the two headers. Neither: a first call (null). One without the other: 401, since the
 * retry cannot be checked.
 */
export function retryHeaders(headers: Record<string, string | undefined>): RetryHeaders | null {
  const signature = headers['service-wallet-signature'];
  const requestId = headers['request-id'];
  if (signature === undefined && requestId === undefined) return null;
  if (signature === undefined || signature === '') throw errors.WALLET_SIGNATURE_MISSING();
  if (requestId === undefined || requestId === '') throw errors.REQUEST_ID_MISSING();
  return { signature, requestId };
}

export interface Challenge {
  payloadToSign: string;
  requestId: string;
  expiresAt: string;
}

export interface PendingInput {
  operation: string;
  accountId: string;
  targetId: string;
  /** The body fields the retry must repeat (null for bodiless operations). */
  bound: unknown;
  signer: Signer;
  /** The activity the signature authorizes; the request id and time are added here. */
  activity: { type: string; parameters: Record<string, unknown> };
  /** A payload chosen by the caller (e.g. a verification token) instead of the activity JSON. */
  payload?: (requestId: string, expiresAt: Date) => string;
  ttlMs?: number;
}

/** Stores a pending request and returns the 202 body. */
export async function issueChallenge(tx: Tx, input: PendingInput): Promise<Challenge> {
  const id = newId();
  const requestId = formatId('Request', id);
  const expiresAt = new Date(tx.now.getTime() + (input.ttlMs ?? REQUEST_TTL_MS));
  const payloadToSign =
    input.payload?.(requestId, expiresAt) ??
    JSON.stringify({
      type: input.activity.type,
      timestampMs: String(tx.now.getTime()),
      organizationId: formatId('Platform', tx.platformId),
      requestId,
      nonce: randomUUID(),
      parameters: input.activity.parameters,
    });
  const signerRef =
    input.signer.kind === 'OTHER_CREDENTIAL_SESSION'
      ? input.signer.credentialId
      : input.signer.kind === 'SESSION'
        ? input.signer.sessionId
        : input.signer.kind === 'KEY'
          ? input.signer.publicKey
          : input.signer.kind === 'CUSTOMER_SESSION'
            ? input.signer.customerId
            : null;
  await tx.query(
    `INSERT INTO wallet_requests (id, platform_id, account_id, operation, target_id, payload_to_sign, bound, signer, signer_ref, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [id, tx.platformId, input.accountId, input.operation, input.targetId, payloadToSign, canonicalJson(input.bound), input.signer.kind, signerRef, expiresAt, tx.now],
  );
  return { payloadToSign, requestId, expiresAt: expiresAt.toISOString() };
}

interface RequestRow {
  id: string;
  account_id: string;
  payload_to_sign: string;
  bound: string;
  signer: Signer['kind'];
  signer_ref: string | null;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: Date;
}

export interface AcceptedRetry {
  /** When the first call was made (e.g. to re-check a token as it was then). */
  issuedAt: Date;
  /** The signing key (compressed hex); null for the legacy sandbox literal. */
  signerKey: string | null;
  /** The session that signed, when the signer is a session. */
  sessionId: string | null;
  /** The payload that was signed. */
  payload: string;
}

/**
 * Checks a signed retry of `operation` on `targetId` and consumes its request id. Throws 401
 * (nothing is consumed) when anything is wrong.
 */
export async function acceptRetry(tx: Tx, operation: string, targetId: string, body: unknown, headers: RetryHeaders): Promise<AcceptedRetry> {
  const uuid = parseId('Request', headers.requestId);
  const rows = uuid
    ? await tx.query<RequestRow>(
        'SELECT * FROM wallet_requests WHERE id = $1 AND platform_id = $2 AND operation = $3 AND target_id = $4 FOR UPDATE',
        [uuid, tx.platformId, operation, targetId],
      )
    : [];
  if (rows.length === 0) throw errors.UNAUTHORIZED('Request-Id does not name a pending request of this operation and resource');
  const pending = rows[0];
  if (pending.consumed_at) throw errors.UNAUTHORIZED('Request-Id has already been used; start again without signature headers');
  if (pending.expires_at.getTime() <= tx.now.getTime()) throw errors.UNAUTHORIZED('The signed-retry challenge has expired; start again without signature headers');
  if (canonicalJson(body) !== pending.bound) throw errors.WALLET_SIGNATURE_BODY_MISMATCH('The retry body differs from the body of the first call');
  const accepted = await checkSigner(tx, pending, headers.signature);
  await tx.query('UPDATE wallet_requests SET consumed_at = $2 WHERE id = $1', [pending.id, tx.now]);
  return { issuedAt: pending.created_at, payload: pending.payload_to_sign, ...accepted };
}

async function checkSigner(tx: Tx, pending: RequestRow, header: string): Promise<Omit<AcceptedRetry, 'issuedAt' | 'payload'>> {
  if (header === SANDBOX_SIGNATURE) {
    if (await isSandbox(tx, tx.platformId)) {
      return { signerKey: pending.signer === 'KEY' ? pending.signer_ref : null, sessionId: null };
    }
    throw errors.WALLET_SIGNATURE_MALFORMED('The sandbox signature literal is not accepted outside the sandbox');
  }
  const parsed = parseStamp(header);
  if (!parsed.ok) throw errors.WALLET_SIGNATURE_MALFORMED(`Service-Wallet-Signature: ${parsed.reason}`);
  const { stamp } = parsed;
  if (pending.signer === 'KEY') {
    if (stamp.publicKey !== pending.signer_ref) throw errors.WALLET_SIGNATURE_INVALID('The stamp was not made with the key bound to this request');
    if (!stampVerifies(stamp, pending.payload_to_sign)) throw errors.WALLET_SIGNATURE_INVALID();
    return { signerKey: stamp.publicKey, sessionId: null };
  }
  if (!stampVerifies(stamp, pending.payload_to_sign)) throw errors.WALLET_SIGNATURE_INVALID();
  if (pending.signer === 'CUSTOMER_SESSION') {
    const wallets = pending.signer_ref ? await accountIdsOfCustomer(tx, tx.platformId, pending.signer_ref, 'EMBEDDED_WALLET') : [];
    const sessions = await tx.query<{ id: string }>(
      `SELECT id FROM wallet_sessions
        WHERE platform_id = $1 AND account_id = ANY($2::uuid[]) AND public_key = $3 AND revoked_at IS NULL AND expires_at > $4
        ORDER BY id LIMIT 1`,
      [tx.platformId, wallets, stamp.publicKey, tx.now],
    );
    if (sessions.length === 0) throw errors.WALLET_SIGNATURE_INVALID("The stamp must be made by an active session of one of the customer's embedded wallets");
    return { signerKey: stamp.publicKey, sessionId: sessions[0].id };
  }
  const params: unknown[] = [tx.platformId, pending.account_id, stamp.publicKey, tx.now];
  let extra = '';
  if (pending.signer === 'OTHER_CREDENTIAL_SESSION') {
    params.push(pending.signer_ref);
    extra = ` AND credential_id <> $${params.length}`;
  } else if (pending.signer === 'SESSION') {
    params.push(pending.signer_ref);
    extra = ` AND id = $${params.length}`;
  }
  const sessions = await tx.query<{ id: string }>(
    `SELECT id FROM wallet_sessions WHERE platform_id = $1 AND account_id = $2 AND public_key = $3 AND revoked_at IS NULL AND expires_at > $4${extra} ORDER BY id LIMIT 1`,
    params,
  );
  if (sessions.length === 0) {
    const who =
      pending.signer === 'OTHER_CREDENTIAL_SESSION'
        ? 'an active session of another credential of this wallet'
        : pending.signer === 'SESSION'
          ? 'the session being refreshed'
          : 'an active session of this wallet';
    throw errors.WALLET_SIGNATURE_INVALID(`The stamp must be made by ${who}`);
  }
  return { signerKey: stamp.publicKey, sessionId: sessions[0].id };
}

/**
 * One signed-retry step of an operation: without the signature headers, stores the pending
 * request and gives the 202 challenge (plus `extra` fields); with them, checks and consumes
 * the retry against that same operation, target and body. The caller goes on only with an
 * accepted retry.
 */
export async function signedStep(
  tx: Tx,
  headers: RetryHeaders | null,
  input: PendingInput,
  extra: Record<string, unknown> = {},
): Promise<{ reply: Reply } | { accepted: AcceptedRetry }> {
  if (!headers) return { reply: { status: 202, body: { ...(await issueChallenge(tx, input)), ...extra } } };
  return { accepted: await acceptRetry(tx, input.operation, input.targetId, input.bound, headers) };
}

/**
 * A one-shot wallet signature (no challenge round trip): `header` must be a stamp over
 * `payload` by an active session of the embedded wallet `accountId`, or the sandbox literal on
 * a sandbox platform. Used where the payload to sign was already shown, as in a wallet-paid
 * quote's payment instructions. Throws the 401 wallet-signature errors.
 */
export async function assertAccountStamp(tx: Tx, accountId: string, header: string | undefined, payload: string): Promise<void> {
  if (header === undefined || header === '') throw errors.WALLET_SIGNATURE_MISSING('A payment from an embedded wallet needs the Service-Wallet-Signature header');
  if (header === SANDBOX_SIGNATURE) {
    if (await isSandbox(tx, tx.platformId)) return;
    throw errors.WALLET_SIGNATURE_MALFORMED('The sandbox signature literal is not accepted outside the sandbox');
  }
  const parsed = parseStamp(header);
  if (!parsed.ok) throw errors.WALLET_SIGNATURE_MALFORMED(`Service-Wallet-Signature: ${parsed.reason}`);
  if (!stampVerifies(parsed.stamp, payload)) throw errors.WALLET_SIGNATURE_INVALID('The stamp does not verify over the payload to sign');
  const sessions = await tx.query(
    'SELECT id FROM wallet_sessions WHERE platform_id = $1 AND account_id = $2 AND public_key = $3 AND revoked_at IS NULL AND expires_at > $4 LIMIT 1',
    [tx.platformId, accountId, parsed.stamp.publicKey, tx.now],
  );
  if (sessions.length === 0) throw errors.WALLET_SIGNATURE_INVALID('The stamp must be made by an active session of this wallet');
}

/** Turns a thrown ApiError into a reply (for errors whose side effects must commit). */
export function errorReply(err: unknown): { status: number; body: Record<string, unknown>; headers?: Record<string, string> } {
  if (!(err instanceof ApiError)) throw err;
  return { status: err.status, body: err.toBody(), ...(err.headers ? { headers: err.headers } : {}) };
}
