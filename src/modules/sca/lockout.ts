import type { Sql } from '../../db/driver.ts';
import { type ApiError, errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';

/**
 * The failed-attempt ladder (FACTS section 2.4): counted cumulatively per customer, from 5
 * failures the account is locked for a growing time, from 9 it is suspended until
 * RESET_PASSWORD_COMPLETED. Failures are wrong SCA proofs (login, quote authorization codes)
 * and the platform's own FAILED_LOGIN_ATTEMPT reports.
 */
const LOCK_MS: Record<number, number> = {
  5: 15 * 60_000,
  6: 30 * 60_000,
  7: 60 * 60_000,
  8: 24 * 60 * 60_000,
};
export const SUSPEND_AT = 9;

export interface LockState {
  suspended: boolean;
  lockedUntil: string | null;
  failedAttempts: number;
}

interface LockRow {
  failed_attempts: number;
  locked_until: Date | null;
  suspended: boolean;
}

const present = (row: LockRow | undefined): LockState => ({
  suspended: row?.suspended ?? false,
  lockedUntil: row?.locked_until ? row.locked_until.toISOString() : null,
  failedAttempts: row?.failed_attempts ?? 0,
});

async function lockRow(sql: Sql, platformId: string, customerId: string): Promise<LockRow | undefined> {
  const rows = await sql.query<LockRow>('SELECT failed_attempts, locked_until, suspended FROM sca_lockouts WHERE platform_id = $1 AND customer_id = $2', [
    platformId,
    customerId,
  ]);
  return rows[0];
}

export function isLocked(state: LockState, now: Date): boolean {
  return state.suspended || (state.lockedUntil !== null && new Date(state.lockedUntil).getTime() > now.getTime());
}

export async function lockStateOf(sql: Sql, platformId: string, customerId: string): Promise<LockState> {
  return present(await lockRow(sql, platformId, customerId));
}

export function lockedError(state: LockState): ApiError {
  const reason = state.suspended
    ? 'The account is suspended after too many failed authentication attempts; it is cleared only by POST /sca/record-event RESET_PASSWORD_COMPLETED'
    : `The account is locked after too many failed authentication attempts until ${state.lockedUntil}`;
  return errors.ACCOUNT_LOCKED(reason, { ...state });
}

/** Throws 423 ACCOUNT_LOCKED (details {suspended, lockedUntil, failedAttempts}) while the customer is locked. */
export async function assertNotLocked(tx: Tx, customerId: string): Promise<void> {
  const state = await lockStateOf(tx, tx.platformId, customerId);
  if (isLocked(state, tx.now)) throw lockedError(state);
}

/**
 * Counts one failed SCA proof and returns the resulting state. The caller must let its
 * transaction commit (answer the refusal as a reply, not a thrown error), or the count is lost.
 */
export async function recordFailedAttempt(tx: Tx, customerId: string): Promise<LockState & { locked: boolean }> {
  const [{ failed_attempts: count }] = await tx.query<{ failed_attempts: number }>(
    `INSERT INTO sca_lockouts (platform_id, customer_id, failed_attempts, updated_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (platform_id, customer_id) DO UPDATE SET failed_attempts = sca_lockouts.failed_attempts + 1, updated_at = $3
     RETURNING failed_attempts`,
    [tx.platformId, customerId, tx.now],
  );
  if (count >= SUSPEND_AT) {
    await tx.query('UPDATE sca_lockouts SET suspended = true, locked_until = NULL WHERE platform_id = $1 AND customer_id = $2', [tx.platformId, customerId]);
  } else if (LOCK_MS[count] !== undefined) {
    await tx.query('UPDATE sca_lockouts SET locked_until = $3 WHERE platform_id = $1 AND customer_id = $2', [
      tx.platformId,
      customerId,
      new Date(tx.now.getTime() + LOCK_MS[count]),
    ]);
  }
  const state = await lockStateOf(tx, tx.platformId, customerId);
  return { ...state, locked: isLocked(state, tx.now) };
}

/** RESET_PASSWORD_COMPLETED: the counter, the lock and the suspension are cleared. */
export async function clearLockout(tx: Tx, customerId: string): Promise<LockState> {
  await tx.query('DELETE FROM sca_lockouts WHERE platform_id = $1 AND customer_id = $2', [tx.platformId, customerId]);
  return present(undefined);
}
