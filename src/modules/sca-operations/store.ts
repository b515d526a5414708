import type { Sql } from '../../db/driver.ts';

export type SubjectKind = 'QUOTE' | 'EXTERNAL_ACCOUNT';
export type ScaPurpose = 'CURRENCY_CONVERSION' | 'PAYOUT' | 'TRANSFER' | 'TRUST_BENEFICIARY' | 'UNTRUST_BENEFICIARY';
export type ChallengeFactor = 'SMS_OTP' | 'PASSKEY';

/** What a challenge authorizes: a quote's payment or a change of an external account's trust. */
export interface Subject {
  kind: SubjectKind;
  id: string;
}

export interface ChallengeRow {
  id: string;
  platform_id: string;
  customer_id: string;
  subject_kind: SubjectKind;
  subject_id: string;
  purpose: ScaPurpose;
  factor: ChallengeFactor;
  available_factors: ChallengeFactor[];
  code_salt: string | null;
  code_hash: string | null;
  passkey_challenge: string | null;
  passkey_options: Record<string, unknown> | null;
  sent_to: string | null;
  expires_at: Date;
  attempts: number;
  last_sent_at: Date | null;
  consumed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The subject's open (unconsumed) challenge; `lock` serializes concurrent answers to it. */
export async function openChallenge(sql: Sql, platformId: string, subject: Subject, lock = false): Promise<ChallengeRow | undefined> {
  const rows = await sql.query<ChallengeRow>(
    `SELECT * FROM sca_operation_challenges WHERE platform_id = $1 AND subject_kind = $2 AND subject_id = $3 AND consumed_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [platformId, subject.kind, subject.id],
  );
  return rows[0];
}

export async function challengeById(sql: Sql, platformId: string, id: string, lock = false): Promise<ChallengeRow | undefined> {
  const rows = await sql.query<ChallengeRow>(`SELECT * FROM sca_operation_challenges WHERE platform_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`, [platformId, id]);
  return rows[0];
}

/** Closes every open challenge of the subject (a new one replaces it, or the subject is done with). */
export async function consumeOpen(sql: Sql, platformId: string, subject: Subject, now: Date): Promise<void> {
  await sql.query('UPDATE sca_operation_challenges SET consumed_at = $4, updated_at = $4 WHERE platform_id = $1 AND subject_kind = $2 AND subject_id = $3 AND consumed_at IS NULL', [
    platformId,
    subject.kind,
    subject.id,
    now,
  ]);
}

/** Consumes the challenge if still open: of concurrent callers at most one gets true. */
export async function consume(sql: Sql, platformId: string, id: string, now: Date): Promise<boolean> {
  const rows = await sql.query('UPDATE sca_operation_challenges SET consumed_at = $3, updated_at = $3 WHERE platform_id = $1 AND id = $2 AND consumed_at IS NULL RETURNING id', [
    platformId,
    id,
    now,
  ]);
  return rows.length > 0;
}

export async function countAttempt(sql: Sql, platformId: string, id: string, now: Date): Promise<void> {
  await sql.query('UPDATE sca_operation_challenges SET attempts = attempts + 1, updated_at = $3 WHERE platform_id = $1 AND id = $2', [platformId, id, now]);
}

export async function insertChallenge(sql: Sql, row: Omit<ChallengeRow, 'attempts' | 'consumed_at' | 'updated_at'>): Promise<void> {
  await sql.query(
    `INSERT INTO sca_operation_challenges (id, platform_id, customer_id, subject_kind, subject_id, purpose, factor, available_factors, code_salt, code_hash,
       passkey_challenge, passkey_options, sent_to, expires_at, last_sent_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
    [
      row.id, row.platform_id, row.customer_id, row.subject_kind, row.subject_id, row.purpose, row.factor, row.available_factors, row.code_salt,
      row.code_hash, row.passkey_challenge, row.passkey_options === null ? null : JSON.stringify(row.passkey_options), row.sent_to, row.expires_at,
      row.last_sent_at, row.created_at,
    ],
  );
}

/** A new code for the same challenge: expires_at and attempts are left as they are. */
export async function replaceCode(sql: Sql, platformId: string, id: string, salt: string, hash: string, now: Date): Promise<void> {
  await sql.query('UPDATE sca_operation_challenges SET code_salt = $3, code_hash = $4, last_sent_at = $5, updated_at = $5 WHERE platform_id = $1 AND id = $2', [
    platformId,
    id,
    salt,
    hash,
    now,
  ]);
}
