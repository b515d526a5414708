import type { ErrorObject } from 'ajv/dist/2020.js';
import type { JsonSchema } from './contract.ts';

/** Finds the schema a `$ref` of the contract names. */
export type Resolve = (ref: string) => JsonSchema | undefined;

/**
 * What a field error says, in words that tell the client what to send instead: "must be one of
 * INDIVIDUAL, BUSINESS", "must be an integer amount in the smallest unit of its currency, e.g.
 * 1050 for 10.50 USD; it is a string", not Ajv's "must be integer". Every part comes from the
 * contract (the schema the value broke) or the JSON type of the value; the value itself is never
 * quoted, so a hostile value is not echoed back.
 */
export function fieldMessage(e: ErrorObject, path: string, resolve: Resolve): string {
  const params = e.params as Record<string, unknown>;
  const parent = (e.parentSchema ?? {}) as JsonSchema;
  const name = lastName(path);
  switch (e.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const schema = resolveDeep((parent.properties as Record<string, JsonSchema> | undefined)?.[missing], resolve);
      const what = schema ? describe(schema, missing, resolve) : '';
      return `${path} is required${what ? `: ${what}` : ''}`;
    }
    case 'type':
      return `${path} must be ${describe(parent, name, resolve)}; it is ${jsonType(e.data)}`;
    case 'enum':
      return `${path} must be ${oneOf(params.allowedValues as unknown[])}`;
    case 'const':
      return `${path} must be ${short(params.allowedValue)}`;
    case 'format':
      if (isAmount(name, parent) && /^int/.test(String(params.format))) return `${path} must be ${AMOUNT}`;
      return `${path} must be ${formatPhrase(String(params.format))}`;
    case 'pattern':
      return `${path} must match the regular expression ${String(params.pattern)}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${path} must be ${bounds(parent)}${isAmount(name, parent) ? `, ${AMOUNT}` : ''}`;
    case 'multipleOf':
      return `${path} must be a multiple of ${String(params.multipleOf)}`;
    case 'minLength':
    case 'maxLength':
      return `${path} must be a string${lengthRange(parent)}`;
    case 'minItems':
      return `${path} must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${path} must have at most ${String(params.limit)} items`;
    case 'uniqueItems':
      return `${path} must not repeat an item (items ${String(params.j)} and ${String(params.i)} are equal); send each once`;
    case 'minProperties':
      return `${path} must have at least ${String(params.limit)} field${params.limit === 1 ? '' : 's'}`;
    case 'maxProperties':
      return `${path} must have at most ${String(params.limit)} fields`;
    case 'dependentRequired':
      return `${path} must also have ${String(params.missingProperty)} when ${String(params.property)} is sent`;
    case 'additionalProperties': {
      const known = Object.keys((parent.properties as object | undefined) ?? {});
      return `${path} is not a field here${known.length ? `; the fields are ${list(known)}` : ''}`;
    }
    case 'oneOf':
    case 'anyOf': {
      const branches = ((e.schema as JsonSchema[] | undefined) ?? []).map((b) => describe(resolveDeep(b, resolve) ?? {}, name, resolve));
      const distinct = [...new Set(branches.filter(Boolean))];
      return distinct.length > 1
        ? `${path} must be ${e.keyword === 'oneOf' ? 'exactly one' : 'one'} of these shapes: ${clipJoin(distinct, '; ')}`
        : `${path} must match ${e.keyword === 'oneOf' ? 'exactly one' : 'one'} of the shapes the reference (/docs) documents for it`;
    }
    case 'false schema':
      return `${path} is not accepted here; leave it out`;
    case 'not':
      return `${path} must not be ${describe((e.schema as JsonSchema) ?? {}, name, resolve) || 'this value'}`;
    default:
      return `${path} ${e.message ?? 'is invalid'}`;
  }
}

const AMOUNT = 'an integer in the smallest unit of its currency, e.g. 1050 for 10.50 USD';

/** The contract's money amounts are named so (amount, sendingAmount, lockedCurrencyAmount, ...); all are minor units. */
function isAmount(name: string, schema: JsonSchema): boolean {
  const types = [schema.type].flat();
  return /amount$/i.test(name) && (types.includes('integer') || types.includes('string'));
}

/** What a schema takes, in a few words: "one of A, B", "an integer from 1 to 100", "an object with a, b". */
export function describe(schema: JsonSchema, name: string, resolve: Resolve, depth = 0): string {
  if (depth > 3) return '';
  if (Array.isArray(schema.enum)) return oneOf(schema.enum);
  if (schema.const !== undefined) return short(schema.const);
  const types = [schema.type].flat().filter((t): t is string => typeof t === 'string');
  if (types.length === 0) {
    for (const part of (schema.allOf as JsonSchema[] | undefined) ?? []) {
      const found = describe(resolveDeep(part, resolve) ?? {}, name, resolve, depth + 1);
      if (found) return found;
    }
    if (schema.properties || schema.required) types.push('object');
  }
  const phrases = types.map((type) => {
    switch (type) {
      case 'integer':
        if (isAmount(name, schema)) return `an integer amount${rangeOf(schema)} in the smallest unit of its currency, e.g. 1050 for 10.50 USD`;
        return `an integer${rangeOf(schema)}`;
      case 'number':
        return `a number${rangeOf(schema)}`;
      case 'boolean':
        return 'true or false';
      case 'null':
        return 'null';
      case 'array': {
        const items = resolveDeep(schema.items as JsonSchema | undefined, resolve);
        const of = items ? describe(items, name, resolve, depth + 1) : '';
        return `an array${of ? ` of ${plural(of)}` : ''}`;
      }
      case 'object': {
        const required = (schema.required as string[] | undefined) ?? [];
        return required.length ? `an object with ${list(required)}` : 'an object';
      }
      case 'string':
        if (typeof schema.format === 'string' && FORMATS[schema.format]) return FORMATS[schema.format];
        if (typeof schema.pattern === 'string') return `a string matching ${schema.pattern}`;
        if (isAmount(name, schema)) return `a string of digits: ${AMOUNT.replace('an integer', 'the amount')}`;
        return `a string${lengthRange(schema)}`;
      default:
        return type;
    }
  });
  return phrases.join(' or ');
}

