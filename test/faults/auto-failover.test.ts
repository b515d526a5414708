import { autoFailoverUnsupported, createFormation } from '../support/auto-failover.ts';
import { onServer } from '../support/database.ts';
import { failoverSuite } from '../support/failover-scenario.ts';

/**
 * test/support/failover-scenario.ts on a pg_auto_failover formation (test/support/auto-failover.ts:
 * a monitor and two keeper-managed nodes with synchronous replication). The test only kills the
 * primary, keeper and PostgreSQL at once, as a machine dies; pg_auto_failover's monitor notices
 * and promotes the standby, and Corridor follows through its multi-host URL without a restart.
 */
const unsupported = onServer ? autoFailoverUnsupported() : 'TEST_DATABASE_URL is not set (the fault suites run in the PostgreSQL server run)';
if (unsupported) console.warn(`\n!!! test/faults/auto-failover: SKIPPED: ${unsupported} !!!\n`);

failoverSuite('failover decided by pg_auto_failover under load (a monitor and two keepers)', unsupported, () => createFormation());
