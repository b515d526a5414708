import pg from 'pg';
import type { Row, Statement, TxSql } from '../driver.ts';

/** A transaction on one pooled connection, as openPg runs it: fn's statements, then commit or rollback. */
export interface ConnectionTx extends TxSql {
  /** Why the connection can no longer be trusted (lost, timed out, out of step): it must not go back to the pool. */
  readonly broken: Error | undefined;
  /** The rows of the statement run right after a successful COMMIT (the transaction's `trailer`), if it has one. */
  readonly trailerRows: Row[] | undefined;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

const READ_ONLY_SQL_TRANSACTION = '25006';

/**
 * A statement's own error (a constraint, a timeout, a serialization failure): the server
 * answered and the connection is fine. Anything else (a lost connection, a FATAL error that
 * ends the session) may not have left it usable. A write refused because the server is
 * read-only (25006) leaves the connection working but on the wrong server, since nothing here
 * asks for read-only transactions: it is dropped too, so that the pool's next connection goes
 * to the writable host (hosts.ts).
 */
export function isStatementError(err: unknown): boolean {
  return err instanceof pg.DatabaseError && err.severity !== 'FATAL' && err.severity !== 'PANIC' && err.code !== READ_ONLY_SQL_TRANSACTION;
}

export const BEGIN: Statement = { text: 'BEGIN', params: [] };
export const COMMIT: Statement = { text: 'COMMIT', params: [] };
export const ROLLBACK: Statement = { text: 'ROLLBACK', params: [] };
/**
 * Where the primary's WAL is once a transaction has committed (TrackedLsn): run after COMMIT,
 * in the same message on the pipelined path, so it costs no round trip of its own.
 */
export const COMMIT_LSN: Statement = { text: 'SELECT pg_current_wal_insert_lsn()::text AS lsn', params: [] };
/** Lifts the statement timeout for one transaction only (TransactionOptions.unbounded). */
export const UNBOUNDED: Statement[] = [{ text: 'SET LOCAL statement_timeout = 0', params: [] }];

/** The server answers COMMIT with ROLLBACK, and no error, when the transaction had already failed (a statement error someone caught). */
export const ROLLED_BACK_AT_COMMIT = 'The transaction had failed and was rolled back at COMMIT';
