import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IBAN_COUNTRIES, ibanMod97, validateIban } from '../../../src/formats/index.ts';

/**
 * "IBAN electronic format example" row of the SWIFT IBAN Registry, release 100 (as transcribed in
 * negrienko/iban-ex docs/international_wide_ibans/iban-registry-100.txt), one per registry country.
 */
const REGISTRY_EXAMPLES = [
  'AD1200012030200359100100', 'AE070331234567890123456', 'AL47212110090000000235698741', 'AT611904300234573201',
  'AZ21NABZ00000000137010001944', 'BA391290079401028494', 'BE68539007547034', 'BG80BNBG96611020345678',
  'BH67BMAG00001299123456', 'BI4210000100010000332045181', 'BR1800360305000010009795493C1', 'BY13NBRB3600900000002Z00AB00',
  'CH9300762011623852957', 'CR05015202001026284066', 'CY17002001280000001200527600', 'CZ6508000000192000145399',
  'DE89370400440532013000', 'DJ2100010000000154000100186', 'DK5000400440116243', 'DO28BAGR00000001212453611324',
  'EE382200221020145685', 'EG380019000500000000263180002', 'ES9121000418450200051332', 'FI2112345600000785',
  'FK88SC123456789012', 'FO6264600001631634', 'FR1420041010050500013M02606', 'GB29NWBK60161331926819',
  'GE29NB0000000101904917', 'GI75NWBK000000007099453', 'GL8964710001000206', 'GR1601101250000000012300695',
  'GT82TRAJ01020000001210029690', 'HN88CABF00000000000250005469', 'HR1210010051863000160', 'HU42117730161111101800000000',
  'IE29AIBK93115212345678', 'IL620108000000099999999', 'IQ98NBIQ850123456789012', 'IS140159260076545510730339',
  'IT60X0542811101000000123456', 'JO94CBJO0010000000000131000302', 'KW81CBKU0000000000001234560101', 'KZ86125KZT5004100100',
  'LB62099900000001001901229114', 'LC55HEMM000100010012001200023015', 'LI21088100002324013AA', 'LT121000011101001000',
  'LU280019400644750000', 'LV80BANK0000435195001', 'LY83002048000020100120361', 'MC5811222000010123456789030',
  'MD24AG000225100013104168', 'ME25505000012345678951', 'MK07250120000058984', 'MN121234123456789123',
  'MR1300020001010000123456753', 'MT84MALT011000012345MTLCAST001S', 'MU17BOMM0101101030300200000MUR', 'NI45BAPR00000013000003558124',
  'NL91ABNA0417164300', 'NO9386011117947', 'OM810180000001299123456', 'PK36SCBL0000001123456702',
  'PL61109010140000071219812874', 'PS92PALS000000000400123456702', 'PT50000201231234567890154', 'QA58DOHB00001234567890ABCDEFG',
  'RO49AAAA1B31007593840000', 'RS35260005601001611379', 'RU0304452522540817810538091310419', 'SA0380000000608010167519',
  'SC18SSCB11010000000000001497USD', 'SD2129010501234001', 'SE4550000000058398257466', 'SI56263300012039086',
  'SK3112000000198742637541', 'SM86U0322509800000000270100', 'SO211000001001000100141', 'ST23000100010051845310146',
  'SV62CENR00000000000000700025', 'TL380080012345678910157', 'TN5910006035183598478831', 'TR330006100519786457841326',
  'UA213223130000026007233566001', 'VA59001123000012345678', 'VG96VPVG0000012345678901', 'XK051212012345678906',
  'YE15CBYE0001018861234567891234',
];

/** "IBAN length" row of the same registry release, transcribed independently of the structures in src. */
const REGISTRY_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22,
  CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22,
  GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30,
  KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20,
  MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22,
  RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

