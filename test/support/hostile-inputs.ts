import fc from 'fast-check';
import type { JsonSchema, Operation } from '../../src/http/contract.ts';

/**
 * Invalid and hostile requests for one operation, generated from its own schemas in the
 * contract: its path parameters, query parameters, headers and body. Every case starts from a
 * baseline (a request the operation would accept, made by the caller) and changes one thing,
 * so that the change reaches the check it aims at instead of the first unrelated refusal;
 * random cases at the end change several things at once.
 *
 * Deterministic for a seed: the same seed, operation and baseline give the same cases.
 */

export type Expectation =
  /** Only the general rules: no 5xx, the error shape, no write on a 4xx. */
  | 'any'
  /** Any 4xx. */
  | 'refused'
  /** 400 INVALID_INPUT: the request breaks the schema or the body parser's rules. */
  | 'invalid'
  /** 404. */
  | 'notFound';

export interface HostileCase {
  /** What was changed, for the failure message: `body.amount = 1e999 (raw)`. */
  label: string;
  category: Category;
  method: Operation['method'];
  /** Under the API prefix, percent-encoded as sent, with the query string if any. */
  url: string;
  headers: Record<string, string>;
  /** The bytes sent; see payloadOf. */
  payload?: string | Buffer;
  /** A JSON body, serialized only when sent (payloadOf): most generated cases are never picked. */
  body?: unknown;
  expect: Expectation;
  /** Refused, but never because of this body field: unknown fields are ignored by design. */
  ignoredField?: string;
  /** Taken before the other cases of its source (another platform's id, a well-formed wrong code). */
  first?: boolean;
  /** Close to the 1 MB body limit: only in deeper runs (see hostileCases). */
  heavy?: boolean;
  /**
   * Sent just before this case: the same request with a random id of the same type instead of
   * another platform's real id. Both must get the same status and code, so a client cannot tell
   * another platform's resource from one that does not exist.
   */
  control?: HostileCase;
}

export type Category =
  | 'wrong-type'
  | 'missing'
  | 'null'
  | 'string-length'
  | 'unicode'
  | 'format'
  | 'number-edge'
  | 'enum'
  | 'array'
  | 'object'
  | 'unknown-field'
  | 'nesting'
  | 'duplicate-key'
  | 'raw-body'
  | 'content-type'
  | 'foreign-id'
  | 'id-shape'
  | 'path'
  | 'query'
  | 'header'
  | 'multipart'
  | 'stray'
  | 'random';

/** A request the operation accepts, from which the cases depart. */
export interface Baseline {
  params: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** JSON body, when the operation takes one. */
  body?: unknown;
  /** multipart/form-data body, when the operation takes one: text fields and one file. */
  form?: { fields: Record<string, string>; file?: { name: string; type: string; bytes: Buffer } };
}

