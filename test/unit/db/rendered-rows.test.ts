import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conditions, pageLimit, pageOf, pageText } from '../../../src/db/conditions.ts';
import type { Db, Sql } from '../../../src/db/driver.ts';
import { openPglite } from '../../../src/db/pglite.ts';
import { RenderedRows, renderedRowsOf } from '../../../src/db/rendered-rows.ts';
import { stringify } from '../../../src/kernel/json.ts';
import { newId } from '../../../src/ids.ts';

interface Note {
  id: string;
  platform_id: string;
  status: string;
  body: string;
}

// A list rendered from cached row texts must be byte for byte the list rendered afresh, and never
// show a version of a row the database no longer has (src/db/rendered-rows.ts says why it cannot).
describe('pageText', () => {
  let db: Db;
  const platform = newId();
  const other = newId();
  let renders = 0;
  const present = (r: Note) => ({ id: `Note:${r.id}`, status: r.status, body: r.body });
  const render = (r: Note) => {
    renders++;
    return stringify(present(r));
  };
  const where = (status?: string) => new Conditions(platform).when(status, 'status = ?');

  beforeAll(async () => {
    db = await openPglite();
    await db.query('CREATE TABLE notes (id uuid PRIMARY KEY, platform_id uuid NOT NULL, status text NOT NULL, body text NOT NULL)');
    for (let i = 0; i < 7; i++) await db.query(`INSERT INTO notes VALUES ($1, $2, $3, $4)`, [newId(), platform, i % 2 ? 'OPEN' : 'DONE', `note ${i}`]);
    await db.query(`INSERT INTO notes VALUES ($1, $2, 'OPEN', 'theirs')`, [newId(), other]);
  });
  afterAll(() => db.close());

  it('is what stringify(pageOf(...)) gives, on every page, in both orders, and for an empty list', async () => {
    for (const order of ['desc', 'asc'] as const) {
      let after: string | undefined;
      for (let pages = 0; pages < 5; pages++) {
        const request = { limit: 3, after };
        const text = await pageText<Note>(db, 'notes', where(), request, render, order);
        expect(text).toBe(stringify(await pageOf<Note, unknown>(db, 'notes', where(), request, present, order)));
        const page = JSON.parse(text) as { hasMore: boolean; nextCursor?: string };
        if (!page.hasMore) break;
        after = Buffer.from(page.nextCursor!, 'base64url').toString('utf8');
      }
    }
    expect(await pageText<Note>(db, 'notes', where('NONE'), { limit: 3 }, render)).toBe('{"data":[],"hasMore":false,"totalCount":0}');
  });

  it('renders a row once per version, and again after it changes', async () => {
    await pageText<Note>(db, 'notes', where(), { limit: 20 }, render);
    renders = 0;
    const before = JSON.parse(await pageText<Note>(db, 'notes', where(), { limit: 20 }, render)) as { data: { id: string; body: string }[] };
    expect(renders).toBe(0);
    expect(before.data).toHaveLength(7);
    const changed = before.data[2].id.slice('Note:'.length);
    await db.query(`UPDATE notes SET body = 'edited' WHERE id = $1`, [changed]);
    const after = JSON.parse(await pageText<Note>(db, 'notes', where(), { limit: 20 }, render)) as { data: { id: string; body: string }[] };
    expect(renders).toBe(1);
    expect(after.data[2].body).toBe('edited');
    // An UPDATE that writes the same values still writes a new version: rendered again, not trusted.
    await db.query(`UPDATE notes SET body = body WHERE id = $1`, [changed]);
    await pageText<Note>(db, 'notes', where(), { limit: 20 }, render);
    expect(renders).toBe(2);
  });

  it('reads the page again whole when a row changes between its version and its read', async () => {
    const rows = await db.query<Note>(`SELECT * FROM notes WHERE platform_id = $1 AND status = 'OPEN' ORDER BY id DESC`, [platform]);
    const moving = rows[0].id;
    // Another writer, between the page's two statements: the newest OPEN note is closed.
    let statements = 0;
    const racing: Sql = {
      query: async (text, params) => {
        if (++statements === 2) await db.query(`UPDATE notes SET status = 'DONE', body = 'closed meanwhile' WHERE id = $1`, [moving]);
        return db.query(text, params);
      },
    };
    const fresh = { limit: 2 };
    const text = await pageText<Note>(racing, 'notes', where('OPEN'), fresh, render);
    const page = JSON.parse(text) as { data: { id: string; status: string }[]; totalCount: number };
    expect(page.data.map((n) => n.id)).not.toContain(`Note:${moving}`);
    expect(page.data.every((n) => n.status === 'OPEN')).toBe(true);
    expect(text).toBe(stringify(await pageOf<Note, unknown>(db, 'notes', where('OPEN'), fresh, present)));
    expect(statements).toBe(3);
  });

  it('reads ids first while pages are mostly rendered already, and pages whole while they are mostly not', async () => {
    let statements = 0;
    const counted: Sql = {
      query: (text, params) => {
        statements++;
        return db.query(text, params);
      },
    };
    // A list read again and again: after its first page, one light statement per page.
    await pageText<Note>(counted, 'notes', where(), { limit: 3 }, render);
    statements = 0;
    renders = 0;
    for (let i = 0; i < 5; i++) await pageText<Note>(counted, 'notes', where(), { limit: 3 }, render);
    expect([statements, renders]).toEqual([5, 0]);
    // Pages of rows never rendered here (another handle, every row edited in between): after the
    // first such page, one whole statement per page rather than two.
    const walking: Sql = { query: (text, params) => counted.query(text, params) };
    statements = 0;
    for (let i = 0; i < 4; i++) {
      await db.query(`UPDATE notes SET body = body || '.' WHERE platform_id = $1`, [platform]);
      await pageText<Note>(walking, 'notes', where(), { limit: 3 }, render);
    }
    expect(statements).toBe(2 + 3);
  });

  it("never lists another platform's rows, and keeps one cache per database", async () => {
    const text = await pageText<Note>(db, 'notes', where(), { limit: 50 }, render);
    expect(text).not.toContain('theirs');
    const second = await openPglite();
    try {
      // The same id at what may be the same version pair in another database, with other contents.
      const [row] = await db.query<Note>('SELECT * FROM notes WHERE platform_id = $1 ORDER BY id LIMIT 1', [platform]);
      await second.query('CREATE TABLE notes (id uuid PRIMARY KEY, platform_id uuid NOT NULL, status text NOT NULL, body text NOT NULL)');
      await second.query(`INSERT INTO notes VALUES ($1, $2, $3, 'elsewhere')`, [row.id, platform, row.status]);
      const there = JSON.parse(await pageText<Note>(second, 'notes', where(), { limit: 5 }, render)) as { data: { body: string }[] };
      expect(there.data.map((n) => n.body)).toEqual(['elsewhere']);
      expect(renderedRowsOf(second, 'notes')).not.toBe(renderedRowsOf(db, 'notes'));
    } finally {
      await second.close();
    }
  });
});

