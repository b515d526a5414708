import { Aes128Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { p256 } from '@noble/curves/nist.js';
import { entropyToMnemonic, mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { hpkeOpen, hpkeSeal, newP256KeyPair } from '../../../src/crypto/hpke.ts';
import { checkOidcToken, nonceFor } from '../../../src/crypto/oidc.ts';
import { parsePublicKeyHex } from '../../../src/crypto/p256-keys.ts';
import { parseStamp, stampVerifies } from '../../../src/crypto/wallet-stamp.ts';

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'));
const toHex = (b: Uint8Array | ArrayBuffer) => Buffer.from(b instanceof ArrayBuffer ? new Uint8Array(b) : b).toString('hex');

// RFC 9180 Appendix A.3.1: DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, AES-128-GCM, base mode.
const A31 = {
  info: '4f6465206f6e2061204772656369616e2055726e',
  ikmE: '4270e54ffd08d79d5928020af4686d8f6b7d35dbe470265f1f5aa22816ce860e',
  skEm: '4995788ef4b9d6132b249ce59a77281493eb39af373d236a1fe415cb0c2d7beb',
  enc: '04a92719c6195d5085104f469a8b9814d5838ff72b60501e2c4466e5e67b325ac98536d7b61a1af4b78e5b7f951c0900be863c403ce65c9bfcb9382657222d18c4',
  pkRm: '04fe8c19ce0905191ebc298a9245792531f26f0cece2460639e8bc39cb7f706a826a779b4cf969b8a0e539c7f62fb3d30ad6aa8f80e30f1d128aafd68a2ce72ea0',
  skRm: 'f3ce7fdae57e1a310d87f1ebbde6f328be0a99cdbcadf4d6589cf29de4b8ffd2',
  pt: '4265617574792069732074727574682c20747275746820626561757479',
  aad: '436f756e742d30',
  ct: '5ad590bb8baa577f8619db35a36311226a896e7342a6d836d8b7bcd2f20b6c7f9076ac232e3ab2523f39513434',
};

describe('HPKE (RFC 9180) through @hpke/core', () => {
  const suite = new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes128Gcm() });

  it('reproduces the A.3.1 base-mode vector (sender and recipient)', async () => {
    const pair = await suite.kem.deriveKeyPair(hex(A31.ikmE));
    expect(toHex(await suite.kem.serializePrivateKey(pair.privateKey))).toBe(A31.skEm);
    const recipientPublicKey = await suite.kem.deserializePublicKey(hex(A31.pkRm));
    const sender = await suite.createSenderContext({ recipientPublicKey, info: hex(A31.info), ekm: pair });
    expect(toHex(sender.enc)).toBe(A31.enc);
    expect(toHex(await sender.seal(hex(A31.pt), hex(A31.aad)))).toBe(A31.ct);
    const recipientKey = await suite.kem.deserializePrivateKey(hex(A31.skRm));
    const recipient = await suite.createRecipientContext({ recipientKey, enc: hex(A31.enc), info: hex(A31.info) });
    expect(toHex(await recipient.open(hex(A31.ct), hex(A31.aad)))).toBe(A31.pt);
  });

  it('our AES-256-GCM profile (info turnkey_hpke, AAD enc||recipient) round-trips and rejects tampering', async () => {
    const recipient = newP256KeyPair();
    const message = new TextEncoder().encode('{"otp_code":"000000"}');
    const sealed = await hpkeSeal(recipient.publicKey, message);
    expect(sealed.enc).toHaveLength(65);
    expect(sealed.ciphertext).toHaveLength(message.length + 16);
    expect(new TextDecoder().decode(await hpkeOpen(recipient.privateKey, sealed))).toBe('{"otp_code":"000000"}');
    const flipped = Uint8Array.from(sealed.ciphertext);
    flipped[0] ^= 1;
    await expect(hpkeOpen(recipient.privateKey, { ...sealed, ciphertext: flipped })).rejects.toThrow();
    await expect(hpkeOpen(newP256KeyPair().privateKey, sealed)).rejects.toThrow();
  });

  it('binds the recipient key into the AAD: the same ciphertext under plain HPKE without AAD does not open', async () => {
    const recipient = newP256KeyPair();
    const sealed = await hpkeSeal(recipient.publicKey, new Uint8Array([1, 2, 3]));
    const plain = new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new (await import('@hpke/core')).Aes256Gcm() });
    const key = await plain.kem.deserializePrivateKey(recipient.privateKey);
    const ctx = await plain.createRecipientContext({ recipientKey: key, enc: sealed.enc, info: new TextEncoder().encode('turnkey_hpke') });
    await expect(ctx.open(sealed.ciphertext)).rejects.toThrow();
  });
});