export interface Target {
  doc: JsonSchema;
  op: Operation;
  /** `/2025-10-13` */
  prefix: string;
  authorization: string;
  baseline: Baseline;
  /** Another platform's real ids: for the path parameters (same kind of resource), and by id type (`Customer`). */
  foreign: { params?: Record<string, string>; byType: Record<string, string> };
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness

export class Rng {
  private state: number;
  constructor(readonly seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }
  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
  /** A v4-shaped uuid from this generator. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  }
}

/** A stable 32-bit hash of a string, to derive one seed per operation from the run's seed. */
export function hashSeed(seed: number, text: string): number {
  let h = seed ^ 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// JSON text with raw parts

/**
 * A piece of JSON text placed as is where a value goes: literals JSON.stringify cannot make
 * (`9007199254740993`, `1e999`, `-0`), duplicate keys, text beyond the parser's limits.
 */
export class Raw {
  constructor(
    readonly text: string,
    /** The JSON type JSON.parse gives it, for the schema check; undefined when it is not JSON. */
    readonly type?: JsonType,
  ) {}
}

const DELETE = Symbol('delete');

/** JSON text of `value`, with Raw parts spliced in. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  });
  if (text === undefined) return '';
  if (raws.length === 0) return text;
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]);
}

// ---------------------------------------------------------------------------------------------
// Schemas

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

function typeOfValue(value: unknown): JsonType | undefined {
  if (value instanceof Raw) return value.type;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return Number.isInteger(value) ? 'integer' : 'number';
    case 'string':
      return 'string';
    case 'object':
      return 'object';
    default:
      return undefined;
  }
}

interface Shape {
  properties: Record<string, JsonSchema>;
  required: string[];
}

export class Schemas {
  constructor(readonly doc: JsonSchema) {}

  deref(schema: JsonSchema | undefined): JsonSchema {
    let s = schema ?? {};
    for (let i = 0; i < 20 && typeof s.$ref === 'string'; i++) {
      s = (s.$ref as string)
        .slice(2)
        .split('/')
        .reduce<unknown>((acc, k) => (acc as Record<string, unknown>)?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc) as JsonSchema;
    }
    return s ?? {};
  }

  /** The branch of a oneOf/anyOf that `value` selects: by its discriminator, else the first whose types fit. */
  branch(schema: JsonSchema, value: unknown): JsonSchema | undefined {
    const s = this.deref(schema);
    const branches = (s.oneOf ?? s.anyOf) as JsonSchema[] | undefined;
    if (!branches?.length) return undefined;
    const disc = s.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
    if (disc && value && typeof value === 'object') {
      const tag = (value as Record<string, unknown>)[disc.propertyName];
      if (typeof tag === 'string') {
        if (disc.mapping?.[tag]) return { $ref: disc.mapping[tag] };
        const found = branches.find((b) => this.tagValues(b, disc.propertyName).includes(tag));
        if (found) return found;
      }
    }
    const t = typeOfValue(value);
    if (t !== undefined) {
      const fits = branches.find((b) => {
        const types = this.types(b);
        return types === undefined || accepts(types, t);
      });
      if (fits) return fits;
    }
    return branches[0];
  }

  tagValues(schema: JsonSchema, prop: string): string[] {
    const shape = this.shape(schema, undefined);
    const p = shape.properties[prop] ? this.deref(shape.properties[prop]) : undefined;
    if (!p) return [];
    if (p.const !== undefined) return [String(p.const)];
    if (Array.isArray(p.enum)) return p.enum.map(String);
    return [];
  }

  /** Properties and required fields of an object schema, over allOf and the branch `value` selects. */
  shape(schema: JsonSchema | undefined, value: unknown, depth = 0): Shape {
    const out: Shape = { properties: {}, required: [] };
    if (!schema || depth > 12) return out;
    const s = this.deref(schema);
    Object.assign(out.properties, (s.properties as Record<string, JsonSchema>) ?? {});
    out.required.push(...((s.required as string[]) ?? []));
    const parts = [...((s.allOf as JsonSchema[]) ?? [])];
    const chosen = this.branch(s, value);
    if (chosen) parts.push(chosen);
    for (const part of parts) {
      const inner = this.shape(part, value, depth + 1);
      for (const [k, v] of Object.entries(inner.properties)) if (!(k in out.properties)) out.properties[k] = v;
      out.required.push(...inner.required);
    }
    out.required = [...new Set(out.required)];
    return out;
  }

  /** Whether an object schema refuses properties it does not name (additionalProperties: false). */
  closed(schema: JsonSchema | undefined): boolean {
    const s = this.deref(schema);
    return s.additionalProperties === false || s.unevaluatedProperties === false;
  }

  /** JSON types a schema accepts; undefined when it cannot tell (an empty schema, a union of unknowns). */
  types(schema: JsonSchema | undefined, depth = 0): Set<JsonType> | undefined {
    if (!schema || depth > 12) return undefined;
    const s = this.deref(schema);
    if (s.type !== undefined) return new Set((Array.isArray(s.type) ? s.type : [s.type]) as JsonType[]);
    if (s.const !== undefined) return new Set([typeOfValue(s.const)!]);
    if (Array.isArray(s.enum)) return new Set(s.enum.map((v) => typeOfValue(v)!));
    const branches = (s.oneOf ?? s.anyOf) as JsonSchema[] | undefined;
    if (branches) {
      const all = new Set<JsonType>();
      for (const b of branches) {
        const t = this.types(b, depth + 1);
        if (!t) return undefined;
        for (const x of t) all.add(x);
      }
      return all;
    }
    for (const part of (s.allOf as JsonSchema[]) ?? []) {
      const t = this.types(part, depth + 1);
      if (t) return t;
    }
    if (s.properties) return new Set(['object']);
    if (s.items) return new Set(['array']);
    return undefined;
  }

  /** A value the schema accepts, as far as its shape tells (patterns are guessed). */
  sample(schema: JsonSchema | undefined, depth = 0): unknown {
    if (!schema || depth > 8) return undefined;
    const s = this.deref(schema);
    if (s.const !== undefined) return s.const;
    if (Array.isArray(s.enum)) return s.enum.find((v) => v !== null) ?? s.enum[0];
    const branches = (s.oneOf ?? s.anyOf) as JsonSchema[] | undefined;
    const types = this.types(s);
    if (types?.has('object') || s.properties || s.allOf || branches) {
      if (!types || types.has('object')) {
        const out: Record<string, unknown> = {};
        const seed = branches ? this.sample(branches[0], depth + 1) : undefined;
        if (seed && typeof seed === 'object') Object.assign(out, seed);
        for (const part of (s.allOf as JsonSchema[]) ?? []) {
          const v = this.sample(part, depth + 1);
          if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, v);
        }
        const props = (s.properties as Record<string, JsonSchema>) ?? {};
        for (const name of (s.required as string[]) ?? []) if (!(name in out)) out[name] = this.sample(props[name], depth + 1) ?? 'x';
        if (Object.keys(out).length > 0 || s.properties || !branches) return out;
      }
      if (branches) return this.sample(branches[0], depth + 1);
    }
    const type = types ? [...types].find((t) => t !== 'null') : undefined;
    switch (type) {
      case 'array': {
        const n = Math.max(1, Number(s.minItems ?? 1));
        return Array.from({ length: n }, () => this.sample(s.items as JsonSchema, depth + 1));
      }
      case 'integer':
      case 'number': {
        const min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1;
        return Math.max(1, min);
      }
      case 'boolean':
        return true;
      case 'string':
        return sampleString(s);
      default:
        return undefined;
    }
  }
}

function accepts(types: Set<JsonType>, t: JsonType): boolean {
  if (types.has(t)) return true;
  return t === 'integer' && types.has('number');
}

const PATTERN_GUESSES = ['US', 'USD', 'DE', 'EUR', 'ABC', 'abc', '1234', '123456', 'abc123', 'a', '+14155550100', '$alice@example.com', '1990-01-31', 'x'];

function sampleString(s: JsonSchema): string {
  switch (s.format) {
    case 'date':
      return '1990-01-31';
    case 'date-time':
      return '2025-01-01T00:00:00Z';
    case 'email':
      return 'fuzz@example.com';
    case 'uri':
      return 'https://example.com/hook';
    case 'uuid':
      return '0192f000-0000-7000-8000-000000000000';
  }
  if (typeof s.pattern === 'string') {
    try {
      const re = new RegExp(s.pattern, 'u');
      const found = PATTERN_GUESSES.find((g) => re.test(g));
      if (found) return found;
    } catch {
      /* a pattern JavaScript cannot read: guess */
    }
  }
  const min = Number(s.minLength ?? 1);
  return 'fuzz'.padEnd(Math.max(min, 4), 'z');
}

// ---------------------------------------------------------------------------------------------
// Hostile values

interface Mutation {
  label: string;
  category: Category;
  /** The new value; DELETE removes the field. */
  value: unknown;
  expect: Expectation;
  first?: boolean;
  heavy?: boolean;
}

const ID = /^([A-Z][A-Za-z]+):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Characters that look alike: Latin letters and their Cyrillic or Greek twins. */
const HOMOGLYPHS: Record<string, string> = { A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н', K: 'К', M: 'М', O: 'О', P: 'Р', T: 'Т', X: 'Х', a: 'а', c: 'с', e: 'е', o: 'о', p: 'р', x: 'х', y: 'у', S: 'Ѕ', I: 'І' };

/** The long texts, made once: the generator puts them in every string field of every branch. */
let bigTexts: ReturnType<typeof makeBigTexts> | undefined;
const big = () => (bigTexts ??= makeBigTexts());
function makeBigTexts() {
  return {
    x200k: 'x'.repeat(200_000),
    x1m: 'x'.repeat(1024 * 1024 - 4096),
    words: manyWords(100_000),
    spaces: `${' '.repeat(200_000)}x`,
    run: `${'a'.repeat(100_000)}!`,
    address: `$${'a.'.repeat(100_000)}@example.com`,
    separators: `x${',;|/.-_'.repeat(15_000)}`,
  };
}

/** Distinct words that share no first letter with `zzzz`, the first: what a word-by-word comparison cannot short-cut. */
function manyWords(n: number): string {
  const letters = 'bcdfghjklmnpqrstvw';
  const word = (i: number) => {
    let w = '';
    for (let k = i + 1; k > 0; k = Math.floor(k / letters.length)) w += letters[k % letters.length];
    return w;
  };
  return `zzzz ${Array.from({ length: n }, (_, i) => word(i)).join(' ')}`;
}

export function homoglyph(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const twin = HOMOGLYPHS[text[i]];
    if (twin) return text.slice(0, i) + twin + text.slice(i + 1);
  }
  return `${text}\u0430`;
}

/** Text that a string field must survive; `expect` says what the service must answer. */
function hostileStrings(s: JsonSchema, current: unknown): Mutation[] {
  const base = typeof current === 'string' ? current : sampleString(s);
  const out: Mutation[] = [];
  const add = (label: string, value: unknown, category: Category, expect: Expectation = 'any') => out.push({ label, value, category, expect });
  add('empty string', '', 'string-length');
  add('one space', ' ', 'string-length');
  add('surrounding spaces', ` ${base} `, 'string-length');
  if (typeof s.maxLength === 'number') {
    // Past maxLength the schema refuses it; until every string has a maxLength, long text is legal.
    add(`maxLength+1 (${s.maxLength + 1})`, base.padEnd(s.maxLength + 1, 'x'), 'string-length', 'invalid');
  }
  add('10,000 characters', base.padEnd(10_000, 'x'), 'string-length');
  add('200,000 characters', big().x200k, 'string-length');
  // Most strings of the contract have no maxLength yet: a body of one string just under the 1 MB body limit is legal, and stored.
  out.push({ label: '1 MB less a little', value: big().x1m, category: 'string-length', expect: 'any', heavy: true });
  // Text shaped for the work done on it: word by word comparisons, regular expressions that backtrack, splits and trims.
  out.push({ label: '100,000 distinct words', value: big().words, category: 'string-length', expect: 'any', heavy: true });
  add('200,000 spaces then a letter', big().spaces, 'string-length');
  add('a long run that nearly matches', big().run, 'string-length');
  add('an address with a long local part', big().address, 'string-length');
  out.push({ label: '100,000 separators', value: big().separators, category: 'string-length', expect: 'any', heavy: true });
  add('lone high surrogate \\ud800', `${base}\ud800`, 'unicode', 'invalid');
  add('lone low surrogate \\udc00', `\udc00${base}`, 'unicode', 'invalid');
  add('NUL inside', `${base.slice(0, 1)}\u0000${base.slice(1)}`, 'unicode', 'invalid');
  add('NUL alone', '\u0000', 'unicode', 'invalid');
  add('RTL override', `\u202e${base}`, 'unicode');
  add('zero-width joiner', `${base}\u200d`, 'unicode');
  add('zero-width space inside', `${base.slice(0, 1)}\u200b${base.slice(1)}`, 'unicode');
  add('emoji with ZWJ', '👩‍👩‍👧‍👦💸', 'unicode');
  add('combining marks', `${base}${'\u0301'.repeat(500)}`, 'unicode');
  add('homoglyph', homoglyph(base), 'unicode');
  add('BOM prefix', `\ufeff${base}`, 'unicode');
  add('no-break space suffix', `${base}\u00a0`, 'unicode');
  add('full-width digits', '１２３４５', 'unicode');
  add('U+FFFF and U+10FFFF', '\uffff\udbff\udfff', 'unicode');
  add('control characters', '\u0001\u001f\u007f\u0085', 'unicode');
  add('CRLF header injection', `${base}\r\nX-Injected: 1`, 'unicode');
  add('SQL metacharacters', "' OR '1'='1'; DROP TABLE customers; --", 'unicode');
  add('template and format specifiers', '\u0024{7*7}{{7*7}}%s%n%x', 'unicode');
  add('path traversal', '../../../../etc/passwd', 'unicode');
  add('markup', '<script>alert(1)</script>', 'unicode');
  add('lower case', base.toLowerCase(), 'enum');
  add('upper case', base.toUpperCase(), 'enum');
  switch (s.format) {
    case 'date':
      for (const d of ['0000-01-01', '2023-02-29', '9999-12-31', '1900-01-01', '2025-1-1', '20250101', '2025-01-01T00:00:00Z']) add(`date ${d}`, d, 'format');
      break;
    case 'date-time':
      for (const d of [
        '2016-12-31T23:59:60Z',
        '2025-01-01t00:00:00z',
        '2025-01-01 00:00:00Z',
        '2025-01-01T00:00:00+23:59',
        '2025-01-01T00:00:00-00:00',
        '2025-01-01T00:00:00.123456789Z',
        '0000-01-01T00:00:00Z',
        '9999-12-31T23:59:59Z',
        '1969-12-31T23:59:59Z',
        '2025-02-30T00:00:00Z',
        '2025-01-01',
      ])
        add(`date-time ${d}`, d, 'format');
      break;
    case 'email':
      for (const e of ['a@b', '@example.com', 'a@@example.com', `${'x'.repeat(300)}@example.com`, 'ü@exämple.de', 'a@example.com\n']) add(`email ${JSON.stringify(e)}`, e, 'format');
      break;
    case 'uri':
      for (const u of ['javascript:alert(1)', 'file:///etc/passwd', 'http://127.0.0.1:22/', 'http://[::1]/', 'http://user:pass@example.com/', 'http://0x7f000001/', 'https://example.com:99999/', 'not a uri', 'https://例え.jp/'])
        add(`uri ${u}`, u, 'format');
      break;
  }
  if (typeof s.pattern === 'string') add('pattern near miss', `${base}!`, 'format');
  // A code or number of the right shape and the wrong value: it passes the schema and meets the service's own check.
  if (/^\d+$/.test(base)) out.push({ label: 'another value of the same shape', value: base.slice(0, -1) + String((Number(base.slice(-1)) + 1) % 10), category: 'format', expect: 'any', first: true });
  const id = typeof current === 'string' ? ID.exec(current) : null;
  if (id) {
    add('id in upper case', `${id[1]}:${id[2].toUpperCase()}`, 'id-shape');
    add('id without its type', id[2], 'id-shape');
    add('id with another type', `${id[1] === 'Customer' ? 'InternalAccount' : 'Customer'}:${id[2]}`, 'id-shape');
    add('id with a suffix', `${current}/../x`, 'id-shape');
  }
  return out;
}

function hostileNumbers(s: JsonSchema, integer: boolean): Mutation[] {
  const out: Mutation[] = [];
  const add = (label: string, value: unknown, expect: Expectation = 'any') => out.push({ label, value, category: 'number-edge', expect });
  add('0', 0);
  add('-1', -1);
  add('-0 (raw)', new Raw('-0', 'integer'));
  add('1e308', 1e308, integer ? 'invalid' : 'any');
  add('-1e308', -1e308, integer ? 'invalid' : 'any');
  add('2^53 - 1', 9007199254740991);
  add('2^53', 9007199254740992, 'invalid');
  add('2^53 + 1 (raw 9007199254740993)', new Raw('9007199254740993', 'integer'), 'invalid');
  add('-(2^53 + 1) (raw)', new Raw('-9007199254740993', 'integer'), 'invalid');
  add('2^31', 2147483648);
  add('-2^31 - 1', -2147483649);
  add('1.5', 1.5, integer ? 'invalid' : 'any');
  add('0.1 + 0.2', 0.30000000000000004, integer ? 'invalid' : 'any');
  add('1e999 (raw)', new Raw('1e999', 'number'));
  add('-1e999 (raw)', new Raw('-1e999', 'number'));
  add('1e-400 (raw, underflows to 0)', new Raw('1e-400', 'integer'));
  add('5e-324', 5e-324, integer ? 'invalid' : 'any');
  add('1.0 (raw)', new Raw('1.0', 'integer'));
  add('1E2 (raw)', new Raw('1E2', 'integer'));
  add('number as a string', '100', 'invalid');
  if (typeof s.minimum === 'number') add(`minimum - 1 (${s.minimum - 1})`, s.minimum - 1, 'invalid');
  if (typeof s.maximum === 'number') add(`maximum + 1 (${s.maximum + 1})`, s.maximum + 1, 'invalid');
  if (typeof s.exclusiveMinimum === 'number') add(`exclusiveMinimum (${s.exclusiveMinimum})`, s.exclusiveMinimum, 'invalid');
  if (typeof s.exclusiveMaximum === 'number') add(`exclusiveMaximum (${s.exclusiveMaximum})`, s.exclusiveMaximum, 'invalid');
  return out;
}

function hostileEnum(values: unknown[], current: unknown): Mutation[] {
  const strings = values.filter((v): v is string => typeof v === 'string');
  const v = typeof current === 'string' ? current : strings[0];
  if (v === undefined) return [];
  const out: Mutation[] = [];
  const add = (label: string, value: unknown) => {
    if (!values.includes(value)) out.push({ label, value, category: 'enum', expect: 'invalid' });
  };
  add('enum in lower case', v.toLowerCase());
  add('enum with a trailing space', `${v} `);
  add('enum without its last character', v.slice(0, -1));
  add('enum with an extra character', `${v}S`);
  add('enum homoglyph', homoglyph(v));
  add('enum as an unknown value', 'NOT_A_VALUE');
  add('enum empty', '');
  add('enum with a zero-width space', `${v}\u200b`);
  return out;
}

/** Values of the wrong JSON type for a schema, and null. */
function wrongTypes(types: Set<JsonType> | undefined): Mutation[] {
  const candidates: [string, unknown, JsonType][] = [
    ['null', null, 'null'],
    ['true', true, 'boolean'],
    ['integer 12', 12, 'integer'],
    ['float 12.5', 12.5, 'number'],
    ['string "12"', '12', 'string'],
    ['empty array', [], 'array'],
    ['empty object', {}, 'object'],
    ['array of the string "x"', ['x'], 'array'],
  ];
  return candidates
    .filter(([, , t]) => !types || !accepts(types, t))
    .map(([label, value, t]) => ({ label: `wrong type: ${label}`, value, category: t === 'null' ? 'null' : 'wrong-type', expect: types ? 'invalid' : 'any' }));
}

function nested(depth: number, leaf: unknown = 1): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
}

