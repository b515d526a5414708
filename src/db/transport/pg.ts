import pg from 'pg';
import {
  asUnavailable,
  type Db,
  FinalsQueue,
  mapFinalError,
  type Row,
  type Statement,
  type TxSql,
  withRetries,
} from '../driver.ts';
import { DEFAULT_DB_TIMEOUTS, type DbTimeouts, deadlineMs } from '../timeouts.ts';
import { BEGIN, COMMIT, COMMIT_LSN, type ConnectionTx, isStatementError, ROLLBACK, ROLLED_BACK_AT_COMMIT, UNBOUNDED } from './common.ts';
import { GroupCommitter } from './group-commit.ts';
import { clientClass, HostChoice, parseHosts } from './hosts.ts';
import { PgListener } from './listener.ts';
import { mergeFinals } from './merge-finals.ts';
import { PlainTransaction, plainQuery } from './plain.ts';
import { prepareNothing, runPipeline, type StatementResult } from './pipeline.ts';
import { explainPoolerRefusal, type Pooler, pooledConnection, transactionSettings } from './pooler.ts';
import { parseTimestamptz } from './timestamps.ts';
import { parseLsn } from '../lsn.ts';
import { isRead, noteChange } from '../commits.ts';

// int8 as bigint (exact money), numeric kept as text (converted by the caller when it is money).
pg.types.setTypeParser(20, (v) => BigInt(v));
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, parseTimestamptz);

interface Pending {
  text: string;
  params: readonly unknown[];
  resolve: (rows: Row[]) => void;
  reject: (err: unknown) => void;
}

/**
 * One transaction on one pooled connection, in as few round trips as the protocol allows
 * (each message a pipeline of prepared statements, see runPipeline):
 * - statements issued together (in the same tick, e.g. under Promise.all) travel together;
 * - BEGIN travels with the transaction's first statements;
 * - statements queued with atCommit travel with COMMIT, so the server runs them and commits
 *   without waiting for this process in between. When one of them fails the server skips the
 *   rest, COMMIT included, and the caller rolls back.
 * A transaction that ran nothing sends nothing. When a statement of a message fails, every
 * statement of that message reports the failure: the transaction is lost either way.
 */
class PgTransaction extends FinalsQueue implements ConnectionTx {
  private begun = false;
  private pending: Pending[] = [];
  /** Messages go out one after another, in the order their statements were issued. */
  private sending: Promise<void> = Promise.resolve();
  /** Why the connection can no longer be trusted (lost, timed out, out of step): it must not go back to the pool. */
  broken: Error | undefined;

  constructor(
    private readonly client: pg.PoolClient,
    /** Each message's client-side deadline (runPipeline); 0 for none. */
    private readonly deadlineMs: number,
    /** Statements sent right after BEGIN, with it (SET LOCAL of an unbounded transaction). */
    private readonly prologue: readonly Statement[] = [],
    /** Sent after COMMIT in the same message (COMMIT_LSN). */
    private readonly trailer?: Statement,
  ) {
    super();
  }

  trailerRows: Row[] | undefined;

