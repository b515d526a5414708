import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { cose, decodeAttestationObject, decodeCredentialPublicKey, parseAuthenticatorData, verifySignature } from '@simplewebauthn/server/helpers';
import { describe, expect, it } from 'vitest';
import { coseKeyOf, fromBase64url, parseClientData, rpIdCandidates, rpIdHashHex, rpIdOf, webauthnFailure } from '../../../src/crypto/webauthn.ts';
import { SoftPasskey } from '../../support/wallet-auth.ts';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('WebAuthn around @simplewebauthn/server', () => {
  it('the software authenticator registers an attested ES256 key, credential id, flags and counter the library reads', async () => {
    const passkey = new SoftPasskey('example.org', 'https://example.org');
    const att = await passkey.attest('Y2hhbGxlbmdl');
    const object = decodeAttestationObject(fromBase64url(att.attestationObject) as Uint8Array<ArrayBuffer>);
    expect(object.get('fmt')).toBe('none');
    const data = parseAuthenticatorData(object.get('authData'));
    expect(data.flags).toMatchObject({ up: true, uv: true, at: true });
    expect(hex(data.rpIdHash)).toBe(hex(sha256(new TextEncoder().encode('example.org'))));
    expect(Buffer.from(data.credentialID ?? []).toString('base64url')).toBe(passkey.credentialId);
    const key = decodeCredentialPublicKey(data.credentialPublicKey as Uint8Array<ArrayBuffer>) as unknown as Map<number, unknown>;
    const pub = p256.getPublicKey(passkey.privateKey, false);
    expect(key.get(cose.COSEKEYS.alg)).toBe(-7);
    expect(hex(key.get(cose.COSEKEYS.x) as Uint8Array)).toBe(hex(pub.slice(1, 33)));
    expect(parseClientData(att.clientDataJson)).toMatchObject({ type: 'webauthn.create', challenge: 'Y2hhbGxlbmdl', origin: 'https://example.org' });
  });

  it('a legacy stored key (uncompressed SEC1) becomes the COSE key the library verifies assertions with', async () => {
    const passkey = new SoftPasskey();
    const legacy = hex(p256.getPublicKey(passkey.privateKey, false));
    const coseKey = coseKeyOf(legacy);
    const decoded = decodeCredentialPublicKey(coseKey) as unknown as Map<number, unknown>;
    expect([decoded.get(cose.COSEKEYS.kty), decoded.get(cose.COSEKEYS.alg), decoded.get(cose.COSEKEYS.crv)]).toEqual([2, -7, 1]);
    // A COSE key is returned as stored.
    expect(hex(coseKeyOf(hex(coseKey)))).toBe(hex(coseKey));
    const a = passkey.assert('ab'.repeat(32));
    const auth = fromBase64url(a.authenticatorData) as Uint8Array;
    const client = fromBase64url(a.clientDataJson) as Uint8Array;
    const signature = fromBase64url(a.signature) as Uint8Array<ArrayBuffer>;
    const data = new Uint8Array(Buffer.concat([auth, sha256(client)]));
    expect(await verifySignature({ signature, data, credentialPublicKey: coseKey })).toBe(true);
    const other = Uint8Array.from(data);
    other[36] ^= 1; // counter byte
    expect(await verifySignature({ signature, data: other, credentialPublicKey: coseKey })).toBe(false);
  });

  it('recovers the RP id of a registration from its origin and RP id hash', () => {
    expect(rpIdCandidates('https://login.wallet.example.com:8443')).toEqual(['login.wallet.example.com', 'wallet.example.com', 'example.com']);
    expect(rpIdCandidates('http://localhost:3000')).toEqual(['localhost']);
    expect(rpIdCandidates('android:apk-key-hash:abc')).toEqual([]);
    expect(rpIdOf('https://login.wallet.example.com', rpIdHashHex('wallet.example.com'))).toBe('wallet.example.com');
    expect(rpIdOf('https://login.wallet.example.com', rpIdHashHex('evil.example'))).toBeUndefined();
  });

  it('names the failed check in the words the API used before the library', () => {
    expect(webauthnFailure(new Error('Unexpected RP ID hash'))).toBe('the RP id differs from the registration');
    expect(webauthnFailure(new Error('User not present during authentication'))).toBe('user presence was not reported');
    expect(webauthnFailure(new Error('Response counter value 3 was lower than expected 3'))).toMatch(/counter did not increase/);
  });

  it('rejects malformed input', () => {
    expect(parseClientData('bm90IGpzb24')).toBeNull();
    expect(fromBase64url('not base64!')).toBeNull();
    expect(() => decodeAttestationObject(new Uint8Array([0xff]))).toThrow();
  });
});
