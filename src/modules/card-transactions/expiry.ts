import type { Db, TxSql } from '../../db/driver.ts';
import { type RoundLane, roundInSets } from '../../events/jobs.ts';
import { perPlatform, type Tx } from '../../kernel/tx.ts';
import type { Clock } from '../../ports/clock.ts';
import { type MoneyCommand, moveMoney } from '../accounts/index.ts';
import type { CardMerchant, CardTransactionRow } from './present.ts';
import { moveCardTransaction } from './status.ts';
import { claimExpiredAuthorizations, emitCardTransaction, endHoldsAtCommit, postponeExpiry } from './store.ts';

/**
 * Authorization expiry (docs/cards.md, "Authorization expiry"). A dual-message authorization
 * that the network never clears in full would otherwise keep its hold on the funding account
 * forever; the networks only promise the merchant its authorization for a while, after which it
 * may no longer be presented against it. So each authorization gets a validity from its
 * merchant category when it is made (`expires_at`), and a round run by the worker ends the
 * ones past it as a clearing of 0 would: what is still held is released, the status moves by
 * the machine's `void` (AUTHORIZED -> VOIDED; PARTIALLY_SETTLED -> SETTLED, keeping what was
 * cleared), and CARD_TRANSACTION.<new status> is emitted.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long an authorization keeps its hold unless its category is in EXTENDED_VALIDITY. */
export const DEFAULT_VALIDITY_DAYS = 7;

/**
 * Categories (inclusive MCC ranges) whose final amount is known only when a stay, a rental or a
 * voyage ends, for which the networks keep an authorization valid for about a month. Mirrored
 * in the backfill of migration 031; docs/cards.md gives the reason for each.
 */
export const EXTENDED_VALIDITY: readonly { from: number; to: number; days: number; what: string }[] = [
  { from: 3351, to: 3441, days: 31, what: 'car rental agencies, by brand' },
  { from: 3501, to: 3999, days: 31, what: 'lodging, by brand' },
  { from: 4411, to: 4411, days: 31, what: 'cruise lines' },
  { from: 7011, to: 7011, days: 31, what: 'lodging (hotels, motels, resorts)' },
  { from: 7512, to: 7512, days: 31, what: 'car rental agencies' },
];

/** The validity of an authorization at this merchant, in days. An MCC that is not 4 digits is no category. */
export function validityDays(merchant: CardMerchant): number {
  if (merchant.mcc === undefined || !/^\d{4}$/.test(merchant.mcc)) return DEFAULT_VALIDITY_DAYS;
  const mcc = Number(merchant.mcc);
  return EXTENDED_VALIDITY.find((r) => mcc >= r.from && mcc <= r.to)?.days ?? DEFAULT_VALIDITY_DAYS;
}

/** When an authorization made at `authorizedAt` at this merchant expires. */
export const expiryOf = (merchant: CardMerchant, authorizedAt: Date): Date => new Date(authorizedAt.getTime() + validityDays(merchant) * DAY_MS);

export const EXPIRY_ROUND = 'card_transaction.authorization_expiry';
/** Authorizations one round claims, as many as the settlement round's payments. */
export const EXPIRY_ROUND_SIZE = 250;
/** How long an authorization whose expiry failed waits before it is tried again. */
const RETRY_MS = HOUR_MS;

/**
 * One round: up to EXPIRY_ROUND_SIZE due authorizations ended in one transaction. A set that
 * fails is done again one authorization at a time, so that one bad row cannot keep the others'
 * holds; that one is put off an hour and its error thrown (the worker reports it) once the
 * others are done. Answers how many it claimed, so the jobs loop goes again while there are more.
 */
export function expiryRound(db: Db, clock: Clock, lane: RoundLane): Promise<number> {
  return roundInSets(
    db,
    lane,
    EXPIRY_ROUND_SIZE,
    (sql, limit, only, claimed, inLane) => expireSet(sql, clock.now(), limit, only, claimed, inLane),
    (id) => postponeExpiry(db, id, new Date(clock.now().getTime() + RETRY_MS)),
  );
}

/** Claims and ends one set in `sql`'s transaction; `claimed` gets its ids (the transaction may be run again). */
async function expireSet(sql: TxSql, now: Date, limit: number, only: string | null, claimed: string[], lane: string): Promise<number> {
  const rows = await claimExpiredAuthorizations(sql, now, limit, only, lane);
  claimed.splice(0, claimed.length, ...rows.map((r) => r.id));
  await perPlatform(sql, now, rows, expireOnPlatform);
  return rows.length;
}

/**
 * The holds of one platform's authorizations released in one batch of the one door, each
 * authorization a group of its own (one BALANCE_UPDATED per authorization and account, as its
 * own clearing of 0 would give), written with COMMIT; then the statuses and events.
 */
async function expireOnPlatform(tx: Tx, rows: CardTransactionRow[]): Promise<void> {
  const releases: MoneyCommand[] = rows.map((row) => ({ op: 'release', holdId: row.hold_id as string, group: row.id }));
  // A refused release (the hold ended another way) leaves nothing held: the authorization ends
  // all the same, as a clearing of 0 ends it whatever its hold's state. A release needs no
  // figures: the accounts are locked only by the COMMIT, so a cardholder paying meanwhile waits
  // for none of this sweep.
  await moveMoney(tx, releases, { atCommit: true, lockAtCommit: true });
  const ended = endHoldsAtCommit(
    tx,
    rows.map((row) => ({ row, status: moveCardTransaction(row.status, 'void') })),
  );
  for (const row of ended) await emitCardTransaction(tx, row);
}
