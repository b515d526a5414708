import { describe, expect, it } from 'vitest';
import { loadConfig, parseRelyingParty } from '../../src/config.ts';
import { originAllowed } from '../../src/modules/sca/index.ts';
import { SANDBOX_RELYING_PARTY } from '../../src/services.ts';

describe('the relying party of SCA passkeys', () => {
  it('defaults to localhost on any port, and reads CORRIDOR_SCA_RP_ID and CORRIDOR_SCA_RP_ORIGINS', () => {
    expect(parseRelyingParty(undefined, undefined)).toBe(SANDBOX_RELYING_PARTY);
    expect(parseRelyingParty('Pay.Example.com', undefined)).toEqual({ id: 'pay.example.com', name: 'Corridor', origins: ['https://pay.example.com'] });
    expect(parseRelyingParty('example.com', 'https://example.com, https://app.example.com:8443').origins).toEqual(['https://example.com', 'https://app.example.com:8443']);
    expect(loadConfig([], {}).scaRelyingParty).toBe(SANDBOX_RELYING_PARTY);
    expect(loadConfig([], { CORRIDOR_SCA_RP_ID: 'example.com' }).scaRelyingParty.id).toBe('example.com');
    expect(() => loadConfig([], { CORRIDOR_SCA_RP_ORIGINS: 'https://evil.example' })).toThrow(/CORRIDOR_SCA_RP_ORIGINS/);
  });

  it('refuses at start-up an id that is not a domain and origins that could never carry its passkeys', () => {
    expect(() => parseRelyingParty('https://example.com', undefined)).toThrow(/CORRIDOR_SCA_RP_ID/);
    expect(() => parseRelyingParty('example.com', 'http://example.com')).toThrow(/CORRIDOR_SCA_RP_ORIGINS/);
    expect(() => parseRelyingParty('example.com', 'https://example.org')).toThrow(/CORRIDOR_SCA_RP_ORIGINS/);
    expect(() => parseRelyingParty('example.com', 'https://badexample.com')).toThrow(/CORRIDOR_SCA_RP_ORIGINS/);
    expect(() => parseRelyingParty('example.com', 'https://example.com/path')).toThrow(/CORRIDOR_SCA_RP_ORIGINS/);
  });

  it('allows exactly the listed origins, ports by pattern, over https (http on localhost only)', () => {
    const rp = SANDBOX_RELYING_PARTY;
    for (const ok of ['http://localhost', 'http://localhost:3000', 'https://localhost:8443']) expect(originAllowed(ok, rp), ok).toBe(true);
    for (const bad of ['http://localhost:3000/', 'http://localhost:abc', 'http://evil.com', 'http://localhost.evil.com', 'https://user@localhost', 'null', '']) {
      expect(originAllowed(bad, rp), bad).toBe(false);
    }
    const shop = { id: 'example.com', origins: ['https://pay.example.com'] };
    expect(originAllowed('https://pay.example.com', shop)).toBe(true);
    expect(originAllowed('https://example.com', shop)).toBe(false);
    expect(originAllowed('https://pay.example.com:444', shop)).toBe(false);
    // Listed by mistake, still refused: WebAuthn binds a passkey to its RP id's domain.
    expect(originAllowed('https://other.org', { id: 'example.com', origins: ['https://other.org'] })).toBe(false);
  });
});
