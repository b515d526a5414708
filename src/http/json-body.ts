import { isUtf8 } from 'node:buffer';
import { type FieldError, errors, invalidInput } from './errors.ts';

declare global {
  interface String {
    /** ES2024, in Node since 20; the project's lib is ES2023. */
    isWellFormed(): boolean;
  }
}

/** Deeper than any body of the contract (it nests under ten levels) by a wide margin. */
export const MAX_DEPTH = 64;
/**
 * Values in one body, and members of one object. The contract's largest bodies hold a few
 * hundred values; the bounds keep everything after the scan (JSON.parse, validation, the
 * fingerprint of an Idempotency-Key, the handler) in proportion to a small input.
 */
export const MAX_VALUES = 10_000;
export const MAX_MEMBERS = 1_000;
/** Past this many problems a hostile body gets no longer list; the first ones are enough to act on. */
const MAX_PROBLEMS = 50;

/**
 * Parses a JSON request body, refusing what JSON.parse would take silently: bytes that are not
 * UTF-8, nesting deeper than MAX_DEPTH, more than MAX_VALUES values or MAX_MEMBERS members in
 * an object, a key given twice in one object (JSON.parse keeps the last, so two readers of the
 * same bytes could disagree), and `__proto__` keys. The checks are one pass over the text with
 * no per-level copies, before JSON.parse, so a hostile body is refused in time proportional to
 * its size and never blocks the event loop for long.
 */
export function parseJsonBody(bytes: Buffer): unknown {
  if (bytes.length === 0) throw errors.INVALID_INPUT('The JSON body is empty; send a JSON object, or no Content-Type with no body');
  if (!isUtf8(bytes)) throw errors.INVALID_INPUT('The request body is not valid UTF-8; send JSON encoded as UTF-8');
  const text = bytes.toString('utf8');
  scanStructure(text);
  try {
    return JSON.parse(text);
  } catch (err) {
    throw errors.INVALID_INPUT(`The request body is not valid JSON (${syntaxMessage(err)}); send one JSON value`);
  }
}

interface Frame {
  /** Keys seen so far in an object; null for an array. */
  keys: Set<string> | null;
  /** The current key of an object or index of an array, for naming a field in an error. */
  at: string | number;
}

/** Depth, duplicate keys and `__proto__`, in one pass. Malformed JSON is left to JSON.parse. */
function scanStructure(text: string): void {
  const frames: Frame[] = [];
  let expectKey = false;
  let values = 1;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      let j = i + 1;
      let escaped = false;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (d === 0x5c) {
          escaped = true;
          j++;
        } else if (d === 0x22) break;
      }
      if (expectKey) {
        const frame = frames[frames.length - 1];
        const key = escaped ? decodeKey(text.slice(i, j + 1)) : text.slice(i + 1, j);
        const field = pathOf(frames, key);
        if (key === '__proto__') throw invalidInput([{ field, constraint: 'forbidden', message: 'the field name __proto__ is not accepted; rename the field' }]);
        if (frame.keys!.has(key)) {
          throw invalidInput([{ field, constraint: 'uniqueKeys', message: `${field} is given more than once; send each field once` }]);
        }
        if (frame.keys!.size >= MAX_MEMBERS) {
          const at = pathOf(frames.slice(0, -1)) || '(body)';
          throw invalidInput([{ field: at, constraint: 'maxProperties', message: `${at} has more than ${MAX_MEMBERS} fields; no operation takes that many` }]);
        }
        frame.keys!.add(key);
        frame.at = key;
        expectKey = false;
      }
      i = j;
    } else if (c === 0x7b || c === 0x5b) {
      if (frames.length >= MAX_DEPTH) {
        const field = pathOf(frames) || '(body)';
        throw invalidInput(
          [{ field, constraint: 'maxDepth', message: `the body nests deeper than ${MAX_DEPTH} levels at ${field}; no operation takes anything that deep` }],
          `The request body nests deeper than ${MAX_DEPTH} levels; send the flat object the operation documents`,
        );
      }
      frames.push(c === 0x7b ? { keys: new Set(), at: '' } : { keys: null, at: 0 });
      expectKey = c === 0x7b;
    } else if (c === 0x7d || c === 0x5d) {
      frames.pop();
      expectKey = false;
    } else if (c === 0x2c) {
      const top = frames[frames.length - 1];
      if (top?.keys) expectKey = true;
      else if (top) top.at = (top.at as number) + 1;
      if (++values > MAX_VALUES) {
        const at = pathOf(frames.slice(0, -1)) || '(body)';
        throw invalidInput(
          [{ field: at, constraint: 'maxItems', message: `the body holds more than ${MAX_VALUES} values (at ${at}); no operation takes that many` }],
          `The request body holds more than ${MAX_VALUES} values; send what the operation documents`,
        );
      }
    }
  }
}

