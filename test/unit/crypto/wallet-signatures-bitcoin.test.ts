import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { bitcoinMessageDigest, compactSize } from '../../../src/crypto/wallet-signatures/bitcoin-message.ts';
import { verifyWalletSignature } from '../../../src/crypto/wallet-signatures/index.ts';
import type { BitcoinSignatureScheme } from '../../../src/crypto/wallet-signatures/types.ts';
import {
  bitcoinDigest,
  highS,
  p2pkhAddress,
  p2shP2wpkhAddress,
  p2trAddress,
  p2wpkhAddress,
  SECRET_KEY_ONE,
  secretKey,
  signBitcoin,
  signRecoverable,
} from './wallet-signing-fixtures.ts';

const verify = (address: string, message: string, signature: string, signatureScheme?: BitcoinSignatureScheme) =>
  verifyWalletSignature({ chain: 'BITCOIN', address, message, signature, signatureScheme });

// Bitcoin Core test/functional/rpc_signmessagewithprivkey.py: signmessagewithprivkey
// with cUeKHd5orzT3mz8P9pxyREHfsWtVfgsfDjiZZBcjUBAaGk1BTj7N (testnet, compressed).
const CORE = {
  address: 'mpLQjfK79b7CCV4VMJWEWAj5Mpx8Up5zxB',
  message: 'This is just a test message',
  signature: 'INbVnW4e6PeRmsv2Qgu8NuopvrVjkcxob+sX8OcZG0SALhWybUjzMLPdAsXI46YZGb0KQTRii+wWIQzRpG/U+S0=',
};

// bitcoinjs-message test/fixtures.json, message "vires is numeris".
// "valid.verify" P2PKH entries are signed by some key whose addresses are given;
// "valid.sign" entries are signed by secret key d = 1 with each header family,
// and "valid.verify" pairs the segwit ones with d = 1's segwit addresses.
// d = 1's P2PKH addresses (1EHNa6..., 1BgGZ9...) are the well-known key-1
// addresses; the fixture helpers re-derive them below as a cross-check.
const BITCOINJS = {
  message: 'vires is numeris',
  p2pkhUncompressed: {
    address: '16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM',
    signature: 'G8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=',
  },
  p2pkhCompressed: {
    address: '1PMycacnJaSqwwJqjawXBErnLsZ7RkXUAs',
    signature: 'H8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=',
  },
  keyOneUncompressed: {
    address: '1EHNa6Q4Jz2uvNExL497mE43ikXhwF6kZm',
    signature: 'HF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=',
  },
  keyOneCompressed: {
    address: '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH',
    // Same r, s as the segwit signatures with the compressed-P2PKH header:
    // also the form Electrum produces for segwit addresses.
    signature: 'IF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=',
  },
  p2shP2wpkh: {
    address: '3JvL6Ymt8MVWiCNHC7oWU6nLeHNJKLZGLN',
    signature: 'JF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=',
  },
  p2wpkh: {
    address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    signature: 'KF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=',
  },
  // fixtures.json "valid.magicHash"
  magicHashes: [
    ['', '80e795d4a4caadd7047af389d9f7f220562feb6196032e2131e10563352c4bcc'],
    ['Vires is Numeris', 'f8a5affbef4a3241b19067aa694562f64f513310817297089a8929a930f4f933'],
    ['Virès is Numéris', 'af3d51b82a6694d76af5b49401d6f824d66cfce6f96213e606e7da95fe675f25'],
  ],
} as const;

