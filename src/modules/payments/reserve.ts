import { refusalError } from '../../http/sqlstates.ts';
import { newId } from '../../ids.ts';
import { eventStatus, eventsFrom } from '../../kernel/outbox.ts';
import type { Tx } from '../../kernel/tx.ts';
import { RESERVE_ALL, reservationParams, withFigures } from '../../ledger/index.ts';
import { balanceTemplate } from '../accounts/index.ts';
import { DAILY_VOLUME_MAX_MAJOR, dailyVolumeExceeded, inMinor } from './limits.ts';

/**
 * A payment's reservation, in two statements queued for COMMIT and concatenated over a
 * group-commit group (`concat`), so that a group's payments are one call of each:
 * - the ledger's reservation (RESERVE_ALL), from whose figures the same statement writes each
 *   payment's INTERNAL_ACCOUNT.BALANCE_UPDATED: the presented account's JSON text with its
 *   balance and totalBalance amounts (the ledger's placeholders, balanceTemplate) replaced by the
 *   figures right after that payment's hold. Text replacement rather than jsonb_set: the
 *   statement runs under the account's lock, where a parse and re-serialisation of the JSON
 *   is work every payment of the account waits for; the event also keeps the key order of
 *   every other presentation of the account;
 * - the daily volume (payment_count_daily_volume, migration 019), after it: the ledger's
 *   account locks, taken in id order, keep groups from deadlocking on the volume rows, and an
 *   account short of funds answers INSUFFICIENT_FUNDS before its volume is counted.
 * Parameters $6 and on follow RESERVE_ALL's five, one element per payment: the event's id, the
 * account's JSON, the event's status and last_error (eventStatus).
 */
export const RESERVE_AND_ANNOUNCE = eventsFrom(`SELECT e.id, e.platform_id, 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
         ${withFigures('e.account', 'r.available_after', 'r.balance_after')},
         e.at, e.at, e.status, e.last_error
  FROM ${RESERVE_ALL} r
  JOIN unnest($2::uuid[], $5::timestamptz[], $6::uuid[], $7::text[], $8::text[], $9::text[]) WITH ORDINALITY AS e(platform_id, at, id, account, status, last_error, k) ON e.k = r.k
  ORDER BY r.k`);

export const COUNT_DAILY_VOLUME = 'SELECT payment_count_daily_volume($1::uuid[], $2::timestamptz[], $3::numeric[], $4::numeric[])';

/**
 * Reserves `amount` on the source account `accountId` (in `currency`) for the payment whose hold
 * is `holdId`, with the transaction's COMMIT; `shown` is the account as presented, whose balance
 * amounts the event takes from the ledger's figures.
 */
export function reserveAtCommit(
  tx: Tx,
  payment: { holdId: string; accountId: string; currency: string; amount: bigint },
  shown: Record<string, unknown>,
): void {
  const { holdId, accountId, currency, amount } = payment;
  const answers = { dailyVolumeExceeded: () => dailyVolumeExceeded(currency, tx.now) };
  const reservation = reservationParams({ holdId, platformId: tx.platformId, accountId, amount, now: tx.now });
  const { status, lastError } = eventStatus(tx.platformId);
  tx.atCommit(RESERVE_AND_ANNOUNCE, [...reservation, [newId()], [balanceTemplate(shown)], [status], [lastError]], {
    concat: true,
    onError: (err) => refusalError(err, answers),
  });
  tx.atCommit(COUNT_DAILY_VOLUME, [[accountId], [tx.now], [amount], [inMinor(DAILY_VOLUME_MAX_MAJOR, currency)]], {
    concat: true,
    onError: (err) => refusalError(err, answers),
  });
}