describe('BIP-39 mnemonics (official English vectors)', () => {
  it.each([
    ['00000000000000000000000000000000', 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'],
    ['7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f', 'legal winner thank year wave sausage worth useful legal winner thank yellow'],
    ['ffffffffffffffffffffffffffffffff', 'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong'],
  ])('%s', (entropy, mnemonic) => {
    expect(entropyToMnemonic(hex(entropy), wordlist)).toBe(mnemonic);
    expect(toHex(mnemonicToEntropy(mnemonic, wordlist))).toBe(entropy);
  });
});

describe('wallet stamps', () => {
  const header = (publicKey: string, signature: string, scheme = 'SIGNATURE_SCHEME_TK_API_P256') =>
    Buffer.from(JSON.stringify({ publicKey, scheme, signature })).toString('base64url');

  // RFC 6979 A.2.5: P-256, SHA-256, message "sample". Its s is above n/2 (not low-S).
  const x = 'c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721';
  const r = 'efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716';
  const s = 'f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8';
  const pub = toHex(p256.getPublicKey(hex(x), true));

  it('accepts the published RFC 6979 signature, which is not low-S, in DER', () => {
    const sig = p256.Signature.fromBytes(hex(r + s), 'compact');
    expect(sig.hasHighS()).toBe(true);
    const parsed = parseStamp(header(pub, sig.toHex('der')));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(stampVerifies(parsed.stamp, 'sample')).toBe(true);
      expect(stampVerifies(parsed.stamp, 'sample ')).toBe(false);
    }
    // Its low-S twin verifies as well.
    const low = new p256.Signature(sig.r, p256.Point.CURVE().n - sig.s);
    const twin = parseStamp(header(pub, low.toHex('der')));
    expect(twin.ok && stampVerifies(twin.stamp, 'sample')).toBe(true);
  });

  it('accepts an uncompressed publicKey and normalises it to compressed', () => {
    const full = toHex(p256.getPublicKey(hex(x), false));
    const parsed = parseStamp(header(full, p256.Signature.fromBytes(hex(r + s), 'compact').toHex('der')));
    expect(parsed.ok && parsed.stamp.publicKey).toBe(pub);
  });

  it('reports malformed stamps', () => {
    const der = p256.Signature.fromBytes(hex(r + s), 'compact').toHex('der');
    expect(parseStamp('%%%').ok).toBe(false);
    expect(parseStamp(Buffer.from('[1]').toString('base64url')).ok).toBe(false);
    expect(parseStamp(header(pub, der, 'SIGNATURE_SCHEME_OTHER')).ok).toBe(false);
    expect(parseStamp(header(`02${'ff'.repeat(32)}`, der)).ok).toBe(false); // x >= p
    expect(parseStamp(header(pub, r + s)).ok).toBe(false); // compact, not DER
  });

  it('parses P-256 keys in both SEC1 encodings and rejects points off the curve', () => {
    expect(parsePublicKeyHex(pub)?.encoding).toBe('compressed');
    expect(parsePublicKeyHex(`04${'11'.repeat(64)}`)).toBeNull();
    expect(parsePublicKeyHex('zz')).toBeNull();
  });
});

describe('sandbox OIDC checks', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const t = now.getTime() / 1000;
  const token = (claims: Record<string, unknown>) =>
    `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
  const base = { iss: 'accounts.google.com', aud: 'a', sub: 's', iat: t, exp: t + 60 };

  it('accepts fresh tokens within 5 s of clock skew and binds the nonce', () => {
    expect(checkOidcToken(token({ ...base, iat: t + 5 }), now).ok).toBe(true);
    expect(checkOidcToken(token({ ...base, iat: t + 6 }), now).ok).toBe(false);
    expect(checkOidcToken(token({ ...base, iat: t - 60 }), now).ok).toBe(true);
    expect(checkOidcToken(token({ ...base, iat: t - 61 }), now).ok).toBe(false);
    expect(checkOidcToken(token({ ...base, nonce: nonceFor('02ab') }), now, '02ab').ok).toBe(true);
    expect(checkOidcToken(token({ ...base, nonce: nonceFor('02AB') }), now, '02ab').ok).toBe(false);
    expect(checkOidcToken(token({ ...base, aud: ['a', 'b'] }), now)).toMatchObject({ ok: false, kind: 'rejected' });
    expect(checkOidcToken('sandbox-valid-oidc-token', now)).toMatchObject({ ok: false, kind: 'malformed' });
  });

  it('keeps the identity within the nickname bound: sub of at most 255 characters, e-mail of at most 254', () => {
    expect(checkOidcToken(token({ ...base, sub: 's'.repeat(255) }), now).ok).toBe(true);
    expect(checkOidcToken(token({ ...base, sub: 's'.repeat(256) }), now)).toMatchObject({ ok: false, kind: 'rejected' });
    const email = `${'e'.repeat(242)}@example.com`;
    expect(checkOidcToken(token({ ...base, email }), now)).toMatchObject({ ok: true, identity: { email } });
    const long = checkOidcToken(token({ ...base, email: `e${email}` }), now);
    expect(long).toMatchObject({ ok: true, identity: { sub: 's' } });
    expect(long.ok && long.identity.email).toBeUndefined();
  });
});