function hostileArrays(s: JsonSchema, current: unknown): Mutation[] {
  const item = Array.isArray(current) && current.length > 0 ? current[0] : 'x';
  const out: Mutation[] = [];
  const add = (label: string, value: unknown, expect: Expectation = 'any') => out.push({ label, value, category: 'array', expect });
  add('empty array', [], typeof s.minItems === 'number' && s.minItems > 0 ? 'invalid' : 'any');
  add('array of null', [null]);
  add('array nested in an array', [[item]]);
  add('2,000 items', Array.from({ length: 2000 }, () => item), typeof s.maxItems === 'number' && s.maxItems < 2000 ? 'invalid' : 'any');
  add('10,001 values (over the parser limit)', new Raw(`[${Array.from({ length: 10_001 }, () => '0').join(',')}]`, 'array'), 'invalid');
  add('the same item twice', [item, item]);
  if (typeof s.maxItems === 'number') add(`maxItems+1 (${s.maxItems + 1})`, Array.from({ length: s.maxItems + 1 }, () => item), 'invalid');
  add('object with index keys', { 0: item }, 'invalid');
  return out;
}

function hostileObjects(current: unknown): Mutation[] {
  const base = current && typeof current === 'object' && !Array.isArray(current) ? (current as Record<string, unknown>) : {};
  const keys = Object.keys(base);
  const out: Mutation[] = [];
  const add = (label: string, value: unknown, category: Category, expect: Expectation = 'any') => out.push({ label, value, category, expect });
  add('array instead of the object', [base], 'object', 'invalid');
  add('nested 30 deep', nested(30), 'nesting');
  add('nested 70 deep (over the parser limit)', nested(70), 'nesting', 'invalid');
  add('1,001 members (over the parser limit)', Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, 0])), 'object', 'invalid');
  if (keys.length > 0) {
    const entries = keys.map((k) => `${JSON.stringify(k)}:${jsonText(base[k])}`);
    add(`duplicate key ${keys[0]} (raw)`, new Raw(`{${entries.join(',')},${JSON.stringify(keys[0])}:${jsonText(base[keys[0]])}}`, 'object'), 'duplicate-key', 'invalid');
  }
  add('__proto__ key (raw)', new Raw(`{${keys.map((k) => `${JSON.stringify(k)}:${jsonText(base[k])},`).join('')}"__proto__":{"isAdmin":true}}`, 'object'), 'duplicate-key', 'invalid');
  add('constructor.prototype keys', { ...base, constructor: { prototype: { isAdmin: true } } }, 'unknown-field');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Body fields

interface Field {
  path: (string | number)[];
  schema: JsonSchema;
  required: boolean;
  /** The baseline's value there (undefined when absent). */
  current: unknown;
}

