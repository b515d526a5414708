import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './driver.ts';

const MIGRATIONS_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'migrations');

/**
 * A migration may rewrite a large table, and another replica may wait its turn at the lock
 * meanwhile: neither is cut short by the statement timeout meant for requests.
 */
const MIGRATION = { unbounded: true };

/** Applies the numbered SQL files of db/migrations that this database has not seen yet. */
export async function migrate(db: Db, progress: (line: string) => void = () => undefined): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
  // One read says what is left; a start with nothing to apply opens no transaction per file.
  const seen = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const pending = files.filter((f) => !seen.has(f));
  if (pending.length > 1) progress(`applying ${pending.length} database migrations …`);
  const applied: string[] = [];
  for (const name of pending) {
    const done = await db.transaction(async (tx) => {
      // Serializes concurrent migrators (several replicas starting at once) on a server; one
      // that waited finds the file applied by another.
      if (db.kind === 'pg') await tx.query('SELECT pg_advisory_xact_lock(727274)');
      const already = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (already.length > 0) return false;
      await runScript(tx, readFileSync(join(MIGRATIONS_DIR, name), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    }, MIGRATION);
    if (done) applied.push(name);
  }
  return applied;
}

async function runScript(tx: { query: Db['query'] }, sql: string): Promise<void> {
  // Statements are separated by semicolons at line ends; function bodies use $$ quoting
  // and are split with care below.
  for (const statement of splitStatements(sql)) await tx.query(statement);
}

export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    const trimmed = line.trim();
    if (!inDollar && (trimmed.startsWith('--') || trimmed === '')) continue;
    current += `${line}\n`;
    const dollars = line.split('$$').length - 1;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && trimmed.endsWith(';')) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
