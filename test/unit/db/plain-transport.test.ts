import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInto } from '../../../src/db/driver.ts';
import { openPg } from '../../../src/db/transport/index.ts';
import { onServer, type TestDatabase, testDatabase } from '../../support/database.ts';

/**
 * CORRIDOR_DB_PLAIN=1 (openPg's `plain`) is a bisect switch: it must really turn the
 * transport's optimisations off, and give the same results. Seen from the server's side:
 * the session's prepared statements and the statements of the transaction that wrote rows.
 */
let t: TestDatabase;
beforeAll(async () => {
  if (!onServer) return;
  t = await testDatabase(1);
  await t.db.query('CREATE TABLE plain_rows (v text, n int)');
});
afterAll(async () => t?.close());

const ROW = insertInto('plain_rows', ['v', 'n']);

/** Writes two rows at COMMIT three times, then reports what the one connection prepared and what the last transaction's INSERT looked like. */
async function exercise(plain: boolean) {
  const db = openPg(t.url!, { poolSize: 1, plain });
  try {
    for (let i = 0; i < 3; i++) {
      await db.transaction(async (tx) => {
        await tx.query('SELECT count(*) FROM plain_rows WHERE v = $1', [`${plain}`]);
        tx.insertAtCommit(ROW, [`${plain}`, 2 * i]);
        tx.insertAtCommit(ROW, [`${plain}`, 2 * i + 1]);
      });
    }
    const prepared = await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    const rows = await db.query<{ n: number }>('SELECT n FROM plain_rows WHERE v = $1 ORDER BY n', [`${plain}`]);
    return { prepared: prepared.map((p) => p.statement), rows: rows.map((r) => r.n) };
  } finally {
    await db.close();
  }
}

describe.skipIf(!onServer)('the plain transport (CORRIDOR_DB_PLAIN=1)', () => {
  it('prepares nothing and merges nothing, and writes the same rows as the optimised transport', async () => {
    const optimised = await exercise(false);
    const plain = await exercise(true);
    expect(optimised.prepared.some((s) => s.startsWith('INSERT INTO plain_rows (v, n) VALUES ($1, $2), ($3, $4)'))).toBe(true);
    expect(plain.prepared).toEqual([]);
    expect(plain.rows).toEqual(optimised.rows);
    expect(plain.rows).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
