import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf } from '../support/field-errors.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';

/**
 * The contract bounds every string (docs/contract-differences.md, "String and array bounds");
 * request validation enforces the bounds, and the harness holds every response to them.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const NAME_MAX = 256;
const address = { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };
const individual = (fullName: string) => ({ customerType: 'INDIVIDUAL', fullName, birthDate: '1990-12-10', nationality: 'US', address });
const fullNameOf = (length: number) => `Ada ${'L'.repeat(length - 4)}`;

describe('string bounds', () => {
  it('refuses a customer full name one character over the bound, naming the field', async () => {
    const res = await h.call('POST', '/customers', { body: individual(fullNameOf(NAME_MAX + 1)) });
    const body = expectError(res, 400, 'INVALID_INPUT');
    expect(fieldsOf(body)).toEqual(['fullName']);
    expect(body.details?.errors).toEqual([expect.objectContaining({ field: 'fullName', constraint: 'maxLength' })]);
  });

  it('accepts a full name exactly at the bound and answers it unchanged', async () => {
    const fullName = fullNameOf(NAME_MAX);
    const res = await h.call('POST', '/customers', { body: individual(fullName) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fullName).toBe(fullName);
    const read = await h.call('GET', `/customers/${res.json().id}`);
    expect(read.json().fullName).toBe(fullName);
  });

  it('refuses a 900 KB name before it reaches the service', async () => {
    const res = await h.call('POST', '/customers', { body: individual(fullNameOf(900 * 1024)) });
    expect(fieldsOf(expectError(res, 400, 'INVALID_INPUT'))).toEqual(['fullName']);
  });

  it('bounds query parameters too', async () => {
    const res = await h.call('GET', '/customers', { query: { platformCustomerId: 'p'.repeat(257) } });
    expect(fieldsOf(expectError(res, 400, 'INVALID_INPUT'))).toEqual(['platformCustomerId']);
  });

  it('keeps an error that quotes hostile input within the contract (long unknown field name)', async () => {
    // DocumentMetadataUpdate allows no other fields: the error names the unknown one.
    const key = 'k'.repeat(5000);
    const res = await h.call('PUT', '/documents/Document:0190f0a0-0000-7000-8000-000000000000', { body: { [key]: 1 } });
    const body = expectError(res, 400, 'INVALID_INPUT');
    const [error] = (body.details?.errors ?? []) as { field: string; message: string }[];
    expect(error.field.length).toBeLessThanOrEqual(1024);
    expect(error.field.startsWith('kkk')).toBe(true);
    expect(body.reason.length).toBeLessThanOrEqual(4096);
    // The harness checks the answer against the contract (h.close() fails on a violation).
  });
});
