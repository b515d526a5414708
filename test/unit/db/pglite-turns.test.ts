import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/driver.ts';
import { openPglite } from '../../../src/db/pglite.ts';

/**
 * PGlite runs in process and never waits for I/O: without turns of the event loop between its
 * statements, a request's statements and the work between them ran as one task, and a request
 * carrying a 1 MB value held the event loop for 150-300 ms (no timer, no other request).
 */
let db: Db;
beforeAll(async () => {
  db = await openPglite();
});
afterAll(async () => db.close());

describe('PGlite statements in turns of the event loop', () => {
  it('lets callbacks scheduled before a statement run before its result is used, in and out of transactions', async () => {
    const order: string[] = [];
    const turn = (name: string) => setImmediate(() => order.push(name));
    turn('a');
    await db.query('SELECT 1');
    order.push('after the query');
    await db.transaction(async (tx) => {
      turn('b');
      await tx.query('SELECT 1');
      order.push('after the first statement');
      turn('c');
      await tx.query('SELECT 2');
      order.push('after the second statement');
      turn('d');
      tx.atCommit('SELECT 3', []);
    });
    order.push('after the commit');
    expect(order).toEqual(['a', 'after the query', 'b', 'after the first statement', 'c', 'after the second statement', 'd', 'after the commit']);
  });
});
