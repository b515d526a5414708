import type { JsonSchema } from '../../src/http/contract.ts';

/** Follows $refs and merges allOf parts: the properties and required list a body really has. */
export function flatten(doc: JsonSchema, schema: JsonSchema | undefined, depth = 0): { properties: Record<string, JsonSchema>; required: string[] } {
  const out = { properties: {} as Record<string, JsonSchema>, required: [] as string[] };
  if (!schema || depth > 10) return out;
  if (typeof schema.$ref === 'string') return flatten(doc, resolve(doc, schema.$ref), depth + 1);
  Object.assign(out.properties, schema.properties ?? {});
  out.required.push(...((schema.required as string[]) ?? []));
  for (const part of [...((schema.allOf as JsonSchema[]) ?? []), ...((schema.oneOf as JsonSchema[])?.slice(0, 1) ?? [])]) {
    const f = flatten(doc, part, depth + 1);
    Object.assign(out.properties, f.properties);
    out.required.push(...f.required);
  }
  return out;
}

export function resolve(doc: JsonSchema, ref: string): JsonSchema {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], doc) as JsonSchema;
}

export function typeOf(doc: JsonSchema, schema: JsonSchema): string | undefined {
  const s = typeof schema.$ref === 'string' ? resolve(doc, schema.$ref) : schema;
  if (Array.isArray(s.enum)) return 'enum';
  const t = s.type;
  return Array.isArray(t) ? (t.find((x) => x !== 'null') as string) : (t as string | undefined) ?? (s.properties ? 'object' : undefined);
}
