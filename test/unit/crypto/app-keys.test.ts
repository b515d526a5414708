import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../support/processes.ts';
import { findKeys, keyringOf, parseKeyList, readKeyFile, writeKeyFile } from '../../../src/secrets/key-source.ts';
import { type AppKey, gcmDecrypt, gcmEncrypt, isSealed, Keyring, kidOf, newAppKey } from '../../../src/secrets/keyring.ts';

const hex = (s: string) => Buffer.from(s, 'hex');

// "The Galois/Counter Mode of Operation (GCM)", McGrew & Viega (2005), Appendix B: the
// 256-bit-key test cases (also the AES-256 cases of NIST SP 800-38D's GCM validation).
const K15 = 'feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308';
const P15 =
  'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72' + '1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255';
const C15 =
  '522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa' + '8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad';
const VECTORS = [
  { name: 'Test Case 13', key: '00'.repeat(32), iv: '00'.repeat(12), pt: '', aad: '', ct: '', tag: '530f8afbc74536b9a963b4f1c4cb738b' },
  {
    name: 'Test Case 14',
    key: '00'.repeat(32),
    iv: '00'.repeat(12),
    pt: '00'.repeat(16),
    aad: '',
    ct: 'cea7403d4d606b6e074ec5d3baf39d18',
    tag: 'd0d1c8a799996bf0265b98b5d48ab919',
  },
  { name: 'Test Case 15', key: K15, iv: 'cafebabefacedbaddecaf888', pt: P15, aad: '', ct: C15, tag: 'b094dac5d93471bdec1a502270e3cc6c' },
  {
    name: 'Test Case 16',
    key: K15,
    iv: 'cafebabefacedbaddecaf888',
    pt: P15.slice(0, 120),
    aad: 'feedfacedeadbeeffeedfacedeadbeefabaddad2',
    ct: C15.slice(0, 120),
    tag: '76fc6ece0f4e1768cddf8853bb2d551b',
  },
];

describe('AES-256-GCM primitive', () => {
  for (const v of VECTORS) {
    it(`reproduces GCM spec ${v.name} byte for byte, and opens it`, () => {
      const out = gcmEncrypt(hex(v.key), hex(v.iv), hex(v.pt), hex(v.aad));
      expect(out.ciphertext.toString('hex')).toBe(v.ct);
      expect(out.tag.toString('hex')).toBe(v.tag);
      expect(gcmDecrypt(hex(v.key), hex(v.iv), hex(v.ct), hex(v.tag), hex(v.aad)).toString('hex')).toBe(v.pt);
    });
  }

  it('refuses a flipped tag bit, ciphertext bit or AAD byte of Test Case 16', () => {
    const v = VECTORS[3];
    const flip = (h: string, i: number) => {
      const b = hex(h);
      b[i] ^= 0x01;
      return b;
    };
    expect(() => gcmDecrypt(hex(v.key), hex(v.iv), hex(v.ct), flip(v.tag, 15), hex(v.aad))).toThrow();
    expect(() => gcmDecrypt(hex(v.key), hex(v.iv), flip(v.ct, 0), hex(v.tag), hex(v.aad))).toThrow();
    expect(() => gcmDecrypt(hex(v.key), hex(v.iv), hex(v.ct), hex(v.tag), flip(v.aad, 3))).toThrow();
  });
});

const key = (kid: string, byte: number): AppKey => ({ kid, key: Buffer.alloc(32, byte) });

