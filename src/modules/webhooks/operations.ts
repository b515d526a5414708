import { envelope, recordTestDelivery } from '../../events/delivery.ts';
import { errors } from '../../http/errors.ts';
import { operation } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { newId } from '../../ids.ts';
import { getWebhookEvent, listWebhookEvents, redeliverable, redeliverWebhookEvent } from './events.ts';
import { endpointTarget } from './target.ts';

export const webhookOperations = [
  /** Sends a TEST webhook now and reports what the endpoint answered; never retried. */
  operation(
    'sendTestWebhook',
    {
      runs: 'write',
      status: 200,
      // The endpoint is called before the transaction that records the attempt opens.
      before: async (ctx) => {
        const target = await endpointTarget(ctx.services.platforms, ctx.caller.platformId);
        const eventId = newId();
        const sentAt = ctx.services.clock.now();
        const result = await ctx.services.delivery.attempt(target, envelope(eventId, 'TEST', sentAt, '{}'));
        return { url: target.url, eventId, sentAt, result };
      },
    },
    async (ctx, tx, { url, eventId, sentAt, result }) => {
      const { clock } = ctx.services;
      await recordTestDelivery(tx, tx.platformId, eventId, sentAt, result, clock.now());
      // The failed attempt stays recorded: the error is the answer once it has committed.
      if (!result.ok) {
        ctx.afterCommit(() => {
          throw errors.WEBHOOK_DELIVERY_ERROR(`The endpoint did not accept the test webhook (${result.error})`, {
            url,
            responseStatus: result.statusCode ?? null,
            error: result.error,
          });
        });
      }
      return { url, response_status: result.statusCode, response_body: result.responseBody ?? '' };
    },
  ),

  // The delivery log answers JSON text (webhooks/present.ts), hence whole replies.
  operation('listWebhookEvents', { runs: 'read' }, async (ctx) => {
    const { type, status, objectId } = ctx.query;
    return { status: 200, json: await listWebhookEvents(ctx.readDb(), ctx.caller.platformId, { type, status, objectId }, pageRequest(ctx.query)) };
  }),

  operation('getWebhookEvent', { runs: 'read' }, async (ctx) => ({
    status: 200,
    json: await getWebhookEvent(ctx.readDb(), ctx.caller.platformId, ctx.params.eventId),
  })),

  operation(
    'redeliverWebhookEvent',
    {
      runs: 'write',
      // Reads on services.db happen before the transaction opens (embedded PGlite has one connection).
      before: (ctx) => redeliverable(ctx.services.db, ctx.services.platforms, ctx.caller.platformId, ctx.params.eventId),
    },
    async (_ctx, tx, uuid) => ({ status: 202, json: await redeliverWebhookEvent(tx, uuid) }),
  ),
];
