import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, retryDelayMs } from '../../src/events/delivery.ts';
import { emitEvent } from '../../src/kernel/outbox.ts';
import { verifySignatureHeader } from '../../src/events/signer.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import { startReceiver } from '../support/receiver.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const emit = (platformId: string, type: string, data: unknown) =>
  h.database.db.transaction((tx) => emitEvent(tx, platformId, type, data, h.clock.now()));
const eventRow = async (id: string) =>
  (await h.database.db.query<{ status: string; attempts: number; last_error: string | null }>('SELECT * FROM events WHERE id = $1', [id]))[0];
const attempts = async (id: string) =>
  h.database.db.query<{ status_code: number | null; succeeded: boolean; latency_ms: number; error: string | null }>(
    'SELECT * FROM webhook_attempts WHERE event_id = $1 ORDER BY attempt',
    [id],
  );

describe('POST /sandbox/webhooks/test', () => {
  it('answers WEBHOOK_ENDPOINT_NOT_SET when no endpoint is configured', async () => {
    const p = await h.newPlatform('No endpoint');
    expectError(await h.call('POST', '/sandbox/webhooks/test', { as: p }), 400, 'WEBHOOK_ENDPOINT_NOT_SET');
  });

  it('delivers a signed TEST webhook synchronously and reports the answer', async () => {
    const receiver = await startReceiver();
    const p = await h.newPlatform('Test hook');
    await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: receiver.url } });
    const res = await h.call('POST', '/sandbox/webhooks/test', { as: p });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ url: receiver.url, response_status: 200, response_body: 'ok' });
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    const envelope = JSON.parse(got.body);
    expect(envelope).toMatchObject({ type: 'TEST', data: {} });
    expect(envelope.id).toMatch(/^Webhook:[0-9a-f-]{36}$/);
    const publicKey = (await h.call('GET', '/config', { as: p })).json().webhookPublicKey;
    expect(verifySignatureHeader(got.body, String(got.headers['x-service-signature']), publicKey)).toBe(true);
    expect(verifySignatureHeader(`${got.body} `, String(got.headers['x-service-signature']), publicKey)).toBe(false);
    await receiver.close();
  });

  it('answers WEBHOOK_DELIVERY_ERROR when the endpoint fails', async () => {
    const receiver = await startReceiver(() => 500);
    const p = await h.newPlatform('Failing hook');
    await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: receiver.url } });
    const body = expectError(await h.call('POST', '/sandbox/webhooks/test', { as: p }), 400, 'WEBHOOK_DELIVERY_ERROR');
    expect(body.details).toMatchObject({ responseStatus: 500 });
    await receiver.close();
  });
});

