import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, randomDigits } from '../../../src/crypto/one-time-code.ts';

describe('one-time codes', () => {
  it('keeps a salted hash that matches the code and nothing else', () => {
    const a = hashCode('123456');
    const b = hashCode('123456');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(a.hash).not.toContain('123456');
    expect(codeMatches(a, '123456')).toBe(true);
    expect(codeMatches(a, '123457')).toBe(false);
    expect(codeMatches(a, '')).toBe(false);
    expect(codeMatches({ salt: a.salt, hash: 'ab' }, '123456')).toBe(false);
  });

  it('makes random decimal codes of the length asked', () => {
    const codes = Array.from({ length: 200 }, () => randomDigits(6));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(randomDigits(8)).toMatch(/^\d{8}$/);
  });
});
