import { describe, expect, it } from 'vitest';
import { identityKey, paymentRails } from '../../../src/modules/external-accounts/kinds.ts';
import { matchNames } from '../../../src/modules/external-accounts/name-match.ts';
import { checkBeneficiary } from '../../../src/modules/external-accounts/sandbox.ts';
import { nextStatus } from '../../../src/modules/external-accounts/status.ts';

describe('beneficiary name matching', () => {
  it('MATCHED ignores case, accents, punctuation, word order and honorifics', () => {
    expect(matchNames('José  Álvarez-Ruiz', 'ALVAREZ RUIZ, Jose')).toBe('MATCHED');
    expect(matchNames('Mr John Smith', 'john smith')).toBe('MATCHED');
    expect(matchNames('Acme Ltd', 'ACME')).toBe('MATCHED');
  });

  it('PARTIAL_MATCH for initials, a one-letter typo, or a missing middle name', () => {
    expect(matchNames('John Smith', 'J. Smith')).toBe('PARTIAL_MATCH');
    expect(matchNames('Jonathan Smith', 'Jonathon Smith')).toBe('PARTIAL_MATCH');
    expect(matchNames('Maria Garcia Lopez', 'Maria Lopez')).toBe('PARTIAL_MATCH');
  });

  it('NOT_MATCHED when only a first name or nothing is shared', () => {
    expect(matchNames('John Smith', 'John Doe')).toBe('NOT_MATCHED');
    expect(matchNames('John Smith', 'Unrelated Holder')).toBe('NOT_MATCHED');
    expect(matchNames('', 'x')).toBe('NOT_MATCHED');
  });

  it('compares only the first 1,000 characters, so a hostile name costs no more than a long real one', () => {
    // Word by word matching is quadratic: 60,000 words once blocked the event loop for seconds.
    const many = Array.from({ length: 60_000 }, (_, i) => `w${i.toString(36)}`).join(' ');
    const head = many.slice(0, 1_000);
    expect(matchNames(many, `${head} something else entirely`)).toBe('MATCHED');
    expect(matchNames(many, many.split(' ').reverse().join(' '))).toBe('NOT_MATCHED');
  });
});

describe('sandbox name check (suffix 103)', () => {
  const check = (fullName: string) =>
    checkBeneficiary({ accountType: 'USD_ACCOUNT', accountNumber: '555000103', routingNumber: '021000021', beneficiary: { fullName } });

  it('reports a variant of the submitted name that stays within the contract bound of 256 characters', () => {
    expect(check('Maria Garcia')).toMatchObject({ status: 'PARTIAL_MATCH', verifiedName: 'M. Garcia' });
    for (const fullName of ['A'.repeat(256), `A ${'b'.repeat(254)}`]) {
      const result = check(fullName);
      expect(result?.kind === 'RESULT' && result.verifiedName?.length).toBeLessThanOrEqual(256);
      expect(result?.kind === 'RESULT' && result.verifiedName).not.toBe(fullName);
    }
  });
});

describe('account identity and rails', () => {
  it('normalises identifiers so equivalent accounts collide', () => {
    expect(identityKey({ accountType: 'EUR_ACCOUNT', iban: 'GB82west12345698765432' })).toBe(identityKey({ accountType: 'EUR_ACCOUNT', iban: 'GB82WEST12345698765432', swiftCode: 'X' }));
    expect(identityKey({ accountType: 'BASE_WALLET', address: '0xAbC' })).toBe(identityKey({ accountType: 'BASE_WALLET', address: '0xabc' }));
    // base58 is case-sensitive: these are different Solana accounts.
    expect(identityKey({ accountType: 'SOLANA_WALLET', address: 'AbC' })).not.toBe(identityKey({ accountType: 'SOLANA_WALLET', address: 'abc' }));
  });

  it('picks the rails an account can actually use', () => {
    expect(paymentRails({ accountType: 'INR_ACCOUNT', vpa: 'a@upi' })).toEqual(['UPI']);
    expect(paymentRails({ accountType: 'GHS_ACCOUNT', phoneNumber: '+233200000000', bankName: 'X' })).toEqual(['MOBILE_MONEY']);
    expect(paymentRails({ accountType: 'BASE_WALLET', address: '0x' })).toBeUndefined();
  });
});

describe('external account status transitions (spec 3.1)', () => {
  it('allows exactly the table', () => {
    expect(nextStatus('PENDING_OWNERSHIP_VERIFICATION', 'VERIFY_OK')).toBe('ACTIVE');
    expect(nextStatus('PENDING_OWNERSHIP_VERIFICATION', 'VERIFY_FAILED')).toBe('UNVERIFIED');
    expect(nextStatus('UNVERIFIED', 'NEW_CHALLENGE')).toBe('PENDING_OWNERSHIP_VERIFICATION');
    expect(nextStatus('UNVERIFIED', 'LIVENESS_PASSED')).toBe('ACTIVE');
    expect(nextStatus('ACTIVE', 'NEW_CHALLENGE')).toBeUndefined();
    expect(nextStatus('ACTIVE', 'VERIFY_OK')).toBeUndefined();
    expect(nextStatus('PENDING', 'VALIDATION_WINDOW_PASSED')).toBe('ACTIVE');
  });
});
