import type { Tx } from '../../kernel/tx.ts';

/**
 * Usage counters roll over by the clock: they count the UTC day and month they name, and a
 * reader on a later day (month) sees the daily (monthly) ones at zero. The row is reset the
 * next time it is written (lockAgent, addAgentUsage), never by a job, so no round has to run at
 * midnight for a limit to open again.
 */
export interface AgentUsage {
  dailyTransactionCount: number;
  dailySpend: bigint;
  monthlySpend: bigint;
  /** The UTC day the daily counters count, YYYY-MM-DD. */
  dailyResetDate: string;
  /** The UTC month the monthly counter counts, YYYY-MM. */
  monthlyResetMonth: string;
}

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
export const utcMonth = (at: Date) => at.toISOString().slice(0, 7);

export interface UsageColumns {
  daily_transaction_count: number;
  daily_spend: string | bigint | number;
  monthly_spend: string | bigint | number;
  usage_day: string;
  usage_month: string;
}

/** The counters as of `now`: stored ones of an earlier day or month read as zero. */
export function usageAt(row: UsageColumns, now: Date): AgentUsage {
  const day = utcDay(now);
  const month = utcMonth(now);
  // ISO dates compare as text; a row dated after `now` (another replica's clock a moment ahead) keeps its counts.
  const sameDay = row.usage_day >= day;
  const sameMonth = row.usage_month >= month;
  return {
    dailyTransactionCount: sameDay ? row.daily_transaction_count : 0,
    dailySpend: sameDay ? BigInt(row.daily_spend) : 0n,
    monthlySpend: sameMonth ? BigInt(row.monthly_spend) : 0n,
    dailyResetDate: sameDay ? row.usage_day : day,
    monthlyResetMonth: sameMonth ? row.usage_month : month,
  };
}

/** Whether the stored counters belong to an earlier day or month than `now`. */
export const isStale = (row: UsageColumns, now: Date) => row.usage_day < utcDay(now) || row.usage_month < utcMonth(now);

/**
 * The sandbox clock moved the platform's instants `seconds` into the past (src/db/instants.ts,
 * which has already moved `updated_at`): the day and month the counters count move with them.
 * The counts were made at some time no later than the row's last update and inside the day
 * (month) they name, so each moves to the day (month) of the earlier of those two bounds, moved
 * back: a limit opens again no later than it would have.
 */
export async function moveUsagePeriods(tx: Tx, seconds: number): Promise<void> {
  await tx.query(
    `UPDATE agents SET
       usage_day = to_char(least(updated_at, (usage_day::date + 1)::timestamp AT TIME ZONE 'UTC' - make_interval(secs => $2) - interval '1 microsecond') AT TIME ZONE 'UTC', 'YYYY-MM-DD'),
       usage_month = to_char(least(updated_at, ((usage_month || '-01')::date + interval '1 month') AT TIME ZONE 'UTC' - make_interval(secs => $2) - interval '1 microsecond') AT TIME ZONE 'UTC', 'YYYY-MM')
     WHERE platform_id = $1`,
    [tx.platformId, seconds],
  );
}
