import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../src/events/delivery.ts';
import { emitEvent } from '../../src/kernel/outbox.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { fund, platformAccount } from '../support/payments.ts';
import { startReceiver } from '../support/receiver.ts';

/**
 * The delivery log (GET /webhooks/events, GET /webhooks/events/{eventId}) and redelivery
 * (POST /webhooks/events/{eventId}/redeliver), against a real receiver on loopback.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

interface WebhookEvent {
  id: string;
  type: string;
  status: string;
  createdAt: string;
  attemptCount: number;
  nextAttemptAt?: string;
  deliveredAt?: string;
  lastError?: string;
  data?: Record<string, unknown>;
  deliveryAttempts?: { attempt: number; url?: string; statusCode?: number; latencyMs: number; error?: string; succeeded: boolean; attemptedAt: string }[];
}

const emit = async (p: Credentials, type: string, data: unknown) =>
  `Webhook:${await h.database.db.transaction((tx) => emitEvent(tx, p.platformId, type, data, h.clock.now()))}`;
const list = async (p: Credentials, query: Record<string, string> = {}) => {
  const res = await h.call('GET', '/webhooks/events', { as: p, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: WebhookEvent[]; hasMore: boolean; nextCursor?: string; totalCount: number };
};
const get = async (p: Credentials, id: string) => {
  const res = await h.call('GET', `/webhooks/events/${id}`, { as: p });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WebhookEvent;
};
const redeliver = (p: Credentials, id: string) => h.call('POST', `/webhooks/events/${id}/redeliver`, { as: p });
const setEndpoint = async (p: Credentials, url: string) => expect((await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: url } })).statusCode).toBe(200);

describe('GET /webhooks/events', () => {
  let p: Credentials;
  const ids: string[] = [];
  beforeAll(async () => {
    p = await h.newPlatform('Event log');
    for (let i = 0; i < 5; i++) ids.push(await emit(p, i % 2 ? 'CUSTOMER.KYC_APPROVED' : 'CUSTOMER.KYC_PENDING', { id: `Customer:c${i}`, i }));
  });

  it('lists the platform\'s events newest first, with the envelope\'s id, the data as stored and a bounded total', async () => {
    const page = await list(p);
    expect(page.totalCount).toBe(5);
    expect(page.hasMore).toBe(false);
    expect(page.data.map((e) => e.id)).toEqual([...ids].reverse());
    // No endpoint was ever known for this platform: pending, due now, nothing attempted yet.
    expect(page.data[0]).toEqual({
      id: ids[4],
      type: 'CUSTOMER.KYC_PENDING',
      status: 'PENDING',
      createdAt: h.clock.now().toISOString(),
      attemptCount: 0,
      nextAttemptAt: h.clock.now().toISOString(),
      data: { id: 'Customer:c4', i: 4 },
    });
  });

  it('pages with the cursor until hasMore is false, each page counting the whole list', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < 5; n++) {
      const page = await list(p, { limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.totalCount).toBe(5);
      seen.push(...page.data.map((e) => e.id));
      if (!page.hasMore) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('filters by type, by status and by the id of the data object', async () => {
    const approved = await list(p, { type: 'CUSTOMER.KYC_APPROVED' });
    expect(approved.data.map((e) => e.id)).toEqual([ids[3], ids[1]]);
    expect(approved.totalCount).toBe(2);
    expect((await list(p, { status: 'DELIVERED' })).data).toEqual([]);
    expect((await list(p, { status: 'PENDING' })).totalCount).toBe(5);
    const one = await list(p, { objectId: 'Customer:c2' });
    expect(one.data.map((e) => e.id)).toEqual([ids[2]]);
    // Only the data object's own id counts, not a mention elsewhere in it.
    const mention = await emit(p, 'CUSTOMER.KYC_PENDING', { id: 'Customer:other', note: 'Customer:c2' });
    expect((await list(p, { objectId: 'Customer:c2' })).data.map((e) => e.id)).toEqual([ids[2]]);
    expect((await list(p, { objectId: 'Customer:other' })).data.map((e) => e.id)).toEqual([mention]);
    expect((await list(p, { objectId: 'Customer:nobody' })).totalCount).toBe(0);
  });

  it("shows one object's webhooks: a sandbox deposit's transaction and its account", async () => {
    const q = await h.newPlatform('Deposit log');
    const account = await platformAccount(h, 'USD', q);
    expect((await fund(h, account, 2_500, q)).statusCode).toBe(200);
    const deposit = (await list(q, { type: 'INCOMING_PAYMENT.COMPLETED' })).data;
    expect(deposit).toHaveLength(1);
    const transactionId = deposit[0].data?.id as string;
    expect(transactionId).toMatch(/^Transaction:/);
    expect((await list(q, { objectId: transactionId })).data.map((e) => e.type)).toEqual(['INCOMING_PAYMENT.COMPLETED']);
    expect((await list(q, { objectId: account })).data.map((e) => e.type)).toEqual(['INTERNAL_ACCOUNT.BALANCE_UPDATED']);
  });

  it('keeps big integers of the data exact, as the envelope does', async () => {
    const q = await h.newPlatform('Big data');
    await emit(q, 'INTERNAL_ACCOUNT.BALANCE_UPDATED', { id: 'InternalAccount:x', amount: 12345678901234567890n });
    const res = await h.call('GET', '/webhooks/events', { as: q });
    expect(res.body).toContain('"amount":12345678901234567890');
  });

  it('refuses a filter value outside the contract, naming the field', async () => {
    const res = await h.call('GET', '/webhooks/events', { as: p, query: { status: 'SENT' } });
    const body = expectError(res, 400, 'INVALID_INPUT');
    expect(JSON.stringify(body.details)).toContain('status');
    expectError(await h.call('GET', '/webhooks/events', { as: p, query: { cursor: 'not-a-cursor' } }), 400, 'INVALID_INPUT');
  });

  it('shows no other platform\'s events', async () => {
    const stranger = await h.newPlatform('Stranger log');
    expect((await list(stranger)).totalCount).toBe(0);
    expect((await list(stranger, { objectId: 'Customer:c1' })).data).toEqual([]);
  });
});

describe('GET /webhooks/events/{eventId} and redelivery through the worker', () => {
  let p: Credentials;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let failFirst = true;
  beforeAll(async () => {
    // The first delivery of each event is refused with 503, later ones accepted.
    const answered = new Map<string, number>();
    receiver = await startReceiver((req) => {
      const id = JSON.parse(req.body).id as string;
      const n = (answered.get(id) ?? 0) + 1;
      answered.set(id, n);
      return failFirst && n === 1 ? 503 : 200;
    });
    p = await h.newPlatform('Delivery log');
    await setEndpoint(p, receiver.url);
  });
  afterAll(async () => receiver.close());

  it('shows every attempt, the failed one and the one that delivered, in attempt order', async () => {
    const id = await emit(p, 'OUTGOING_PAYMENT.COMPLETED', { id: 'Transaction:t1', amount: 100 });
    await h.services.worker.drain();
    const failed = await get(p, id);
    expect(failed).toMatchObject({ id, status: 'PENDING', attemptCount: 1, lastError: 'HTTP 503' });
    expect(failed.deliveryAttempts).toEqual([
      { attempt: 1, url: receiver.url, statusCode: 503, latencyMs: expect.any(Number), error: 'HTTP 503', succeeded: false, attemptedAt: h.clock.now().toISOString() },
    ]);
    expect(new Date(failed.nextAttemptAt as string).getTime()).toBeGreaterThan(h.clock.now().getTime());

    h.clock.advance(retryDelayMs(1, () => 1) + 1);
    await h.services.worker.drain();
    const delivered = await get(p, id);
    expect(delivered).toMatchObject({ id, status: 'DELIVERED', attemptCount: 2, deliveredAt: h.clock.now().toISOString(), data: { id: 'Transaction:t1', amount: 100 } });
    expect(delivered.nextAttemptAt).toBeUndefined();
    expect(delivered.lastError).toBeUndefined();
    expect(delivered.deliveryAttempts?.map((a) => [a.attempt, a.statusCode, a.succeeded])).toEqual([
      [1, 503, false],
      [2, 200, true],
    ]);
    expect((await list(p, { objectId: 'Transaction:t1' })).data[0]).toMatchObject({ id, status: 'DELIVERED', attemptCount: 2 });
  });

  it('redelivers a delivered event: 202 PENDING and due now, then the worker sends it again with its id and data', async () => {
    failFirst = false;
    const id = await emit(p, 'OUTGOING_PAYMENT.PENDING', { id: 'Transaction:t2', amount: 12345678901234567890n });
    await h.services.worker.drain();
    expect((await get(p, id)).status).toBe('DELIVERED');
    const first = receiver.received.filter((r) => JSON.parse(r.body).id === id);
    expect(first).toHaveLength(1);

    h.clock.advance(60_000);
    const res = await redeliver(p, id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ id, status: 'PENDING', attemptCount: 1, nextAttemptAt: h.clock.now().toISOString(), data: { id: 'Transaction:t2' } });
    await h.services.worker.drain();

    const sent = receiver.received.filter((r) => JSON.parse(r.body).id === id);
    expect(sent).toHaveLength(2);
    // The same event: id, type and data byte for byte; only the envelope's timestamp is the new send's.
    const dataOf = (body: string) => body.slice(body.indexOf('"data":'));
    expect(dataOf(sent[1].body)).toBe(dataOf(sent[0].body));
    expect(dataOf(sent[1].body)).toContain('"amount":12345678901234567890');
    expect(JSON.parse(sent[1].body)).toMatchObject({ id, type: 'OUTGOING_PAYMENT.PENDING' });
    const again = await get(p, id);
    expect(again).toMatchObject({ status: 'DELIVERED', attemptCount: 2, deliveredAt: h.clock.now().toISOString() });
    expect(again.deliveryAttempts?.map((a) => [a.attempt, a.succeeded])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it('redelivers an event that had nowhere to go once an endpoint is set, and answers 400 until then', async () => {
    const q = await h.newPlatform('Late endpoint');
    const id = await emit(q, 'CUSTOMER.KYC_APPROVED', { id: 'Customer:late' });
    await h.services.worker.drain();
    expect(await get(q, id)).toMatchObject({ status: 'ENDPOINT_NOT_SET', attemptCount: 0, lastError: 'WEBHOOK_ENDPOINT_NOT_SET', deliveryAttempts: [] });
    const refused = expectError(await redeliver(q, id), 400, 'WEBHOOK_ENDPOINT_NOT_SET');
    expect(refused.reason).toContain('PATCH /config');
    expect((await get(q, id)).status).toBe('ENDPOINT_NOT_SET');

    await setEndpoint(q, receiver.url);
    expect((await redeliver(q, id)).statusCode).toBe(202);
    await h.services.worker.drain();
    expect(await get(q, id)).toMatchObject({ status: 'DELIVERED', attemptCount: 1 });
    expect(receiver.received.filter((r) => JSON.parse(r.body).id === id)).toHaveLength(1);
  });
});

describe('permissions and platforms', () => {
  let owner: Credentials;
  let eventId: string;
  beforeAll(async () => {
    owner = await h.newPlatform('Owner');
    await setEndpoint(owner, 'http://127.0.0.1:9/hooks');
    eventId = await emit(owner, 'CUSTOMER.KYC_PENDING', { id: 'Customer:owned' });
  });

  it('lets a VIEW token read the log and refuses it a redelivery with 403', async () => {
    const viewer = await h.newToken(owner.platformId, ['VIEW']);
    expect((await list(viewer)).data.map((e) => e.id)).toContain(eventId);
    expect((await get(viewer, eventId)).id).toBe(eventId);
    expectError(await redeliver(viewer, eventId), 403, 'FORBIDDEN');
    const manager = await h.newToken(owner.platformId, ['MANAGE']);
    expect((await redeliver(manager, eventId)).statusCode).toBe(202);
  });

  it("answers 404 for another platform's event, an unknown one and an id of another kind", async () => {
    const stranger = await h.newPlatform('Other platform');
    await setEndpoint(stranger, 'http://127.0.0.1:9/hooks');
    expectError(await h.call('GET', `/webhooks/events/${eventId}`, { as: stranger }), 404, 'NOT_FOUND');
    expectError(await redeliver(stranger, eventId), 404, 'NOT_FOUND');
    // A platform without an endpoint still hears 404 first: the id is not its own.
    const quiet = await h.newPlatform('No endpoint either');
    expectError(await redeliver(quiet, eventId), 404, 'NOT_FOUND');
    expectError(await h.call('GET', '/webhooks/events/Webhook:0192f000-0000-7000-8000-000000000000', { as: owner }), 404, 'NOT_FOUND');
    expectError(await h.call('GET', `/webhooks/events/${eventId.replace('Webhook:', 'Transaction:')}`, { as: owner }), 404, 'NOT_FOUND');
    const bare = expectError(await h.call('GET', `/webhooks/events/${eventId.replace('Webhook:', '')}`, { as: owner }), 404, 'NOT_FOUND');
    expect(bare.reason).toContain(`send ${eventId}`);
    expect((await get(owner, eventId)).status).toBe('PENDING');
  });
});
