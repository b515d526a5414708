import type { WebhookTarget } from '../../events/delivery.ts';
import { errors } from '../../http/errors.ts';
import type { Platforms } from '../platforms/index.ts';

/**
 * Where the platform's webhooks go, for an operation that sends one now (a test) or has one
 * sent again (a redelivery): with nowhere to send, 400 WEBHOOK_ENDPOINT_NOT_SET says what to set.
 */
export async function endpointTarget(platforms: Platforms, platformId: string): Promise<WebhookTarget & { url: string }> {
  const target = await platforms.webhookTarget(platformId);
  if (!target.url) throw errors.WEBHOOK_ENDPOINT_NOT_SET('Set webhookEndpoint with PATCH /config first');
  return { ...target, url: target.url };
}
