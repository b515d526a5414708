import { newId, parseId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import { errors } from '../../http/errors.ts';
import { type EntryInput, openAccount, type Outcome, type TransferSpec } from '../../ledger/index.ts';
import { moveMoney } from '../accounts/index.ts';
import type { OperationRow, StablecoinRow } from './present.ts';

/**
 * Where a stablecoin's value is in the ledger (docs/stablecoins.md, "Where the money goes"). Per
 * platform and coin, in the token (its symbol as the ledger currency, smallest units):
 * SUPPLY (the issuer's side, negative by what is outstanding), OUTSIDE (tokens in wallets outside
 * the service), PROVIDER_BALANCE (tokens the platform holds at the issuer); in the base currency
 * (minor units): RESERVE (fiat backing the tokens) and CLEARING (fiat to and from banks outside).
 */
export type Purpose = 'SUPPLY' | 'OUTSIDE' | 'PROVIDER_BALANCE' | 'RESERVE' | 'CLEARING';

const FIAT: ReadonlySet<Purpose> = new Set(['RESERVE', 'CLEARING']);

/** The coin's ledger account for `purpose`, opened on first use (the primary key serializes openers). */
export async function coinAccount(tx: Tx, coin: StablecoinRow, purpose: Purpose): Promise<string> {
  const id = newId();
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO stablecoin_ledger_accounts (platform_id, stablecoin_id, purpose, id, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (platform_id, stablecoin_id, purpose) DO NOTHING RETURNING id`,
    [tx.platformId, coin.id, purpose, id, tx.now],
  );
  if (inserted.length > 0) {
    await openAccount(tx, {
      id,
      platformId: tx.platformId,
      currency: FIAT.has(purpose) ? coin.base_currency : coin.symbol,
      purpose: `STABLECOIN_${purpose}`,
      // Only the platform's balance at the issuer is money it must have before spending it.
      allowNegative: purpose !== 'PROVIDER_BALANCE',
      now: tx.now,
    });
    return id;
  }
  const rows = await tx.query<{ id: string }>('SELECT id FROM stablecoin_ledger_accounts WHERE platform_id = $1 AND stablecoin_id = $2 AND purpose = $3', [
    tx.platformId,
    coin.id,
    purpose,
  ]);
  return rows[0].id;
}

/** The coin's account for `purpose` if it was ever opened. */
export async function existingCoinAccount(tx: Tx, coin: StablecoinRow, purpose: Purpose): Promise<string | undefined> {
  const rows = await tx.query<{ id: string }>('SELECT id FROM stablecoin_ledger_accounts WHERE platform_id = $1 AND stablecoin_id = $2 AND purpose = $3', [
    tx.platformId,
    coin.id,
    purpose,
  ]);
  return rows[0]?.id;
}

/**
 * A burn whose tokens are held in the ledger from its creation (the hold's id is the
 * operation's): the provider balance or an internal account.
 */
export const holdsTokens = (op: Pick<OperationRow, 'operation_type' | 'source'>): boolean =>
  op.operation_type === 'BURN' && (op.source.type === 'PROVIDER_INTERNAL_BALANCE' || op.source.type === 'SERVICE_INTERNAL_ACCOUNT');

/**
 * How long a held burn may stay unended before the deadline round (deadline.ts) fails it and
 * releases its hold. The slowest payout it waits for is an ACH credit (1-3 business days at the
 * issuer); with a long holiday weekend that is about a week. Past 10 days the issuer is not
 * going to finish it, and giving the tokens back outweighs waiting on: an order the issuer would
 * still complete afterwards is a matter for reconciliation.
 */
export const HOLD_DEADLINE_MS = 10 * 24 * 60 * 60 * 1000;

/** A new operation's deadline: HOLD_DEADLINE_MS after its creation for a burn that holds tokens, none otherwise. */
export function holdDeadlineOf(op: Pick<OperationRow, 'operation_type' | 'source'>, createdAt: Date): Date | null {
  return holdsTokens(op) ? new Date(createdAt.getTime() + HOLD_DEADLINE_MS) : null;
}

/** The ledger account a burn's tokens come from: an internal account (same uuid), the provider balance, or wallets outside. */
export async function burnSource(tx: Tx, coin: StablecoinRow, op: OperationRow): Promise<string> {
  if (op.source.type === 'SERVICE_INTERNAL_ACCOUNT') return parseId('InternalAccount', op.source.accountId) as string;
  return coinAccount(tx, coin, op.source.type === 'PROVIDER_INTERNAL_BALANCE' ? 'PROVIDER_BALANCE' : 'OUTSIDE');
}

/**
 * The posting of a completed operation, one transfer with a leg pair per currency. A mint: fiat
 * CLEARING -> RESERVE, tokens SUPPLY -> OUTSIDE (delivered to the destination wallet). A burn the
 * reverse: tokens (OUTSIDE, PROVIDER_BALANCE or an internal account) -> SUPPLY, fiat RESERVE ->
 * CLEARING (paid out); a held source is debited by capturing its hold. The transfer id is the
 * operation's, so a repeated run posts nothing twice.
 */
export async function postCompletion(tx: Tx, coin: StablecoinRow, op: OperationRow): Promise<string> {
  const amount = BigInt(op.amount);
  const fiat = BigInt(op.fiat_amount);
  const [supply, outside, reserve, clearing] = await Promise.all([
    coinAccount(tx, coin, 'SUPPLY'),
    op.operation_type === 'MINT' ? coinAccount(tx, coin, 'OUTSIDE') : burnSource(tx, coin, op),
    coinAccount(tx, coin, 'RESERVE'),
    coinAccount(tx, coin, 'CLEARING'),
  ]);
  const sign = op.operation_type === 'MINT' ? 1n : -1n;
  const entries: EntryInput[] = [
    { accountId: supply, amount: -sign * amount, currency: coin.symbol },
    { accountId: outside, amount: sign * amount, currency: coin.symbol },
    { accountId: clearing, amount: -sign * fiat, currency: coin.base_currency },
    { accountId: reserve, amount: sign * fiat, currency: coin.base_currency },
  ];
  const transfer: TransferSpec = {
    id: op.id,
    currency: coin.symbol,
    entries,
    description: `Stablecoin ${op.operation_type.toLowerCase()} ${op.id}`,
    metadata: { stablecoinOperationId: op.id },
  };
  const [outcome] = await moveMoney(tx, [holdsTokens(op) ? { op: 'capture', holdId: op.id, transfer, final: true } : { op: 'transfer', transfer }]);
  if (!outcome.applied) throw new Error(`the ledger refused the completion of stablecoin operation ${op.id}: ${outcome.refusal}`);
  return op.id;
}

/** Tokens arriving at the platform's issuer balance from a wallet outside (the sandbox's `provider-deposit`). */
export async function postProviderDeposit(tx: Tx, coin: StablecoinRow, amount: bigint): Promise<void> {
  const [outside, balance] = await Promise.all([coinAccount(tx, coin, 'OUTSIDE'), coinAccount(tx, coin, 'PROVIDER_BALANCE')]);
  await moveMoney(tx, [
    {
      op: 'transfer',
      transfer: {
        id: newId(),
        currency: coin.symbol,
        entries: [
          { accountId: outside, amount: -amount },
          { accountId: balance, amount },
        ],
        description: 'Tokens deposited at the issuer',
      },
    },
  ]);
}

/** Holds a burn's tokens on its source from its creation until it ends (the hold's id is the operation's); short of tokens, 400 INSUFFICIENT_FUNDS. */
export async function holdBurn(tx: Tx, operationId: string, accountId: string, amount: bigint): Promise<void> {
  const [outcome]: Outcome[] = await moveMoney(tx, [{ op: 'hold', holdId: operationId, accountId, amount }]);
  if (!outcome.applied) throw errors.INSUFFICIENT_FUNDS();
}

/** A burn from a held source gives its tokens back when it fails or expires. */
export async function releaseBurn(tx: Tx, op: OperationRow): Promise<void> {
  if (holdsTokens(op)) await moveMoney(tx, [{ op: 'release', holdId: op.id }]);
}
