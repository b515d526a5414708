import { checkDigits, weightedSum } from './digits.ts';
import { type ChecksumOption, type FormatCheck, fail, verifiesChecksum } from './result.ts';

const ABA_WEIGHTS = [3, 7, 1] as const;

/**
 * Federal Reserve routing symbol prefixes: 00-12 (Federal Reserve districts, 00 = US Government),
 * 21-32 (thrifts), 61-72 (electronic), 80 (traveler's cheques). Anything else is not issued.
 */
function hasIssuedPrefix(routing: string): boolean {
  const prefix = Number(routing.slice(0, 2));
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/**
 * ABA routing transit number (USD_ACCOUNT.routingNumber, .intermediaryRoutingNumber): 9 digits
 * whose 3-7-1 weighted sum is a multiple of 10.
 */
export function validateAbaRoutingNumber(input: unknown, options: ChecksumOption = {}): FormatCheck {
  const shape = checkDigits(input, 'Routing number', 9);
  if (!shape.ok) return shape;
  const routing = shape.normalized;
  if (!hasIssuedPrefix(routing)) {
    return fail('pattern', `Routing number prefix ${routing.slice(0, 2)} is not an issued ABA prefix (00-12, 21-32, 61-72, 80)`);
  }
  if (verifiesChecksum(options) && weightedSum(routing, ABA_WEIGHTS) % 10 !== 0) {
    return fail('checksum', 'Routing number check digit does not match (weights 3-7-1 mod 10)');
  }
  return shape;
}

/**
 * US DDA account number as carried in the 17-character NACHA DFI account field. Stricter than the
 * reference's USD_ACCOUNT.accountNumber (1-34 characters): banks issue 4-17 digit numbers.
 */
export function validateUsAccountNumber(input: unknown): FormatCheck {
  return checkDigits(input, 'US account number', 4, 17);
}
