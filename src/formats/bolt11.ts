import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, hex } from '@scure/base';
import { wordsToBytes, wordsToNumber } from './bech32-words.ts';
import { type FormatCheck, type FormatFailure, fail, ok, requireString } from './result.ts';

/** BIP-173 currency prefixes after `ln`: mainnet, testnet, signet, regtest, and `bcrts` as listed by some regtest tooling. */
export type Bolt11Currency = 'bc' | 'tb' | 'tbs' | 'bcrt' | 'bcrts';

export interface Bolt11Invoice {
  /** Lower-case invoice without any `lightning:` prefix. */
  invoice: string;
  currency: Bolt11Currency;
  /** Amount in millisatoshi; null for "any amount" invoices. */
  amountMsat: bigint | null;
  /** Creation time, seconds since the Unix epoch. */
  timestamp: number;
  /** `x` field, or BOLT-11's default of 3600 seconds. */
  expirySeconds: number;
  expiresAt: number;
  /** `c` field, or BOLT-11's default of 18 blocks. */
  minFinalCltvExpiry: number;
  paymentHash: string;
  paymentSecret: string | null;
  description: string | null;
  descriptionHash: string | null;
  /** `n` field when present, otherwise the key recovered from the signature. */
  payeeNodeKey: string;
}

export type Bolt11Decoding = { ok: true; invoice: Bolt11Invoice } | FormatFailure;

export interface Bolt11Options {
  /** Currencies to accept; pass the one matching the platform mode (the sandbox is regtest). Default: all. */
  currencies?: readonly Bolt11Currency[];
}

const HRP = /^ln(bcrts|bcrt|bc|tbs|tb)(?:([0-9]+)([munp])?)?$/;
const BECH32_DATA = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/;
const SIGNATURE_WORDS = 104;
const TIMESTAMP_WORDS = 7;

/** msat per unit of the HRP amount: 1 BTC = 10^11 msat; `p` (pico-BTC) is a tenth of a msat. */
const MSAT_PER_UNIT: Readonly<Record<string, bigint>> = { '': 100_000_000_000n, m: 100_000_000n, u: 100_000n, n: 100n };

const TAG = { paymentHash: 1, expiry: 6, description: 13, paymentSecret: 16, payeeNodeKey: 19, descriptionHash: 23, minFinalCltv: 24 } as const;

function parseAmount(digits: string | undefined, multiplier: string | undefined): bigint | null | FormatFailure {
  if (digits === undefined) return null;
  if (digits.startsWith('0')) return fail('pattern', 'Invoice amount must be a positive number without leading zeros');
  const amount = BigInt(digits);
  if (multiplier === 'p') {
    if (amount % 10n !== 0n) return fail('pattern', 'Invoice amount in pico-bitcoin must be a whole number of millisatoshi');
    return amount / 10n;
  }
  return amount * MSAT_PER_UNIT[multiplier ?? ''];
}

interface TaggedFields {
  paymentHash: Uint8Array | null;
  paymentSecret: Uint8Array | null;
  description: string | null;
  descriptionHash: Uint8Array | null;
  payeeNodeKey: Uint8Array | null;
  expirySeconds: number;
  minFinalCltvExpiry: number;
}

/** Readers skip unknown tags and known tags of unexpected length (BOLT-11 "Tagged Fields", reader rules). */
function parseTaggedFields(words: readonly number[]): TaggedFields | FormatFailure {
  const fields: TaggedFields = {
    paymentHash: null,
    paymentSecret: null,
    description: null,
    descriptionHash: null,
    payeeNodeKey: null,
    expirySeconds: 3600,
    minFinalCltvExpiry: 18,
  };
  let i = 0;
  while (i < words.length) {
    if (i + 3 > words.length) return fail('pattern', 'Invoice tagged field is truncated');
    const tag = words[i];
    const length = words[i + 1] * 32 + words[i + 2];
    const data = words.slice(i + 3, i + 3 + length);
    if (data.length !== length) return fail('pattern', 'Invoice tagged field runs past the signature');
    i += 3 + length;
    if (tag === TAG.paymentHash && length === 52 && !fields.paymentHash) fields.paymentHash = wordsToBytes(data);
    else if (tag === TAG.paymentSecret && length === 52 && !fields.paymentSecret) fields.paymentSecret = wordsToBytes(data);
    else if (tag === TAG.descriptionHash && length === 52 && !fields.descriptionHash) fields.descriptionHash = wordsToBytes(data);
    else if (tag === TAG.payeeNodeKey && length === 53 && !fields.payeeNodeKey) fields.payeeNodeKey = wordsToBytes(data);
    else if (tag === TAG.description && fields.description === null) fields.description = new TextDecoder().decode(wordsToBytes(data));
    else if (tag === TAG.expiry) fields.expirySeconds = wordsToNumber(data);
    else if (tag === TAG.minFinalCltv) fields.minFinalCltvExpiry = wordsToNumber(data);
  }
  return fields;
}

