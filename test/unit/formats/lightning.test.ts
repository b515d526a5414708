import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { decodeBolt11, validateBolt11Invoice, validateBolt12Offer, validateLightningAddress, validateLnurl } from '../../../src/formats/index.ts';

/** Examples section of BOLT #11 (lightning/bolts, 11-payment-encoding.md); all signed by the same key. */
const SPEC_PAYEE = '03e7156ae33b0a208d0744199163177e909e80176e55d97a2f221ede0f934dd9ad';
const DONATION =
  'lnbc1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq8rkx3yf5tcsyz3d73gafnh3cax9rn449d9p5uxz9ezhhypd0elx87sjle52x86fux2ypatgddc6k63n7erqz25le42c4u4ecky03ylcqca784w';
const COFFEE_ONE_MINUTE =
  'lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaztrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspfj9srp';
const TESTNET_FALLBACK =
  'lntb20m1pvjluezhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfpp3x9et2e20v6pu37c5d9vax37wxq72un98kmzzhznpurw9sgl2v0nklu2g4d0keph5t7tj9tcqd8rexnd07ux4uv2cjvcqwaxgj7v4uwn5wmypjd5n69z2xm3xgksg28nwht7f6zspwp3f9t';
const PICO_AMOUNT =
  'lnbc9678785340p1pwmna7lpp5gc3xfm08u9qy06djf8dfflhugl6p7lgza6dsjxq454gxhj9t7a0sd8dgfkx7cmtwd68yetpd5s9xar0wfjn5gpc8qhrsdfq24f5ggrxdaezqsnvda3kkum5wfjkzmfqf3jkgem9wgsyuctwdus9xgrcyqcjcgpzgfskx6eqf9hzqnteypzxz7fzypfhg6trddjhygrcyqezcgpzfysywmm5ypxxjemgw3hxjmn8yptk7untd9hxwg3q2d6xjcmtv4ezq7pqxgsxzmnyyqcjqmt0wfjjq6t5v4khxxqyjw5qcqp2rzjq0gxwkzc8w6323m55m4jyxcjwmy7stt9hwkwe2qxmy8zpsgg7jcuwz87fcqqeuqqqyqqqqlgqqqqn3qq9qn07ytgrxxzad9hc4xt3mawjjt8znfv8xzscs7007v9gh9j569lencxa8xeujzkxs0uamak9aln6ez02uunw6rd2ht2sqe4hz8thcdagpleym0j';
const COFFEE_BEANS_UPPER =
  'LNBC25M1PVJLUEZPP5QQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQYPQDQ5VDHKVEN9V5SXYETPDEESSP5ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYGS9Q5SQQQQQQQQQQQQQQQPQSQ67GYE39HFG3ZD8RGC80K32TVY9XK2XUNWM5LZEXNVPX6FD77EN8QAQ424DXGT56CAG2DPT359K3SSYHETKTKPQH24JQNJYW6UQD08SGPTQ44QU';
const WITH_IGNORED_FIELDS =
  'lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqpqsq2qrqqqfppnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqppnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqpp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqhpnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqhp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqspnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqsp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnp5qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnpkqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq2jxxfsnucm4jf4zwtznpaxphce606fvhvje5x7d4gw7n73994hgs7nteqvenq8a4ml8aqtchv5d9pf7l558889hp4yyrqv6a7zpq9fgpskqhza';

/** "Examples of Invalid Invoices" from the same section, with the constraint each maps to here. */
const SPEC_INVALID: Array<[string, string, string]> = [
  [
    'Bech32 checksum is invalid',
    'lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrnt',
    'checksum',
  ],
  [
    'Malformed bech32 string (no 1)',
    'pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny',
    'pattern',
  ],
  [
    'Malformed bech32 string (mixed case)',
    'LNBC2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny',
    'pattern',
  ],
  [
    'Signature is not recoverable',
    'lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaxtrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspk28uwq',
    'checksum',
  ],
  [
    'String is too short',
    'lnbc1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6na6hlh',
    'length',
  ],
  [
    'Invalid multiplier',
    'lnbc2500x1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpujr6jxr9gq9pv6g46y7d20jfkegkg4gljz2ea2a3m9lmvvr95tq2s0kvu70u3axgelz3kyvtp2ywwt0y8hkx2869zq5dll9nelr83zzqqpgl2zg',
    'pattern',
  ],
  [
    'Invalid sub-millisatoshi precision',
    'lnbc2500000001p1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu7hqtk93pkf7sw55rdv4k9z2vj050rxdr6za9ekfs3nlt5lr89jqpdmxsmlj9urqumg0h9wzpqecw7th56tdms40p2ny9q4ddvjsedzcplva53s',
    'pattern',
  ],
];

