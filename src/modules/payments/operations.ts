import { type OperationId, operation, type WriteContext } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { transferIn } from './collection.ts';
import { authorizeQuote, type Notify, resendQuoteScaCode } from './authorization.ts';
import { executeQuote } from './execute-quote.ts';
import { fundInternalAccount } from './funding.ts';
import { confirmReceiptDelivery, sandboxReceive } from './incoming.ts';
import { listTransactionLedgerEntries } from './ledger-entries.ts';
import { createQuote, getQuote } from './quotes.ts';
import { sandboxSend } from './sandbox-send.ts';
import { transferOut } from './transfers.ts';
import { cancelTransaction, getTransaction, listTransactions } from './transactions.ts';

/** SCA codes go out once their challenge is committed. */
const notifier =
  (ctx: WriteContext<OperationId>): Notify =>
  (message) =>
    ctx.afterCommit(() => ctx.services.notifier.send(message));

export const paymentOperations = [
  operation('sandboxFundInternalAccount', { runs: 'write', status: 200, sandboxOnly: true }, (ctx, tx) =>
    fundInternalAccount(tx, ctx.params.accountId, BigInt(ctx.body.amount)),
  ),

  operation(
    'createQuote',
    // The platform's settings come from its cache, before the transaction: the grouped handler depends on nothing but its transaction.
    { runs: 'grouped', before: async (ctx) => (await ctx.services.platforms.get(ctx.caller.platformId)).config },
    (ctx, tx, settings) => createQuote(tx, ctx.services, ctx.body, settings, notifier(ctx)),
  ),

  operation('getQuoteById', { runs: 'read', status: 200 }, (ctx) =>
    getQuote(ctx.readDb(), ctx.caller.platformId, ctx.params.quoteId, ctx.services.clock.now()),
  ),

  operation('executeQuote', { runs: 'grouped', status: 200 }, (ctx, tx) =>
    executeQuote(tx, ctx.params.quoteId, {
      walletSignature: ctx.headers['service-wallet-signature'],
      scaFactor: ctx.body?.scaFactor,
      notify: notifier(ctx),
    }),
  ),

  // A wrong proof is refused after the commit: its counted attempts must stay.
  operation('authorizeQuote', { runs: 'write', status: 200 }, async (ctx, tx) => {
    const result = await authorizeQuote(tx, ctx.params.quoteId, ctx.body, notifier(ctx));
    if (result.ok !== false) return result;
    ctx.afterCommit(() => {
      throw result.error;
    });
  }),

  operation('resendQuoteScaCode', { runs: 'write', status: 204 }, (ctx, tx) => resendQuoteScaCode(tx, ctx.params.quoteId, notifier(ctx))),

  operation('createTransferIn', { runs: 'write', status: 201 }, (ctx, tx) => transferIn(tx, ctx.services.rails, ctx.body)),

  operation('createTransferOut', { runs: 'write', status: 201 }, (ctx, tx) => transferOut(tx, ctx.services, ctx.body, notifier(ctx))),

  // The page comes as JSON text (transactions.ts), hence a whole reply.
  operation('listTransactions', { runs: 'read' }, async (ctx) => ({
    status: 200,
    json: await listTransactions(ctx.readDb(), ctx.caller.platformId, ctx.query, pageRequest(ctx.query)),
  })),

  operation('getTransactionById', { runs: 'read', status: 200 }, (ctx) =>
    getTransaction(ctx.readDb(), ctx.caller.platformId, ctx.params.transactionId),
  ),

  operation('listTransactionLedgerEntries', { runs: 'read', status: 200 }, (ctx) =>
    listTransactionLedgerEntries(ctx.readDb(), ctx.caller.platformId, ctx.params.transactionId),
  ),

  operation('sandboxReceive', { runs: 'write', status: 200, sandboxOnly: true }, (ctx, tx) => sandboxReceive(tx, ctx.body)),

  operation('sandboxSend', { runs: 'write', status: 200, sandboxOnly: true }, (ctx, tx) => sandboxSend(tx, ctx.body)),

  // approvePendingPayment and rejectPendingPayment are declared by agent-actions: a payment
  // awaiting its platform is an incoming one (incoming.ts) or an agent's (one decision with
  // the agent action's), and only agent-actions knows both.

  operation('confirmReceiptDelivery', { runs: 'write', status: 200 }, (ctx, tx) =>
    confirmReceiptDelivery(tx, ctx.params.transactionId, ctx.body?.receiptDeliveryConfirmedAt),
  ),

  operation('cancelTransaction', { runs: 'write', status: 200 }, (ctx, tx) => cancelTransaction(tx, ctx.params.transactionId)),
];
