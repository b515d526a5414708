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
