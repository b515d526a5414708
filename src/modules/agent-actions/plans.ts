import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import { formatId, parseId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import { findInternal } from '../accounts/index.ts';
import { findAccount } from '../external-accounts/index.ts';
import { executeQuotePayment, findQuote, type Notify, type PaymentPorts, type QuoteRow, transferIn, transferOut } from '../payments/index.ts';
import type { AgentActionType } from './policy-decision.ts';
import type { TransferRequest } from './store.ts';

/**
 * What an agent asks to do with money, checked against its customer and ready to run: the facts
 * the policy decides on, and the payments call that executes it. Building a plan only reads, so
 * an approval can build it again against the state at that moment and turn a refusal into FAILED.
 */
export interface Plan {
  type: AgentActionType;
  sourceAccountId: string;
  destinationAccountId: string | null;
  amount: bigint;
  currency: string;
  /** The internal account debited (a pull from outside debits none here). */
  debited: string | null;
  quote?: QuoteRow;
  transfer?: TransferRequest;
  /** The transaction id known before execution (a quote's). */
  transactionId: string | null;
  execute(tx: Tx, ports: PaymentPorts, notify: Notify, agentId: string): Promise<{ quote?: Record<string, unknown>; transaction: Record<string, unknown> }>;
}

// Another customer's account is not found, exactly as one that does not exist.
const noAccount = (which: string) => errors.ACCOUNT_NOT_FOUND(`The ${which} account is not an account of the agent's customer; GET /agents/me/internal-accounts and /agents/me/external-accounts list its accounts`);

async function customersInternal(tx: Tx, customerId: string, publicId: string, which: string) {
  const uuid = parseId('InternalAccount', publicId);
  const account = uuid ? await findInternal(tx, tx.platformId, uuid) : undefined;
  if (!account || account.customerId !== customerId) throw noAccount(which);
  return account;
}

async function customersExternal(tx: Tx, customerId: string, publicId: string, which: string) {
  const row = await findAccount(tx, tx.platformId, publicId, 'customer').catch(() => undefined);
  if (!row || row.customer_id !== customerId) throw noAccount(which);
  return row;
}

function positive(amount: number | bigint | undefined): bigint {
  if (amount === undefined) throw invalidInput([fieldError('amount', 'required', 'amount is required: the minor units to move')]);
  const value = BigInt(amount);
  if (value <= 0n) throw invalidInput([fieldError('amount', 'minimum', 'amount must be a positive number of minor units')]);
  return value;
}

const transactionIdOf = (shown: Record<string, unknown>) => parseId('Transaction', String(shown.id)) ?? undefined;

/** POST /agents/me/transfer-out: from an internal account of the customer to one of its external accounts. */
export async function transferOutPlan(tx: Tx, customerId: string, input: Omit<TransferRequest, 'amount' | 'currency'> & { amount?: number | bigint }): Promise<Plan> {
  const amount = positive(input.amount);
  const source = await customersInternal(tx, customerId, input.sourceAccountId, 'source');
  const destination = await customersExternal(tx, customerId, input.destinationAccountId, 'destination');
  if (destination.currency !== source.currency) {
    throw errors.INVALID_CURRENCY(`A transfer moves one currency: the source holds ${source.currency}, the destination ${destination.currency}; use a quote`);
  }
  const transfer: TransferRequest = {
    amount: amount.toString(),
    currency: source.currency,
    sourceAccountId: formatId('InternalAccount', source.id),
    destinationAccountId: formatId('ExternalAccount', destination.id),
    ...(input.remittanceInformation !== undefined ? { remittanceInformation: input.remittanceInformation } : {}),
    ...(input.purposeOfPayment !== undefined ? { purposeOfPayment: input.purposeOfPayment } : {}),
  };
  return {
    type: 'TRANSFER_OUT',
    sourceAccountId: transfer.sourceAccountId,
    destinationAccountId: transfer.destinationAccountId,
    amount,
    currency: source.currency,
    debited: source.id,
    transfer,
    transactionId: null,
    execute: async (t, ports, notify, agentId) => ({
      transaction: await transferOut(
        t,
        ports,
        {
          source: { accountId: transfer.sourceAccountId },
          destination: { accountId: transfer.destinationAccountId },
          amount,
          remittanceInformation: transfer.remittanceInformation,
          purposeOfPayment: transfer.purposeOfPayment,
        },
        notify,
        agentId,
      ),
    }),
  };
}

/** POST /agents/me/transfer-in: a pull from an external account of the customer into one of its internal accounts. */
export async function transferInPlan(tx: Tx, customerId: string, input: { sourceAccountId: string; destinationAccountId: string; amount?: number | bigint }): Promise<Plan> {
  const amount = positive(input.amount);
  const source = await customersExternal(tx, customerId, input.sourceAccountId, 'source');
  const destination = await customersInternal(tx, customerId, input.destinationAccountId, 'destination');
  if (destination.currency !== source.currency) throw errors.INVALID_CURRENCY(`The source holds ${source.currency}, the destination ${destination.currency}`);
  const transfer: TransferRequest = {
    amount: amount.toString(),
    currency: destination.currency,
    sourceAccountId: formatId('ExternalAccount', source.id),
    destinationAccountId: formatId('InternalAccount', destination.id),
  };
  return {
    type: 'TRANSFER_IN',
    sourceAccountId: transfer.sourceAccountId,
    destinationAccountId: transfer.destinationAccountId,
    amount,
    currency: destination.currency,
    debited: null,
    transfer,
    transactionId: null,
    execute: async (t, ports, _notify, agentId) => ({
      transaction: await transferIn(t, ports.rails, { source: { accountId: transfer.sourceAccountId }, destination: { accountId: transfer.destinationAccountId }, amount }, agentId),
    }),
  };
}

/**
 * POST /agents/me/quotes/{quoteId}/execute: a quote this agent created (any other is not
 * found), still executable now.
 */
export async function executeQuotePlan(tx: Tx, agentId: string, quotePublicId: string, walletSignature?: string): Promise<Plan> {
  const uuid = parseId('Quote', quotePublicId);
  const quote = uuid ? await findQuote(tx, tx.platformId, uuid) : undefined;
  if (!quote || quote.agent_id !== agentId) throw errors.QUOTE_NOT_FOUND('No quote with that id was created by this agent; create one with POST /agents/me/quotes');
  if (quote.status !== 'PENDING' || quote.executed_at) throw errors.CONFLICT(`The quote is ${quote.status} and has already been executed`);
  if (quote.expires_at.getTime() <= tx.now.getTime()) throw errors.QUOTE_EXPIRED();
  const destination = String(quote.destination.accountId ?? '');
  return {
    type: 'EXECUTE_QUOTE',
    sourceAccountId: formatId('InternalAccount', quote.source_account_id),
    destinationAccountId: destination.startsWith('InternalAccount:') || destination.startsWith('ExternalAccount:') ? destination : null,
    amount: BigInt(quote.sending_amount),
    currency: quote.sending_currency,
    debited: quote.source_account_id,
    quote,
    transactionId: quote.transaction_id,
    execute: (t, _ports, notify) => executeQuotePayment(t, quotePublicId, { walletSignature, notify }),
  };
}

export { transactionIdOf };
