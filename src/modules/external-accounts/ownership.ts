import { randomBytes } from 'node:crypto';
import { verifyWalletSignature, type VerifyFailureReason } from '../../crypto/wallet-signatures/index.ts';
import type { Sql } from '../../db/driver.ts';
import { scheduleJob } from '../../events/jobs.ts';
import { type ApiError, errors } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, newId } from '../../ids.ts';
import { WALLET_CHAINS } from './kinds.ts';
import { type ExternalAccountRow, presentExternalAccount } from './present.ts';
import { LIVENESS_DELAY_MS, livenessPasses } from './sandbox.ts';
import { changeStatus, isSelfCustody } from './service.ts';
import { nextStatus, requireNext } from './status.ts';
import { findAccount, type Scope } from './store.ts';

/**
 * Ownership verification of self-custody wallets (spec 3.1, 4.1): a WALLET_SIGNATURE challenge
 * is answered synchronously by POST verify; a LIVENESS challenge completes later through a job.
 */
export const LIVENESS_JOB = 'external-account.liveness';
const SIGNATURE_TTL_MS = 10 * 60 * 1000;
const LIVENESS_TTL_MS = 30 * 60 * 1000;

type Method = 'WALLET_SIGNATURE' | 'LIVENESS';

interface ChallengeRow {
  id: string;
  platform_id: string;
  external_account_id: string;
  method: Method;
  message_to_sign: string | null;
  expires_at: Date;
  status: 'OPEN' | 'USED' | 'ABANDONED';
}

/** Only first-party self-custody wallets waiting for (or having failed) proof can be challenged. */
function assertChallengeable(row: ExternalAccountRow): void {
  if (!WALLET_CHAINS[row.account_type] || !isSelfCustody(row.account_info)) {
    throw errors.CONFLICT('Ownership verification applies only to self-custody wallet accounts');
  }
  if (row.ownership_type !== 'FIRST_PARTY') throw errors.CONFLICT('Ownership verification applies only to FIRST_PARTY wallets');
}

/** Operations `createExternalAccountOwnershipChallenge`, `createPlatformExternalAccountOwnershipChallenge`. */
export async function createChallenge(tx: Tx, publicId: string, method: Method, scope: Scope): Promise<Record<string, unknown>> {
  let row = await findAccount(tx, tx.platformId, publicId, scope, true);
  assertChallengeable(row);
  const to = requireNext(row.status, 'NEW_CHALLENGE');
  // A new challenge abandons any in-flight one, whatever its method.
  await tx.query(`UPDATE ownership_challenges SET status = 'ABANDONED', updated_at = $2 WHERE external_account_id = $1 AND status = 'OPEN'`, [row.id, tx.now]);
  row = await changeStatus(tx, row, to, tx.now);

  const id = newId();
  if (method === 'WALLET_SIGNATURE') {
    const expiresAt = new Date(tx.now.getTime() + SIGNATURE_TTL_MS);
    const messageToSign = [
      'Corridor wallet ownership verification',
      `Account: ${formatId('ExternalAccount', row.id)}`,
      `Address: ${String(row.account_info.address)}`,
      `Nonce: ${randomBytes(16).toString('hex')}`,
      `Issued at: ${tx.now.toISOString()}`,
    ].join('\n');
    await insertChallenge(tx, { id, row, method, message: messageToSign, expiresAt });
    return { method, messageToSign, expiresAt: expiresAt.toISOString() };
  }
  const expiresAt = new Date(tx.now.getTime() + LIVENESS_TTL_MS);
  await insertChallenge(tx, { id, row, method, message: null, expiresAt });
  await scheduleJob(tx, tx.platformId, LIVENESS_JOB, { challengeId: id }, new Date(tx.now.getTime() + LIVENESS_DELAY_MS), tx.now);
  return {
    method,
    verificationLink: `https://liveness.sandbox.corridor.example/checks/${id}`,
    token: randomBytes(24).toString('base64url'),
    expiresAt: expiresAt.toISOString(),
  };
}

async function insertChallenge(tx: Tx, c: { id: string; row: ExternalAccountRow; method: Method; message: string | null; expiresAt: Date }) {
  await tx.query(
    `INSERT INTO ownership_challenges (id, platform_id, external_account_id, method, message_to_sign, expires_at, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'OPEN', $7, $7)`,
    [c.id, tx.platformId, c.row.id, c.method, c.message, c.expiresAt, tx.now],
  );
}

