import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlDocumentStore } from '../../src/modules/verification/document-store.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const PDF = Buffer.from('%PDF-1.7\n% a tiny test document\n');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 2)]);

/** A multipart/form-data body as a browser would send it. */
function form(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `b${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const customer = async (body: Record<string, unknown> = { customerType: 'INDIVIDUAL', fullName: 'Doc Holder' }) =>
  (await h.call('POST', '/customers', { body })).json().id as string;
const business = () =>
  customer({ customerType: 'BUSINESS', businessInfo: { legalName: 'Docs LLC', country: 'US', taxId: '12-3456789', incorporatedOn: '2020-01-01' } });
const upload = (fields: Record<string, string>, file: { name: string; bytes: Buffer } | null = { name: 'passport.pdf', bytes: PDF }) =>
  h.call('POST', '/documents', form(fields, file ?? undefined));
const passport = (holder: string, extra: Record<string, string> = {}) => upload({ documentHolder: holder, documentType: 'PASSPORT', country: 'US', ...extra });

describe('uploading documents', () => {
  it('stores a PDF, JPEG or PNG with its metadata and keeps the bytes behind the DocumentStore', async () => {
    const holder = await customer();
    const res = await passport(holder, { documentNumber: 'P1234567', issuingAuthority: 'US Department of State' });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ documentHolder: holder, documentType: 'PASSPORT', country: 'US', documentNumber: 'P1234567', fileName: 'passport.pdf' });
    expect(doc.id).toMatch(/^Document:/);
    const bytes = await sqlDocumentStore.get(h.database.db, h.platform.platformId, doc.id.slice('Document:'.length));
    expect(Buffer.from(bytes as Uint8Array).equals(PDF)).toBe(true);
    const jpeg = await upload({ documentHolder: holder, documentType: 'DRIVERS_LICENSE', side: 'FRONT', country: 'US' }, { name: 'front.jpg', bytes: JPEG });
    const png = await upload({ documentHolder: holder, documentType: 'DRIVERS_LICENSE', side: 'BACK', country: 'US' }, { name: 'back.png', bytes: PNG });
    expect([jpeg.statusCode, png.statusCode]).toEqual([201, 201]);
  });

  it('judges the file type by its bytes: anything but PDF, JPEG or PNG is 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const holder = await customer();
    expectError(await upload({ documentHolder: holder, documentType: 'PASSPORT', country: 'US' }, { name: 'fake.pdf', bytes: Buffer.from('GIF89a....') }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a file over 10 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const holder = await customer();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    expectError(await upload({ documentHolder: holder, documentType: 'PASSPORT', country: 'US' }, { name: 'big.pdf', bytes: big }), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('accepts a file just under 10 MB', async () => {
    const holder = await customer();
    const large = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length - 1, 0x20)]);
    expect((await upload({ documentHolder: holder, documentType: 'PASSPORT', country: 'US' }, { name: 'large.pdf', bytes: large })).statusCode).toBe(201);
  });

  it('checks every multipart field itself and reports them together as 400 INVALID_INPUT', async () => {
    const body = expectError(await upload({ documentType: 'SELFIE_STICK', country: 'Atlantis', side: 'TOP' }, null), 400, 'INVALID_INPUT');
    const fields = ((body.details?.errors ?? []) as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['country', 'documentHolder', 'documentType', 'file', 'side']);
  });

  it('refuses NUL characters in multipart fields with 400 INVALID_INPUT (never a 5xx)', async () => {
    expectError(await passport(await customer(), { documentNumber: 'A\u0000B' }), 400, 'INVALID_INPUT');
  });

  it('answers 400 INVALID_INPUT for a malformed multipart body (no boundary, another boundary, cut short, not multipart at all), on every upload', async () => {
    const { body, headers } = form({ documentHolder: await customer(), documentType: 'PASSPORT', country: 'US' }, { name: 'p.pdf', bytes: PDF });
    const type = headers['content-type'];
    const malformed: [Buffer | string, string][] = [
      [body, 'multipart/form-data'],
      [body, 'multipart/form-data; boundary=another'],
      [body.subarray(0, body.length - 20), type],
      ['{"documentType":"PASSPORT"}', type],
      [`${type.split('=')[1]}\r\n\r\nx`, type],
    ];
    const documentId = (await passport(await customer())).json().id;
    for (const [payload, contentType] of malformed) {
      for (const [method, path] of [['POST', '/documents'], ['PUT', `/documents/${documentId}`], ['POST', '/customers/bulk/csv']] as const) {
        expectError(await h.call(method, path, { body: payload, headers: { 'content-type': contentType } }), 400, 'INVALID_INPUT');
      }
    }
  });

  it('refuses a JSON body with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    expectError(await h.call('POST', '/documents', { body: { documentType: 'PASSPORT' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it("answers 404 DOCUMENT_HOLDER_NOT_FOUND for an unknown, deleted or other platform's holder", async () => {
    expectError(await passport('Customer:0192f000-0000-7000-8000-000000000000'), 404, 'DOCUMENT_HOLDER_NOT_FOUND');
    const other = await h.newPlatform('Other');
    const foreign = (await h.call('POST', '/customers', { as: other, body: { customerType: 'INDIVIDUAL' } })).json().id;
    expectError(await passport(foreign), 404, 'DOCUMENT_HOLDER_NOT_FOUND');
    const gone = await customer();
    await h.call('DELETE', `/customers/${gone}`);
    expectError(await passport(gone), 404, 'DOCUMENT_HOLDER_NOT_FOUND');
  });

  it('answers 409 DOCUMENT_ALREADY_EXISTS for a second document of the same type (and side) for the holder', async () => {
    const holder = await customer();
    expect((await passport(holder)).statusCode).toBe(201);
    expectError(await passport(holder), 409, 'DOCUMENT_ALREADY_EXISTS');
    const front = { documentHolder: holder, documentType: 'NATIONAL_ID', country: 'US', side: 'FRONT' };
    expect((await upload(front)).statusCode).toBe(201);
    expectError(await upload(front), 409, 'DOCUMENT_ALREADY_EXISTS');
    expect((await upload({ ...front, side: 'BACK' })).statusCode).toBe(201);
  });

  it('answers 400 UNSUITABLE_DOCUMENT for a document type that cannot describe the holder', async () => {
    expectError(await passport(await business()), 400, 'UNSUITABLE_DOCUMENT');
    expectError(await upload({ documentHolder: await customer(), documentType: 'CERTIFICATE_OF_INCORPORATION', country: 'US' }), 400, 'UNSUITABLE_DOCUMENT');
  });

  it('answers 400 INCOMPLETE for a two-sided card sent without its side', async () => {
    expectError(await upload({ documentHolder: await customer(), documentType: 'DRIVERS_LICENSE', country: 'US' }), 400, 'INCOMPLETE');
  });

  it('refuses a side on a single-sided document with 400 INVALID_INPUT', async () => {
    expectError(await passport(await customer(), { side: 'BACK' }), 400, 'INVALID_INPUT');
  });

  it('reports the sandbox examiner findings LOW_QUALITY, DATA_MISMATCH, EXPIRED and SUSPECTED_FRAUD by documentNumber suffix', async () => {
    const holder = await customer();
    const cases = { X901: 'LOW_QUALITY', X902: 'DATA_MISMATCH', X903: 'EXPIRED', X904: 'SUSPECTED_FRAUD' };
    for (const [documentNumber, code] of Object.entries(cases)) expectError(await passport(holder, { documentNumber }), 400, code);
    expect((await h.call('GET', '/documents', { query: { documentHolder: holder } })).json().data).toEqual([]);
  });

  it('accepts a beneficial owner as holder', async () => {
    const biz = await business();
    const owner = await h.call('POST', '/beneficial-owners', {
      body: {
        customerId: biz,
        roles: ['CONTROL_PERSON'],
        ownershipPercentage: 0,
        personalInfo: { firstName: 'Olga', lastName: 'Owner', birthDate: '1970-05-05', nationality: 'US', address: { line1: '2 Elm', postalCode: '10001', country: 'US' }, idType: 'SSN', identifier: '123-45-6789' },
      },
    });
    const res = await passport(owner.json().id);
    expect(res.statusCode).toBe(201);
    expect(res.json().documentHolder).toBe(owner.json().id);
  });
});

describe('reading, replacing and deleting documents', () => {
  it('gets a document by id and 404s unknown or foreign ones', async () => {
    const doc = (await passport(await customer())).json();
    expect((await h.call('GET', `/documents/${doc.id}`)).json()).toEqual(doc);
    expectError(await h.call('GET', '/documents/Document:0192f000-0000-7000-8000-000000000000'), 404, 'NOT_FOUND');
    const other = await h.newPlatform('Other docs');
    expectError(await h.call('GET', `/documents/${doc.id}`, { as: other }), 404, 'NOT_FOUND');
  });

  it('lists documents, filtered by holder, with cursor pagination', async () => {
    const holder = await customer();
    const a = (await passport(holder)).json();
    const b = (await upload({ documentHolder: holder, documentType: 'UTILITY_BILL', country: 'US' })).json();
    await passport(await customer());
    const page1 = (await h.call('GET', '/documents', { query: { documentHolder: holder, limit: '1' } })).json();
    expect(page1).toMatchObject({ totalCount: 2, hasMore: true });
    const page2 = (await h.call('GET', '/documents', { query: { documentHolder: holder, limit: '1', cursor: page1.nextCursor } })).json();
    expect([...page1.data, ...page2.data].map((d: { id: string }) => d.id)).toEqual([b.id, a.id]);
  });

  it('replaces the file and metadata with a multipart PUT', async () => {
    const doc = (await passport(await customer())).json();
    const res = await h.call('PUT', `/documents/${doc.id}`, form({ documentType: 'PASSPORT', country: 'CA', documentNumber: 'C999' }, { name: 'new.png', bytes: PNG }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: doc.id, country: 'CA', documentNumber: 'C999', fileName: 'new.png' });
    const bytes = await sqlDocumentStore.get(h.database.db, h.platform.platformId, doc.id.slice('Document:'.length));
    expect(Buffer.from(bytes as Uint8Array).equals(PNG)).toBe(true);
  });

  it('corrects metadata alone with a JSON PUT', async () => {
    const doc = (await passport(await customer())).json();
    const res = await h.call('PUT', `/documents/${doc.id}`, { body: { issuingAuthority: 'Passport Office' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ issuingAuthority: 'Passport Office', fileName: 'passport.pdf' });
  });

  it('applies the upload rules to a replacement (type, media type, sandbox findings, collisions)', async () => {
    const holder = await customer();
    const doc = (await passport(holder)).json();
    await upload({ documentHolder: holder, documentType: 'UTILITY_BILL', country: 'US' });
    expectError(await h.call('PUT', `/documents/${doc.id}`, form({ documentType: 'PASSPORT', country: 'US' }, { name: 'x', bytes: Buffer.from('nope') })), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await h.call('PUT', `/documents/${doc.id}`, { body: { documentNumber: 'A903' } }), 400, 'EXPIRED');
    expectError(await h.call('PUT', `/documents/${doc.id}`, { body: { documentType: 'UTILITY_BILL' } }), 409, 'DOCUMENT_ALREADY_EXISTS');
    expectError(await h.call('PUT', `/documents/${doc.id}`, form({ documentType: 'PASSPORT' }, { name: 'p.pdf', bytes: PDF })), 400, 'INVALID_INPUT');
  });

  it('deletes a document not yet submitted (204) and keeps a submitted one (409 CONFLICT)', async () => {
    const holder = await customer();
    const doc = (await passport(holder)).json();
    expect((await h.call('DELETE', `/documents/${doc.id}`)).statusCode).toBe(204);
    expectError(await h.call('GET', `/documents/${doc.id}`), 404, 'NOT_FOUND');
    const kept = (await passport(holder)).json();
    await h.call('POST', '/verifications', { body: { customerId: holder } });
    expectError(await h.call('DELETE', `/documents/${kept.id}`), 409, 'CONFLICT');
  });
});