/** Reference OAS example for LIGHTNING.invoice and PaymentLightningInvoiceInfo.invoice (the bolt11.org sample). */
const REFERENCE_INVOICE =
  'lnbc15u1p3xnhl2pp5jptserfk3zk4qy42tlucycrfwxhydvlemu9pqr93tuzlv9cc7g3sdqsvfhkcap3xyhx7un8cqzpgxqzjcsp5f8c52y2stc300gl6s4xswtjpc37hrnnr3c9wvtgjfuvqmpm35evq9qyyssqy4lgd8tj637qcjp05rdpxxykjenthxftej7a2zzmwrmrl70fyj9hvj0rewhzj7jfyuwkwcg9g2jpwtk3wkjtwnkdks84hsnu8xps5vsq4gj5hs';

function decoded(input: string) {
  const result = decodeBolt11(input);
  if (!result.ok) throw new Error(`expected ${input.slice(0, 20)} to decode: ${result.message}`);
  return result.invoice;
}

describe('decodeBolt11', () => {
  it('decodes the donation example: no amount, timestamp, default expiry, description, recovered payee', () => {
    expect(decoded(DONATION)).toMatchObject({
      currency: 'bc',
      amountMsat: null,
      timestamp: 1496314658,
      expirySeconds: 3600,
      expiresAt: 1496314658 + 3600,
      minFinalCltvExpiry: 18,
      paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
      description: 'Please consider supporting this project',
      payeeNodeKey: SPEC_PAYEE,
    });
  });

  it('converts amounts to msat and reads the expiry tag', () => {
    expect(decoded(COFFEE_ONE_MINUTE)).toMatchObject({ amountMsat: 250_000_000n, expirySeconds: 60, description: '1 cup coffee' });
    expect(decoded(TESTNET_FALLBACK)).toMatchObject({ currency: 'tb', amountMsat: 2_000_000_000n, payeeNodeKey: SPEC_PAYEE });
    // 9678785340 pico-BTC = 967878534 msat; expiry 604800 s; min_final_cltv_expiry 10.
    expect(decoded(PICO_AMOUNT)).toMatchObject({ amountMsat: 967_878_534n, timestamp: 1572468703, expirySeconds: 604800, minFinalCltvExpiry: 10 });
  });

  it('accepts upper case and skips fields of unexpected length', () => {
    expect(decoded(COFFEE_BEANS_UPPER)).toMatchObject({ invoice: COFFEE_BEANS_UPPER.toLowerCase(), amountMsat: 2_500_000_000n, description: 'coffee beans' });
    expect(decoded(WITH_IGNORED_FIELDS)).toMatchObject({
      paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
      paymentSecret: '1111111111111111111111111111111111111111111111111111111111111111',
      payeeNodeKey: SPEC_PAYEE,
    });
  });

  it('decodes the reference OAS invoice example', () => {
    expect(decoded(REFERENCE_INVOICE)).toMatchObject({ currency: 'bc', amountMsat: 1_500_000n, timestamp: 1651105770, expirySeconds: 600, description: 'bolt11.org' });
  });

  it('rejects every invalid example of the spec', () => {
    for (const [reason, invoice, constraint] of SPEC_INVALID) expect(decodeBolt11(invoice), reason).toMatchObject({ ok: false, constraint });
  });

  it('filters by currency and strips a lightning: URI prefix', () => {
    expect(decodeBolt11(TESTNET_FALLBACK, { currencies: ['bc'] })).toMatchObject({ ok: false, constraint: 'network' });
    expect(validateBolt11Invoice(`lightning:${DONATION}`)).toEqual({ ok: true, normalized: DONATION });
  });

  it('rejects a one-character change, an unknown prefix and non-strings', () => {
    const changed = `${DONATION.slice(0, 60)}${DONATION[60] === 'q' ? 'p' : 'q'}${DONATION.slice(61)}`;
    expect(validateBolt11Invoice(changed)).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateBolt11Invoice(DONATION.replace(/^lnbc/, 'lnxy'))).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateBolt11Invoice(null)).toMatchObject({ ok: false, constraint: 'type' });
  });
});

