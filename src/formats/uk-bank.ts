import { checkDigits } from './digits.ts';
import type { FormatCheck } from './result.ts';

/**
 * GBP_ACCOUNT.sortCode: 6 digits without separators, as in the reference pattern. Pay.UK
 * modulus checking needs the licensed valacdos table, so no check digit is verified here.
 */
export function validateUkSortCode(input: unknown): FormatCheck {
  return checkDigits(input, 'Sort code', 6);
}

/** GBP_ACCOUNT.accountNumber: 8 digits (shorter legacy numbers are zero-padded by the bank). */
export function validateUkAccountNumber(input: unknown): FormatCheck {
  return checkDigits(input, 'UK account number', 8);
}
