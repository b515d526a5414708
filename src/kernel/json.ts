import { randomBytes } from 'node:crypto';

/**
 * JSON with exact integers: a bigint inside the safe range becomes a plain number; a larger one
 * (crypto amounts with 18 decimals) is written as its exact digits, never rounded.
 */
const marker = `__big_${randomBytes(6).toString('hex')}__`;
const markerPattern = new RegExp(`"${marker}(-?\\d+)"`, 'g');
const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * `value` with every bigint replaced by what it is written as, for the native JSON.stringify
 * without a replacer: a replacer function costs a call per property, and replies, events and
 * stored replies were half again as slow to serialize with one.
 */
function withoutBigints(value: unknown, key: string): unknown {
  if (typeof value === 'bigint') return value <= MAX && value >= -MAX ? Number(value) : `${marker}${value.toString()}`;
  if (value === null || typeof value !== 'object') return value;
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return withoutBigints(toJSON.call(value, key), key);
  if (Array.isArray(value)) return value.map((v, i) => withoutBigints(v, String(i)));
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) out[k] = withoutBigints((value as Record<string, unknown>)[k], k);
  return out;
}

export function stringify(value: unknown): string {
  const text = JSON.stringify(withoutBigints(value, ''));
  return text !== undefined && text.includes(marker) ? text.replace(markerPattern, '$1') : text;
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
