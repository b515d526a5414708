import { describe, expect, it } from 'vitest';
import type { Sql } from '../../../src/db/driver.ts';
import { PURGE_BATCH, purgeInBatches } from '../../../src/db/purge.ts';
import { firstIdAt, newIdAt } from '../../../src/ids.ts';

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
