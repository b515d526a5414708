import type { Db, TxSql } from '../db/driver.ts';
import { newId } from '../ids.ts';
import type { Clock } from '../ports/clock.ts';
import type { Tx } from '../http/operation.ts';
import { retryDelayMs } from './delivery.ts';
import { claimDue } from './claim.ts';
import { scopedTx } from './scoped-tx.ts';

/**
 * Scheduled jobs: rows with a due time, claimed with FOR UPDATE SKIP LOCKED so that any number
 * of workers share them. A job's handler runs in the same transaction that marks it DONE, so
 * its effect and its completion commit together.
 */
export type JobHandler = (tx: Tx, job: { id: string; platformId: string; payload: Record<string, unknown>; now: Date }) => Promise<void>;

const MAX_ATTEMPTS = 10;
const LEASE_MS = 60_000;

/** Schedules a job; the row is written with the transaction's COMMIT (TxSql.atCommit). */
export async function scheduleJob(
  tx: TxSql,
  platformId: string,
  kind: string,
  payload: Record<string, unknown>,
  dueAt: Date,
  now: Date,
): Promise<string> {
  const id = newId();
  tx.atCommit('INSERT INTO jobs (id, platform_id, kind, payload, due_at, created_at) VALUES ($1, $2, $3, $4::jsonb, $5, $6)', [
    id,
    platformId,
    kind,
    JSON.stringify(payload),
    dueAt,
    now,
  ]);
  return id;
}

interface JobRow {
  id: string;
  platform_id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  async runDue(batchSize = 20): Promise<number> {
    const now = this.clock.now();
    const claimed = await claimDue<JobRow>(this.db, 'jobs', 'due_at', 'id, platform_id, kind, payload, attempts', now, LEASE_MS, batchSize);
    // In due order, one after another: jobs of one resource often must not overtake each other.
    for (const job of claimed) await this.runOne(job);
    return claimed.length;
  }

  private async runOne(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await this.db.transaction(async (tx) => {
        const now = this.clock.now();
        await handler(scopedTx(tx, job.platform_id, now), { id: job.id, platformId: job.platform_id, payload: job.payload, now });
        await tx.query(`UPDATE jobs SET status = 'DONE', finished_at = $2, lease_until = NULL WHERE id = $1`, [job.id, now]);
      });
    } catch (err) {
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
