import type { Handlers } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { type TransferInInput, transferIn } from './collection.ts';
import { executeQuote } from './execute.ts';
import { fundInternalAccount } from './funding.ts';
import { approvePendingPayment, confirmReceiptDelivery, rejectPendingPayment, type SandboxReceiveInput, sandboxReceive } from './incoming.ts';
import { createQuote, getQuote, type QuoteInput } from './quotes.ts';
import { type SandboxSendInput, sandboxSend } from './sandbox-send.ts';
import { type TransferOutInput, transferOut } from './transfers.ts';
import { cancelTransaction, getTransaction, listTransactions, type TransactionFilters } from './transactions.ts';

export const paymentHandlers: Handlers = {
  async sandboxFundInternalAccount(ctx) {
    const { amount } = ctx.body as { amount: number | bigint };
    return ctx.write(async (tx) => ({ status: 200, body: await fundInternalAccount(tx, ctx.params.accountId, BigInt(amount)) }));
  },

  async createQuote(ctx) {
    const settings = (await ctx.services.platforms.get(ctx.caller.platformId)).config;
    return ctx.write((tx) => createQuote(tx, ctx.services, ctx.body as QuoteInput, settings));
  },

  async getQuoteById(ctx) {
    return { status: 200, body: await getQuote(ctx.services.db, ctx.caller.platformId, ctx.params.quoteId, ctx.services.clock.now()) };
  },

  async executeQuote(ctx) {
    return ctx.write(async (tx) => ({ status: 200, body: await executeQuote(tx, ctx.services.rails, ctx.params.quoteId, ctx.headers['service-wallet-signature']) }));
  },

  async createTransferIn(ctx) {
    return ctx.write(async (tx) => ({ status: 201, body: await transferIn(tx, ctx.services.rails, ctx.body as TransferInInput) }));
  },

  async createTransferOut(ctx) {
    return ctx.write(async (tx) => ({ status: 201, body: await transferOut(tx, ctx.services, ctx.body as TransferOutInput) }));
  },

  async listTransactions(ctx) {
    return { status: 200, body: await listTransactions(ctx.services.db, ctx.caller.platformId, ctx.query as TransactionFilters, pageRequest(ctx.query)) };
  },

  async getTransactionById(ctx) {
    return { status: 200, body: await getTransaction(ctx.services.db, ctx.caller.platformId, ctx.params.transactionId) };
  },

  async sandboxReceive(ctx) {
    return ctx.write(async (tx) => ({ status: 200, body: await sandboxReceive(tx, ctx.body as SandboxReceiveInput) }));
  },

  async sandboxSend(ctx) {
    return ctx.write(async (tx) => ({ status: 200, body: await sandboxSend(tx, ctx.services.rails, ctx.body as SandboxSendInput) }));
  },

  async approvePendingPayment(ctx) {
    return ctx.write(async (tx) => ({ status: 200, body: await approvePendingPayment(tx, ctx.params.transactionId) }));
  },

  async rejectPendingPayment(ctx) {
    return ctx.write(async (tx) => ({ status: 200, body: await rejectPendingPayment(tx, ctx.params.transactionId) }));
  },

  async confirmReceiptDelivery(ctx) {
    const body = (ctx.body ?? {}) as { receiptDeliveryConfirmedAt?: string };
    return ctx.write(async (tx) => ({ status: 200, body: await confirmReceiptDelivery(tx, ctx.params.transactionId, body.receiptDeliveryConfirmedAt) }));
  },

  async cancelTransaction(ctx) {
    return ctx.write(async (tx) => ({ status: 200, body: await cancelTransaction(tx, ctx.params.transactionId) }));
  },
};
