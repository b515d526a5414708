import type { FastifyRequest } from 'fastify';
import type { Caller } from '../kernel/caller.ts';
import type { Tx } from '../kernel/tx.ts';
import type { Contract, Operation } from './contract.ts';
import { errors } from './errors.ts';
import type { operations } from './contract-types.ts';
import type { Reply } from './reply.ts';
import type { Services } from '../services.ts';
import type { Sql } from '../db/driver.ts';

export type OperationId = keyof operations;

type Otherwise<T, D> = [T] extends [never] ? D : T;
type Parameters<Op extends OperationId, In extends 'path' | 'query'> = Otherwise<
  NonNullable<operations[Op]['parameters'][In]>,
  Record<string, never>
>;
/** The JSON body; a multipart body is not parsed by the router (the handler streams it from `request`). */
type JsonBody<Op extends OperationId> = operations[Op] extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : operations[Op] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

/** What a handler is given: the request, validated against the contract, in the contract's types. */
export interface Context<Op extends OperationId> {
  op: Operation;
  caller: Caller;
  params: Parameters<Op, 'path'>;
  /** Query values coerced to their schema's types, `limit` defaulted. */
  query: Parameters<Op, 'query'>;
  /** Header parameters of the contract, by lower-case name. */
  headers: Record<string, string | undefined>;
  body: JsonBody<Op>;
  services: Services;
  request: FastifyRequest;
  /**
   * Where a `read` operation's queries go: the read replica when one is configured and has
   * this platform's last write from this process (src/db/read-routing.ts), else the primary.
   * In a write it is always the primary (services.db); a write reads through its transaction.
   */
  readDb(): Sql;
  /**
   * The request's Idempotency-Key and the fingerprint it is recorded under (absent without a
   * key). A handler that orders something from an outside party derives that party's
   * idempotency reference from them (outsideReference), so a retry after a crash between the
   * order and the commit sends the same order again instead of a second one.
   */
  idempotency?: Idempotent;
}

export interface Idempotent {
  key: string;
  requestHash: string;
}

export interface WriteContext<Op extends OperationId> extends Context<Op> {
  /**
   * Runs `fn` once the transaction has committed (a message that must not go out for a rolled-back
   * write, a cache to forget). An error it throws is the answer; the writes stay committed.
   */
  afterCommit(fn: () => Promise<void> | void): void;
}

/**
 * How the router runs an operation:
 * - `read`: no transaction; the handler queries `ctx.readDb()` (the replica when it is safe) or `ctx.services.db`.
 * - `write`: one transaction with the operation's outbox events and, for an Idempotency-Key,
 *   its idempotency record.
 * - `grouped`: the money hot path, run with group commit (Db.transaction's `group`): concurrent
 *   operations share database transactions, and an Idempotency-Key is checked and recorded
 *   inside the operation's own transaction. Its handler must depend on nothing but its
 *   transaction, so that a group that fails can run each member again alone.
 */
export type Runs = 'read' | 'write' | 'grouped';

/**
 * `status` given: the handler returns the body (nothing for a 204) and is answered with that
 * status. Without it the handler returns a whole Reply (a status that depends on the outcome,
 * headers, a body already serialized).
 */
interface Answering {
  status?: number;
  /**
   * A simulation of an outside party (a rail, the card network): production platforms get 403,
   * answered from the platform cache before any work.
   */
  sandboxOnly?: boolean;
}
type Answer<How> = How extends { status: number } ? unknown : Reply;

export interface ReadHow extends Answering {
  runs: 'read';
}

export interface WriteHow<Op extends OperationId, P> extends Answering {
  runs: 'write' | 'grouped';
  /**
   * Work done before the transaction opens, its result handed to the handler: reading a
   * multipart upload off the wire, a rate limit or a network call (embedded PGlite has one
   * connection, so a query on `services.db` inside the transaction would wait for it forever).
   */
  before?: (ctx: Context<Op>) => Promise<P>;
  /**
   * `grouped` only: the key of what the operation locks and decides under (a card's funding
   * account, by its card). Runs share a transaction only with runs of the same key, so that a
   * group locks the rows of one key (TransactionOptions.groupKey).
   */
  groupBy?: (ctx: Context<Op>) => string;
}

