import { randomBytes } from 'node:crypto';

/**
 * JSON with exact integers: a bigint inside the safe range becomes a plain number; a larger one
 * (crypto amounts with 18 decimals) is written as its exact digits, never rounded.
 */
const marker = `__big_${randomBytes(6).toString('hex')}__`;
const markerPattern = new RegExp(`"${marker}(-?\\d+)"`, 'g');
const MAX = BigInt(Number.MAX_SAFE_INTEGER);

function replacer(_key: string, value: unknown): unknown {
  if (typeof value !== 'bigint') return value;
  if (value <= MAX && value >= -MAX) return Number(value);
  return `${marker}${value.toString()}`;
}

export function stringify(value: unknown): string {
  const text = JSON.stringify(value, replacer);
  return text.includes(marker) ? text.replace(markerPattern, '$1') : text;
}

/** Key-order-independent serialization, used to fingerprint request bodies. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return stringify(value) ?? 'null';
}
