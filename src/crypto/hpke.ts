import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { p256 } from '@noble/curves/nist.js';

/**
 * HPKE (RFC 9180) base mode with DHKEM(P-256, HKDF-SHA256), HKDF-SHA256 and AES-256-GCM, as the
 * wallet protocol uses it for OTP bundles, wallet export and legacy session keys:
 * info = UTF-8 "turnkey_hpke"; AAD = encapsulated key (65 bytes, uncompressed) followed by the
 * recipient public key (65 bytes, uncompressed). The ciphertext includes the 16-byte GCM tag.
 * The HPKE arithmetic itself is the `@hpke/core` library's (WebCrypto).
 */
export const HPKE_INFO = new TextEncoder().encode('turnkey_hpke');

const suite = new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() });

const concat = (a: Uint8Array, b: Uint8Array) => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
};

export interface Sealed {
  /** Encapsulated ephemeral public key, 65 bytes uncompressed. */
  enc: Uint8Array;
  /** AES-256-GCM ciphertext with its tag. */
  ciphertext: Uint8Array;
}

/** Encrypts to a recipient's uncompressed (65-byte) P-256 public key. */
export async function hpkeSeal(recipientPublic: Uint8Array, plaintext: Uint8Array): Promise<Sealed> {
  const recipientPublicKey = await suite.kem.deserializePublicKey(recipientPublic);
  const sender = await suite.createSenderContext({ recipientPublicKey, info: HPKE_INFO });
  const enc = new Uint8Array(sender.enc);
  const ciphertext = new Uint8Array(await sender.seal(plaintext, concat(enc, recipientPublic)));
  return { enc, ciphertext };
}

/** Decrypts with the recipient's 32-byte private scalar; throws when anything does not match. */
export async function hpkeOpen(recipientPrivate: Uint8Array, sealed: Sealed): Promise<Uint8Array> {
  const recipientPublic = p256.getPublicKey(recipientPrivate, false);
  const recipientKey = await suite.kem.importKey('jwk', privateJwk(recipientPrivate, recipientPublic), false);
  const recipient = await suite.createRecipientContext({ recipientKey, enc: sealed.enc, info: HPKE_INFO });
  return new Uint8Array(await recipient.open(sealed.ciphertext, concat(sealed.enc, recipientPublic)));
}

function privateJwk(d: Uint8Array, pub: Uint8Array): import('node:crypto').webcrypto.JsonWebKey {
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
  return { kty: 'EC', crv: 'P-256', d: b64(d), x: b64(pub.slice(1, 33)), y: b64(pub.slice(33, 65)), ext: true, key_ops: ['deriveBits'] };
}

/** A fresh P-256 key pair: 32-byte private scalar and 65-byte uncompressed public key. */
export function newP256KeyPair(): { privateKey: Uint8Array; publicKey: Uint8Array } {
  const privateKey = p256.utils.randomSecretKey();
  return { privateKey, publicKey: p256.getPublicKey(privateKey, false) };
}
