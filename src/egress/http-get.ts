import http from 'node:http';
import https from 'node:https';
import { type Egress, EgressRefused } from './egress.ts';

export interface GuardedGetOptions {
  /** The whole exchange, connection to the last byte read. */
  timeoutMs: number;
  /** A larger answer is refused rather than read to its end. */
  maxBodyBytes: number;
}

/** Why a GET through the egress policy produced no usable answer; the reason is safe to show. */
export class FetchFailed extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'FetchFailed';
  }
}

/**
 * A fetch-shaped GET (what jose's `customFetch` expects) that leaves through the egress policy:
 * the URL is checked as written and every address at connect time, redirects are not followed,
 * and a slow or oversized answer is cut off, so a configured issuer can neither reach inside
 * the network nor hold a request open.
 */
export function guardedGet(egress: Egress, options: GuardedGetOptions) {
  return (target: string, init: { headers?: Headers | Record<string, string>; signal?: AbortSignal } = {}): Promise<Response> => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return Promise.reject(new FetchFailed(`${target} is not a valid URL`));
    }
    try {
      egress.assertTarget(url);
    } catch {
      return Promise.reject(new FetchFailed(`${url.hostname} is not an address the service may reach`));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.headers instanceof Headers) {
      for (const [k, v] of init.headers) headers[k] = v;
    } else Object.assign(headers, init.headers ?? {});
    return new Promise((resolve, reject) => {
      let settled = false;
      const fail = (reason: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        request.destroy();
        reject(new FetchFailed(reason));
      };
      const request = (url.protocol === 'https:' ? https : http).request(url, { method: 'GET', headers, lookup: egress.lookup, signal: init.signal });
      const timer = setTimeout(() => fail(`${url.host} did not answer within ${options.timeoutMs} ms`), options.timeoutMs);
      request.on('error', (err) => {
        if (err instanceof EgressRefused) fail(`${url.hostname} is, or resolves to, an address the service may not reach`);
        else if (init.signal?.aborted) fail(`${url.host} did not answer in time`);
        else fail(`${url.host} could not be reached`);
      });
      request.on('response', (response) => {
        if (response.statusCode !== 200) return fail(`${url.host} answered HTTP ${response.statusCode}`);
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBodyBytes) fail(`${url.host} answered more than ${options.maxBodyBytes} bytes`);
          else chunks.push(chunk);
        });
        response.on('error', () => fail(`${url.host} broke off its answer`));
        response.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          const answerHeaders = new Headers();
          for (const [k, v] of Object.entries(response.headers)) if (typeof v === 'string') answerHeaders.set(k, v);
          resolve(new Response(Buffer.concat(chunks), { status: 200, headers: answerHeaders }));
        });
      });
      request.end();
    });
  };
}