/** Every field of the body's schema, present in the baseline or not, down to a few levels. */
function fieldsOf(schemas: Schemas, schema: JsonSchema, value: unknown, path: (string | number)[] = [], depth = 0): Field[] {
  if (depth > 5) return [];
  const s = schemas.deref(schema);
  const types = schemas.types(s);
  const out: Field[] = [];
  if (Array.isArray(value) && (s.items || types?.has('array'))) {
    if (value.length > 0) {
      const items = s.items as JsonSchema | undefined;
      out.push({ path: [...path, 0], schema: items ?? {}, required: false, current: value[0] });
      out.push(...fieldsOf(schemas, items ?? {}, value[0], [...path, 0], depth + 1));
    }
    return out;
  }
  const shape = schemas.shape(s, value);
  const obj = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  for (const [name, prop] of Object.entries(shape.properties)) {
    const current = obj[name];
    out.push({ path: [...path, name], schema: prop, required: shape.required.includes(name), current });
    if (current !== undefined && current !== null && typeof current === 'object') out.push(...fieldsOf(schemas, prop, current, [...path, name], depth + 1));
  }
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value === DELETE ? undefined : value;
  const copy: unknown = Array.isArray(root) ? [...root] : root && typeof root === 'object' && !(root instanceof Raw) ? { ...(root as object) } : typeof path[0] === 'number' ? [] : {};
  const [head, ...rest] = path;
  const container = copy as Record<string | number, unknown>;
  const next = setAt(container[head], rest, value);
  if (next === undefined && rest.length === 0 && value === DELETE) {
    if (Array.isArray(container)) container.splice(head as number, 1);
    else delete container[head];
  } else container[head] = next;
  return copy;
}

function mutationsOf(schemas: Schemas, field: Field): Mutation[] {
  const s = schemas.deref(field.schema);
  const types = schemas.types(s);
  const out: Mutation[] = [];
  if (field.required) out.push({ label: 'missing required field', value: DELETE, category: 'missing', expect: 'invalid' });
  out.push(...wrongTypes(types));
  if (Array.isArray(s.enum)) out.push(...hostileEnum(s.enum, field.current));
  if (!types || types.has('string')) out.push(...hostileStrings(s, field.current).map((m) => (Array.isArray(s.enum) && m.expect === 'any' && !types?.has('null') ? { ...m, expect: 'invalid' as const } : m)));
  if (types?.has('integer') || types?.has('number')) out.push(...hostileNumbers(s, !types.has('number')));
  if (types?.has('array')) out.push(...hostileArrays(s, field.current));
  if (!types || types.has('object')) out.push(...hostileObjects(field.current));
  if (types && !types.has('object') && !types.has('array')) {
    out.push({ label: 'nested 70 deep (over the parser limit)', value: nested(70), category: 'nesting', expect: 'invalid' });
  }
  // Values whose JSON type the schema does not take are refused whatever else they are.
  return out.filter((m) => m.value !== field.current).map((m) => {
    if (m.value === DELETE || m.expect !== 'any') return m;
    const t = typeOfValue(m.value);
    return types && t && !accepts(types, t) ? { ...m, expect: 'invalid' } : m;
  });
}

// ---------------------------------------------------------------------------------------------
// Requests

function encodePathSegment(text: string): string {
  // encodeURIComponent throws on lone surrogates; Buffer turns them into U+FFFD, as a client would.
  return [...Buffer.from(text, 'utf8')]
    .map((b) => (/[A-Za-z0-9\-._~:$@]/.test(String.fromCharCode(b)) && b < 0x80 ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

function queryString(query: Record<string, string | string[]>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) for (const one of Array.isArray(v) ? v : [v]) parts.push(`${encodePathSegment(k)}=${one.startsWith('\u0002') ? one.slice(1) : encodePathSegment(one)}`);
  return parts.join('&');
}

/** Query or path text sent exactly as given (already percent-encoded, maybe invalidly). */
const rawText = (encoded: string) => `\u0002${encoded}`;

class Builder {
  constructor(readonly t: Target) {}

  url(params: Record<string, string>, query: Record<string, string | string[]>): string {
    const path = this.t.op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const v = params[name] ?? '';
      return v.startsWith('\u0002') ? v.slice(1) : encodePathSegment(v);
    });
    const q = queryString(query);
    return `${this.t.prefix}${path}${q ? `?${q}` : ''}`;
  }

  request(
    label: string,
    category: Category,
    expect: Expectation,
    change: { params?: Record<string, string>; query?: Record<string, string | string[]>; headers?: Record<string, string | undefined>; body?: unknown; payload?: string | Buffer; contentType?: string | null },
  ): HostileCase {
    const b = this.t.baseline;
    const headers: Record<string, string> = { authorization: this.t.authorization, ...(b.headers ?? {}) };
    for (const [k, v] of Object.entries(change.headers ?? {})) {
      if (v === undefined) delete headers[k];
      else headers[k] = v;
    }
    let payload = change.payload;
    let json: unknown;
    let contentType: string | undefined;
    if (payload === undefined) {
      const body = 'body' in change ? change.body : b.body;
      if (body !== undefined) {
        json = body;
        contentType = 'application/json';
      } else if (b.form && !('body' in change)) {
        const form = multipart(b.form.fields, b.form.file);
        payload = form.payload;
        contentType = form.contentType;
      }
    } else contentType = 'application/json';
    if (change.contentType !== undefined) contentType = change.contentType ?? undefined;
    if (contentType !== undefined) headers['content-type'] = contentType;
    return {
      label,
      category,
      method: this.t.op.method,
      url: this.url({ ...b.params, ...(change.params ?? {}) }, { ...(b.query ?? {}), ...(change.query ?? {}) }),
      headers,
      payload,
      body: json,
      expect,
    };
  }
}

/** The bytes a case sends. */
export function payloadOf(c: HostileCase): string | Buffer | undefined {
  return c.payload ?? (c.body === undefined ? undefined : jsonText(c.body));
}

const BOUNDARY = 'hostile-boundary-7d1f';

