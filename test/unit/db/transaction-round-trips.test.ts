import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalInsert, insertInto } from '../../../src/db/driver.ts';
import { mergeFinals } from '../../../src/db/transport/index.ts';
import { onServer, plain, type TestDatabase, testDatabase } from '../../support/database.ts';

/**
 * The driver saves round trips: BEGIN travels with the first statements, statements issued
 * together travel together, and atCommit statements travel with COMMIT, each message a
 * pipeline of prepared statements. These tests hold it to the results of plain statements,
 * on whichever engine the suite runs.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await testDatabase(4);
  await t.db.query('CREATE TABLE round_trip (id serial PRIMARY KEY, v text, n numeric(38,0), at timestamptz, b boolean)');
});
afterAll(async () => t.close());

describe('statements as pipelines of prepared statements', () => {
  it('read back every string exactly (quotes, backslashes, $n, unicode)', async () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 }).filter((s) => !s.includes('\u0000'));
    await fc.assert(
      fc.asyncProperty(text, async (s) => {
        const rows = await t.db.query<{ v: string }>('SELECT $1::text AS v', [s]);
        expect(rows[0].v).toBe(s);
      }),
      { numRuns: 200 },
    );
  });

  it('reads back arrays and timestamps exactly as sent (quotes, backslashes, braces, NULL, commas, years 1 to 9999)', async () => {
    const element = fc.option(fc.string({ unit: 'binary', maxLength: 12 }).filter((s) => !s.includes('\u0000')), { nil: null });
    // PGlite's own reader takes the years 1 to 99 for 1901 to 1999 (JavaScript's two-digit
    // years); the server's path (src/db/transport/timestamps.ts) reads them right.
    const instant = fc.date({ min: new Date(onServer ? '0001-01-01T00:00:00.000Z' : '0100-01-01T00:00:00.000Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true });
    await fc.assert(
      fc.asyncProperty(fc.array(element, { maxLength: 6 }), fc.array(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), { maxLength: 4 }), instant, fc.array(instant, { maxLength: 3 }), async (texts, amounts, at, ats) => {
        const [row] = await t.db.query<{ texts: (string | null)[]; amounts: string[]; at: Date; ats: Date[]; flags: boolean[] }>(
          'SELECT $1::text[] AS texts, $2::numeric[]::text[] AS amounts, $3::timestamptz AS at, $4::timestamptz[] AS ats, $5::boolean[] AS flags',
          [texts, amounts, at, ats, [true, false, null]],
        );
        expect(row.texts).toEqual(texts);
        expect(row.amounts).toEqual(amounts.map(String));
        expect(row.at.getTime()).toBe(at.getTime());
        expect(row.ats.map((d) => d.getTime())).toEqual(ats.map((d) => d.getTime()));
        expect(row.flags).toEqual([true, false, null]);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps time only as timestamptz, the one type a timestamp parameter is written for (src/db/transport/params.ts)', async () => {
    const columns = await t.db.query<{ at: string }>(
      `SELECT table_name || '.' || column_name AS at FROM information_schema.columns
       WHERE table_schema = current_schema() AND data_type IN ('timestamp without time zone', 'time without time zone', 'time with time zone')`,
    );
    expect(columns).toEqual([]);
  });

  it('keeps using a statement that failed after it was prepared, and one that never parsed', async () => {
    for (let i = 0; i < 6; i++) {
      await expect(t.db.query('SELECT 1 / $1::int AS q', [0])).rejects.toMatchObject({ code: '22012' });
      expect(await t.db.query('SELECT 1 / $1::int AS q', [1])).toEqual([{ q: 1 }]);
      await expect(t.db.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    }
  });

  it('reads rows by the kept description, and prepares afresh a statement whose table changed shape', async () => {
    await t.db.query('CREATE TABLE reshaped (id int PRIMARY KEY, a text)');
    await t.db.query(`INSERT INTO reshaped VALUES (1, 'x')`);
    for (let i = 0; i < 3; i++) expect(await t.db.query('SELECT * FROM reshaped WHERE id = $1', [1])).toEqual([{ id: 1, a: 'x' }]);
    await t.db.query('ALTER TABLE reshaped ADD COLUMN b bigint DEFAULT 7');
    // The server refuses the old statement ("cached plan must not change result type"): prepared again and run again.
    expect(await t.db.query('SELECT * FROM reshaped WHERE id = $1', [1])).toEqual([{ id: 1, a: 'x', b: 7n }]);
  });

  it('reads columns of any name into rows keyed by those names, the same on every run of a statement', async () => {
    const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
    // The server cuts a name at 63 bytes.
    const name = fc.string({ unit: 'grapheme', maxLength: 20 }).filter((s) => s.length > 0 && Buffer.byteLength(s) <= 63 && !s.includes('\u0000') && s !== '__proto__');
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(name, { minLength: 1, maxLength: 5 }), fc.array(fc.option(fc.integer(), { nil: null }), { minLength: 5, maxLength: 5 }), async (names, values) => {
        const text = `SELECT ${names.map((n, i) => `$${i + 1}::int AS ${quoted(n)}`).join(', ')}`;
        const expected = Object.fromEntries(names.map((n, i) => [n, values[i]]));
        // Unnamed, then named and described, then read by the kept description.
        for (let run = 0; run < 3; run++) {
          const [row] = await t.db.query(text, values.slice(0, names.length));
          expect(row).toEqual(expected);
          expect(Object.keys(row)).toEqual(Object.keys(expected));
        }
      }),
      { numRuns: 60 },
    );
    // A name given twice keeps its first place and its last value, as on both engines; a column
    // named __proto__ never becomes the row's prototype.
    for (let run = 0; run < 3; run++) {
      const [twice] = await t.db.query('SELECT 1 AS a, 2 AS b, NULL::int AS a, 3 AS b');
      expect(Object.entries(twice)).toEqual([
        ['a', null],
        ['b', 3],
      ]);
      const [row] = await t.db.query<Record<string, unknown>>(`SELECT '{"x":1}'::json AS "__proto__", 2 AS "constructor"`);
      expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
      expect(row.constructor).toBe(2);
    }
  });

  it('refuses to report a commit for a transaction whose failed statement was caught', async () => {
    await t.db.query('DELETE FROM round_trip');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('INSERT INTO round_trip (v) VALUES ($1)', ['lost']);
        await tx.query('SELECT 1 / $1::int', [0]).catch(() => undefined);
      }),
    ).rejects.toThrow();
    expect(await t.db.query('SELECT * FROM round_trip')).toEqual([]);
  });
});

describe('mergeFinals', () => {
  it('merges the rows of one insert shape into one INSERT, numbering placeholders row by row, and leaves the rest in place', () => {
    const shape = insertInto('t', ['a', 'b']);
    const upsert = 'INSERT INTO t (a, b) VALUES ($1, $2) ON CONFLICT DO NOTHING';
    const out = mergeFinals([
      finalInsert(shape, [1, 'x']),
      { text: upsert, params: [2, 'y'] },
      { text: 'UPDATE t SET b = $1', params: ['z'] },
      finalInsert(shape, [3, 'w']),
    ]);
    expect(out).toEqual([
      { text: 'INSERT INTO t (a, b) VALUES ($1, $2), ($3, $4)', params: [1, 'x', 3, 'w'] },
      { text: upsert, params: [2, 'y'] },
      { text: 'UPDATE t SET b = $1', params: ['z'] },
    ]);
  });

  it('never merges statements by their text: an INSERT queued with atCommit runs as it was queued', () => {
    const insert = 'INSERT INTO t (a) VALUES ($1)';
    const out = mergeFinals([
      { text: insert, params: [1] },
      { text: insert, params: [2] },
    ]);
    expect(out).toEqual([
      { text: insert, params: [1] },
      { text: insert, params: [2] },
    ]);
  });

  it('starts another INSERT before one would pass the protocol limit of 65535 parameters', () => {
    const width = 30_000;
    const shape = insertInto('t', Array.from({ length: width }, (_, i) => `c${i}`));
    const row = Array.from({ length: width }, (_, i) => i);
    const out = mergeFinals([finalInsert(shape, row), finalInsert(shape, row), finalInsert(shape, row)]);
    expect(out.map((s) => s.params.length)).toEqual([2 * width, width]);
  });

  it('merges statements marked concat by concatenating each array parameter, in order', () => {
    const call = 'SELECT f($1::uuid[], $2::numeric[])';
    const out = mergeFinals([
      { text: call, params: [['a'], [1n]], concat: true },
      { text: 'UPDATE t SET b = $1', params: ['z'] },
      { text: call, params: [['b', 'c'], [2n, 3n]], concat: true },
    ]);
    expect(out).toEqual([
      { text: call, params: [['a', 'b', 'c'], [1n, 2n, 3n]] },
      { text: 'UPDATE t SET b = $1', params: ['z'] },
    ]);
  });
});

describe('transactions with BEGIN on the first statement and statements at COMMIT', () => {
  it('commits the final statements with the transaction, after its other statements', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    await t.db.transaction(async (tx) => {
      tx.atCommit('INSERT INTO round_trip (v, n, at, b) VALUES ($1, $2, $3, $4)', ["o'brien \\ $1", 12345678901234567890123456789n, at, true]);
      await tx.query('INSERT INTO round_trip (v) VALUES ($1)', ['first']);
    });
    const rows = await t.db.query<{ v: string; n: string; at: Date; b: boolean | null }>('SELECT v, n::text AS n, at, b FROM round_trip ORDER BY id');
    expect(rows.map((r) => r.v)).toEqual(['first', "o'brien \\ $1"]);
    expect(rows[1]).toMatchObject({ n: '12345678901234567890123456789', b: true });
    expect(rows[1].at.toISOString()).toBe(at.toISOString());
  });

  it('rolls everything back when a final statement fails, and throws what onError makes of it', async () => {
    await t.db.query('DELETE FROM round_trip');
    const refused = new Error('refused by the final statement');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('INSERT INTO round_trip (v) VALUES ($1)', ['kept?']);
        tx.atCommit(`DO $$ BEGIN RAISE EXCEPTION 'no' USING ERRCODE = 'CR999'; END $$`, [], {
          onError: (err) => ((err as { code?: string }).code === 'CR999' ? refused : undefined),
        });
        tx.atCommit('INSERT INTO round_trip (v) VALUES ($1)', ['after']);
      }),
    ).rejects.toBe(refused);
    expect(await t.db.query('SELECT * FROM round_trip')).toEqual([]);
  });

  it('rolls back a first statement that fails together with its BEGIN, and the connection stays usable', async () => {
    await expect(t.db.transaction((tx) => tx.query('INSERT INTO round_trip (id, v) VALUES ($1, $2), ($1, $2)', [1, 'twice']))).rejects.toMatchObject({
      code: '23505',
    });
    for (let i = 0; i < 8; i++) {
      await t.db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        tx.atCommit('INSERT INTO round_trip (v) VALUES ($1)', [`ok ${i}`]);
      });
    }
    expect((await t.db.query('SELECT count(*)::int AS n FROM round_trip'))[0]).toEqual({ n: 8 });
  });

  it('sends nothing for a transaction that runs nothing, and commits atCommit statements alone', async () => {
    await t.db.transaction(async () => undefined);
    await t.db.transaction(async (tx) => tx.atCommit('INSERT INTO round_trip (v) VALUES ($1)', ['alone']));
    expect(await t.db.query(`SELECT v FROM round_trip WHERE v = 'alone'`)).toEqual([{ v: 'alone' }]);
  });

  it('sends statements issued together in one message, in issue order, each getting its own rows', async () => {
    await t.db.query('DELETE FROM round_trip');
    const [a, b, c, count] = await t.db.transaction((tx) =>
      Promise.all([
        tx.query<{ v: string }>('INSERT INTO round_trip (v) VALUES ($1) RETURNING v', ['a']),
        tx.query<{ v: string }>('INSERT INTO round_trip (v) SELECT unnest($1::text[]) RETURNING v', [['b1', 'b2']]),
        tx.query<{ v: string }>('INSERT INTO round_trip (v) VALUES ($1) RETURNING v', ['c']),
        tx.query<{ n: number }>('SELECT count(*)::int AS n FROM round_trip'),
      ]),
    );
    expect([a, b, c, count]).toEqual([[{ v: 'a' }], [{ v: 'b1' }, { v: 'b2' }], [{ v: 'c' }], [{ n: 4 }]]);
  });

  it('fails the whole transaction when one statement of a message fails', async () => {
    await t.db.query('DELETE FROM round_trip');
    await expect(
      t.db.transaction((tx) =>
        Promise.all([tx.query('INSERT INTO round_trip (v) VALUES ($1)', ['x']), tx.query('SELECT 1 / $1::int', [0]), tx.query('SELECT 1')]),
      ),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await t.db.query('SELECT * FROM round_trip')).toEqual([]);
  });

  it('writes every row of many insertAtCommit rows of one shape, around other final statements', async () => {
    await t.db.query('DELETE FROM round_trip');
    const shape = insertInto('round_trip', ['v', 'n']);
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) {
        tx.insertAtCommit(shape, [`row ${i}`, BigInt(i)]);
        tx.atCommit('INSERT INTO round_trip (v) VALUES ($1) ON CONFLICT DO NOTHING', [`conflict-safe ${i}`]);
      }
      tx.atCommit('UPDATE round_trip SET b = TRUE WHERE v = $1', ['row 4']);
    });
    const rows = await t.db.query<{ v: string; n: string | null; b: boolean | null }>('SELECT v, n::text AS n, b FROM round_trip ORDER BY v');
    expect(rows.filter((r) => r.v.startsWith('row')).map((r) => [r.v, r.n, r.b])).toEqual([
      ['row 0', '0', null],
      ['row 1', '1', null],
      ['row 2', '2', null],
      ['row 3', '3', null],
      ['row 4', '4', true],
    ]);
    expect(rows.filter((r) => r.v.startsWith('conflict-safe')).length).toBe(5);
  });
});


describe('lone reads issued together (CoalescedReads, src/db/transport/pg.ts)', () => {
  it('each get their own rows, and a failing one fails alone with its own error', async () => {
    const reads = Array.from({ length: 20 }, (_, i) => t.db.query<{ q: number }>('SELECT 100 / $1::int AS q', [i % 7]));
    const settled = await Promise.allSettled(reads);
    for (const [i, s] of settled.entries()) {
      if (i % 7 === 0) expect(s).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
      else expect(s).toEqual({ status: 'fulfilled', value: [{ q: Math.trunc(100 / (i % 7)) }] });
    }
  });

  it.skipIf(!onServer || plain)('travel in two messages on two connections (on the server), in order', async () => {
    const pids = (await Promise.all(Array.from({ length: 12 }, () => t.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')))).map((rows) => rows[0].pid);
    // The first six on one backend, the last six on another: two messages, not one each.
    expect(new Set(pids.slice(0, 6)).size).toBe(1);
    expect(new Set(pids.slice(6)).size).toBe(1);
    expect(pids[0]).not.toBe(pids[6]);
    // A read issued in a later turn goes in a message of its own, and still answers.
    const later = await new Promise<{ pid: number }[]>((resolve, reject) => setImmediate(() => t.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid').then(resolve, reject)));
    expect(later).toHaveLength(1);
  });

  it('leave a write issued with them to commit on its own', async () => {
    await t.db.query('CREATE TABLE coalesced_write (n int)');
    const [, failed, inserted] = await Promise.allSettled([
      t.db.query('SELECT 1 AS one'),
      t.db.query('SELECT 1 / 0 AS never'),
      t.db.query('INSERT INTO coalesced_write VALUES (1) RETURNING n'),
      t.db.query('SELECT 2 AS two'),
    ]);
    expect(failed.status).toBe('rejected');
    expect(inserted).toEqual({ status: 'fulfilled', value: [{ n: 1 }] });
    expect(await t.db.query('SELECT count(*)::int AS n FROM coalesced_write')).toEqual([{ n: 1 }]);
  });
});
