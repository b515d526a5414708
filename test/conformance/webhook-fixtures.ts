import type { Credentials, Harness } from '../support/harness.ts';
import type { Fixture } from './fixtures.ts';

/** An event of the owner's: a sandbox deposit writes two; the newest is taken from the delivery log. */
async function ownEvent(h: Harness, owner: Credentials): Promise<string> {
  const accounts = await h.call('GET', '/platform/internal-accounts', { as: owner, query: { currency: 'USD' } });
  await h.call('POST', `/sandbox/internal-accounts/${accounts.json().data[0].id}/fund`, { as: owner, body: { amount: 100 } });
  return (await h.call('GET', '/webhooks/events', { as: owner, query: { limit: '1' } })).json().data[0].id;
}

const event: Fixture = async (h, owner) => ({ params: { eventId: await ownEvent(h, owner) } });

/** The same, on a platform with an endpoint (a closed loopback port: nothing has to answer), which a redelivery needs. */
const redeliverable: Fixture = async (h, owner) => {
  await h.call('PATCH', '/config', { as: owner, body: { webhookEndpoint: 'http://127.0.0.1:9/hooks' } });
  return event(h, owner);
};

export const webhookFixtures: Record<string, Fixture> = {
  getWebhookEvent: event,
  redeliverWebhookEvent: redeliverable,
};
