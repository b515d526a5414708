/**
 * One small interface over the two PostgreSQL engines we run on: embedded PGlite (zero-setup
 * default) and a PostgreSQL server through node-postgres. Services only ever see `Sql`
 * (something that runs a statement) and `Db.transaction`.
 */
export type Row = Record<string, unknown>;

export interface Sql {
  query<R = Row>(text: string, params?: readonly unknown[]): Promise<R[]>;
}

/** A statement and its parameters. */
export interface Statement {
  text: string;
  params: readonly unknown[];
}

/**
 * The shape of the rows one kind of write adds at COMMIT (TxSql.insertAtCommit): a table and
 * its columns, declared once at module load (insertInto). Rows of one shape in one
 * transaction (a group's members) are written by one multi-row INSERT.
 */
export interface InsertShape {
  readonly table: string;
  readonly columns: readonly string[];
  /** The one-row INSERT, `$1` to `$n` in column order. */
  readonly text: string;
}

/** Declares an InsertShape; `table` and `columns` are the code's own names, never input. */
export function insertInto(table: string, columns: readonly string[]): InsertShape {
  const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
  return { table, columns, text: `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders})` };
}

/** A statement queued to run last in its transaction; see TxSql.atCommit and TxSql.insertAtCommit. */
export interface FinalStatement extends Statement {
  /** Turns the statement's own failures into the error to throw; undefined for anything else. */
  onError?: (err: unknown) => unknown;
  /**
   * Every parameter is an array with one element per item: statements of this text in one
   * transaction (a group's members) run as one, with each parameter concatenated (mergeFinals).
   */
  concat?: boolean;
  /** One row of this shape (insertAtCommit): rows of one shape run as one INSERT (mergeFinals). */
  insert?: InsertShape;
}

/** The final statement that writes one row of `shape` (TxSql.insertAtCommit). */
export function finalInsert(shape: InsertShape, values: readonly unknown[], options?: InsertOptions): FinalStatement {
  if (values.length !== shape.columns.length) {
    throw new Error(`insertAtCommit into ${shape.table}: ${values.length} values for ${shape.columns.length} columns`);
  }
  return { text: shape.text, params: values, insert: shape, ...options };
}

/**
 * The statements a transaction queues for its COMMIT, in order: what every engine's TxSql does
 * for atCommit and insertAtCommit; how they are run (merged or not) is the engine's.
 */
export class FinalsQueue {
  readonly finals: FinalStatement[] = [];

  atCommit(text: string, params: readonly unknown[], options?: FinalOptions): void {
    this.finals.push({ text, params, ...options });
  }

  insertAtCommit(shape: InsertShape, values: readonly unknown[], options?: InsertOptions): void {
    this.finals.push(finalInsert(shape, values, options));
  }
}

/** Options of TxSql.atCommit. */
export interface FinalOptions {
  onError?: FinalStatement['onError'];
  concat?: boolean;
}

/** Options of TxSql.insertAtCommit. */
export interface InsertOptions {
  onError?: FinalStatement['onError'];
}

/** The statement runner inside a transaction. */
export interface TxSql extends Sql {
  /**
   * Queues `text` to run as the transaction's last statement, in the same round trip as its
   * COMMIT: the statement that locks the hottest row (a busy account's balance) then holds
   * that lock only for the commit itself, not for the client's round trips and event-loop
   * waits in between. Its result is not returned; a failure rolls the whole transaction back
   * and is thrown from `transaction()` (through `onError` when given).
   */
  atCommit(text: string, params: readonly unknown[], options?: FinalOptions): void;
  /**
   * Like atCommit, for a new row that nothing reads back in its own transaction (an outbox
   * event, a job, an idempotency record, a new payment): `values` in the order of the shape's
   * columns. Said explicitly so that the rows of one shape, a group's members' included, can
   * be written by one multi-row INSERT, which no statement text is inspected to find out.
   */
  insertAtCommit(shape: InsertShape, values: readonly unknown[], options?: InsertOptions): void;
}

export interface TransactionOptions {
  /** Run with other grouped transactions that arrive at the same time (see Db.transaction). */
  group?: boolean;
  /** With `group`: run only with grouped transactions of the same key (GroupCommitter.run). */
  groupKey?: string;
  /**
   * No statement timeout and no client deadline: for work that may legitimately take long and
   * that nobody waits on with a request, such as a migration (or waiting for another
   * replica's migration).
   */
  unbounded?: boolean;
}

