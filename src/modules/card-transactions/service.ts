import { randomBytes } from 'node:crypto';
import { scheduleJob } from '../../events/jobs.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import { formatId, newId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import { getHold, type TransferSpec } from '../../ledger/index.ts';
import { findInternal, flushBalanceEvents, type MoneyCommand, moveMoney } from '../accounts/index.ts';
import { type CardForSpend, cardForSpend } from '../cards/index.ts';
import { loadCustomer } from '../customers/index.ts';
import { hasActiveDelegatedKey } from '../wallet-auth/index.ts';
import { expiryOf } from './expiry.ts';
import type { CardMerchant, CardTransactionRow } from './present.ts';
import { moveCardTransaction } from './status.ts';
import { emitCardTransaction, insertCardTransaction, lockCardTransaction, recordCardTransaction, settlementAccount, updateCardTransaction } from './store.ts';

/**
 * Card transactions: authorization decisioning, clearings, voids, returns and credits, as the
 * sandbox simulations drive them (docs/cards.md, "Card transactions"). Money moves only through
 * the ledger: an approved authorization holds the amount on the card's first funding source;
 * clearings capture the hold into the platform's card-network settlement account;
 * returns and credits come back from it.
 */

export type DeclinedReason = 'CARD_NOT_ACTIVE' | 'SPEND_LIMIT_EXCEEDED' | 'INSUFFICIENT_FUNDS' | 'NO_ELIGIBLE_FUNDING_SOURCE' | 'BLOCKED' | 'UNSUPPORTED_NETWORK' | 'OTHER';

/** merchant.descriptor suffixes (last 3 characters) that select a sandbox outcome (docs/cards.md). */
export const DESCRIPTOR_SUFFIXES = {
  '002': 'INSUFFICIENT_FUNDS',
  '003': 'CARD_NOT_ACTIVE',
  '005': 'PULL_DELAYED',
  '006': 'PULL_FAILS',
  '007': 'BLOCKED',
  '008': 'UNSUPPORTED_NETWORK',
  '009': 'OTHER',
} as const;

/** How long the sandbox issuer keeps a delayed pull (suffix 005) PENDING, as the reference's sandbox. */
export const PULL_DELAY_MS = 30_000;
export const PULL_CONFIRM_JOB = 'card_transaction.pull.confirm';

/**
 * The issuer confirms delayed pulls: they leave pullSummary.pendingCount. The money moved in the
 * ledger when they were made; only the report changes, so no event is fired (status is unchanged).
 */
export async function confirmPulls(tx: Tx, cardTransactionId: string, pulls: number): Promise<void> {
  await tx.query('UPDATE card_transactions SET pending_pull_count = greatest(pending_pull_count - $2, 0), updated_at = $3 WHERE id = $1 AND platform_id = $4', [
    cardTransactionId,
    pulls,
    tx.now,
    tx.platformId,
  ]);
}

const suffixOf = (merchant: CardMerchant) => DESCRIPTOR_SUFFIXES[merchant.descriptor.slice(-3) as keyof typeof DESCRIPTOR_SUFFIXES];

export interface AuthorizationInput {
  amount: number | bigint;
  currency: { code?: string };
  merchant: CardMerchant;
}

const token = () => `sandbox_itt_${randomBytes(12).toString('hex')}`;


const merchantOf = (m: CardMerchant): CardMerchant => {
  const out: CardMerchant = { descriptor: m.descriptor };
  for (const k of ['mcc', 'country', 'city', 'state'] as const) if (m[k] !== undefined) out[k] = m[k];
  return out;
};

function checkCurrency(card: CardForSpend, currency: { code?: string }): void {
  if (currency.code !== undefined && currency.code !== card.currency) {
    throw invalidInput([fieldError('currency.code', 'enum', `the card is in ${card.currency}; send currency.code ${card.currency}`)]);
  }
}

/** Moves one command through the one door (moveMoney): whether the ledger applied it. */
const moved = async (tx: Tx, command: MoneyCommand): Promise<boolean> => (await moveMoney(tx, [command]))[0].applied;

/**
 * Whether the card's first funding source cannot be used: v1 decisioning
 * reads only the first. An embedded wallet spends only through an ACTIVE delegated key.
 */
async function unusableSource(tx: Tx, card: CardForSpend): Promise<boolean> {
  const accountId = card.fundingSources[0];
  const account = await findInternal(tx, tx.platformId, accountId);
  if (account?.status !== 'ACTIVE' || account.currency !== card.currency) return true;
  if (account.type === 'EMBEDDED_WALLET' && !(await hasActiveDelegatedKey(tx, tx.platformId, card.id, accountId))) return true;
  return false;
}

