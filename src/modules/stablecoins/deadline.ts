import type { Db, TxSql } from '../../db/driver.ts';
import { type RoundLane, roundInSets } from '../../events/jobs.ts';
import { perPlatform, type Tx } from '../../kernel/tx.ts';
import type { Clock } from '../../ports/clock.ts';
import { type MoneyCommand, moveMoney } from '../accounts/index.ts';
import { holdsTokens } from './ledger.ts';
import type { OperationRow, StablecoinRow } from './present.ts';
import { moveOperation } from './progress.ts';

/**
 * The deadline of a held burn (docs/stablecoins.md, "The deadline of a held burn"). A burn from
 * PROVIDER_INTERNAL_BALANCE or SERVICE_INTERNAL_ACCOUNT holds its tokens in the ledger from its
 * creation until it ends; its advance job asks the issuer until it answers COMPLETED or FAILED.
 * That job can stop for good (ten attempts that throw something other than IssuerUnavailable
 * leave it FAILED), and an issuer can answer PROCESSING for ever: either way nothing would end
 * the burn, and its hold would keep the tokens from their owner for good. So every held burn
 * gets a deadline at creation (`hold_deadline_at`: holdDeadlineOf and HOLD_DEADLINE_MS in
 * ledger.ts), and a round run by the worker fails the ones still not ended past it: the hold is
 * released through the one door (moveMoney, one BALANCE_UPDATED per burn and account), the
 * status moves by the OPERATION machine's FAIL with failureReason DEADLINE_EXCEEDED, and
 * STABLECOIN_OPERATION.FAILED is emitted. Mints and EXTERNAL_ACCOUNT burns hold nothing in the
 * ledger and have no deadline.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The failureReason of a burn ended by its deadline. */
export const DEADLINE_EXCEEDED = 'DEADLINE_EXCEEDED';

export const HOLD_DEADLINE_ROUND = 'stablecoin.operation.hold_deadline';
/** Burns one round claims, as many as the other rounds' items. */
export const HOLD_DEADLINE_ROUND_SIZE = 250;
/** How long a burn whose ending failed waits before it is tried again. */
const RETRY_MS = HOUR_MS;

/**
 * The statuses an operation has not ended in (every one the OPERATION machine can FAIL from);
 * literal, as in the predicate of the partial index stablecoin_operations_hold_deadline
 * (migration 034), so that the claim is a range of that index.
 */
export const UNENDED = ['CREATED', 'PENDING_FUNDING', 'PENDING_PROVIDER', 'PROCESSING'] as const;
const UNENDED_SQL = UNENDED.map((s) => `'${s}'`).join(', ');

/**
 * One round: up to HOLD_DEADLINE_ROUND_SIZE held burns past their deadline, ended in one
 * transaction. A set that fails is done again one burn at a time, so that one bad row cannot
 * keep the others' holds; that one is put off an hour and its error thrown (the worker reports
 * it) once the others are done. Answers how many it claimed, so that the worker runs it again
 * while there are more.
 */
export function holdDeadlineRound(db: Db, clock: Clock, lane: RoundLane): Promise<number> {
  return roundInSets(
    db,
    lane,
    HOLD_DEADLINE_ROUND_SIZE,
    (sql, limit, only, claimed, inLane) => endSet(sql, clock.now(), limit, only, claimed, inLane),
    (id) => db.query('UPDATE stablecoin_operations SET hold_deadline_at = $2 WHERE id = $1', [id, new Date(clock.now().getTime() + RETRY_MS)]),
  );
}

/** Claims and ends one set in `sql`'s transaction; `claimed` gets its ids (the transaction may be run again). */
async function endSet(sql: TxSql, now: Date, limit: number, only: string | null, claimed: string[], lane: string): Promise<number> {
  // Along stablecoin_operations_hold_deadline; an operation that ends leaves the index.
  const rows = await sql.query<OperationRow>(
    `SELECT * FROM stablecoin_operations
     WHERE hold_deadline_at <= $1 AND status IN (${UNENDED_SQL}) AND ($3::uuid IS NULL OR id = $3) AND ${lane}
     ORDER BY hold_deadline_at LIMIT $2
     FOR UPDATE SKIP LOCKED`,
    [now, limit, only],
  );
  claimed.splice(0, claimed.length, ...rows.map((r) => r.id));
  await perPlatform(sql, now, rows, endOnPlatform);
  return rows.length;
}

/**
 * The holds of one platform's burns released in one batch of the one door, each burn a group of
 * its own (one BALANCE_UPDATED per burn and account, as the issuer's failure of it would give);
 * then each burn FAILED by the machine, with its event.
 */
async function endOnPlatform(tx: Tx, rows: OperationRow[]): Promise<void> {
  const held = rows.filter(holdsTokens);
  const releases: MoneyCommand[] = held.map((op) => ({ op: 'release', holdId: op.id, group: op.id }));
  // Releases need no figures: the accounts are locked only by the COMMIT (docs/invariants.md, "Locks at COMMIT").
  const outcomes = releases.length > 0 ? await moveMoney(tx, releases, { atCommit: true, lockAtCommit: true }) : [];
  outcomes.forEach((outcome, i) => {
    // A released hold answers as a replay. A settled one means the burn was posted as completed
    // while its status says otherwise: failing it would misstate where the tokens are.
    if (!outcome.applied) throw new Error(`the ledger refused to release the hold of stablecoin burn ${held[i].id}: ${outcome.refusal}`);
  });
  const coinIds = [...new Set(rows.map((r) => r.stablecoin_id))];
  const coins = new Map(
    (await tx.query<StablecoinRow>('SELECT * FROM stablecoins WHERE id = ANY($1::uuid[]) AND platform_id = $2', [coinIds, tx.platformId])).map((c) => [c.id, c]),
  );
  for (const op of rows) await moveOperation(tx, coins.get(op.stablecoin_id) as StablecoinRow, op, 'FAIL', { failure_reason: DEADLINE_EXCEEDED });
}