describe('validateIban', () => {
  it('accepts every example of the SWIFT IBAN registry', () => {
    expect(REGISTRY_EXAMPLES).toHaveLength(89);
    for (const iban of REGISTRY_EXAMPLES) expect(validateIban(iban), iban).toEqual({ ok: true, normalized: iban });
  });

  it('derives the registry length for every country, including IL (23) and TR (26)', () => {
    expect([...IBAN_COUNTRIES.keys()].sort()).toEqual(Object.keys(REGISTRY_LENGTHS).sort());
    for (const [country, length] of Object.entries(REGISTRY_LENGTHS)) expect(IBAN_COUNTRIES.get(country)?.length, country).toBe(length);
    expect(IBAN_COUNTRIES.get('IL')?.length).toBe(23);
    expect(IBAN_COUNTRIES.get('TR')?.length).toBe(26);
  });

  it('accepts the brief examples and normalizes print format and case', () => {
    expect(validateIban('GB82WEST12345698765432')).toEqual({ ok: true, normalized: 'GB82WEST12345698765432' });
    expect(validateIban('GB82 WEST 1234 5698 7654 32')).toEqual({ ok: true, normalized: 'GB82WEST12345698765432' });
    expect(validateIban('de89 3704 0044 0532 0130 00')).toEqual({ ok: true, normalized: 'DE89370400440532013000' });
  });

  it('accepts the reference OAS iban examples that are registry IBANs', () => {
    for (const iban of ['DE89370400440532013000', 'AE070331234567890123456', 'EG380019000500000000263180002', 'PK36SCBL0000001123456702']) {
      expect(validateIban(iban).ok, iban).toBe(true);
    }
  });

  it('rejects the reference DkkAccountInfoBase example (a typo of the registry DK example) unless checksums are skipped', () => {
    expect(validateIban('DK5000400040116243')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateIban('DK5000400040116243', { checksum: 'skip' })).toEqual({ ok: true, normalized: 'DK5000400040116243' });
  });

  it('rejects a wrong check digit pair', () => {
    expect(validateIban('GB28NWBK60161331926819')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateIban('DE88370400440532013000')).toMatchObject({ ok: false, constraint: 'checksum' });
  });

  it('rejects wrong lengths per country', () => {
    expect(validateIban('DE8937040044053201300')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateIban('IL6201080000000999999990')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateIban('TR33000610051978645784132')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateIban('')).toMatchObject({ ok: false, constraint: 'length' });
  });

  it('rejects unknown and disallowed countries', () => {
    expect(validateIban('US12345678901234567890')).toMatchObject({ ok: false, constraint: 'country' });
    expect(validateIban('XX89370400440532013000')).toMatchObject({ ok: false, constraint: 'country' });
    expect(validateIban('DE89370400440532013000', { countries: ['DK'] })).toMatchObject({ ok: false, constraint: 'country' });
    expect(validateIban('DK5000400440116243', { countries: ['DK'] }).ok).toBe(true);
  });

  it('rejects bad characters and BBANs that break the national format', () => {
    expect(validateIban('DE89-3704-0044-0532-0130-00')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateIban('DE89 3704 0044 0532 0130 0Ä')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateIban('1234567890')).toMatchObject({ ok: false, constraint: 'pattern' });
    // DE BBANs are 18 digits; a letter is out of format even if the length is right.
    expect(validateIban('DE89370400440532O13000')).toMatchObject({ ok: false, constraint: 'pattern' });
  });

  it('rejects non-strings without throwing', () => {
    expect(validateIban(undefined)).toMatchObject({ ok: false, constraint: 'type' });
    expect(validateIban(12345)).toMatchObject({ ok: false, constraint: 'type' });
  });

  it('computes the ISO 7064 remainder of a valid IBAN as 1', () => {
    expect(ibanMod97('GB82WEST12345698765432')).toBe(1);
  });

  /**
   * MOD 97-10 catches every substitution that keeps the character class: a digit-for-digit change
   * moves the number by d * 10^k and a letter-for-letter change by d * 10^k with |d| <= 25, and 97 is
   * a prime that divides neither. (Digit<->letter swaps shift the expansion and are not guaranteed.)
   */
  it('rejects any same-class single-character substitution of a registry example', () => {
    const digits = '0123456789';
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(
        fc.constantFrom(...REGISTRY_EXAMPLES),
        fc.nat(),
        fc.integer({ min: 1, max: 25 }),
        (iban, rawPosition, rawShift) => {
          const position = rawPosition % iban.length;
          const original = iban[position];
          const alphabet = digits.includes(original) ? digits : letters;
          const replacement = alphabet[(alphabet.indexOf(original) + (rawShift % (alphabet.length - 1)) + 1) % alphabet.length];
          const mutated = iban.slice(0, position) + replacement + iban.slice(position + 1);
          expect(validateIban(mutated).ok).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
