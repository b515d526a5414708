import http from 'node:http';
import https from 'node:https';
import { type Egress, EgressRefused } from '../egress/egress.ts';

/** How a webhook leaves the building. */
export interface WebhookTransport {
  /** Resolves with any HTTP answer; rejects with EgressRefused or EndpointUnreachable. */
  post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }>;
}

/**
 * Every way of not getting an HTTP answer (refused, reset, timed out, unknown name, TLS) is this
 * one error: the caller learns that the endpoint did not answer, never which of these, so the
 * test webhook cannot be used to tell an open port from a closed one.
 */
export class EndpointUnreachable extends Error {
  constructor() {
    super('the endpoint did not answer');
    this.name = 'EndpointUnreachable';
  }
}

export interface HttpTransportOptions {
  /** The whole exchange, connection to the last byte read. */
  timeoutMs?: number;
  /** Bytes of the answer's body kept; the rest is never read. */
  maxBodyBytes?: number;
}

/**
 * POSTs over HTTP(S) through the egress policy: the URL is checked as written, and the address
 * is checked at connect time by the policy's lookup. Redirects are not followed. Sockets are
 * kept alive per destination, each one checked when it connected.
 */
export function httpTransport(egress: Egress, options: HttpTransportOptions = {}): WebhookTransport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBodyBytes = options.maxBodyBytes ?? 4096;
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };
  return {
    post(target, headers, body) {
      let url: URL;
      try {
        url = new URL(target);
        egress.assertTarget(url);
      } catch (err) {
        return Promise.reject(err instanceof EgressRefused ? err : new EgressRefused('the webhook URL is not a valid URL'));
      }
      const protocol = url.protocol as 'http:' | 'https:';
      return new Promise((resolve, reject) => {
        let status: number | undefined;
        const chunks: Buffer[] = [];
        let kept = 0;
        let done = false;
        const finish = (err?: Error, complete = false) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          if (status !== undefined) resolve({ status, body: Buffer.concat(chunks).toString('utf8') });
          else reject(err instanceof EgressRefused ? err : new EndpointUnreachable());
          // A complete answer leaves the socket to the agent for the next delivery.
          if (!complete) request.destroy();
        };
        const request = (protocol === 'https:' ? https : http).request(url, {
          method: 'POST',
          agent: agents[protocol],
          lookup: egress.lookup,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        });
        // A receiver that trickles or never ends its answer is cut off; a status already read still counts.
        const timer = setTimeout(() => finish(), timeoutMs);
        request.on('error', (err) => finish(err));
        request.on('response', (response) => {
          status = response.statusCode ?? 0;
          response.on('data', (chunk: Buffer) => {
            const room = maxBodyBytes - kept;
            if (room > 0) chunks.push(chunk.subarray(0, room));
            kept += Math.min(room, chunk.length);
            if (kept >= maxBodyBytes) finish();
          });
          response.on('end', () => finish(undefined, true));
          response.on('error', () => finish());
        });
        request.end(body);
      });
    },
  };
}
