import { randomUUID } from 'node:crypto';
import type { ActivityState, CustodyActivity, WalletCustody } from '../ports/wallet-custody.ts';

/**
 * The sandbox's wallet custody provider (docs/wallet-auth.md, "Still processing"): an activity
 * is done at once, or `sandboxDelayMs` later by the service clock. Nothing is kept in memory:
 * the time the activity is done is part of its reference, so every replica (and a restart)
 * answers the same.
 */
const PREFIX = 'sandbox-activity';

export const sandboxWalletCustody: WalletCustody = {
  submit: async (activity: CustodyActivity, now: Date): Promise<ActivityState> => {
    const doneAt = now.getTime() + Math.max(0, activity.sandboxDelayMs ?? 0);
    return { ref: `${PREFIX}:${randomUUID()}:${doneAt}`, done: doneAt <= now.getTime() };
  },
  poll: async (ref: string, now: Date): Promise<ActivityState> => {
    const match = /^sandbox-activity:[0-9a-f-]{36}:(\d{1,16})$/.exec(ref);
    if (!match) throw new Error(`unknown sandbox activity reference ${ref}`);
    return { ref, done: Number(match[1]) <= now.getTime() };
  },
};