export function multipart(fields: Record<string, string | Buffer>, file?: { name: string; type: string; bytes: Buffer; field?: string }, boundary = BOUNDARY) {
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n`), Buffer.isBuffer(v) ? v : Buffer.from(v), Buffer.from('\r\n')]),
  );
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Path parameters: another platform's id, ids of the wrong shape, encoded traversal. */
function pathCases(t: Target, b: Builder, rng: Rng): HostileCase[][] {
  const groups: HostileCase[][] = [];
  for (const p of t.op.parameters.filter((x) => x.in === 'path')) {
    const out: HostileCase[] = [];
    groups.push(out);
    const current = t.baseline.params[p.name] ?? '';
    const id = ID.exec(current);
    const at = (value: string, label: string, category: Category, expect: Expectation) => b.request(`path ${p.name} = ${label}`, category, expect, { params: { [p.name]: value } });
    const foreign = t.foreign.params?.[p.name];
    if (id) {
      const random = `${id[1]}:${rng.uuid()}`;
      const control = at(random, `a random ${id[1]} id`, 'foreign-id', 'notFound');
      if (foreign) out.push({ ...at(foreign, "another platform's id", 'foreign-id', 'notFound'), control });
      else out.push(control);
      out.push(at(id[2], 'the bare uuid', 'id-shape', 'refused'));
      out.push(at(`${id[1] === 'Customer' ? 'InternalAccount' : 'Customer'}:${id[2]}`, 'the uuid with another type', 'id-shape', 'refused'));
      out.push(at(`${id[1].toLowerCase()}:${id[2]}`, 'the type in lower case', 'id-shape', 'refused'));
      out.push(at(`${id[1]}:${id[2]}0`, 'one digit too many', 'id-shape', 'refused'));
      out.push(at(`${id[1]}:${id[2].slice(0, -1)}g`, 'a non-hex digit', 'id-shape', 'refused'));
      out.push(at(`${id[1]}:${id[2]}\u0000`, 'NUL after the id', 'id-shape', 'refused'));
      out.push(at(`${id[1]}:00000000-0000-0000-0000-000000000000`, 'the nil uuid', 'id-shape', 'refused'));
      out.push(at(`${homoglyph(id[1])}:${id[2]}`, 'a homoglyph in the type', 'id-shape', 'refused'));
    } else if (foreign) {
      out.push(at(foreign, "another platform's value", 'foreign-id', 'notFound'));
    }
    const traversal: [string, string][] = [
      ['..%2F..%2Fconfig', 'encoded ../../config'],
      ['%2E%2E%2F%2E%2E%2Ftokens', 'encoded dots and slashes'],
      ['..%5C..%5C', 'encoded backslashes'],
      ['%00', 'encoded NUL'],
      [`${encodePathSegment(current)}%00`, 'the value and an encoded NUL'],
      ['%ED%A0%80', 'an encoded lone surrogate (invalid UTF-8)'],
      ['%C0%AF', 'an overlong encoded slash'],
      ['%FF%FE', 'invalid UTF-8 bytes'],
      ['%', 'a lone percent sign'],
      ['%zz', 'a bad percent escape'],
      ['%E2%80%AE', 'an RTL override'],
      ['%F0%9F%92%B8', 'an emoji'],
      [encodePathSegment("' OR 1=1 --"), 'SQL metacharacters'],
      ['x'.repeat(10_000), '10,000 characters'],
      [encodePathSegment(`${current}`).toUpperCase(), 'the value in upper case'],
      [`${encodePathSegment(current)}%20`, 'a trailing encoded space'],
      [encodePathSegment(' '), 'a space'],
    ];
    for (const [raw, label] of traversal) out.push(at(rawText(raw), label, 'path', id && !/upper case/.test(label) ? 'refused' : 'any'));
  }
  return groups;
}

/** Query parameters: the values a schema refuses, and odd encodings. */
function queryCases(t: Target, b: Builder, schemas: Schemas, rng: Rng): HostileCase[][] {
  const groups: HostileCase[][] = [];
  for (const p of t.op.parameters.filter((x) => x.in === 'query')) {
    const out: HostileCase[] = [];
    groups.push(out);
    const s = schemas.deref(p.schema);
    const types = schemas.types(s);
    const current = t.baseline.query?.[p.name];
    const at = (value: string | string[], label: string, category: Category, expect: Expectation) => b.request(`query ${p.name} = ${label}`, category, expect, { query: { [p.name]: value } });
    const numeric = types?.has('integer') || types?.has('number');
    const stringy = !types || types.has('string');
    if (numeric) {
      const integer = !types!.has('number');
      for (const [v, label, expect] of [
        ['abc', 'letters', 'invalid'],
        ['0', '0', 'any'],
        ['-1', '-1', 'any'],
        ['1.5', '1.5', integer ? 'invalid' : 'any'],
        ['1e999', '1e999', 'any'],
        ['9007199254740993', '2^53 + 1', 'invalid'],
        ['Infinity', 'Infinity', 'invalid'],
        ['NaN', 'NaN', 'invalid'],
        // Ajv's coercion reads the string as Number() does: hex and spaces pass as numbers (a quirk, not a risk).
        ['0x10', 'hex', 'any'],
        [' 1', 'a leading space', 'any'],
        ['', 'empty', 'any'],
      ] as const)
        out.push(at(v, label, 'number-edge', expect));
      if (typeof s.maximum === 'number') out.push(at(String(s.maximum + 1), `maximum + 1 (${s.maximum + 1})`, 'number-edge', 'invalid'));
      if (typeof s.minimum === 'number') out.push(at(String(s.minimum - 1), `minimum - 1 (${s.minimum - 1})`, 'number-edge', 'invalid'));
    }
    if (types?.has('boolean')) for (const v of ['yes', 'TRUE', '2', '']) out.push(at(v, JSON.stringify(v), 'wrong-type', v === '' ? 'any' : 'invalid'));
    if (Array.isArray(s.enum)) for (const m of hostileEnum(s.enum, current)) out.push(at(String(m.value), m.label, 'enum', 'invalid'));
    if (stringy && !Array.isArray(s.enum)) {
      for (const m of hostileStrings(s, current)) {
        if (typeof m.value !== 'string' || m.value.length > 20_000) continue;
        // A query string carries bytes: a lone surrogate arrives as U+FFFD, NUL as NUL.
        const expect = /NUL/.test(m.label) ? 'invalid' : 'any';
        out.push(at(m.value, m.label, m.category, expect));
      }
    }
    out.push(at(rawText('%ED%A0%80'), 'an encoded lone surrogate (invalid UTF-8)', 'query', 'any'));
    out.push(at(rawText('%00'), 'an encoded NUL', 'query', 'invalid'));
    out.push(at(rawText('%'), 'a lone percent sign', 'query', 'any'));
    out.push(at(['a', 'b'], 'given twice', 'query', 'any'));
    out.push(b.request(`query ${p.name}[]=x (bracket syntax)`, 'query', 'any', { query: { [`${p.name}[]`]: 'x' } }));
    out.push(b.request(`query ${p.name}[a]=x (bracket syntax)`, 'query', 'any', { query: { [`${p.name}[a]`]: 'x' } }));
    if (p.name === 'cursor') {
      for (const [v, label] of [
        [Buffer.from("' OR 1=1 --").toString('base64url'), 'base64 of SQL'],
        [Buffer.from(rng.uuid().toUpperCase()).toString('base64url'), 'base64 of an upper-case uuid'],
        [Buffer.from('{"id":1}').toString('base64url'), 'base64 of JSON'],
        ['!!!', 'not base64'],
        ['A'.repeat(10_000), '10,000 characters of base64'],
      ])
        out.push(at(v, `cursor ${label}`, 'query', label === 'base64 of an upper-case uuid' ? 'any' : 'invalid'));
    }
    const id = typeof current === 'string' ? ID.exec(current) : null;
    if (id) {
      const control = at(`${id[1]}:${rng.uuid()}`, `a random ${id[1]} id`, 'foreign-id', 'any');
      const foreign = t.foreign.byType[id[1]];
      if (foreign) out.push({ ...at(foreign, `another platform's ${id[1]} id`, 'foreign-id', 'any'), control });
    } else if (/Id$/.test(p.name) && !numeric) {
      for (const [type, foreign] of Object.entries(t.foreign.byType)) {
        if (!p.name.toLowerCase().startsWith(type.toLowerCase()) && !(p.name === 'accountId' && type === 'InternalAccount')) continue;
        const control = at(`${type}:${rng.uuid()}`, `a random ${type} id`, 'foreign-id', 'any');
        out.push({ ...at(foreign, `another platform's ${type} id`, 'foreign-id', 'any'), control });
      }
    }
  }
  if (groups.length === 0) return groups;
  groups.push([
    b.request('unknown query parameter', 'query', 'any', { query: { unknownParameter: 'x' } }),
    b.request('1,000 unknown query parameters', 'query', 'any', { query: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`p${i}`, 'x'])) }),
    b.request('__proto__ query parameter', 'query', 'any', { query: { [rawText('__proto__')]: 'x', constructor: 'y' } }),
  ]);
  return groups;
}

/** Headers the operation declares: Idempotency-Key, Service-Wallet-Signature, Request-Id. */
function headerCases(t: Target, b: Builder, rng: Rng): HostileCase[][] {
  const groups: HostileCase[][] = [];
  for (const p of t.op.parameters.filter((x) => x.in === 'header')) {
    const out: HostileCase[] = [];
    groups.push(out);
    const name = p.name.toLowerCase();
    const at = (value: string, label: string, expect: Expectation) => b.request(`header ${p.name}: ${label}`, 'header', expect, { headers: { [name]: value } });
    // Only what an HTTP/1.1 parser lets through: visible ASCII, tabs, spaces and obs-text (bytes 0x80-0xFF, read as Latin-1).
    const idempotency = name === 'idempotency-key';
    out.push(at('', 'empty', idempotency ? 'invalid' : 'any'));
    out.push(at(' ', 'one space', 'any'));
    out.push(at('x'.repeat(256), '256 characters', idempotency ? 'invalid' : 'any'));
    out.push(at('x'.repeat(8000), '8,000 characters', idempotency ? 'invalid' : 'any'));
    out.push(at('\u00e9\u00ff\u0080', 'obs-text (Latin-1 bytes)', 'any'));
    out.push(at('a\tb', 'a tab inside', 'any'));
    out.push(at("' OR 1=1 --", 'SQL metacharacters', 'any'));
    out.push(at(rng.uuid(), 'a uuid', 'any'));
    if (!idempotency) {
      out.push(at('not base64 !!!', 'not base64', 'any'));
      out.push(at(Buffer.from('{"publicKey":"00","scheme":"x","signature":"zz"}').toString('base64url'), 'a stamp of garbage', 'any'));
      out.push(at(Buffer.from('{"publicKey":').toString('base64url'), 'a stamp of broken JSON', 'any'));
      out.push(at(Buffer.from(JSON.stringify(nested(70))).toString('base64url'), 'a stamp nested 70 deep', 'any'));
      out.push(at('A'.repeat(8000), '8,000 characters of base64', 'any'));
    }
  }
  return groups;
}

