import { scheduleJob } from '../../events/jobs.ts';
import { errors } from '../../http/errors.ts';
import type { Tx } from '../../http/operation.ts';
import { formatId, parseId } from '../../ids.ts';
import { placeHold } from '../../ledger/index.ts';
import { sandboxRails } from '../../sandbox/rails.ts';
import { findInternal, notifyBalances } from './accounts.ts';
import { assertDailyVolume } from './limits.ts';
import { platformCustomerIdOf } from './owners.ts';
import { presentQuote, presentTransaction } from './present.ts';
import { findQuote, insertTransaction, type QuoteRow } from './store.ts';

export const PROCESS_JOB = 'payment.process';

/**
 * Executes a quote in the caller's transaction: claims the quote (a conditional UPDATE, so it
 * executes at most once even under concurrent calls), holds the sending amount on the source
 * account (INSUFFICIENT_FUNDS when its available balance is short), records the OUTGOING
 * transaction as PENDING and hands it to the rail through a scheduled job. Any error rolls
 * all of it back and leaves the quote executable.
 */
export async function executeQuote(tx: Tx, publicId: string): Promise<Record<string, unknown>> {
  const uuid = parseId('Quote', publicId);
  const found = uuid ? await findQuote(tx, tx.platformId, uuid) : undefined;
  if (!found) throw errors.QUOTE_NOT_FOUND();
  if (found.source.sourceType === 'REALTIME_FUNDING') throw errors.CONFLICT('A REALTIME_FUNDING quote executes when its funds arrive with its reference, not by this call');
  if (found.status === 'PENDING' && found.expires_at.getTime() <= tx.now.getTime()) throw errors.QUOTE_EXPIRED();
  const claimed = await tx.query<QuoteRow>(
    `UPDATE quotes SET status = 'PROCESSING', executed_at = $3, updated_at = $3
     WHERE id = $1 AND platform_id = $2 AND status = 'PENDING' AND expires_at > $3 RETURNING *`,
    [found.id, tx.platformId, tx.now],
  );
  const quote = claimed[0];
  if (!quote) throw errors.CONFLICT('The quote has already been executed');

  const source = await findInternal(tx, tx.platformId, quote.source_account_id);
  if (source?.status !== 'ACTIVE') throw errors.CONFLICT(`The source account is ${source?.status ?? 'gone'}`);
  const amount = BigInt(quote.sending_amount);
  // The hold locks the source account row: the daily-volume sum below is then exact per account.
  await placeHold(tx, { id: quote.transaction_id, platformId: tx.platformId, accountId: quote.source_account_id, amount, now: tx.now });
  await assertDailyVolume(tx, tx.platformId, quote.source_account_id, quote.sending_currency, amount, tx.now);

  const plan = sandboxRails.plan({ sendingAmount: amount, sendingCurrency: quote.sending_currency, destinationKind: quote.destination_kind });
  // Ledger moves between the service's own accounts cannot be refused by a bank: only
  // payouts to external accounts take the rail's failure outcomes.
  const failure = quote.destination_kind === 'EXTERNAL' || plan.failure === 'QUOTE_EXECUTION_FAILED' ? plan.failure : null;
  const row = await insertTransaction(tx, {
    id: quote.transaction_id,
    platform_id: tx.platformId,
    type: 'OUTGOING',
    direction: 'DEBIT',
    status: 'PENDING',
    quote_id: quote.id,
    customer_id: quote.customer_id,
    platform_customer_id: await platformCustomerIdOf(tx, tx.platformId, quote.customer_id),
    source: { ...quote.source, currency: quote.sending_currency },
    destination: { ...quote.destination, currency: quote.receiving_currency },
    source_account_id: quote.source_account_id,
    destination_kind: quote.destination_kind,
    destination_account_id: quote.destination_account_id,
    sender_identifier: formatId('InternalAccount', quote.source_account_id),
    receiver_identifier: String(quote.destination.accountId ?? quote.destination.umaAddress),
    sent_amount: quote.sending_amount,
    sent_currency: quote.sending_currency,
    received_amount: quote.receiving_amount,
    received_currency: quote.receiving_currency,
    fees: quote.fees,
    platform_fees: quote.platform_fees,
    rate_num: quote.rate_num,
    rate_den: quote.rate_den,
    hold_id: quote.transaction_id,
    rail_outcome: failure,
    reference: `CRP${quote.transaction_id.replace(/-/g, '').slice(-12).toUpperCase()}`,
    description: quote.description,
    created_at: tx.now,
  });
  await tx.emit('OUTGOING_PAYMENT.PENDING', presentTransaction(row));
  await notifyBalances(tx, [quote.source_account_id]);
  await scheduleJob(tx, tx.platformId, PROCESS_JOB, { transactionId: row.id, settleAfterMs: plan.settleAfterMs, returnAfterMs: plan.returnAfterMs }, new Date(tx.now.getTime() + plan.processingAfterMs), tx.now);
  return presentQuote(quote, tx.now);
}
