/**
 * The PostgreSQL transport: how statements reach a PostgreSQL server, and the optimisations
 * that make a payment cost the server few messages and little work. Everything else sees
 * `Db` and `TxSql` (../driver.ts); only src/db imports this folder, and only this file.
 *
 * - Pipelining (pipeline.ts, pg.ts): a transaction's statements issued together travel as
 *   one message, BEGIN with the first of them, and the final statements (TxSql.atCommit,
 *   insertAtCommit) with COMMIT. A payment is two round trips, and the statement that locks a
 *   busy account's balance holds that lock only for the commit itself.
 * - Prepared statements (pipeline.ts): a text seen twice gets a name; each connection parses
 *   and plans it once and its rows' description is kept, so a run is Bind and Execute only.
 * - Group commit (group-commit.ts): transactions that arrive while others run are run together
 *   as one database transaction (one WAL flush); any failure runs each member again alone,
 *   so every request keeps the answer it would get alone.
 * - Merged final statements (merge-finals.ts): the rows a transaction, or a group, adds at
 *   COMMIT with insertAtCommit go as one multi-row INSERT per shape, and calls marked
 *   `concat` as one call; nothing is recognised from statement texts.
 *
 * CORRIDOR_DB_PLAIN=1 turns all of them off (plain.ts): BEGIN, each statement on its own
 * through node-postgres, COMMIT. It exists to bisect: if a fault goes away with it, look here.
 * The LISTEN connection (listener.ts) is the same in both modes. So is hosts.ts: a URL that
 * names several hosts (a primary and its standbys) connects to the writable one, and follows a
 * promoted standby.
 *
 * With trackCommitLsn (a read replica is configured) every COMMIT's message also reads the
 * primary's WAL position (COMMIT_LSN, common.ts), for read-your-writes (../read-routing.ts).
 *
 * Behind a pooler in transaction mode (DATABASE_POOLER=pgbouncer, pooler.ts) statements go
 * unnamed, the session settings open each transaction instead of the connection, and the LISTEN
 * connection goes to PostgreSQL itself (DATABASE_LISTEN_URL); the rest is unchanged.
 */
export { GroupCommitter } from './group-commit.ts';
export { mergeFinals } from './merge-finals.ts';
export { DEFAULT_POOL_SIZE, defaultCommitGroups, openPg, type PgOptions } from './pg.ts';
export { checkStartupParametersArrived, type Pooler, parsePooler } from './pooler.ts';
export { parseTimestamptz } from './timestamps.ts';
