import { describe, expect, it } from 'vitest';
import { validateSolanaAddress, validateTronAddress } from '../../../src/formats/index.ts';

describe('validateSolanaAddress', () => {
  it('accepts 32-byte base58 keys', () => {
    // Reference SolanaWalletInfo example; the SPL Token program id; the USDC mint; the system program (32 zero bytes).
    for (const address of [
      '4Nd1m6Qkq7RfKuE5vQ9qP9Tn6H94Ueqb4xXHzsAbd8Wg',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      '11111111111111111111111111111111',
    ]) {
      expect(validateSolanaAddress(address), address).toEqual({ ok: true, normalized: address });
    }
  });

  it('rejects non-base58 characters, bad lengths and keys that are not 32 bytes', () => {
    expect(validateSolanaAddress('0Nd1m6Qkq7RfKuE5vQ9qP9Tn6H94Ueqb4xXHzsAbd8Wg')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateSolanaAddress('4Nd1m6Qkq7RfKuE5vQ9qP9Tn6H94Ueqb4xXHzsAbd8Wl')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateSolanaAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateSolanaAddress('4Nd1m6Qkq7RfKuE5vQ9qP9T')).toMatchObject({ ok: false, constraint: 'length' });
    // 44 characters of 'z' decode to more than 32 bytes.
    expect(validateSolanaAddress('z'.repeat(44))).toMatchObject({ ok: false, constraint: 'length' });
    // 32 characters that decode to fewer than 32 bytes.
    expect(validateSolanaAddress('2'.repeat(32))).toMatchObject({ ok: false, constraint: 'length' });
  });
});

describe('validateTronAddress', () => {
  it('accepts mainnet base58check addresses', () => {
    // Reference TronWalletInfo example and the USDT-TRC20 contract address.
    for (const address of ['TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t']) {
      expect(validateTronAddress(address), address).toEqual({ ok: true, normalized: address });
    }
  });

  it('rejects a broken checksum, a Bitcoin version byte, bad length and characters', () => {
    expect(validateTronAddress('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateTronAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toMatchObject({ ok: false, constraint: 'network' });
    expect(validateTronAddress('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqe')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateTronAddress('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqe0')).toMatchObject({ ok: false, constraint: 'pattern' });
  });
});
