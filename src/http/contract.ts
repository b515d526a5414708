import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import type { Permission } from '../kernel/caller.ts';

/** The project's contract: openapi/openapi.yaml, read once at start-up. */
export const CONTRACT_PATH = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
/** Parsed contracts, by the hash of their YAML text. */
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/corridor', import.meta.url));

export type JsonSchema = Record<string, unknown>;
export type { Permission };
export type SecurityScheme = 'BasicAuth' | 'AgentAuth';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form, e.g. /customers/{customerId} */
  path: string;
  tags: string[];
  summary: string;
  deprecated: boolean;
  /** Schemes any of which may authenticate the call; empty means public. */
  security: SecurityScheme[];
  permission?: Permission;
  parameters: Parameter[];
  /** Content type -> schema; undefined when the operation takes no body. */
  requestBody?: { required: boolean; content: Record<string, JsonSchema> };
  /** Status ('200', 'default', ...) -> JSON schema of the body, or null for no body. */
  responses: Record<string, JsonSchema | null>;
  idempotent: boolean;
}

export interface Contract {
  document: JsonSchema;
  operations: Operation[];
  byId: Map<string, Operation>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function loadContract(path = CONTRACT_PATH): Contract {
  const document = parseContract(readFileSync(path, 'utf8'));
  const operations = extractOperations(document);
  return { document, operations, byId: new Map(operations.map((o) => [o.operationId, o])) };
}

/**
 * Parsing the 600 KB of YAML took 1.5 to 5 s of every start (the yaml package builds a full
 * document tree first); the same document as JSON parses in milliseconds. The JSON is kept
 * beside the other start-up caches, named by the YAML's hash, so an edited contract is parsed
 * anew. Without a writable cache, every start parses the YAML.
 */
function parseContract(text: string): JsonSchema {
  const cached = join(CACHE_DIR, `openapi-${createHash('sha256').update(text).digest('hex').slice(0, 32)}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as JsonSchema;
  } catch {
    // Not cached yet (or unreadable): parse below.
  }
  const document = YAML.parse(text) as JsonSchema;
  try {
    mkdirSync(dirname(cached), { recursive: true });
    writeFileSync(`${cached}.${process.pid}`, JSON.stringify(document));
    renameSync(`${cached}.${process.pid}`, cached);
  } catch {
    // A read-only installation: parse the YAML on every start.
  }
  return document;
}

function resolveRef<T>(doc: JsonSchema, node: T): T {
  let current: unknown = node;
  while (current && typeof current === 'object' && '$ref' in current) {
    const ref = (current as { $ref: string }).$ref;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((acc, part) => (acc as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current as T;
}

function extractOperations(doc: JsonSchema): Operation[] {
  const paths = doc.paths as Record<string, Record<string, unknown>>;
  const defaultSecurity = (doc.security as Record<string, unknown>[] | undefined) ?? [];
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const shared = ((item.parameters as unknown[]) ?? []).map((p) => resolveRef(doc, p));
    for (const method of METHODS) {
      const raw = item[method] as Record<string, unknown> | undefined;
      if (!raw) continue;
      const own = ((raw.parameters as unknown[]) ?? []).map((p) => resolveRef(doc, p)) as Record<string, unknown>[];
      const byKey = new Map<string, Record<string, unknown>>();
      for (const p of [...(shared as Record<string, unknown>[]), ...own]) byKey.set(`${p.in}:${p.name}`, p);
      const parameters: Parameter[] = [...byKey.values()]
        .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        .map((p) => ({
          name: String(p.name),
          in: p.in as Parameter['in'],
          required: p.in === 'path' || p.required === true,
          schema: (p.schema as JsonSchema) ?? {},
        }));
      const security = ((raw.security as Record<string, unknown>[] | undefined) ?? defaultSecurity).flatMap(
        (s) => Object.keys(s) as SecurityScheme[],
      );
      let requestBody: Operation['requestBody'];
      if (raw.requestBody) {
        const rb = resolveRef(doc, raw.requestBody) as { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
        requestBody = {
          required: rb.required === true,
          content: Object.fromEntries(Object.entries(rb.content ?? {}).map(([type, c]) => [type, c.schema ?? {}])),
        };
      }
      const responses: Record<string, JsonSchema | null> = {};
      for (const [status, response] of Object.entries((raw.responses as Record<string, unknown>) ?? {})) {
        const r = resolveRef(doc, response) as { content?: Record<string, { schema?: JsonSchema }> };
        responses[status] = r.content?.['application/json']?.schema ?? null;
      }
      ops.push({
        operationId: String(raw.operationId),
        method: method.toUpperCase() as Operation['method'],
        path,
        tags: (raw.tags as string[]) ?? [],
        summary: String(raw.summary ?? ''),
        deprecated: raw.deprecated === true,
        security,
        permission: raw['x-permission'] as Permission | undefined,
        parameters,
        requestBody,
        responses,
        idempotent: parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
      });
    }
  }
  return ops;
}

/** /customers/{customerId} -> /customers/:customerId */
export function fastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
