import type { TxSql } from '../db/driver.ts';
import { eventsFrom } from '../kernel/outbox.ts';

/**
 * Placeholders for an account's figures in an event's JSON text, which a statement run with
 * COMMIT replaces with the figures it works out under the account's lock: the presented
 * account's `balance.amount` (available) and `totalBalance.amount` (balance).
 */
export const AVAILABLE = '__AVAILABLE__';
export const BALANCE = '__BALANCE__';

/** One event whose account figures are known only at COMMIT (Figures.atCommit). */
export interface AnnouncedAtCommit {
  id: string;
  type: string;
  accountId: string;
  /** The event's data as JSON text, with AVAILABLE and BALANCE (quoted) where the figures go. */
  text: string;
  laterBalance: bigint;
  laterAvailable: bigint;
  status: string;
  lastError: string | null;
}

const ANNOUNCE = eventsFrom(`SELECT e.id, $1, e.type,
         replace(replace(e.text, '"${AVAILABLE}"', (a.available - e.later_available)::text), '"${BALANCE}"', (a.balance - e.later_balance)::text),
         $2, $2, e.status, e.last_error
  FROM unnest($3::uuid[], $4::text[], $5::uuid[], $6::text[], $7::numeric[], $8::numeric[], $9::text[], $10::text[])
    WITH ORDINALITY AS e(id, type, account_id, text, later_balance, later_available, status, last_error, k)
  JOIN ledger_accounts a ON a.id = e.account_id AND a.platform_id = $1
  ORDER BY e.k`);

/**
 * Writes events with figures at COMMIT, after the ledger's writes queued before it: each
 * account's figures then, under the lock the writes took, minus what later commands of the
 * batch moved it by, are the figures right after the event's command.
 */
export function announceAtCommit(tx: TxSql, platformId: string, now: Date, events: readonly AnnouncedAtCommit[]): void {
  if (events.length === 0) return;
  tx.atCommit(ANNOUNCE, [
    platformId,
    now,
    events.map((e) => e.id),
    events.map((e) => e.type),
    events.map((e) => e.accountId),
    events.map((e) => e.text),
    events.map((e) => e.laterBalance.toString()),
    events.map((e) => e.laterAvailable.toString()),
    events.map((e) => e.status),
    events.map((e) => e.lastError),
  ]);
}
