import { errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';

/**
 * The limit on rapid re-authentication: at most SESSIONS_PER_WINDOW sessions of one credential
 * opened in any REAUTH_WINDOW_MS (by verify or refresh, those still processing included). A
 * verify or refresh past it answers 429 RATE_LIMITED before anything is checked or used up,
 * with Retry-After the seconds until the oldest of them leaves the window.
 */
export const SESSIONS_PER_WINDOW = 10;
export const REAUTH_WINDOW_MS = 60_000;

export async function assertReauthAllowed(tx: Tx, credentialId: string): Promise<void> {
  const since = new Date(tx.now.getTime() - REAUTH_WINDOW_MS);
  const rows = await tx.query<{ created_at: Date }>(
    `SELECT created_at FROM wallet_sessions WHERE credential_id = $1 AND platform_id = $2 AND created_at > $3
     UNION ALL
     SELECT created_at FROM wallet_operations
      WHERE platform_id = $2 AND status = 'IN_FLIGHT' AND effect->>'kind' = 'OPEN_SESSION' AND effect->>'credentialId' = $4 AND created_at > $3
     ORDER BY created_at`,
    [credentialId, tx.platformId, since, credentialId],
  );
  if (rows.length < SESSIONS_PER_WINDOW) return;
  const leaves = new Date(rows[rows.length - SESSIONS_PER_WINDOW].created_at).getTime() + REAUTH_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((leaves - tx.now.getTime()) / 1000));
  throw errors.RATE_LIMITED(
    `More than ${SESSIONS_PER_WINDOW} sessions of this credential in ${REAUTH_WINDOW_MS / 1000} s; retry in ${seconds} s`,
    { retryAfterSeconds: seconds },
    { 'retry-after': String(seconds) },
  );
}
