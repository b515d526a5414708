import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { es256Verifies, fromBase64url, parseAttestationObject, parseAuthenticatorData, parseClientData } from '../../../src/crypto/webauthn.ts';
import { SoftPasskey } from '../../support/wallet-auth.ts';

describe('WebAuthn parsing and ES256 assertions', () => {
  it('reads the attested ES256 key, credential id, flags and counter from a registration', async () => {
    const passkey = new SoftPasskey('example.org', 'https://example.org');
    const att = await passkey.attest('Y2hhbGxlbmdl');
    const object = parseAttestationObject(att.attestationObject);
    expect(object?.fmt).toBe('none');
    const data = parseAuthenticatorData(object?.authData ?? new Uint8Array());
    expect(data?.userPresent).toBe(true);
    expect(data?.userVerified).toBe(true);
    expect(Buffer.from(data?.rpIdHash ?? []).toString('hex')).toBe(Buffer.from(sha256(new TextEncoder().encode('example.org'))).toString('hex'));
    expect(Buffer.from(data?.attested?.credentialId ?? []).toString('base64url')).toBe(passkey.credentialId);
    expect(Buffer.from(data?.attested?.publicKey ?? []).toString('hex')).toBe(Buffer.from(p256.getPublicKey(passkey.privateKey, false)).toString('hex'));
    expect(parseClientData(att.clientDataJson)).toMatchObject({ type: 'webauthn.create', challenge: 'Y2hhbGxlbmdl', origin: 'https://example.org' });
  });

  it('verifies an assertion signature over authenticatorData || SHA-256(clientDataJSON) and nothing else', () => {
    const passkey = new SoftPasskey();
    const a = passkey.assert('ab'.repeat(32));
    const key = p256.getPublicKey(passkey.privateKey, false);
    const auth = fromBase64url(a.authenticatorData) as Uint8Array;
    const client = fromBase64url(a.clientDataJson) as Uint8Array;
    const sig = fromBase64url(a.signature) as Uint8Array;
    expect(parseAuthenticatorData(auth)).toMatchObject({ userPresent: true, signCount: 1 });
    expect(es256Verifies(key, auth, client, sig)).toBe(true);
    const other = Uint8Array.from(auth);
    other[36] ^= 1; // counter byte
    expect(es256Verifies(key, other, client, sig)).toBe(false);
    expect(es256Verifies(p256.getPublicKey(p256.utils.randomSecretKey(), false), auth, client, sig)).toBe(false);
    expect(es256Verifies(key, auth, client, new Uint8Array([0x30, 0x00]))).toBe(false);
  });

  it('rejects truncated or non-CBOR input', () => {
    expect(parseAuthenticatorData(new Uint8Array(10))).toBeNull();
    expect(parseAttestationObject('AAAA')).toBeNull();
    expect(parseClientData('bm90IGpzb24')).toBeNull();
    expect(fromBase64url('not base64!')).toBeNull();
  });
});
