import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { scaCustomer } from './customer.ts';
import { clearLockout, isLocked, lockedError, lockStateOf, recordFailedAttempt } from './lockout.ts';
import { revokeScaSessions } from './sessions.ts';

export type SecurityEvent = 'RESET_PASSWORD_COMPLETED' | 'FAILED_LOGIN_ATTEMPT';

/**
 * Operation `recordSecurityEvent`: the platform reports its own login events.
 * FAILED_LOGIN_ATTEMPT counts on the lockout ladder; it answers 200 with the resulting state
 * (lockedUntil set when this failure locked the account), and 423 ACCOUNT_LOCKED when the
 * account was already locked before it (the failure is still counted: the ladder is
 * cumulative, the answer is a reply so that the count commits). RESET_PASSWORD_COMPLETED
 * revokes every SCA session and clears the counter, the lock and the suspension (200, also
 * while locked: it is how a suspension ends).
 */
export async function recordSecurityEvent(tx: Tx, customerId: string, eventType: SecurityEvent): Promise<Reply> {
  const customer = await scaCustomer(tx, tx.platformId, customerId, true);
  if (eventType === 'RESET_PASSWORD_COMPLETED') {
    await revokeScaSessions(tx, customer.id);
    return { status: 200, body: { eventType, ...(await clearLockout(tx, customer.id)) } };
  }
  const wasLocked = isLocked(await lockStateOf(tx, tx.platformId, customer.id), tx.now);
  const { locked: _, ...state } = await recordFailedAttempt(tx, customer.id);
  if (wasLocked) {
    const err = lockedError(state);
    return { status: err.status, body: err.toBody() };
  }
  return { status: 200, body: { eventType, ...state } };
}
