import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bech32m } from '@scure/base';
import { type ChecksumOption, type FormatCheck, fail, ok, requireString, verifiesChecksum } from './result.ts';

export type SparkNetwork = 'MAINNET' | 'TESTNET' | 'REGTEST' | 'SIGNET' | 'LOCAL';

/**
 * HRPs from the Spark SDK (buildonspark/spark, sdks/js/packages/spark-sdk/src/utils/address.ts):
 * current `spark`, `sparkt`, `sparkrt`, `sparks`, `sparkl`, and the legacy `sp`, `spt`, `sprt`,
 * `sps`, `spl` that the SDK still decodes.
 */
const SPARK_HRPS: Readonly<Record<string, { network: SparkNetwork; legacy: boolean }>> = {
  spark: { network: 'MAINNET', legacy: false },
  sparkt: { network: 'TESTNET', legacy: false },
  sparkrt: { network: 'REGTEST', legacy: false },
  sparks: { network: 'SIGNET', legacy: false },
  sparkl: { network: 'LOCAL', legacy: false },
  sp: { network: 'MAINNET', legacy: true },
  spt: { network: 'TESTNET', legacy: true },
  sprt: { network: 'REGTEST', legacy: true },
  sps: { network: 'SIGNET', legacy: true },
  spl: { network: 'LOCAL', legacy: true },
};

/** The SDK's bech32m length limit for Spark addresses and invoices. */
const SPARK_MAX_LENGTH = 1024;
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_DATA = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/;

export interface SparkAddressOptions extends ChecksumOption {
  /**
   * Networks to accept. Default `['MAINNET']`: the reference documents Spark addresses as
   * "bech32 starting spark1", and every reference example uses spark1 even in the sandbox.
   */
  networks?: readonly SparkNetwork[];
  /** Also accept the SDK's legacy short prefixes (sp1, sprt1, ...). Default false. */
  legacy?: boolean;
}

function isCompressedSecp256k1Key(key: Uint8Array): boolean {
  try {
    secp256k1.Point.fromBytes(key).assertValidity();
    return true;
  } catch {
    return false;
  }
}

/**
 * SPARK_WALLET.address: bech32m over a protobuf SparkAddress whose only field is
 * identity_public_key (tag 0x0a, length 0x21, 33-byte compressed secp256k1 key). Payloads with
 * invoice fields are Spark invoices, which the reference carries in a separate `invoice` field.
 *
 * With `checksum: 'skip'` the 6 checksum characters are ignored but the payload must still be a
 * well-formed identity key: the reference's own create-account example (spark1pgss...6mrhu) has
 * a wrong checksum over a well-formed payload, as do sandbox addresses whose last digits were edited.
 */
export function validateSparkAddress(input: unknown, options: SparkAddressOptions = {}): FormatCheck {
  const text = requireString(input, 'Spark address');
  if (typeof text !== 'string') return text;
  if (text.length > SPARK_MAX_LENGTH) return fail('length', `Spark address must have at most ${SPARK_MAX_LENGTH} characters`);
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return fail('pattern', 'Spark address must not mix upper and lower case');
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator <= 0) return fail('pattern', 'Spark address must be a bech32m string such as spark1...');
  const prefix = SPARK_HRPS[lower.slice(0, separator)];
  if (!prefix || (prefix.legacy && !options.legacy)) return fail('pattern', 'Spark address must start with a Spark prefix such as spark1');
  const networks = options.networks ?? ['MAINNET'];
  if (!networks.includes(prefix.network)) {
    return fail('network', `Spark ${prefix.network} addresses are not accepted here (expected ${networks.join(' or ')})`);
  }
  const data = lower.slice(separator + 1);
  if (!BECH32_DATA.test(data)) return fail('pattern', 'Spark address contains characters outside the bech32 alphabet');
  if (data.length <= 6) return fail('length', 'Spark address is too short');

  let words: number[];
  if (verifiesChecksum(options)) {
    const decoded = bech32m.decodeUnsafe(lower, SPARK_MAX_LENGTH);
    if (!decoded) return fail('checksum', 'Spark address checksum (bech32m) does not match');
    words = decoded.words;
  } else {
    words = [...data.slice(0, -6)].map((c) => BECH32_CHARSET.indexOf(c));
  }
  const payload = bech32m.fromWordsUnsafe(words);
  if (payload?.[0] !== 0x0a || payload[1] !== 0x21 || payload.length < 35) {
    return fail('pattern', 'Spark address does not encode an identity public key');
  }
  if (payload.length !== 35) return fail('pattern', 'This is a Spark invoice, not a Spark wallet address');
  const key = payload.subarray(2);
  if (key[0] !== 0x02 && key[0] !== 0x03) return fail('pattern', 'Spark identity key must be a compressed secp256k1 key');
  if (verifiesChecksum(options) && !isCompressedSecp256k1Key(key)) {
    return fail('pattern', 'Spark identity key is not a point on secp256k1');
  }
  return ok(lower);
}
