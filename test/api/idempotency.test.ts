import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../src/http/errors.ts';
import { operation } from '../../src/http/operation.ts';
import { onServer } from '../support/database.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';

/**
 * The engine is exercised through a real operation that declares Idempotency-Key
 * (createCustomerKycLink) with a stand-in handler that writes an event and can be held
 * open or made to fail on demand.
 */
let gate: Promise<void> | undefined;
/** Held before the transaction opens (PGlite's one connection stays free for other requests). */
let slowStart: Promise<void> | undefined;
let failNext = false;
const stub = [
  operation(
    'createCustomerKycLink',
    {
      runs: 'write',
      status: 201,
      before: async () => {
        const wait = slowStart;
        slowStart = undefined;
        if (wait) await wait;
      },
    },
    async (ctx, tx) => {
      await tx.emit('TEST.IDEMPOTENCY', { customerId: ctx.params.customerId });
      if (gate) await gate;
      if (failNext) {
        failNext = false;
        throw errors.INVALID_INPUT('made to fail');
      }
      return {
        kycUrl: `https://kyc.example/${ctx.params.customerId}`,
        platformCustomerId: 'p-1',
        expiresAt: tx.now.toISOString(),
        provider: 'SUMSUB',
      };
    },
  ),
];

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ operations: stub });
});
afterAll(async () => h.close());

const customer = 'Customer:0192f000-0000-7000-8000-000000000001';
const path = `/customers/${customer}/kyc-link`;
const events = async () =>
  Number((await h.database.db.query<{ n: bigint }>("SELECT count(*) AS n FROM events WHERE type = 'TEST.IDEMPOTENCY'"))[0].n);

describe('Idempotency-Key', () => {
  it('replays the stored reply for the same key and body, executing once', async () => {
    const before = await events();
    const first = await h.call('POST', path, { body: { redirectUri: 'https://app.example/done' }, headers: { 'idempotency-key': 'k-1' } });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await h.call('POST', path, { body: { redirectUri: 'https://app.example/done' }, headers: { 'idempotency-key': 'k-1' } });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(await events()).toBe(before + 1);
  });

  it('treats key order in the body as the same request', async () => {
    const a = await h.call('POST', path, { body: { redirectUri: 'https://a.example/x' }, headers: { 'idempotency-key': 'k-order' } });
    const b = await h.call('POST', path, { body: JSON.parse('{"redirectUri":"https://a.example/x"}'), headers: { 'idempotency-key': 'k-order' } });
    expect(b.body).toBe(a.body);
  });

  it('rejects the same key with a different body with 422 IDEMPOTENCY_KEY_REUSED', async () => {
    await h.call('POST', path, { body: { redirectUri: 'https://app.example/one' }, headers: { 'idempotency-key': 'k-2' } });
    const other = await h.call('POST', path, { body: { redirectUri: 'https://app.example/two' }, headers: { 'idempotency-key': 'k-2' } });
    expectError(other, 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  // Embedded PGlite has one connection, so a second request simply waits for the first and is
  // then replayed; the in-flight answer can only be observed with a server.
  it.skipIf(!onServer)('answers 409 IDEMPOTENCY_KEY_IN_USE while the first request is still running, and never executes twice', async () => {
    const before = await events();
    let open!: () => void;
    gate = new Promise((r) => {
      open = r;
    });
    const first = h.call('POST', path, { body: {}, headers: { 'idempotency-key': 'k-3' } });
    await new Promise((r) => setTimeout(r, 50));
    const second = await h.call('POST', path, { body: {}, headers: { 'idempotency-key': 'k-3' } });
    open();
    gate = undefined;
    expectError(second, 409, 'IDEMPOTENCY_KEY_IN_USE');
    expect((await first).statusCode).toBe(201);
    expect(await events()).toBe(before + 1);
  });

  it('keeps keys per platform', async () => {
    const other = await h.newPlatform('Other');
    const mine = await h.call('POST', path, { body: {}, headers: { 'idempotency-key': 'shared-key' } });
    const theirs = await h.call('POST', path, { body: { redirectUri: 'https://x.example/' }, headers: { 'idempotency-key': 'shared-key' }, as: other });
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets a key whose request failed, with no effect left behind, so the client can retry', async () => {
    const before = await events();
    failNext = true;
    const failed = await h.call('POST', path, { body: {}, headers: { 'idempotency-key': 'k-4' } });
    expectError(failed, 400, 'INVALID_INPUT');
    expect(await events()).toBe(before);
    const retried = await h.call('POST', path, { body: {}, headers: { 'idempotency-key': 'k-4' } });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('expires keys after 24 hours', async () => {
    await h.call('POST', path, { body: {}, headers: { 'idempotency-key': 'k-5' } });
    h.clock.advance(24 * 60 * 60 * 1000 + 1);
    const later = await h.call('POST', path, { body: { redirectUri: 'https://new.example/' }, headers: { 'idempotency-key': 'k-5' } });
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('rejects an over-long key', async () => {
    const res = await h.call('POST', path, { body: {}, headers: { 'idempotency-key': 'x'.repeat(256) } });
    expectError(res, 400, 'INVALID_INPUT');
  });
});

describe('housekeeping', () => {
  it('purges expired idempotency keys', async () => {
    await h.call('POST', path, { body: {}, headers: { 'idempotency-key': 'old-key' } });
    h.clock.advance(25 * 60 * 60 * 1000);
    await h.services.idempotency.purgeExpired();
    const rows = await h.database.db.query("SELECT 1 FROM idempotency_keys WHERE key = 'old-key'");
    expect(rows).toHaveLength(0);
  });

  it('rolls back a request whose claim was taken over while it ran, answering 409 IDEMPOTENCY_KEY_IN_USE', async () => {
    const before = await events();
    let release!: () => void;
    slowStart = new Promise((r) => {
      release = r;
    });
    const headers = { 'idempotency-key': 'k-slow' };
    const body = { redirectUri: 'https://app.example/done' };
    const slow = h.call('POST', path, { body, headers });
    await new Promise((r) => setTimeout(r, 50));
    h.clock.advance(61_000);
    const takeover = await h.call('POST', path, { body, headers });
    expect(takeover.statusCode, takeover.body).toBe(201);
    release();
    expectError(await slow, 409, 'IDEMPOTENCY_KEY_IN_USE');
    expect(await events()).toBe(before + 1);
    const replay = await h.call('POST', path, { body, headers });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(takeover.body);
  });
});
