import fc from 'fast-check';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { eip191Digest } from '../../../src/crypto/wallet-signatures/evm.ts';
import { verifyWalletSignature } from '../../../src/crypto/wallet-signatures/index.ts';
import {
  evmAddress,
  highS,
  rsvHex,
  secretKey,
  SECRET_KEY_ONE,
  signEvm,
  signRecoverable,
  eip191,
  text,
} from './wallet-signing-fixtures.ts';

const verify = (address: string, message: string, signature: string) =>
  verifyWalletSignature({ chain: 'EVM', address, message, signature });

// web3.js 1.x documentation, web3.eth.accounts.sign('Some data', privateKey)
// (https://web3js.readthedocs.io/en/v1.2.2/web3-eth-accounts.html#sign), also
// used as a fixture by rust-web3's accounts tests and Trust Wallet's keystore tests.
const WEB3_DOCS = {
  privateKey: '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
  address: '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23',
  message: 'Some data',
  messageHash: '1da44b586eb0729ff70a73c326926f6ed5a25f5b056e7f47fbc6e58d86871655',
  signature:
    '0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a0291c',
};

describe('EVM (EIP-191 personal_sign)', () => {
  describe('published vector (web3.js docs)', () => {
    it('computes the documented message hash', () => {
      expect(hex.encode(eip191Digest(WEB3_DOCS.message))).toBe(WEB3_DOCS.messageHash);
    });

    it('verifies the documented signature against the documented address', () => {
      expect(verify(WEB3_DOCS.address, WEB3_DOCS.message, WEB3_DOCS.signature)).toEqual({ ok: true });
    });

    it('compares addresses case-insensitively and accepts a signature without 0x', () => {
      expect(verify(WEB3_DOCS.address.toLowerCase(), WEB3_DOCS.message, WEB3_DOCS.signature.slice(2))).toEqual({
        ok: true,
      });
      expect(verify(WEB3_DOCS.address.toUpperCase().replace('0X', '0x'), WEB3_DOCS.message, WEB3_DOCS.signature)).toEqual({
        ok: true,
      });
    });

    it('the published key derives the published address', () => {
      expect(evmAddress(hex.decode(WEB3_DOCS.privateKey))).toBe(WEB3_DOCS.address.toLowerCase());
      // Secret key 1 -> 0x7E5F...5Bdf is the other well-known derivation check.
      expect(evmAddress(SECRET_KEY_ONE)).toBe('0x7e5f4552091a69125d5dfcb7b8c2659029395bdf');
    });
  });

  describe('keys generated in the test', () => {
    it('verifies v = 27/28 and v = 0/1 encodings', () => {
      const sk = secretKey();
      const message = 'I verify that I control this wallet. Nonce: 019542f5-b3e7-1d02';
      expect(verify(evmAddress(sk), message, signEvm(message, sk, 27))).toEqual({ ok: true });
      expect(verify(evmAddress(sk), message, signEvm(message, sk, 0))).toEqual({ ok: true });
    });

    it('uses the UTF-8 byte length, not the UTF-16 length, in the prefix', () => {
      const sk = secretKey();
      const message = 'Überprüfung ✓ 🔐 nonce 42';
      expect(verify(evmAddress(sk), message, signEvm(message, sk))).toEqual({ ok: true });
      // What a signer that counts UTF-16 code units instead of bytes would sign.
      expect(message.length).not.toBe(text(message).length);
      const utf16LengthDigest = keccak_256(text(`\x19Ethereum Signed Message:\n${message.length}${message}`));
      const signedWithJsLength = rsvHex(signRecoverable(utf16LengthDigest, sk));
      expect(verify(evmAddress(sk), message, signedWithJsLength)).toEqual({ ok: false, reason: 'SIGNER_MISMATCH' });
    });

    it('accepts the high-s twin of a valid signature (malleability is harmless for a one-time proof)', () => {
      const sk = secretKey();
      const message = 'high-s';
      const original = signRecoverable(eip191(message), sk);
      const twin = highS(original.rs, original.recovery);
      expect(secp256k1.Signature.fromBytes(twin.rs, 'compact').hasHighS()).toBe(true);
      expect(verify(evmAddress(sk), message, rsvHex(twin))).toEqual({ ok: true });
    });
  });

  describe('negative cases', () => {
    const sk = secretKey();
    const address = evmAddress(sk);
    const message = 'challenge 1';
    const signature = signEvm(message, sk);

    it('signature over a different message', () => {
      expect(verify(address, 'challenge 2', signature)).toEqual({ ok: false, reason: 'SIGNER_MISMATCH' });
    });

    it('signature by a different key', () => {
      expect(verify(address, message, signEvm(message, secretKey()))).toEqual({ ok: false, reason: 'SIGNER_MISMATCH' });
    });

    it.each([
      ['not hex', '0xzz'],
      ['empty', ''],
      ['bare 0x', '0x'],
      ['odd length', `${signature}0`],
      ['64 bytes (EIP-2098 compact)', signature.slice(0, 130)],
      ['66 bytes', `${signature}00`],
      ['v = 29', `${signature.slice(0, 130)}1d`],
      ['v = 2', `${signature.slice(0, 130)}02`],
      ['r = 0', `0x${'00'.repeat(32)}${signature.slice(66)}`],
      ['s >= n', `${signature.slice(0, 66)}${'ff'.repeat(32)}1b`],
      ['base64 instead of hex', Buffer.from(hex.decode(signature.slice(2))).toString('base64')],
    ])('malformed signature: %s', (_name, bad) => {
      expect(verify(address, message, bad)).toEqual({ ok: false, reason: 'MALFORMED_SIGNATURE' });
    });

    it.each([
      ['too short', '0x1234'],
      ['not hex', `0x${'g'.repeat(40)}`],
      ['Tron address', 'TWWb9EjUWai17YEVB7FR8hreupYJKG9sMR'],
      ['empty', ''],
    ])('malformed address: %s', (_name, bad) => {
      expect(verify(bad, message, signature)).toEqual({ ok: false, reason: 'MALFORMED_ADDRESS' });
    });
  });

  describe('properties', () => {
    const secretKeys = fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((b) => {
      const k = BigInt(`0x${hex.encode(b)}`);
      return k > 0n && k < 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
    });

    it('any message signed by any key verifies against that key’s address', () => {
      fc.assert(
        fc.property(secretKeys, fc.string({ unit: 'binary', maxLength: 300 }), (sk, message) => {
          expect(verify(evmAddress(sk), message, signEvm(message, sk))).toEqual({ ok: true });
        }),
        { numRuns: 60 },
      );
    });

    it('changing any byte of the signature makes it fail (and never throws), but v written in its other convention', () => {
      // v 27/28 and 0/1 are the same recovery id (recoverable-ecdsa.ts): 28 -> 1 is the same signature.
      const recoveryId = (v: number) => (v === 27 || v === 28 ? v - 27 : v === 0 || v === 1 ? v : -1);
      fc.assert(
        fc.property(
          secretKeys,
          fc.string({ maxLength: 80 }),
          fc.integer({ min: 0, max: 64 }),
          fc.integer({ min: 1, max: 255 }),
          (sk, message, index, mask) => {
            const bytes = hex.decode(signEvm(message, sk).slice(2));
            const v = bytes[64];
            bytes[index] ^= mask;
            const result = verify(evmAddress(sk), message, `0x${hex.encode(bytes)}`);
            expect(result.ok).toBe(index === 64 && recoveryId(bytes[64]) === recoveryId(v));
          },
        ),
        { numRuns: 150 },
      );
    });
  });
});
