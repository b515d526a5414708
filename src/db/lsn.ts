/** A pg_lsn as PostgreSQL prints it (`16/B374D848`: the high and low 32 bits in hex), as a number of bytes. */
export function parseLsn(text: string): bigint {
  const at = text.indexOf('/');
  if (at < 0) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${text.slice(0, at)}`) << 32n) + BigInt(`0x${text.slice(at + 1)}`);
}
