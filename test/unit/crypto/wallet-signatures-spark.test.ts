import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64, bech32, bech32m, hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { verifyWalletSignature } from '../../../src/crypto/wallet-signatures/index.ts';
import { decodeSparkAddress } from '../../../src/crypto/wallet-signatures/spark-address.ts';
import { SECRET_KEY_ONE, secretKey, signSpark, sparkAddress, text } from './wallet-signing-fixtures.ts';

const verify = (address: string, message: string, signature: string) =>
  verifyWalletSignature({ chain: 'SPARK', address, message, signature });

// ethanmarcuss/spark-address src/lib.rs unit tests: the generator point G
// (the public key of secret key 1) under the legacy mainnet and regtest prefixes.
const KEY_ONE = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';
const SP_MAINNET = 'sp1pgssy7d7vel0nh9m4326qc54e6rskpczn07dktww9rv4nu5ptvt0s9ucez8h3s';
const SP_REGTEST = 'sprt1pgssy7d7vel0nh9m4326qc54e6rskpczn07dktww9rv4nu5ptvt0s9ucd5rgc0';
// "kat_encode_spark_address_matches_reference_vector" in a Rust Spark wallet
// (cross-checked there against ethanmarcuss/spark-address): current `spark` prefix.
const SPARK_KAT = {
  key: '02894808873b896e21d29856a6d7bb346fb13c019739adb9bf0b6a8b7e28da53da',
  address: 'spark1pgss9z2gpzrnhztwy8ffs44x67angma38sqewwddhxlsk65t0c5d5576quly2j',
};
// The reference OpenAPI example SPARK_WALLET address. Its payload is a valid
// key, but its checksum only matches the prefix `sprt`: it is a regtest
// address with the prefix rewritten by hand, so it is not a valid address.
const SPEC_EXAMPLE = 'spark1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu';

