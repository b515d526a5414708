import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each table has one owning module (docs/architecture.md, "Table owners"); only the owner's code
 * names it in SQL. Another module asks the owner's exported functions instead, so a table's
 * shape can change in one place. A statement of another module that names the table is a
 * failure naming the file, the table and its owner.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Uses the owner has not taken back yet, each with its reason. Keep this list empty or short. */
const ALLOWED: { file: string; table: string; reason: string }[] = [];

/** `| \`table\` | \`src/owner/\`, ... | what |` rows of the "Table owners" section. */
function ownersFromDocs(): Map<string, string[]> {
  const doc = read('docs/architecture.md');
  const section = doc.split(/^### Table owners$/m)[1]?.split(/^#{2,3} /m)[0];
  if (!section) throw new Error('docs/architecture.md has no "### Table owners" section');
  const owners = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const table = /^`([a-z_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!table) continue;
    owners.set(table, [...cells[2].matchAll(/`(src\/[^`]+)`/g)].map((m) => m[1]));
  }
  return owners;
}

function tablesOfMigrations(): string[] {
  const dir = 'src/db/migrations';
  const sql = readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.sql'))
    .map((f) => read(join(dir, f)))
    .join('\n');
  return [...new Set([...sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/gi)].map((m) => m[1]))].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && path !== 'src/http/contract-types.ts' ? [path] : [];
  });
}

/** Every place a file names a table in SQL: FROM, JOIN, INTO, UPDATE, DELETE FROM, insertInto('table'), purgeStatement('table') or purgeWhereStatement('table'). */
function tableUses(text: string, tables: Set<string>): { table: string; line: number }[] {
  const uses: { table: string; line: number }[] = [];
  for (const m of text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_]+)\b|(?:insertInto|purgeStatement|purgeWhereStatement)\(\s*'([a-z_]+)'/g)) {
    const table = m[1] ?? m[2];
    if (tables.has(table)) uses.push({ table, line: text.slice(0, m.index).split('\n').length });
  }
  return uses;
}

const owners = ownersFromDocs();

describe('table owners', () => {
  it('lists every table of the migrations once, with an owner that exists', () => {
    expect([...owners.keys()].sort()).toEqual(tablesOfMigrations());
    const files = sourceFiles('src');
    for (const [table, paths] of owners) {
      expect(paths.length, `${table} has no owner`).toBeGreaterThan(0);
      for (const p of paths) expect(files.some((f) => f.startsWith(p)), `${table}: owner ${p} matches no file`).toBe(true);
    }
  });

  it("only a table's owner names it in SQL", () => {
    const tables = new Set(owners.keys());
    const violations: string[] = [];
    const allowedUsed = new Set<(typeof ALLOWED)[number]>();
    for (const file of sourceFiles('src')) {
      for (const { table, line } of tableUses(read(file), tables)) {
        const own = owners.get(table) ?? [];
        if (own.some((p) => file.startsWith(p))) continue;
        const allowed = ALLOWED.find((a) => a.file === file && a.table === table);
        if (allowed) {
          allowedUsed.add(allowed);
          continue;
        }
        violations.push(`${file}:${line} names ${table}, owned by ${own.join(', ')}; call a function the owner exports instead`);
      }
    }
    expect(violations, violations.join('\n')).toEqual([]);
    const stale = ALLOWED.filter((a) => !allowedUsed.has(a)).map((a) => `${a.file} no longer names ${a.table}: drop it from ALLOWED`);
    expect(stale, stale.join('\n')).toEqual([]);
  });
});
