import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const PDF = Buffer.from('%PDF-1.7\n% test\n');
function form(fields: Record<string, string>) {
  const boundary = `b${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = Buffer.from(`${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="doc.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  return { body: Buffer.concat([head, PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const address = { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '73301', country: 'US' };
const person = (fullName: string) => ({ customerType: 'INDIVIDUAL', fullName, birthDate: '1985-02-03', nationality: 'US', address, idType: 'SSN', identifier: '123-45-6789' });
const companyInfo = (registrationNumber: string) => ({ legalName: 'Widgets Inc', country: 'US', taxId: '12-3456789', incorporatedOn: '2012-06-01', registrationNumber, countriesOfOperation: ['US'] });

async function customer(body: Record<string, unknown>, as = h.platform) {
  const res = await h.call('POST', '/customers', { body, as });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function doc(holder: string, documentType: string, extra: Record<string, string> = {}, as = h.platform) {
  const res = await h.call('POST', '/documents', { ...form({ documentHolder: holder, documentType, country: 'US', ...extra }), as });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const passport = (holder: string, as = h.platform) => doc(holder, 'PASSPORT', { documentNumber: 'P100', issuingAuthority: 'US DoS' }, as);
const verify = (customerId: string, as = h.platform) => h.call('POST', '/verifications', { body: { customerId }, as });

async function owner(customerId: string, lastName: string, roles = ['UBO', 'CONTROL_PERSON'], ownershipPercentage = 60, as = h.platform) {
  const res = await h.call('POST', '/beneficial-owners', {
    as,
    body: { customerId, roles, ownershipPercentage, personalInfo: { firstName: 'Bea', lastName, birthDate: '1975-01-01', nationality: 'US', address, idType: 'SSN', identifier: '234-56-7890' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
/** A business with every field, document and owner the sandbox asks for. */
async function completeBusiness(registrationNumber: string, ownerLastNames = ['Smith'], as = h.platform) {
  const id = await customer({ customerType: 'BUSINESS', address, businessInfo: companyInfo(registrationNumber) }, as);
  for (const t of ['CERTIFICATE_OF_INCORPORATION', 'DIRECTOR_REGISTRY', 'SHAREHOLDER_REGISTER', 'UTILITY_BILL']) await doc(id, t, {}, as);
  const owners: string[] = [];
  for (const [i, lastName] of ownerLastNames.entries()) {
    const o = await owner(id, lastName, i === 0 ? ['UBO', 'CONTROL_PERSON'] : ['UBO'], 30, as);
    await passport(o, as);
    owners.push(o);
  }
  return { id, owners };
}
const customerOf = async (id: string) => (await h.call('GET', `/customers/${id}`)).json();
const eventTypes = async (platformId = h.platform.platformId) =>
  (await h.database.db.query<{ type: string }>('SELECT type FROM events WHERE platform_id = $1 ORDER BY id', [platformId])).map((r) => r.type);

describe('platform configuration switches', () => {
  it('shows skipVerificationPaperwork and underCounterpartyRequirements, false by default, and sets them with PATCH /config', async () => {
    const p = await h.newPlatform('Switches');
    expect((await h.call('GET', '/config', { as: p })).json()).toMatchObject({ skipVerificationPaperwork: false, underCounterpartyRequirements: false });
    const res = await h.call('PATCH', '/config', { as: p, body: { skipVerificationPaperwork: true, underCounterpartyRequirements: true } });
    expect(res.json()).toMatchObject({ skipVerificationPaperwork: true, underCounterpartyRequirements: true });
    const off = await h.call('PATCH', '/config', { as: p, body: { skipVerificationPaperwork: false } });
    expect(off.json()).toMatchObject({ skipVerificationPaperwork: false, underCounterpartyRequirements: true });
  });
});

describe('individual verification in the sandbox', () => {
  it('answers an incomplete submission with RESOLVE_ERRORS naming every missing field and every accepted document type', async () => {
    const id = await customer({ customerType: 'INDIVIDUAL', fullName: 'Cher' });
    const res = await verify(id);
    expect(res.statusCode).toBe(200);
    const v = res.json();
    expect(v).toMatchObject({ customerId: id, verificationStatus: 'RESOLVE_ERRORS' });
    const byField = v.errors.filter((e: { type: string }) => e.type !== 'MISSING_IDENTITY_DOCUMENT').map((e: { type: string; field: string }) => `${e.type}:${e.field}`).sort();
    expect(byField).toEqual(
      ['MISSING_FIELD:address', 'MISSING_FIELD:birthDate', 'MISSING_FIELD:idType', 'MISSING_FIELD:identifier', 'MISSING_FIELD:nationality', 'INVALID_FIELD:fullName'].sort(),
    );
    const docError = v.errors.find((e: { type: string }) => e.type === 'MISSING_IDENTITY_DOCUMENT');
    expect(docError).toMatchObject({ resourceId: id, acceptedDocumentTypes: ['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID'] });
    expect((await customerOf(id)).kycStatus).toBe('UNVERIFIED');
  });

  it('approves a complete packet whose name has no special suffix, with VERIFICATION.* and CUSTOMER.* events', async () => {
    const p = await h.newPlatform('Approve');
    const id = await customer(person('Grace Hopper'), p);
    await passport(id, p);
    const v = (await verify(id, p)).json();
    expect(v).toMatchObject({ verificationStatus: 'APPROVED', errors: [] });
    const res = await h.call('GET', `/customers/${id}`, { as: p });
    expect(res.json().kycStatus).toBe('APPROVED');
    expect(await eventTypes(p.platformId)).toEqual(['VERIFICATION.APPROVED', 'CUSTOMER.KYC_APPROVED']);
  });

  it('sends a complete 001 packet to manual review: PENDING_MANUAL_REVIEW, kycStatus PENDING, CUSTOMER.KYC_PENDING', async () => {
    const p = await h.newPlatform('Review');
    const id = await customer(person('Alan Turing001'), p);
    expect((await verify(id, p)).json().verificationStatus).toBe('RESOLVE_ERRORS');
    await passport(id, p);
    expect((await verify(id, p)).json().verificationStatus).toBe('PENDING_MANUAL_REVIEW');
    expect((await h.call('GET', `/customers/${id}`, { as: p })).json().kycStatus).toBe('PENDING');
    expect(await eventTypes(p.platformId)).toEqual(['VERIFICATION.RESOLVE_ERRORS', 'VERIFICATION.PENDING_MANUAL_REVIEW', 'CUSTOMER.KYC_PENDING']);
  });

  it('rejects a complete 002 packet, and only once it is complete', async () => {
    const id = await customer(person('Mallory Doe002'));
    expect((await verify(id)).json().verificationStatus).toBe('RESOLVE_ERRORS');
    await passport(id);
    expect((await verify(id)).json().verificationStatus).toBe('REJECTED');
    expect((await customerOf(id)).kycStatus).toBe('REJECTED');
  });

  it('flags the identity document of a complete 003 packet as POOR_QUALITY_DOCUMENT until a new file replaces it', async () => {
    const id = await customer(person('Blurry Photo003'));
    const passportId = await passport(id);
    const v = (await verify(id)).json();
    expect(v.verificationStatus).toBe('RESOLVE_ERRORS');
    expect(v.errors).toEqual([expect.objectContaining({ resourceId: passportId, type: 'POOR_QUALITY_DOCUMENT', acceptedDocumentTypes: ['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID'] })]);
    await h.call('PUT', `/documents/${passportId}`, { body: { issuingAuthority: 'Metadata only' } });
    expect((await verify(id)).json().verificationStatus).toBe('RESOLVE_ERRORS');
    await h.call('PUT', `/documents/${passportId}`, form({ documentType: 'PASSPORT', country: 'US', documentNumber: 'P100', issuingAuthority: 'US DoS' }));
    expect((await verify(id)).json().verificationStatus).toBe('PENDING_MANUAL_REVIEW');
  });

  it('needs both sides of a two-sided card and the number and authority of an identity document', async () => {
    const id = await customer(person('Two Sides'));
    const front = await doc(id, 'DRIVERS_LICENSE', { side: 'FRONT' });
    const v = (await verify(id)).json();
    expect(v.errors.map((e: { type: string; resourceId: string }) => `${e.type}:${e.resourceId}`).sort()).toEqual([`INCOMPLETE_DOCUMENT:${front}`, `MISSING_IDENTITY_DOCUMENT:${id}`].sort());
    const back = await doc(id, 'DRIVERS_LICENSE', { side: 'BACK', documentNumber: 'D1', issuingAuthority: 'TX DPS' });
    const again = (await verify(id)).json();
    expect(again.errors.map((e: { resourceId: string; field: string }) => `${e.resourceId}:${e.field}`).sort()).toEqual([`${front}:documentNumber`, `${front}:issuingAuthority`].sort());
    expect(back).toBeTruthy();
  });

  it('never overwrites APPROVED or REJECTED by renaming, and a further submission is 400 INVALID_INPUT', async () => {
    const id = await customer(person('Final Answer'));
    await passport(id);
    await verify(id);
    await h.call('PATCH', `/customers/${id}`, { body: { customerType: 'INDIVIDUAL', fullName: 'Final Answer002' } });
    expect((await customerOf(id)).kycStatus).toBe('APPROVED');
    expectError(await verify(id), 400, 'INVALID_INPUT');
  });

  it('keeps an individual UNVERIFIED at submission when the switch was turned on only after creation', async () => {
    const p = await h.newPlatform('Late switch');
    const id = await customer(person('Late Switch'), p);
    await h.call('PATCH', '/config', { as: p, body: { skipVerificationPaperwork: true } });
    expect((await verify(id, p)).json().verificationStatus).toBe('RESOLVE_ERRORS');
  });
});

describe('business verification in the sandbox', () => {
  it('reports every missing item of a 002 business first: fields, documents, owners and control person', async () => {
    const id = await customer({ customerType: 'BUSINESS', businessInfo: { legalName: 'Shell Co', country: 'US', taxId: '12-3456789', incorporatedOn: '2020-01-01', registrationNumber: 'R-002' } });
    const v = (await verify(id)).json();
    expect(v.verificationStatus).toBe('RESOLVE_ERRORS');
    const types = v.errors.map((e: { type: string; field?: string }) => (e.field ? `${e.type}:${e.field}` : e.type)).sort();
    expect(types).toEqual(
      [
        'MISSING_FIELD:address',
        'MISSING_FIELD:businessInfo.countriesOfOperation',
        'MISSING_LEGAL_PRESENCE_DOCUMENT',
        'MISSING_CONTROL_STRUCTURE_DOCUMENT',
        'MISSING_OWNERSHIP_STRUCTURE_DOCUMENT',
        'MISSING_PROOF_OF_ADDRESS_DOCUMENT',
        'MISSING_BENEFICIAL_OWNER',
        'MISSING_CONTROL_PERSON',
      ].sort(),
    );
    const legal = v.errors.find((e: { type: string }) => e.type === 'MISSING_LEGAL_PRESENCE_DOCUMENT');
    expect(legal.acceptedDocumentTypes).toEqual(['CERTIFICATE_OF_INCORPORATION', 'ARTICLES_OF_INCORPORATION', 'ARTICLES_OF_ASSOCIATION', 'STATE_REGISTRY_EXCERPT']);
    expect((await customerOf(id)).kybStatus).toBe('UNVERIFIED');
  });

  it('rejects a complete 002 business', async () => {
    const { id } = await completeBusiness('R-002');
    expect((await verify(id)).json().verificationStatus).toBe('REJECTED');
    expect((await customerOf(id)).kybStatus).toBe('REJECTED');
  });

  it('approves a complete business and resolves each owner by the suffix of lastName, with CUSTOMER.KYB_APPROVED carrying the owners', async () => {
    const p = await h.newPlatform('Business approve');
    const { id, owners } = await completeBusiness('R-100', ['Smith', 'Jones001', 'Brown002'], p);
    expect((await verify(id, p)).json().verificationStatus).toBe('APPROVED');
    const c = (await h.call('GET', `/customers/${id}`, { as: p })).json();
    expect(c.kybStatus).toBe('APPROVED');
    const statuses = Object.fromEntries(c.beneficialOwners.map((o: { id: string; kycStatus: string }) => [o.id, o.kycStatus]));
    expect(statuses).toEqual({ [owners[0]]: 'APPROVED', [owners[1]]: 'PENDING', [owners[2]]: 'REJECTED' });
    const rows = await h.database.db.query<{ type: string; data: string }>("SELECT type, data FROM events WHERE platform_id = $1 AND type LIKE 'CUSTOMER.%'", [p.platformId]);
    expect(rows.map((r) => r.type)).toEqual(['CUSTOMER.KYB_APPROVED']);
    expect(JSON.parse(rows[0].data)).toEqual(c);
  });

  it('sends a complete 001 business to manual review and keeps a complete 003 business correcting its legal document', async () => {
    const review = await completeBusiness('R-001');
    expect((await verify(review.id)).json().verificationStatus).toBe('PENDING_MANUAL_REVIEW');
    expect((await customerOf(review.id)).kybStatus).toBe('PENDING');
    const correct = await completeBusiness('R-003');
    const v = (await verify(correct.id)).json();
    expect(v.verificationStatus).toBe('RESOLVE_ERRORS');
    expect(v.errors.map((e: { type: string }) => e.type)).toEqual(['POOR_QUALITY_DOCUMENT']);
  });

  it('with skip verification paperwork, resolves a terminal suffix at the first submission without documents', async () => {
    const p = await h.newPlatform('Skip business');
    await h.call('PATCH', '/config', { as: p, body: { skipVerificationPaperwork: true } });
    const bare = (reg: string) => customer({ customerType: 'BUSINESS', businessInfo: { legalName: 'Quick', country: 'US', taxId: '12-3456789', incorporatedOn: '2020-01-01', registrationNumber: reg } }, p);
    const ok = await bare('Q-500');
    const no = await bare('Q-002');
    const wait = await bare('Q-001');
    expect((await verify(ok, p)).json().verificationStatus).toBe('APPROVED');
    expect((await verify(no, p)).json().verificationStatus).toBe('REJECTED');
    expect((await verify(wait, p)).json().verificationStatus).toBe('RESOLVE_ERRORS');
  });

  it('applies the switch only to the first submission of a business', async () => {
    const p = await h.newPlatform('Skip later');
    const id = await customer({ customerType: 'BUSINESS', businessInfo: { legalName: 'Slow', country: 'US', taxId: '12-3456789', incorporatedOn: '2020-01-01', registrationNumber: 'S-700' } }, p);
    expect((await verify(id, p)).json().verificationStatus).toBe('RESOLVE_ERRORS');
    await h.call('PATCH', '/config', { as: p, body: { skipVerificationPaperwork: true } });
    expect((await verify(id, p)).json().verificationStatus).toBe('RESOLVE_ERRORS');
  });
});

describe('verification resources', () => {
  it('answers 404 CUSTOMER_NOT_FOUND for an unknown customer and 410 CUSTOMER_DELETED for a deleted one', async () => {
    expectError(await verify('Customer:0192f000-0000-7000-8000-000000000000'), 404, 'CUSTOMER_NOT_FOUND');
    const id = await customer(person('Gone Person'));
    await h.call('DELETE', `/customers/${id}`);
    expectError(await verify(id), 410, 'CUSTOMER_DELETED');
  });

  it('gets a verification by id, lists them by customer and status, and 404s VERIFICATION_NOT_FOUND', async () => {
    const p = await h.newPlatform('Listing verifications');
    const a = await customer(person('List Me'), p);
    const b = await customer(person('List You'), p);
    const first = (await verify(a, p)).json();
    await passport(a, p);
    const second = (await verify(a, p)).json();
    await verify(b, p);
    expect((await h.call('GET', `/verifications/${first.id}`, { as: p })).json()).toEqual(first);
    const ids = async (query: Record<string, string>) => (await h.call('GET', '/verifications', { as: p, query })).json().data.map((v: { id: string }) => v.id);
    expect(await ids({ customerId: a })).toEqual([second.id, first.id]);
    expect(await ids({ customerId: a, verificationStatus: 'APPROVED' })).toEqual([second.id]);
    expect((await ids({})).length).toBe(3);
    expectError(await h.call('GET', '/verifications/Verification:0192f000-0000-7000-8000-000000000000', { as: p }), 404, 'VERIFICATION_NOT_FOUND');
    expectError(await h.call('GET', `/verifications/${first.id}`), 404, 'VERIFICATION_NOT_FOUND');
  });
});

describe('beneficial owners', () => {
  const info = { firstName: 'Ann', lastName: 'Lee', birthDate: '1980-01-01', nationality: 'US', address, idType: 'SSN', identifier: '123-45-6789' };
  const business = () => customer({ customerType: 'BUSINESS', businessInfo: companyInfo('B-1') });

  it('creates an owner of a business, UNVERIFIED, showing only the last four characters of the identifier', async () => {
    const biz = await business();
    const res = await h.call('POST', '/beneficial-owners', { body: { customerId: biz, roles: ['UBO'], ownershipPercentage: 40, personalInfo: info } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ customerId: biz, roles: ['UBO'], ownershipPercentage: 40, kycStatus: 'UNVERIFIED', personalInfo: { lastName: 'Lee', identifier: '***-**-6789' } });
    expect((await customerOf(biz)).beneficialOwners.map((o: { id: string }) => o.id)).toEqual([res.json().id]);
  });

  it('refuses owners for an individual customer and 404s an unknown customer', async () => {
    const ind = await customer(person('Solo Trader'));
    expectError(await h.call('POST', '/beneficial-owners', { body: { customerId: ind, roles: ['UBO'], ownershipPercentage: 40, personalInfo: info } }), 400, 'INVALID_INPUT');
    expectError(
      await h.call('POST', '/beneficial-owners', { body: { customerId: 'Customer:0192f000-0000-7000-8000-000000000000', roles: ['UBO'], ownershipPercentage: 40, personalInfo: info } }),
      404,
      'CUSTOMER_NOT_FOUND',
    );
  });

  it('checks owner rules together: roles, shares over 100%, countries, dates and identification', async () => {
    const biz = await business();
    await h.call('POST', '/beneficial-owners', { body: { customerId: biz, roles: ['UBO'], ownershipPercentage: 80, personalInfo: info } });
    const res = await h.call('POST', '/beneficial-owners', {
      body: { customerId: biz, roles: ['UBO', 'UBO'], ownershipPercentage: 30, personalInfo: { ...info, nationality: 'XX', birthDate: '2999-01-01', identifier: '12' } },
    });
    const body = expectError(res, 400, 'INVALID_INPUT');
    expect(((body.details?.errors ?? []) as { field: string }[]).map((e) => e.field).sort()).toEqual(
      ['ownershipPercentage', 'personalInfo.birthDate', 'personalInfo.identifier', 'personalInfo.nationality', 'roles.1'].sort(),
    );
  });

  it('updates only the given fields, merging personalInfo', async () => {
    const biz = await business();
    const o = (await h.call('POST', '/beneficial-owners', { body: { customerId: biz, roles: ['DIRECTOR'], ownershipPercentage: 0, personalInfo: info } })).json();
    const res = await h.call('PATCH', `/beneficial-owners/${o.id}`, { body: { roles: ['DIRECTOR', 'CONTROL_PERSON'], personalInfo: { middleName: 'Q' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ roles: ['DIRECTOR', 'CONTROL_PERSON'], ownershipPercentage: 0, personalInfo: { firstName: 'Ann', middleName: 'Q', lastName: 'Lee' } });
    expect((await h.call('GET', `/beneficial-owners/${o.id}`)).json()).toEqual(res.json());
  });

  it('lists the owners of one customer and 404s unknown or foreign owners', async () => {
    const biz = await business();
    const a = (await h.call('POST', '/beneficial-owners', { body: { customerId: biz, roles: ['UBO'], ownershipPercentage: 50, personalInfo: info } })).json();
    const b = (await h.call('POST', '/beneficial-owners', { body: { customerId: biz, roles: ['UBO'], ownershipPercentage: 50, personalInfo: info } })).json();
    const page = (await h.call('GET', '/beneficial-owners', { query: { customerId: biz } })).json();
    expect(page.data.map((o: { id: string }) => o.id)).toEqual([a.id, b.id]);
    expect(page.totalCount).toBe(2);
    expectError(await h.call('GET', '/beneficial-owners/BeneficialOwner:0192f000-0000-7000-8000-000000000000'), 404, 'NOT_FOUND');
    const other = await h.newPlatform('Owner stranger');
    expectError(await h.call('GET', `/beneficial-owners/${a.id}`, { as: other }), 404, 'NOT_FOUND');
  });
});
