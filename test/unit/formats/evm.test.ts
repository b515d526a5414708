import { describe, expect, it } from 'vitest';
import { toEip55, validateEvmAddress } from '../../../src/formats/index.ts';

// EIP-55 "Test Cases" (ethereum/ERCs, ERCS/erc-55.md): all caps, all lower, and normal mixed case.
const EIP55_ALL_CAPS = ['0x52908400098527886E0F7030069857D2E4169EE7', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'];
const EIP55_ALL_LOWER = ['0xde709f2102306220921060314715629080e2fb77', '0x27b1fdb04752bbc536007a920d24acb045561c26'];
const EIP55_NORMAL = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('validateEvmAddress', () => {
  it('accepts every EIP-55 test case unchanged', () => {
    for (const address of [...EIP55_ALL_CAPS, ...EIP55_ALL_LOWER, ...EIP55_NORMAL]) {
      expect(validateEvmAddress(address), address).toEqual({ ok: true, normalized: address });
    }
  });

  it('accepts single-case input and normalizes it to the EIP-55 form', () => {
    for (const address of EIP55_NORMAL) {
      expect(validateEvmAddress(address.toLowerCase())).toEqual({ ok: true, normalized: address });
      expect(validateEvmAddress(`0x${address.slice(2).toUpperCase()}`)).toEqual({ ok: true, normalized: address });
      expect(toEip55(address.slice(2).toLowerCase())).toBe(address);
    }
  });

  it('rejects mixed case that does not match EIP-55', () => {
    expect(validateEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateEvmAddress('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatchObject({ ok: false, constraint: 'checksum' });
  });

  it('rejects the reference example 0xAbCDEF1234567890aBCdEf1234567890ABcDef12 unless checksums are skipped', () => {
    const example = '0xAbCDEF1234567890aBCdEf1234567890ABcDef12';
    expect(validateEvmAddress(example)).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateEvmAddress(example, { checksum: 'skip' })).toEqual({ ok: true, normalized: toEip55(example.slice(2)) });
  });

  it('rejects bad prefix, characters, length and the zero address', () => {
    expect(validateEvmAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateEvmAddress('0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateEvmAddress(`0x${'0'.repeat(40)}`)).toMatchObject({ ok: false, constraint: 'pattern' });
  });
});
