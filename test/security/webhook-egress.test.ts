import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Egress } from '../../src/egress/egress.ts';
import { EgressPolicy } from '../../src/egress/policy.ts';
import { EndpointUnreachable, httpTransport } from '../../src/ports/webhook-transport.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';
import { startReceiver } from '../support/receiver.ts';
import { stubResolver } from '../support/resolver.ts';

/**
 * Where webhooks may go. Refusals are checked with a stub resolver that "resolves" names to
 * internal addresses; nothing here connects anywhere but loopback, and only where a loopback
 * receiver is the point of the test.
 */
const INTERNAL_LITERALS = [
  'http://127.0.0.1/',
  'http://127.9.9.9:8080/x',
  'http://0x7f.1/',
  'http://2130706433/',
  'http://017700000001/',
  'http://127.1/',
  'http://[::1]/',
  'http://[::]/',
  'http://0.0.0.0/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:a9fe:a9fe]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://10.0.0.1/',
  'http://172.16.5.4/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  'http://[fe80::1]/',
  'http://[fd00::1]/',
  'http://[ff02::1]/',
  'http://[64:ff9b::7f00:1]/',
  'http://[2002:7f00:1::]/',
  'http://192.0.2.10/',
];
const INTERNAL_ANSWERS = ['127.0.0.1', '::1', '10.1.1.1', '169.254.169.254', '100.100.100.100', 'fd12::1', '::ffff:192.168.0.1', '0.0.0.0'];

describe('the egress decision table', () => {
  const resolver = stubResolver({
    'hooks.example.com': ['93.184.216.34', '2606:2800:220:1::1'],
    'mixed.example.com': ['93.184.216.34', '10.0.0.8'],
    'hooks.internal': ['10.20.30.40'],
    'a.corp.example': ['10.1.2.3'],
    'corp.example.evil': ['10.1.2.3'],
    'xcorp.example': ['10.1.2.3'],
    ...Object.fromEntries(INTERNAL_ANSWERS.map((a, i) => [`internal${i}.example.com`, [a]])),
  });
  const strict = new Egress(EgressPolicy.PUBLIC_ONLY, resolver);

  it('refuses every internal address, however it is spelled', async () => {
    for (const url of INTERNAL_LITERALS) expect(await strict.problem(url), url).toMatch(/may not reach/);
  });

  it('refuses a name when any address it resolves to is internal', async () => {
    for (let i = 0; i < INTERNAL_ANSWERS.length; i++) expect(await strict.problem(`https://internal${i}.example.com/h`), INTERNAL_ANSWERS[i]).toMatch(/may not reach/);
    expect(await strict.problem('https://localhost/h')).toMatch(/may not reach/);
    expect(await strict.problem('https://mixed.example.com/h')).toMatch(/may not reach/);
  });

  it('accepts public addresses and names that resolve only to them', async () => {
    expect(await strict.problem('https://hooks.example.com/h')).toBeUndefined();
    expect(await strict.problem('http://93.184.216.34:8443/h')).toBeUndefined();
    expect(await strict.problem('https://[2606:2800:220:1::1]/h')).toBeUndefined();
    expect(await strict.problem('https://[::ffff:93.184.216.34]/h')).toBeUndefined();
  });

  it('refuses other schemes and credentials in the URL', async () => {
    for (const url of ['ftp://hooks.example.com/', 'file:///etc/passwd', 'gopher://hooks.example.com/', 'javascript:alert(1)', 'hooks.example.com/h']) {
      expect(await strict.problem(url), url).toBeDefined();
    }
    expect(await strict.problem('https://user:pass@hooks.example.com/h')).toMatch(/user name or password/);
    expect(await strict.problem('https://user@hooks.example.com/h')).toMatch(/user name or password/);
  });

  it('allows what the operator lists: loopback, CIDR ranges, addresses, host names and subdomains', async () => {
    const policy = EgressPolicy.parse('loopback, 10.20.0.0/16, fd12::1, hooks.internal, *.corp.example');
    const allowing = new Egress(policy, resolver);
    for (const url of ['http://127.0.0.1:9000/', 'http://[::1]/', 'http://localhost/', 'http://10.20.99.1/', 'http://[fd12::1]/', 'http://hooks.internal/', 'http://a.corp.example/']) {
      expect(await allowing.problem(url), url).toBeUndefined();
    }
    for (const url of ['http://10.21.0.1/', 'http://169.254.169.254/', 'http://[fd12::2]/', 'http://corp.example.evil/', 'http://xcorp.example/']) {
      expect(await allowing.problem(url), url).toMatch(/may not reach/);
    }
    expect(policy.describe()).toContain('loopback');
  });

  it('refuses a malformed allow-list entry at start-up, naming it', () => {
    expect(() => EgressPolicy.parse('10.0.0.0/99')).toThrow(/10.0.0.0\/99/);
    expect(() => EgressPolicy.parse('http://x')).toThrow(/http:\/\/x/);
  });

  it('accepts a name that does not resolve yet at configuration time (delivery checks again)', async () => {
    expect(await strict.problem('https://not-yet.example.com/h')).toBeUndefined();
  });
});

