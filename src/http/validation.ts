import { createRequire } from 'node:module';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FormatsPlugin } from 'ajv-formats';
import type { Contract, JsonSchema, Operation } from './contract.ts';
import { type FieldError, invalidInput, MAX_FIELD_ERRORS } from './errors.ts';
import { fieldMessage, type Resolve } from './field-messages.ts';
import { arrayQueryParameters } from './query-arrays.ts';

// ajv-formats is CommonJS whose module object is the plugin itself.
const addFormats = createRequire(import.meta.url)('ajv-formats') as FormatsPlugin;
type AjvInstance = Ajv2020;

const DOC_ID = 'contract';

/**
 * Turns `oneOf` + `discriminator` into "the tag must be one of the known values, and the branch
 * the tag names must validate". A plain oneOf would report the errors of every branch; this
 * reports only the errors of the branch the client asked for, field by field.
 */
export function prepareSchemas(doc: JsonSchema): JsonSchema {
  const copy = structuredClone(doc);
  const resolve = (ref: string): JsonSchema =>
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((acc, k) => (acc as Record<string, unknown>)?.[k], copy) as JsonSchema;

  const tagValuesOf = (schema: JsonSchema, prop: string, depth = 0): string[] => {
    if (depth > 8 || !schema) return [];
    if (typeof schema.$ref === 'string') return tagValuesOf(resolve(schema.$ref), prop, depth + 1);
    const p = (schema.properties as Record<string, JsonSchema> | undefined)?.[prop];
    if (p) {
      const target = typeof p.$ref === 'string' ? resolve(p.$ref) : p;
      if (target.const !== undefined) return [String(target.const)];
      if (Array.isArray(target.enum)) return target.enum.map(String);
    }
    for (const part of (schema.allOf as JsonSchema[] | undefined) ?? []) {
      const found = tagValuesOf(part, prop, depth + 1);
      if (found.length) return found;
    }
    return [];
  };

  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const schema = node as JsonSchema;
    for (const value of Object.values(schema)) visit(value);
    const disc = schema.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
    const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
    if (!disc || !branches) return;
    const prop = disc.propertyName;
    const cases = new Map<string, JsonSchema>();
    if (disc.mapping) for (const [value, ref] of Object.entries(disc.mapping)) cases.set(value, { $ref: ref });
    for (const branch of branches) for (const value of tagValuesOf(branch, prop)) if (!cases.has(value)) cases.set(value, branch);
    if (cases.size === 0) return; // cannot resolve the tags: keep the plain oneOf
    delete schema.oneOf;
    delete schema.anyOf;
    delete schema.discriminator;
    const existingAllOf = (schema.allOf as JsonSchema[] | undefined) ?? [];
    schema.required = [...new Set([...(((schema.required as string[]) ?? []) as string[]), prop])];
    schema.properties = { ...((schema.properties as JsonSchema) ?? {}), [prop]: { enum: [...cases.keys()] } };
    schema.allOf = [
      ...existingAllOf,
      ...[...cases].map(([value, branch]) => ({
        if: { properties: { [prop]: { const: value } }, required: [prop] },
        then: branch,
      })),
    ];
  };
  visit(copy);
  return copy;
}

function collectFormats(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const n of node) collectFormats(n, into);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'format' && typeof v === 'string') into.add(v);
    else collectFormats(v, into);
  }
}

/** An offset at the end of a date-time: `+05:30`, `-0800`. */
const OFFSET = /([+-])(\d\d):?(\d\d)$/;

/**
 * Whether a date or date-time that RFC 3339 allows (ajv-formats' check) is one JavaScript and
 * PostgreSQL both read: JavaScript has no leap second (`23:59:60` is an Invalid Date, and its
 * toISOString throws), PostgreSQL has no year 0 and no offset past ±15:59. Such a value answers
 * 400 here instead of 500 from the first date conversion or SQL cast that meets it.
 */
