import { checkDigits } from './digits.ts';
import type { FormatCheck } from './result.ts';

/** CAD_ACCOUNT.bankCode: Payments Canada 3-digit financial institution number. */
export function validateCaInstitutionNumber(input: unknown): FormatCheck {
  return checkDigits(input, 'Institution number', 3);
}

/** CAD_ACCOUNT.branchCode: 5-digit branch transit number (also JMD_ACCOUNT/BDT_ACCOUNT.branchCode in the reference). */
export function validateCaTransitNumber(input: unknown): FormatCheck {
  return checkDigits(input, 'Transit number', 5);
}

/** CAD_ACCOUNT.accountNumber: 7 to 12 digits, as in the reference pattern. */
export function validateCaAccountNumber(input: unknown): FormatCheck {
  return checkDigits(input, 'Canadian account number', 7, 12);
}
