import { FORGET_AFTER_MS } from '../../src/http/auth-failures.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../src/http/contract.ts';
import { basic, type Credentials, type Harness, startHarness } from '../support/harness.ts';
import { flatten, typeOf } from '../support/schema.ts';
import { fixtures } from './fixtures.ts';

/**
 * Every module gets these for free: for each implemented operation, credentials are required,
 * permissions are enforced, another platform's ids answer 404, and no malformed body can
 * produce a 5xx. Responses are checked against the contract by the harness throughout.
 */
let h: Harness;
let stranger: Credentials;
let implemented: Operation[];
beforeAll(async () => {
  h = await startHarness();
  stranger = await h.newPlatform('Stranger');
  implemented = h.services.contract.operations.filter((op) => h.implemented.has(op.operationId));
});
afterAll(async () => h.close());

/**
 * Each test below goes over every implemented operation (about 160, most with a fixture made
 * first): on a slow machine (2026-11-29, a nested virtual machine) that took 35 to 60 s and
 * more alongside another test file, past the suite's 60 s. A bound, not a speed goal.
 */
const WHOLE_CONTRACT_MS = 300_000;

const samplePath = (op: Operation, params: Record<string, string> = {}) =>
  op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => params[name] ?? 'Thing:0192f000-0000-7000-8000-000000000000');

describe('conformance of every implemented operation', () => {
  it('has something implemented', () => {
    expect(implemented.length).toBeGreaterThan(0);
  });

  it('rejects missing and wrong credentials with 401 UNAUTHORIZED', async () => {
    for (const op of implemented.filter((o) => o.security.length > 0)) {
      for (const authorization of [undefined, basic({ clientId: h.platform.clientId, clientSecret: 'wrong' })]) {
        h.clock.advance(FORGET_AFTER_MS + 1000); // keep the authentication backoff out of this test
        const res = await h.call(op.method, samplePath(op), { as: null, headers: authorization ? { authorization } : {}, body: op.requestBody ? {} : undefined });
        expect({ op: op.operationId, status: res.statusCode, code: res.json().code }).toEqual({ op: op.operationId, status: 401, code: 'UNAUTHORIZED' });
      }
    }
  }, WHOLE_CONTRACT_MS);

  it('declares a permission on every operation and enforces it with 403 FORBIDDEN', async () => {
    for (const op of h.services.contract.operations.filter((o) => o.security.includes('BasicAuth'))) {
      expect(['VIEW', 'TRANSACT', 'MANAGE'], op.operationId).toContain(op.permission);
    }
    // Agents hold no VIEW/TRANSACT/MANAGE: an AgentAuth-only operation checks the agent's policy instead (agents tests).
    for (const op of implemented.filter((o) => o.permission && o.security.includes('BasicAuth'))) {
      const others = (['VIEW', 'TRANSACT', 'MANAGE'] as const).filter((p) => p !== op.permission);
      const token = await h.newToken(h.platform.platformId, [...others]);
      const res = await h.call(op.method, samplePath(op), { as: token, body: op.requestBody ? {} : undefined });
      expect({ op: op.operationId, status: res.statusCode }).toEqual({ op: op.operationId, status: 403 });
    }
  }, WHOLE_CONTRACT_MS);

  it("answers 404 for another platform's ids", async () => {
    // Only platform credentials name a platform: an operation without credentials (redeeming a
    // device code) has no other platform to refuse, and one only agents call is scoped to the
    // agent's customer (its isolation is proved by the agents tests).
    for (const op of implemented.filter((o) => o.parameters.some((p) => p.in === 'path') && o.security.includes('BasicAuth'))) {
      const fixture = fixtures[op.operationId];
      expect(fixture, `test/conformance/fixtures.ts needs an entry for ${op.operationId}`).toBeDefined();
      const { params, query, body, headers } = await fixture(h, h.platform);
      const res = await h.call(op.method, samplePath(op, params), { as: stranger, query, headers, body: body ?? (op.requestBody ? {} : undefined) });
      expect({ op: op.operationId, status: res.statusCode }).toEqual({ op: op.operationId, status: 404 });
      // The owner can still reach it.
      const own = await h.call(op.method, samplePath(op, params), { query, headers, body: body ?? (op.requestBody ? {} : undefined) });
      expect(own.statusCode, op.operationId).toBeLessThan(400);
    }
  }, WHOLE_CONTRACT_MS);
});

describe('bad input never produces a 5xx', () => {
  const bad = (op: Operation) => {
    const schema = op.requestBody?.content['application/json'];
    const doc = h.services.contract.document;
    const { properties, required } = flatten(doc, schema);
    const bodies: unknown[] = [[], 'text', 42, null, true, {}, { unknownField: 1 }];
    let deep: unknown = {};
    for (let i = 0; i < 2000; i++) deep = i % 2 ? { a: deep } : [deep];
    bodies.push(deep);
    for (const [name, prop] of Object.entries(properties)) {
      const wrong: unknown[] = [null, 'x'.repeat(100_000), -1e308, 1.5, [], {}, 'NOT_A_VALUE', true, '\u0000'];
      if (typeOf(doc, prop) === 'string') wrong.push(12);
      for (const value of wrong) bodies.push({ ...Object.fromEntries(required.map((r) => [r, 'x'])), [name]: value });
    }
    return bodies;
  };

  it('for generated invalid bodies', async () => {
    for (const op of implemented.filter((o) => o.requestBody?.content['application/json'])) {
      const { params } = fixtures[op.operationId] ? await fixtures[op.operationId](h, h.platform) : { params: {} };
      for (const body of bad(op)) {
        const res = await h.app.inject({
          method: op.method,
          url: `/2025-10-13${samplePath(op, params)}`,
          headers: { authorization: basic(h.platform), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect({ op: op.operationId, body: JSON.stringify(body).slice(0, 200), status: res.statusCode, answer: res.body.slice(0, 300) }).toMatchObject({ status: expect.any(Number) });
        expect(res.statusCode, `${op.operationId} ${JSON.stringify(body).slice(0, 200)} -> ${res.body.slice(0, 500)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().code).toBe('string');
      }
    }
  }, WHOLE_CONTRACT_MS);

  it('for random JSON values', async () => {
    for (const op of implemented.filter((o) => o.requestBody?.content['application/json'])) {
      const { params } = fixtures[op.operationId] ? await fixtures[op.operationId](h, h.platform) : { params: {} };
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (body) => {
          const res = await h.app.inject({
            method: op.method,
            url: `/2025-10-13${samplePath(op, params)}`,
            headers: { authorization: basic(h.platform), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          return res.statusCode < 500;
        }),
        { numRuns: 40 },
      );
    }
  }, WHOLE_CONTRACT_MS);
});
