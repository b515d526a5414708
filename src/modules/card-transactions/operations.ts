import { operation } from '../../http/operation.ts';
import { authorizationAdvice, authorizeCredit, authorizeDebit, balanceInquiry, cardReturn, clearing, returnReversal } from './service.ts';

/**
 * The ten card simulations under /sandbox/cards/{id}/simulate/ (docs/cards.md, "Card transactions").
 * Not grouped: an authorization's hold is decided under the ledger's lock and written with the
 * COMMIT (authorizeDebit), so two in one shared transaction would decide from the same figures.
 */
export const cardTransactionOperations = [
  operation('sandboxSimulateCardAuthorization', { runs: 'write', status: 202, sandboxOnly: true }, (ctx, tx) => authorizeDebit(tx, ctx.params.id, ctx.body, false)),
  operation('sandboxSimulateCardFinancialAuthorization', { runs: 'write', status: 202, sandboxOnly: true }, (ctx, tx) => authorizeDebit(tx, ctx.params.id, ctx.body, true)),
  operation('sandboxSimulateCardCreditAuthorization', { runs: 'write', status: 202, sandboxOnly: true }, (ctx, tx) => authorizeCredit(tx, ctx.params.id, ctx.body, false)),
  operation('sandboxSimulateCardFinancialCreditAuthorization', { runs: 'write', status: 202, sandboxOnly: true }, (ctx, tx) => authorizeCredit(tx, ctx.params.id, ctx.body, true)),
  operation('sandboxSimulateCardCreditAuthorizationAdvice', { runs: 'write', status: 202, sandboxOnly: true }, (ctx, tx) => authorizeCredit(tx, ctx.params.id, ctx.body, true)),
  operation('sandboxSimulateCardBalanceInquiry', { runs: 'write', status: 202, sandboxOnly: true }, (ctx, tx) => balanceInquiry(tx, ctx.params.id, ctx.body)),
  operation('sandboxSimulateCardClearing', { runs: 'write', status: 202, sandboxOnly: true }, (ctx, tx) => clearing(tx, ctx.params.id, ctx.body)),
  operation('sandboxSimulateCardAuthorizationAdvice', { runs: 'write', status: 202, sandboxOnly: true }, (ctx, tx) => authorizationAdvice(tx, ctx.params.id, ctx.body)),
  operation('sandboxSimulateCardReturn', { runs: 'write', status: 202, sandboxOnly: true }, (ctx, tx) => cardReturn(tx, ctx.params.id, ctx.body)),
  operation('sandboxSimulateCardReturnReversal', { runs: 'write', status: 202, sandboxOnly: true }, (ctx, tx) => returnReversal(tx, ctx.params.id, ctx.body?.cardTransactionId)),
];