/** Declines that need no money to be looked at (the card, the merchant, the limit, the source). */
async function precheck(tx: Tx, card: CardForSpend, merchant: CardMerchant, amount: bigint, debit: boolean): Promise<DeclinedReason | undefined> {
  if (card.status !== 'ACTIVE') return 'CARD_NOT_ACTIVE';
  const suffix = suffixOf(merchant);
  if (suffix === 'CARD_NOT_ACTIVE' || suffix === 'BLOCKED' || suffix === 'UNSUPPORTED_NETWORK' || suffix === 'OTHER') return suffix;
  if (debit && card.maxSpendPerTransaction !== null && amount > card.maxSpendPerTransaction) return 'SPEND_LIMIT_EXCEEDED';
  if (await unusableSource(tx, card)) return 'NO_ELIGIBLE_FUNDING_SOURCE';
  if (debit && suffix === 'INSUFFICIENT_FUNDS') return 'INSUFFICIENT_FUNDS';
  return undefined;
}

async function baseRow(tx: Tx, card: CardForSpend, merchant: CardMerchant, amount: bigint) {
  const customer = await loadCustomer(tx, tx.platformId, formatId('Customer', card.cardholderId));
  return {
    card_id: card.id,
    customer_id: card.cardholderId,
    platform_customer_id: customer.platform_customer_id,
    account_id: card.fundingSources[0],
    currency: card.currency,
    merchant: merchantOf(merchant),
    authorized_amount: amount,
    declined_reason: null,
    hold_id: null,
    original_transaction_id: null,
    issuer_transaction_token: token(),
  };
}

const transfer = (currency: string, from: string, to: string, amount: bigint, description: string, metadata: Record<string, unknown>): TransferSpec => ({
  id: newId(),
  currency,
  entries: [
    { accountId: from, amount: -amount },
    { accountId: to, amount },
  ],
  description,
  metadata,
});

async function decline(tx: Tx, base: Awaited<ReturnType<typeof baseRow>>, kind: CardTransactionRow['kind'], direction: 'DEBIT' | 'CREDIT', reason: DeclinedReason) {
  const row = recordCardTransaction(tx, { ...base, kind, direction, status: 'DECLINED', declined_reason: reason });
  await emitCardTransaction(tx, row);
  return { issuerTransactionToken: row.issuer_transaction_token };
}

/** What every authorization does first: the card, the currency, the row's common part, a decline decided without money. */
async function startAuthorization(tx: Tx, cardPublicId: string, input: AuthorizationInput, debit: boolean) {
  const card = await cardForSpend(tx, tx.platformId, cardPublicId);
  checkCurrency(card, input.currency);
  const amount = BigInt(input.amount);
  // Both read what the card names: their statements travel together.
  const [base, refused] = await Promise.all([baseRow(tx, card, input.merchant, amount), precheck(tx, card, input.merchant, amount, debit)]);
  return { amount, base, refused };
}

/**
 * Operations `sandboxSimulateCardAuthorization`, `sandboxSimulateCardFinancialAuthorization`.
 * The first is dual message (a hold, cleared later), the second single message (authorized and
 * cleared at once).
 */
export async function authorizeDebit(tx: Tx, cardPublicId: string, input: AuthorizationInput, single: boolean): Promise<{ issuerTransactionToken: string }> {
  const kind = single ? 'FINANCIAL' : 'AUTHORIZATION';
  const { amount, base, refused } = await startAuthorization(tx, cardPublicId, input, true);
  if (refused) return decline(tx, base, kind, 'DEBIT', refused);
  const holdId = newId();
  // A single message holds and clears in one business event: its balance event waits for the
  // clearing (flushed below), which reads the hold back. A dual-message hold is decided under
  // the ledger's lock and written with the COMMIT, its row and events after it.
  const [held] = await moveMoney(tx, [{ op: 'hold', holdId, accountId: base.account_id, amount }], single ? { defer: true } : { atCommit: true });
  if (!held.applied) return decline(tx, base, kind, 'DEBIT', 'INSUFFICIENT_FUNDS');
  const fields = { ...base, kind, direction: 'DEBIT', status: 'AUTHORIZED', hold_id: holdId } as const;
  let row: CardTransactionRow;
  if (single) {
    row = await clearDebit(tx, await insertCardTransaction(tx, fields), amount);
    await flushBalanceEvents(tx);
  } else {
    // It lasts until cleared, reversed or expired (expiry.ts).
    row = recordCardTransaction(tx, { ...fields, expires_at: expiryOf(base.merchant, tx.now) });
  }
  await emitCardTransaction(tx, row);
  return { issuerTransactionToken: row.issuer_transaction_token };
}