/**
 * The signature covers sha256(hrp as UTF-8 || data words before the signature, zero-padded to a
 * byte). With an `n` field the signature must verify against it; otherwise the payee key is
 * whatever the signature recovers to, and an unrecoverable signature fails.
 */
function checkSignature(hrp: string, dataWords: readonly number[], signatureWords: readonly number[], payee: Uint8Array | null): Uint8Array | FormatFailure {
  const signatureBytes = wordsToBytes(signatureWords);
  const recoveryId = signatureBytes[64];
  if (recoveryId > 3) return fail('checksum', 'Invoice signature recovery id must be 0-3');
  const message = new Uint8Array([...new TextEncoder().encode(hrp), ...wordsToBytes(dataWords, { padFinalByte: true })]);
  const digest = sha256(message);
  const compact = signatureBytes.subarray(0, 64);
  try {
    if (payee) {
      const valid = secp256k1.verify(compact, digest, payee, { prehash: false, lowS: false });
      return valid ? payee : fail('checksum', 'Invoice signature does not match the payee node key');
    }
    const point = secp256k1.Signature.fromBytes(compact, 'compact').addRecoveryBit(recoveryId).recoverPublicKey(digest);
    return point.toBytes(true);
  } catch {
    return fail('checksum', 'Invoice signature is not valid');
  }
}

/** Decodes a BOLT-11 invoice, verifying the bech32 checksum (no 90-character limit) and the signature. */
export function decodeBolt11(input: unknown, options: Bolt11Options = {}): Bolt11Decoding {
  const text = requireString(input, 'Lightning invoice');
  if (typeof text !== 'string') return text;
  const raw = text.replace(/^lightning:/i, '');
  if (raw !== raw.toLowerCase() && raw !== raw.toUpperCase()) return fail('pattern', 'Lightning invoice must not mix upper and lower case');
  const invoice = raw.toLowerCase();
  const separator = invoice.lastIndexOf('1');
  if (separator <= 0) return fail('pattern', 'Lightning invoice must be a bech32 string starting with ln');
  const hrp = invoice.slice(0, separator);
  const hrpParts = HRP.exec(hrp);
  if (!hrpParts) {
    return fail('pattern', 'Lightning invoice prefix must be ln + bc, tb, tbs, bcrt or bcrts, then an optional amount with multiplier m, u, n or p');
  }
  const currency = hrpParts[1] as Bolt11Currency;
  if (options.currencies && !options.currencies.includes(currency)) {
    return fail('network', `ln${currency} invoices are not accepted here`);
  }
  const amountMsat = parseAmount(hrpParts[2], hrpParts[3]);
  if (amountMsat !== null && typeof amountMsat !== 'bigint') return amountMsat;
  if (!BECH32_DATA.test(invoice.slice(separator + 1))) return fail('pattern', 'Lightning invoice contains characters outside the bech32 alphabet');
  const decoded = bech32.decodeUnsafe(invoice, false);
  if (!decoded) return fail('checksum', 'Lightning invoice checksum (bech32) does not match');
  const words = decoded.words;
  if (words.length < TIMESTAMP_WORDS + SIGNATURE_WORDS) return fail('length', 'Lightning invoice is too short to hold a timestamp and a signature');

  const dataWords = words.slice(0, words.length - SIGNATURE_WORDS);
  const fields = parseTaggedFields(dataWords.slice(TIMESTAMP_WORDS));
  if ('ok' in fields) return fields;
  if (!fields.paymentHash) return fail('pattern', 'Lightning invoice has no payment hash (p) field');
  const payee = checkSignature(hrp, dataWords, words.slice(words.length - SIGNATURE_WORDS), fields.payeeNodeKey);
  if ('ok' in payee) return payee;

  const timestamp = wordsToNumber(words.slice(0, TIMESTAMP_WORDS));
  return {
    ok: true,
    invoice: {
      invoice,
      currency,
      amountMsat,
      timestamp,
      expirySeconds: fields.expirySeconds,
      expiresAt: timestamp + fields.expirySeconds,
      minFinalCltvExpiry: fields.minFinalCltvExpiry,
      paymentHash: hex.encode(fields.paymentHash),
      paymentSecret: fields.paymentSecret ? hex.encode(fields.paymentSecret) : null,
      description: fields.description,
      descriptionHash: fields.descriptionHash ? hex.encode(fields.descriptionHash) : null,
      payeeNodeKey: hex.encode(payee),
    },
  };
}

/** LIGHTNING.invoice and PaymentLightningInvoiceInfo.invoice. Expiry is reported by decodeBolt11, not judged here. */
export function validateBolt11Invoice(input: unknown, options: Bolt11Options = {}): FormatCheck {
  const decoded = decodeBolt11(input, options);
  return decoded.ok ? ok(decoded.invoice.invoice) : decoded;
}