describe('outbox delivery', () => {
  it('delivers a committed event once, signed, with the envelope of the reference', async () => {
    const receiver = await startReceiver();
    const p = await h.newPlatform('Outbox');
    await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: receiver.url } });
    const id = await emit(p.platformId, 'CUSTOMER.KYC_APPROVED', { id: 'Customer:x', amount: 12345678901234567890n });
    await h.services.worker.drain();
    await h.services.worker.drain();
    expect(receiver.received).toHaveLength(1);
    const body = receiver.received[0].body;
    expect(body).toContain('"amount":12345678901234567890'); // exact, not rounded
    expect(JSON.parse(body)).toMatchObject({ id: `Webhook:${id}`, type: 'CUSTOMER.KYC_APPROVED', data: { id: 'Customer:x' } });
    expect((await eventRow(id)).status).toBe('DELIVERED');
    const tries = await attempts(id);
    expect(tries).toHaveLength(1);
    expect(tries[0]).toMatchObject({ status_code: 200, succeeded: true });
    await receiver.close();
  });

  it('writes no event when the transaction that emitted it rolls back', async () => {
    const p = await h.newPlatform('Rollback');
    await expect(
      h.database.db.transaction(async (tx) => {
        await emitEvent(tx, p.platformId, 'X.Y', {}, h.clock.now());
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await h.database.db.query('SELECT 1 FROM events WHERE platform_id = $1', [p.platformId]);
    expect(rows).toHaveLength(0);
  });

  it('retries with growing backoff, records each attempt, and gives up after about a day', async () => {
    let healthy = false;
    const receiver = await startReceiver(() => (healthy ? 200 : 503));
    const p = await h.newPlatform('Retry');
    await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: receiver.url } });
    const id = await emit(p.platformId, 'OUTGOING_PAYMENT.COMPLETED', { n: 1 });
    await h.services.worker.runOnce();
    expect((await eventRow(id)).status).toBe('PENDING');
    // Not yet due: nothing is sent.
    await h.services.worker.runOnce();
    expect(receiver.received).toHaveLength(1);
    h.clock.advance(retryDelayMs(1, () => 1) + 1);
    await h.services.worker.runOnce();
    expect(receiver.received).toHaveLength(2);
    healthy = true;
    h.clock.advance(retryDelayMs(2, () => 1) + 1);
    await h.services.worker.runOnce();
    expect((await eventRow(id)).status).toBe('DELIVERED');
    const tries = await attempts(id);
    expect(tries.map((t) => t.status_code)).toEqual([503, 503, 200]);

    healthy = false;
    const doomed = await emit(p.platformId, 'OUTGOING_PAYMENT.FAILED', { n: 2 });
    for (let i = 0; i < 60 && (await eventRow(doomed)).status === 'PENDING'; i++) {
      await h.services.worker.runOnce();
      h.clock.advance(2 * 60 * 60 * 1000 * 1.2 + 1);
    }
    const final = await eventRow(doomed);
    expect(final.status).toBe('FAILED');
    expect(final.attempts).toBeGreaterThan(10);
    expect(final.attempts).toBeLessThan(30);
    expect(GIVE_UP_AFTER_MS).toBe(24 * 60 * 60 * 1000);
    await receiver.close();
  });

  it('keeps and reports an event when no endpoint is configured, and delivers the next ones once one is', async () => {
    const p = await h.newPlatform('Quiet');
    const id = await emit(p.platformId, 'CUSTOMER.KYC_PENDING', {});
    await h.services.worker.drain();
    expect(await eventRow(id)).toMatchObject({ status: 'ENDPOINT_NOT_SET', last_error: 'WEBHOOK_ENDPOINT_NOT_SET' });
    expect(await attempts(id)).toEqual([]);
    // Known to have none now (its cached settings): its next events are written closed, never
    // claimed; and those written before it was known are closed in one statement. No attempt.
    const later = await Promise.all([1, 2, 3].map((i) => emit(p.platformId, 'CUSTOMER.KYC_PENDING', { i })));
    for (const e of later) expect(await eventRow(e)).toMatchObject({ status: 'ENDPOINT_NOT_SET', attempts: 0, last_error: 'WEBHOOK_ENDPOINT_NOT_SET' });
    h.services.platforms.forget(p.platformId);
    const unknown = await emit(p.platformId, 'CUSTOMER.KYC_PENDING', { i: 0 });
    expect(await eventRow(unknown)).toMatchObject({ status: 'PENDING' });
    await h.services.worker.drain();
    for (const e of [unknown, ...later]) {
      expect(await eventRow(e)).toMatchObject({ status: 'ENDPOINT_NOT_SET', last_error: 'WEBHOOK_ENDPOINT_NOT_SET' });
      expect(await attempts(e)).toEqual([]);
    }
    const receiver = await startReceiver();
    await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: receiver.url } });
    const after = await emit(p.platformId, 'CUSTOMER.KYC_PENDING', { i: 4 });
    await h.services.worker.drain();
    expect(await eventRow(after)).toMatchObject({ status: 'DELIVERED' });
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  });

  it('backs off exponentially with jitter up to a ceiling', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(2, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(30, () => 0.5)).toBe(2 * 60 * 60 * 1000);
    expect(retryDelayMs(1, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, () => 1)).toBe(36_000);
  });
});
