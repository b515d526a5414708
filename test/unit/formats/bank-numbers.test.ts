import { describe, expect, it } from 'vitest';
import {
  nubanCheckDigit,
  validateAbaRoutingNumber,
  validateBic,
  validateCaAccountNumber,
  validateCaInstitutionNumber,
  validateCaTransitNumber,
  validateIfsc,
  validateInrAccountNumber,
  validateNuban,
  validateUkAccountNumber,
  validateUkSortCode,
  validateUpiVpa,
  validateUsAccountNumber,
} from '../../../src/formats/index.ts';

describe('validateAbaRoutingNumber', () => {
  it('accepts known routing numbers (021000021 JPMorgan Chase NY, 011000015 Federal Reserve Bank of Boston)', () => {
    expect(validateAbaRoutingNumber('021000021')).toEqual({ ok: true, normalized: '021000021' });
    expect(validateAbaRoutingNumber('011000015')).toEqual({ ok: true, normalized: '011000015' });
  });

  it('rejects the reference create-account example 123456789 unless checksums are skipped', () => {
    expect(validateAbaRoutingNumber('123456789')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateAbaRoutingNumber('123456789', { checksum: 'skip' }).ok).toBe(true);
  });

  it('rejects bad check digits, lengths, characters and unissued prefixes', () => {
    expect(validateAbaRoutingNumber('021000022')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateAbaRoutingNumber('02100002')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateAbaRoutingNumber('0210000210')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateAbaRoutingNumber('02100002A')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateAbaRoutingNumber('021-000-021')).toMatchObject({ ok: false, constraint: 'pattern' });
    // 50 is not an issued prefix even though 500000005 has a valid 3-7-1 sum.
    expect(validateAbaRoutingNumber('500000005')).toMatchObject({ ok: false, constraint: 'pattern' });
  });
});

describe('validateUsAccountNumber', () => {
  it('accepts 4 to 17 digits', () => {
    expect(validateUsAccountNumber('12345678901').ok).toBe(true);
    expect(validateUsAccountNumber('1234').ok).toBe(true);
    expect(validateUsAccountNumber('12345678901234567').ok).toBe(true);
  });

  it('rejects other lengths and non-digits', () => {
    expect(validateUsAccountNumber('123')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateUsAccountNumber('123456789012345678')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateUsAccountNumber('1234-5678')).toMatchObject({ ok: false, constraint: 'pattern' });
  });
});

describe('validateBic', () => {
  it('accepts 8 and 11 character BICs, including every reference swiftCode example', () => {
    for (const bic of ['DEUTDEFF', 'DEUTDEFF500', 'NWBKGB2L', 'DABADKKK', 'DBSSSGSG', 'EBILAEAD', 'CENAIDJA', 'BKKBTHBK', 'BFTVVNVX', 'HSBCHKHHHKH', 'MABORUMMYYY']) {
      expect(validateBic(bic), bic).toEqual({ ok: true, normalized: bic });
    }
  });

  it('accepts XK (Kosovo), which SWIFT uses without an ISO code', () => {
    expect(validateBic('RBKOXKPR').ok).toBe(true);
  });

  it('rejects bad length, lower case, digits in the bank code, unknown and mismatched countries', () => {
    expect(validateBic('DEUTDEF')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateBic('DEUTDEFF5')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateBic('deutdeff')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateBic('D3UTDEFF')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateBic('DEUTXXFF')).toMatchObject({ ok: false, constraint: 'country' });
    expect(validateBic('DEUTDEFF', { country: 'FR' })).toMatchObject({ ok: false, constraint: 'country' });
  });
});

describe('UK and Canadian bank numbers', () => {
  it('accepts the reference shapes', () => {
    expect(validateUkSortCode('123456').ok).toBe(true);
    expect(validateUkAccountNumber('12345678').ok).toBe(true);
    expect(validateCaInstitutionNumber('001').ok).toBe(true);
    expect(validateCaTransitNumber('00012').ok).toBe(true);
    expect(validateCaAccountNumber('1234567').ok).toBe(true);
    expect(validateCaAccountNumber('123456789012').ok).toBe(true);
  });

  it('rejects separators and wrong lengths', () => {
    expect(validateUkSortCode('12-34-56')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateUkSortCode('12345')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateUkAccountNumber('1234567')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateCaInstitutionNumber('01')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateCaTransitNumber('0001A')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateCaAccountNumber('123456')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateCaAccountNumber('1234567890123')).toMatchObject({ ok: false, constraint: 'length' });
  });
});

describe('Indian IFSC, UPI VPA and account numbers', () => {
  it('accepts the reference examples', () => {
    expect(validateIfsc('HDFC0001234')).toEqual({ ok: true, normalized: 'HDFC0001234' });
    expect(validateIfsc('SBIN0005943').ok).toBe(true);
    expect(validateUpiVpa('user@upi')).toEqual({ ok: true, normalized: 'user@upi' });
    expect(validateUpiVpa('Some.Name-1_x@okhdfcbank')).toEqual({ ok: true, normalized: 'some.name-1_x@okhdfcbank' });
    expect(validateInrAccountNumber('123456789012').ok).toBe(true);
  });

  it('rejects malformed values', () => {
    expect(validateIfsc('HDFC1001234')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateIfsc('hdfc0001234')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateIfsc('HDF00001234')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateIfsc('HDFC000123')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateUpiVpa('user')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateUpiVpa('user@ok.bank')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateUpiVpa('us er@upi')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateUpiVpa('@u')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateInrAccountNumber('12345678')).toMatchObject({ ok: false, constraint: 'length' });
  });
});

describe('validateNuban', () => {
  // CBN NUBAN proposals (2010), worked examples: First Bank (011), serials 000001457 and 000000022.
  it('accepts the CBN worked examples', () => {
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(validateNuban('0000014579', { bankCode: '011' })).toEqual({ ok: true, normalized: '0000014579' });
    expect(validateNuban('0000000220', { bankCode: '011' })).toEqual({ ok: true, normalized: '0000000220' });
  });

  it('gives banks the same check digit under the 2020 six-digit institution code', () => {
    expect(nubanCheckDigit('000011', '000001457')).toBe(9);
    expect(nubanCheckDigit('50211', '123456789')).toBe(nubanCheckDigit('950211', '123456789'));
  });

  it('checks only the shape without a bank code', () => {
    expect(validateNuban('0000014570').ok).toBe(true);
  });

  it('rejects a check digit of another bank, bad lengths and bad bank codes', () => {
    expect(validateNuban('0000014570', { bankCode: '011' })).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateNuban('0000014579', { bankCode: '058' })).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateNuban('0000014579', { bankCode: '058', checksum: 'skip' }).ok).toBe(true);
    expect(validateNuban('000001457', { bankCode: '011' })).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateNuban('00000145790')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateNuban('000001457A')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateNuban('0000014579', { bankCode: '11' })).toMatchObject({ ok: false, constraint: 'pattern' });
  });
});