/**
 * Operations `sandboxSimulateCardCreditAuthorization`, `sandboxSimulateCardFinancialCreditAuthorization`, `sandboxSimulateCardCreditAuthorizationAdvice`.
 * The first is a credit authorized now and credited at its clearing; the other two are credited at once.
 */
export async function authorizeCredit(tx: Tx, cardPublicId: string, input: AuthorizationInput, immediate: boolean): Promise<{ issuerTransactionToken: string }> {
  const { amount, base, refused } = await startAuthorization(tx, cardPublicId, input, false);
  if (refused) return decline(tx, base, 'CREDIT', 'CREDIT', refused);
  let row = await insertCardTransaction(tx, { ...base, kind: 'CREDIT', direction: 'CREDIT', status: 'AUTHORIZED' });
  if (immediate) row = await clearCredit(tx, row, amount);
  await emitCardTransaction(tx, row);
  return { issuerTransactionToken: row.issuer_transaction_token };
}

/** Operation `sandboxSimulateCardBalanceInquiry`: a zero-amount authorization; only a decline leaves a row. */
export async function balanceInquiry(tx: Tx, cardPublicId: string, input: { merchant: CardMerchant }): Promise<{ issuerTransactionToken: string }> {
  const card = await cardForSpend(tx, tx.platformId, cardPublicId);
  const base = await baseRow(tx, card, input.merchant, 0n);
  const refused = await precheck(tx, card, input.merchant, 0n, false);
  if (refused) return decline(tx, base, 'BALANCE_INQUIRY', 'DEBIT', refused);
  return { issuerTransactionToken: base.issuer_transaction_token };
}

/** Captures `amount` of a debit row's hold (an over-clearing pulls the rest after), or releases it for 0. */
async function clearDebit(tx: Tx, row: CardTransactionRow, amount: bigint): Promise<CardTransactionRow> {
  const hold = row.hold_id ? await getHold(tx, tx.platformId, row.hold_id) : null;
  const held = hold?.status === 'PENDING' ? hold.amount - hold.captured : 0n;
  if (amount === 0n) {
    // Expiry (or a full reversal) before clearing: the hold comes back.
    if (held > 0n && row.hold_id) await moved(tx, { op: 'release', holdId: row.hold_id });
    return updateCardTransaction(tx, row.id, { status: moveCardTransaction(row.status, 'void'), hold_id: null });
  }
  const settled = BigInt(row.settled_amount) + amount;
  const counts = { settlement_count: row.settlement_count + 1, settled_amount: settled };
  if (suffixOf(row.merchant) === 'PULL_FAILS') {
    // The network settled, the pull from the funding account failed: nothing moves, the hold is given back.
    if (held > 0n && row.hold_id) await moved(tx, { op: 'release', holdId: row.hold_id });
    return updateCardTransaction(tx, row.id, { ...counts, status: moveCardTransaction(row.status, 'pull_failed'), hold_id: null });
  }
  const network = await settlementAccount(tx, row.currency);
  const take = amount < held ? amount : held;
  let pulls = row.pull_count;
  let pulled = BigInt(row.pulled_amount);
  // The capture and an over-clearing's post-hoc pull (for what the hold did not cover) are one
  // batch: one balance event, and a pull refused for funds leaves the capture applied.
  const commands: MoneyCommand[] = [];
  if (take > 0n && row.hold_id) {
    commands.push({ op: 'capture', holdId: row.hold_id, transfer: transfer(row.currency, row.account_id, network, take, 'card clearing', { cardTransactionId: row.id }) });
  }
  if (amount > held) {
    commands.push({ op: 'transfer', transfer: transfer(row.currency, row.account_id, network, amount - held, 'card clearing, post-hoc pull', { cardTransactionId: row.id }) });
  }
  const outcomes = await moveMoney(tx, commands);
  if (take > 0n && row.hold_id) {
    if (!outcomes[0].applied) throw new Error(`the ledger refused the capture of card hold ${row.hold_id}`);
    pulls += 1;
    pulled += take;
  }
  if (amount > held) {
    if (!outcomes[outcomes.length - 1].applied) {
      return updateCardTransaction(tx, row.id, { ...counts, pull_count: pulls, pulled_amount: pulled, status: moveCardTransaction(row.status, 'pull_failed'), hold_id: null });
    }
    pulls += 1;
    pulled += amount - held;
  }
  const rest = held - take;
  let pending = row.pending_pull_count;
  if (suffixOf(row.merchant) === 'PULL_DELAYED' && pulls > row.pull_count) {
    pending += pulls - row.pull_count;
    await scheduleJob(tx, tx.platformId, PULL_CONFIRM_JOB, { cardTransactionId: row.id, pulls: pulls - row.pull_count }, new Date(tx.now.getTime() + PULL_DELAY_MS), tx.now);
  }
  return updateCardTransaction(tx, row.id, {
    ...counts,
    pull_count: pulls,
    pending_pull_count: pending,
    pulled_amount: pulled,
    status: moveCardTransaction(row.status, rest > 0n ? 'clear_part' : 'clear_all'),
    hold_id: rest > 0n ? row.hold_id : null,
  });
}

