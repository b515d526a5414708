import { type OperationId, operation, type WriteContext } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { parseId } from '../../ids.ts';
import type { Notify } from '../payments/index.ts';
import {
  agentGetAction,
  approveAgentAction,
  approvePayment,
  executeQuotePlan,
  initiate,
  pageOfActions,
  rejectAgentAction,
  rejectPayment,
  type Runner,
  transferInPlan,
  transferOutPlan,
} from './actions.ts';
import { scopeOf } from './guard.ts';
import {
  agentCreateExternalAccount,
  agentCreateQuote,
  agentDeleteExternalAccount,
  agentGetExternalAccount,
  agentGetQuote,
  agentGetTransaction,
  agentListExternalAccounts,
  agentListInternalAccounts,
  agentListTransactions,
} from './reads.ts';

/** One-time codes (an SCA customer's payment) go out once their challenge is committed. */
const notifier =
  (ctx: WriteContext<OperationId>): Notify =>
  (message) =>
    ctx.afterCommit(() => ctx.services.notifier.send(message));

const runner = (ctx: WriteContext<OperationId>): Runner => ({ ports: ctx.services, notify: notifier(ctx) });

/** A filter id of the platform's list: a malformed one matches nothing (a uuid no row has). */
const NO_ROW = '00000000-0000-0000-0000-000000000000';
const filterId = (type: string, text: string | undefined) => (text === undefined ? undefined : (parseId(type, text) ?? NO_ROW));
const dateOf = (text: string | undefined) => (text === undefined ? undefined : new Date(text));

export const agentActionOperations = [
  // The agent's own: its customer's data and its actions.
  operation('agentListTransactions', { runs: 'read' }, async (ctx) => ({
    status: 200,
    json: await agentListTransactions(ctx.readDb(), scopeOf(ctx.caller), ctx.query, pageRequest(ctx.query)),
  })),
  operation('agentGetTransaction', { runs: 'read', status: 200 }, (ctx) =>
    agentGetTransaction(ctx.readDb(), scopeOf(ctx.caller), ctx.params.transactionId),
  ),
  operation(
    'agentCreateQuote',
    { runs: 'write', before: async (ctx) => (await ctx.services.platforms.get(ctx.caller.platformId)).config },
    (ctx, tx, settings) => agentCreateQuote(tx, ctx.services, scopeOf(ctx.caller), ctx.body, settings, notifier(ctx)),
  ),
  operation('agentGetQuote', { runs: 'read', status: 200 }, (ctx) =>
    agentGetQuote(ctx.readDb(), scopeOf(ctx.caller), ctx.params.quoteId, ctx.services.clock.now()),
  ),
  operation('agentExecuteQuote', { runs: 'write', status: 200 }, (ctx, tx) => {
    const scope = scopeOf(ctx.caller);
    return initiate(tx, runner(ctx), scope, 'EXECUTE_QUOTE', (t) => executeQuotePlan(t, scope.agentId, ctx.params.quoteId, ctx.headers['service-wallet-signature']));
  }),
  operation('agentCreateTransferOut', { runs: 'write', status: 201 }, (ctx, tx) => {
    const scope = scopeOf(ctx.caller);
    const b = ctx.body;
    return initiate(tx, runner(ctx), scope, 'TRANSFER_OUT', (t) =>
      transferOutPlan(t, scope.customerId, {
        sourceAccountId: b.source.accountId,
        destinationAccountId: b.destination.accountId,
        amount: b.amount,
        remittanceInformation: b.remittanceInformation,
        purposeOfPayment: b.purposeOfPayment,
      }),
    );
  }),
  operation('agentCreateTransferIn', { runs: 'write', status: 201 }, (ctx, tx) => {
    const scope = scopeOf(ctx.caller);
    const b = ctx.body;
    return initiate(tx, runner(ctx), scope, 'TRANSFER_IN', (t) =>
      transferInPlan(t, scope.customerId, { sourceAccountId: b.source.accountId, destinationAccountId: b.destination.accountId, amount: b.amount }),
    );
  }),
  operation('agentListActions', { runs: 'read', status: 200 }, (ctx) => {
    const scope = scopeOf(ctx.caller);
    return pageOfActions(ctx.readDb(), scope.platformId, { agentId: scope.agentId, status: ctx.query.status }, pageRequest(ctx.query), ctx.services.clock.now());
  }),
  operation('agentGetAction', { runs: 'read', status: 200 }, (ctx) =>
    agentGetAction(ctx.readDb(), scopeOf(ctx.caller), ctx.params.actionId, ctx.services.clock.now()),
  ),
  operation('agentListInternalAccounts', { runs: 'read', status: 200 }, (ctx) =>
    agentListInternalAccounts(ctx.readDb(), scopeOf(ctx.caller), ctx.query, pageRequest(ctx.query)),
  ),
  operation('agentListExternalAccounts', { runs: 'read', status: 200 }, (ctx) =>
    agentListExternalAccounts(ctx.readDb(), scopeOf(ctx.caller), ctx.query, pageRequest(ctx.query)),
  ),
  operation('agentCreateExternalAccount', { runs: 'write', status: 201 }, (ctx, tx) => agentCreateExternalAccount(tx, scopeOf(ctx.caller), ctx.body)),
  operation('agentGetExternalAccount', { runs: 'read', status: 200 }, (ctx) =>
    agentGetExternalAccount(ctx.readDb(), scopeOf(ctx.caller), ctx.params.externalAccountId),
  ),
  operation('agentDeleteExternalAccount', { runs: 'write', status: 204 }, (ctx, tx) =>
    agentDeleteExternalAccount(tx, scopeOf(ctx.caller), ctx.params.externalAccountId),
  ),

  // The platform's decisions.
  operation('listAgentApprovals', { runs: 'read', status: 200 }, (ctx) => {
    const q = ctx.query;
    const filters = {
      agentId: filterId('Agent', q.agentId),
      customerId: filterId('Customer', q.customerId),
      start: dateOf(q.startDate),
      end: dateOf(q.endDate),
      sortOrder: q.sortOrder,
    };
    return pageOfActions(ctx.readDb(), ctx.caller.platformId, filters, pageRequest(q), ctx.services.clock.now());
  }),
  operation('approveAgentAction', { runs: 'write', status: 200 }, (ctx, tx) => approveAgentAction(tx, runner(ctx), ctx.params.agentId, ctx.params.actionId)),
  operation('rejectAgentAction', { runs: 'write', status: 200 }, (ctx, tx) =>
    rejectAgentAction(tx, ctx.params.agentId, ctx.params.actionId, ctx.body?.reason),
  ),
  // Declared here rather than in payments: an agent's pending payment is decided as its action.
  operation('approvePendingPayment', { runs: 'write', status: 200 }, (ctx, tx) => approvePayment(tx, runner(ctx), ctx.params.transactionId)),
  operation('rejectPendingPayment', { runs: 'write', status: 200 }, (ctx, tx) => rejectPayment(tx, ctx.params.transactionId, ctx.body?.reason)),
];
