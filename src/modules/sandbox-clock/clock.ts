import type { Db } from '../../db/driver.ts';
import { movePlatformInstants } from '../../db/instants.ts';
import type { Tx } from '../../kernel/tx.ts';
import { moveUsagePeriods } from '../agents/index.ts';
import { recountDailyVolumes } from '../payments/index.ts';

/**
 * The sandbox clock (docs/sandbox.md, "Sandbox clock"). Time passes for one sandbox platform by
 * moving everything it has stored into the past rather than by giving it a "now" of its own:
 * every rule already compares stored instants with the one clock of the service, and the
 * workers already find what is due by those instants, so nothing in the modules has to know
 * about a platform's time, and a rule added later is covered. The platform's records show the
 * consequence honestly: a payment made before a one-day advance reads as made a day ago.
 */
export interface SandboxClock {
  advancedSeconds: number;
  lastAdvancedAt?: string;
  now: string;
}

interface ClockRow {
  advanced_seconds: string;
  last_advanced_at: Date;
}

const present = (row: ClockRow | undefined, now: Date): SandboxClock => ({
  advancedSeconds: Number(row?.advanced_seconds ?? 0),
  ...(row ? { lastAdvancedAt: row.last_advanced_at.toISOString() } : {}),
  now: now.toISOString(),
});

/** Operation `getSandboxClock`. */
export async function readClock(db: Db, platformId: string, now: Date): Promise<SandboxClock> {
  const [row] = await db.query<ClockRow>('SELECT advanced_seconds::text, last_advanced_at FROM sandbox_clocks WHERE platform_id = $1', [platformId]);
  return present(row, now);
}

/**
 * Operation `advanceSandboxClock`: moves the platform's clock `seconds` forward in the caller's transaction. The clock's row is
 * written first: its lock makes two advances of one platform run one after the other, each
 * moving what the other left.
 */
export async function advanceClock(tx: Tx, seconds: number): Promise<SandboxClock> {
  const [row] = await tx.query<ClockRow>(
    `INSERT INTO sandbox_clocks (platform_id, advanced_seconds, last_advanced_at) VALUES ($1, $2, $3)
     ON CONFLICT (platform_id) DO UPDATE SET advanced_seconds = sandbox_clocks.advanced_seconds + EXCLUDED.advanced_seconds,
       last_advanced_at = EXCLUDED.last_advanced_at
     RETURNING advanced_seconds::text, last_advanced_at`,
    [tx.platformId, seconds, tx.now],
  );
  await movePlatformInstants(tx, tx.platformId, seconds);
  // Instants kept as dates and day names, which their owners move after the timestamps.
  await recountDailyVolumes(tx);
  await moveUsagePeriods(tx, seconds);
  return present(row, tx.now);
}
