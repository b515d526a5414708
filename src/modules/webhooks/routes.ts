import { envelope, recordTestDelivery } from '../../events/delivery.ts';
import { errors } from '../../http/errors.ts';
import type { Handlers } from '../../http/operation.ts';
import { newId } from '../../ids.ts';

export const webhookHandlers: Handlers = {
  /** Sends a TEST webhook now and reports what the endpoint answered; never retried. */
  async sendTestWebhook(ctx) {
    const { db, clock, delivery, platforms } = ctx.services;
    const platformId = ctx.caller.platformId;
    const target = await platforms.webhookTarget(platformId);
    if (!target.url) throw errors.WEBHOOK_ENDPOINT_NOT_SET('Set webhookEndpoint with PATCH /config first');
    const eventId = newId();
    const sentAt = clock.now();
    const result = await delivery.attempt(target, envelope(eventId, 'TEST', sentAt, '{}'));
    await db.transaction(async (tx) => recordTestDelivery(tx, platformId, eventId, sentAt, result, clock.now()));
    if (!result.ok) {
      throw errors.WEBHOOK_DELIVERY_ERROR(`The endpoint did not accept the test webhook (${result.error})`, {
        url: target.url,
        responseStatus: result.statusCode ?? null,
        error: result.error,
      });
    }
    return { status: 200, body: { url: target.url, response_status: result.statusCode, response_body: result.responseBody ?? '' } };
  },
};
