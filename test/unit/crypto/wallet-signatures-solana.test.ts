import { base58, hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { verifyWalletSignature } from '../../../src/crypto/wallet-signatures/index.ts';
import { signSolana, solanaKeypair } from './wallet-signing-fixtures.ts';

const verify = (address: string, message: string, signature: string) =>
  verifyWalletSignature({ chain: 'SOLANA', address, message, signature });

const b58 = (hexText: string) => base58.encode(hex.decode(hexText));

// RFC 8032 section 7.1, Ed25519 TEST 1 (empty message) and TEST 2 (message 0x72 = "r").
const RFC8032 = [
  {
    name: 'TEST 1',
    publicKey: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    message: '',
    signature:
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
  },
  {
    name: 'TEST 2',
    publicKey: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    message: 'r',
    signature:
      '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
  },
];

describe('Solana (Ed25519 signMessage)', () => {
  describe('RFC 8032 vectors, base58-encoded as Solana wallets send them', () => {
    it.each(RFC8032)('$name verifies', ({ publicKey, message, signature }) => {
      expect(verify(b58(publicKey), message, b58(signature))).toEqual({ ok: true });
    });

    it('TEST 1 signature does not verify TEST 2 message', () => {
      expect(verify(b58(RFC8032[0].publicKey), 'r', b58(RFC8032[0].signature))).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
    });
  });

  describe('keys generated in the test', () => {
    it('verifies a UTF-8 message', () => {
      const { secret, address } = solanaKeypair();
      const message = 'I verify that I control this wallet. Nonce: 019542f5 — ✓';
      expect(verify(address, message, signSolana(message, secret))).toEqual({ ok: true });
    });
  });

  describe('negative cases', () => {
    const { secret, address } = solanaKeypair();
    const message = 'challenge';
    const signature = signSolana(message, secret);

    it('signature over a different message', () => {
      expect(verify(address, 'Challenge', signature)).toEqual({ ok: false, reason: 'SIGNER_MISMATCH' });
    });

    it('signature by a different key', () => {
      expect(verify(address, message, signSolana(message, solanaKeypair().secret))).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
    });

    it('non-canonical s (s + L) is rejected', () => {
      const bytes = base58.decode(signature);
      let s = 0n;
      for (let i = 31; i >= 0; i--) s = (s << 8n) | BigInt(bytes[32 + i]);
      s += 2n ** 252n + 27742317777372353535851937790883648493n;
      for (let i = 0; i < 32; i++) bytes[32 + i] = Number((s >> BigInt(8 * i)) & 0xffn);
      expect(verify(address, message, base58.encode(bytes))).toEqual({ ok: false, reason: 'SIGNER_MISMATCH' });
    });

    it('a small-order "address" cannot be proven with a forged identity signature', () => {
      // The all-zero key (the system program id) decodes to a point of order 4.
      // With R = identity and s = 0 the cofactored equation holds for any
      // message, and a ZIP-215 verifier (noble's default) accepts this forgery.
      const identity = new Uint8Array(32);
      identity[0] = 1;
      const forged = base58.encode(new Uint8Array([...identity, ...new Uint8Array(32)]));
      expect(verify('11111111111111111111111111111111', message, forged)).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
    });

    it.each([
      ['not base58 (0, O, I, l are excluded)', '0OIl'],
      ['empty', ''],
      ['63 bytes', base58.encode(base58.decode(signature).subarray(0, 63))],
      ['hex', hex.encode(base58.decode(signature))],
    ])('malformed signature: %s', (_name, bad) => {
      expect(verify(address, message, bad)).toEqual({ ok: false, reason: 'MALFORMED_SIGNATURE' });
    });

    it.each([
      ['empty', ''],
      ['31 bytes', base58.encode(base58.decode(address).subarray(0, 31))],
      ['EVM address', '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23'],
      ['very long input', '1'.repeat(10_000)],
    ])('malformed address: %s', (_name, bad) => {
      expect(verify(bad, message, signature)).toEqual({ ok: false, reason: 'MALFORMED_ADDRESS' });
    });
  });
});