describe('PATCH /config and delivery under the server default (public addresses only)', () => {
  let h: Harness;
  const resolver = stubResolver({ 'rebind.example.com': ['93.184.216.34'], 'metadata.example.com': ['169.254.169.254'] });
  beforeAll(async () => {
    h = await startHarness({ egress: new Egress(EgressPolicy.PUBLIC_ONLY, resolver) });
  });
  afterAll(async () => h.close());

  it('refuses internal endpoints with a field error, and stores nothing', async () => {
    for (const url of [...INTERNAL_LITERALS.slice(0, 12), 'http://localhost:8080/', 'https://metadata.example.com/', 'https://u:p@rebind.example.com/']) {
      const res = await h.call('PATCH', '/config', { body: { webhookEndpoint: url } });
      const body = expectError(res, 400, 'INVALID_INPUT');
      expect((body.details!.errors as { field: string }[]).map((e) => e.field), url).toEqual(['webhookEndpoint']);
      expect(res.body).not.toContain('u:p@');
    }
    expect((await h.call('GET', '/config')).json().webhookEndpoint).toBeUndefined();
  });

  it('lists the endpoint refusal together with the other field errors', async () => {
    const res = await h.call('PATCH', '/config', {
      body: {
        webhookEndpoint: 'http://10.0.0.1/',
        supportedCurrencies: [
          { currencyCode: 'USD', minAmount: 5, maxAmount: 1, requiredCounterpartyFields: [], enabledTransactionTypes: ['OUTGOING'] },
        ],
      },
    });
    const body = expectError(res, 400, 'INVALID_INPUT');
    expect((body.details!.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['supportedCurrencies.0.minAmount', 'webhookEndpoint']);
  });

  it('refuses at connect time a name that has come to resolve to loopback since it was configured (DNS rebinding)', async () => {
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    resolver.answers['rebind.example.com'] = ['93.184.216.34'];
    const patched = await h.call('PATCH', '/config', { body: { webhookEndpoint: `http://rebind.example.com:${port}/hooks` } });
    expect(patched.statusCode).toBe(200);
    resolver.answers['rebind.example.com'] = ['127.0.0.1'];
    const asked = resolver.asked.length;
    const body = expectError(await h.call('POST', '/sandbox/webhooks/test'), 400, 'WEBHOOK_DELIVERY_ERROR');
    expect(body.reason).toMatch(/may not reach/);
    expect(resolver.asked.length).toBeGreaterThan(asked);
    expect(receiver.received).toHaveLength(0);
    await receiver.close();
  });
});

/** A loopback server whose behaviour each test sets. */
async function server(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; close: () => Promise<void>; srv: Server }> {
  const srv = createServer(handler);
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  return {
    srv,
    url: `http://127.0.0.1:${port}/hooks`,
    close: () =>
      new Promise<void>((resolve) => {
        srv.closeAllConnections();
        srv.close(() => resolve());
      }),
  };
}

describe('what the test webhook tells its caller', () => {
  let h: Harness;
  beforeAll(async () => {
    const egress = new Egress(EgressPolicy.parse('loopback'), stubResolver());
    h = await startHarness({ egress, webhookTransport: httpTransport(egress, { timeoutMs: 800 }) });
  });
  afterAll(async () => h.close());

  const test = async (url: string) => {
    await h.call('PATCH', '/config', { body: { webhookEndpoint: url } });
    return h.call('POST', '/sandbox/webhooks/test');
  };

  it('reports only the status of a refusing endpoint, never its body', async () => {
    const s = await server((_req, res) => {
      res.statusCode = 500;
      res.end('internal secret: db password hunter2');
    });
    const res = await test(s.url);
    const body = expectError(res, 400, 'WEBHOOK_DELIVERY_ERROR');
    expect(body.details).toMatchObject({ responseStatus: 500 });
    expect(res.body).not.toContain('hunter2');
    await s.close();
  });

  it('reads at most 4 KB of an answer that never ends, and answers promptly', async () => {
    let sent = 0;
    const s = await server((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (sent < 512 * 1024 * 1024 && res.write(chunk)) sent += chunk.length;
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    });
    const started = Date.now();
    const res = await test(s.url);
    expect(res.statusCode).toBe(200);
    expect(res.json().response_body.length).toBeLessThanOrEqual(4096);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    await s.close();
  });

  it('gives one and the same error for a closed port, a hang, a reset and a trickle', async () => {
    const closed = await server(() => {});
    const closedUrl = closed.url;
    await closed.close();
    const hang = await server(() => {});
    const reset = await server((req) => req.socket.destroy());
    // A valid answer, one byte every 100 ms: its status line is not complete before the deadline.
    const trickle = await server((_req, res) => {
      const text = 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok';
      let i = 0;
      const t = setInterval(() => (i < text.length ? res.socket?.write(text[i++]) : clearInterval(t)), 100);
      res.on('close', () => clearInterval(t));
    });
    const answers = [];
    for (const url of [closedUrl, hang.url, reset.url, trickle.url]) {
      const body = expectError(await test(url), 400, 'WEBHOOK_DELIVERY_ERROR');
      answers.push({ reason: body.reason, details: { ...body.details, url: undefined } });
    }
    for (const a of answers) expect(a).toEqual(answers[0]);
    await Promise.all([hang.close(), reset.close(), trickle.close()]);
  });

  it('refuses a destination the policy forbids without connecting, whatever the transport', async () => {
    const egress = new Egress(EgressPolicy.PUBLIC_ONLY, stubResolver());
    await expect(httpTransport(egress).post('http://127.0.0.1:1/', {}, '{}')).rejects.toThrow(/may not reach/);
    await expect(httpTransport(egress).post('http://localhost:1/', {}, '{}')).rejects.toThrow(/may not reach/);
    await expect(httpTransport(new Egress(EgressPolicy.parse('loopback'), stubResolver())).post('http://nowhere.invalid/', {}, '{}')).rejects.toBeInstanceOf(
      EndpointUnreachable,
    );
  });
});