// Strings from lightning/bolts bolt12/format-string-test.json.
describe('validateBolt12Offer', () => {
  const offer = 'lno1pqps7sjqpgtyzm3qv4uxzmtsd3jjqer9wd3hy6tsw35k7msjzfpy7nz5yqcnygrfdej82um5wf5k2uckyypwa3eyt44h6txtxquqh7lz5djge4afgfjn7k4rgrkuag0jsd5xvxg';

  it('accepts the valid format strings', () => {
    for (const text of [
      offer,
      offer.toUpperCase(),
      'l+no1pqps7sjqpgtyzm3qv4uxzmtsd3jjqer9wd3hy6tsw35k7msjzfpy7nz5yqcnygrfdej82um5wf5k2uckyypwa3eyt44h6txtxquqh7lz5djge4afgfjn7k4rgrkuag0jsd5xvxg',
      'lno1pqps7sjqpgt+yzm3qv4uxzmtsd3jjqer9wd3hy6tsw3+5k7msjzfpy7nz5yqcn+ygrfdej82um5wf5k2uckyypwa3eyt44h6txtxquqh7lz5djge4afgfjn7k4rgrkuag0jsd+5xvxg',
      'lno1pqps7sjqpgt+ yzm3qv4uxzmtsd3jjqer9wd3hy6tsw3+  5k7msjzfpy7nz5yqcn+\nygrfdej82um5wf5k2uckyypwa3eyt44h6txtxquqh7lz5djge4afgfjn7k4rgrkuag0jsd+\r\n 5xvxg',
    ]) {
      expect(validateBolt12Offer(text), text.slice(0, 16)).toEqual({ ok: true, normalized: offer });
    }
  });

  it('rejects the invalid format strings and the reference bolt12 example (which is a BOLT-11 invoice)', () => {
    for (const text of [`${offer}+`, `${offer}+ `, `+${offer}`, `+ ${offer}`, `ln++o1${offer.slice(4)}`]) {
      expect(validateBolt12Offer(text), JSON.stringify(text.slice(0, 8))).toMatchObject({ ok: false, constraint: 'pattern' });
    }
    expect(validateBolt12Offer(REFERENCE_INVOICE)).toMatchObject({ ok: false, constraint: 'pattern' });
  });
});

// LUD-01 example (lnurl/luds, 01.md).
describe('validateLnurl', () => {
  const LUD01 =
    'LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS';
  const encode = (url: string) => bech32.encode('lnurl', bech32.toWords(new TextEncoder().encode(url)), false);

  it('accepts the LUD-01 example in either case', () => {
    expect(validateLnurl(LUD01)).toEqual({ ok: true, normalized: LUD01.toLowerCase() });
    expect(validateLnurl(LUD01.toLowerCase()).ok).toBe(true);
    expect(validateLnurl(encode('http://abcdefghijklmnop.onion/lnurlp/x')).ok).toBe(true);
  });

  it('rejects a bad checksum, a non-lnurl prefix and non-https clearnet URLs', () => {
    expect(validateLnurl(`${LUD01.slice(0, -1)}A`)).toMatchObject({ ok: false, constraint: 'checksum' });
    expect(validateLnurl(DONATION)).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateLnurl(encode('http://service.com/api'))).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateLnurl(encode('not a url'))).toMatchObject({ ok: false, constraint: 'pattern' });
  });
});

describe('validateLightningAddress', () => {
  it('accepts LUD-16 addresses, tags, UMA addresses and normalizes case', () => {
    expect(validateLightningAddress('john.doe@lightningwallet.com')).toEqual({ ok: true, normalized: 'john.doe@lightningwallet.com' });
    expect(validateLightningAddress('satoshi@bitcoin.org').ok).toBe(true);
    expect(validateLightningAddress('user+tip_1-x@pay.example.co.uk').ok).toBe(true);
    expect(validateLightningAddress('Satoshi@Bitcoin.org')).toEqual({ ok: true, normalized: 'satoshi@bitcoin.org' });
    expect(validateLightningAddress('$success.usd@sandbox.uma.money').ok).toBe(true);
  });

  it('rejects anything that is not username@host.tld', () => {
    for (const text of ['satoshi', 'satoshi@', '@bitcoin.org', 'sat oshi@bitcoin.org', 'sat!oshi@bitcoin.org', 'satoshi@localhost', 'satoshi@bit_coin.org', 'satoshi@-bitcoin.org']) {
      expect(validateLightningAddress(text), text).toMatchObject({ ok: false, constraint: 'pattern' });
    }
  });
});
