import { bech32, bech32m } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { validateSparkAddress } from '../../../src/formats/index.ts';

// Vectors from the Spark SDK tests (buildonspark/spark, sdks/js/packages/spark-sdk/src/tests/address.test.ts).
const SDK_MAINNET = 'spark1pgss9qg3vdslzmt2name9v550skuvlu6lj5xt9sly90k7p0gxughlqv023jqmc';
const SDK_REGTEST = 'sparkrt1pgssx5us3wkqjza8g80xz3a9gznx25msq6g3ty8exfym9q3ahcv86vsnxxdy83';
const SDK_LEGACY_MAINNET = 'sp1pgssxwh6hznfdc3c0cuqrhgttder539d52a0rqcf34amge69huh664gd2ew787';
const SDK_LOCAL = 'sparkl1pgss9qesd8kc9a00ql56lgm56aylsmygg90yahqxp8tmp7ltdhje98zwv6zmy8';
const SDK_REGTEST_INVOICE =
  'sparkrt1pgssx5us3wkqjza8g80xz3a9gznx25msq6g3ty8exfym9q3ahcv86vsnzfmssqgjzqqejtaxmwj8ms9rn58574nvlq4j5zr5v4ehgnt9d4hnyggr2wgghtqfpwn5rhnpg7j5pfn92dcqdyg4jrunyjdjsg7muxraxgfn5rqgandgr3sxzrqdmew8qydzvz3qpylysylkgcaw9vpm2jzspls0qtr5kfmlwz244rvuk25w5w2sgc2pyqsraqdyp8tf57a6cn2egttaas9ms3whssenmjqt8wag3lgyvdzjskfeupt8xwwdx4agxdm9f0wefzj28jmdxqeudwcwdj9vfl9sdr65x06r0tasf5fwz2';

// The address in the reference "Create external Spark wallet" request example: well-formed payload, wrong checksum.
const REFERENCE_EXAMPLE = 'spark1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu';

describe('validateSparkAddress', () => {
  it('accepts a mainnet address, case-insensitively, normalized to lower case', () => {
    expect(validateSparkAddress(SDK_MAINNET)).toEqual({ ok: true, normalized: SDK_MAINNET });
    expect(validateSparkAddress(SDK_MAINNET.toUpperCase())).toEqual({ ok: true, normalized: SDK_MAINNET });
  });

  it('accepts only spark1 by default, other networks and legacy prefixes on request', () => {
    expect(validateSparkAddress(SDK_REGTEST)).toMatchObject({ ok: false, constraint: 'network' });
    expect(validateSparkAddress(SDK_REGTEST, { networks: ['MAINNET', 'REGTEST'] })).toEqual({ ok: true, normalized: SDK_REGTEST });
    expect(validateSparkAddress(SDK_LOCAL, { networks: ['LOCAL'] }).ok).toBe(true);
    expect(validateSparkAddress(SDK_LEGACY_MAINNET)).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateSparkAddress(SDK_LEGACY_MAINNET, { legacy: true }).ok).toBe(true);
  });

  it('rejects the reference example checksum, but accepts it when checksums are skipped', () => {
    expect(validateSparkAddress(REFERENCE_EXAMPLE)).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateSparkAddress(REFERENCE_EXAMPLE, { checksum: 'skip' })).toEqual({ ok: true, normalized: REFERENCE_EXAMPLE });
  });

  it('accepts sandbox magic suffixes (last digits edited) only when checksums are skipped', () => {
    const magic = `${SDK_MAINNET.slice(0, -3)}002`;
    expect(validateSparkAddress(magic)).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateSparkAddress(magic, { checksum: 'skip' })).toEqual({ ok: true, normalized: magic });
  });

  it('rejects a single substituted character and bech32 (not bech32m) encoding', () => {
    const flipped = `${SDK_MAINNET.slice(0, 20)}${SDK_MAINNET[20] === 'q' ? 'p' : 'q'}${SDK_MAINNET.slice(21)}`;
    expect(validateSparkAddress(flipped)).toMatchObject({ ok: false, constraint: 'checksum' });
    const words = bech32m.decode(SDK_MAINNET as `${string}1${string}`).words;
    expect(validateSparkAddress(bech32.encode('spark', words))).toMatchObject({ ok: false, constraint: 'checksum' });
  });

  it('rejects Spark invoices, foreign prefixes, bad characters and mixed case', () => {
    expect(validateSparkAddress(SDK_REGTEST_INVOICE, { networks: ['REGTEST'] })).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateSparkAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateSparkAddress('spark1pgssbio')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateSparkAddress(`Spark1${SDK_MAINNET.slice(6)}`)).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateSparkAddress('spark1qqqqq')).toMatchObject({ ok: false, constraint: 'length' });
  });

  it('rejects a well-formed payload that does not hold an identity key', () => {
    const notAKey = bech32m.encode('spark', bech32m.toWords(new Uint8Array([0x12, 0x03, 1, 2, 3])));
    expect(validateSparkAddress(notAKey)).toMatchObject({ ok: false, constraint: 'pattern' });
    const offCurve = new Uint8Array(35);
    offCurve.set([0x0a, 0x21, 0x02]);
    offCurve.fill(0xff, 3);
    expect(validateSparkAddress(bech32m.encode('spark', bech32m.toWords(offCurve)))).toMatchObject({ ok: false, constraint: 'pattern' });
  });
});
