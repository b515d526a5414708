import { describe, expect, it } from 'vitest';
import { Conditions } from '../../../src/db/conditions.ts';

describe('Conditions.byValue', () => {
  it('writes a plain word into the statement, so each value has statements planned for it', () => {
    const where = new Conditions('p-1').byValue('PENDING', 'status = ?').byValue('OUTGOING', 'type = ?');
    expect(where.sql).toBe(`platform_id = $1 AND status = 'PENDING' AND type = 'OUTGOING'`);
    expect(where.params).toEqual(['p-1']);
  });

  it('binds anything else: no quote, backslash, space, non-ASCII letter or long value reaches the text', () => {
    for (const value of ["PENDING' OR true --", 'a\\b', 'two words', 'ÉTAT', 'X'.repeat(65), 7]) {
      const where = new Conditions('p-1').byValue(value, 'status = ?');
      expect(where.sql).toBe('platform_id = $1 AND status = $2');
      expect(where.params).toEqual(['p-1', value]);
    }
  });

  it('skips an absent or empty value, as when does', () => {
    for (const value of [undefined, null, '']) expect(new Conditions('p-1').byValue(value, 'status = ?').sql).toBe('platform_id = $1');
  });
});
