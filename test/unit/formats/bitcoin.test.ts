import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { validateBitcoinAddress } from '../../../src/formats/index.ts';

// BIP-350 "Test vectors for v0-v16 native segregated witness addresses" (bitcoin/bips, bip-0350.mediawiki).
const BIP350_VALID = [
  'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
  'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
  'BC1SW50QGDZ25J',
  'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
  'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
  'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
];

// Same source, invalid list, with the constraint each reason maps to here.
const BIP350_INVALID: Array<[string, string, string]> = [
  ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'invalid human-readable part', 'pattern'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'bech32 instead of bech32m', 'checksum'],
  ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'bech32 instead of bech32m', 'checksum'],
  ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'bech32 instead of bech32m', 'checksum'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'bech32m instead of bech32', 'checksum'],
  ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'bech32m instead of bech32', 'checksum'],
  ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'invalid character in checksum', 'pattern'],
  ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'invalid witness version', 'pattern'],
  ['bc1pw5dgrnzv', 'invalid program length (1 byte)', 'length'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', 'invalid program length (41 bytes)', 'length'],
  ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'invalid program length for witness v0', 'length'],
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'mixed case', 'pattern'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'zero padding of more than 4 bits', 'pattern'],
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'non-zero padding in 8-to-5 conversion', 'pattern'],
  ['bc1gmk9yu', 'empty data section', 'pattern'],
];

// Fallback addresses quoted in the BOLT #11 examples (lightning/bolts, 11-payment-encoding.md).
const BASE58_VALID: Array<[string, string]> = [
  ['1RustyRX2oai4EYYDpQGWvEL62BBGqN9T', 'mainnet P2PKH'],
  ['3EktnHQD7RiAE6uzMj2ZifT9YgRrkSgzQX', 'mainnet P2SH'],
  ['mk2QpYatsKicvFVuTAQLBryyccRXMUaGHP', 'testnet P2PKH'],
];

describe('validateBitcoinAddress', () => {
  it('accepts the BIP-350 valid segwit addresses, lower-casing them', () => {
    for (const address of BIP350_VALID) expect(validateBitcoinAddress(address), address).toEqual({ ok: true, normalized: address.toLowerCase() });
  });

  it('rejects the BIP-350 invalid segwit addresses', () => {
    for (const [address, reason, constraint] of BIP350_INVALID) {
      expect(validateBitcoinAddress(address), reason).toMatchObject({ ok: false, constraint });
    }
  });

  it('accepts base58 P2PKH and P2SH addresses, including the reference BITCOIN_L1 example', () => {
    for (const [address, kind] of BASE58_VALID) expect(validateBitcoinAddress(address), kind).toEqual({ ok: true, normalized: address });
    expect(validateBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq').ok).toBe(true);
  });

  it('accepts regtest bcrt1 addresses and filters by network', () => {
    const regtest = bech32.encode('bcrt', [0, ...bech32.toWords(new Uint8Array(20).fill(7))]);
    expect(validateBitcoinAddress(regtest, { networks: ['regtest'] })).toEqual({ ok: true, normalized: regtest });
    expect(validateBitcoinAddress(regtest, { networks: ['mainnet'] })).toMatchObject({ ok: false, constraint: 'network' });
    expect(validateBitcoinAddress('mk2QpYatsKicvFVuTAQLBryyccRXMUaGHP', { networks: ['regtest'] }).ok).toBe(true);
    expect(validateBitcoinAddress('mk2QpYatsKicvFVuTAQLBryyccRXMUaGHP', { networks: ['mainnet'] })).toMatchObject({ ok: false, constraint: 'network' });
    expect(validateBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', { networks: ['testnet', 'regtest'] })).toMatchObject({
      ok: false,
      constraint: 'network',
    });
  });

  it('rejects broken base58 addresses and non-Bitcoin version bytes', () => {
    expect(validateBitcoinAddress('1RustyRX2oai4EYYDpQGWvEL62BBGqN9U')).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateBitcoinAddress('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).toMatchObject({ ok: false, constraint: 'network' });
    expect(validateBitcoinAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateBitcoinAddress('')).toMatchObject({ ok: false, constraint: 'length' });
  });
});
