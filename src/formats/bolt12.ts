import { bech32 } from '@scure/base';
import { type FormatCheck, fail, ok, requireString } from './result.ts';

const BECH32_DATA = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/;

/**
 * LIGHTNING.bolt12: a BOLT-12 offer, `lno1` + bech32 characters with no checksum. Long offers may
 * be split with `+` (optionally followed by whitespace) between two characters (BOLT #12
 * "Encoding"); those joins are removed. Only the string encoding is checked, not the TLV content.
 */
export function validateBolt12Offer(input: unknown): FormatCheck {
  const text = requireString(input, 'BOLT-12 offer');
  if (typeof text !== 'string') return text;
  if (/^\+|\+\s*$|\+\s*\+/.test(text)) return fail('pattern', 'BOLT-12 "+" joins must sit between two characters');
  const joined = text.replace(/\+\s*/g, '');
  if (joined !== joined.toLowerCase() && joined !== joined.toUpperCase()) return fail('pattern', 'BOLT-12 offer must not mix upper and lower case');
  const offer = joined.toLowerCase();
  if (!offer.startsWith('lno1')) return fail('pattern', 'BOLT-12 offer must start with lno1');
  const data = offer.slice(4);
  if (!BECH32_DATA.test(data)) return fail('pattern', 'BOLT-12 offer contains characters outside the bech32 alphabet');
  const words = [...data].map((c) => 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'.indexOf(c));
  if (!bech32.fromWordsUnsafe(words)) return fail('pattern', 'BOLT-12 offer has invalid padding');
  return ok(offer);
}
