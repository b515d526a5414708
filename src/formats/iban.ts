import { type ChecksumOption, type FormatCheck, fail, ok, requireString, verifiesChecksum } from './result.ts';

/**
 * BBAN structures from the SWIFT IBAN Registry, release 100 (January 2025), "IBAN structure" row
 * minus the country code and the `2!n` check digits. Notation: `<len>!n` digits, `!a` upper-case
 * letters, `!c` alphanumerics. The IBAN length is derived from the structure (4 + BBAN length);
 * the unit test cross-checks it against the registry's own "IBAN length" row.
 *
 * Territories that the registry folds into a parent code (AX -> FI; GF, GP, MQ, RE, PF, TF, YT, NC,
 * BL, MF, PM, WF -> FR; IM, JE, GG -> GB) use the parent prefix in their IBANs and are not keys here.
 */
const BBAN_STRUCTURES: Readonly<Record<string, string>> = {
  AD: '4!n4!n12!c',
  AE: '3!n16!n',
  AL: '8!n16!c',
  AT: '5!n11!n',
  AZ: '4!a20!c',
  BA: '3!n3!n8!n2!n',
  BE: '3!n7!n2!n',
  BG: '4!a4!n2!n8!c',
  BH: '4!a14!c',
  BI: '5!n5!n11!n2!n',
  BR: '8!n5!n10!n1!a1!c',
  BY: '4!c4!n16!c',
  CH: '5!n12!c',
  CR: '4!n14!n',
  CY: '3!n5!n16!c',
  CZ: '4!n6!n10!n',
  DE: '8!n10!n',
  DJ: '5!n5!n11!n2!n',
  DK: '4!n9!n1!n',
  DO: '4!c20!n',
  EE: '2!n14!n',
  EG: '4!n4!n17!n',
  ES: '4!n4!n1!n1!n10!n',
  FI: '3!n11!n',
  FK: '2!a12!n',
  FO: '4!n9!n1!n',
  FR: '5!n5!n11!c2!n',
  GB: '4!a6!n8!n',
  GE: '2!a16!n',
  GI: '4!a15!c',
  GL: '4!n9!n1!n',
  GR: '3!n4!n16!c',
  GT: '4!c20!c',
  HN: '4!a20!n',
  HR: '7!n10!n',
  HU: '3!n4!n1!n15!n1!n',
  IE: '4!a6!n8!n',
  IL: '3!n3!n13!n',
  IQ: '4!a3!n12!n',
  IS: '4!n2!n6!n10!n',
  IT: '1!a5!n5!n12!c',
  JO: '4!a4!n18!c',
  KW: '4!a22!c',
  KZ: '3!n13!c',
  LB: '4!n20!c',
  LC: '4!a24!c',
  LI: '5!n12!c',
  LT: '5!n11!n',
  LU: '3!n13!c',
  LV: '4!a13!c',
  LY: '3!n3!n15!n',
  MC: '5!n5!n11!c2!n',
  MD: '2!c18!c',
  ME: '3!n13!n2!n',
  MK: '3!n10!c2!n',
  MN: '4!n12!n',
  MR: '5!n5!n11!n2!n',
  MT: '4!a5!n18!c',
  MU: '4!a2!n2!n12!n3!n3!a',
  NI: '4!a20!n',
  NL: '4!a10!n',
  NO: '4!n6!n1!n',
  OM: '3!n16!c',
  PK: '4!a16!c',
  PL: '8!n16!n',
  PS: '4!a21!c',
  PT: '4!n4!n11!n2!n',
  QA: '4!a21!c',
  RO: '4!a16!c',
  RS: '3!n13!n2!n',
  RU: '9!n5!n15!c',
  SA: '2!n18!c',
  SC: '4!a2!n2!n16!n3!a',
  SD: '2!n12!n',
  SE: '3!n16!n1!n',
  SI: '5!n8!n2!n',
  SK: '4!n6!n10!n',
  SM: '1!a5!n5!n12!c',
  SO: '4!n3!n12!n',
  ST: '4!n4!n11!n2!n',
  SV: '4!a20!n',
  TL: '3!n14!n2!n',
  TN: '2!n3!n13!n2!n',
  TR: '5!n1!n16!c',
  UA: '6!n19!c',
  VA: '3!n15!n',
  VG: '4!a16!n',
  XK: '4!n10!n2!n',
  YE: '4!a4!n18!c',
};

export interface IbanCountrySpec {
  country: string;
  length: number;
  bbanPattern: RegExp;
}

const CHAR_CLASS: Readonly<Record<string, string>> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };

function compileSpec(country: string, structure: string): IbanCountrySpec {
  let bbanLength = 0;
  let source = '';
  for (const [, count, kind] of structure.matchAll(/(\d+)!([nac])/g)) {
    bbanLength += Number(count);
    source += `${CHAR_CLASS[kind]}{${count}}`;
  }
  return { country, length: 4 + bbanLength, bbanPattern: new RegExp(`^${source}$`) };
}

export const IBAN_COUNTRIES: ReadonlyMap<string, IbanCountrySpec> = new Map(
  Object.entries(BBAN_STRUCTURES).map(([country, structure]) => [country, compileSpec(country, structure)]),
);

export interface IbanOptions extends ChecksumOption {
  /** Restrict to these country prefixes, e.g. `['DK']` for DKK_ACCOUNT.iban. */
  countries?: readonly string[];
}

/**
 * ISO 7064 MOD 97-10 over the rearranged IBAN (BBAN + country + check digits, letters as 10..35),
 * folded one character at a time so no bigint is needed: the running remainder stays below 97.
 */
export function ibanMod97(compactIban: string): number {
  const rearranged = compactIban.slice(4) + compactIban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code <= 57 ? code - 48 : code - 55;
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return remainder;
}

/** Spaces are accepted because people copy IBANs in the 4-character print format. */
export function validateIban(input: unknown, options: IbanOptions = {}): FormatCheck {
  const text = requireString(input, 'IBAN');
  if (typeof text !== 'string') return text;
  const iban = text.replace(/ /g, '').toUpperCase();
  if (iban.length === 0) return fail('length', 'IBAN must not be empty');
  if (!/^[A-Z0-9]+$/.test(iban)) return fail('pattern', 'IBAN may contain only letters, digits and spaces');
  if (!/^[A-Z]{2}[0-9]{2}/.test(iban)) {
    return fail('pattern', 'IBAN must start with a two-letter country code followed by two check digits');
  }
  const country = iban.slice(0, 2);
  const spec = IBAN_COUNTRIES.get(country);
  if (!spec) return fail('country', `${country} is not a country in the SWIFT IBAN registry`);
  if (options.countries && !options.countries.includes(country)) {
    return fail('country', `IBAN must be from ${options.countries.join(' or ')}, not ${country}`);
  }
  if (iban.length !== spec.length) {
    return fail('length', `${country} IBANs have ${spec.length} characters, got ${iban.length}`);
  }
  if (!spec.bbanPattern.test(iban.slice(4))) {
    return fail('pattern', `IBAN does not follow the ${country} account number format`);
  }
  if (verifiesChecksum(options) && ibanMod97(iban) !== 1) {
    return fail('checksum', 'IBAN check digits do not match (ISO 7064 MOD 97-10)');
  }
  return ok(iban);
}
