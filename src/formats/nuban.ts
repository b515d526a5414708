import { checkDigits, weightedSum } from './digits.ts';
import { type ChecksumOption, type FormatCheck, fail, verifiesChecksum } from './result.ts';

/**
 * CBN NUBAN check digit. The 2010 scheme weights the 3-digit bank code and 9-digit serial with
 * 3,7,3,3,7,3,3,7,3,3,7,3; the March 2020 revision widens the institution code to 6 digits
 * (DMB codes become "000" + 3 digits, 5-digit OFI codes become "9" + 5 digits) and extends the
 * weights to 3,7,3 x 5. The leading zeros contribute nothing, so both give the same digit for banks.
 * Check digit = (10 - weighted sum mod 10) mod 10.
 */
const NUBAN_WEIGHTS = [3, 7, 3] as const;

function institutionCode(bankCode: string): string | null {
  if (/^\d{3}$/.test(bankCode)) return `000${bankCode}`;
  if (/^\d{5}$/.test(bankCode)) return `9${bankCode}`;
  if (/^\d{6}$/.test(bankCode)) return bankCode;
  return null;
}

export function nubanCheckDigit(bankCode: string, serial: string): number | null {
  const code = institutionCode(bankCode);
  if (code === null || !/^\d{9}$/.test(serial)) return null;
  return (10 - (weightedSum(code + serial, NUBAN_WEIGHTS) % 10)) % 10;
}

export interface NubanOptions extends ChecksumOption {
  /** CBN bank code (3 digits for banks, 5 or 6 for other institutions). Without it only the shape is checked. */
  bankCode?: string;
}

/** NGN_ACCOUNT.accountNumber: 10-digit NUBAN = 9-digit serial + check digit bound to the bank code. */
export function validateNuban(input: unknown, options: NubanOptions = {}): FormatCheck {
  const shape = checkDigits(input, 'NUBAN', 10);
  if (!shape.ok || options.bankCode === undefined || !verifiesChecksum(options)) return shape;
  const nuban = shape.normalized;
  const expected = nubanCheckDigit(options.bankCode, nuban.slice(0, 9));
  if (expected === null) return fail('pattern', 'NUBAN bank code must have 3, 5 or 6 digits');
  if (expected !== nuban.charCodeAt(9) - 48) {
    return fail('checksum', `NUBAN check digit does not match bank code ${options.bankCode}`);
  }
  return shape;
}
