import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Distribution readiness (docs/scaling.md, "Past one primary"): a table sharded by platform
 * (Citus, distributed by platform_id) needs platform_id in its primary key. A table of the
 * migrations whose primary key lacks it must be listed in docs/scaling.md's "Tables without
 * platform_id in their primary key" with what it is keyed by and what distributing it takes, so
 * that a new table without it is a decision someone wrote down, not an accident found when the
 * database is split. The migrations are read as text (no database started): CREATE TABLE bodies,
 * DROP TABLE, and any other statement that could change a primary key refused until this
 * reader understands it.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The primary key columns of every table the migrations leave, in migration order (null: none). */
function primaryKeys(files: { name: string; sql: string }[]): Map<string, string[] | null> {
  const keys = new Map<string, string[] | null>();
  for (const { name, sql } of files) {
    const text = sql.replace(/--[^\n]*/g, '');
    for (const m of text.matchAll(/\bDROP TABLE (?:IF EXISTS )?([a-z_]+)/gi)) keys.delete(m[1]);
    for (const m of text.matchAll(/\bCREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)\s*\(/gi)) {
      const body = parenthesized(text, m.index + m[0].length - 1);
      keys.set(m[1], keyOf(body));
    }
    for (const m of text.matchAll(/\bALTER TABLE (?:IF EXISTS )?(?:ONLY )?([a-z_]+)\s+RENAME TO\s+([a-z_]+)/gi)) {
      keys.set(m[2], keys.get(m[1]) ?? null);
      keys.delete(m[1]);
    }
    // A primary key made or dropped other than in CREATE TABLE: this reader would miss it.
    for (const m of text.matchAll(/\bALTER TABLE (?:IF EXISTS )?(?:ONLY )?([a-z_]+)[^;]*?\b(PRIMARY KEY|DROP CONSTRAINT (?:IF EXISTS )?\w*pkey)\b/gi)) {
      throw new Error(`${name}: ALTER TABLE ${m[1]} … ${m[2]}: teach test/unit/architecture/distribution.test.ts to read it`);
    }
  }
  return keys;
}

/** The text between the parenthesis at `open` and its match. */
function parenthesized(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`unbalanced parentheses after ${text.slice(open, open + 60)}`);
}

/** A CREATE TABLE body's primary key: a table constraint `[CONSTRAINT x] PRIMARY KEY (a, b)` or a column's `PRIMARY KEY`. */
function keyOf(body: string): string[] | null {
  let depth = 0;
  let start = 0;
  const elements: string[] = [];
  for (let i = 0; i <= body.length; i++) {
    const c = body[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if ((c === ',' && depth === 0) || i === body.length) {
      elements.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  for (const element of elements) {
    const constraint = /^(?:CONSTRAINT\s+\w+\s+)?PRIMARY KEY\s*\(([^)]*)\)/i.exec(element);
    if (constraint) return constraint[1].split(',').map((c) => c.trim());
    if (/\bPRIMARY KEY\b/i.test(element)) return [element.split(/\s+/)[0]];
  }
  return null;
}

/** The first cell of each row of docs/scaling.md's list: `| \`table\` | reason |`. */
function documented(): Map<string, string> {
  const doc = read('docs/scaling.md');
  const section = doc.split(/^### Tables without platform_id in their primary key$/m)[1]?.split(/^#{2,3} /m)[0];
  if (!section) throw new Error('docs/scaling.md has no "### Tables without platform_id in their primary key" section');
  const listed = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const table = /^`([a-z_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!table) continue;
    if (listed.has(table)) throw new Error(`docs/scaling.md lists ${table} twice`);
    listed.set(table, cells.slice(2, -1).join(' | '));
  }
  return listed;
}

const migrations = readdirSync(join(root, 'src/db/migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((name) => ({ name, sql: read(join('src/db/migrations', name)) }));

describe('distribution readiness', () => {
  const keys = primaryKeys(migrations);
  const listed = documented();

  it('reads the migrations: every table has a primary key, and the reader sees the known shapes', () => {
    expect([...keys].filter(([, key]) => key === null).map(([table]) => table)).toEqual([]);
    // Spot checks of each shape the reader handles: a column's key, a table constraint, a key made of two columns.
    expect(keys.get('transactions')).toEqual(['id']);
    expect(keys.get('idempotency_keys')).toEqual(['platform_id', 'key']);
    expect(keys.get('ledger_entries')).toEqual(['transfer_id', 'account_id']);
    expect(keys.get('sandbox_clocks')).toEqual(['platform_id']);
  });

  it('every table without platform_id in its primary key is listed in docs/scaling.md with a reason', () => {
    const lacking = [...keys].filter(([, key]) => !key?.includes('platform_id')).map(([table]) => table);
    const unexplained = lacking.filter((table) => !listed.has(table));
    expect(unexplained, 'tables whose primary key lacks platform_id: add platform_id to the key, or list the table in docs/scaling.md with why').toEqual([]);
    for (const [table, reason] of listed) expect(reason, `${table}: docs/scaling.md gives no reason`).not.toBe('');
  });

  it('lists no table that is gone or already has platform_id in its primary key', () => {
    const stale = [...listed.keys()].filter((table) => !keys.has(table) || keys.get(table)?.includes('platform_id'));
    expect(stale, 'entries of docs/scaling.md to remove').toEqual([]);
  });

  it('refuses a primary key changed outside CREATE TABLE instead of missing it', () => {
    expect(() => primaryKeys([{ name: '999_x.sql', sql: 'ALTER TABLE quotes ADD PRIMARY KEY (platform_id, id);' }])).toThrow(/999_x\.sql: ALTER TABLE quotes/);
    expect(() => primaryKeys([{ name: '999_y.sql', sql: 'ALTER TABLE quotes DROP CONSTRAINT quotes_pkey;' }])).toThrow(/999_y\.sql: ALTER TABLE quotes/);
    const later = primaryKeys([
      { name: '1.sql', sql: 'CREATE TABLE a (id uuid PRIMARY KEY, platform_id uuid NOT NULL);\nCREATE TABLE b (x int);' },
      { name: '2.sql', sql: 'ALTER TABLE b DROP CONSTRAINT b_check; ALTER TABLE b RENAME TO bb; DROP TABLE a;\n-- CREATE TABLE c (id uuid PRIMARY KEY)\nCREATE TABLE d (platform_id uuid, id uuid, CONSTRAINT d_pk PRIMARY KEY (platform_id, id), CHECK (id IS NOT NULL));' },
    ]);
    expect(later).toEqual(new Map([['bb', null], ['d', ['platform_id', 'id']]]));
  });
});
