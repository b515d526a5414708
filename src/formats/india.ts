import { checkDigits } from './digits.ts';
import { type FormatCheck, fail, ok, requireString } from './result.ts';

/** RBI IFSC, as the reference pattern: 4-letter bank code, a reserved 0, 6-character branch code. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** INR_ACCOUNT.ifsc. */
export function validateIfsc(input: unknown): FormatCheck {
  const ifsc = requireString(input, 'IFSC');
  if (typeof ifsc !== 'string') return ifsc;
  if (ifsc.length !== 11) return fail('length', `IFSC must have 11 characters, got ${ifsc.length}`);
  if (!IFSC_PATTERN.test(ifsc)) {
    return fail('pattern', 'IFSC must be 4 upper-case letters, the digit 0, then 6 upper-case letters or digits');
  }
  return ok(ifsc);
}

/** The reference's INR_ACCOUNT.vpa pattern (handle@psp) and its 3-255 length bounds. */
export const UPI_VPA_PATTERN = /^[a-zA-Z0-9.\-_]+@[a-zA-Z0-9]+$/;

/** INR_ACCOUNT.vpa. UPI handles are case-insensitive, so the normalized form is lower case. */
export function validateUpiVpa(input: unknown): FormatCheck {
  const vpa = requireString(input, 'UPI VPA');
  if (typeof vpa !== 'string') return vpa;
  if (vpa.length < 3 || vpa.length > 255) return fail('length', 'UPI VPA must have 3 to 255 characters');
  if (!UPI_VPA_PATTERN.test(vpa)) {
    return fail('pattern', 'UPI VPA must be handle@provider (handle: letters, digits, . - _; provider: letters and digits)');
  }
  return ok(vpa.toLowerCase());
}

/** INR_ACCOUNT.accountNumber: 9 to 18 digits, as the reference pattern. */
export function validateInrAccountNumber(input: unknown): FormatCheck {
  return checkDigits(input, 'Indian account number', 9, 18);
}