  query<R = Row>(text: string, params: readonly unknown[] = []): Promise<R[]> {
    return new Promise<R[]>((resolve, reject) => {
      this.pending.push({ text, params, resolve: resolve as (rows: Row[]) => void, reject });
      if (this.pending.length === 1) queueMicrotask(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    this.sending = this.sending.then(() => this.send(batch));
  }

  private async send(batch: Pending[]): Promise<void> {
    const prefix = this.begun ? [] : this.opening();
    this.begun = true;
    try {
      const results = await runPipeline(this.client, [...prefix, ...batch], this.deadlineMs);
      for (const [k, p] of batch.entries()) p.resolve(results[prefix.length + k].rows);
    } catch (err) {
      const failure = this.failed(err, false);
      for (const p of batch) p.reject(failure);
    }
  }

  private opening(): Statement[] {
    return [BEGIN, ...this.prologue];
  }

  /**
   * The error a failed message stands for. A statement's own error (the server answered)
   * leaves the connection usable; anything else may not have, and when the database is out
   * of reach it becomes DatabaseUnavailable, with an unknown outcome if the message carried
   * the COMMIT.
   */
  private failed(err: unknown, committing: boolean): unknown {
    if (isStatementError(err)) return asUnavailable(err);
    this.broken ??= err as Error;
    return asUnavailable(err, committing);
  }

  async commit(): Promise<void> {
    await this.sending;
    if (!this.begun && this.finals.length === 0) return;
    const trailing = this.trailer ? [this.trailer] : [];
    const statements = [...(this.begun ? [] : this.opening()), ...mergeFinals(this.finals), COMMIT, ...trailing];
    this.begun = true;
    let results: StatementResult[];
    try {
      results = await runPipeline(this.client, statements, this.deadlineMs);
    } catch (err) {
      throw mapFinalError(this.finals, this.failed(err, true));
    }
    // The server answers COMMIT with ROLLBACK, and no error, when the transaction had already
    // failed (a statement error someone caught): nothing was written, and the caller must know.
    if (results.at(-1 - trailing.length)!.command !== 'COMMIT') throw new Error(ROLLED_BACK_AT_COMMIT);
    if (this.trailer) this.trailerRows = results.at(-1)!.rows;
  }

  async rollback(): Promise<void> {
    await this.sending;
    // A broken connection is discarded, and the server rolls back what it had begun.
    if (!this.begun || this.broken) return;
    try {
      await runPipeline(this.client, [ROLLBACK], this.deadlineMs);
    } catch (err) {
      throw this.failed(err, false);
    }
  }
}

/**
 * Lone reads issued in the same turn of the event loop (the requests that arrived together)
 * go to the server together: two messages on two connections (flush says why two) instead of
 * one connection, one write and one wake-up of a backend each. A message's reads run as one
 * implicit transaction, each with its own snapshot (READ COMMITTED). When one of them fails with a statement error,
 * the server skips the rest, so each read of the message runs again alone and gets its own
 * answer. Under a list's load the write to the server's socket, which wakes its backend, was
 * a third of the process's time (perf: the TCP send and the wake-up, not the bytes).
 */
class CoalescedReads {
  private waiting: Pending[] = [];

  constructor(
    private readonly acquire: () => Promise<pg.PoolClient>,
    private readonly deadlineMs: number,
    private readonly alone: (text: string, params: readonly unknown[]) => Promise<Row[]>,
  ) {}

  run(text: string, params: readonly unknown[]): Promise<Row[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ text, params, resolve, reject });
      if (this.waiting.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const turn = this.waiting.splice(0, MAX_COALESCED);
    if (this.waiting.length > 0) setImmediate(() => this.flush());
    // The turn's reads in READ_MESSAGES messages, each on a connection of its own: in one
    // message they ran one after another on one backend while the server's other cores idled
    // and this process waited (sampled under a by-customer list's load at 10^6 payments: one
    // backend busy or none 92% of the time). Two messages took 6-27% more pages a second than
    // one; three, no more than two (bench/growth.ts's lists).
    const size = Math.ceil(turn.length / Math.min(READ_MESSAGES, turn.length));
    for (let i = 0; i < turn.length; i += size) void this.send(turn.slice(i, i + size));
  }

  private async send(batch: Pending[]): Promise<void> {
    if (batch.length === 1) {
      const [one] = batch;
      return this.alone(one.text, one.params).then(one.resolve, one.reject);
    }
    let client: pg.PoolClient;
    try {
      client = await this.acquire();
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
    let broken: Error | undefined;
    try {
      const results = await runPipeline(client, batch, this.deadlineMs);
      for (const [k, p] of batch.entries()) p.resolve(results[k].rows);
    } catch (err) {
      if (isStatementError(err)) {
        for (const p of batch) this.alone(p.text, p.params).then(p.resolve, p.reject);
      } else {
        broken = err as Error;
        const failure = asUnavailable(err, true);
        for (const p of batch) p.reject(failure);
      }
    } finally {
      client.release(broken);
    }
  }
}

/** Reads in one message at most, so that a read waits behind at most so many others. */
const MAX_COALESCED = 32;

/** The messages one turn's reads are split into (CoalescedReads.flush). */
const READ_MESSAGES = 2;

/** Connections a process keeps when its pool size is not set. */
export const DEFAULT_POOL_SIZE = 16;

/** Group-commit groups in flight when the setting is not given: an eighth of the pool, at least one. */
export const defaultCommitGroups = (poolSize: number): number => Math.max(1, Math.floor(poolSize / 8));

export interface PgOptions {
  /** Connections kept by the pool (DEFAULT_POOL_SIZE). */
  poolSize?: number;
  /** Group-commit groups in flight at once (GroupCommitter's maxInFlight); an eighth of the pool, at least one. */
  commitGroups?: number;
  /** Connect, statement and idle-in-transaction timeouts; see DbTimeouts (DEFAULT_DB_TIMEOUTS). */
  timeouts?: Partial<DbTimeouts>;
  /**
   * None of the transport's optimisations (CORRIDOR_DB_PLAIN=1): no pipelines, no prepared
   * statements, no group commit, no merged final statements; see PlainTransaction.
   */
  plain?: boolean;
  /** A pooler in transaction mode in front of the server (DATABASE_POOLER; pooler.ts). */
  pooler?: Pooler;
  /** Where the LISTEN connection goes (DATABASE_LISTEN_URL): PostgreSQL itself when a pooler is in front. */
  listenUrl?: string;
  /**
   * Learn the primary's WAL position after every transaction's COMMIT (Db.committedLsn), for
   * read replicas' read-your-writes (src/db/read-routing.ts): one more statement in the COMMIT's message.
   */
  trackCommitLsn?: boolean;
}

/**
 * The connection string with `-c jit=off` added to its startup options (those it names, a
 * search_path say, kept: node-postgres lets the string's options override the config's). No
 * JIT: every statement here reads a few index pages, and the planner's cost of a large table
 * (an EXPLAIN for a list's estimated total, a count) crosses jit_above_cost long before
 * compiling pays; at 10^6 payments it made a list's estimate 3.5x slower (bench/growth.ts). A
 * string that is not a URL (key=value form) is left as it is.
 */
function withoutJit(connectionString: string): string {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return connectionString;
  }
  url.searchParams.set('options', [url.searchParams.get('options'), '-c jit=off'].filter(Boolean).join(' '));
  return url.toString();
}

export function openPg(connectionString: string, options: PgOptions = {}): Db {
  const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
  const timeouts = { ...DEFAULT_DB_TIMEOUTS, ...options.timeouts };
  const deadline = deadlineMs(timeouts);
  // Several hosts (a primary and its standbys): every connection, pooled or LISTEN, goes to
  // the one that last proved writable and moves on when it fails (hosts.ts).
  const hostList = parseHosts(connectionString);
  const choice = hostList && new HostChoice(hostList.hosts);
  const pooler = options.pooler;
  // Behind a pooler no startup option goes out (PgBouncer refuses them): jit is set per transaction instead (pooler.ts).
  const Client = hostList && choice ? clientClass(hostList, pooler ? hostList.base : withoutJit(hostList.base), choice) : pg.Client;
  const connection: pg.ClientConfig = {
    connectionString: withoutJit(hostList?.base ?? connectionString),
    // Also bounds the wait for a free connection of the pool.
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    // Startup parameters: set on every connection without a round trip of their own.
    statement_timeout: timeouts.statementTimeoutMs || undefined,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs || undefined,
    // A peer that vanished without closing (a partition) is noticed on an idle connection too.
    keepAlive: true,
  };
  const pool = new pg.Pool({ ...(pooler ? pooledConnection(connection, hostList?.base ?? connectionString) : connection), max: poolSize, Client });
  const connect = choice ? () => choice.firstUsable(() => pool.connect()) : () => pool.connect();
  const acquire = () => connect().catch((err: unknown) => Promise.reject(asUnavailable(explainPoolerRefusal(err))));
  // Behind a pooler the startup parameters' settings open every transaction instead (pooler.ts).
  const prologue = (unbounded: boolean) => (pooler ? [transactionSettings(timeouts, unbounded)] : unbounded ? UNBOUNDED : []);
  /** Runs fn in a transaction of its own; a connection that broke on the way is dropped, never pooled again. */
  const plain = options.plain ?? false;
  const Transaction = plain ? PlainTransaction : PgTransaction;
  const trailer = options.trackCommitLsn ? COMMIT_LSN : undefined;
  // The highest position seen: a transaction that resolved committed at or before it.
  let committedLsn = 0n;
  const noteCommitLsn = (rows: Row[] | undefined) => {
    const text = rows?.[0]?.lsn;
    if (typeof text !== 'string') return;
    const lsn = parseLsn(text);
    if (lsn > committedLsn) committedLsn = lsn;
  };
  // The plain transport reads the position in a round trip after COMMIT, which can fail on its
  // own: any connection's position is past a commit that has returned, so ask on another one.
  // If that fails too (the primary is out of reach) the write's next reads are not held to it.
  const lostTrailer = () => run(COMMIT_LSN.text).catch(() => undefined);
  const inTransaction = async <T>(fn: (tx: ConnectionTx) => Promise<T>, unbounded = false): Promise<T> => {
    const client = await acquire();
    const tx = new Transaction(client, unbounded ? 0 : deadline, prologue(unbounded), trailer);
    try {
      const result = await fn(tx);
      await tx.commit();
      if (trailer) noteCommitLsn(tx.trailerRows ?? (await lostTrailer()));
      return result;
    } catch (err) {
      await tx.rollback().catch(() => {});
      throw err;
    } finally {
      client.release(tx.broken);
      noteChange();
    }
  };
  const single = <T>(fn: (tx: TxSql) => Promise<T>, unbounded = false): Promise<T> => withRetries(() => inTransaction(fn, unbounded));
  // A group's members share one transaction; its statements coalesce into shared messages.
  const together = (fns: ((tx: TxSql) => Promise<unknown>)[]): Promise<unknown[]> =>
    inTransaction(async (tx) => {
      const settled = await Promise.allSettled(fns.map((fn) => fn(tx)));
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value);
    });
  const grouped = new GroupCommitter(single, together, options.commitGroups ?? defaultCommitGroups(poolSize));
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a client in use: the pool listens for errors only while a client is idle, and an
  // 'error' event nobody listens to is thrown. The failure reaches the caller through its
  // query, and the connection is dropped when released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    if (pooler) prepareNothing(client);
  });
  const run = (text: string, params: readonly unknown[] = []) => withRetries(() => (coalescing && isRead(text) ? reads.run(text, params) : runOnce(text, params)), 2);
  // Without a transaction of its own a lone statement has nowhere to put the plain mode's settings.
  const loneInTransaction = plain && pooler;
  const runOnce = async (text: string, params: readonly unknown[]) => {
    if (loneInTransaction) return inTransaction((tx) => tx.query(text, params));
    const client = await acquire();
    let broken: Error | undefined;
    try {
      const statement = { text, params };
      // Behind a pooler the settings travel first in the same pipeline: one implicit transaction.
      const statements = pooler ? [...prologue(false), statement] : [statement];
      return plain ? (await plainQuery(client, statement, deadline)).rows : (await runPipeline(client, statements, deadline)).at(-1)!.rows;
    } catch (err) {
      if (isStatementError(err)) throw asUnavailable(err);
      broken = err as Error;
      // Outside a transaction the statement commits by itself: it may have been applied.
      throw asUnavailable(err, true);
    } finally {
      client.release(broken);
      if (!isRead(text)) noteChange();
    }
  };
  const coalescing = !plain && !pooler;
  const reads = new CoalescedReads(acquire, deadline, runOnce);
  // DATABASE_LISTEN_URL names PostgreSQL itself, past the pooler (pooler.ts): one host, so plain clients.
  const listenConnection = options.listenUrl ? { ...connection, connectionString: withoutJit(options.listenUrl) } : connection;
  const listener = new PgListener(listenConnection, deadline || timeouts.connectTimeoutMs, options.listenUrl ? pg.Client : Client);
  return {
    kind: 'pg',
    listen: (channel, fn, onReset) => listener.listen(channel, fn, onReset),
    query: <R = Row>(text: string, params?: readonly unknown[]) => run(text, params) as Promise<R[]>,
    transaction: (fn, options) => (options?.group && !plain ? grouped.run(fn, options.groupKey) : single(fn, options?.unbounded)),
    ...(trailer ? { committedLsn: () => committedLsn } : {}),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
