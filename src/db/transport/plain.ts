import type pg from 'pg';
import {
  asUnavailable,
  DatabaseUnavailable,
  FinalsQueue,
  mapFinalError,
  type Row,
  type Statement,
} from '../driver.ts';
import { BEGIN, COMMIT, type ConnectionTx, isStatementError, ROLLBACK, ROLLED_BACK_AT_COMMIT } from './common.ts';
import { destroyConnection } from './pipeline.ts';

/**
 * Runs one statement the way node-postgres does by itself (client.query: an unnamed
 * statement, parsed and planned on every run, one round trip). With `deadlineMs`, a statement
 * still unanswered after that long fails with DatabaseUnavailable and its connection is
 * destroyed, as in runPipeline: a frozen server never reports its own statement_timeout.
 */
export function plainQuery(client: pg.ClientBase, s: Statement, deadlineMs: number): Promise<{ rows: Row[]; command: string }> {
  const query = client.query(s.text, s.params as unknown[]);
  if (deadlineMs <= 0) return query;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      destroyConnection(client);
      reject(new DatabaseUnavailable(`The database did not answer within ${deadlineMs} ms`, false));
    }, deadlineMs);
    query.then(
      (result) => {
        clearTimeout(timer);
        resolve(result);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/**
 * A transaction without any of the transport's optimisations (CORRIDOR_DB_PLAIN=1): BEGIN,
 * then every statement on its own, one after the other in the order they were issued, the
 * final statements unmerged and in their order, then COMMIT. Slower, and simple enough to
 * tell whether a fault lies in the optimisations (a bisect switch, not a mode to run in).
 */
export class PlainTransaction extends FinalsQueue implements ConnectionTx {
  private begun = false;
  /** Statements run one after another, in the order they were issued. */
  private sending: Promise<unknown> = Promise.resolve();
  broken: Error | undefined;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly deadlineMs: number,
    /** Statements run right after BEGIN (SET LOCAL of an unbounded transaction). */
    private readonly prologue: readonly Statement[] = [],
    /** Run after a successful COMMIT (COMMIT_LSN); here a round trip of its own. */
    private readonly trailer?: Statement,
  ) {
    super();
  }

  trailerRows: Row[] | undefined;

  query<R = Row>(text: string, params: readonly unknown[] = []): Promise<R[]> {
    const result = this.sending.then(async () => {
      await this.begin();
      return (await this.run({ text, params }, false)).rows as R[];
    });
    this.sending = result.catch(() => undefined);
    return result;
  }

  private async begin(): Promise<void> {
    if (this.begun) return;
    this.begun = true;
    for (const s of [BEGIN, ...this.prologue]) await this.run(s, false);
  }

  private async run(s: Statement, committing: boolean): Promise<{ rows: Row[]; command: string }> {
    try {
      return await plainQuery(this.client, s, this.deadlineMs);
    } catch (err) {
      if (isStatementError(err)) throw asUnavailable(err);
      this.broken ??= err as Error;
      throw asUnavailable(err, committing);
    }
  }

  async commit(): Promise<void> {
    await this.sending;
    if (!this.begun && this.finals.length === 0) return;
    let command: string;
    try {
      await this.begin();
      for (const f of this.finals) await this.run(f, false);
      ({ command } = await this.run(COMMIT, true));
    } catch (err) {
      throw mapFinalError(this.finals, err);
    }
    if (command !== 'COMMIT') throw new Error(ROLLED_BACK_AT_COMMIT);
    // Committed: a failure here is not the transaction's, only the trailer's (treated as lost).
    if (this.trailer) this.trailerRows = (await this.run(this.trailer, false).catch(() => undefined))?.rows;
  }

  async rollback(): Promise<void> {
    await this.sending;
    if (!this.begun || this.broken) return;
    await this.run(ROLLBACK, false);
  }
}
