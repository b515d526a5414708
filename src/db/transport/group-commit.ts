import { isDatabaseUnavailable, type TxSql } from '../driver.ts';

type Work = (tx: TxSql) => Promise<unknown>;

interface Item {
  fn: Work;
  /** Members group only with members of the same key (undefined is a key too). */
  key: string | undefined;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit: transactions that arrive while others are running are run together, as one
 * database transaction, so that N payments cost the server two messages (their reads with
 * BEGIN, their writes with COMMIT; see PgTransaction) and one WAL flush instead of N of each.
 *
 * Every request keeps the answer it would get alone. A group commits only when every member
 * succeeded and the COMMIT went through; if any member fails (its own business error, a
 * refused reservation at COMMIT, a deadlock) the group is rolled back and each member is run
 * again on its own, in arrival order, through `single` (the ordinary transaction with its
 * retries), which then decides its answer. Members are functions of their transaction only,
 * which is what makes running them again safe; the same holds for the retries of `single`.
 *
 * Under light load a request finds nothing running and runs alone at once: grouping adds no
 * latency. The number of groups in flight is bounded, so that under load requests queue and
 * the queue becomes the next group. While other groups run, or when a group has just ended, a
 * group that is not full waits one turn of the event loop (setImmediate) before it starts, so
 * that the requests read from the network in that turn join it: started at once, the first
 * request to arrive after a group ended ran alone, and under load half of all transactions were
 * such groups of one, each paying for a whole transaction. The turn after a group ended is what
 * a process with one group in flight (`--database-commit-groups 1`) has: with no other group
 * running, its groups started with whatever had queued, 3.5 payments each in the cluster bench
 * against 4.6 for a process with two groups, a third more transactions per payment. (The
 * cluster bench's ratio did not move measurably with it: docs/scaling.md.)
 */
export class GroupCommitter {
  private readonly queue: Item[] = [];
  private running = 0;
  /** A pump is scheduled for the next turn of the event loop. */
  private turnPending = false;

  constructor(
    /** Runs one group member or a lone request as an ordinary transaction. */
    private readonly single: <T>(fn: (tx: TxSql) => Promise<T>) => Promise<T>,
    /** Runs a whole group in one transaction; throws when it did not commit. */
    private readonly together: (fns: Work[]) => Promise<unknown[]>,
    private readonly maxInFlight = 4,
    private readonly maxGroup = 32,
  ) {}

  /**
   * `key`: what the member locks, when it locks rows that another member may lock too and
   * decides under that lock (a card's funding account). A group then holds the rows of one key,
   * so two groups never wait for each other's rows in opposite orders (a deadlock costs a
   * second before the server notices it); members of other keys wait for a group of their own.
   */
  run<T>(fn: (tx: TxSql) => Promise<T>, key?: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ fn, key, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  /** `ended`: called because a group ended, whose queue is what arrived while it ran. */
  private pump(waited = false, ended = false): void {
    while (this.running < this.maxInFlight && this.queue.length > 0) {
      if (!waited && (this.running > 0 || ended) && this.queue.length < this.maxGroup) {
        if (!this.turnPending) {
          this.turnPending = true;
          setImmediate(() => {
            this.turnPending = false;
            this.pump(true);
          });
        }
        return;
      }
      const group = this.takeGroup();
      this.running++;
      void this.runGroup(group).finally(() => {
        this.running--;
        this.pump(false, true);
      });
    }
  }

  /** The first queued member and up to maxGroup - 1 more of its key, in arrival order; the rest stay queued in order. */
  private takeGroup(): Item[] {
    const key = this.queue[0].key;
    const group: Item[] = [];
    const rest: Item[] = [];
    for (const item of this.queue) (item.key === key && group.length < this.maxGroup ? group : rest).push(item);
    this.queue.splice(0, this.queue.length, ...rest);
    return group;
  }

  private async runGroup(group: Item[]): Promise<void> {
    if (group.length > 1) {
      const outcome = await this.together(group.map((i) => i.fn)).then(
        (results) => ({ results }),
        (error: unknown) => ({ error }),
      );
      if ('results' in outcome) {
        for (const [k, item] of group.entries()) item.resolve(outcome.results[k]);
        return;
      }
      if (isDatabaseUnavailable(outcome.error)) return this.unavailable(group, outcome.error);
    }
    for (const [k, item] of group.entries()) {
      try {
        item.resolve(await this.single(item.fn));
      } catch (err) {
        item.reject(err);
        if (isDatabaseUnavailable(err)) return this.unavailable(group.slice(k + 1), err);
      }
    }
  }

  /**
   * The database is out of reach, or stopped answering while it held a COMMIT: the members
   * are not run again one by one. Each would wait out its own timeout, and a member whose
   * COMMIT may yet apply (a frozen server resumes) could be done twice; the client repeats
   * the request with its Idempotency-Key instead. The requests queued behind them, which
   * would only wait for the same timeouts, are answered at once too.
   */
  private unavailable(items: Item[], err: unknown): void {
    for (const item of [...items, ...this.queue.splice(0)]) item.reject(err);
  }
}
