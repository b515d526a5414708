import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { CONTRACT_PATH } from '../../../src/http/contract.ts';

/**
 * Every string in the contract has a bound (docs/contract-differences.md, "String and array
 * bounds"): request validation refuses what is longer, and the API tests hold every response to
 * the same bounds. A string schema is bounded by `maxLength`, or by `enum`/`const`. Arrays that
 * clients send (operation parameters and request bodies, with everything they reference) also
 * carry `maxItems`.
 */
type Node = Record<string, unknown>;

const contract = YAML.parse(readFileSync(CONTRACT_PATH, 'utf8')) as Node;
const pointer = (path: string[]) => `#/${path.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
const hasType = (node: Node, type: string) => node.type === type || (Array.isArray(node.type) && node.type.includes(type));
const resolve = (doc: Node, ref: string) =>
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Node)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as Node;

function walk(node: unknown, path: string[], visit: (node: Node, path: string[]) => void): void {
  if (Array.isArray(node)) {
    for (const [i, n] of node.entries()) walk(n, [...path, String(i)], visit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  visit(node as Node, path);
  for (const [key, value] of Object.entries(node)) walk(value, [...path, key], visit);
}

function unboundedStrings(doc: Node): string[] {
  const found: string[] = [];
  walk(doc, [], (node, path) => {
    if (hasType(node, 'string') && node.maxLength === undefined && node.enum === undefined && node.const === undefined) found.push(pointer(path));
  });
  return found;
}

/** Arrays reachable from an operation's parameters or request body, following $refs. */
function unboundedRequestArrays(doc: Node): string[] {
  const found = new Set<string>();
  const followed = new Set<string>();
  const visit = (node: Node, path: string[]) => {
    if (typeof node.$ref === 'string' && !followed.has(node.$ref)) {
      followed.add(node.$ref);
      walk(resolve(doc, node.$ref), node.$ref.slice(2).split('/'), visit);
    }
    if (hasType(node, 'array') && node.maxItems === undefined) found.add(pointer(path));
  };
  for (const [route, item] of Object.entries(doc.paths as Record<string, Node>)) {
    for (const [method, op] of Object.entries(item)) {
      const base = ['paths', route, method];
      if (method === 'parameters') walk(op, base, visit);
      else if (op && typeof op === 'object') {
        walk((op as Node).parameters, [...base, 'parameters'], visit);
        walk((op as Node).requestBody, [...base, 'requestBody'], visit);
      }
    }
  }
  return [...found];
}

describe('contract bounds', () => {
  it('gives every string schema a maxLength (or an enum or const)', () => {
    const missing = unboundedStrings(contract);
    expect(missing, `string schemas without maxLength:\n${missing.join('\n')}`).toEqual([]);
  });

  it('gives every array a client sends a maxItems', () => {
    const missing = unboundedRequestArrays(contract);
    expect(missing, `request-side arrays without maxItems:\n${missing.join('\n')}`).toEqual([]);
  });

  it('uses positive integer bounds that leave room for the minimum', () => {
    const wrong: string[] = [];
    walk(contract, [], (node, path) => {
      for (const [max, min] of [
        ['maxLength', 'minLength'],
        ['maxItems', 'minItems'],
      ] as const) {
        const value = node[max];
        if (value === undefined) continue;
        if (!Number.isInteger(value) || (value as number) < 1) wrong.push(`${pointer(path)}: ${max} ${String(value)}`);
        else if (typeof node[min] === 'number' && (node[min] as number) > (value as number)) wrong.push(`${pointer(path)}: ${min} > ${max}`);
      }
    });
    expect(wrong).toEqual([]);
  });

  it('reports strings in parameters, items, map values and oneOf branches, and request arrays only', () => {
    const sample: Node = {
      paths: {
        '/things/{id}': {
          parameters: [{ $ref: '#/components/parameters/Id' }],
          post: {
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
            responses: { '200': { content: { 'application/json': { schema: { type: 'object', properties: { list: { type: 'array', items: { type: 'integer' } } } } } } } },
          },
        },
      },
      components: {
        parameters: { Id: { name: 'id', in: 'path', schema: { type: 'string' } } },
        schemas: {
          Thing: {
            type: 'object',
            properties: {
              tags: { type: 'array', items: { type: 'string', maxLength: 16 } },
              labels: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
              choice: { oneOf: [{ type: 'string', format: 'date' }, { type: 'string', enum: ['A'] }, { const: 'B', type: 'string' }] },
              name: { type: 'string', maxLength: 256 },
            },
          },
        },
      },
    };
    expect(unboundedStrings(sample)).toEqual([
      '#/components/parameters/Id/schema',
      '#/components/schemas/Thing/properties/labels/additionalProperties',
      '#/components/schemas/Thing/properties/choice/oneOf/0',
    ]);
    expect(unboundedRequestArrays(sample)).toEqual(['#/components/schemas/Thing/properties/tags']);
  });
});
