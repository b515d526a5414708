import type { JsonSchema, Operation } from './contract.ts';
import type { Resolve } from './field-messages.ts';

/**
 * Array query parameters arrive in two forms: repeated (`?destinationCurrency=MXN&destinationCurrency=EUR`,
 * the contract's `form` + `explode`) and comma-joined (`?destinationCurrency=MXN%2CEUR`), which is
 * how SDKs generated from the reference send them. Both are read as one list, so an element
 * cannot itself hold a comma; no array parameter of the contract takes such values.
 */

/** The names of `op`'s query parameters whose schema is an array. */
export function arrayQueryParameters(op: Operation, resolve: Resolve): string[] {
  return op.parameters.filter((p) => p.in === 'query' && takesArray(p.schema, resolve)).map((p) => p.name);
}

function takesArray(schema: JsonSchema, resolve: Resolve): boolean {
  const target = typeof schema.$ref === 'string' ? resolve(schema.$ref) : schema;
  const type = target?.type;
  return type === 'array' || (Array.isArray(type) && type.includes('array'));
}

/** Splits the comma-joined values of `names` in `query`, in place: each element is validated as sent. */
export function splitJoined(query: Record<string, unknown>, names: readonly string[]): void {
  for (const name of names) {
    const value = query[name];
    if (value === undefined) continue;
    query[name] = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  }
}
