import { type FormatCheck, fail, ok, requireString } from './result.ts';

/**
 * Shared shape check for the many "exactly N digits" / "N to M digits" account fields, so the
 * messages and the split between `pattern` (non-digits) and `length` (digit count) stay uniform.
 */
export function checkDigits(input: unknown, what: string, min: number, max: number = min): FormatCheck {
  const text = requireString(input, what);
  if (typeof text !== 'string') return text;
  if (!/^[0-9]*$/.test(text)) return fail('pattern', `${what} must contain digits only`);
  if (text.length < min || text.length > max) {
    const expected = min === max ? `${min}` : `${min} to ${max}`;
    return fail('length', `${what} must have ${expected} digits, got ${text.length}`);
  }
  return ok(text);
}

/** Sum of digit x weight, weights repeating; the core of every "weights mod 10" scheme here. */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (digits.charCodeAt(i) - 48) * weights[i % weights.length];
  return sum;
}
