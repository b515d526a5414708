import type { Sql } from '../../db/driver.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { formatId, parseId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import { findInternal, listCustomerInternalAccounts } from '../accounts/index.ts';
import {
  createExternalAccount,
  deleteExternalAccount,
  findAccount,
  listExternalAccounts,
  presentExternalAccount,
} from '../external-accounts/index.ts';
import { createQuote, findQuote, findTransaction, listTransactions, type Notify, type PaymentPorts, presentQuote, presentTransaction, type QuoteInput, type TransactionFilters } from '../payments/index.ts';
import type { PlatformSettings } from '../platforms/index.ts';
import { actingAgent, type AgentScope, readingAgent } from './guard.ts';

/**
 * The agent's view of its customer's data: the platform's rules of payments, accounts and
 * external accounts, each call scoped to the agent's customer. Anything of another customer is
 * not found, exactly like something that does not exist.
 */

const customerOf = (scope: AgentScope) => formatId('Customer', scope.customerId);

/** Operation `agentListTransactions`: the customer's transactions, with GET /transactions' filters. */
export async function agentListTransactions(db: Sql, scope: AgentScope, filters: Omit<TransactionFilters, 'customerId' | 'platformCustomerId'>, page: PageRequest) {
  await readingAgent(db, scope, 'VIEW_TRANSACTIONS');
  return listTransactions(db, scope.platformId, { ...filters, customerId: customerOf(scope) }, page);
}

/** Operation `agentGetTransaction`. */
export async function agentGetTransaction(db: Sql, scope: AgentScope, publicId: string) {
  await readingAgent(db, scope, 'VIEW_TRANSACTIONS');
  const uuid = parseId('Transaction', publicId);
  const row = uuid ? await findTransaction(db, scope.platformId, uuid) : undefined;
  if (!row || row.customer_id !== scope.customerId) throw errors.TRANSACTION_NOT_FOUND();
  return presentTransaction(row);
}

/**
 * Operation `agentCreateQuote`: a quote from an internal account of the customer, to an account
 * of the customer or an UMA address; the quote remembers the agent, whose id its payment will
 * carry. It only prices: executing it is an action the policy decides (agentExecuteQuote), so a
 * quote that would execute by itself (immediatelyExecute, or funded in real time) is refused.
 */
export async function agentCreateQuote(tx: Tx, ports: PaymentPorts, scope: AgentScope, input: QuoteInput, settings: PlatformSettings, notify: Notify) {
  await actingAgent(tx, scope, 'CREATE_QUOTES');
  if (input.immediatelyExecute) {
    throw invalidInput([fieldError('immediatelyExecute', 'const', "an agent's quote executes through POST /agents/me/quotes/{quoteId}/execute, where the agent's policy applies; leave immediatelyExecute out")]);
  }
  if (input.source.sourceType !== 'ACCOUNT') {
    throw invalidInput([fieldError('source.sourceType', 'const', "an agent pays from an internal account of its customer: send sourceType ACCOUNT with one of GET /agents/me/internal-accounts")]);
  }
  const sourceId = parseId('InternalAccount', input.source.accountId ?? '');
  const source = sourceId ? await findInternal(tx, tx.platformId, sourceId) : undefined;
  if (!source || source.customerId !== scope.customerId) throw errors.ACCOUNT_NOT_FOUND('The source account is not an internal account of the agent\'s customer; GET /agents/me/internal-accounts lists them');
  const destination = input.destination;
  if (destination.destinationType === 'ACCOUNT') {
    const id = destination.accountId ?? '';
    const owner = id.startsWith('ExternalAccount:')
      ? (await findAccount(tx, tx.platformId, id, 'customer').catch(() => undefined))?.customer_id
      : await (async () => {
          const uuid = parseId('InternalAccount', id);
          return uuid ? (await findInternal(tx, tx.platformId, uuid))?.customerId : undefined;
        })();
    if (owner !== scope.customerId) throw errors.ACCOUNT_NOT_FOUND('The destination account is not an account of the agent\'s customer; pay another party through an external account of the customer or an UMA address');
  }
  const quote = await createQuote(tx, ports, input, settings, notify, scope.agentId);
  return { status: quote.status, body: quote.body };
}

/** Operation `agentGetQuote`: only a quote this agent created. */
export async function agentGetQuote(db: Sql, scope: AgentScope, publicId: string, now: Date) {
  await readingAgent(db, scope, null);
  const uuid = parseId('Quote', publicId);
  const row = uuid ? await findQuote(db, scope.platformId, uuid) : undefined;
  if (!row || row.agent_id !== scope.agentId) throw errors.QUOTE_NOT_FOUND('No quote with that id was created by this agent');
  return presentQuote(row, now);
}

/** Operation `agentListInternalAccounts`. */
export async function agentListInternalAccounts(db: Sql, scope: AgentScope, filters: { currency?: string; type?: string }, page: PageRequest) {
  await readingAgent(db, scope, null);
  return listCustomerInternalAccounts(db, scope.platformId, { ...filters, customerId: customerOf(scope) }, page);
}

/** Operation `agentListExternalAccounts`. */
export async function agentListExternalAccounts(db: Sql, scope: AgentScope, filters: { currency?: string }, page: PageRequest): Promise<Page<Record<string, unknown>>> {
  await readingAgent(db, scope, 'MANAGE_EXTERNAL_ACCOUNTS');
  return listExternalAccounts(db, scope.platformId, 'customer', { ...filters, customerId: customerOf(scope) }, page);
}

async function customersExternal(sql: Sql, scope: AgentScope, publicId: string, lock = false) {
  const row = await findAccount(sql, scope.platformId, publicId, 'customer', lock).catch(() => undefined);
  if (!row || row.customer_id !== scope.customerId) throw errors.ACCOUNT_NOT_FOUND('No external account with that id for the agent\'s customer; GET /agents/me/external-accounts lists them');
  return row;
}

/** Operation `agentGetExternalAccount`. */
export async function agentGetExternalAccount(db: Sql, scope: AgentScope, publicId: string) {
  await readingAgent(db, scope, 'MANAGE_EXTERNAL_ACCOUNTS');
  return presentExternalAccount(await customersExternal(db, scope, publicId));
}

/** Operation `agentCreateExternalAccount`: always the agent's customer's (customerId may be left out). */
export async function agentCreateExternalAccount(tx: Tx, scope: AgentScope, input: Parameters<typeof createExternalAccount>[1]) {
  await actingAgent(tx, scope, 'MANAGE_EXTERNAL_ACCOUNTS');
  if (input.customerId !== undefined && input.customerId !== customerOf(scope)) {
    throw errors.CUSTOMER_NOT_FOUND("An agent adds accounts for its own customer only; leave customerId out (or send the agent's customerId)");
  }
  if (input.platformAccountId !== undefined) {
    throw invalidInput([fieldError('platformAccountId', 'not', "an agent adds its customer's accounts, not the platform's; leave platformAccountId out")]);
  }
  return createExternalAccount(tx, { ...input, customerId: customerOf(scope) });
}

/** Operation `agentDeleteExternalAccount`. */
export async function agentDeleteExternalAccount(tx: Tx, scope: AgentScope, publicId: string): Promise<void> {
  await actingAgent(tx, scope, 'MANAGE_EXTERNAL_ACCOUNTS');
  await customersExternal(tx, scope, publicId);
  await deleteExternalAccount(tx, publicId, 'customer');
}
