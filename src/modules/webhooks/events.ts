import type { Sql } from '../../db/driver.ts';
import { type EventFilters, findEvent, pageOfEvents, requeueEvent } from '../../events/event-log.ts';
import { errors } from '../../http/errors.ts';
import { type PageRequest, pageJson } from '../../http/pagination.ts';
import { parseId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { Platforms } from '../platforms/index.ts';
import { webhookEventJson } from './present.ts';
import { endpointTarget } from './target.ts';

/**
 * The delivery log as the API shows it: the platform's events, one event with its attempts,
 * and a redelivery. The rows are the outbox's (src/events/event-log.ts); answers are JSON text
 * (present.ts), so that an event's data reads exactly as it was delivered.
 */

const eventNotFound = () => errors.NOT_FOUND('No webhook event with that id on this platform; send an id like Webhook:<uuid>, as GET /webhooks/events lists it');

/** The uuid of `Webhook:<uuid>`, the id the delivered envelope carries; 404 for anything else. */
function eventUuid(publicId: string): string {
  const uuid = parseId('Webhook', publicId);
  if (!uuid) throw eventNotFound();
  return uuid;
}

export async function listWebhookEvents(sql: Sql, platformId: string, filters: EventFilters, page: PageRequest): Promise<string> {
  // A WebhookEventListResponse from a page of webhookEventJson texts.
  return pageJson(await pageOfEvents(sql, platformId, filters, page, (row) => webhookEventJson(row)));
}

export async function getWebhookEvent(sql: Sql, platformId: string, publicId: string): Promise<string> {
  const found = await findEvent(sql, platformId, eventUuid(publicId));
  if (!found) throw eventNotFound();
  return webhookEventJson(found.event, found.attempts);
}

/**
 * What a redelivery checks before its transaction: that the event is the platform's (404
 * first, so another platform's id is unknown whatever this platform's settings), then that
 * there is an endpoint to send it to. Answers the event's uuid.
 */
export async function redeliverable(sql: Sql, platforms: Platforms, platformId: string, publicId: string): Promise<string> {
  const uuid = eventUuid(publicId);
  if (!(await findEvent(sql, platformId, uuid))) throw eventNotFound();
  await endpointTarget(platforms, platformId);
  return uuid;
}

/** Back in the delivery queue, due now (requeueEvent); the worker sends it with its original id and data. */
export async function redeliverWebhookEvent(tx: Tx, uuid: string): Promise<string> {
  const event = await requeueEvent(tx, tx.platformId, uuid, tx.now);
  // Housekeeping may have taken a finished event since it was checked.
  if (!event) throw eventNotFound();
  return webhookEventJson(event);
}
