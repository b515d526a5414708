import { loggedPath } from './log-fields.ts';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * The level of each request's log lines. Fastify logs every request at info and every error the
 * default handler sees at error; an operator then reads a load balancer's health probe every
 * second and a stack trace for each `501 NOT_IMPLEMENTED` or refused body. Here: probes at
 * debug, a refusal (4xx, 501) at info, a client being throttled (429) or a 503 at warn, and
 * only failures (5xx but 501) at error, with their stack (logged by the error handler, see
 * `failureLogged`).
 */
export type Level = 'debug' | 'info' | 'warn' | 'error';

/** Paths a load balancer or scraper asks all day; nothing worth an info line unless they fail. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export function completionLevel(path: string, status: number): Level {
  if (status === 429 || status === 503) return 'warn';
  if (status >= 500 && status !== 501) return 'error';
  return PROBES.has(path) ? 'debug' : 'info';
}

/**
 * Whether an error answered with `status` is logged with its stack: every 5xx but 501, which
 * says an operation is not built (a fact about this release, not a failure of a request).
 */
export function failureLogged(status: number): boolean {
  return status >= 500 && status !== 501;
}

/** The error code each refused request answered with, for its completion line. */
const codes = new WeakMap<FastifyReply, string>();

export function noteErrorCode(reply: FastifyReply, code: string): void {
  codes.set(reply, code);
}

function pathOf(request: FastifyRequest): string {
  return loggedPath(request.url);
}

export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    // The completion line says everything this one does, and more; this one is for tracing.
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      // The response stream itself failed (the client went away mid-body, say): not a refusal.
      reply.log.warn({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    const level = completionLevel(pathOf(request), reply.statusCode);
    // Below the logger's level (warn in a busy deployment) the line is not built at all: pino
    // says so (Fastify's logger type does not declare isLevelEnabled; a logger without it logs).
    const log = reply.log as typeof reply.log & { isLevelEnabled?(level: string): boolean };
    if (log.isLevelEnabled?.(level) === false) return;
    const code = codes.get(reply);
    reply.log[level]({ req: request, res: reply, ...(code ? { code } : {}), responseTime: reply.elapsedTime }, 'request completed');
  }
}
