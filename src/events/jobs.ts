import { type Db, insertInto, isDatabaseUnavailable, type TxSql } from '../db/driver.ts';
import { newId } from '../ids.ts';
import type { Clock } from '../ports/clock.ts';
import type { Tx } from '../kernel/tx.ts';
import { retryDelayMs } from './delivery.ts';
import { claimDue, UnsureClaims } from './claim.ts';
import { scopedTx } from '../kernel/tx.ts';
import { laneKey, takesLane } from '../db/lanes.ts';

/**
 * Scheduled jobs: rows with a due time, claimed with FOR UPDATE SKIP LOCKED so that any number
 * of workers share them. A job's handler runs in the same transaction that marks it DONE, so
 * its effect and its completion commit together.
 */
export type JobHandler = (tx: Tx, job: { id: string; platformId: string; payload: Record<string, unknown>; now: Date }) => Promise<void>;

const MAX_ATTEMPTS = 10;
const LEASE_MS = 60_000;

const JOB = insertInto('jobs', ['id', 'platform_id', 'kind', 'payload', 'due_at', 'created_at']);

/** Schedules a job; the row is written with the transaction's COMMIT (TxSql.insertAtCommit). */
export async function scheduleJob(
  tx: TxSql,
  platformId: string,
  kind: string,
  payload: Record<string, unknown>,
  dueAt: Date,
  now: Date,
): Promise<string> {
  const id = newId();
  tx.insertAtCommit(JOB, [id, platformId, kind, JSON.stringify(payload), dueAt, now]);
  return id;
}

interface JobRow {
  id: string;
  platform_id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * How a kind of job may run beside others. Without `resourceOf`, jobs of the kind run one
 * after another in due order. With it, jobs of one resource still do, but jobs of different
 * resources run at once, their transactions grouped (group commit): the handler must then
 * depend on nothing but its transaction, and must leave the resource alone when it finds it
 * already moved on (a conditional UPDATE), as every handler must anyway.
 */
export interface JobOptions {
  resourceOf?: (payload: Record<string, unknown>) => string;
}

const IN_ORDER = 'in order';

/**
 * Work a module claims in sets from its own table instead of as one job row per item (the
 * payments' settlement round): the worker runs it in a loop of its own (Worker), and it
 * answers how many items it handled, so that the loop runs again soon while there are more.
 * It runs in `lane` (RoundLane), which its claim takes.
 */
export type Round = (db: Db, clock: Clock, lane: RoundLane) => Promise<number>;

/**
 * One of a round's lanes, shared by every worker on the database (RoundOptions.lanes): a
 * transaction-level advisory lock that a round takes with its claim and that its COMMIT or
 * ROLLBACK releases (or the connection's end, when its worker dies). Of the workers' loops for
 * one lane, one runs a round at a time. Without it, two workers' rounds ran side by side, each
 * claiming half the set (the second skipping past the first's locked rows) and each writing the
 * same clearing accounts (docs/scaling.md, "Measured", 2026-11-29). A round that hangs holds its
 * lane until its transaction ends: at the latest the server's idle-in-transaction timeout
 * (src/db/timeouts.ts).
 */
export interface RoundLane {
  /**
   * A condition without parameters for the set's claim to AND into its WHERE: an uncorrelated
   * subquery that takes the lane, which PostgreSQL evaluates once, before the scan (a one-time
   * filter), so that a claim finds nothing while another worker's round holds the lane, and
   * the lane costs no message of its own. Answered in `sql`'s transaction: a lane that waits
   * (runDue's) is taken there first and answers `true`.
   */
  condition(sql: TxSql): Promise<string>;
}

/**
 * Lane `lane` of the round `name` (src/db/lanes.ts). `wait`: waits for the lane instead of
 * finding nothing (runDue: a test or the sandbox clock asks for whatever is due, after any
 * round already running).
 */
function roundLane(name: string, lane: number, wait: boolean): RoundLane {
  const named = `${name}#${lane}`;
  return {
    condition: async (sql) => {
      if (!wait) return takesLane(named);
      await sql.query(`SELECT pg_advisory_xact_lock(${laneKey(named)})`);
      return 'true';
    },
  };
}

/**
 * A round's set: claims up to `limit` due rows (only the row `only` when given) in `sql`'s
 * transaction, its claim's WHERE holding `lane` (RoundLane.condition), puts their ids in
 * `claimed` as soon as the claim answers (the transaction may still fail), handles them, and
 * answers how many it claimed.
 */
export type RoundSet = (sql: TxSql, limit: number, only: string | null, claimed: string[], lane: string) => Promise<number>;

/**
 * The shape every round shares: in `lane`, up to `size` rows in one transaction (none while
 * another worker's round holds the lane); when that throws, each
 * claimed row again alone, so that one bad row cannot hold the others back, and a row that still
 * throws is `putBack` (due again later). With `onError`, every failure is reported to it; without,
 * the first failure of a row alone is thrown once the others are done (the worker reports it).
 * A database out of reach is thrown at once. Answers how many rows were claimed.
 */
export async function roundInSets(
  db: Db,
  lane: RoundLane,
  size: number,
  runSet: RoundSet,
  putBack: (id: string) => Promise<unknown>,
  onError?: (err: unknown) => void,
): Promise<number> {
  const claimed: string[] = [];
  try {
    return await db.transaction(async (sql) => runSet(sql, size, null, claimed, await lane.condition(sql)));
  } catch (err) {
    if (isDatabaseUnavailable(err) || claimed.length === 0) throw err;
    onError?.(err);
  }
  let failure: unknown;
  for (const id of [...claimed]) {
    try {
      // Rows this round claimed, again one at a time: the lane is not asked for again.
      await db.transaction((sql) => runSet(sql, 1, id, [], 'true'));
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      if (onError) onError(err);
      else failure ??= err;
      await putBack(id);
    }
  }
  if (failure !== undefined) throw failure;
  return claimed.length;
}

/**
 * How the workers run a round. `lanes` (default 1): how many of its rounds may run at once over
 * every worker on the database (RoundLane), the lanes past the first only while the last round
 * a worker ran in its first lane claimed `full` items or more (a backlog): one lane's rounds are
 * latency-bound (the rail's calls, deciding, the commit), and rounds that lock their accounts
 * only at COMMIT overlap; without a backlog, extra lanes would only cut the same work into
 * smaller, dearer sets.
 */
export interface RoundOptions {
  lanes?: number;
  full?: number;
}

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly options = new Map<string, JobOptions>();
  private readonly rounds = new Map<string, { round: Round; options: RoundOptions }>();
  /** This runner's claims whose answer was lost (claim.ts). */
  private readonly unsure = new UnsureClaims();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  register(kind: string, handler: JobHandler, options: JobOptions = {}): void {
    this.handlers.set(kind, handler);
    this.options.set(kind, options);
  }

