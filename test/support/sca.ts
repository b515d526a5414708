import { isoCBOR } from '@simplewebauthn/server/helpers';
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { Credentials, Harness } from './harness.ts';

/**
 * The customer's side of strong customer authentication, written independently of the server
 * code: an authenticator app (RFC 6238 codes from the enrollment's base32 secret) and a
 * software passkey that answers WebAuthn options as a browser would (JSON of
 * PublicKeyCredential, `none` attestation, ES256).
 */
let n = 0;

/** A customer living in Germany (SCA applies), with a phone number unless `phoneNumber: null`. */
export async function euCustomer(h: Harness, extra: Record<string, unknown> = {}, as: Credentials = h.platform): Promise<{ id: string; uuid: string; phoneNumber?: string }> {
  n++;
  const body: Record<string, unknown> = {
    customerType: 'INDIVIDUAL',
    platformCustomerId: `sca-${n}-${Date.now()}`,
    fullName: 'Erika Mustermann',
    email: `sca${n}.${Date.now()}@example.com`,
    phoneNumber: `+4915112${String(n).padStart(5, '0')}`,
    address: { line1: 'Hauptstr. 1', postalCode: '10115', country: 'DE' },
    ...extra,
  };
  if (body.phoneNumber === null) delete body.phoneNumber;
  const res = await h.call('POST', '/customers', { body, as });
  expect(res.statusCode, res.body).toBe(201);
  const json = res.json();
  return { id: json.id, uuid: json.id.split(':')[1], phoneNumber: json.phoneNumber };
}

export function authenticatorCode(secretBase32: string, at: Date): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) }).generate({ timestamp: at.getTime() });
}

const cat = (...parts: Uint8Array[]) => Uint8Array.from(Buffer.concat(parts));
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** A platform authenticator holding one ES256 passkey, user verification included. */
export class SoftAuthenticator {
  readonly privateKey = p256.utils.randomSecretKey();
  readonly rawId = Uint8Array.from(Buffer.from(p256.utils.randomSecretKey().slice(0, 16)));
  counter = 0;
  constructor(readonly origin = 'http://localhost:3000') {}

  get credentialId(): string {
    return b64(this.rawId);
  }

  private authData(rpId: string, flags: number, attested?: Uint8Array): Uint8Array {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return cat(sha256(new TextEncoder().encode(rpId)), Uint8Array.of(flags), counter, attested ?? new Uint8Array());
  }

  /** navigator.credentials.create(options) as JSON (RegistrationResponseJSON). */
  async create(options: { challenge: string; rp: { id: string } }, origin = this.origin) {
    const encodeCBOR = isoCBOR.encode;
    const pub = p256.getPublicKey(this.privateKey, false);
    const cose = encodeCBOR(new Map<number, Uint8Array | number>([[1, 2], [3, -7], [-1, 1], [-2, pub.slice(1, 33)], [-3, pub.slice(33)]]));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.rawId.length);
    // UP | UV | AT
    const authData = this.authData(options.rp.id, 0x45, cat(new Uint8Array(16), idLength, this.rawId, cose));
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
    const attStmt = new Map<string, Uint8Array | number>();
    const attestationObject = encodeCBOR(new Map<string, string | Uint8Array | Map<string, Uint8Array | number>>([['fmt', 'none'], ['attStmt', attStmt], ['authData', authData]]));
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: { clientDataJSON: b64(clientData), attestationObject: b64(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(options) as JSON (AuthenticationResponseJSON). */
  get(options: { challenge: string; rpId: string }, origin = this.origin, counter = this.counter + 1) {
    this.counter = counter;
    // UP | UV
    const authData = this.authData(options.rpId, 0x05);
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const signature = p256.sign(cat(authData, sha256(clientData)), this.privateKey, { format: 'der' });
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: { clientDataJSON: b64(clientData), authenticatorData: b64(authData), signature: b64(signature) },
      clientExtensionResults: {},
    };
  }
}
