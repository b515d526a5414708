import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as formats from '../../../src/formats/index.ts';

const VALIDATORS: Array<[string, (input: unknown) => formats.FormatCheck]> = [
  ['iban', (v) => formats.validateIban(v)],
  ['bic', (v) => formats.validateBic(v)],
  ['clabe', (v) => formats.validateClabe(v)],
  ['aba', (v) => formats.validateAbaRoutingNumber(v)],
  ['usAccount', (v) => formats.validateUsAccountNumber(v)],
  ['ukSortCode', (v) => formats.validateUkSortCode(v)],
  ['caAccount', (v) => formats.validateCaAccountNumber(v)],
  ['cpf', (v) => formats.validateCpf(v)],
  ['cnpj', (v) => formats.validateCnpj(v)],
  ['brTaxId', (v) => formats.validateBrazilTaxId(v)],
  ['pixEmail', (v) => formats.validatePixKey(v, 'EMAIL')],
  ['pixRandom', (v) => formats.validatePixKey(v, 'RANDOM')],
  ['ifsc', (v) => formats.validateIfsc(v)],
  ['vpa', (v) => formats.validateUpiVpa(v)],
  ['nuban', (v) => formats.validateNuban(v, { bankCode: '011' })],
  ['e164', (v) => formats.validateE164Phone(v)],
  ['accountPhone', (v) => formats.validateAccountPhoneNumber(v, { accountType: 'KES_ACCOUNT' })],
  ['evm', (v) => formats.validateEvmAddress(v)],
  ['solana', (v) => formats.validateSolanaAddress(v)],
  ['tron', (v) => formats.validateTronAddress(v)],
  ['bitcoin', (v) => formats.validateBitcoinAddress(v)],
  ['spark', (v) => formats.validateSparkAddress(v)],
  ['sparkSkip', (v) => formats.validateSparkAddress(v, { checksum: 'skip', networks: ['MAINNET', 'REGTEST'] })],
  ['lightningAddress', (v) => formats.validateLightningAddress(v)],
  ['bolt11', (v) => formats.validateBolt11Invoice(v)],
  ['bolt12', (v) => formats.validateBolt12Offer(v)],
  ['lnurl', (v) => formats.validateLnurl(v)],
];

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const bech32ish = fc
  .tuple(
    fc.constantFrom('bc1', 'tb1', 'bcrt1', 'spark1', 'sparkrt1', 'lnbc', 'lnbc10u1', 'lntb1', 'lnurl1', 'lno1', 'T', '0x', ''),
    fc.array(fc.constantFrom(...BECH32, '1', 'B', 'O', '+', ' '), { maxLength: 200 }),
  )
  .map(([prefix, chars]) => prefix + chars.join(''));

function isWellFormed(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const r = result as Record<string, unknown>;
  return r.ok === true ? typeof r.normalized === 'string' : r.ok === false && typeof r.constraint === 'string' && typeof r.message === 'string';
}

describe('validators never throw', () => {
  it('answer any JSON value with a FormatCheck', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), bech32ish), (input) => {
        for (const [name, validate] of VALIDATORS) expect(isWellFormed(validate(input)), name).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('answer decodeBolt11 and checkAccountInfoFormats without throwing', () => {
    fc.assert(
      fc.property(bech32ish, fc.jsonValue(), (text, json) => {
        const decoded = formats.decodeBolt11(text);
        expect(decoded.ok === true || decoded.ok === false).toBe(true);
        expect(Array.isArray(formats.checkAccountInfoFormats(json))).toBe(true);
        expect(Array.isArray(formats.checkAccountInfoFormats({ accountType: 'LIGHTNING', invoice: text, bolt12: text, lightningAddress: text }))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