describe('RenderedRows', () => {
  it('answers only for the version it holds', () => {
    const rows = new RenderedRows(100);
    rows.set('a', '1(0,1)', '{"a":1}');
    expect(rows.get('a', '1(0,1)')).toBe('{"a":1}');
    expect(rows.get('a', '2(0,2)')).toBeUndefined();
    rows.set('a', '2(0,2)', '{"a":2}');
    expect(rows.get('a', '1(0,1)')).toBeUndefined();
    expect(rows.size).toBe(1);
  });

  it('drops the rows rendered longest ago past its budget of characters', () => {
    const rows = new RenderedRows(25);
    for (const id of ['a', 'b', 'c']) rows.set(id, 'v', 'x'.repeat(10));
    expect(rows.get('a', 'v')).toBeUndefined();
    expect(rows.get('b', 'v')).toBe('x'.repeat(10));
    expect(rows.get('c', 'v')).toBe('x'.repeat(10));
    rows.set('huge', 'v', 'x'.repeat(26));
    expect(rows.get('huge', 'v')).toBeUndefined();
    expect(rows.size).toBe(2);
  });
});

describe('pageLimit', () => {
  it("writes the page and one more row into the statement, and refuses what is not a page's size", () => {
    expect(pageLimit({ limit: 20 })).toBe(21);
    for (const limit of [0, -1, 1.5, Number.NaN, 1001]) expect(() => pageLimit({ limit })).toThrow(/not an integer/);
  });
});
