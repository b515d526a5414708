/**
 * Test-side wallet signers, written from the wallet formats directly rather
 * than reusing the digest helpers under test, so a shared mistake in a digest
 * would make the round-trip tests fail instead of agreeing with itself.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { base58, base64, bech32, bech32m, createBase58check, hex, utf8 } from '@scure/base';

const base58check = createBase58check(sha256);
const CURVE_ORDER = secp256k1.Point.CURVE().n;

export const text = (s: string): Uint8Array => utf8.decode(s);

export function secretKey(): Uint8Array {
  return secp256k1.utils.randomSecretKey();
}

/** Secret key 1: its public key is the generator G, used by several published vectors. */
export const SECRET_KEY_ONE = hex.decode('0000000000000000000000000000000000000000000000000000000000000001');

/** Signs a 32-byte digest; returns 65 bytes recovery || r || s (noble's 'recovered'). */
export function signRecoverable(digest: Uint8Array, sk: Uint8Array): { recovery: number; rs: Uint8Array } {
  const sig = secp256k1.sign(digest, sk, { prehash: false, format: 'recovered' });
  return { recovery: sig[0], rs: sig.subarray(1) };
}

/** The malleated twin (r, n - s) with the flipped recovery id; same key recovers. */
export function highS(rs: Uint8Array, recovery: number): { recovery: number; rs: Uint8Array } {
  const r = rs.subarray(0, 32);
  const s = BigInt(`0x${hex.encode(rs.subarray(32))}`);
  const twin = (CURVE_ORDER - s).toString(16).padStart(64, '0');
  return { recovery: recovery ^ 1, rs: concatBytes(r, hex.decode(twin)) };
}

// ---- EVM -----------------------------------------------------------------

export function eip191(message: string): Uint8Array {
  const body = text(message);
  return keccak_256(concatBytes(text(`\x19Ethereum Signed Message:\n${body.length}`), body));
}

export function rsvHex(sig: { recovery: number; rs: Uint8Array }, vOffset: 0 | 27 = 27): string {
  return `0x${hex.encode(concatBytes(sig.rs, Uint8Array.of(sig.recovery + vOffset)))}`;
}

export function signEvm(message: string, sk: Uint8Array, vOffset: 0 | 27 = 27): string {
  return rsvHex(signRecoverable(eip191(message), sk), vOffset);
}

function keccakId(sk: Uint8Array): Uint8Array {
  return keccak_256(secp256k1.getPublicKey(sk, false).subarray(1)).subarray(12);
}

export function evmAddress(sk: Uint8Array): string {
  return `0x${hex.encode(keccakId(sk))}`;
}

// ---- Tron ----------------------------------------------------------------

export function tronAddress(sk: Uint8Array): string {
  return base58check.encode(concatBytes(Uint8Array.of(0x41), keccakId(sk)));
}

export function tronDigest(version: 'v2' | 'v1-hashed' | 'v1-raw', message: string): Uint8Array {
  const body = text(message);
  if (version === 'v2') return keccak_256(concatBytes(text(`\x19TRON Signed Message:\n${body.length}`), body));
  const payload = version === 'v1-hashed' ? keccak_256(body) : body;
  return keccak_256(concatBytes(text('\x19TRON Signed Message:\n32'), payload));
}

export function signTron(version: 'v2' | 'v1-hashed' | 'v1-raw', message: string, sk: Uint8Array): string {
  // TronWeb returns 0x-prefixed hex with v = 27/28.
  return rsvHex(signRecoverable(tronDigest(version, message), sk));
}

// ---- Bitcoin -------------------------------------------------------------

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24);
}

export function bitcoinDigest(message: string): Uint8Array {
  const magic = text('Bitcoin Signed Message:\n');
  const body = text(message);
  return sha256(sha256(concatBytes(varint(magic.length), magic, varint(body.length), body)));
}

/** headerBase: 27 P2PKH uncompressed, 31 P2PKH compressed, 35 P2SH-P2WPKH, 39 P2WPKH. */
export function signBitcoin(message: string, sk: Uint8Array, headerBase: 27 | 31 | 35 | 39): string {
  const { recovery, rs } = signRecoverable(bitcoinDigest(message), sk);
  return base64.encode(concatBytes(Uint8Array.of(headerBase + recovery), rs));
}

const hash160 = (b: Uint8Array): Uint8Array => ripemd160(sha256(b));

export function p2pkhAddress(sk: Uint8Array, compressed: boolean, network: 'main' | 'test' = 'main'): string {
  const version = network === 'main' ? 0x00 : 0x6f;
  return base58check.encode(concatBytes(Uint8Array.of(version), hash160(secp256k1.getPublicKey(sk, compressed))));
}

export function p2shP2wpkhAddress(sk: Uint8Array, network: 'main' | 'test' = 'main'): string {
  const redeem = concatBytes(Uint8Array.of(0x00, 0x14), hash160(secp256k1.getPublicKey(sk, true)));
  return base58check.encode(concatBytes(Uint8Array.of(network === 'main' ? 0x05 : 0xc4), hash160(redeem)));
}

export function p2wpkhAddress(sk: Uint8Array, hrp: 'bc' | 'tb' | 'bcrt' = 'bc'): string {
  const program = hash160(secp256k1.getPublicKey(sk, true));
  return bech32.encode(hrp, [0, ...bech32.toWords(program)]);
}

export function p2trAddress(sk: Uint8Array): string {
  // Untweaked x-only key: fine for an address-format test, not a spendable output.
  return bech32m.encode('bc', [1, ...bech32m.toWords(schnorr.getPublicKey(sk))]);
}

// ---- Solana --------------------------------------------------------------

export function solanaKeypair(): { secret: Uint8Array; address: string } {
  const secret = ed25519.utils.randomSecretKey();
  return { secret, address: base58.encode(ed25519.getPublicKey(secret)) };
}

export function signSolana(message: string, secret: Uint8Array): string {
  return base58.encode(ed25519.sign(text(message), secret));
}

// ---- Spark ---------------------------------------------------------------

export function sparkAddress(sk: Uint8Array, prefix = 'spark'): string {
  const payload = concatBytes(Uint8Array.of(0x0a, 0x21), secp256k1.getPublicKey(sk, true));
  return bech32m.encode(prefix, bech32m.toWords(payload), 1024);
}

export function signSpark(message: string, sk: Uint8Array, form: 'der' | 'compact' | 'schnorr'): Uint8Array {
  const digest = sha256(text(message));
  if (form === 'schnorr') return schnorr.sign(digest, sk);
  return secp256k1.sign(digest, sk, { prehash: false, format: form });
}
