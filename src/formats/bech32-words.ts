/**
 * 5-bit words to bytes, keeping whole bytes only. BOLT-11 tagged fields are padded to a multiple
 * of 5 bits, so a 256-bit hash arrives as 52 words (260 bits) with 4 bits to drop; scure's strict
 * `fromWords` would reject that as excess padding.
 */
export function wordsToBytes(words: readonly number[], options: { padFinalByte?: boolean } = {}): Uint8Array {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const word of words) {
    acc = ((acc << 5) | word) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  if (options.padFinalByte && bits > 0) out.push((acc << (8 - bits)) & 0xff);
  return Uint8Array.from(out);
}

/** Big-endian unsigned value of a run of 5-bit words (BOLT-11 timestamps and integer fields). */
export function wordsToNumber(words: readonly number[]): number {
  let value = 0;
  for (const word of words) value = value * 32 + word;
  return value;
}