/** Bodies as bytes and media types: what the parser must refuse before any schema is read. */
function rawBodyCases(t: Target, b: Builder): HostileCase[] {
  const out: HostileCase[] = [];
  const json = t.op.requestBody?.content['application/json'] !== undefined;
  const hasBody = t.op.requestBody !== undefined;
  const baseText = jsonText(t.baseline.body ?? {});
  const raw = (label: string, payload: string | Buffer, expect: Expectation, contentType: string | null = 'application/json') =>
    out.push(b.request(label, contentType === 'application/json' ? 'raw-body' : 'content-type', expect, { payload, contentType }));
  // Fastify reads no body on GET; on the other methods the JSON parser reads any body sent.
  const parsed = json || (!hasBody && t.op.method !== 'GET');
  const bodyExpect: Expectation = parsed ? 'invalid' : 'any';
  raw('empty body as application/json', '', bodyExpect);
  raw('truncated JSON', baseText.slice(0, Math.max(1, baseText.length - 1)), bodyExpect);
  raw('trailing comma', baseText.replace(/}$/, ',}'), baseText.length > 2 ? bodyExpect : 'any');
  raw('two JSON values', `${baseText} ${baseText}`, bodyExpect);
  raw('a BOM before the JSON', `\ufeff${baseText}`, bodyExpect);
  raw('single quotes', baseText.replace(/"/g, "'"), baseText.includes('"') ? bodyExpect : 'any');
  raw('NaN literal', '{"a":NaN}', bodyExpect);
  raw('comment', `/* x */${baseText}`, bodyExpect);
  raw('invalid UTF-8 byte 0xFF in a string', Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff]), Buffer.from('"}')]), bodyExpect);
  raw('overlong UTF-8 for "/" (C0 AF)', Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]), bodyExpect);
  raw('UTF-8 encoded surrogate (ED A0 80)', Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]), bodyExpect);
  raw('UTF-8 past U+10FFFF (F4 90 80 80)', Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xf4, 0x90, 0x80, 0x80]), Buffer.from('"}')]), bodyExpect);
  raw('truncated UTF-8 sequence at the end', Buffer.concat([Buffer.from(baseText), Buffer.from([0xe2, 0x82])]), bodyExpect);
  raw('UTF-16 body', Buffer.from(baseText, 'utf16le'), bodyExpect);
  // Refused by field after parsing, so only where the operation reads a body.
  raw('escaped lone surrogate in a key', '{"\\ud800":1}', json ? 'invalid' : 'any');
  raw('escaped NUL in a key', '{"a\\u0000":1}', json ? 'invalid' : 'any');
  raw('duplicate key at the top (raw)', baseText.length > 2 ? baseText.replace(/^\{/, '{"dup":1,"dup":2,') : '{"dup":1,"dup":2}', bodyExpect);
  raw('escaped duplicate key (raw "a" and "\\u0061")', '{"a":1,"\\u0061":2}', bodyExpect);
  raw('__proto__ at the top (raw)', '{"__proto__":{"polluted":true}}', bodyExpect);
  raw('array nested 65 deep', `${'['.repeat(65)}${']'.repeat(65)}`, bodyExpect);
  raw('objects nested 65 deep', `${'{"a":'.repeat(65)}1${'}'.repeat(65)}`, bodyExpect);
  raw('10,001 values', `[${Array.from({ length: 10_001 }, () => '0').join(',')}]`, bodyExpect);
  raw('1,001 members', `{${Array.from({ length: 1001 }, (_, i) => `"k${i}":0`).join(',')}}`, bodyExpect);
  raw('body just over 1 MB', `{"a":"${'x'.repeat(1024 * 1024)}"}`, t.op.method === 'GET' ? 'any' : 'refused');
  raw('900 KB of whitespace around the JSON', `${' '.repeat(450_000)}${baseText}${' '.repeat(450_000)}`, 'any');
  raw('top-level null', 'null', json && t.op.requestBody?.required ? 'refused' : 'any');
  raw('top-level array', '[]', json ? 'invalid' : 'any');
  raw('top-level string', '"x"', json ? 'invalid' : 'any');
  raw('top-level number', '42', json ? 'invalid' : 'any');
  raw('2^53 + 1 at the top', '9007199254740993', json ? 'invalid' : 'any');
  const body = jsonText(t.baseline.body ?? {});
  for (const [type, expect] of [
    ['application/json; charset=latin1', 'any'],
    ['application/json; charset=utf-16', 'any'],
    ['APPLICATION/JSON', 'any'],
    ['application/json ; charset=utf-8', 'any'],
    ['text/plain', json ? 'refused' : 'any'],
    ['application/x-www-form-urlencoded', json ? 'refused' : 'any'],
    ['application/json-patch+json', json ? 'refused' : 'any'],
    ['application/xml', json ? 'refused' : 'any'],
    ['multipart/form-data', json ? 'refused' : 'any'],
    ['multipart/form-data; boundary=x', json ? 'refused' : 'any'],
    ['', 'any'],
  ] as const)
    raw(`content type ${JSON.stringify(type)}`, body, expect, type);
  raw('no content type with a JSON body', body, 'any', null);
  return out;
}

/** multipart/form-data bodies: each text field, the file part, the framing. */
function multipartCases(t: Target, b: Builder, schemas: Schemas): HostileCase[][] {
  const form = t.baseline.form;
  if (!form) return [];
  const groups: HostileCase[][] = [];
  let out: HostileCase[] = [];
  const send = (label: string, fields: Record<string, string | Buffer>, file: Parameters<typeof multipart>[1], expect: Expectation, boundary?: string) => {
    const m = multipart(fields, file, boundary);
    out.push(b.request(label, 'multipart', expect, { payload: m.payload, contentType: m.contentType }));
  };
  const schema = schemas.shape(t.op.requestBody?.content['multipart/form-data'], undefined);
  const names = [...new Set([...Object.keys(form.fields), ...Object.keys(schema.properties).filter((n) => n !== 'file')])];
  for (const name of names) {
    out = [];
    groups.push(out);
    const s = schemas.deref(schema.properties[name]);
    const current = form.fields[name];
    if (current !== undefined && schema.required.includes(name)) {
      const { [name]: _gone, ...rest } = form.fields;
      send(`form field ${name} missing`, rest, form.file, 'refused');
    }
    for (const m of hostileStrings(s, current)) {
      if (typeof m.value !== 'string' || m.value.length > 20_000 || /surrogate/.test(m.label)) continue;
      send(`form field ${name}: ${m.label}`, { ...form.fields, [name]: m.value }, form.file, /NUL/.test(m.label) ? 'invalid' : 'any');
    }
    if (Array.isArray(s.enum)) for (const m of hostileEnum(s.enum, current)) send(`form field ${name}: ${m.label}`, { ...form.fields, [name]: String(m.value) }, form.file, 'refused');
    send(`form field ${name}: invalid UTF-8 bytes`, { ...form.fields, [name]: Buffer.from([0xff, 0xfe, 0xc0, 0xaf]) }, form.file, 'any');
    send(`form field ${name} given twice`, { ...form.fields, [`${name}`]: current ?? 'x', [`${name} `]: 'y' }, form.file, 'any');
  }
  out = [];
  groups.push(out);
  const file = form.file;
  send('no file part', form.fields, undefined, 'refused');
  send('unknown form field', { ...form.fields, unknownField: 'x' }, file, 'any');
  send('51 form fields (over the limit)', { ...form.fields, ...Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 'x'])) }, file, 'refused');
  if (file) {
    send('file in another field', form.fields, { ...file, field: 'other' }, 'refused');
    send('empty file', form.fields, { ...file, bytes: Buffer.alloc(0) }, 'refused');
    send('file name with traversal', form.fields, { ...file, name: '../../../etc/passwd' }, 'any');
    send('file name of 300 characters', form.fields, { ...file, name: `${'x'.repeat(296)}.pdf` }, 'refused');
    send('file name with an RTL override', form.fields, { ...file, name: 'invoice\u202efdp.exe' }, 'any');
    send('file name with invalid UTF-8', form.fields, { ...file, name: '\u00ff\u00fe.pdf' }, 'any');
    send('file name empty', form.fields, { ...file, name: '' }, 'any');
    send('file bytes with NUL and 0xFF', form.fields, { ...file, bytes: Buffer.from([0, 0xff, 0, 0xfe, 0x0a]) }, 'refused');
    send('file content type lies', form.fields, { ...file, type: 'application/x-msdownload', bytes: Buffer.from('MZ\x90\x00') }, 'refused');
    send('file of invalid UTF-8 text', form.fields, { ...file, bytes: Buffer.concat([file.bytes, Buffer.from([0xed, 0xa0, 0x80, 0xff])]) }, 'any');
  }
  const full = multipart(form.fields, file);
  out.push(b.request('multipart without its closing boundary', 'multipart', 'refused', { payload: full.payload.subarray(0, full.payload.length - 20), contentType: full.contentType }));
  out.push(b.request('multipart with another boundary than declared', 'multipart', 'refused', { payload: full.payload, contentType: 'multipart/form-data; boundary=other' }));
  out.push(b.request('multipart without a boundary parameter', 'multipart', 'refused', { payload: full.payload, contentType: 'multipart/form-data' }));
  out.push(b.request('multipart that is JSON', 'multipart', 'refused', { payload: '{}', contentType: full.contentType }));
  out.push(b.request('multipart empty', 'multipart', 'refused', { payload: '', contentType: full.contentType }));
  out.push(b.request('multipart with a 70-character boundary', 'multipart', 'any', { ...multipartPayload(form, 'b'.repeat(70)) }));
  out.push(b.request('multipart parts without headers', 'multipart', 'refused', { payload: `--${BOUNDARY}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`, contentType: full.contentType }));
  return groups;
}

