import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../src/db/driver.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPg } from '../../src/db/transport/index.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { migratedDump } from './pglite-template.ts';
import type { DbTimeouts } from '../../src/db/timeouts.ts';

/** TEST_DATABASE_URL selects the PostgreSQL server; otherwise each test file gets in-memory PGlite. */
export const serverUrl = process.env.TEST_DATABASE_URL || undefined;
export const onServer = serverUrl !== undefined;
/** CORRIDOR_DB_PLAIN=1: the database without the transport's optimisations, as the server would open it. */
export const plain = process.env.CORRIDOR_DB_PLAIN === '1';

export interface TestDatabase {
  db: Db;
  /** The connection string of this schema on the server (undefined on PGlite), for a process of its own. */
  url?: string;
  /** Opens another pool on the same schema (a second replica, a second worker). */
  another(poolSize?: number, timeouts?: Partial<DbTimeouts>): Db;
  close(): Promise<void>;
}

/**
 * A migrated, empty database of its own: a fresh schema on the server, or an in-memory PGlite
 * started from the migrated template (pglite-template.ts).
 */
export async function testDatabase(poolSize = 16): Promise<TestDatabase> {
  if (!serverUrl) {
    const db = await openPglite(undefined, { plain, load: await migratedDump() });
    await migrate(db);
    return {
      db,
      another: () => {
        throw new Error('a second connection needs the PostgreSQL server');
      },
      close: () => db.close(),
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const pools: Db[] = [];
  const open = (size: number, timeouts?: Partial<DbTimeouts>) => {
    const db = openPg(url.toString(), { poolSize: size, timeouts, plain });
    pools.push(db);
    return db;
  };
  const db = open(poolSize);
  await migrate(db);
  return {
    db,
    url: url.toString(),
    another: (size = 16, timeouts) => open(size, timeouts),
    close: async () => {
      for (const p of pools) await p.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}
