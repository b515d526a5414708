/**
 * Where one database's backends are while a row runs (BENCH_WAITS=1): pg_stat_activity sampled
 * every SAMPLE_MS on a connection of its own, each sample its own statement and so its own
 * snapshot, averaged into backends per state. A latency tail with many backends waiting on row
 * locks is a hot row (one source account paying everyone); with many flushing, the disk; with
 * many idle in a transaction, the backends wait for Corridor (its event loop, or the CPU it
 * shares). Off by default: the samples are load of their own on the cores the row is measured on.
 */
import pg from 'pg';
import type { BenchRow } from './payouts.ts';

const SAMPLE_MS = 20;

// `other` is what is active and none of running, locks and flushing (derived in sampleWaits).
const SAMPLE = `SELECT count(*) FILTER (WHERE state = 'active') AS active,
       count(*) FILTER (WHERE state = 'active' AND wait_event IS NULL) AS running,
       count(*) FILTER (WHERE state = 'active' AND wait_event_type = 'Lock') AS locks,
       count(*) FILTER (WHERE state = 'active' AND wait_event IN ('WALSync', 'WALWrite')) AS flushing,
       count(*) FILTER (WHERE state = 'idle in transaction') AS corridor
  FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`;

const CLASSES = [
  ['running', 'running or ready to run'],
  ['locks', 'waiting on a row lock'],
  ['flushing', 'writing or flushing WAL'],
  ['corridor', 'idle in a transaction, waiting for Corridor'],
  ['other', 'waiting on anything else'],
] as const;

/** Starts sampling `dbUrl`; `stop(label)` ends it and answers one row per state. */
export async function sampleWaits(dbUrl: string): Promise<{ stop(label: string): Promise<BenchRow[]> }> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const sums: Record<string, number> = Object.fromEntries(CLASSES.map(([k]) => [k, 0]));
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const [row] = (await client.query(SAMPLE)).rows as Record<string, string>[];
      const n = (k: string) => Number(row[k]);
      const other = n('active') - n('running') - n('locks') - n('flushing');
      for (const [k] of CLASSES) sums[k] += k === 'other' ? other : n(k);
      samples++;
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
  })();
  // A failed sample ends the loop; stop() reports it.
  loop.catch(() => {});
  return {
    async stop(label) {
      stopped = true;
      await loop;
      await client.end();
      return CLASSES.map(([k, what]) => ({
        name: `${label}: database backends ${what}, on average over ${samples} samples (not /s)`,
        rps: samples === 0 ? Number.NaN : Math.round((sums[k] / samples) * 100) / 100,
        p50: Number.NaN,
        p99: Number.NaN,
        rss: Number.NaN,
        errors: 0,
      }));
    },
  };
}