/** Runs `fn` in the transaction the router opens for a write (its idempotency record included). */
export type Transaction = <R extends Reply>(fn: (tx: Tx) => Promise<R>) => Promise<R>;

/** The request as the router validated it; the declaration's types are the contract's. */
export interface Input {
  op: Operation;
  caller: Caller;
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string | undefined>;
  body: unknown;
  services: Services;
  request: FastifyRequest;
  idempotency?: Idempotent;
}

/** One operation of the contract as the router runs it; made by `operation(...)`. */
export interface Unit {
  readonly operationId: OperationId;
  readonly runs: Runs;
  /** `grouped` only: the group key of this request (WriteHow.groupBy). */
  groupKey?(input: Input): string;
  run(input: Input, transaction: Transaction): Promise<Reply>;
}

/**
 * Declares an operation of the contract: its operationId, how it runs and its handler. A module
 * lists its declarations in its `operations.ts`, src/modules/index.ts lists the modules'.
 */
export function operation<Op extends OperationId, How extends ReadHow>(
  operationId: Op,
  how: How,
  handler: (ctx: Context<Op>) => Promise<Answer<How>>,
): Unit;
export function operation<Op extends OperationId, How extends WriteHow<Op, P>, P = undefined>(
  operationId: Op,
  how: How & WriteHow<Op, P>,
  handler: (ctx: WriteContext<Op>, tx: Tx, prepared: P) => Promise<Answer<How>>,
): Unit;
export function operation(
  operationId: OperationId,
  how: ReadHow | WriteHow<OperationId, unknown>,
  handler: (ctx: WriteContext<OperationId>, tx: Tx, prepared: unknown) => Promise<unknown>,
): Unit {
  const answer = (result: unknown): Reply => (how.status === undefined ? (result as Reply) : { status: how.status, body: result });
  if (how.runs === 'read') {
    const read = handler as unknown as (ctx: Context<OperationId>) => Promise<unknown>;
    return {
      operationId,
      runs: how.runs,
      run: async (input) => {
        if (how.sandboxOnly) await refuseProduction(input);
        return answer(await read(typed(input, () => input.services.reads.forPlatform(input.caller.platformId))));
      },
    };
  }
  const { before, groupBy } = how;
  if (groupBy && how.runs !== 'grouped') throw new Error(`${operationId}: groupBy applies to grouped operations only`);
  return {
    operationId,
    runs: how.runs,
    ...(groupBy ? { groupKey: (input: Input) => groupBy(typed(input, () => input.services.db)) } : {}),
    async run(input, transaction) {
      if (how.sandboxOnly) await refuseProduction(input);
      const ctx = typed(input, () => input.services.db);
      const prepared = before ? await before(ctx) : undefined;
      let after: (() => Promise<void> | void)[] = [];
      const reply = await transaction(async (tx) => {
        // A grouped run may be run again alone: only the run that committed leaves work behind.
        after = [];
        return answer(await handler({ ...ctx, afterCommit: (fn) => after.push(fn) }, tx, prepared));
      });
      // Before anything else may answer: this platform's next reads in this process see the write.
      input.services.reads.wrote(input.caller.platformId);
      for (const fn of after) await fn();
      return reply;
    },
  };
}

async function refuseProduction(input: Input): Promise<void> {
  const platform = await input.services.platforms.get(input.caller.platformId);
  if (platform.environment !== 'SANDBOX') throw errors.FORBIDDEN('Sandbox endpoints are not available to production platforms');
}

/** The router validated the request against the contract, so it has the contract's types. */
function typed<Op extends OperationId>(input: Input, readDb: () => Sql): Context<Op> {
  return { ...(input as unknown as Context<Op>), readDb };
}

/**
 * The declarations by operationId. Refuses, when the app is built, an operation declared twice
 * or one the contract does not have.
 */
export function declarations(units: readonly Unit[], contract: Contract): ReadonlyMap<string, Unit> {
  const known = new Set(contract.operations.map((op) => op.operationId));
  const byId = new Map<string, Unit>();
  for (const unit of units) {
    if (!known.has(unit.operationId)) throw new Error(`operation '${unit.operationId}' is declared but the contract has no such operationId`);
    if (byId.has(unit.operationId)) throw new Error(`operation '${unit.operationId}' is declared twice`);
    byId.set(unit.operationId, unit);
  }
  return byId;
}