/** "an object with a, b" -> "objects with a, b"; "one of A, B" -> "values from A, B". */
function plural(phrase: string): string {
  if (phrase === 'true or false') return 'booleans';
  return phrase.replace(/^an? (\w+)/, '$1s').replace(/^one of /, 'values from ');
}

function resolveDeep(schema: JsonSchema | undefined, resolve: Resolve): JsonSchema | undefined {
  let current = schema;
  for (let i = 0; i < 8 && current && typeof current.$ref === 'string'; i++) current = resolve(current.$ref);
  return current;
}

/** Formats the contract uses, with an example of each. */
const FORMATS: Record<string, string> = {
  'date-time': 'an RFC 3339 date-time with an offset, e.g. 2025-10-13T09:30:00Z (year 0001 or later, no leap second, offset within ±15:59)',
  date: 'a date as YYYY-MM-DD, e.g. 2025-10-13',
  time: 'a time as HH:MM:SS with an offset, e.g. 09:30:00Z',
  email: 'an e-mail address, e.g. ada@example.com',
  uri: 'an absolute URI, e.g. https://example.com/webhooks',
  'uri-reference': 'a URI, e.g. https://example.com/path',
  uuid: 'a UUID, e.g. 0192f000-0000-7000-8000-000000000000',
  ipv4: 'an IPv4 address, e.g. 203.0.113.7',
  ipv6: 'an IPv6 address, e.g. 2001:db8::1',
  hostname: 'a host name, e.g. example.com',
  int32: 'a whole number within 32 bits',
  int64: 'a whole number within 64 bits',
  float: 'a number',
  double: 'a number',
};

function formatPhrase(format: string): string {
  return FORMATS[format] ?? `a string in the ${format} format`;
}

function rangeOf(schema: JsonSchema): string {
  const range = rangePhrase(schema);
  return range ? ` ${range}` : '';
}

/** "an integer from 1 to 100", "a number above 0". */
function bounds(schema: JsonSchema): string {
  const kind = [schema.type].flat().includes('integer') ? 'an integer' : 'a number';
  return `${kind}${rangeOf(schema)}`;
}

/** "from 1 to 100", "at least 1", "above 0 and at most 5", or '' without bounds. */
function rangePhrase(schema: JsonSchema): string {
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  const xmin = schema.exclusiveMinimum as number | undefined;
  const xmax = schema.exclusiveMaximum as number | undefined;
  if (min !== undefined && max !== undefined) return `from ${min} to ${max}`;
  const low = min !== undefined ? `at least ${min}` : typeof xmin === 'number' ? `above ${xmin}` : '';
  const high = max !== undefined ? `at most ${max}` : typeof xmax === 'number' ? `below ${xmax}` : '';
  return [low, high].filter(Boolean).join(' and ');
}

/** " of 9 characters", " of 1 to 34 characters", " of at most 256 characters", or '' without bounds. */
function lengthRange(schema: JsonSchema): string {
  const min = schema.minLength as number | undefined;
  const max = schema.maxLength as number | undefined;
  if (min !== undefined && min === max) return ` of exactly ${min} character${min === 1 ? '' : 's'}`;
  if (min !== undefined && max !== undefined) return ` of ${min} to ${max} characters`;
  if (max !== undefined) return ` of at most ${max} characters`;
  if (min !== undefined) return ` of at least ${min} character${min === 1 ? '' : 's'}`;
  return '';
}

/** The most of a list of allowed values or fields a message spells out; the rest are counted. */
const LIST_CHARS = 300;

function oneOf(values: unknown[]): string {
  return values.length === 1 ? short(values[0]) : `one of ${list(values.map((v) => (typeof v === 'string' ? v : short(v))))}`;
}

function list(items: string[]): string {
  return clipJoin(items, ', ');
}

/** Items joined while they fit in LIST_CHARS; then how many more, and where the whole list is. */
function clipJoin(items: string[], separator: string): string {
  let text = '';
  let shown = 0;
  for (const item of items) {
    const next = shown === 0 ? item : `${text}${separator}${item}`;
    if (next.length > LIST_CHARS && shown > 0) break;
    text = next;
    shown++;
  }
  return shown < items.length ? `${text}${separator}… (${items.length - shown} more; /docs lists all)` : text;
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number with a fraction';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return 'a boolean';
  return `a ${typeof value}`;
}

function lastName(path: string): string {
  const parts = path.split('.');
  for (let i = parts.length - 1; i >= 0; i--) if (!/^\d+$/.test(parts[i])) return parts[i];
  return path;
}
