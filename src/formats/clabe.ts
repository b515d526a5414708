import { checkDigits, weightedSum } from './digits.ts';
import { type ChecksumOption, type FormatCheck, fail, verifiesChecksum } from './result.ts';

const CLABE_WEIGHTS = [3, 7, 1] as const;

/**
 * Banxico / ABM control digit: weights 3,7,1 repeated over the first 17 digits, each product
 * taken mod 10, then (10 - sum mod 10) mod 10. Taking products mod 10 first does not change the
 * sum mod 10, so a plain weighted sum is used. Every weight is a unit mod 10, hence any single
 * digit substitution changes the control digit.
 */
export function clabeCheckDigit(first17: string): number {
  return (10 - (weightedSum(first17, CLABE_WEIGHTS) % 10)) % 10;
}

/** MXN_ACCOUNT.clabeNumber: 3-digit bank, 3-digit plaza, 11-digit account, 1 control digit. */
export function validateClabe(input: unknown, options: ChecksumOption = {}): FormatCheck {
  const shape = checkDigits(input, 'CLABE', 18);
  if (!shape.ok || !verifiesChecksum(options)) return shape;
  const clabe = shape.normalized;
  if (clabeCheckDigit(clabe.slice(0, 17)) !== clabe.charCodeAt(17) - 48) {
    return fail('checksum', 'CLABE control digit does not match (weights 3-7-1 mod 10)');
  }
  return shape;
}