function multipartPayload(form: NonNullable<Baseline['form']>, boundary: string) {
  const m = multipart(form.fields, form.file, boundary);
  return { payload: m.payload, contentType: m.contentType };
}

/** Body field mutations, one field at a time, in rounds over the fields so a small budget still touches every field. */
function bodyFieldCases(t: Target, b: Builder, schemas: Schemas, rng: Rng): HostileCase[][] {
  const schema = t.op.requestBody?.content['application/json'];
  if (!schema || t.baseline.form) return [];
  const baseline = t.baseline.body ?? {};
  const perField: HostileCase[][] = [];
  const whole: HostileCase[] = [];
  const at = (label: string, category: Category, expect: Expectation, body: unknown, ignoredField?: string): HostileCase => ({ ...b.request(label, category, expect, { body }), ignoredField });
  for (const [label, body, expect] of [
    ['body null', null, t.op.requestBody?.required ? 'refused' : 'any'],
    ['body an empty object', {}, 'any'],
    ['body an array of the baseline', [baseline], 'invalid'],
    ['body a string', 'x', 'invalid'],
    ['body true', true, 'invalid'],
    ['body with every field null', mapValues(baseline, () => null), 'any'],
    ['body with every field an empty string', mapValues(baseline, () => ''), 'any'],
  ] as const)
    whole.push(at(label, 'wrong-type', expect, body));
  // Unknown fields are ignored by design, except where the contract closes an object (additionalProperties: false).
  const closed = schemas.closed(schema);
  whole.push(at('unknown top-level field', 'unknown-field', closed ? 'invalid' : 'any', { ...(baseline as object), unknownField: 'x' }, closed ? undefined : 'unknownField'));
  whole.push(
    at('unknown top-level fields, 200 of them', 'unknown-field', closed ? 'invalid' : 'any', { ...(baseline as object), ...Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`extra${i}`, i])) }, closed ? undefined : 'extra0'),
  );
  whole.push(at('unknown field holding 70-deep nesting', 'nesting', 'invalid', { ...(baseline as object), unknownField: nested(70) }));
  whole.push(at('unknown field holding a lone surrogate', 'unicode', 'invalid', { ...(baseline as object), unknownField: '\udfff' }));
  whole.push(at('unknown field holding 2^53 + 1', 'number-edge', 'invalid', { ...(baseline as object), unknownField: new Raw('9007199254740993', 'integer') }));
  perField.push(whole);

  for (const field of fieldsOf(schemas, schema, baseline)) {
    const name = field.path.join('.');
    const cases: HostileCase[] = [];
    for (const m of mutationsOf(schemas, field)) cases.push({ ...at(`body.${name}: ${m.label}`, m.category, m.expect, setAt(baseline, field.path, m.value)), first: m.first, heavy: m.heavy });
    const parentPath = field.path.slice(0, -1);
    const parent = parentPath.reduce<unknown>((acc, k) => (acc as Record<string | number, unknown>)?.[k], baseline);
    if (parent && typeof parent === 'object' && !Array.isArray(parent) && field.current !== undefined && typeof field.current === 'object' && field.current !== null && !Array.isArray(field.current)) {
      const inner = [...field.path, 'unknownNestedField'];
      const closedHere = schemas.closed(schemas.branch(field.schema, field.current) ?? field.schema);
      cases.push(at(`body.${name}: unknown nested field`, 'unknown-field', closedHere ? 'invalid' : 'any', setAt(baseline, inner, 'x'), closedHere ? undefined : 'unknownNestedField'));
    }
    const id = typeof field.current === 'string' ? ID.exec(field.current) : null;
    if (id) {
      const control = at(`body.${name}: a random ${id[1]} id`, 'foreign-id', 'any', setAt(baseline, field.path, `${id[1]}:${rng.uuid()}`));
      const foreign = t.foreign.byType[id[1]];
      if (foreign) {
        const c: HostileCase = { ...at(`body.${name}: another platform's ${id[1]} id`, 'foreign-id', 'refused', setAt(baseline, field.path, foreign)), control };
        // With an Idempotency-Key, the refusal comes after the key is claimed: the claim must be released, nothing kept.
        if (t.op.idempotent) for (const x of [c, control]) x.headers = { ...x.headers, 'idempotency-key': `hostile-${rng.uuid()}` };
        cases.unshift(c);
      }
    }
    perField.push(cases);
  }
  perField.push(...branchCases(t, schemas, at, baseline));
  return perField;
}

/**
 * The other branches of each union the body holds (an account type, a source type, a customer
 * type): each branch sampled from its own schema, then its fields changed one at a time. The
 * baseline reaches one branch; these reach the validation and handling of the others.
 */
function branchCases(t: Target, schemas: Schemas, at: (label: string, category: Category, expect: Expectation, body: unknown) => HostileCase, baseline: unknown): HostileCase[][] {
  const schema = t.op.requestBody!.content['application/json'];
  const groups: HostileCase[][] = [];
  const objects = [{ path: [] as (string | number)[], schema, current: baseline }, ...fieldsOf(schemas, schema, baseline).filter((f) => f.current && typeof f.current === 'object' && !Array.isArray(f.current))];
  for (const union of objects) {
    const s = schemas.deref(union.schema);
    const branches = (s.oneOf ?? s.anyOf) as JsonSchema[] | undefined;
    if (!branches || branches.length < 2) continue;
    const chosen = schemas.deref(schemas.branch(s, union.current));
    const disc = s.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
    for (const branch of branches) {
      if (schemas.deref(branch) === chosen) continue;
      const sampled = schemas.sample(branch);
      if (!sampled || typeof sampled !== 'object' || Array.isArray(sampled)) continue;
      const tag = disc ? (Object.entries(disc.mapping ?? {}).find(([, ref]) => schemas.deref({ $ref: ref }) === schemas.deref(branch))?.[0] ?? schemas.tagValues(branch, disc.propertyName)[0]) : undefined;
      const value = disc && tag !== undefined ? { ...(sampled as object), [disc.propertyName]: tag } : sampled;
      const alt = setAt(baseline, union.path, value);
      const where = union.path.length ? `body.${union.path.join('.')}` : 'body';
      const name = tag ?? `branch ${branches.indexOf(branch)}`;
      const group = [at(`${where}: the ${name} branch, sampled`, 'object', 'any', alt)];
      for (const field of fieldsOf(schemas, schema, alt)) {
        if (field.path.length <= union.path.length || union.path.some((p, i) => field.path[i] !== p)) continue;
        for (const m of mutationsOf(schemas, field)) group.push({ ...at(`body.${field.path.join('.')} (${name}): ${m.label}`, m.category, m.expect, setAt(alt, field.path, m.value)), heavy: m.heavy });
      }
      groups.push(group);
    }
  }
  return groups;
}

function mapValues(value: unknown, fn: (v: unknown) => unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fn(v)]));
}

/** Requests the operation has no parameter for: stray query parameters, headers and bodies. */
function strayCases(t: Target, b: Builder): HostileCase[] {
  const out: HostileCase[] = [];
  const stray = (label: string, change: Parameters<Builder['request']>[3], expect: Expectation = 'any') => out.push(b.request(label, 'stray', expect, change));
  stray('stray Idempotency-Key header', { headers: { 'idempotency-key': 'stray-key' } });
  stray('stray X-Forwarded-For garbage', { headers: { 'x-forwarded-for': "', 999.999.999.999, ::ffff:zz" } });
  stray('stray Service-Wallet-Signature', { headers: { 'service-wallet-signature': 'garbage' } });
  stray('stray Accept: application/xml', { headers: { accept: 'application/xml' } });
  stray('stray query: limit=-1', { query: { limit: '-1' } });
  stray('stray query with NUL in its name', { query: { [rawText('a%00b')]: 'x' } as Record<string, string> });
  if (!t.op.requestBody) {
    stray('stray JSON body', { payload: '{"unexpected":true}' });
    stray('stray body nested 70 deep', { payload: `${'['.repeat(70)}${']'.repeat(70)}` }, 'any');
    stray('stray body of invalid UTF-8', { payload: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]) }, 'any');
    stray('stray text/plain body', { payload: 'hello', contentType: 'text/plain' });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Random cases

/**
 * Any UTF-16 code units, lone surrogates and NUL included, mostly ASCII. (fast-check's own
 * `unit: 'binary'` strings cost seconds to construct: they index every code point.)
 */
const codeUnits = (maxLength: number) =>
  fc.array(fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffff }) }), { maxLength }).map((units) => String.fromCharCode(...units));

