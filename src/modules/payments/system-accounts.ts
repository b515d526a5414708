import type { Sql } from '../../db/driver.ts';
import type { Tx } from '../../kernel/tx.ts';
import { newId } from '../../ids.ts';
import { openAccount } from '../../ledger/index.ts';
import { type MoneyCommand, moveMoney } from '../accounts/index.ts';

/**
 * The service's own ledger accounts of a platform, one per currency and purpose:
 * - SANDBOX_FUNDING: where sandbox test money comes from; may go negative (it mints).
 * - FX_CLEARING: the other side of both legs of a currency exchange; may go negative.
 * - RAIL_CLEARING: money handed to an external payout rail; a bank return takes it back.
 */
export type SystemPurpose = 'SANDBOX_FUNDING' | 'FX_CLEARING' | 'RAIL_CLEARING';

const ALLOW_NEGATIVE: Record<SystemPurpose, boolean> = { SANDBOX_FUNDING: true, FX_CLEARING: true, RAIL_CLEARING: false };

/**
 * Accounts known to exist, by platform, currency and purpose: such an account is never closed
 * nor replaced, so once it is seen committed its id holds for good, in every process. Only ids
 * read back that an earlier transaction committed are kept, never one this transaction opened,
 * which a rollback would undo. Bounded: past KNOWN_MAX entries it starts afresh.
 */
const known = new Map<string, string>();
const KNOWN_MAX = 10_000;

/**
 * Finds or opens the account; safe under concurrency (the primary key serializes openers). A
 * settlement round asks for the same few on every turn: those come from `known`, with no
 * statement.
 */
export async function systemAccount(sql: Sql, platformId: string, currency: string, purpose: SystemPurpose, now: Date): Promise<string> {
  const key = `${platformId}:${currency}:${purpose}`;
  const seen = known.get(key);
  if (seen) return seen;
  const id = newId();
  const inserted = await sql.query<{ id: string }>(
    `INSERT INTO payment_system_accounts (platform_id, currency, purpose, id, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (platform_id, currency, purpose) DO NOTHING RETURNING id`,
    [platformId, currency, purpose, id, now],
  );
  if (inserted.length > 0) {
    await openAccount(sql, { id, platformId, currency, purpose, allowNegative: ALLOW_NEGATIVE[purpose], shared: true, now });
    return id;
  }
  // `mine`: opened earlier in this same transaction, so not known to be committed.
  const rows = await sql.query<{ id: string; mine: boolean | null }>(
    `SELECT id, xmin = xid(pg_current_xact_id_if_assigned()) AS mine
     FROM payment_system_accounts WHERE platform_id = $1 AND currency = $2 AND purpose = $3`,
    [platformId, currency, purpose],
  );
  if (rows[0].mine !== true) {
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(key, rows[0].id);
  }
  return rows[0].id;
}

/**
 * Money arriving from the sandbox's outside world (a deposit, a pull, an incoming payment):
 * one ledger transfer from the platform's SANDBOX_FUNDING account to `to`, moved through the
 * one door with the balance events of the internal accounts it touches.
 */
export async function receiveFromOutside(tx: Tx, input: OutsideMoney): Promise<void> {
  await moveMoney(tx, [await fromOutside(tx, input)]);
}

interface OutsideMoney {
  to: string;
  currency: string;
  amount: bigint;
  description?: string;
  metadata: Record<string, unknown>;
  transferId?: string;
}

/** The command of receiveFromOutside, for a caller that moves more in the same batch. */
export async function fromOutside(tx: Tx, input: OutsideMoney): Promise<MoneyCommand> {
  const outside = await systemAccount(tx, tx.platformId, input.currency, 'SANDBOX_FUNDING', tx.now);
  return {
    op: 'transfer',
    transfer: {
      id: input.transferId ?? newId(),
      currency: input.currency,
      entries: [
        { accountId: outside, amount: -input.amount },
        { accountId: input.to, amount: input.amount },
      ],
      description: input.description,
      metadata: input.metadata,
    },
  };
}
