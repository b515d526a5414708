import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/driver.ts';
import { scopedTx } from '../kernel/tx.ts';
import type { Services } from '../services.ts';
import { type Operation, fastifyPath } from './contract.ts';
import { ApiError, errors, type FieldError, invalidInput, unsupportedMediaType } from './errors.ts';
import { withIdHint } from './id-hints.ts';
import { assertKey, type Claim, Replay } from './idempotency.ts';
import { canonical, stringify } from '../kernel/json.ts';
import { unrepresentable } from './json-body.ts';
import type { Caller } from '../kernel/caller.ts';
import { declarations, type Input, type Transaction, type Unit } from './operation.ts';
import { splitJoined } from './query-arrays.ts';
import type { Reply } from './reply.ts';
import { sha256Hex } from './secrets.ts';
import { type ContractValidator, type RequestValidators, validateOrThrow } from './validation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operation?: Operation;
    caller?: Caller;
  }
}

/**
 * Registers every operation of the contract: its declaration when built, 501 otherwise. Returns
 * the operationIds built.
 */
export function registerOperations(
  app: FastifyInstance,
  prefix: string,
  services: Services,
  validator: ContractValidator,
  units: readonly Unit[],
): ReadonlySet<string> {
  const declared = declarations(units, services.contract);
  for (const op of services.contract.operations) {
    // Compiled on first use: most of the contract is not called in a given process.
    let validators: RequestValidators | undefined;
    const unit = declared.get(op.operationId);
    app.route({
      method: op.method,
      url: prefix + fastifyPath(op.path),
      config: { operationId: op.operationId },
      onRequest: async (request) => {
        request.operation = op;
        if (op.security.length > 0) request.caller = await services.auth.authenticate(request, op);
      },
      handler: async (request, reply) => {
        validators ??= validator.compileRequest(op);
        return dispatch(op, unit, validators, services, request, reply);
      },
    });
  }
  return new Set(declared.keys());
}

async function dispatch(
  op: Operation,
  unit: Unit | undefined,
  validators: RequestValidators,
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (!unit) {
    throw errors.NOT_IMPLEMENTED(
      `${op.operationId} (${op.method} ${op.path}) is not built in this release; /docs/status lists the operations that are`,
      { operationId: op.operationId },
    );
  }
  const input = parseInput(op, validators, request);
  const caller = request.caller ?? { platformId: '', kind: 'token' as const, permissions: new Set() };

  let claim: Claim | undefined;
  /** For a grouped operation: its key, checked and recorded inside the operation's own transaction (Idempotency.lookupIn). */
  let keyed: { key: string; hash: string } | undefined;
  const key = input.headers['idempotency-key'];
  const idempotency =
    op.idempotent && key !== undefined ? { key, requestHash: sha256Hex(`${op.operationId}\n${canonical(input.params)}\n${canonical(input.body ?? null)}`) } : undefined;
  if (idempotency && caller.platformId) {
    const { key, requestHash: hash } = idempotency;
    if (unit.runs === 'grouped') {
      assertKey(key);
      keyed = { key, hash };
    } else {
      const begun = await services.idempotency.begin(caller.platformId, key, op.operationId, hash);
      if ('replay' in begun) return sendReplay(reply, begun.replay);
      claim = begun.claim;
    }
  }

  let completed = false;
  const ctx: Input = { op, caller, ...input, services, request, idempotency };
  const transaction: Transaction = async (fn) => {
    const result = await services.db.transaction(
      async (sql) => {
        if (!keyed) {
          const reply = await fn(scopedTx(sql, caller.platformId, services.clock.now()));
          if (claim) services.idempotency.complete(sql, claim, reply, bodyText(reply));
          return reply;
        }
        // The key's row is read together with the operation's first statements. A stored
        // reply wins over whatever this run made of the request, its errors included.
        const seen = services.idempotency.lookupIn(sql, caller.platformId, keyed.key);
        seen.catch(() => {});
        const ran = await fn(scopedTx(sql, caller.platformId, services.clock.now())).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        const check = services.idempotency.checkIn(await seen, caller.platformId, keyed.key, op.operationId, keyed.hash);
        if ('error' in ran) throw ran.error;
        services.idempotency.recordIn(sql, check, ran.value, bodyText(ran.value));
        return ran.value;
      },
      { group: unit.runs === 'grouped', groupKey: unit.groupKey?.(ctx) },
    );
    // Only a committed run counts: a run that was rolled back (and maybe run again) did not store the reply.
    if (claim || keyed) completed = true;
    return result;
  };

  let result: Reply;
  let caught: ApiError | undefined;
  try {
    result = await unit.run(ctx, transaction);
    if (claim && !completed) {
      const c = claim;
      await services.db.transaction(async (sql) => services.idempotency.complete(sql, c, result, bodyText(result)));
    }
    if (keyed && !completed) throw new Error(`${op.operationId} answered without writing: its Idempotency-Key was not recorded`);
  } catch (err) {
    if (err instanceof Replay) return sendReplay(reply, err);
    if (err instanceof ApiError && err.status === 404) caught = withIdHint(err, op, input);
    if (claim && !completed) {
      const released = services.idempotency.release(claim).catch(() => {});
      // Waiting on a database that is out of reach would only delay the 503; the claim
      // expires by itself if the release does not get through.
      if (!isDatabaseUnavailable(err)) await released;
    }
    throw caught ?? err;
  }
  send(reply, result);
}

