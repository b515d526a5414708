import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingMessage['headers'];
  body: string;
  /** When the request arrived and when its answer was sent (performance.now() of this process). */
  startedAt: number;
  endedAt: number;
}

export interface ReceiverOptions {
  /** How long to hold each request before answering (a slow endpoint); default 0. */
  holdMs?: (req: Received) => number;
}

/** A real HTTP endpoint on loopback that records what it receives and answers as told. */
export async function startReceiver(answer: (req: Received, n: number) => number = () => 200, options: ReceiverOptions = {}) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const startedAt = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const r: Received = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), startedAt, endedAt: startedAt };
      received.push(r);
      res.statusCode = answer(r, received.length);
      const send = () => {
        r.endedAt = performance.now();
        res.end('ok');
      };
      const hold = options.holdMs?.(r) ?? 0;
      if (hold > 0) setTimeout(send, hold);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