/** Credits a credit row's amount from the network settlement account (0: the credit is voided). */
async function clearCredit(tx: Tx, row: CardTransactionRow, amount: bigint): Promise<CardTransactionRow> {
  if (amount === 0n) return updateCardTransaction(tx, row.id, { status: moveCardTransaction(row.status, 'void') });
  const network = await settlementAccount(tx, row.currency);
  await moved(tx, { op: 'transfer', transfer: transfer(row.currency, network, row.account_id, amount, 'card credit', { cardTransactionId: row.id }) });
  return updateCardTransaction(tx, row.id, { status: moveCardTransaction(row.status, 'clear_all'), settled_amount: amount, settlement_count: row.settlement_count + 1 });
}

/** Operation `sandboxSimulateCardClearing`: amount 0 is a reversal, or the network's own expiry (VOIDED, the hold released; expiry by the clock is expiry.ts's). */
export async function clearing(tx: Tx, cardPublicId: string, input: { cardTransactionId: string; amount: number | bigint }): Promise<{ issuerTransactionToken: string }> {
  const card = await cardForSpend(tx, tx.platformId, cardPublicId);
  const row = await lockCardTransaction(tx, input.cardTransactionId, card.id);
  if (row.kind === 'RETURN' || row.kind === 'BALANCE_INQUIRY') throw errors.CONFLICT('A return is not cleared; send the id of an authorization', { status: row.status });
  const amount = BigInt(input.amount);
  const updated = row.direction === 'CREDIT' ? await clearCredit(tx, row, amount) : await clearDebit(tx, row, amount);
  await emitCardTransaction(tx, updated);
  return { issuerTransactionToken: row.issuer_transaction_token };
}

/** Operation `sandboxSimulateCardAuthorizationAdvice`: `amount` is the new total authorized amount. */
export async function authorizationAdvice(tx: Tx, cardPublicId: string, input: { cardTransactionId: string; amount: number | bigint }): Promise<{ issuerTransactionToken: string }> {
  const card = await cardForSpend(tx, tx.platformId, cardPublicId);
  const row = await lockCardTransaction(tx, input.cardTransactionId, card.id);
  if (row.direction !== 'DEBIT' || row.kind !== 'AUTHORIZATION') throw errors.CONFLICT('Only a purchase authorization is re-sized by an advice', { status: row.status });
  const status = moveCardTransaction(row.status, 'advice');
  const amount = BigInt(input.amount);
  const settled = BigInt(row.settled_amount);
  if (amount <= settled) throw invalidInput([fieldError('amount', 'minimum', `${settled} is already cleared; send a new total above it`)]);
  // The old hold given back and the new total held, in one batch: one balance event.
  const holdId = newId();
  const commands: MoneyCommand[] = row.hold_id ? [{ op: 'release', holdId: row.hold_id }] : [];
  commands.push({ op: 'hold', holdId, accountId: row.account_id, amount: amount - settled });
  const outcomes = await moveMoney(tx, commands);
  if (!outcomes[outcomes.length - 1].applied) throw errors.INSUFFICIENT_FUNDS();
  const updated = await updateCardTransaction(tx, row.id, { status, authorized_amount: amount, hold_id: holdId });
  await emitCardTransaction(tx, updated);
  return { issuerTransactionToken: row.issuer_transaction_token };
}

/**
 * Operation `sandboxSimulateCardReturn`: a merchant return is a row of its own (direction
 * CREDIT, originalTransactionId the purchase), credited back to the purchase's funding account;
 * the purchase keeps its status, its refundedAmount grows, and its event is fired again.
 */
