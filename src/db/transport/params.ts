import pg from 'pg';

/** The part of node-postgres this relies on that its type declarations leave out. */
const driver = pg as unknown as { utils: { prepareValue(v: unknown): unknown } };

/**
 * A statement's parameter as the text the server reads: what node-postgres's prepareValue
 * makes of it, with the values a group's statements carry by the hundred written directly.
 * prepareValue formats a timestamp field by field in local time and escapes each element of an
 * array with two regular expressions; under the payouts load the two were 4% of the API's
 * thread. Anything else (buffers, nested arrays, objects, dates outside years 1–9999, invalid
 * dates) goes to prepareValue as before.
 *
 * A timestamp is written as its ISO 8601 instant in UTC (`2026-11-28T12:00:00.000Z`) where
 * prepareValue wrote local time with an offset: the same instant to every `timestamptz`, the
 * only type the schema keeps time in (test/unit/db/transaction-round-trips.test.ts holds it).
 */
export function paramText(value: unknown): unknown {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return timestampText(value) ?? driver.utils.prepareValue(value);
  if (Array.isArray(value)) return arrayText(value) ?? driver.utils.prepareValue(value);
  return driver.utils.prepareValue(value);
}

function timestampText(date: Date): string | undefined {
  const year = date.getUTCFullYear();
  // toISOString writes other years with six digits and a sign, which the server does not read.
  return year >= 1 && year <= 9999 ? date.toISOString() : undefined;
}

/** An array literal of strings, numbers, booleans, timestamps and nulls; undefined for anything else. */
function arrayText(values: readonly unknown[]): string | undefined {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) out += ',';
    const v = values[i];
    if (v === null || v === undefined) out += 'NULL';
    else if (typeof v === 'string') out += quoted(v);
    else if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') out += `"${v}"`;
    else if (v instanceof Date) {
      const text = timestampText(v);
      if (text === undefined) return undefined;
      out += `"${text}"`;
    } else return undefined;
  }
  return `${out}}`;
}

/** An array element in double quotes, its backslashes and quotes escaped (none, in a uuid or an amount). */
function quoted(text: string): string {
  if (!text.includes('"') && !text.includes('\\')) return `"${text}"`;
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
