import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

function upload(csv: string | Buffer, as = h.platform) {
  const boundary = `csv${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="customers.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return h.call('POST', '/customers/bulk/csv', { as, body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const HEADER = 'umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,addressLine2,city,state,postalCode,country,email,businessLegalName,businessRegistrationNumber,businessTaxId';
const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\n');
const alice = '$alice@uma.corridor.example,p-alice,INDIVIDUAL,Alice Example,1990-01-02,1 Main St,,Austin,TX,73301,US,alice@example.com,,,';
const acme = '$acme@uma.corridor.example,p-acme,BUSINESS,,,9 Market St,Suite 5,San Francisco,CA,94105,US,,Acme Inc,REG-1,12-3456789';

async function run(csv: string, as = h.platform) {
  const res = await upload(csv, as);
  expect(res.statusCode, res.body).toBe(202);
  await h.services.worker.drain();
  return (await h.call('GET', `/customers/bulk/jobs/${res.json().jobId}`, { as })).json();
}

describe('bulk customer import', () => {
  it('accepts the file with 202 and a PENDING job that the worker completes, creating every good row', async () => {
    const p = await h.newPlatform('Bulk ok');
    const res = await upload(csvOf(alice, acme), p);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ jobId: expect.stringMatching(/^Job:/), status: 'PENDING' });
    const pending = (await h.call('GET', `/customers/bulk/jobs/${res.json().jobId}`, { as: p })).json();
    expect(pending.status).toBe('PENDING');
    await h.services.worker.drain();
    const job = (await h.call('GET', `/customers/bulk/jobs/${res.json().jobId}`, { as: p })).json();
    expect(job).toMatchObject({ status: 'COMPLETED', progress: { total: 2, processed: 2, successful: 2, failed: 0 }, errors: [] });
    expect(job.completedAt).toBeDefined();
    const customers = (await h.call('GET', '/customers', { as: p })).json().data;
    expect(customers.map((c: { platformCustomerId: string }) => c.platformCustomerId).sort()).toEqual(['p-acme', 'p-alice']);
    const a = customers.find((c: { platformCustomerId: string }) => c.platformCustomerId === 'p-alice');
    expect(a).toMatchObject({ fullName: 'Alice Example', birthDate: '1990-01-02', email: 'alice@example.com', umaAddress: '$alice@uma.corridor.example', address: { line1: '1 Main St', city: 'Austin' } });
    const b = customers.find((c: { platformCustomerId: string }) => c.platformCustomerId === 'p-acme');
    expect(b.businessInfo).toEqual({ legalName: 'Acme Inc', registrationNumber: 'REG-1', taxId: '12-3456789' });
    expect(job.results).toEqual([
      { row: 1, correlationId: 'p-alice', status: 'CREATED', customerId: a.id },
      { row: 2, correlationId: 'p-acme', status: 'CREATED', customerId: b.id },
    ]);
  });

  it('fails a bad row, not the file, and reports it per row with its code', async () => {
    const p = await h.newPlatform('Bulk rows');
    const job = await run(
      csvOf(
        alice,
        '$bob@uma.corridor.example,p-bob,INDIVIDUAL,Bob,1990-13-45,1 A St,,X,Y,1,US,,,,',
        '$alice2@uma.corridor.example,p-alice,INDIVIDUAL,Alice Again,1990-01-02,1 Main St,,Austin,TX,73301,US,,,,',
        '$carol@uma.corridor.example,p-carol,ROBOT,,,,,,,,,,,,',
        acme,
      ),
      p,
    );
    expect(job).toMatchObject({ status: 'COMPLETED', progress: { total: 5, processed: 5, successful: 2, failed: 3 } });
    expect(job.results.map((r: { status: string }) => r.status)).toEqual(['CREATED', 'FAILED', 'FAILED', 'FAILED', 'CREATED']);
    expect(job.errors.map((e: { correlationId: string; code: string }) => `${e.correlationId}:${e.code}`)).toEqual(['p-bob:INVALID_INPUT', 'p-alice:CONFLICT', 'p-carol:INVALID_INPUT']);
    expect(job.errors[0].details.errors.map((e: { field: string }) => e.field)).toEqual(['birthDate']);
    expect((await h.call('GET', '/customers', { as: p })).json().totalCount).toBe(2);
  });

  it("holds rows to the contract's length bounds, as a JSON request is held", async () => {
    const p = await h.newPlatform('Bulk bounds');
    const longId = 'p'.repeat(257);
    const job = await run(
      csvOf(
        `$long@uma.corridor.example,p-long,INDIVIDUAL,Ada ${'L'.repeat(253)},1990-01-02,1 Main St,,Austin,TX,73301,US,,,,`,
        `$edge@uma.corridor.example,p-edge,INDIVIDUAL,Ada ${'L'.repeat(252)},1990-01-02,1 Main St,,Austin,TX,73301,US,,,,`,
        `$longid@uma.corridor.example,${longId},INDIVIDUAL,Ada Lovelace,1990-01-02,1 Main St,,Austin,TX,73301,US,,,,`,
      ),
      p,
    );
    expect(job).toMatchObject({ status: 'COMPLETED', progress: { total: 3, successful: 1, failed: 2 } });
    expect(job.results.map((r: { correlationId: string; status: string }) => `${r.correlationId}:${r.status}`)).toEqual(['p-long:FAILED', 'p-edge:CREATED', '3:FAILED']);
    expect(job.errors.map((e: { details: { errors: { field: string; constraint: string }[] } }) => e.details.errors)).toEqual([
      [expect.objectContaining({ field: 'fullName', constraint: 'maxLength' })],
      [expect.objectContaining({ field: 'platformCustomerId', constraint: 'maxLength' })],
    ]);
    expect((await h.call('GET', '/customers', { as: p })).json().totalCount).toBe(1);
  });

  it('emits BULK_UPLOAD.COMPLETED with the job', async () => {
    const p = await h.newPlatform('Bulk event');
    const job = await run(csvOf(alice), p);
    const rows = await h.database.db.query<{ type: string; data: string }>("SELECT type, data FROM events WHERE platform_id = $1 AND type LIKE 'BULK_UPLOAD.%'", [p.platformId]);
    expect(rows.map((r) => r.type)).toEqual(['BULK_UPLOAD.COMPLETED']);
    expect(JSON.parse(rows[0].data)).toEqual(job);
  });

  it('fails the job with BULK_UPLOAD.FAILED when the file itself cannot be read (header without required columns)', async () => {
    const p = await h.newPlatform('Bulk failed');
    const job = await run('name,email\nx,y@example.com', p);
    expect(job).toMatchObject({ status: 'FAILED', progress: { total: 0, processed: 0, successful: 0, failed: 0 } });
    expect(job.errors[0]).toMatchObject({ correlationId: 'file', code: 'INVALID_INPUT' });
    expect(job.errors[0].message).toMatch(/umaAddress, platformCustomerId, customerType/);
    const types = (await h.database.db.query<{ type: string }>("SELECT type FROM events WHERE platform_id = $1 AND type LIKE 'BULK_UPLOAD.%'", [p.platformId])).map((r) => r.type);
    expect(types).toEqual(['BULK_UPLOAD.FAILED']);
  });

  it('fails the job for malformed CSV', async () => {
    const job = await run(`${HEADER}\n"unterminated,quote`);
    expect(job.status).toBe('FAILED');
  });

  it('refuses an empty file or a missing file with 400 INVALID_INPUT and a JSON body with 415', async () => {
    expectError(await upload(''), 400, 'INVALID_INPUT');
    expectError(await upload(Buffer.from([0x61, 0x00, 0x62])), 400, 'INVALID_INPUT');
    const boundary = 'nofile';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${boundary}--\r\n`;
    expectError(await h.call('POST', '/customers/bulk/csv', { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }), 400, 'INVALID_INPUT');
    expectError(await h.call('POST', '/customers/bulk/csv', { body: { file: 'x' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it("answers 404 BULK_UPLOAD_JOB_NOT_FOUND for unknown and other platforms' jobs", async () => {
    expectError(await h.call('GET', '/customers/bulk/jobs/Job:0192f000-0000-7000-8000-000000000000'), 404, 'BULK_UPLOAD_JOB_NOT_FOUND');
    const res = await upload(csvOf(alice));
    const other = await h.newPlatform('Bulk stranger');
    expectError(await h.call('GET', `/customers/bulk/jobs/${res.json().jobId}`, { as: other }), 404, 'BULK_UPLOAD_JOB_NOT_FOUND');
  });
});
