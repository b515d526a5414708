import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPayable } from '../../src/modules/external-accounts/service.ts';
import { fieldsOf } from '../support/field-errors.ts';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
let customerId: string;
beforeAll(async () => {
  h = await startHarness();
  customerId = await newCustomer(h.platform);
});
afterAll(async () => h.close());

async function newCustomer(as: Credentials, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', ...extra }, as });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const person = (fullName = 'Maria Garcia Lopez') => ({ beneficiaryType: 'INDIVIDUAL', fullName });
// Real check digits: JPMorgan Chase's ABA number; the ECBS example IBAN; a Banxico example CLABE.
const usd = (accountNumber = '12345678901', name?: string) => ({
  currency: 'USD',
  accountInfo: { accountType: 'USD_ACCOUNT', accountNumber, routingNumber: '021000021', beneficiary: person(name) },
});
const eur = (iban = 'DE89370400440532013000') => ({ currency: 'EUR', accountInfo: { accountType: 'EUR_ACCOUNT', iban, beneficiary: { ...person(), countryOfResidence: 'DE' } } });
const create = (body: Record<string, unknown>, as = h.platform, cid: string | undefined = customerId) =>
  h.call('POST', '/customers/external-accounts', { body: cid ? { customerId: cid, ...body } : body, as });

describe('external accounts: create and read', () => {
  it('creates a customer bank account: ACTIVE, server-chosen rails, beneficiary MATCHED with the verified name', async () => {
    const res = await create(usd('555000001'));
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({
      status: 'ACTIVE',
      currency: 'USD',
      customerId,
      defaultUmaDepositAccount: false,
      beneficiaryVerificationStatus: 'MATCHED',
      beneficiaryVerifiedData: { fullName: 'Maria Garcia Lopez' },
      accountInfo: { accountType: 'USD_ACCOUNT', paymentRails: ['ACH', 'WIRE', 'RTP', 'FEDNOW'] },
    });
    expect(a.id).toMatch(/^ExternalAccount:/);
    expect((await h.call('GET', `/customers/external-accounts/${a.id}`)).json()).toEqual(a);
  });

  it('accepts every kind of variant the contract adds: ILS, TRY and LIGHTNING_ACCOUNT', async () => {
    const ils = await create({ currency: 'ILS', accountInfo: { accountType: 'ILS_ACCOUNT', iban: 'IL620108000000099999999', beneficiary: { ...person(), address: { line1: '1 Herzl St', city: 'Tel Aviv', postalCode: '6100000', country: 'IL' } } } });
    expect(ils.statusCode, ils.body).toBe(201);
    expect(ils.json().accountInfo.paymentRails).toEqual(['BANK_TRANSFER']);
    const tr = await create({ currency: 'TRY', accountInfo: { accountType: 'TRY_ACCOUNT', iban: 'TR330006100519786457841326', beneficiary: { ...person(), address: { line1: 'Istiklal 1', city: 'Istanbul', postalCode: '34000', country: 'TR' } } } });
    expect(tr.statusCode, tr.body).toBe(201);
    const ln = await create({ currency: 'BTC', accountInfo: { accountType: 'LIGHTNING_ACCOUNT', lightningAddress: 'alice@wallet.example.com' } });
    expect(ln.statusCode, ln.body).toBe(201);
    expect(ln.json().accountInfo.accountType).toBe('LIGHTNING_ACCOUNT');
  });

  it('validates real checksums and reports every format failure in one 400 INVALID_INPUT', async () => {
    const res = await create({ currency: 'EUR', accountInfo: { accountType: 'EUR_ACCOUNT', iban: 'DE89370400440532013001', swiftCode: 'DEUTXX2L', beneficiary: { ...person(), countryOfResidence: 'DE' } } });
    const body = expectError(res, 400, 'INVALID_INPUT');
    const fields = fieldsOf(body).sort();
    expect(fields).toEqual(['accountInfo.iban', 'accountInfo.swiftCode']);
  });

  it('rejects an invalid EIP-55 checksum, a currency that does not fit the variant, and two lightning targets at once', async () => {
    const evm = await create({ currency: 'USDC', accountInfo: { accountType: 'BASE_WALLET', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' } });
    expect(fieldsOf(expectError(evm, 400, 'INVALID_INPUT'))[0]).toBe('accountInfo.address');
    const cur = await create({ ...usd('555000002'), currency: 'EUR' });
    expect(fieldsOf(expectError(cur, 400, 'INVALID_INPUT'))[0]).toBe('currency');
    const ln = await create({ currency: 'BTC', accountInfo: { accountType: 'LIGHTNING', lightningAddress: 'a@b.example.com', bolt12: 'lno1xyz' } });
    expectError(ln, 400, 'INVALID_INPUT');
  });

  it('answers 400 INVALID_BANK_ACCOUNT for an account the bank reports as permanently invalid (sandbox suffix 105)', async () => {
    expectError(await create(usd('555000105')), 400, 'INVALID_BANK_ACCOUNT');
  });

  it('fills beneficiaryVerificationStatus from the sandbox suffix rules', async () => {
    const cases: [string, string, string | undefined][] = [
      ['555000102', 'NOT_MATCHED', 'Unrelated Holder'],
      ['555000103', 'PARTIAL_MATCH', 'M. Garcia Lopez'],
      ['555000104', 'PENDING', undefined],
      ['555000106', 'UNSUPPORTED', undefined],
      ['555000107', 'CHECKED_BY_RECEIVING_FI', undefined],
    ];
    for (const [number, status, name] of cases) {
      const a = (await create(usd(number))).json();
      expect([number, a.beneficiaryVerificationStatus, a.beneficiaryVerifiedData?.fullName]).toEqual([number, status, name]);
    }
  });

  it('refuses a beneficiary name past the contract bound with 400 naming the field, and checks one at the bound', async () => {
    // 60,000 words once cost seconds of word by word matching; the contract bound (256) now stops such a name
    // before any matching, and name-match.test.ts checks that matching stays linear past the bound anyway.
    const words = Array.from({ length: 60_000 }, (_, i) => `w${i.toString(36)}`).join(' ');
    const res = await create(usd('555000103', `zzzz ${words}`), h.platform, await newCustomer(h.platform));
    const err = expectError(res, 400, 'INVALID_INPUT');
    expect(err.details?.errors).toEqual([expect.objectContaining({ field: 'accountInfo.beneficiary.fullName', constraint: 'maxLength' })]);
    const atBound = `zzzz ${words}`.slice(0, 256).trimEnd();
    const ok = await create(usd('555000103', atBound), h.platform, await newCustomer(h.platform));
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(201);
    expect(ok.json().beneficiaryVerificationStatus).toBe('PARTIAL_MATCH');
  });

  it('answers 404 CUSTOMER_NOT_FOUND for an unknown customerId', async () => {
    expectError(await create(usd('555000003'), h.platform, 'Customer:0192f000-0000-7000-8000-000000000000'), 404, 'CUSTOMER_NOT_FOUND');
  });
});

describe('external accounts: duplicates and the default UMA deposit account', () => {
  it('answers 409 DUPLICATE_EXTERNAL_ACCOUNT for the same normalised IBAN of the same customer, not for another customer', async () => {
    const c = await newCustomer(h.platform);
    expect((await create(eur('GB82WEST12345698765432'), h.platform, c)).statusCode).toBe(201);
    expectError(await create(eur('GB82west12345698765432'), h.platform, c), 409, 'DUPLICATE_EXTERNAL_ACCOUNT');
    const other = await newCustomer(h.platform);
    expect((await create(eur('GB82WEST12345698765432'), h.platform, other)).statusCode).toBe(201);
  });

  it('treats EVM addresses case-insensitively for duplicates, and frees the identifier on delete', async () => {
    const c = await newCustomer(h.platform);
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const first = (await create({ currency: 'USDC', accountInfo: { accountType: 'BASE_WALLET', address } }, h.platform, c)).json();
    expectError(await create({ currency: 'USDC', accountInfo: { accountType: 'BASE_WALLET', address: address.toLowerCase() } }, h.platform, c), 409, 'DUPLICATE_EXTERNAL_ACCOUNT');
    expect((await h.call('DELETE', `/customers/external-accounts/${first.id}`)).statusCode).toBe(204);
    expect((await create({ currency: 'USDC', accountInfo: { accountType: 'BASE_WALLET', address } }, h.platform, c)).statusCode).toBe(201);
  });

  it('keeps at most one defaultUmaDepositAccount per customer: setting one clears the other', async () => {
    const c = await newCustomer(h.platform);
    const a = (await create({ ...usd('555000004'), defaultUmaDepositAccount: true }, h.platform, c)).json();
    const b = (await create({ ...usd('555000005'), defaultUmaDepositAccount: true }, h.platform, c)).json();
    expect(b.defaultUmaDepositAccount).toBe(true);
    expect((await h.call('GET', `/customers/external-accounts/${a.id}`)).json().defaultUmaDepositAccount).toBe(false);
  });
});

describe('external accounts: lists, platform accounts, delete', () => {
  it('lists a customer\'s accounts by customerId and currency, paged', async () => {
    const p = await h.newPlatform('Lists');
    const c = await newCustomer(p);
    await create(usd('555000011'), p, c);
    await create(usd('555000012'), p, c);
    await create(eur(), p, c);
    const all = (await h.call('GET', '/customers/external-accounts', { as: p, query: { customerId: c } })).json();
    expect(all.totalCount).toBe(3);
    const page = (await h.call('GET', '/customers/external-accounts', { as: p, query: { currency: 'USD', limit: '1' } })).json();
    expect(page).toMatchObject({ hasMore: true, totalCount: 2 });
    const next = (await h.call('GET', '/customers/external-accounts', { as: p, query: { currency: 'USD', limit: '1', cursor: page.nextCursor } })).json();
    expect(next.data[0].id).not.toBe(page.data[0].id);
  });

  it('keeps platform accounts apart: platform paths see only platform-owned accounts', async () => {
    const p = await h.newPlatform('Platform accounts');
    const res = await h.call('POST', '/platform/external-accounts', { body: eur(), as: p });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json();
    expect(a.customerId).toBeNull();
    expect((await h.call('GET', '/platform/external-accounts', { as: p })).json().data.map((x: { id: string }) => x.id)).toEqual([a.id]);
    const c = await newCustomer(p);
    const mine = (await create(usd('555000013'), p, c)).json();
    expectError(await h.call('GET', `/platform/external-accounts/${mine.id}`, { as: p }), 404, 'ACCOUNT_NOT_FOUND');
    expect((await h.call('DELETE', `/platform/external-accounts/${a.id}`, { as: p })).statusCode).toBe(204);
    expectError(await h.call('GET', `/platform/external-accounts/${a.id}`, { as: p }), 404, 'ACCOUNT_NOT_FOUND');
  });

  it('answers 404 for unknown, malformed and deleted ids', async () => {
    expectError(await h.call('GET', '/customers/external-accounts/ExternalAccount:0192f000-0000-7000-8000-000000000000'), 404, 'ACCOUNT_NOT_FOUND');
    expectError(await h.call('GET', '/customers/external-accounts/nonsense'), 404, 'ACCOUNT_NOT_FOUND');
    const a = (await create(usd('555000014'))).json();
    expect((await h.call('DELETE', `/customers/external-accounts/${a.id}`)).statusCode).toBe(204);
    expectError(await h.call('DELETE', `/customers/external-accounts/${a.id}`), 404, 'ACCOUNT_NOT_FOUND');
  });
});

describe('external accounts: US bank validation window (sandbox suffix 108)', () => {
  it('answers 409 BANK_ACCOUNT_VALIDATION_PENDING until the window passes, then the account becomes ACTIVE with an event', async () => {
    const p = await h.newPlatform('Validation window');
    const c = await newCustomer(p);
    const a = (await create(usd('555000108'), p, c)).json();
    expect(a.status).toBe('PENDING');
    await expect(assertPayable(h.database.db, p.platformId, a.id, h.clock.now())).rejects.toMatchObject({ status: 409, code: 'BANK_ACCOUNT_VALIDATION_PENDING' });
    h.clock.advance(3 * 24 * 60 * 60 * 1000 + 1000);
    await h.services.worker.drain();
    expect((await h.call('GET', `/customers/external-accounts/${a.id}`, { as: p })).json().status).toBe('ACTIVE');
    expect((await assertPayable(h.database.db, p.platformId, a.id, h.clock.now())).status).toBe('ACTIVE');
    const events = await h.database.db.query<{ data: string }>(`SELECT data FROM events WHERE platform_id = $1 AND type = 'EXTERNAL_ACCOUNT.STATUS_UPDATED'`, [p.platformId]);
    expect(events.map((e) => JSON.parse(e.data))).toMatchObject([{ id: a.id, status: 'ACTIVE' }]);
  });
});

describe('external accounts: trusted beneficiaries (SCA regions)', () => {
  it('trusts with a confirmed SCA code, refuses DELETE with 409 BENEFICIARY_TRUSTED, and allows it after untrust', async () => {
    // SMS_OTP challenges go to the customer's phone (FACTS 2.2): an SCA customer needs one.
    const c = await newCustomer(h.platform, { region: 'DE', phoneNumber: '+4915112340001' });
    const a = (await create(eur('GB82WEST12345698765432'), h.platform, c)).json();
    const start = await h.call('POST', `/customers/external-accounts/${a.id}/trust`);
    expect(start.statusCode, start.body).toBe(200);
    const challenge = start.json().scaChallenge;
    expect(challenge).toMatchObject({ factor: 'SMS_OTP', availableFactors: ['SMS_OTP'] });
    expectError(await h.call('POST', `/customers/external-accounts/${a.id}/trust/confirm`, { body: { challengeId: challenge.id, code: '000000' } }), 400, 'INVALID_INPUT');
    const ok = await h.call('POST', `/customers/external-accounts/${a.id}/trust/confirm`, { body: { challengeId: challenge.id, code: '123456' } });
    expect(ok.json()).toEqual({ trusted: true });
    expectError(await h.call('DELETE', `/customers/external-accounts/${a.id}`), 409, 'BENEFICIARY_TRUSTED');
    const untrust = (await h.call('POST', `/customers/external-accounts/${a.id}/untrust`)).json();
    expect((await h.call('POST', `/customers/external-accounts/${a.id}/untrust/confirm`, { body: { challengeId: untrust.scaChallenge.id, code: '123456' } })).json()).toEqual({ trusted: false });
    expect((await h.call('DELETE', `/customers/external-accounts/${a.id}`)).statusCode).toBe(204);
  });

  it('answers 409 CONFLICT outside SCA regions and when no challenge is outstanding', async () => {
    const c = await newCustomer(h.platform, { region: 'US' });
    const a = (await create(usd('555000021'), h.platform, c)).json();
    expectError(await h.call('POST', `/customers/external-accounts/${a.id}/trust`), 409, 'CONFLICT');
    const eu = await newCustomer(h.platform, { region: 'FR', phoneNumber: '+33612340002' });
    const b = (await create(usd('555000022'), h.platform, eu)).json();
    expectError(await h.call('POST', `/customers/external-accounts/${b.id}/trust/confirm`, { body: { code: '123456' } }), 409, 'CONFLICT');
    expectError(await h.call('POST', `/customers/external-accounts/${b.id}/untrust`), 409, 'CONFLICT');
  });

  it('rejects an expired SCA challenge with 400', async () => {
    const c = await newCustomer(h.platform, { region: 'GB', phoneNumber: '+447700900003' });
    const a = (await create(usd('555000023'), h.platform, c)).json();
    const start = (await h.call('POST', `/customers/external-accounts/${a.id}/trust`)).json();
    h.clock.advance(6 * 60 * 1000);
    expectError(await h.call('POST', `/customers/external-accounts/${a.id}/trust/confirm`, { body: { challengeId: start.scaChallenge.id, code: '123456' } }), 400, 'INVALID_INPUT');
  });
});

describe('VASPs', () => {
  it('lists the sandbox directory, paged', async () => {
    const first = (await h.call('GET', '/vasps', { query: { limit: '2' } })).json();
    expect(first.data.length).toBe(2);
    expect(first.hasMore).toBe(true);
    const names = [...first.data];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = (await h.call('GET', '/vasps', { query: { limit: '2', cursor } })).json();
      names.push(...page.data);
      cursor = page.hasMore ? page.nextCursor : undefined;
    }
    expect(names.length).toBe(5);
    expect(names[0]).toEqual({ vaspName: 'Sandbox Custody One', url: 'https://vasp-one.sandbox.corridor.example' });
  });
});
