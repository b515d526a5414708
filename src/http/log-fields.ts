import type { FastifyRequest } from 'fastify';

/**
 * What a log line may say about a request and an error. Bodies are never logged; neither is
 * the query string (filters such as `email=` carry personal data) nor any header. A database
 * error's message, `detail`, `where` and parameters quote the values of the statement (a key
 * that already exists, a value that failed a cast), so only its SQLSTATE and the names of the
 * constraint, table and column go to the log.
 */
/**
 * The path as the log may show it: without the query, without the bearer token of a card
 * reveal link (GET /card-reveal/<token>: the link is the credential to the card's number), and
 * without an agent's device code (…/agents/device-codes/<code>/redeem: the code is the proof).
 */
export function loggedPath(url: string): string {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (path.startsWith('/card-reveal/')) return '/card-reveal/[redacted]';
  // Every request's completion asks (a probe's path decides its level): the pattern only where it can match.
  return path.includes('/device-codes/') ? path.replace(/\/agents\/device-codes\/[^/]+/, '/agents/device-codes/[redacted]') : path;
}

export function requestFields(request: FastifyRequest) {
  return {
    id: request.id,
    method: request.method,
    path: loggedPath(request.url),
    operationId: request.operation?.operationId,
  };
}

export function errorFields(err: unknown): { type: string; message: string; stack: string; [field: string]: unknown } {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const e = err as Error & Record<string, unknown>;
  if (isDatabaseError(e)) {
    return {
      type: 'DatabaseError',
      message: `database error ${e.code}`,
      code: e.code,
      severity: e.severity,
      constraint: e.constraint,
      table: e.table,
      column: e.column,
      routine: e.routine,
      stack: frames(e.stack),
    };
  }
  return { type: e.name, code: e.code, message: e.message, stack: e.stack ?? '' };
}

function isDatabaseError(e: Record<string, unknown>): boolean {
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'routine' in e || 'detail' in e);
}

/** The call frames of a stack without its first line, which repeats the message. */
function frames(stack: unknown): string {
  return typeof stack === 'string' ? stack.split('\n').slice(1).join('\n') : '';
}
