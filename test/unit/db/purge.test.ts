import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Sql } from '../../../src/db/driver.ts';
import { laneKey } from '../../../src/db/lanes.ts';
import { openPglite } from '../../../src/db/pglite.ts';
import {
  ANALYZE_BASE_ROWS,
  ANALYZE_SCALE,
  analyzeChangedTables,
  GROWTH_SCALE,
  PURGE_BATCH,
  purgeInBatches,
  purgeWhere,
  purgeWhereStatement,
  STATISTICS_LANE,
  statisticsLoop,
} from '../../../src/db/purge.ts';
import { firstIdAt, newIdAt } from '../../../src/ids.ts';
import { onServer, testDatabase } from '../../support/database.ts';

describe('purgeInBatches', () => {
  it('repeats the bounded delete while it deletes a full batch, and returns the total', async () => {
    const answers = [PURGE_BATCH, PURGE_BATCH, 12];
    const seen: unknown[][] = [];
    const sql: Sql = {
      query: async <R,>(_text: string, params: readonly unknown[] = []) => {
        seen.push([...params]);
        return [{ n: answers.shift() }] as R[];
      },
    };
    expect(await purgeInBatches(sql, 'DELETE …', ['cutoff', PURGE_BATCH])).toBe(2 * PURGE_BATCH + 12);
    expect(seen).toEqual([
      ['cutoff', PURGE_BATCH],
      ['cutoff', PURGE_BATCH],
      ['cutoff', PURGE_BATCH],
    ]);
  });

  it('runs once when nothing is left', async () => {
    let runs = 0;
    const sql: Sql = {
      query: async <R,>() => {
        runs++;
        return [{ n: 0 }] as R[];
      },
    };
    expect(await purgeInBatches(sql, 'DELETE …', [])).toBe(0);
    expect(runs).toBe(1);
  });
});

describe('purgeWhere', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
    // A key of two columns and no id: what purgeWhereStatement is for.
    await db.query('CREATE TABLE windows (bucket text, start int, expires_at int, PRIMARY KEY (bucket, start))');
  });
  afterAll(() => db.close());

  it('deletes every matching row in batches of PURGE_BATCH, by row address, and nothing else', async () => {
    const rows = 2 * PURGE_BATCH + 7;
    await db.query(`INSERT INTO windows SELECT 'b' || (g % 3), g, CASE WHEN g <= $1 THEN 1 ELSE 9 END FROM generate_series(1, $1 + 40) g`, [rows]);
    const statement = purgeWhereStatement('windows', 'expires_at < $2');
    expect(statement).toContain('ctid = ANY (ARRAY(');
    const seen: number[] = [];
    const counting: Sql = {
      query: async <R,>(text: string, params: readonly unknown[] = []) => {
        const answer = await db.query<R & { n: number }>(text, params);
        seen.push(answer[0].n);
        return answer;
      },
    };
    expect(await purgeWhere(counting, statement, [5])).toBe(rows);
    expect(seen).toEqual([PURGE_BATCH, PURGE_BATCH, 7]);
    expect(await db.query('SELECT count(*)::int AS n FROM windows')).toEqual([{ n: 40 }]);
  });
});

describe('firstIdAt', () => {
  it('sorts above every id made before its millisecond and at or below every id made from it on', () => {
    const t = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    const bound = firstIdAt(t);
    expect(bound).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-0000-0000-000000000000$/);
    for (let i = 0; i < 50; i++) {
      expect(newIdAt(t - 1) < bound).toBe(true);
      expect(newIdAt(t) >= bound).toBe(true);
      expect(newIdAt(t + 1) > bound).toBe(true);
    }
  });
});

