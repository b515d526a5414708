import type { FastifyRequest } from 'fastify';
import type { Caller } from '../kernel/caller.ts';
import type { Tx } from '../kernel/tx.ts';
import type { Operation } from './contract.ts';
import type { Reply } from './reply.ts';

import type { Services } from '../services.ts';

export interface OperationContext {
  op: Operation;
  caller: Caller;
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string | undefined>;
  body: unknown;
  services: Services;
  request: FastifyRequest;
  /**
   * Runs `fn` in one database transaction together with its outbox events and, when the
   * request carries an Idempotency-Key, the idempotency record of the reply it returns.
   */
  write<R extends Reply>(fn: (tx: Tx) => Promise<R>): Promise<R>;
}

export type Handler = (ctx: OperationContext) => Promise<Reply>;
export type Handlers = Record<string, Handler>;
