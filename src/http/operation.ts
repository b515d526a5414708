import type { FastifyRequest } from 'fastify';
import type { TxSql } from '../db/driver.ts';
import type { Operation, Permission } from './contract.ts';
import type { Services } from '../services.ts';

/** Who is calling: a platform API token (BasicAuth) or, later, an agent (AgentAuth). */
export interface Caller {
  platformId: string;
  kind: 'token' | 'agent';
  tokenId?: string;
  agentId?: string;
  permissions: ReadonlySet<Permission>;
}

/** A transaction scoped to the calling platform; `emit` writes an outbox event in it. */
export interface Tx extends TxSql {
  readonly platformId: string;
  readonly now: Date;
  emit(type: string, data: unknown): Promise<void>;
}

export interface Reply {
  status: number;
  body?: unknown;
  /** The body already serialized (a cached hot-path response); takes precedence over body. */
  json?: string;
  headers?: Record<string, string>;
}

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
