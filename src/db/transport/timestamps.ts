import pg from 'pg';

/** node-postgres's own timestamptz parser, read before pg.ts puts this one in its place. */
const parseDate = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (text: string) => Date | number | null;

/**
 * timestamptz in the server's text form (DateStyle ISO) read without regular expressions:
 * `YYYY-MM-DD HH:MM:SS[.ffffff]±HH[:MM[:SS]]`. Every payment row carries up to seven of them,
 * and node-postgres's parser (three regular expressions a value) was 8% of a filtered
 * `GET /transactions` page's time. Anything else (BC dates, infinity, years before 1000 or
 * after 9999, another DateStyle) goes to that parser, so both read every text the same way
 * (test/unit/db/timestamps.test.ts). Fractions below a millisecond are cut off, as there.
 */
export function parseTimestamptz(text: string): Date | number | null {
  const n = text.length;
  if (n < 22 || text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH || text.charCodeAt(10) !== SPACE) return parseDate(text);
  if (text.charCodeAt(13) !== COLON || text.charCodeAt(16) !== COLON) return parseDate(text);
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  const hour = digits(text, 11, 13);
  const minute = digits(text, 14, 16);
  const second = digits(text, 17, 19);
  if (year < 1000 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return parseDate(text);
  let i = 19;
  let ms = 0;
  if (text.charCodeAt(i) === DOT) {
    const start = ++i;
    while (i < n && isDigit(text.charCodeAt(i))) i++;
    if (i === start) return parseDate(text);
    // The first three digits, as milliseconds (".5" is 500).
    for (let k = 0; k < 3; k++) ms = ms * 10 + (start + k < i ? text.charCodeAt(start + k) - ZERO : 0);
  }
  const sign = text.charCodeAt(i);
  if ((sign !== PLUS && sign !== DASH) || i + 3 > n) return parseDate(text);
  let offset = digits(text, i + 1, i + 3) * 3600;
  i += 3;
  for (let part = 0; part < 2 && i < n; part++) {
    if (text.charCodeAt(i) !== COLON) return parseDate(text);
    const value = digits(text, i + 1, i + 3);
    if (value < 0 || i + 3 > n) return parseDate(text);
    offset += part === 0 ? value * 60 : value;
    i += 3;
  }
  if (i !== n || offset < 0) return parseDate(text);
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  return new Date(sign === PLUS ? utc - offset * 1000 : utc + offset * 1000);
}

const DASH = 45;
const SPACE = 32;
const COLON = 58;
const DOT = 46;
const PLUS = 43;
const ZERO = 48;

const isDigit = (c: number) => c >= ZERO && c <= ZERO + 9;

/** The decimal number written in text[start, end), or -1 when a character there is not a digit. */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!isDigit(c)) return -1;
    value = value * 10 + c - ZERO;
  }
  return value;
}
