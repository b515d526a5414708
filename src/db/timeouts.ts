/**
 * How long a PostgreSQL server may keep this process waiting. 0 turns a limit off.
 *
 * The statement and idle-in-transaction limits are the server's own (sent as startup
 * parameters of each connection, so they cost no round trip). A server that is frozen
 * (SIGSTOP, a stalled disk, a partition that drops packets) never fires them, so the driver
 * also gives every message a deadline of its own (deadlineMs) and destroys a connection
 * that misses it.
 */
export interface DbTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectTimeoutMs: number;
  /** The server cancels a statement that runs longer (statement_timeout). */
  statementTimeoutMs: number;
  /** The server ends a session left idle inside a transaction this long (idle_in_transaction_session_timeout). */
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
};

/**
 * Past the statement timeout, the time the server gets to report that timeout itself before
 * the driver gives the connection up: a server that answers says why; only a silent one is cut.
 */
const DEADLINE_MARGIN_MS = 1_000;

/** The client-side deadline of one message (a pipeline ending in Sync); 0 when statements are unbounded. */
export function deadlineMs(t: DbTimeouts): number {
  return t.statementTimeoutMs > 0 ? t.statementTimeoutMs + DEADLINE_MARGIN_MS : 0;
}
