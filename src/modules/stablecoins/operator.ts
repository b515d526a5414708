import type { Db } from '../../db/driver.ts';
import { scheduleJob } from '../../events/jobs.ts';
import { errors } from '../../http/errors.ts';
import { parseId } from '../../ids.ts';
import { next } from '../../kernel/state-machine.ts';
import { scopedTx, type Tx } from '../../kernel/tx.ts';
import { amountsOf } from './amounts.ts';
import { postProviderDeposit } from './ledger.ts';
import { ADVANCE_JOB, findOperation } from './orders.ts';
import { presentProviderAccount, type ProviderAccountRow } from './present.ts';
import { moveOperation } from './progress.ts';
import { findStablecoin, operatorSetServiceStatus } from './registry.ts';
import { PROVIDER_ACCOUNT } from './status.ts';

/**
 * The operator's actions, outside the platform API (`corridor stablecoin …`, docs/stablecoins.md
 * "Operator actions"): the issuer's approval of service operations, a provider link's verdict,
 * and, in the sandbox, value arriving at the issuer (a wire for a mint, tokens for a burn or for
 * the platform's balance there). Each finds the platform from the id it is given and runs in one
 * transaction with its events.
 */
export const STABLECOIN_USAGE = `  stablecoin enablement <Stablecoin:id> <ENABLING|ENABLED|DISABLED>
                        the issuer's decision on service operations (spec 3.4)
  stablecoin link-status <StablecoinProviderAccount:id> <ACTIVE|INVALID|REVOKED>
                        the issuer's verdict on a provider account link
  stablecoin funds-received <StablecoinOperation:id>
                        sandbox: the wire of a mint (or the tokens of a burn) arrived
  stablecoin provider-deposit <Stablecoin:id> <amount>
                        sandbox: tokens arrived in the platform's balance at the issuer
`;

const TABLES = { Stablecoin: 'stablecoins', StablecoinProviderAccount: 'stablecoin_provider_accounts', StablecoinOperation: 'stablecoin_operations' } as const;

async function inPlatformOf<T>(db: Db, now: Date, type: keyof typeof TABLES, publicId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const uuid = parseId(type, publicId);
  const rows = uuid ? await db.query<{ platform_id: string }>(`SELECT platform_id FROM ${TABLES[type]} WHERE id = $1`, [uuid]) : [];
  if (rows.length === 0) throw errors.NOT_FOUND(`No ${type} ${publicId}`);
  return db.transaction((sql) => fn(scopedTx(sql, rows[0].platform_id, now)));
}

export function operatorEnablement(db: Db, now: Date, stablecoinId: string, to: 'ENABLING' | 'ENABLED' | 'DISABLED') {
  return inPlatformOf(db, now, 'Stablecoin', stablecoinId, (tx) => operatorSetServiceStatus(tx, stablecoinId, to));
}

export function operatorLinkStatus(db: Db, now: Date, linkId: string, to: 'ACTIVE' | 'INVALID' | 'REVOKED') {
  return inPlatformOf(db, now, 'StablecoinProviderAccount', linkId, async (tx) => {
    const rows = await tx.query<ProviderAccountRow>('SELECT * FROM stablecoin_provider_accounts WHERE id = $1 FOR UPDATE', [parseId('StablecoinProviderAccount', linkId)]);
    const status = next(PROVIDER_ACCOUNT, rows[0].status, `OPERATOR_${to}`);
    const updated = await tx.query<ProviderAccountRow>(
      `UPDATE stablecoin_provider_accounts SET status = $2, last_verified_at = $3, updated_at = $3 WHERE id = $1 RETURNING *`,
      [rows[0].id, status, tx.now],
    );
    return presentProviderAccount(updated[0]);
  });
}

/** Sandbox: the funds an operation in PENDING_FUNDING waits for arrived; the issuer takes it on. */
export function operatorFundsReceived(db: Db, now: Date, operationId: string) {
  return inPlatformOf(db, now, 'StablecoinOperation', operationId, async (tx) => {
    const { op, coin } = await findOperation(tx, tx.platformId, operationId, true);
    const moved = await moveOperation(tx, coin, op, 'FUNDS_RECEIVED', { provider_state: 'funds_received' });
    await scheduleJob(tx, tx.platformId, ADVANCE_JOB, { operationId: op.id }, tx.now, tx.now);
    return moved.status;
  });
}

/** Sandbox: `amount` tokens arrived in the platform's balance at the issuer (what PROVIDER_INTERNAL_BALANCE burns spend). */
export function operatorProviderDeposit(db: Db, now: Date, stablecoinId: string, amount: string) {
  return inPlatformOf(db, now, 'Stablecoin', stablecoinId, async (tx) => {
    const coin = await findStablecoin(tx, tx.platformId, stablecoinId);
    if (!/^[0-9]+$/.test(amount)) throw errors.INVALID_INPUT('amount: send digits, in the token\'s smallest unit');
    await postProviderDeposit(tx, coin, amountsOf(amount, coin.decimals).amount);
    return { stablecoinId, deposited: amount };
  });
}