function decodeKey(quoted: string): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted; // JSON.parse of the whole body reports it
  }
}

/** `a.b.0.c` for the frames' current positions, with `last` appended when given. */
function pathOf(frames: readonly Frame[], last?: string): string {
  const parts = frames.slice(0, last === undefined ? frames.length : -1).map((f) => String(f.at));
  if (last !== undefined) parts.push(last);
  return parts.join('.');
}

/** V8 quotes a slice of the input in its message; the position says enough without echoing data. */
function syntaxMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const position = /position (\d+)/.exec(message);
  if (position) return `error at position ${position[1]}`;
  if (/end of JSON input/i.test(message)) return 'it ends too early';
  const token = /^Unexpected token '?(.)'?/.exec(message);
  return token ? `unexpected '${token[1]}'` : 'malformed';
}

interface Node {
  value: unknown;
  parent: Node | null;
  key: string;
}

/**
 * Values PostgreSQL or the ledger cannot take as sent, found in one walk of a parsed body or
 * query: U+0000 and lone surrogates (not valid Unicode; PostgreSQL text holds neither) in any
 * string or field name, integers past 2^53 - 1, which JSON.parse has already rounded (an
 * amount of 9007199254740993 arrives as ...992), and numbers past the largest double, which it
 * reads as ±Infinity (and the schema's `integer` accepts). Paths are built only for the fields reported.
 */
export function unrepresentable(root: unknown, rootField = ''): FieldError[] {
  const found: FieldError[] = [];
  const stack: Node[] = [{ value: root, parent: null, key: rootField }];
  while (stack.length > 0 && found.length < MAX_PROBLEMS) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) found.push(problemAt(node, problem));
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) {
        const field = fieldOf(node);
        found.push({ field, constraint: 'maximum', message: `${field} is too large to be a number (such as 1e999, which JSON.parse reads as Infinity)` });
      } else if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
        const field = fieldOf(node);
        found.push({
          field,
          constraint: 'maximum',
          message: `${field} is beyond ±9007199254740991, the largest integer a JSON number carries exactly; amounts are integers in minor units`,
        });
      }
    } else if (value !== null && typeof value === 'object') {
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], parent: node, key: String(i) });
      } else {
        for (const key of Object.keys(value)) {
          const problem = textProblem(key);
          if (problem) found.push(problemAt({ value: key, parent: node, key }, `field names ${problem}`));
          stack.push({ value: (value as Record<string, unknown>)[key], parent: node, key });
        }
      }
    }
  }
  return found;
}

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL (U+0000) characters';
  if (!text.isWellFormed()) return 'must be valid Unicode: a lone surrogate (such as \\ud800) is not a character; send the pair or drop it';
  return undefined;
}

function problemAt(node: Node, problem: string): FieldError {
  const field = fieldOf(node);
  return { field, constraint: 'pattern', message: `${field} ${problem}` };
}

function fieldOf(node: Node): string {
  const parts: string[] = [];
  for (let n: Node | null = node; n; n = n.parent) if (n.key !== '') parts.push(n.key);
  return parts.reverse().join('.') || '(body)';
}
