import { operation } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { revealCard, revealOrigin } from './reveal.ts';
import { createCard, getCard, listCards, updateCardById } from './service.ts';
import { tokenizeCard } from './tokenize.ts';

/** The six Cards operations (docs/cards.md). */
export const cardOperations = [
  operation('createCard', { runs: 'write', status: 201 }, (ctx, tx) => createCard(tx, ctx.services.cardLimits, ctx.body)),
  operation('listCards', { runs: 'read', status: 200 }, (ctx) => listCards(ctx.readDb(), ctx.caller.platformId, ctx.query, pageRequest(ctx.query))),
  operation('getCardById', { runs: 'read', status: 200 }, (ctx) => getCard(ctx.readDb(), ctx.caller.platformId, ctx.params.id)),
  operation('updateCardById', { runs: 'write', status: 200 }, (ctx, tx) => updateCardById(tx, ctx.params.id, ctx.body)),
  operation('revealCard', { runs: 'write', status: 200 }, (ctx, tx) =>
    revealCard(tx, ctx.services.keyring, ctx.caller, revealOrigin(ctx.request), ctx.params.id),
  ),
  operation('tokenizeCard', { runs: 'write', status: 200 }, (ctx, tx) =>
    tokenizeCard(tx, ctx.services.keyring, ctx.services.walletProviders, ctx.params.id, ctx.body),
  ),
];
