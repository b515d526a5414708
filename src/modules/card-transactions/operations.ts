import { operation } from '../../http/operation.ts';
import { authorizationAdvice, authorizeCredit, authorizeDebit, balanceInquiry, cardReturn, clearing, returnReversal } from './service.ts';

/**
 * The ten card simulations under /sandbox/cards/{id}/simulate/ (docs/cards.md, "Card transactions").
 * A dual-message authorization is the card network's hot path: grouped with the other
 * authorizations of its card (one funding account, so a group locks one account), which share a
 * transaction, one lock of the account and one COMMIT. Each member's hold is decided under that
 * lock from the figures after the holds of the members before it (applyLedger lays the writes
 * queued for COMMIT over what it reads), so a group never holds more than the account has. The
 * other simulations write the ledger before COMMIT (a single message clears at once) and are
 * rare: not grouped.
 */
export const cardTransactionOperations = [
  operation('sandboxSimulateCardAuthorization', { runs: 'grouped', status: 202, sandboxOnly: true, groupBy: (ctx) => ctx.params.id }, (ctx, tx) => authorizeDebit(tx, ctx.params.id, ctx.body, false)),
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
