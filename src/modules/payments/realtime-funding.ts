import { errors, type FieldError, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, newId } from '../../ids.ts';
import { next } from '../../kernel/state-machine.ts';
import { openAccount } from '../../ledger/index.ts';
import { customerAccountIn, type MoneyCommand, moveMoney, platformAccountIn } from '../accounts/index.ts';
import { loadActiveCustomer } from '../customers/index.ts';
import { startPayment } from './execute.ts';
import { CRYPTO_NETWORKS, collectsFiat, collectsOn, fundingReference, isStablecoin, networksOf } from './funding-instructions.ts';
import { platformCustomerIdOf } from './owners.ts';
import { QUOTE } from './state.ts';
import { claimPendingQuote, moveQuote, type QuoteRow, type TransactionRow } from './store.ts';
import { fromOutside, systemAccount } from './system-accounts.ts';

/**
 * REALTIME_FUNDING quote sources (FACTS §6): the quote is not paid from a balance; its
 * `paymentInstructions` tell the payer where to send the money and which reference to quote,
 * and the payout starts when that money arrives (in the sandbox: POST /sandbox/send).
 *
 * Ledger: each such quote has its own funding account (a ledger account that may not go
 * negative; its id is the quote's `source_account_id`). The arriving deposit is credited to it
 * from the outside world (the platform's SANDBOX_FUNDING account), the sending amount is held
 * on it at once, and from there the payment follows the ordinary path: the same transaction
 * row, PROCESS_JOB, settlement and failure handling as an executed quote (settlement.ts). A
 * payment that fails after funding gives the deposit back (refundDeposit below), so the
 * funding account always ends at zero.
 */
export const FUNDING_PURPOSE = 'REALTIME_FUNDING';

export interface RealtimeSourceInput {
  sourceType: string;
  currency?: string;
  customerId?: string;
  cryptoNetwork?: string;
}

export interface RealtimeSource {
  /** The quote's funding ledger account (opened with the quote). */
  id: string;
  customerId: string | null;
  currency: string;
  json: Record<string, unknown>;
}

/** Validates a REALTIME_FUNDING source; every problem with the request fields is reported at once. */
export async function realtimeSourceOf(tx: Tx, input: RealtimeSourceInput, immediatelyExecute: boolean | undefined): Promise<RealtimeSource> {
  const currency = input.currency ?? '';
  const problems: FieldError[] = [];
  if (immediatelyExecute) {
    problems.push(fieldError('immediatelyExecute', 'invalid', 'a REALTIME_FUNDING quote executes when its funds arrive; immediatelyExecute is not possible'));
  }
  const network = input.cryptoNetwork;
  if (network !== undefined && !(CRYPTO_NETWORKS as readonly string[]).includes(network)) {
    problems.push(fieldError('source.cryptoNetwork', 'enum', `cryptoNetwork must be one of ${CRYPTO_NETWORKS.join(', ')}`));
  } else if (isStablecoin(currency)) {
    if (network === undefined) problems.push(fieldError('source.cryptoNetwork', 'required', `cryptoNetwork is required to fund in ${currency}`));
    else if (!collectsOn(currency, network)) {
      problems.push(fieldError('source.cryptoNetwork', 'invalid', `the sandbox collects ${currency} on ${networksOf(currency).join(', ')} only`));
    }
  } else if (network !== undefined) {
    problems.push(fieldError('source.cryptoNetwork', 'invalid', 'cryptoNetwork applies to stablecoin funding only'));
  }
  if (problems.length > 0) throw invalidInput(problems);
  if (!collectsFiat(currency) && !isStablecoin(currency)) {
    throw errors.INVALID_CURRENCY(`${currency} has no sandbox instant collection rail; real-time funding is possible in USD, EUR, GBP, MXN and USDC`);
  }
  let customerId: string | null = null;
  if (input.customerId !== undefined) customerId = (await loadActiveCustomer(tx, tx.platformId, input.customerId)).id;
  const json: Record<string, unknown> = { sourceType: 'REALTIME_FUNDING', currency };
  if (customerId) json.customerId = formatId('Customer', customerId);
  if (network !== undefined) json.cryptoNetwork = network;
  return { id: newId(), customerId, currency, json };
}

/** Opens the quote's funding account; called once the quote has passed every check. */
export async function openFundingAccount(tx: Tx, source: RealtimeSource): Promise<void> {
  await openAccount(tx, { id: source.id, platformId: tx.platformId, currency: source.currency, purpose: FUNDING_PURPOSE, allowNegative: false, now: tx.now });
}

export const isRealtimeFunded = (q: { source: Record<string, unknown> }): boolean => q.source.sourceType === 'REALTIME_FUNDING';

