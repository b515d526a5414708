import { base58 } from '@scure/base';
import { type FormatCheck, fail, ok, requireString } from './result.ts';

const BASE58_CHARS = /^[1-9A-HJ-NP-Za-km-z]+$/;

/**
 * SOLANA_WALLET.address: base58 of a 32-byte public key (32-44 characters). Off-curve keys
 * (program-derived addresses) are legitimate owners, so no curve check is made.
 */
export function validateSolanaAddress(input: unknown): FormatCheck {
  const text = requireString(input, 'Solana address');
  if (typeof text !== 'string') return text;
  if (!BASE58_CHARS.test(text)) return fail('pattern', 'Solana address must be base58 (no 0, O, I or l)');
  if (text.length < 32 || text.length > 44) return fail('length', 'Solana address must have 32 to 44 base58 characters');
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(text);
  } catch {
    return fail('pattern', 'Solana address is not valid base58');
  }
  if (bytes.length !== 32) return fail('length', `Solana address must decode to 32 bytes, got ${bytes.length}`);
  return ok(text);
}