export interface Db extends Sql {
  readonly kind: 'pglite' | 'pg';
  /**
   * Calls `fn` with the payload of every NOTIFY on `channel` (from any process sharing the
   * database) until the returned function is called. When the connection that listens was
   * lost and is back, notifications may have been missed meanwhile: `onReset` is called then,
   * so that the subscriber drops whatever the notifications keep fresh.
   */
  listen(channel: string, fn: (payload: string) => void, onReset?: () => void): Promise<() => Promise<void>>;
  /**
   * Runs `fn` in one transaction; retried on serialization failures and deadlocks. With
   * `group`, the engine may run it together with other grouped transactions that arrive at
   * the same time (group commit, see GroupCommitter): `fn` must then depend on nothing but its
   * transaction, since it may be run more than once before one run commits.
   */
  transaction<T>(fn: (tx: TxSql) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * PostgreSQL opened with trackCommitLsn only: a WAL position (pg_lsn as a number) at or past
   * the commit of every transaction of this Db that has resolved. A replica that has replayed
   * up to it has those commits (read-your-writes, src/db/read-routing.ts).
   */
  committedLsn?(): bigint;
  close(): Promise<void>;
}

/**
 * The database cannot be reached or did not answer in time: refused, reset or terminated
 * connections, connect timeouts, the server's statement or idle-in-transaction timeout, a
 * server shutting down, and a message past its client deadline (a frozen server). The API
 * answers 503 SERVICE_UNAVAILABLE with Retry-After. Never retried here: see outcomeUnknown.
 */
export class DatabaseUnavailable extends Error {
  override readonly name = 'DatabaseUnavailable';

  constructor(
    message: string,
    /**
     * A message that could commit (a COMMIT, or a statement outside a transaction) was sent
     * and its answer never came: it may have been applied, now or when a frozen server
     * resumes. Only the caller can find out, by repeating the request with its
     * Idempotency-Key; repeating it blindly could do it twice.
     */
    readonly outcomeUnknown: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isDatabaseUnavailable(err: unknown): err is DatabaseUnavailable {
  return err instanceof DatabaseUnavailable;
}

/** Socket errors of a server that is down or out of reach. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * SQLSTATEs of a server that refuses work for now: connection exceptions (class 08), shutting
 * down or crashed (57P01-57P03), too many connections, the statement timeout (57014) and the
 * idle-in-transaction timeout (25P03), and a write refused by a read-only server (25006: a
 * primary demoted, or a standby, under a connection made before: the writable server is
 * elsewhere, and a new connection looks for it, see transport/hosts.ts).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03', '25006']);
/** node-postgres reports a lost connection or a connect timeout with one of these messages and no code. */
const LOST_CONNECTION = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/** `err` as a DatabaseUnavailable when it means the database is unreachable or too slow; otherwise `err` itself. */
export function asUnavailable(err: unknown, outcomeUnknown = false): unknown {
  if (err instanceof DatabaseUnavailable) return outcomeUnknown && !err.outcomeUnknown ? new DatabaseUnavailable(err.message, true, { cause: err }) : err;
  if (typeof err !== 'object' || err === null) return err;
  const e = err as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const message = String(e.message);
  if (UNREACHABLE.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08') || LOST_CONNECTION.test(message)) {
    return new DatabaseUnavailable(`The database is unavailable: ${message}`, outcomeUnknown, { cause: err });
  }
  return err;
}

/** SQLSTATEs that mean "run the whole transaction again": no work was committed. */
const RETRYABLE = new Set(['40001', '40P01']);

export function isRetryable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (RETRYABLE.has(String((err as { code?: unknown }).code)) || isStalePlan(err));
}

/**
 * A prepared statement whose table changed shape since (a migration by another replica): the
 * server refuses it once, the driver prepares it afresh, and running again succeeds.
 */
export function isStalePlan(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return e.code === '0A000' && String(e.message).includes('cached plan must not change result type');
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

export async function withRetries<T>(attempt: () => Promise<T>, maxAttempts = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (!isRetryable(err) || i >= maxAttempts) throw err;
      // Small randomized pause so two conflicting transactions do not collide again in lockstep.
      await new Promise((r) => setTimeout(r, Math.random() * 5 * i));
    }
  }
}

/** The error a failed final statement stands for (the server names only the first failure). */
export function mapFinalError(finals: readonly FinalStatement[], err: unknown): unknown {
  for (const f of finals) {
    const mapped = f.onError?.(err);
    if (mapped !== undefined) return mapped;
  }
  return err;
}
