import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { verifyWalletSignature } from '../../../src/crypto/wallet-signatures/index.ts';
import { tip191Digest, tronV1HashedDigest, tronV1RawDigest } from '../../../src/crypto/wallet-signatures/tron.ts';
import {
  evmAddress,
  highS,
  rsvHex,
  secretKey,
  signEvm,
  signRecoverable,
  signTron,
  tronAddress,
  tronDigest,
} from './wallet-signing-fixtures.ts';

const verify = (address: string, message: string, signature: string) =>
  verifyWalletSignature({ chain: 'TRON', address, message, signature });

// Trust Wallet wallet-core, tests/chains/Tron/TronMessageSignerTests.cpp.
// Current revision signs TIP-191 v2; an earlier revision of the same test
// (and of src/Tron/MessageSigner.cpp) used the v1 "\n32" header over the raw
// message bytes and expected the legacy signature below. The address of this
// key is the FreezeBalanceV2 owner in wallet-core's tests/chains/Tron/SignerTests.cpp.
const WALLET_CORE = {
  privateKey: '75065f100e38d3f3b4c5c4235834ba8216de62272a4f03532c44b31a5734360a',
  address: 'TWWb9EjUWai17YEVB7FR8hreupYJKG9sMR',
  v2: [
    {
      message: 'Hello World',
      signature:
        'bc0753c070cc55693097df11bc11e1a7c4bd5e1a40b9dc94c75568e59bcc9d6b50a7873ef25b469e494490a54de37327b4bc7fc825c81a377b555e34fb7261ba1c',
    },
    {
      message: 'A much longer message to test the signing and verification process',
      signature:
        '93aee5f753cf889e0749c74dd0c5996cce889883ae079e09ede462e16d65d06a4f43d1ed2745e9f3c1690695628269bd58f057a4a93953cc50e66b4a05bc0f451b',
    },
  ],
  v1Raw: {
    message: 'Hello World',
    signature:
      '9bb6d11ec8a6a3fb686a8f55b123e7ec4e9746a26157f6f9e854dd72f5683b450397a7b0a9653865658de8f9243f877539882891bad30c7286c3bf5622b900471b',
  },
};

describe('Tron signed messages', () => {
  describe('published vectors (Trust Wallet wallet-core)', () => {
    it('the published key derives the published T-address', () => {
      expect(tronAddress(hex.decode(WALLET_CORE.privateKey))).toBe(WALLET_CORE.address);
    });

    it.each(WALLET_CORE.v2)('TIP-191 v2 signature of $message', ({ message, signature }) => {
      expect(verify(WALLET_CORE.address, message, signature)).toEqual({ ok: true });
      expect(verify(WALLET_CORE.address, message, `0x${signature}`)).toEqual({ ok: true });
    });

    it('legacy v1 signature over the raw message bytes', () => {
      expect(verify(WALLET_CORE.address, WALLET_CORE.v1Raw.message, WALLET_CORE.v1Raw.signature)).toEqual({ ok: true });
    });

    it('rejects a published signature for the other published message', () => {
      expect(verify(WALLET_CORE.address, WALLET_CORE.v2[1].message, WALLET_CORE.v2[0].signature)).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
    });
  });

  describe('digests', () => {
    it.each(['v2', 'v1-hashed', 'v1-raw'] as const)('%s digest matches an independent computation', (version) => {
      const message = 'Übergabe ✓ nonce 7';
      const digest = { v2: tip191Digest, 'v1-hashed': tronV1HashedDigest, 'v1-raw': tronV1RawDigest }[version];
      expect(hex.encode(digest(message))).toBe(hex.encode(tronDigest(version, message)));
    });
  });

  describe('keys generated in the test', () => {
    const message = 'I verify that I control this wallet. Nonce: 019542f5-b3e7-1d02';

    it.each(['v2', 'v1-hashed', 'v1-raw'] as const)('verifies a %s signature', (version) => {
      const sk = secretKey();
      expect(verify(tronAddress(sk), message, signTron(version, message, sk))).toEqual({ ok: true });
    });

    it('accepts v = 0/1 and the high-s twin', () => {
      const sk = secretKey();
      const signed = signRecoverable(tronDigest('v2', message), sk);
      expect(verify(tronAddress(sk), message, rsvHex(signed, 0))).toEqual({ ok: true });
      expect(verify(tronAddress(sk), message, rsvHex(highS(signed.rs, signed.recovery)))).toEqual({ ok: true });
    });
  });

  describe('negative cases', () => {
    const sk = secretKey();
    const address = tronAddress(sk);
    const message = 'challenge';
    const signature = signTron('v2', message, sk);

    it('signature over a different message', () => {
      expect(verify(address, 'challenge?', signature)).toEqual({ ok: false, reason: 'SIGNER_MISMATCH' });
    });

    it('signature by a different key', () => {
      expect(verify(address, message, signTron('v2', message, secretKey()))).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
    });

    it('an Ethereum personal_sign signature by the same key does not verify (different domain prefix)', () => {
      expect(verify(address, message, signEvm(message, sk))).toEqual({ ok: false, reason: 'SIGNER_MISMATCH' });
    });

    it.each([
      ['not hex', 'xyz'],
      ['empty', ''],
      ['64 bytes', signature.slice(0, 130)],
      ['v = 30', `${signature.slice(0, 130)}1e`],
      ['base58', 'TWWb9EjUWai17YEVB7FR8hreupYJKG9sMR'],
    ])('malformed signature: %s', (_name, bad) => {
      expect(verify(address, message, bad)).toEqual({ ok: false, reason: 'MALFORMED_SIGNATURE' });
    });

    it.each([
      ['empty', ''],
      ['EVM hex address of the same key', evmAddress(sk)],
      ['bad checksum', `${address.slice(0, -1)}${address.endsWith('A') ? 'B' : 'A'}`],
      // Bitcoin P2PKH: valid base58check but version 0x00, not 0x41.
      ['wrong version byte', '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH'],
    ])('malformed address: %s', (_name, bad) => {
      expect(verify(bad, message, signature)).toEqual({ ok: false, reason: 'MALFORMED_ADDRESS' });
    });
  });
});