function sendReplay(reply: FastifyReply, stored: { status: number; body: string | null }): FastifyReply {
  reply.code(stored.status).header('idempotent-replayed', 'true');
  if (stored.body === null) return reply.send();
  return reply.type('application/json').send(stored.body);
}

/** Each reply's JSON text, made once: a recorded reply is then byte for byte the one sent. */
const texts = new WeakMap<Reply, string>();

function bodyText(result: Reply): string | null {
  if (result.json !== undefined) return result.json;
  if (result.body === undefined) return null;
  let text = texts.get(result);
  if (text === undefined) {
    text = stringify(result.body);
    texts.set(result, text);
  }
  return text;
}

export function send(reply: FastifyReply, result: Reply): void {
  reply.code(result.status);
  if (result.headers) reply.headers(result.headers);
  const text = bodyText(result);
  if (text === null) reply.send();
  else reply.type('application/json').send(text);
}

/** Validates path, query, headers and body together so that every problem is reported at once. */
function parseInput(op: Operation, validators: RequestValidators, request: FastifyRequest) {
  const params = { ...(request.params as Record<string, string>) };
  const query = { ...((request.query as Record<string, unknown>) ?? {}) };
  if (validators.queryArrays) splitJoined(query, validators.queryArrays);
  const headers: Record<string, string | undefined> = {};
  for (const p of op.parameters) {
    if (p.in !== 'header') continue;
    const value = request.headers[p.name.toLowerCase()];
    if (value !== undefined) headers[p.name.toLowerCase()] = Array.isArray(value) ? value[0] : value;
  }
  const problems: FieldError[] = [
    ...validateOrThrow(validators.params, params, ''),
    ...validateOrThrow(validators.query, query, ''),
    ...validateOrThrow(validators.headers, headers, ''),
  ];

  let body: unknown = request.body;
  if (op.requestBody) {
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    // A multipart body is streamed by the handler (request.file()), so it is never parsed here.
    const multipart = mediaType === 'multipart/form-data' && request.isMultipart();
    const present = multipart || (body !== undefined && body !== null && mediaType !== '');
    if (present && !(mediaType in op.requestBody.content)) {
      throw unsupportedMediaType(Object.keys(op.requestBody.content));
    }
    if (!present) {
      if (op.requestBody.required) problems.push({ field: '(body)', constraint: 'required', message: `a request body is required: send ${Object.keys(op.requestBody.content).join(' or ')} (/docs shows its fields)` });
      body = undefined;
    } else {
      problems.push(...validateOrThrow(validators.body?.[mediaType], body, ''), ...unrepresentable(body));
    }
  } else {
    body = undefined;
  }
  for (const part of [params, query, headers]) for (const [name, value] of Object.entries(part)) problems.push(...unrepresentable(value, name));
  if (problems.length > 0) throw invalidInput(problems);
  return { params, query, headers, body };
}