function representableDate(text: string): boolean {
  if (Number(text.slice(0, 4)) < 1 || Number.isNaN(Date.parse(text))) return false;
  const offset = OFFSET.exec(text);
  return !offset || text.length <= 10 || Number(offset[2]) <= 15;
}

function narrowDateFormats(ajv: AjvInstance): void {
  for (const name of ['date', 'date-time']) {
    const format = ajv.formats[name] as { validate: (text: string) => boolean; compare?: (a: string, b: string) => number | undefined } | undefined;
    if (!format || typeof format.validate !== 'function') continue;
    const check = format.validate;
    ajv.addFormat(name, { ...format, type: 'string', validate: (text: string) => check(text) && representableDate(text) });
  }
}

export function newAjv(doc: JsonSchema, options: { coerce: boolean; allErrors: boolean }): AjvInstance {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: options.allErrors,
    coerceTypes: options.coerce ? 'array' : false,
    useDefaults: options.coerce,
    validateFormats: true,
    // Errors carry the schema they broke, so a message can say what that schema takes.
    verbose: true,
    logger: false,
    // Checking the 600 KB contract against the JSON Schema meta-schema took ~200 ms of every
    // start; the contract is fixed at build time and its schemas compile in the test suite.
    validateSchema: false,
  });
  addFormats(ajv);
  narrowDateFormats(ajv);
  const formats = new Set<string>();
  collectFormats(doc, formats);
  for (const f of formats) if (!ajv.formats[f]) ajv.addFormat(f, true);
  ajv.addSchema({ ...doc, $id: DOC_ID });
  return ajv;
}

/** Rewrites document-local refs so a schema taken out of the document still resolves. */
export function anchor(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${DOC_ID}#/`));
}

/** The resolver of each compiled validator's `$ref`s, for describing a missing field's schema. */
const resolvers = new WeakMap<ValidateFunction, Resolve>();

function resolverOf(doc: JsonSchema): Resolve {
  return (ref) => {
    const at = ref.indexOf('#/');
    if (at < 0) return undefined;
    let node: unknown = doc;
    for (const part of ref.slice(at + 2).split('/')) node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    return node && typeof node === 'object' ? (node as JsonSchema) : undefined;
  };
}

export interface RequestValidators {
  params?: ValidateFunction;
  query?: ValidateFunction;
  headers?: ValidateFunction;
  body?: Record<string, ValidateFunction>;
  /** The query parameters that take an array, whose comma-joined values are split before validation. */
  queryArrays?: readonly string[];
}

export class ContractValidator {
  // Made on first use, like the validators compiled from them: a start prepares nothing that
  // a request does not ask for.
  private bodyAjvMade?: AjvInstance;
  private paramAjvMade?: AjvInstance;
  private responseAjv?: AjvInstance;
  private readonly doc: JsonSchema;
  private readonly resolve: Resolve;
  private readonly responseValidators = new Map<string, ValidateFunction | null>();
  private readonly bodyChecks = new Map<string, ValidateFunction | null>();

  constructor(contract: Contract) {
    this.doc = prepareSchemas(contract.document);
    this.resolve = resolverOf(this.doc);
  }

  private get bodyAjv(): AjvInstance {
    this.bodyAjvMade ??= newAjv(this.doc, { coerce: false, allErrors: true });
    return this.bodyAjvMade;
  }

  private get paramAjv(): AjvInstance {
    this.paramAjvMade ??= newAjv(this.doc, { coerce: true, allErrors: true });
    return this.paramAjvMade;
  }

