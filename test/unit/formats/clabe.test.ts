import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, validateClabe } from '../../../src/formats/index.ts';

/**
 * Published CLABEs:
 * - 032180000118359719: the CLABE used as example in STP's SPEI API documentation and the
 *   Spanish Wikipedia CLABE article's worked example.
 * - 012180026050783858: FedACH International "CLABE check digit calculator" worked example
 *   (012 180 02605078385, check digit 8).
 * - 002180032240946700: cuenca-mx stp-ruby spec (Stp::Clabe computes control digit 0).
 */
const VALID_CLABES = ['032180000118359719', '012180026050783858', '002180032240946700'];

describe('validateClabe', () => {
  it('accepts published CLABEs', () => {
    for (const clabe of VALID_CLABES) expect(validateClabe(clabe), clabe).toEqual({ ok: true, normalized: clabe });
  });

  it('computes the control digit with weights 3-7-1', () => {
    expect(clabeCheckDigit('01218002605078385')).toBe(8);
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
  });

  it('rejects the reference MxnAccountInfoBase example 123456789012345678 unless checksums are skipped', () => {
    expect(validateClabe('123456789012345678')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateClabe('123456789012345678', { checksum: 'skip' })).toEqual({ ok: true, normalized: '123456789012345678' });
  });

  it('rejects a wrong control digit, wrong length and non-digits', () => {
    expect(validateClabe('032180000118359718')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateClabe('03218000011835971')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateClabe('0321800001183597190')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateClabe('032 180 00011835971')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateClabe('03218000011835971X')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateClabe(321800)).toMatchObject({ ok: false, constraint: 'type' });
  });

  // Weights 3, 7 and 1 are all invertible mod 10, so changing any one digit changes the weighted sum mod 10.
  it('rejects every single-digit substitution of a valid CLABE', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID_CLABES), fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 9 }), (clabe, position, shift) => {
        const replacement = String((Number(clabe[position]) + shift) % 10);
        const mutated = clabe.slice(0, position) + replacement + clabe.slice(position + 1);
        expect(validateClabe(mutated)).toMatchObject({ ok: false, constraint: 'checksum' });
      }),
      { numRuns: 1000 },
    );
  });
});
