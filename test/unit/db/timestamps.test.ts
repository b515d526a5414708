import { createRequire } from 'node:module';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseTimestamptz } from '../../../src/db/transport/timestamps.ts';

type Parse = (text: string) => Date | number | null;

/**
 * node-postgres's own parser, which the fast one must agree with on every text: registered afresh
 * from the text parsers of node-postgres's pg-types. Its global registry (pg.types.getTypeParser)
 * answers with the fast parser once the transport is loaded, and with one module graph per test
 * worker an earlier file may have loaded it.
 */
function nodePostgresParser(oid: number): Parse {
  const fromPg = createRequire(createRequire(import.meta.url).resolve('pg'));
  const textParsers = fromPg('pg-types/lib/textParsers') as { init(register: (oid: number, parse: Parse) => void): void };
  let found: Parse | undefined;
  textParsers.init((registered, parse) => {
    if (registered === oid) found = parse;
  });
  if (!found) throw new Error(`pg-types registers no text parser for type ${oid}`);
  return found;
}

const reference = nodePostgresParser(pg.types.builtins.TIMESTAMPTZ);

const texts = [
  '2026-11-27 14:25:02.123456+00',
  '2026-11-27 14:25:02+00',
  '2026-11-27 14:25:02.5+00',
  '2026-11-27 14:25:02.000001+00',
  '2026-11-27 14:25:02.999999+00',
  '2026-01-01 00:00:00+05:30',
  '2026-01-01 00:00:00-03:30',
  '2026-01-01 00:00:00.25+05:45',
  '1901-12-13 20:45:52+00:09:21',
  '2024-02-29 23:59:59.999-12',
  '2024-02-29 23:59:59.999+14',
  '9999-12-31 23:59:59.999999+00',
  '1000-01-01 00:00:00+00',
  '0099-01-01 00:00:00+00',
  '0001-01-01 00:00:00+00 BC',
  '12345-01-01 00:00:00+00',
  'infinity',
  '-infinity',
  '2026-11-27T14:25:02Z',
];

describe('parseTimestamptz', () => {
  it('reads every timestamptz text as node-postgres does', () => {
    expect(reference).not.toBe(parseTimestamptz);
    for (const text of texts) {
      const fast = parseTimestamptz(text);
      const slow = reference(text);
      expect(fast instanceof Date ? fast.getTime() : fast, text).toEqual(slow instanceof Date ? slow.getTime() : slow);
    }
  });

  it('is the parser the server transport reads timestamptz with', async () => {
    await import('../../../src/db/transport/pg.ts');
    expect(pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text')).toBe(parseTimestamptz);
  });

  it('reads a fraction as milliseconds, cutting off the rest', () => {
    expect((parseTimestamptz('2026-11-27 14:25:02.123987+00') as Date).toISOString()).toBe('2026-11-27T14:25:02.123Z');
    expect((parseTimestamptz('2026-11-27 14:25:02.1+02') as Date).toISOString()).toBe('2026-11-27T12:25:02.100Z');
  });
});
