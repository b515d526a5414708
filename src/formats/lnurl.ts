import { bech32 } from '@scure/base';
import { type FormatCheck, fail, ok, requireString } from './result.ts';

/**
 * LUD-01 LNURL: bech32 (no length limit) with HRP `lnurl` over a UTF-8 URL that must be https,
 * or plain http to an .onion host. Normalized to lower case, the canonical bech32 form.
 */
export function validateLnurl(input: unknown): FormatCheck {
  const text = requireString(input, 'LNURL');
  if (typeof text !== 'string') return text;
  const raw = text.replace(/^lightning:/i, '');
  if (raw !== raw.toLowerCase() && raw !== raw.toUpperCase()) return fail('pattern', 'LNURL must not mix upper and lower case');
  const lnurl = raw.toLowerCase();
  if (!lnurl.startsWith('lnurl1')) return fail('pattern', 'LNURL must start with lnurl1');
  if (!/^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/.test(lnurl.slice(6))) return fail('pattern', 'LNURL contains characters outside the bech32 alphabet');
  const decoded = bech32.decodeUnsafe(lnurl, false);
  if (!decoded) return fail('checksum', 'LNURL checksum (bech32) does not match');
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  if (!bytes) return fail('pattern', 'LNURL payload has invalid padding');
  let url: URL;
  try {
    url = new URL(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail('pattern', 'LNURL does not encode a URL');
  }
  const onion = url.hostname.endsWith('.onion');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && onion)) {
    return fail('pattern', 'LNURL must encode an https URL (or http to an .onion host)');
  }
  return ok(lnurl);
}
