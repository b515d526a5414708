import { describe, expect, it } from 'vitest';
import { validateBrazilTaxId, validateCnpj, validateCpf, validatePixKey } from '../../../src/formats/index.ts';

// Vectors from python-stdnum doctests: stdnum/br/cpf.py (390.533.447-05 valid, 231.002.999-00 bad
// checksum) and stdnum/br/cnpj.py (16.727.230/0001-97 valid, ...-98 bad checksum).
describe('CPF and CNPJ', () => {
  it('accepts valid numbers with or without punctuation', () => {
    expect(validateCpf('390.533.447-05')).toEqual({ ok: true, normalized: '39053344705' });
    expect(validateCpf('39053344705')).toEqual({ ok: true, normalized: '39053344705' });
    expect(validateCnpj('16.727.230/0001-97')).toEqual({ ok: true, normalized: '16727230000197' });
    expect(validateCnpj('16727230000197')).toEqual({ ok: true, normalized: '16727230000197' });
  });

  it('rejects wrong check digits and repeated-digit numbers', () => {
    expect(validateCpf('231.002.999-00')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateCpf('111.111.111-11')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateCnpj('16.727.230/0001-98')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateCnpj('00000000000000')).toMatchObject({ ok: false, constraint: 'checksum' });
  });

  it('rejects bad shapes', () => {
    expect(validateCpf('390.533.447=05')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateCpf('3905334470')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateCnpj('16.727.230.0001-97')).toMatchObject({ ok: false, constraint: 'pattern' });
  });
});

describe('validateBrazilTaxId (BRL_ACCOUNT.taxId)', () => {
  it('checks 11 digits as a CPF and 14 as a CNPJ', () => {
    expect(validateBrazilTaxId('39053344705').ok).toBe(true);
    expect(validateBrazilTaxId('16727230000197').ok).toBe(true);
    expect(validateBrazilTaxId('39053344706')).toMatchObject({ ok: false, constraint: 'checksum' });
  });

  it('rejects 12 and 13 digits, punctuation and the repeated-digit reference example 11111111111', () => {
    expect(validateBrazilTaxId('123456789012')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateBrazilTaxId('390.533.447-05')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateBrazilTaxId('11111111111')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateBrazilTaxId('11111111111', { checksum: 'skip' }).ok).toBe(true);
  });
});

describe('validatePixKey', () => {
  it('validates each key type', () => {
    expect(validatePixKey('390.533.447-05', 'CPF')).toEqual({ ok: true, normalized: '39053344705' });
    expect(validatePixKey('16727230000197', 'CNPJ')).toEqual({ ok: true, normalized: '16727230000197' });
    expect(validatePixKey('User@Example.com', 'EMAIL')).toEqual({ ok: true, normalized: 'user@example.com' });
    // Sandbox magic values put the digits before the @ (reference sandbox docs).
    expect(validatePixKey('testuser.002@pix.com.br', 'EMAIL').ok).toBe(true);
    expect(validatePixKey('+5511987654321', 'PHONE').ok).toBe(true);
    expect(validatePixKey('+551133334444', 'PHONE').ok).toBe(true);
    expect(validatePixKey('123E4567-E89B-42D3-A456-426614174000', 'RANDOM')).toEqual({ ok: true, normalized: '123e4567-e89b-42d3-a456-426614174000' });
  });

  it('rejects keys that do not fit their type', () => {
    expect(validatePixKey('39053344706', 'CPF')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validatePixKey('39053344705', 'CNPJ')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validatePixKey('user@localhost', 'EMAIL')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validatePixKey('not-an-email', 'EMAIL')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validatePixKey(`${'a'.repeat(71)}@ex.com`, 'EMAIL')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validatePixKey('+14155551234', 'PHONE')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validatePixKey('11987654321', 'PHONE')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validatePixKey('+5511887654321', 'PHONE')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validatePixKey('123e4567e89b42d3a456426614174000', 'RANDOM')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validatePixKey('', 'EMAIL')).toMatchObject({ ok: false, constraint: 'length' });
  });
});
