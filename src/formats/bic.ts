import { isBankingCountryCode } from './country-codes.ts';
import { type FormatCheck, fail, ok, requireString } from './result.ts';

/** The reference's swiftCode pattern (OAS, 11 schemas); upper case only, as the reference rejects lower case. */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export interface BicOptions {
  /** Require the BIC's country (characters 5-6), e.g. SWIFT_ACCOUNT.country. */
  country?: string;
}

/** ISO 9362: 4-letter party prefix, ISO country code, 2-character location, optional 3-character branch. */
export function validateBic(input: unknown, options: BicOptions = {}): FormatCheck {
  const bic = requireString(input, 'BIC');
  if (typeof bic !== 'string') return bic;
  if (bic.length !== 8 && bic.length !== 11) return fail('length', `BIC must have 8 or 11 characters, got ${bic.length}`);
  if (!BIC_PATTERN.test(bic)) {
    return fail('pattern', 'BIC must be 4 letters, a 2-letter country code, 2 letters or digits and an optional 3-character branch, in upper case');
  }
  const country = bic.slice(4, 6);
  if (!isBankingCountryCode(country)) return fail('country', `${country} is not an ISO 3166 country code`);
  if (options.country !== undefined && options.country !== country) {
    return fail('country', `BIC country ${country} does not match ${options.country}`);
  }
  return ok(bic);
}