  registerRound(name: string, round: Round, options: RoundOptions = {}): void {
    this.rounds.set(name, { round, options });
  }

  /** Due jobs, and every registered round beside them (each in its first lane, once any round running there is done); answers how much was found. */
  async runDue(batchSize = 100): Promise<number> {
    const rounds = [...this.rounds].map(([name, { round }]) => round(this.db, this.clock, roundLane(name, 1, true)));
    const found = await Promise.all([this.runJobs(batchSize), ...rounds]);
    return found.reduce((a, b) => a + b, 0);
  }

  /**
   * Each registered round by name, with its options and a function that runs it once in lane
   * `lane` (1 to its `lanes`): the worker gives each lane a loop of its own, so that a busy
   * round (settlement under load) does not drag the idle ones along with it, each an empty
   * transaction per turn.
   */
  roundLoops(): [string, (lane: number) => Promise<number>, RoundOptions][] {
    return [...this.rounds].map(([name, { round, options }]) => [name, (n: number) => round(this.db, this.clock, roundLane(name, n, false)), options]);
  }

  /** Claims due job rows and runs them; answers how many were claimed. */
  async runJobs(batchSize = 100): Promise<number> {
    const now = this.clock.now();
    const claimed = await claimDue<JobRow>(this.db, 'jobs', 'due_at', 'id, platform_id, kind, payload, attempts', now, LEASE_MS, batchSize, this.unsure);
    // One lane per resource, in due order within it; lanes run at once.
    const lanes = new Map<string, JobRow[]>();
    for (const job of claimed) {
      const resourceOf = this.options.get(job.kind)?.resourceOf;
      const lane = resourceOf ? resourceOf(job.payload) : IN_ORDER;
      const jobs = lanes.get(lane);
      if (jobs) jobs.push(job);
      else lanes.set(lane, [job]);
    }
    await Promise.all(
      [...lanes.entries()].map(async ([lane, jobs]) => {
        for (const job of jobs) await this.runOne(job, lane !== IN_ORDER);
      }),
    );
    return claimed.length;
  }

  private async runOne(job: JobRow, grouped: boolean): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await this.db.transaction(async (tx) => {
        const now = this.clock.now();
        await handler(scopedTx(tx, job.platform_id, now), { id: job.id, platformId: job.platform_id, payload: job.payload, now });
        tx.atCommit(`UPDATE jobs SET status = 'DONE', finished_at = $2, lease_until = NULL WHERE id = $1`, [job.id, now]);
      }, { group: grouped });
    } catch (err) {
      // The job's COMMIT may have gone through, marking it DONE, which recording a failure
      // would undo: its lease runs out and it is claimed again, as after a crash.
      if (isDatabaseUnavailable(err) && err.outcomeUnknown) return;
      const now = this.clock.now();
      const failed = job.attempts >= MAX_ATTEMPTS;
      await this.db.query(
        `UPDATE jobs SET status = $2, due_at = $3, lease_until = NULL, last_error = $4, finished_at = $5 WHERE id = $1`,
        [
          job.id,
          failed ? 'FAILED' : 'PENDING',
          new Date(now.getTime() + retryDelayMs(job.attempts)),
          err instanceof Error ? err.message : String(err),
          failed ? now : null,
        ],
      );
    }
  }
}
