/**
 * Plans that hold whatever the planner's statistics say, for the statements that work on sets
 * of rows named by id (settlement and expiry rounds, the ledger's batches).
 *
 * A named prepared statement keeps the generic plan it was first given until something (an
 * ANALYZE) invalidates it. A batch keyed by ids, planned while the platform's rows were few or
 * its statistics stale, chose a bitmap scan of every row of the platform through an index that
 * starts with platform_id (costed for a handful of rows) and kept it as the table grew: on a fresh
 * database under the payouts bench a settlement round's UPDATE of 149 payments read 9,149 of
 * them (18.8 ms against 2.5 ms by primary key; auto_explain, npm run bench). So a batch says
 * `id = ANY ($n)` for the ids it names, which the primary key answers, and checks the tenant
 * with `tenantIs`, which no index can answer, so no platform index competes with the key.
 * The statistics themselves are kept by the worker's statistics loop (src/db/purge.ts).
 */

/**
 * `column = param` as a filter the planner applies to rows found another way (by id): `IS TRUE`
 * hides the comparison from index matching and means the same for a NOT NULL column.
 */
export const tenantIs = (column: string, param: string): string => `(${column} = ${param}) IS TRUE`;

/**
 * Marks a statement to be planned for its parameters' values on every run: the transport never
 * prepares it under a name (transport/pipeline.ts), so the server never switches it to a generic
 * plan. For a list filtered on a column of few values (a payment's status or type): its generic
 * plan is costed for the column's average value, and where one value holds most rows (one
 * platform, nearly every payment COMPLETED) that plan reads the platform's rows newest first and
 * keeps those that match; fine for a common value, but for a rare one (FAILED, or PENDING once
 * everything settled) it read every row of the platform for each page. Measured on 75,000
 * payments: 47-120 ms for an empty page under the generic plan against 1 ms planned for its
 * value. Planning costs a fraction of a millisecond, paid only where Conditions.byValue asks.
 */
export const PLANNED_PER_VALUE = ' /* planned per value */';

/**
 * `text` marked PLANNED_PER_VALUE. At its end: a read must still begin with SELECT, which is how
 * the transport tells reads (coalesced, and no change for remembered totals, db/commits.ts).
 */
export const plannedPerValue = (text: string): string => text + PLANNED_PER_VALUE;