describe('analyzeChangedTables', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
    await db.query('CREATE TABLE big (id integer PRIMARY KEY, kind text NOT NULL)');
    await db.query('CREATE TABLE small (id integer PRIMARY KEY)');
    await db.query('CREATE TABLE "Quoted name" (id integer PRIMARY KEY)');
  });
  afterAll(async () => db.close());

  const fill = (table: string, from: number, rows: number) =>
    db.query(`INSERT INTO ${table} SELECT g, CASE WHEN g % 10 = 0 THEN 'rare' ELSE 'common' END FROM generate_series($1::int, $2::int) g`, [from, from + rows - 1]);
  const reltuples = async (table: string) => (await db.query<{ n: number }>('SELECT reltuples AS n FROM pg_class WHERE oid = $1::regclass', [table]))[0].n;
  const statsOf = async (table: string) => (await db.query<{ attname: string }>('SELECT attname FROM pg_stats WHERE tablename = $1 ORDER BY attname', [table])).map((r) => r.attname);

  it('on PGlite, analyzes a table once its rows changed by more than 1,000 + 10% since its last ANALYZE, and no other', async () => {
    expect([ANALYZE_BASE_ROWS, ANALYZE_SCALE]).toEqual([1_000, 0.1]);
    expect(await reltuples('big')).toBe(-1);
    expect(await analyzeChangedTables(db)).toEqual([]);

    await fill('big', 1, 5_000);
    await db.query('INSERT INTO small VALUES (1), (2), (3)');
    await db.query('INSERT INTO "Quoted name" SELECT g FROM generate_series(1, 1500) g');
    expect(await analyzeChangedTables(db)).toEqual(['public."Quoted name"', 'public.big']);
    expect(await reltuples('big')).toBe(5_000);
    expect(await statsOf('big')).toEqual(['id', 'kind']);
    // Three rows are not worth an ANALYZE: the planner reads the size of a small table anyway.
    expect(await reltuples('small')).toBe(-1);
    expect(await analyzeChangedTables(db)).toEqual([]);

    // 1,000 + 10% of 5,000 = 1,500 changes: exactly that many is not more.
    await db.query(`UPDATE big SET kind = 'changed' WHERE id <= 1500`);
    expect(await analyzeChangedTables(db)).toEqual([]);
    await db.query(`DELETE FROM big WHERE id = 5000`);
    expect(await analyzeChangedTables(db)).toEqual(['public.big']);
    expect(await reltuples('big')).toBe(4_999);
  });

  it('analyzes a table that grew since its last ANALYZE though the counters were lost (a restart starts them at 0)', async () => {
    await fill('big', 10_001, 3_000);
    await db.query('SELECT pg_stat_reset()');
    expect(await analyzeChangedTables(db)).toEqual(['public.big']);
    expect(await reltuples('big')).toBe(7_999);
  });

  it('statisticsLoop: most looks analyze only a table that doubled since its last ANALYZE; every fifth, one that changed by 10%', async () => {
    expect(GROWTH_SCALE).toBe(1);
    await db.query('CREATE TABLE young (id integer PRIMARY KEY, kind text NOT NULL)');
    await fill('young', 1, 2_000);
    const look = statisticsLoop(db);
    // The first look is a full one.
    expect(await look()).toEqual(['public.young']);
    // big (7,999 rows) changes by 2,000 (more than 1,000 + 10%, less than double), young (2,000 rows) doubles.
    await fill('big', 20_001, 2_000);
    await fill('young', 2_001, 3_500);
    expect(await look()).toEqual(['public.young']);
    expect(await reltuples('young')).toBe(5_500);
    for (let i = 0; i < 3; i++) expect(await look()).toEqual([]);
    // Every fifth look is a full one.
    expect(await look()).toEqual(['public.big']);
    await db.query('DROP TABLE young');
  });

  // Several workers look: one analyzes at a time, through the schema's statistics lane.
  it.skipIf(!onServer)('on a PostgreSQL server, a look while another holds the statistics lane finds nothing; the next look does the work', async () => {
    const server = await testDatabase(2);
    try {
      const autovacuum = (await server.db.query<{ autovacuum: string }>('SHOW autovacuum'))[0].autovacuum;
      if (autovacuum !== 'off') {
        console.warn('purge.test: the statistics lane is not checked: this server runs autovacuum, so nothing is analyzed by Corridor');
        return;
      }
      await server.db.query('CREATE TABLE grown (id integer PRIMARY KEY)');
      await server.db.query('INSERT INTO grown SELECT g FROM generate_series(1, 5000) g');
      const schema = (await server.db.query<{ s: string }>('SELECT current_schema() AS s'))[0].s;
      // Another worker's look, in progress: it holds the lane on one connection while this one looks on the other.
      const whileHeld = await server.db.transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(${laneKey(STATISTICS_LANE)})`);
        return analyzeChangedTables(server.db);
      });
      expect(whileHeld).toEqual([]);
      expect(await analyzeChangedTables(server.db)).toEqual([`${schema}.grown`]);
    } finally {
      await server.close();
    }
  });

  // The server's autovacuum setting is its operator's (CI's runs with it off): the test reads
  // it and expects what it implies, rather than change it.
  it.skipIf(!onServer)('on a PostgreSQL server, analyzes a changed table when autovacuum is off, and leaves it to autovacuum when on', async () => {
    const server = await testDatabase(2);
    try {
      await server.db.query('CREATE TABLE grown (id integer PRIMARY KEY)');
      await server.db.query('INSERT INTO grown SELECT g FROM generate_series(1, 5000) g');
      const autovacuum = (await server.db.query<{ autovacuum: string }>('SHOW autovacuum'))[0].autovacuum;
      const schema = (await server.db.query<{ s: string }>('SELECT current_schema() AS s'))[0].s;
      const analyzed = await analyzeChangedTables(server.db);
      if (autovacuum === 'off') {
        expect(analyzed).toContain(`${schema}.grown`);
        expect((await server.db.query<{ n: number }>(`SELECT reltuples AS n FROM pg_class WHERE oid = 'grown'::regclass`))[0].n).toBe(5_000);
        expect(await analyzeChangedTables(server.db)).toEqual([]);
      } else {
        expect(analyzed).toEqual([]);
      }
    } finally {
      await server.close();
    }
  });
});
