import { scheduleJob } from '../../events/jobs.ts';
import { next } from '../../kernel/state-machine.ts';
import type { Tx } from '../../kernel/tx.ts';
import { IssuerUnavailable, type OrderProgress, type StablecoinIssuer } from '../../ports/stablecoin-issuer.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { ISSUER_RETRY_AFTER_S } from './issuer-calls.ts';
import { postCompletion, releaseBurn } from './ledger.ts';
import { ADVANCE_JOB, EXPIRE_JOB } from './orders.ts';
import { type OperationRow, presentOperation, type StablecoinRow } from './present.ts';
import { credentialsOf, providerAccountById } from './provider-accounts.ts';
import { type OperationAction, OPERATION } from './status.ts';

interface Changes {
  provider_state?: string;
  failure_reason?: string;
  transfer_id?: string;
}

/** Moves `op` by `action` (the OPERATION machine), writes `changes` and emits STABLECOIN_OPERATION.<status>. */
export async function moveOperation(tx: Tx, coin: StablecoinRow, op: OperationRow, action: OperationAction, changes: Changes = {}): Promise<OperationRow> {
  const to = next(OPERATION, op.status, action);
  const rows = await tx.query<OperationRow>(
    `UPDATE stablecoin_operations SET status = $2, provider_state = COALESCE($3, provider_state), failure_reason = COALESCE($4, failure_reason),
       transfer_id = COALESCE($5::uuid, transfer_id), updated_at = $6 WHERE id = $1 RETURNING *`,
    [op.id, to, changes.provider_state ?? null, changes.failure_reason ?? null, changes.transfer_id ?? null, tx.now],
  );
  await tx.emit(`STABLECOIN_OPERATION.${to}`, presentOperation(rows[0], coin));
  return rows[0];
}

async function lockOperation(tx: Tx, id: string): Promise<{ op: OperationRow; coin: StablecoinRow } | undefined> {
  const rows = await tx.query<OperationRow>('SELECT * FROM stablecoin_operations WHERE id = $1 AND platform_id = $2 FOR UPDATE', [id, tx.platformId]);
  if (rows.length === 0) return undefined;
  const coin = await tx.query<StablecoinRow>('SELECT * FROM stablecoins WHERE id = $1', [rows[0].stablecoin_id]);
  return { op: rows[0], coin: coin[0] };
}


/** How often an order the issuer is still working on is asked about again. */
export const ISSUER_POLL_MS = 30_000;

const again = (tx: Tx, id: string, afterMs = 0) => scheduleJob(tx, tx.platformId, ADVANCE_JOB, { operationId: id }, new Date(tx.now.getTime() + afterMs), tx.now);

/**
 * Job ADVANCE_JOB: one step of an operation. CREATED: to PENDING_FUNDING (waiting for a wire or
 * a token deposit; the expiry is scheduled) or PENDING_PROVIDER. PENDING_PROVIDER and PROCESSING:
 * asks the issuer where the order is; COMPLETED posts to the ledger, FAILED records why. An issuer
 * outage leaves the operation where it is and asks again later: nothing is lost.
 */
export async function advanceOperation(tx: Tx, keyring: Keyring, issuer: StablecoinIssuer, operationId: string): Promise<void> {
  const found = await lockOperation(tx, operationId);
  if (!found) return;
  const { op, coin } = found;
  if (op.status === 'CREATED') {
    if (op.funding_instructions) {
      const moved = await moveOperation(tx, coin, op, 'AWAIT_FUNDS');
      await scheduleJob(tx, tx.platformId, EXPIRE_JOB, { operationId: op.id }, moved.expires_at ?? tx.now, tx.now);
    } else {
      await moveOperation(tx, coin, op, 'SUBMITTED');
      await again(tx, op.id);
    }
    return;
  }
  if (op.status !== 'PENDING_PROVIDER' && op.status !== 'PROCESSING') return;
  const link = await providerAccountById(tx, tx.platformId, coin.provider_account_id);
  let progress: OrderProgress;
  try {
    progress = await issuer.orderProgress(credentialsOf(keyring, link), link.provider_account_id, op.provider_ref ?? '', op.status);
  } catch (err) {
    if (!(err instanceof IssuerUnavailable)) throw err;
    await again(tx, op.id, ISSUER_RETRY_AFTER_S * 1000);
    return;
  }
  if (progress.state === 'PROCESSING') {
    // Just taken up by the issuer: asked again at once. Still being worked on: asked again after
    // ISSUER_POLL_MS, not on every pass of the worker (a real issuer takes minutes to days).
    if (op.status === 'PENDING_PROVIDER') {
      await moveOperation(tx, coin, op, 'PROVIDER_PROCESSING', { provider_state: progress.providerStatus });
      await again(tx, op.id);
    } else await again(tx, op.id, ISSUER_POLL_MS);
  } else if (progress.state === 'COMPLETED') {
    if (op.status === 'PENDING_PROVIDER') {
      await moveOperation(tx, coin, op, 'PROVIDER_PROCESSING', { provider_state: progress.providerStatus });
      return void (await again(tx, op.id));
    }
    const transfer = await postCompletion(tx, coin, op);
    await moveOperation(tx, coin, op, 'COMPLETE', { provider_state: progress.providerStatus, transfer_id: transfer });
  } else {
    await releaseBurn(tx, op);
    await moveOperation(tx, coin, op, 'FAIL', { provider_state: progress.providerStatus, failure_reason: progress.failureReason ?? 'PROVIDER_FAILED' });
  }
}

/** Job EXPIRE_JOB: an operation still waiting for funds at `expiresAt` EXPIRES; one that moved on is left alone. */
export async function expireOperation(tx: Tx, operationId: string): Promise<void> {
  const found = await lockOperation(tx, operationId);
  if (found?.op.status !== 'PENDING_FUNDING') return;
  if (found.op.expires_at && found.op.expires_at.getTime() > tx.now.getTime()) return;
  await releaseBurn(tx, found.op);
  await moveOperation(tx, found.coin, found.op, 'EXPIRE', { failure_reason: 'FUNDS_NOT_RECEIVED' });
}
