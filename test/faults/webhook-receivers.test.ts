import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Egress } from '../../src/egress/egress.ts';
import { EgressPolicy } from '../../src/egress/policy.ts';
import { emitEvent } from '../../src/kernel/outbox.ts';
import { httpTransport } from '../../src/ports/webhook-transport.ts';
import { type Harness, startHarness } from '../support/harness.ts';
import { stubResolver } from '../support/resolver.ts';

/**
 * Webhook receivers that misbehave: every event is still delivered once the receiver
 * recovers, and one slow receiver does not hold back other platforms' events.
 */
type Mode = 'ok' | 'fail' | 'hang' | 'trickle' | 'endless-error' | 'endless-ok';

async function receiver(initial: Mode) {
  let mode: Mode = initial;
  const delivered: string[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const id = (JSON.parse(Buffer.concat(chunks).toString()) as { id: string }).id;
      open.add(res);
      res.on('close', () => open.delete(res));
      if (mode === 'ok') {
        delivered.push(id);
        res.end('ok');
      } else if (mode === 'fail') res.writeHead(503).end('down');
      else if (mode === 'hang') {
        /* never answers */
      } else if (mode === 'trickle') {
        const text = 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok';
        let i = 0;
        const t = setInterval(() => (i < text.length && !res.socket?.destroyed ? res.socket?.write(text[i++]) : clearInterval(t)), 200);
      } else {
        if (mode === 'endless-ok') delivered.push(id);
        res.writeHead(mode === 'endless-ok' ? 200 : 500);
        const chunk = Buffer.alloc(16 * 1024, 'z');
        const pump = () => {
          while (!res.destroyed && res.write(chunk)) {}
          if (!res.destroyed) res.once('drain', pump);
        };
        pump();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    delivered,
    set: (m: Mode) => {
      mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of open) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let h: Harness;
beforeAll(async () => {
  const egress = new Egress(EgressPolicy.parse('loopback'), stubResolver());
  // A short deadline keeps the test short; the rules are the same at the default 10 s.
  h = await startHarness({ egress, webhookTransport: httpTransport(egress, { timeoutMs: 1500 }) });
});
afterAll(async () => h.close());

const emitMany = (platformId: string, n: number, type = 'FAULT.TEST') =>
  h.database.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++) await emitEvent(tx, platformId, type, { i }, h.clock.now());
  });
const statuses = async (platformId: string) =>
  h.database.db.query<{ status: string; n: string | number | bigint }>('SELECT status, count(*) AS n FROM events WHERE platform_id = $1 GROUP BY status', [
    platformId,
  ]);

describe('misbehaving webhook receivers', () => {
  for (const mode of ['fail', 'hang', 'trickle', 'endless-error'] as const) {
    it(`delivers every event once a receiver that would ${mode} recovers`, async () => {
      const r = await receiver(mode);
      const p = await h.newPlatform(`Receiver ${mode}`);
      await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: r.url } });
      await emitMany(p.platformId, 12);
      await h.services.worker.runOnce();
      expect(r.delivered).toHaveLength(0);
      const pending = await statuses(p.platformId);
      expect(pending).toEqual([{ status: 'PENDING', n: expect.anything() }]);
      const attempts = await h.database.db.query<{ error: string }>('SELECT DISTINCT error FROM webhook_attempts WHERE platform_id = $1', [p.platformId]);
      // Whatever went wrong, the attempt records the same few words: a status, or "no answer".
      for (const a of attempts) expect(a.error).toMatch(/^(HTTP 5\d\d|UNREACHABLE: no HTTP answer from the endpoint)$/);
      r.set('ok');
      h.clock.advance(3 * 60 * 60_000); // past every backoff so far
      await h.services.worker.drain();
      expect(new Set(r.delivered).size).toBe(12);
      expect((await statuses(p.platformId)).map((s) => s.status)).toEqual(['DELIVERED']);
      await r.close();
    });
  }

  it('counts an endless 2xx answer as delivered after reading a few KB', async () => {
    const r = await receiver('endless-ok');
    const p = await h.newPlatform('Endless ok');
    await h.call('PATCH', '/config', { as: p, body: { webhookEndpoint: r.url } });
    await emitMany(p.platformId, 3);
    await h.services.worker.drain();
    expect((await statuses(p.platformId)).map((s) => s.status)).toEqual(['DELIVERED']);
    await r.close();
  });

});

describe('one slow receiver among many', () => {
  let f: Harness;
  beforeAll(async () => {
    const egress = new Egress(EgressPolicy.parse('loopback'), stubResolver());
    f = await startHarness({ egress, webhookTransport: httpTransport(egress, { timeoutMs: 8000 }) });
  });
  afterAll(async () => f.close());

  it("does not hold back other platforms' events: they are all delivered while its own still hang", async () => {
    const slow = await receiver('hang');
    const fast = await receiver('ok');
    const a = await f.newPlatform('Hanging receiver');
    const b = await f.newPlatform('Healthy receiver');
    await f.call('PATCH', '/config', { as: a, body: { webhookEndpoint: slow.url } });
    await f.call('PATCH', '/config', { as: b, body: { webhookEndpoint: fast.url } });
    const emit = (platformId: string, n: number) =>
      f.database.db.transaction(async (tx) => {
        for (let i = 0; i < n; i++) await emitEvent(tx, platformId, 'FAULT.TEST', { i }, f.clock.now());
      });
    // The hanging platform's events are older, so they come first in every claim.
    await emit(a.platformId, 150);
    f.clock.advance(1000);
    await emit(b.platformId, 20);
    const started = performance.now();
    f.services.worker.start();
    while (fast.delivered.length < 20 && performance.now() - started < 7000) await new Promise((r) => setTimeout(r, 20));
    const finishedA = await f.database.db.query('SELECT 1 FROM webhook_attempts WHERE platform_id = $1', [a.platformId]);
    expect(new Set(fast.delivered).size).toBe(20);
    expect(finishedA, "a hanging delivery of A ended before B's events were all delivered").toHaveLength(0);
    await slow.close(); // the hanging requests are reset, so stop() does not wait out the deadline
    await f.services.worker.stop();
    await fast.close();
  });
});
