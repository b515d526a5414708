import { envelope, recordTestDelivery } from '../../events/delivery.ts';
import { errors } from '../../http/errors.ts';
import { operation } from '../../http/operation.ts';
import { newId } from '../../ids.ts';

export const webhookOperations = [
  /** Sends a TEST webhook now and reports what the endpoint answered; never retried. */
  operation(
    'sendTestWebhook',
    {
      runs: 'write',
      status: 200,
      // The endpoint is called before the transaction that records the attempt opens.
      before: async (ctx) => {
        const target = await ctx.services.platforms.webhookTarget(ctx.caller.platformId);
        if (!target.url) throw errors.WEBHOOK_ENDPOINT_NOT_SET('Set webhookEndpoint with PATCH /config first');
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
];
