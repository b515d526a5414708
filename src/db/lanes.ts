/**
 * Lanes: work that any number of processes may start but only one should run at a time
 * (a settlement round's lane, the statistics look), each a transaction-level advisory lock
 * named within the current schema (several deployments may share one database, each in its
 * own schema: a hash collision between names only makes two lanes one). The lock is released
 * by the COMMIT or ROLLBACK of the transaction that took it, or when its connection ends.
 */

/** The first key of the lanes' advisory locks (two-key form; migrate.ts and secrets/prepare.ts use one-key locks). */
const LANE_LOCKS = 727276;

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The lane `name`'s two keys, as SQL arguments to the pg_*advisory_xact_lock functions. */
export function laneKey(name: string): string {
  return `${LANE_LOCKS}, hashtext(current_schema() || ${quoteLiteral(`:${name}`)})`;
}

/**
 * A condition without parameters that takes the lane `name` for the rest of the transaction,
 * false while another transaction holds it: an uncorrelated subquery, which PostgreSQL
 * evaluates once, before the scan (a one-time filter), so a statement ANDing it into its WHERE
 * finds nothing while the lane is taken and the lane costs no message of its own.
 */
export function takesLane(name: string): string {
  return `(SELECT pg_try_advisory_xact_lock(${laneKey(name)}))`;
}