  compileRequest(op: Operation): RequestValidators {
    const out: RequestValidators = {};
    for (const where of ['path', 'query', 'header'] as const) {
      const params = op.parameters.filter((p) => p.in === where);
      if (params.length === 0) continue;
      const key = (n: string) => (where === 'header' ? n.toLowerCase() : n);
      const schema = anchor({
        type: 'object',
        properties: Object.fromEntries(params.map((p) => [key(p.name), p.schema])),
        required: params.filter((p) => p.required).map((p) => key(p.name)),
      });
      const fn = this.paramAjv.compile(schema);
      resolvers.set(fn, this.resolve);
      if (where === 'path') out.params = fn;
      else if (where === 'query') out.query = fn;
      else out.headers = fn;
    }
    const arrays = arrayQueryParameters(op, this.resolve);
    if (arrays.length > 0) out.queryArrays = arrays;
    if (op.requestBody) {
      out.body = {};
      for (const [type, schema] of Object.entries(op.requestBody.content)) {
        if (type === 'application/json') {
          out.body[type] = this.bodyAjv.compile(anchor(schema));
          resolvers.set(out.body[type], this.resolve);
        }
      }
    }
    return out;
  }

  /** Response schema check used by the test hook; null when the status has no JSON body. */
  responseValidator(op: Operation, status: number): ValidateFunction | null {
    const key = `${op.operationId}:${status}`;
    if (!this.responseValidators.has(key)) {
      this.responseAjv ??= newAjv(this.doc, { coerce: false, allErrors: false });
      const declared = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in op.responses);
      const schema = declared ? op.responses[declared] : null;
      this.responseValidators.set(key, schema ? this.responseAjv.compile(anchor(schema)) : null);
    }
    return this.responseValidators.get(key) ?? null;
  }

  /**
   * Field errors of `value` against the JSON body schema of `op`, for input that arrives another
   * way (the rows of a customer CSV import are create requests that no request body carried).
   */
  checkBody(op: Operation, value: unknown): FieldError[] {
    if (!this.bodyChecks.has(op.operationId)) {
      const schema = op.requestBody?.content['application/json'];
      const fn = schema ? this.bodyAjv.compile(anchor(schema)) : null;
      if (fn) resolvers.set(fn, this.resolve);
      this.bodyChecks.set(op.operationId, fn);
    }
    return validateOrThrow(this.bodyChecks.get(op.operationId) ?? undefined, value, '');
  }

  hasResponse(op: Operation, status: number): boolean {
    return String(status) in op.responses || `${String(status)[0]}XX` in op.responses || 'default' in op.responses;
  }
}

/**
 * Ajv errors -> one FieldError per invalid field, with branch noise of failed oneOfs removed.
 * Stops one past MAX_FIELD_ERRORS: invalidInput lists no more, and says that there were more.
 */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, prefix = '', resolve: Resolve = () => undefined): FieldError[] {
  if (!errors) return [];
  const unions = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => `${e.schemaPath}/`);
  const relevant = errors.filter(
    (e) => e.keyword !== 'if' && !unions.some((u) => e.schemaPath.startsWith(u) && e.schemaPath !== u.slice(0, -1)),
  );
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of relevant) {
    if (out.length > MAX_FIELD_ERRORS) break;
    const base = e.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const params = e.params as Record<string, unknown>;
    let field = base;
    if (e.keyword === 'required') field = [...base, String(params.missingProperty)];
    else if (e.keyword === 'additionalProperties') field = [...base, String(params.additionalProperty)];
    const path = [prefix, ...field].filter(Boolean).join('.') || '(body)';
    const constraint = e.keyword === 'oneOf' || e.keyword === 'anyOf' ? 'oneOf' : e.keyword;
    const id = `${path}|${constraint}`;
    // A value of the wrong type also fails its format (10.5 is not an int64): the type says it all.
    if (seen.has(id) || (constraint === 'format' && seen.has(`${path}|type`))) continue;
    seen.add(id);
    out.push({ field: path, constraint, message: fieldMessage(e, path, resolve) });
  }
  return out;
}

export function validateOrThrow(fn: ValidateFunction | undefined, value: unknown, prefix: string): FieldError[] {
  if (!fn || fn(value)) return [];
  return toFieldErrors(fn.errors, prefix, resolvers.get(fn));
}

export { invalidInput };