let arbitraries: ReturnType<typeof makeArbitraries> | undefined;
function makeArbitraries() {
  return {
    values: fc.oneof(fc.jsonValue({ maxDepth: 3 }), codeUnits(40), fc.double(), fc.bigInt().map((n) => new Raw(String(n), 'integer'))),
    texts: codeUnits(60),
  };
}

/** Several mutations at once, and values from fast-check's arbitraries, for what the lists above miss. */
function randomCases(t: Target, b: Builder, schemas: Schemas, rng: Rng, count: number, heavy: boolean): HostileCase[] {
  const out: HostileCase[] = [];
  if (count <= 0) return out;
  const schema = t.op.requestBody?.content['application/json'];
  const baseline = t.baseline.body ?? {};
  const fields = schema && !t.baseline.form ? fieldsOf(schemas, schema, baseline) : [];
  const pathParams = t.op.parameters.filter((p) => p.in === 'path');
  const queryParams = t.op.parameters.filter((p) => p.in === 'query');
  const seed = rng.int(2 ** 31);
  arbitraries ??= makeArbitraries();
  const values = fc.sample(arbitraries.values, { seed, numRuns: count * 3 });
  const texts = fc.sample(arbitraries.texts, { seed: seed + 1, numRuns: count * 2 });
  let v = 0;
  let s = 0;
  for (let i = 0; i < count; i++) {
    const form = t.baseline.form;
    const kinds = form
      ? ['form field', 'form field', 'file bytes', 'file name', pathParams.length && 'path'].filter(Boolean)
      : ([fields.length && 'fields', fields.length && 'value', pathParams.length && 'path', queryParams.length && 'query', 'body'].filter(Boolean) as string[]);
    const kind = rng.pick(kinds);
    if (form && kind !== 'path') {
      const fieldNames = [...new Set([...Object.keys(form.fields), ...Object.keys(schemas.shape(t.op.requestBody?.content['multipart/form-data'], undefined).properties)])].filter((n) => n !== 'file');
      const text = texts[s++ % texts.length];
      const fieldsNow = { ...form.fields };
      let file = form.file;
      let label: string;
      if (kind === 'form field' && fieldNames.length > 0) {
        const name = rng.pick(fieldNames);
        fieldsNow[name] = text;
        label = `form field ${name} = ${JSON.stringify(text)}`;
      } else if (kind === 'file name' && file) {
        file = { ...file, name: text.replace(/["\r\n]/g, '') };
        label = `file name ${JSON.stringify(file.name)}`;
      } else if (file) {
        // The file's own lines, with random text spliced in: a CSV row, a document's bytes.
        const lines = file.bytes.toString('latin1').split('\n');
        const at = rng.int(lines.length + 1);
        lines.splice(at, 0, text);
        file = { ...file, bytes: Buffer.from(lines.join('\n'), 'utf8') };
        label = `file line ${at} = ${JSON.stringify(text)}`;
      } else {
        label = 'baseline form';
      }
      const m = multipart(fieldsNow, file);
      out.push(b.request(`random: ${label}`, 'random', 'any', { payload: m.payload, contentType: m.contentType }));
    } else if (kind === 'fields') {
      let body: unknown = baseline;
      const labels: string[] = [];
      for (let k = 0; k < 2 + rng.int(2); k++) {
        const field = rng.pick(fields);
        const muts = mutationsOf(schemas, field).filter((m) => heavy || !m.heavy);
        const m = rng.pick(muts);
        body = setAt(body, field.path, m.value);
        labels.push(`${field.path.join('.')}: ${m.label}`);
      }
      out.push(b.request(`random: ${labels.join('; ')}`, 'random', 'any', { body }));
    } else if (kind === 'value') {
      const field = rng.pick(fields);
      const value = values[v++ % values.length];
      out.push(b.request(`random: body.${field.path.join('.')} = ${jsonText(value).slice(0, 80)}`, 'random', expectOf(jsonText(setAt(baseline, field.path, value))), { body: setAt(baseline, field.path, value) }));
    } else if (kind === 'path') {
      const p = rng.pick(pathParams);
      const text = texts[s++ % texts.length];
      out.push(b.request(`random: path ${p.name} = ${JSON.stringify(text)}`, 'random', 'any', { params: { [p.name]: text } }));
    } else if (kind === 'query') {
      const p = rng.pick(queryParams);
      const text = texts[s++ % texts.length];
      out.push(b.request(`random: query ${p.name} = ${JSON.stringify(text)}`, 'random', 'any', { query: { [p.name]: text } }));
    } else {
      const value = values[v++ % values.length];
      const text = jsonText(value);
      out.push(b.request(`random: body ${text.slice(0, 80)}`, 'random', t.op.requestBody?.content['application/json'] ? expectOf(text) : 'any', { payload: text }));
    }
  }
  return out;
}

/** A body holding NUL, a lone surrogate, an unsafe integer or a number past the largest double anywhere is refused whatever else it holds. */
function expectOf(text: string): Expectation {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'invalid';
  }
  if (/\\u0000/.test(text)) return 'invalid';
  const walk = (x: unknown): boolean => {
    if (typeof x === 'string') return !x.isWellFormed() || x.includes('\u0000');
    if (typeof x === 'number') return !Number.isFinite(x) || (Number.isInteger(x) && !Number.isSafeInteger(x));
    if (x && typeof x === 'object') return Object.entries(x).some(([k, y]) => !k.isWellFormed() || k.includes('\u0000') || walk(y));
    return false;
  };
  return walk(parsed) ? 'invalid' : 'any';
}

// ---------------------------------------------------------------------------------------------

/**
 * Cases taken in turn from the sources: each group of every source in its turn (one
 * parameter, one field), another platform's ids and well-formed wrong values first, the rest of
 * a group in a shuffled order.
 */
function interleave(groups: HostileCase[][], rng: Rng): HostileCase[] {
  const early = (c: HostileCase) => c.category === 'foreign-id' || c.first === true;
  const foreign = groups.flatMap((g) => g.filter(early));
  const queues = groups.map((g) => rng.shuffle(g.filter((c) => !early(c))));
  const out = [...foreign];
  for (let round = 0; queues.some((q) => round < q.length); round++) for (const q of queues) if (round < q.length) out.push(q[round]);
  return out;
}

/**
 * `count` cases for the target (a foreign id and its control count as one). The sources take
 * turns: path parameters, query parameters, headers, raw bodies and media types, multipart
 * forms, stray inputs, body fields; within a source its parameters or fields take turns, so a
 * small budget still touches each of them. At least a tenth of the budget is random cases.
 * `heavy: false` leaves out the field values close to the 1 MB body limit.
 */
export function hostileCases(target: Target, count: number, seed: number, options: { systematicOnly?: boolean; heavy?: boolean } = {}): HostileCase[] {
  const heavy = options.heavy ?? true;
  const rng = new Rng(hashSeed(seed, target.op.operationId));
  const schemas = new Schemas(target.doc);
  const b = new Builder(target);
  const jsonOrNone = target.op.requestBody?.content['application/json'] !== undefined || !target.op.requestBody;
  const sources: HostileCase[][] = [
    interleave(pathCases(target, b, rng), rng),
    interleave(queryCases(target, b, schemas, rng), rng),
    interleave(headerCases(target, b, rng), rng),
    jsonOrNone ? rng.shuffle(rawBodyCases(target, b)) : [],
    interleave(multipartCases(target, b, schemas), rng),
    rng.shuffle(strayCases(target, b)),
    interleave(bodyFieldCases(target, b, schemas, rng), rng),
  ]
    .map((g) => (heavy ? g : g.filter((c) => !c.heavy)))
    .filter((g) => g.length > 0);
  const systematic = options.systematicOnly ? Number.POSITIVE_INFINITY : count - Math.max(10, Math.floor(count / 10));
  // Before any case that the operation might accept and that would change the state they test
  // (a confirmed code, a deleted resource): another platform's ids, well-formed wrong values.
  const early = (c: HostileCase) => c.category === 'foreign-id' || c.first === true;
  const picked: HostileCase[] = sources.flatMap((q) => q.filter(early));
  for (const q of sources) q.splice(0, q.length, ...q.filter((c) => !early(c)));
  for (let round = 0; picked.length < systematic && sources.some((q) => round < q.length); round++) {
    for (const q of sources) if (round < q.length && picked.length < systematic) picked.push(q[round]);
  }
  if (!options.systematicOnly) picked.push(...randomCases(target, b, schemas, rng, count - picked.length, heavy));
  return picked;
}

/** The request that compiles an operation's validators before its batch is timed: the baseline itself. */
export function warmUp(target: Target): HostileCase {
  return new Builder(target).request('warm-up (the baseline)', 'stray', 'any', {});
}
