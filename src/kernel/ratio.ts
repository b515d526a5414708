/**
 * Exact rational numbers for rates: money is never multiplied by a float. Rates are written
 * as decimal strings ("1.0825") in tables and kept as num/den bigints in code.
 */
export interface Ratio {
  num: bigint;
  den: bigint;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

export function ratio(num: bigint, den: bigint): Ratio {
  if (den <= 0n || num < 0n) throw new RangeError('a rate is a non-negative ratio with a positive denominator');
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

/** "1.0825" -> 10825/10000, exactly. */
export function parseDecimal(text: string): Ratio {
  const m = DECIMAL.exec(text);
  if (!m) throw new RangeError(`not a plain decimal: ${text}`);
  const fraction = m[2] ?? '';
  return ratio(BigInt(m[1] + fraction), 10n ** BigInt(fraction.length));
}

export const multiply = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
export const divide = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den, a.den * b.num);
export const invert = (a: Ratio): Ratio => ratio(a.den, a.num);

/** Decimal text of `r` rounded half-up to `places` decimals ("0.00000001"). */
export function toDecimalString(r: Ratio, places: number): string {
  const scale = 10n ** BigInt(places);
  const scaled = (r.num * scale * 2n + r.den) / (2n * r.den);
  if (places === 0) return scaled.toString();
  const digits = scaled.toString().padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`.replace(/\.?0+$/, '');
}

/**
 * For JSON fields the contract types as `number` (exchangeRate, estimatedExchangeRate): the
 * exact ratio rounded to 12 significant-enough decimals, converted only at the edge for display.
 */
export function toDisplayNumber(r: Ratio): number {
  return Number(toDecimalString(r, 12));
}
