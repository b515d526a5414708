import type pg from 'pg';
import type { Statement } from '../driver.ts';
import type { DbTimeouts } from '../timeouts.ts';

/**
 * Running behind a pooler in transaction mode (PgBouncer's `pool_mode = transaction`,
 * DATABASE_POOLER=pgbouncer; docs/scaling.md, "Connection pooler"). Such a pooler lends a server connection
 * for one transaction only: the next transaction of the same client connection may run on
 * another. Whatever outlives a transaction in a session is therefore unsound through it, and
 * the transport gives each such thing up or makes it per transaction:
 *
 * - Startup parameters (statement_timeout, idle_in_transaction_session_timeout, `-c jit=off`):
 *   PgBouncer refuses those it does not know, and one it is told to ignore never reaches the
 *   server. They are not sent; every transaction, and every statement run outside one, starts
 *   with `transactionSettings` instead (set_config(..., true), local to its transaction).
 * - Named prepared statements: a name prepared on one server connection does not exist on the
 *   next (PgBouncer 1.21+ can track them with max_prepared_statements; Debian 12 ships 1.18).
 *   Every statement goes unnamed, parsed with its Bind in the same message (pipeline.ts).
 * - LISTEN: session state, and its notifications arrive on whichever server connection ran it,
 *   long since lent to someone else. The listener connects to PostgreSQL directly, with
 *   DATABASE_LISTEN_URL, which the configuration requires with a pooler.
 *
 * What stays sound: a transaction keeps its server connection from BEGIN to COMMIT, so the
 * pipelines (several statements and one Sync per message, BEGIN with the first, COMMIT with
 * the last), group commit and the transaction-scoped advisory locks (pg_advisory_xact_lock)
 * work as they do directly; a statement outside a transaction is its own pipeline and Sync, so
 * the pooler lends it a connection for that message alone.
 */
export type Pooler = 'pgbouncer';

/** DATABASE_POOLER: unset, empty or `none` for none; `pgbouncer` for a pooler in transaction mode. */
export function parsePooler(text: string | undefined): Pooler | undefined {
  if (text === undefined || text === '' || text === 'none') return undefined;
  if (text === 'pgbouncer') return 'pgbouncer';
  throw new Error(`invalid DATABASE_POOLER (--database-pooler): ${text}; expected pgbouncer (a pooler in transaction mode) or none`);
}

const SETTINGS_TEXT =
  "SELECT set_config('statement_timeout', $1, true), set_config('idle_in_transaction_session_timeout', $2, true), set_config('jit', 'off', true)";

/**
 * What the startup parameters set on a direct connection, as one statement local to the
 * transaction it starts (or, run first in the pipeline of a lone statement, to that pipeline's
 * implicit transaction). `unbounded` lifts the statement timeout (TransactionOptions.unbounded).
 */
export function transactionSettings(timeouts: DbTimeouts, unbounded: boolean): Statement {
  return { text: SETTINGS_TEXT, params: [String(unbounded ? 0 : timeouts.statementTimeoutMs), String(timeouts.idleInTransactionTimeoutMs)] };
}

/** The pooled connection's config: what a transaction-mode pooler would refuse or drop left out. */
export function pooledConnection(connection: pg.ClientConfig, connectionString: string): pg.ClientConfig {
  const { statement_timeout: _s, idle_in_transaction_session_timeout: _i, ...rest } = connection;
  return { ...rest, connectionString };
}

/**
 * A refusal at connection startup that means a pooler sits in front and Corridor was not told:
 * PgBouncer answers a startup parameter it does not know with "unsupported startup parameter".
 * The error is replaced by one naming the setting to change; anything else is returned as is.
 */
export function explainPoolerRefusal(err: unknown): unknown {
  const message = String((err as { message?: unknown } | null)?.message ?? '');
  if (!/unsupported startup parameter/i.test(message)) return err;
  return new Error(
    `the database refused the connection's startup parameters (${message}): a pooler such as PgBouncer is in front. ` +
      'Set DATABASE_POOLER=pgbouncer (--database-pooler), and DATABASE_LISTEN_URL to PostgreSQL itself for the LISTEN connection (docs/scaling.md, "Connection pooler")',
    { cause: err },
  );
}

/**
 * A pooler told to ignore the startup parameters (ignore_startup_parameters) lets Corridor
 * connect without DATABASE_POOLER, and then drops the timeouts and hands its named prepared
 * statements to the wrong server connections. Caught at start-up: a statement_timeout sent at
 * startup outranks the role's and database's settings, so the server reporting another value
 * means it never arrived. (Nothing to compare when the timeout is off.)
 */
export async function checkStartupParametersArrived(query: (text: string) => Promise<{ setting: string }[]>, timeouts: DbTimeouts): Promise<void> {
  if (timeouts.statementTimeoutMs <= 0) return;
  const [row] = await query("SELECT setting FROM pg_settings WHERE name = 'statement_timeout'");
  if (row?.setting === String(timeouts.statementTimeoutMs)) return;
  throw new Error(
    `the statement_timeout sent when connecting (${timeouts.statementTimeoutMs} ms) did not reach the server, which reports ${row?.setting} ms: ` +
      'a pooler such as PgBouncer is in front and ignores startup parameters. ' +
      'Set DATABASE_POOLER=pgbouncer (--database-pooler), and DATABASE_LISTEN_URL to PostgreSQL itself for the LISTEN connection (docs/scaling.md, "Connection pooler")',
  );
}