/**
 * Funds arrived for `quote` (the caller found it by its reference or id): checks them, and on
 * success credits the funding account, holds the sending amount and records the OUTGOING
 * payment PENDING for the rail, in the caller's transaction. Rules (docs/sandbox.md
 * "Real-time funding"): the deposit must be in the quote's sending currency (400
 * INVALID_CURRENCY) and of exactly its sending amount (400 INVALID_AMOUNT); a quote already
 * funded answers 409 CONFLICT and an expired one 400 QUOTE_EXPIRED. A refused deposit moves
 * nothing: the simulated bank bounces it before it is booked.
 */
export async function fundQuote(tx: Tx, found: QuoteRow, deposit: { currency: string; amount: bigint }): Promise<Record<string, unknown>> {
  if (!isRealtimeFunded(found)) {
    throw invalidInput([fieldError('quoteId', 'invalid', 'the quote is paid from an account; execute it with POST /quotes/{quoteId}/execute')]);
  }
  if (deposit.currency !== found.sending_currency) {
    throw errors.INVALID_CURRENCY(`The quote is funded in ${found.sending_currency}, not ${deposit.currency}`, { expectedCurrency: found.sending_currency });
  }
  next(QUOTE, found.status, 'fund'); // throws the machine's 409 once the quote is funded
  if (found.expires_at.getTime() <= tx.now.getTime()) throw errors.QUOTE_EXPIRED('The quote expired before the funds arrived; the deposit was refused and nothing moved');
  const amount = BigInt(found.sending_amount);
  if (deposit.amount !== amount) {
    const what = deposit.amount < amount ? 'less' : 'more';
    throw errors.INVALID_AMOUNT(`The deposit of ${deposit.amount} is ${what} than the quoted ${amount} ${found.sending_currency} minor units; it was refused and nothing moved`, {
      expectedAmount: amount,
      receivedAmount: deposit.amount,
    });
  }
  const claimed = await claimPendingQuote(tx, tx.platformId, found.id, 'REALTIME_FUNDING', tx.now);
  if (!claimed) throw errors.CONFLICT('The quote has already been funded; this deposit was refused and nothing moved');
  const quote = moveQuote(tx, claimed, 'fund', tx.now);

  const reference = fundingReference(quote.id);
  // The deposit booked and the sending amount held at once: one balance event, after both.
  const booked = await fromOutside(tx, {
    to: quote.source_account_id,
    currency: quote.sending_currency,
    amount,
    description: 'real-time funding deposit',
    metadata: { transactionId: quote.transaction_id, reference },
  });
  const hold = { op: 'hold', holdId: quote.transaction_id, accountId: quote.source_account_id, amount } as const;
  const outcomes = await moveMoney(tx, [booked, hold]);
  if (!outcomes.every((o) => o.applied)) throw new Error(`real-time funding of quote ${quote.id} was refused by the ledger`);

  // From here the payment is an executed quote's (minus the daily volume per source account:
  // each funded quote is its own source).
  const { cryptoNetwork: _network, ...source } = quote.source;
  return startPayment(tx, quote, {
    platformCustomerId: await platformCustomerIdOf(tx, tx.platformId, quote.customer_id),
    source,
    senderIdentifier: null,
    reference,
  });
}

/** The owner's internal account in `currency` (the platform's when customerId is null). */
async function ownAccountIn(tx: Tx, customerId: string | null, currency: string): Promise<string | undefined> {
  if (!customerId) return platformAccountIn(tx, tx.platformId, currency);
  return customerAccountIn(tx, tx.platformId, customerId, currency, { active: true });
}

/**
 * A real-time-funded payment failed (before settlement, or returned after it): the deposit,
 * back on the funding account, is refunded (FACTS §7 "Refund destination"). Fiat goes back to
 * the originating instrument (the outside world, SANDBOX_FUNDING); a stablecoin goes to the
 * owner's internal balance in that asset, never back to the sending wallet, or to the outside
 * world when the owner holds no such account. The command follows the hold's release (or the
 * return's reversal) in the same batch; null for any other payment.
 */
export async function refundDepositCommand(tx: Tx, failed: TransactionRow): Promise<MoneyCommand | null> {
  if (failed.type !== 'OUTGOING' || !isRealtimeFunded(failed) || !failed.source_account_id) return null;
  const currency = failed.sent_currency as string;
  const amount = BigInt(failed.sent_amount ?? '0');
  const own = isStablecoin(currency) ? await ownAccountIn(tx, failed.customer_id, currency) : undefined;
  const to = own ?? (await systemAccount(tx, tx.platformId, currency, 'SANDBOX_FUNDING', tx.now));
  return {
    op: 'transfer',
    transfer: {
      id: newId(),
      currency,
      entries: [
        { accountId: failed.source_account_id, amount: -amount },
        { accountId: to, amount },
      ],
      description: 'real-time funding refund',
      metadata: { transactionId: failed.id, refund: true },
    },
  };
}
