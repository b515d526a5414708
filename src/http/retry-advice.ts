import type { FastifyReply } from 'fastify';

/**
 * `x-should-retry` on error answers. SDKs generated from the reference repeat 408, 409, 429 and
 * 5xx answers (with backoff) unless the answer says `x-should-retry: false`; without it a 409
 * "quote already executed" or a 501 was sent three times for the same refusal.
 * - true: 503 (the database or an outside party is away for a moment), and any answer that
 *   says when to come back (`Retry-After`: 429, and a 409 whose Idempotency-Key is still in use);
 * - false: every other 4xx but 408 and 429, and 501 (an operation not built stays unbuilt);
 * - none: the rest (500, 408, a 429 without Retry-After), where the SDK's own choice stands.
 */
export function shouldRetry(status: number, retryAfter: boolean): boolean | undefined {
  if (status < 400) return undefined;
  if (status === 503 || retryAfter) return true;
  if (status === 501 || (status < 500 && status !== 408 && status !== 429)) return false;
  return undefined;
}

/** Sets the reply's `x-should-retry` from its status and headers; called for every answer, just before it is sent. */
export function adviseRetry(reply: FastifyReply): void {
  const advice = shouldRetry(reply.statusCode, reply.hasHeader('retry-after'));
  if (advice !== undefined) reply.header('x-should-retry', advice ? 'true' : 'false');
}