export async function cardReturn(tx: Tx, cardPublicId: string, input: { cardTransactionId: string; amount: number | bigint }): Promise<{ issuerTransactionToken: string }> {
  const card = await cardForSpend(tx, tx.platformId, cardPublicId);
  const purchase = await lockCardTransaction(tx, input.cardTransactionId, card.id);
  if (purchase.direction !== 'DEBIT') throw errors.CONFLICT('Only a purchase (direction DEBIT) takes a return', { status: purchase.status });
  const status = moveCardTransaction(purchase.status, 'return');
  const amount = BigInt(input.amount);
  const refundable = BigInt(purchase.settled_amount) - BigInt(purchase.refunded_amount);
  if (amount > refundable) throw invalidInput([fieldError('amount', 'maximum', `at most ${refundable} of the purchase is left to return; send at most ${refundable}`)]);
  const network = await settlementAccount(tx, purchase.currency);
  const refundId = newId();
  await moved(tx, { op: 'transfer', transfer: transfer(purchase.currency, network, purchase.account_id, amount, 'card return', { cardTransactionId: refundId, originalTransactionId: purchase.id }) });
  const refund = await insertCardTransaction(
    tx,
    {
      card_id: purchase.card_id,
      customer_id: purchase.customer_id,
      platform_customer_id: purchase.platform_customer_id,
      account_id: purchase.account_id,
      currency: purchase.currency,
      kind: 'RETURN',
      direction: 'CREDIT',
      status: 'SETTLED',
      declined_reason: null,
      merchant: purchase.merchant,
      authorized_amount: amount,
      settled_amount: amount,
      settlement_count: 1,
      hold_id: null,
      original_transaction_id: purchase.id,
      issuer_transaction_token: token(),
    },
    refundId,
  );
  const updated = await updateCardTransaction(tx, purchase.id, { status, refunded_amount: BigInt(purchase.refunded_amount) + amount, refund_count: purchase.refund_count + 1 });
  await emitCardTransaction(tx, refund);
  await emitCardTransaction(tx, updated);
  return { issuerTransactionToken: refund.issuer_transaction_token };
}

/**
 * Operation `sandboxSimulateCardReturnReversal` (spec 4.5): the path id is the return row's id;
 * its purchase must have a posted return (refundedAmount not zero). The credit is taken back
 * from the funding account; the return row is VOIDED (EXCEPTION when the funding account cannot
 * cover it), the purchase's refundedAmount drops and its event is fired again.
 */
export async function returnReversal(tx: Tx, refundPublicId: string, parentId?: string): Promise<{ issuerTransactionToken: string }> {
  const refund = await lockCardTransaction(tx, refundPublicId);
  if (refund.kind !== 'RETURN' || refund.original_transaction_id === null) {
    throw errors.INVALID_INPUT(
      'The path id is not a return: send the id of a return row (direction CREDIT, with originalTransactionId), as GET /transactions?type=CARD lists it',
    );
  }
  // The deprecated body field, when given, must name the return's purchase (docs/contract-differences.md).
  if (parentId !== undefined && parentId !== formatId('CardTransaction', refund.original_transaction_id)) {
    throw invalidInput([fieldError('cardTransactionId', 'const', "must be the return's originalTransactionId (or left out: it is deprecated)")]);
  }
  const purchase = await lockCardTransaction(tx, formatId('CardTransaction', refund.original_transaction_id));
  const amount = BigInt(refund.settled_amount);
  if (BigInt(purchase.refunded_amount) === 0n || BigInt(purchase.refunded_amount) < amount) {
    throw errors.INVALID_INPUT('The purchase of this return has no posted return left to reverse (its refundedAmount is 0)');
  }
  const purchaseStatus = moveCardTransaction(purchase.status, 'return_reversal');
  let refundStatus = moveCardTransaction(refund.status, 'reverse');
  const network = await settlementAccount(tx, refund.currency);
  if (!(await moved(tx, { op: 'transfer', transfer: transfer(refund.currency, refund.account_id, network, amount, 'card return reversal', { cardTransactionId: refund.id }) }))) {
    refundStatus = moveCardTransaction(refund.status, 'pull_failed');
  }
  const reversed = await updateCardTransaction(tx, refund.id, { status: refundStatus });
  const updated = await updateCardTransaction(tx, purchase.id, { status: purchaseStatus, refunded_amount: BigInt(purchase.refunded_amount) - amount });
  await emitCardTransaction(tx, reversed);
  await emitCardTransaction(tx, updated);
  return { issuerTransactionToken: reversed.issuer_transaction_token };
}
