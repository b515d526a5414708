import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { base32Of, hexOfBase32, matchTotp, totpCode, totpUri } from '../../../src/modules/sca/totp.ts';

// RFC 6238 Appendix B, the SHA1 rows: seed "12345678901234567890" (ASCII), T0 = 0, X = 30 s, 8 digits.
const SEED_HEX = Buffer.from('12345678901234567890', 'ascii').toString('hex');
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('the library gives the published 8-digit code at T = %i s', (seconds, code) => {
    const totp = new TOTP({ algorithm: 'SHA1', digits: 8, period: 30, secret: Secret.fromHex(SEED_HEX) });
    expect(totp.generate({ timestamp: seconds * 1000 })).toBe(code);
  });

  it.each(VECTORS)('the service computes and accepts the 6-digit code at T = %i s (the last 6 digits of the vector)', (seconds, code) => {
    const at = new Date(seconds * 1000);
    const six = code.slice(-6);
    expect(totpCode(SEED_HEX, at)).toBe(six);
    expect(matchTotp(SEED_HEX, six, at)).toBe(Math.floor(seconds / 30));
  });

  it('accepts one step of clock skew either way and nothing further, and only 6 digits', () => {
    const at = new Date(1111111111 * 1000);
    const step = Math.floor(1111111111 / 30);
    expect(matchTotp(SEED_HEX, totpCode(SEED_HEX, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(matchTotp(SEED_HEX, totpCode(SEED_HEX, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(matchTotp(SEED_HEX, totpCode(SEED_HEX, new Date(at.getTime() - 90_000)), at)).toBeNull();
    expect(matchTotp(SEED_HEX, totpCode(SEED_HEX, new Date(at.getTime() + 90_000)), at)).toBeNull();
    expect(matchTotp(SEED_HEX, '14050471', at)).toBeNull();
    expect(matchTotp(SEED_HEX, '05047١', at)).toBeNull();
  });

  it('writes the provisioning URI and the base32 form authenticator apps read', () => {
    expect(base32Of(SEED_HEX)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(hexOfBase32('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toBe(SEED_HEX);
    expect(hexOfBase32('not base32!')).toBe('');
    const uri = new URL(totpUri(SEED_HEX, 'customer-1'));
    expect(uri.protocol).toBe('otpauth:');
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe('otpauth://totp/Corridor:customer-1');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ issuer: 'Corridor', secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
