import { clusterUnsupported, createReplicatedPair } from '../support/cluster.ts';
import { onServer } from '../support/database.ts';
import { failoverSuite } from '../support/failover-scenario.ts';

/**
 * test/support/failover-scenario.ts on a primary and a synchronous standby made with
 * pg_createcluster (throwaway clusters), with the test as the failover monitor: it kills the
 * primary (pg_ctl stop -m immediate) and promotes the standby with the documented manual
 * procedure (docs/scaling.md, "Who promotes the standby"). test/faults/auto-failover.test.ts
 * runs the same scenario with pg_auto_failover's monitor deciding.
 */
const unsupported = onServer ? clusterUnsupported() : 'TEST_DATABASE_URL is not set (the fault suites run in the PostgreSQL server run)';
if (unsupported) console.warn(`\n!!! test/faults/failover: SKIPPED: ${unsupported} !!!\n`);

failoverSuite('failover to a synchronous standby under load (throwaway clusters, the test promotes)', unsupported, () => createReplicatedPair());