describe('Keyring', () => {
  const ring = new Keyring([key('k2', 2), key('k1', 1)]);
  const place = 'platforms.webhook_private_key:0190a4f2-0000-7000-8000-000000000001';

  it('seals under the first key in the v1.<kid>.<base64url> format, with a fresh IV each time', () => {
    const a = ring.seal('secret text', place);
    const b = ring.seal('secret text', place);
    expect(a).toMatch(/^v1\.k2\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(isSealed(a)).toBe(true);
    expect(kidOf(a)).toBe('k2');
    // 12-byte IV, 11 bytes of ciphertext, 16-byte tag.
    expect(Buffer.from(a.split('.')[2], 'base64url')).toHaveLength(12 + 11 + 16);
    expect(a).not.toContain(Buffer.from('secret text').toString('base64url'));
  });

  it('round-trips text and bytes, and opens values of every key in the ring', () => {
    expect(ring.openText(ring.seal('secret text', place), place)).toBe('secret text');
    const bytes = Buffer.from([0, 1, 2, 255]);
    expect(ring.open(ring.seal(bytes, place), place)).toEqual(bytes);
    expect(ring.open(ring.seal(Buffer.alloc(0), place), place)).toEqual(Buffer.alloc(0));
    const older = new Keyring([key('k1', 1)]).seal('under k1', place);
    expect(ring.openText(older, place)).toBe('under k1');
  });

  it('is the primitive with the header and place as associated data', () => {
    const sealed = ring.seal('abc', place);
    const raw = Buffer.from(sealed.split('.')[2], 'base64url');
    const opened = gcmDecrypt(Buffer.alloc(32, 2), raw.subarray(0, 12), raw.subarray(12, -16), raw.subarray(-16), Buffer.from(`v1.k2.${place}`));
    expect(opened.toString()).toBe('abc');
  });

  it('refuses another place, an altered tag or body, an unknown kid, a swapped kid, and plaintext', () => {
    const sealed = ring.seal('secret text', place);
    expect(() => ring.open(sealed, `${place}x`)).toThrow(/does not open/);
    const raw = Buffer.from(sealed.split('.')[2], 'base64url');
    const withTag = Buffer.from(raw);
    withTag[withTag.length - 1] ^= 1;
    expect(() => ring.open(`v1.k2.${withTag.toString('base64url')}`, place)).toThrow(/does not open/);
    const withBody = Buffer.from(raw);
    withBody[12] ^= 1;
    expect(() => ring.open(`v1.k2.${withBody.toString('base64url')}`, place)).toThrow(/does not open/);
    expect(() => ring.open(sealed.replace('v1.k2.', 'v1.k9.'), place)).toThrow(/app key "k9", which this process does not have/);
    expect(() => ring.open(sealed.replace('v1.k2.', 'v1.k1.'), place)).toThrow(/does not open/);
    expect(() => ring.open('-----BEGIN PRIVATE KEY-----', place)).toThrow(/not a sealed value/);
    expect(() => ring.open('v1.k2.AAAA', place)).toThrow(/not a sealed value/);
  });

  it('never puts key material in its errors', () => {
    const material = Buffer.alloc(32, 7).toString('base64');
    const problems = [`k1:${material.slice(0, 10)}`, `bad kid!:${material}`, `k1:${material},k1:${material}`];
    for (const text of problems) {
      try {
        new Keyring(parseKeyList(text));
        throw new Error(`accepted ${text}`);
      } catch (err) {
        expect((err as Error).message).not.toContain(material.slice(0, 10));
      }
    }
  });

  it('reads a file-backed ring again when it meets a kid it lacks', () => {
    let keys = [key('k1', 1)];
    const reloading = new Keyring(keys, () => keys);
    const newer = new Keyring([key('k2', 2), key('k1', 1)]).seal('new', place);
    keys = [key('k2', 2), key('k1', 1)];
    expect(reloading.openText(newer, place)).toBe('new');
    expect(reloading.current).toBe('k2');
  });
});

describe('key sources', () => {
  const dir = tempDirs('corridor-keys-');

  it('parses CORRIDOR_APP_KEYS, first = current', () => {
    const text = `k2:${Buffer.alloc(32, 2).toString('base64')}, k1:${Buffer.alloc(32, 1).toString('base64url')}`;
    const source = findKeys({ appKeys: text, dataDir: dir() });
    expect(source.file).toBeUndefined();
    expect(source.keys.map((k) => k.kid)).toEqual(['k2', 'k1']);
    expect(keyringOf(source).current).toBe('k2');
    expect(() => parseKeyList('k1:c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseKeyList('no-colon')).toThrow(/kid:base64key/);
    expect(() => findKeys({ appKeys: text, appKeysFile: '/x', dataDir: dir() })).toThrow(/not both/);
  });

  it('makes a data-dir ring in memory, leaves writing it to the start-up step, and writes it 0600', () => {
    const d = dir();
    const source = findKeys({ dataDir: d });
    expect(source.created).toBe(true);
    expect(source.file).toBe(join(d, 'app-keys.json'));
    writeKeyFile(source.file!, [...source.keys, newAppKey()]);
    expect(statSync(source.file!).mode & 0o777).toBe(0o600);
    const again = findKeys({ dataDir: d });
    expect(again.created).toBe(false);
    expect(again.keys.map((k) => k.kid)).toEqual(readKeyFile(source.file!).map((k) => k.kid));
    expect(again.keys[0].key.equals(source.keys[0].key)).toBe(true);
    expect(JSON.parse(readFileSync(source.file!, 'utf8')).keys[0].kid).toBe(source.keys[0].kid);
  });
});
