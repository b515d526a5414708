import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Tx } from '../../kernel/tx.ts';

/**
 * Recovery codes of a TOTP factor: shown once at confirmation, kept as SHA-256 hashes (each
 * carries 60 random bits, beyond guessing within the lockout ladder, so no salt is needed),
 * each good for one TOTP login in place of a code.
 */
export const RECOVERY_CODES = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const FORMAT = /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

const hash = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

function newCode(): string {
  const bytes = randomBytes(12);
  let text = '';
  for (let i = 0; i < 12; i++) text += ALPHABET[bytes[i] & 31];
  return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
}

export async function issueRecoveryCodes(tx: Tx, factorId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newCode);
  for (const code of codes) {
    await tx.query('INSERT INTO sca_recovery_codes (factor_id, code_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING', [factorId, hash(code)]);
  }
  return codes;
}

export const looksLikeRecoveryCode = (code: string) => FORMAT.test(code.trim().toUpperCase());

/** Uses up `code` if it is an unused recovery code of the factor. */
export async function redeemRecoveryCode(tx: Tx, factorId: string, code: string): Promise<boolean> {
  const wanted = Buffer.from(hash(code.trim().toUpperCase()), 'hex');
  const rows = await tx.query<{ code_hash: string }>('SELECT code_hash FROM sca_recovery_codes WHERE factor_id = $1 AND used_at IS NULL FOR UPDATE', [factorId]);
  // Compared one by one in constant time rather than looked up by the hash.
  const match = rows.find((r) => timingSafeEqual(Buffer.from(r.code_hash, 'hex'), wanted));
  if (!match) return false;
  await tx.query('UPDATE sca_recovery_codes SET used_at = $3 WHERE factor_id = $1 AND code_hash = $2', [factorId, match.code_hash, tx.now]);
  return true;
}