describe('Spark (identity-key message signatures)', () => {
  describe('address decoding vectors', () => {
    it.each([
      ['sp (legacy mainnet)', SP_MAINNET, KEY_ONE],
      ['sprt (legacy regtest)', SP_REGTEST, KEY_ONE],
      ['spark (mainnet)', SPARK_KAT.address, SPARK_KAT.key],
      ['uppercase', SPARK_KAT.address.toUpperCase(), SPARK_KAT.key],
    ])('%s', (_name, address, key) => {
      const decoded = decodeSparkAddress(address);
      expect(decoded && hex.encode(decoded)).toBe(key);
    });

    it('test fixture encodes the same address for key 1 as the reference crate', () => {
      expect(sparkAddress(SECRET_KEY_ONE, 'sp')).toBe(SP_MAINNET);
    });

    it('rejects the reference OpenAPI example address (bad checksum)', () => {
      expect(decodeSparkAddress(SPEC_EXAMPLE)).toBeUndefined();
      expect(decodeSparkAddress(SPEC_EXAMPLE.replace(/^spark/, 'sprt'))).toBeDefined();
    });

    it('skips extra protobuf fields such as invoice data', () => {
      const key = hex.decode(SPARK_KAT.key);
      const payload = new Uint8Array([0x0a, 0x21, ...key, 0x12, 0x03, 1, 2, 3, 0x18, 0x96, 0x01]);
      const address = bech32m.encode('spark', bech32m.toWords(payload), 1024);
      expect(hex.encode(decodeSparkAddress(address) ?? new Uint8Array())).toBe(SPARK_KAT.key);
    });

    it.each([
      ['no key field', new Uint8Array([0x12, 0x01, 0x00])],
      ['32-byte key', new Uint8Array([0x0a, 0x20, ...new Uint8Array(32).fill(7)])],
      ['key not on the curve', new Uint8Array([0x0a, 0x21, 0x02, ...new Uint8Array(32).fill(0xff)])],
      ['truncated field', new Uint8Array([0x0a, 0x21, 0x02, 0x79])],
      ['key field twice', new Uint8Array([0x0a, 0x21, ...hex.decode(KEY_ONE), 0x0a, 0x21, ...hex.decode(KEY_ONE)])],
    ])('rejects payload: %s', (_name, payload) => {
      expect(decodeSparkAddress(bech32m.encode('spark', bech32m.toWords(payload), 1024))).toBeUndefined();
    });
  });

  describe('signatures', () => {
    const message = 'I verify that I control this wallet. Nonce: 019542f5-b3e7-1d02';

    it('verifies a signature by secret key 1 against the published sp1 address', () => {
      const der = hex.encode(signSpark(message, SECRET_KEY_ONE, 'der'));
      expect(verify(SP_MAINNET, message, der)).toEqual({ ok: true });
    });

    it.each([
      ['DER hex (Spark SDK default)', (sig: Uint8Array) => hex.encode(sig), 'der'],
      ['DER hex with 0x', (sig: Uint8Array) => `0x${hex.encode(sig)}`, 'der'],
      ['DER base64 (Xverse)', (sig: Uint8Array) => base64.encode(sig), 'der'],
      ['compact hex (compact: true)', (sig: Uint8Array) => hex.encode(sig), 'compact'],
      ['compact base64', (sig: Uint8Array) => base64.encode(sig), 'compact'],
      ['BIP-340 Schnorr hex (Turnkey-backed signers)', (sig: Uint8Array) => hex.encode(sig), 'schnorr'],
    ] as const)('%s', (_name, encode, form) => {
      const sk = secretKey();
      for (const prefix of ['spark', 'sparkrt', 'sp']) {
        expect(verify(sparkAddress(sk, prefix), message, encode(signSpark(message, sk, form)))).toEqual({ ok: true });
      }
    });

    it('accepts a high-s ECDSA signature', () => {
      const sk = secretKey();
      const compact = signSpark(message, sk, 'compact');
      const s = BigInt(`0x${hex.encode(compact.subarray(32))}`);
      const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
      const twin = hex.encode(compact.subarray(0, 32)) + (n - s).toString(16).padStart(64, '0');
      expect(verify(sparkAddress(sk), message, twin)).toEqual({ ok: true });
    });
  });

  describe('negative cases', () => {
    const sk = secretKey();
    const address = sparkAddress(sk);
    const message = 'challenge';
    const der = hex.encode(signSpark(message, sk, 'der'));

    it('signature over a different message', () => {
      expect(verify(address, 'challenge.', der)).toEqual({ ok: false, reason: 'SIGNER_MISMATCH' });
      expect(verify(address, 'challenge.', hex.encode(signSpark(message, sk, 'schnorr')))).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
    });

    it('signature by a different key', () => {
      expect(verify(address, message, hex.encode(signSpark(message, secretKey(), 'der')))).toEqual({
        ok: false,
        reason: 'SIGNER_MISMATCH',
      });
    });

    it('a signature over a double sha256 does not verify', () => {
      // noble signs sha256(input) by default, so this signs sha256(sha256(message)).
      const doubleHashed = secp256k1.sign(sha256(text(message)), sk, { format: 'der' });
      expect(verify(address, message, hex.encode(doubleHashed))).toEqual({ ok: false, reason: 'SIGNER_MISMATCH' });
    });

    it.each([
      ['not hex or base64', '%%%'],
      ['empty', ''],
      ['63 bytes', der.slice(0, 126)],
      ['DER with trailing byte', `${der}00`],
      ['DER with wrong outer length', `30ff${der.slice(4)}`],
    ])('malformed signature: %s', (_name, bad) => {
      expect(verify(address, message, bad)).toEqual({ ok: false, reason: 'MALFORMED_SIGNATURE' });
    });

    it.each([
      ['empty', ''],
      ['bech32 (not bech32m) checksum', bech32.encode('spark', bech32m.decodeUnsafe(address)?.words ?? [], 1024)],
      ['unknown prefix', sparkAddress(sk, 'bc')],
      ['mixed case', `${address.slice(0, 8).toUpperCase()}${address.slice(8)}`],
      ['EVM address', '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23'],
      ['reference OpenAPI example (bad checksum)', SPEC_EXAMPLE],
    ])('malformed address: %s', (_name, bad) => {
      expect(verify(bad, message, der)).toEqual({ ok: false, reason: 'MALFORMED_ADDRESS' });
    });
  });
});