describe('Bitcoin signed messages', () => {
  describe('message digest', () => {
    it.each(BITCOINJS.magicHashes)('matches bitcoinjs-message magicHash for %j', (message, expected) => {
      expect(hex.encode(bitcoinMessageDigest(message))).toBe(expected);
    });

    it('encodes lengths as Bitcoin compactSize', () => {
      expect(hex.encode(compactSize(0))).toBe('00');
      expect(hex.encode(compactSize(252))).toBe('fc');
      expect(hex.encode(compactSize(253))).toBe('fdfd00');
      expect(hex.encode(compactSize(0xffff))).toBe('fdffff');
      expect(hex.encode(compactSize(0x10000))).toBe('fe00000100');
    });
  });

  describe('published vectors, BIP-137 (default scheme)', () => {
    it('Bitcoin Core signmessagewithprivkey vector (testnet P2PKH, compressed)', () => {
      expect(verify(CORE.address, CORE.message, CORE.signature)).toEqual({ ok: true });
      expect(verify(CORE.address, CORE.message, CORE.signature, 'bip137')).toEqual({ ok: true });
    });

    it.each([
      ['P2PKH uncompressed', BITCOINJS.p2pkhUncompressed],
      ['P2PKH compressed', BITCOINJS.p2pkhCompressed],
      ['key 1 P2PKH uncompressed', BITCOINJS.keyOneUncompressed],
      ['key 1 P2PKH compressed', BITCOINJS.keyOneCompressed],
      ['P2SH-P2WPKH', BITCOINJS.p2shP2wpkh],
      ['P2WPKH', BITCOINJS.p2wpkh],
    ])('bitcoinjs-message %s vector', (_name, vector) => {
      expect(verify(vector.address, BITCOINJS.message, vector.signature)).toEqual({ ok: true });
    });

    it('rejects the wrong message (bitcoinjs-message invalid.verify)', () => {
      const { address, signature } = BITCOINJS.p2pkhUncompressed;
      expect(verify(address, 'foobar', signature)).toEqual({ ok: false, reason: 'SIGNER_MISMATCH' });
    });

    it('does not cross-verify compressed and uncompressed keys (bitcoinjs-message invalid.verify)', () => {
      expect(verify(BITCOINJS.p2pkhUncompressed.address, BITCOINJS.message, BITCOINJS.p2pkhCompressed.signature)).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
      expect(verify(BITCOINJS.p2pkhCompressed.address, BITCOINJS.message, BITCOINJS.p2pkhUncompressed.signature)).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
    });

    it('rejects the wrong address 1111111111111111111114oLvT2 (bitcoinjs-message invalid.verify)', () => {
      expect(verify('1111111111111111111114oLvT2', BITCOINJS.message, BITCOINJS.p2pkhCompressed.signature)).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
    });

    it('holds a header to its address type: a P2PKH header does not prove a segwit address', () => {
      expect(verify(BITCOINJS.p2wpkh.address, BITCOINJS.message, BITCOINJS.keyOneCompressed.signature)).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
      expect(verify(BITCOINJS.keyOneCompressed.address, BITCOINJS.message, BITCOINJS.p2wpkh.signature)).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
    });
  });

  describe('published vectors, Electrum scheme', () => {
    it('accepts a compressed-header signature for every address type of the key', () => {
      for (const address of [
        BITCOINJS.keyOneCompressed.address,
        BITCOINJS.p2shP2wpkh.address,
        BITCOINJS.p2wpkh.address,
      ]) {
        expect(verify(address, BITCOINJS.message, BITCOINJS.keyOneCompressed.signature, 'electrum')).toEqual({ ok: true });
      }
      expect(verify(CORE.address, CORE.message, CORE.signature, 'electrum')).toEqual({ ok: true });
    });

    it('an uncompressed-header signature only proves the uncompressed P2PKH address', () => {
      const { address, signature } = BITCOINJS.keyOneUncompressed;
      expect(verify(address, BITCOINJS.message, signature, 'electrum')).toEqual({ ok: true });
      expect(verify(BITCOINJS.p2wpkh.address, BITCOINJS.message, signature, 'electrum')).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
    });

    it('rejects BIP-137 segwit headers (35-42) as malformed', () => {
      expect(verify(BITCOINJS.p2wpkh.address, BITCOINJS.message, BITCOINJS.p2wpkh.signature, 'electrum')).toEqual({
        ok: false,
        reason: 'MALFORMED_SIGNATURE',
      });
    });
  });

  describe('keys generated in the test', () => {
    const message = 'I verify that I control this wallet. Nonce: 019542f5-b3e7-1d02';

    it('round-trips every BIP-137 header family on mainnet and test networks', () => {
      const sk = secretKey();
      const cases: Array<[string, string]> = [
        [p2pkhAddress(sk, false), signBitcoin(message, sk, 27)],
        [p2pkhAddress(sk, false, 'test'), signBitcoin(message, sk, 27)],
        [p2pkhAddress(sk, true), signBitcoin(message, sk, 31)],
        [p2pkhAddress(sk, true, 'test'), signBitcoin(message, sk, 31)],
        [p2shP2wpkhAddress(sk), signBitcoin(message, sk, 35)],
        [p2shP2wpkhAddress(sk, 'test'), signBitcoin(message, sk, 35)],
        [p2wpkhAddress(sk), signBitcoin(message, sk, 39)],
        [p2wpkhAddress(sk, 'tb'), signBitcoin(message, sk, 39)],
        [p2wpkhAddress(sk, 'bcrt'), signBitcoin(message, sk, 39)],
        [p2wpkhAddress(sk).toUpperCase(), signBitcoin(message, sk, 39)],
      ];
      for (const [address, signature] of cases) {
        expect(verify(address, message, signature), address).toEqual({ ok: true });
      }
    });

    it('round-trips Electrum-style signatures for segwit addresses', () => {
      const sk = secretKey();
      const signature = signBitcoin(message, sk, 31);
      for (const address of [p2pkhAddress(sk, true), p2shP2wpkhAddress(sk), p2wpkhAddress(sk), p2wpkhAddress(sk, 'tb')]) {
        expect(verify(address, message, signature, 'electrum'), address).toEqual({ ok: true });
      }
    });

    it('handles messages of 253 bytes and more (multi-byte compactSize)', () => {
      const sk = secretKey();
      for (const long of ['x'.repeat(253), 'é'.repeat(40_000)]) {
        expect(verify(p2wpkhAddress(sk), long, signBitcoin(long, sk, 39))).toEqual({ ok: true });
      }
    });

    it('accepts the high-s twin, as libsecp256k1 recovery does', () => {
      const sk = secretKey();
      const { recovery, rs } = signRecoverable(bitcoinDigest(message), sk);
      const twin = highS(rs, recovery);
      const signature = Buffer.from([31 + twin.recovery, ...twin.rs]).toString('base64');
      expect(verify(p2pkhAddress(sk, true), message, signature)).toEqual({ ok: true });
    });

    it('works with secret key 1 across address types (matches the bitcoinjs addresses)', () => {
      expect(p2pkhAddress(SECRET_KEY_ONE, false)).toBe(BITCOINJS.keyOneUncompressed.address);
      expect(p2pkhAddress(SECRET_KEY_ONE, true)).toBe(BITCOINJS.keyOneCompressed.address);
      expect(p2shP2wpkhAddress(SECRET_KEY_ONE)).toBe(BITCOINJS.p2shP2wpkh.address);
      expect(p2wpkhAddress(SECRET_KEY_ONE)).toBe(BITCOINJS.p2wpkh.address);
    });
  });

  describe('negative cases', () => {
    const sk = secretKey();
    const message = 'challenge';
    const address = p2wpkhAddress(sk);
    const signature = signBitcoin(message, sk, 39);
    const raw = Buffer.from(signature, 'base64');
    const withHeader = (header: number) => Buffer.from([header, ...raw.subarray(1)]).toString('base64');

    it('signature over a different message', () => {
      expect(verify(address, 'challenge!', signature)).toEqual({ ok: false, reason: 'SIGNER_MISMATCH' });
    });

    it('signature by a different key', () => {
      expect(verify(address, message, signBitcoin(message, secretKey(), 39))).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
    });

    it('wrong address type for the header: P2WPKH-header signature against the same key’s P2PKH / P2SH addresses', () => {
      expect(verify(p2pkhAddress(sk, true), message, signature)).toEqual({ ok: false, reason: 'SIGNER_MISMATCH' });
      expect(verify(p2shP2wpkhAddress(sk), message, signature)).toEqual({ ok: false, reason: 'SIGNER_MISMATCH' });
    });

    it.each([
      ['not base64', '!!!not base64!!!'],
      ['empty', ''],
      ['hex instead of base64', raw.toString('hex')],
      ['64 bytes', raw.subarray(0, 64).toString('base64')],
      ['66 bytes', Buffer.concat([raw, Buffer.of(0)]).toString('base64')],
      ['header 26', withHeader(26)],
      ['header 43', withHeader(43)],
      ['header 0', withHeader(0)],
      ['r = 0', Buffer.concat([Buffer.of(raw[0]), Buffer.alloc(32), raw.subarray(33)]).toString('base64')],
    ])('malformed signature: %s', (_name, bad) => {
      expect(verify(address, message, bad)).toEqual({ ok: false, reason: 'MALFORMED_SIGNATURE' });
    });

    it.each([
      ['empty', ''],
      ['bad base58 checksum', `${p2pkhAddress(sk, true).slice(0, -1)}${p2pkhAddress(sk, true).endsWith('1') ? '2' : '1'}`],
      ['bad bech32 checksum', `${address.slice(0, -1)}${address.endsWith('q') ? 'p' : 'q'}`],
      ['mixed-case bech32', `${address.slice(0, 6).toUpperCase()}${address.slice(6)}`],
      ['unknown segwit HRP', p2wpkhAddress(sk).replace(/^bc/, 'ltc')],
      // BIP-350 invalid-address vector: version 0 with a bech32m checksum.
      ['v0 program encoded with bech32m', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'],
      ['EVM address', '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23'],
      ['valid base58check, Litecoin version byte 0x30', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9'],
    ])('malformed address: %s', (_name, bad) => {
      expect(verify(bad, message, signature)).toEqual({ ok: false, reason: 'MALFORMED_ADDRESS' });
    });

    it('Taproot and P2WSH addresses are unsupported (need BIP-322)', () => {
      expect(verify(p2trAddress(sk), message, signature)).toEqual({ ok: false, reason: 'UNSUPPORTED_SCHEME' });
      // BIP-173 example P2WSH address.
      expect(verify('bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', message, signature)).toEqual({
        ok: false,
        reason: 'UNSUPPORTED_SCHEME',
      });
    });

    it('an unknown signatureScheme is unsupported', () => {
      expect(
        verifyWalletSignature({
          chain: 'BITCOIN',
          address,
          message,
          signature,
          signatureScheme: 'bip322' as unknown as BitcoinSignatureScheme,
        }),
      ).toEqual({ ok: false, reason: 'UNSUPPORTED_SCHEME' });
    });
  });
});
