import { checkDigits } from './digits.ts';
import { type ChecksumOption, type FormatCheck, fail, ok, requireString, verifiesChecksum } from './result.ts';

/** Receita Federal mod-11 check digit: remainder < 2 gives 0, otherwise 11 - remainder. */
function mod11CheckDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (digits.charCodeAt(i) - 48) * weights[i];
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** 000.000.000-00 ... 999.999.999-99 satisfy the arithmetic but are never issued. */
function isRepeatedDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

function checkCpfDigits(cpf: string): FormatCheck {
  if (isRepeatedDigit(cpf)) return fail('checksum', 'CPF made of one repeated digit is not a valid CPF');
  const first = mod11CheckDigit(cpf.slice(0, 9), CPF_WEIGHTS_1);
  const second = mod11CheckDigit(cpf.slice(0, 9) + first, CPF_WEIGHTS_2);
  if (cpf.slice(9) !== `${first}${second}`) return fail('checksum', 'CPF check digits do not match');
  return ok(cpf);
}

function checkCnpjDigits(cnpj: string): FormatCheck {
  if (isRepeatedDigit(cnpj)) return fail('checksum', 'CNPJ made of one repeated digit is not a valid CNPJ');
  const first = mod11CheckDigit(cnpj.slice(0, 12), CNPJ_WEIGHTS_1);
  const second = mod11CheckDigit(cnpj.slice(0, 12) + first, CNPJ_WEIGHTS_2);
  if (cnpj.slice(12) !== `${first}${second}`) return fail('checksum', 'CNPJ check digits do not match');
  return ok(cnpj);
}

/** CPF (individual taxpayer number): 11 digits, punctuation `000.000.000-00` accepted and removed. */
export function validateCpf(input: unknown, options: ChecksumOption = {}): FormatCheck {
  const text = requireString(input, 'CPF');
  if (typeof text !== 'string') return text;
  if (!/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(text)) return fail('pattern', 'CPF must be 11 digits, optionally as 000.000.000-00');
  const cpf = text.replace(/\D/g, '');
  return verifiesChecksum(options) ? checkCpfDigits(cpf) : ok(cpf);
}

/**
 * CNPJ (company taxpayer number): 14 digits, punctuation `00.000.000/0000-00` accepted and removed.
 * The alphanumeric CNPJ announced for July 2026 is not accepted yet: the reference taxId pattern is digits only.
 */
export function validateCnpj(input: unknown, options: ChecksumOption = {}): FormatCheck {
  const text = requireString(input, 'CNPJ');
  if (typeof text !== 'string') return text;
  if (!/^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/.test(text)) {
    return fail('pattern', 'CNPJ must be 14 digits, optionally as 00.000.000/0000-00');
  }
  const cnpj = text.replace(/\D/g, '');
  return verifiesChecksum(options) ? checkCnpjDigits(cnpj) : ok(cnpj);
}

/**
 * BRL_ACCOUNT.taxId: the reference allows 11-14 digits; only 11 (CPF) and 14 (CNPJ) name a real
 * Brazilian taxpayer, so 12 and 13 digits are rejected as `length`.
 */
export function validateBrazilTaxId(input: unknown, options: ChecksumOption = {}): FormatCheck {
  const shape = checkDigits(input, 'Brazilian tax id', 11, 14);
  if (!shape.ok) return shape;
  const digits = shape.normalized;
  if (digits.length !== 11 && digits.length !== 14) {
    return fail('length', 'Brazilian tax id must be a CPF (11 digits) or a CNPJ (14 digits)');
  }
  if (!verifiesChecksum(options)) return shape;
  return digits.length === 11 ? checkCpfDigits(digits) : checkCnpjDigits(digits);
}

export type PixKeyType = 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'RANDOM';

/** DICT limit for every key, and the reference's BRL_ACCOUNT.pixKey maxLength. */
const PIX_KEY_MAX = 77;

/** BCB DICT e-mail key shape (lower case); a dotted domain is required since PIX keys are public addresses. */
const PIX_EMAIL =
  /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** +55, two-digit area code (no zeros), then 9 digits starting with 9 (mobile) or 8 digits (landline). */
const PIX_PHONE = /^\+55[1-9]{2}(?:9\d{8}|\d{8})$/;

/** DICT issues random keys (EVP) as RFC 4122 UUIDs in canonical 8-4-4-4-12 form. */
const PIX_EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** BRL_ACCOUNT.pixKey, checked against BRL_ACCOUNT.pixKeyType. */
export function validatePixKey(input: unknown, keyType: PixKeyType, options: ChecksumOption = {}): FormatCheck {
  const key = requireString(input, 'PIX key');
  if (typeof key !== 'string') return key;
  if (key.length === 0 || key.length > PIX_KEY_MAX) return fail('length', `PIX key must have 1 to ${PIX_KEY_MAX} characters`);
  switch (keyType) {
    case 'CPF':
      return validateCpf(key, options);
    case 'CNPJ':
      return validateCnpj(key, options);
    case 'EMAIL': {
      const email = key.toLowerCase();
      return PIX_EMAIL.test(email) ? ok(email) : fail('pattern', 'PIX e-mail key must be an e-mail address');
    }
    case 'PHONE':
      return PIX_PHONE.test(key) ? ok(key) : fail('pattern', 'PIX phone key must be +55, a 2-digit area code and an 8 or 9 digit number');
    case 'RANDOM': {
      const evp = key.toLowerCase();
      return PIX_EVP.test(evp) ? ok(evp) : fail('pattern', 'PIX random key must be a UUID (8-4-4-4-12 hex)');
    }
    default:
      return fail('pattern', `Unknown PIX key type ${String(keyType)}`);
  }
}
