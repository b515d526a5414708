import { describe, expect, it } from 'vitest';
import { canonical, stringify } from '../../../src/kernel/json.ts';

describe('stringify', () => {
  it('writes what JSON.stringify writes for values without bigints', () => {
    const values: unknown[] = [
      null,
      'text "quoted" \\ \u2028',
      3.5,
      true,
      [1, undefined, () => 1, null, [2, [3]]],
      // biome-ignore lint/suspicious/noSparseArray: a hole is written as null
      [1, , 3],
      { a: 1, skipped: undefined, f: () => 1, nested: { at: new Date('2026-01-02T03:04:05.678Z'), list: ['x'] } },
      { buffer: Buffer.from('hi'), date: new Date(0) },
      Object.assign(Object.create({ inherited: 1 }), { own: 2 }),
    ];
    for (const v of values) expect(stringify(v)).toBe(JSON.stringify(v));
  });

  it('writes bigints as exact numbers, beyond 2^53 too, wherever they are', () => {
    expect(stringify(12n)).toBe('12');
    expect(stringify({ amount: 9007199254740993n, fees: -123456789012345678901234567890n, list: [1n, { n: 2n }] })).toBe(
      '{"amount":9007199254740993,"fees":-123456789012345678901234567890,"list":[1,{"n":2}]}',
    );
    expect(stringify({ toJSON: () => ({ inside: 10n ** 20n }) })).toBe('{"inside":100000000000000000000}');
  });

  it('fingerprints objects whatever the order of their keys', () => {
    expect(canonical({ b: 1n, a: [{ d: 1, c: 2 }] })).toBe(canonical({ a: [{ c: 2, d: 1 }], b: 1n }));
  });
});