const REASONS: Record<VerifyFailureReason, string> = {
  MALFORMED_SIGNATURE: 'The signature is not in the format this chain uses',
  MALFORMED_ADDRESS: "The account's address cannot be used to check a signature",
  SIGNER_MISMATCH: 'The signature was not made by this wallet over the issued message',
  UNSUPPORTED_SCHEME: 'Ownership of this address cannot be proven with a supported signature scheme',
};

/**
 * Completes a WALLET_SIGNATURE challenge. A failed attempt still commits (the account becomes
 * UNVERIFIED and the challenge is used up), so the 400 is returned as a reply from inside the
 * transaction instead of being thrown.
 * Operations `verifyExternalAccountOwnership`, `verifyPlatformExternalAccountOwnership`.
 */
export async function verifyOwnership(
  tx: Tx,
  publicId: string,
  body: { signature: string; signatureScheme?: 'bip137' | 'electrum' },
  scope: Scope,
): Promise<Reply> {
  const row = await findAccount(tx, tx.platformId, publicId, scope, true);
  const open = await tx.query<ChallengeRow>(
    `SELECT * FROM ownership_challenges WHERE external_account_id = $1 AND status = 'OPEN' AND method = 'WALLET_SIGNATURE' FOR UPDATE`,
    [row.id],
  );
  const challenge = open[0];
  if (!challenge || challenge.message_to_sign === null) throw errors.CONFLICT('No WALLET_SIGNATURE challenge is outstanding for this account; start one with POST challenge');
  // Single use: whatever the outcome, this challenge cannot be answered again.
  await tx.query(`UPDATE ownership_challenges SET status = 'USED', updated_at = $2 WHERE id = $1`, [challenge.id, tx.now]);

  let failure: ApiError | undefined;
  if (tx.now.getTime() > challenge.expires_at.getTime()) {
    failure = errors.INVALID_INPUT(`The challenge expired at ${challenge.expires_at.toISOString()}; start a new challenge`, { reason: 'CHALLENGE_EXPIRED' });
  } else {
    const result = verifyWalletSignature({
      chain: WALLET_CHAINS[row.account_type],
      address: String(row.account_info.address),
      message: challenge.message_to_sign,
      signature: body.signature,
      signatureScheme: body.signatureScheme,
    });
    if (!result.ok) failure = errors.INVALID_INPUT(`${REASONS[result.reason]}; start a new challenge to retry`, { reason: result.reason });
  }
  const to = requireNext(row.status, failure ? 'VERIFY_FAILED' : 'VERIFY_OK');
  const updated = await changeStatus(tx, row, to, tx.now);
  if (failure) return { status: failure.status, body: failure.toBody() };
  return { status: 200, body: presentExternalAccount(updated) };
}

/** Job: the sandbox's hosted liveness check has an outcome (see docs/sandbox.md). */
export async function completeLiveness(sql: Sql, job: { platformId: string; payload: Record<string, unknown>; now: Date }): Promise<void> {
  const rows = await sql.query<ChallengeRow>(`SELECT * FROM ownership_challenges WHERE id = $1 AND platform_id = $2 FOR UPDATE`, [
    job.payload.challengeId,
    job.platformId,
  ]);
  const challenge = rows[0];
  // Abandoned by a newer challenge, or already done: its outcome no longer matters.
  if (challenge?.status !== 'OPEN') return;
  await sql.query(`UPDATE ownership_challenges SET status = 'USED', updated_at = $2 WHERE id = $1`, [challenge.id, job.now]);
  const accounts = await sql.query<ExternalAccountRow>('SELECT * FROM external_accounts WHERE id = $1 FOR UPDATE', [challenge.external_account_id]);
  const row = accounts[0];
  if (!row || row.deleted_at) return;
  const passed = livenessPasses(String(row.account_info.address)) && job.now.getTime() <= challenge.expires_at.getTime();
  const to = nextStatus(row.status, passed ? 'LIVENESS_PASSED' : 'LIVENESS_FAILED');
  if (to) await changeStatus(sql, row, to, job.now);
}
