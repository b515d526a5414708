import { createHash } from 'node:crypto';
import type { Sql } from '../../db/driver.ts';
import { validateE164Phone } from '../../formats/phone.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import { next } from '../../kernel/state-machine.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { LivenessSubject, LivenessVendor } from '../../ports/liveness.ts';
import { type CustomerRow, replacePhoneNumber } from '../customers/index.ts';
import { hasTiedOtpCredentials } from '../wallet-auth/index.ts';
import { scaCustomer } from './customer.ts';
import type { LoginFactor } from './sessions.ts';
import { revokeScaSessions } from './sessions.ts';
import { type ResetStatus, resetNotFound, TERMINAL, TWO_FACTOR_RESET } from './status.ts';
import { deleteFactor, factorsOf } from './store.ts';

/** A reset must be completed within 30 minutes of its start. */
export const RESET_TTL_MS = 30 * 60_000;
/** Starts per customer in any 24 hours (FACTS section 2.3). */
export const STARTS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;

interface ResetRow {
  id: string;
  customer_id: string;
  factor: LoginFactor;
  status: ResetStatus;
  expires_at: Date;
  completed_at: Date | null;
  created_at: Date;
}

/** Operation `startTwoFactorReset`. */
export async function startTwoFactorReset(tx: Tx, liveness: LivenessVendor, customerId: string, factor: LoginFactor) {
  const customer = await scaCustomer(tx, tx.platformId, customerId, true);
  if (factor !== 'SMS_OTP' && !(await factorsOf(tx, tx.platformId, customer.id)).some((f) => f.factor === factor)) {
    throw errors.CONFLICT(`The customer has no ${factor} factor to reset; enroll one with POST /sca/factors`);
  }
  const recent = await tx.query<{ created_at: Date }>(
    'SELECT created_at FROM sca_resets WHERE platform_id = $1 AND customer_id = $2 AND created_at > $3 ORDER BY created_at',
    [tx.platformId, customer.id, new Date(tx.now.getTime() - DAY_MS)],
  );
  if (recent.length >= STARTS_PER_DAY) {
    const seconds = Math.max(1, Math.ceil((recent[0].created_at.getTime() + DAY_MS - tx.now.getTime()) / 1000));
    throw errors.RATE_LIMITED(`At most ${STARTS_PER_DAY} two-factor resets may start per customer in 24 hours; retry in ${seconds} s`, { retryAfterSeconds: seconds }, {
      'Retry-After': String(seconds),
    });
  }
  const id = newId();
  const handles = liveness.open(subjectOf(customer, id, tx.now));
  const expiresAt = new Date(tx.now.getTime() + RESET_TTL_MS);
  await tx.query(
    `INSERT INTO sca_resets (id, platform_id, customer_id, factor, status, liveness_token_hash, expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'INITIATED', $5, $6, $7, $7)`,
    [id, tx.platformId, customer.id, factor, createHash('sha256').update(handles.accessToken).digest('hex'), expiresAt, tx.now],
  );
  return { resetId: formatId('TwoFactorReset', id), livenessAccessToken: handles.accessToken, verificationLink: handles.verificationLink, expiresAt: expiresAt.toISOString() };
}

async function loadReset(sql: Sql, platformId: string, customer: CustomerRow, resetId: string, lock: boolean): Promise<ResetRow> {
  const uuid = parseId('TwoFactorReset', resetId);
  const rows = uuid
    ? await sql.query<ResetRow>(`SELECT * FROM sca_resets WHERE id = $1 AND platform_id = $2 AND customer_id = $3${lock ? ' FOR UPDATE' : ''}`, [
        uuid,
        platformId,
        customer.id,
      ])
    : [];
  if (!rows[0]) throw resetNotFound();
  return rows[0];
}

/** The person the liveness check is about: the customer's name (a business's legal name). */
function subjectOf(customer: CustomerRow, reference: string, startedAt: Date): LivenessSubject {
  const business = customer.profile.businessInfo as { legalName?: unknown } | undefined;
  const name = customer.customer_type === 'BUSINESS' ? business?.legalName : customer.profile.fullName;
  return { reference, name: typeof name === 'string' ? name : null, startedAt };
}

/** Where the liveness check and the clock have taken the reset by `now`, through the machine. */
function statusAt(liveness: LivenessVendor, row: ResetRow, customer: CustomerRow, now: Date): ResetStatus {
  let status = row.status;
  if (TERMINAL.includes(status)) return status;
  if (now.getTime() >= row.expires_at.getTime()) return next(TWO_FACTOR_RESET, status, 'EXPIRE');
  const progress = liveness.progress(subjectOf(customer, row.id, row.created_at), now);
  if (status === 'INITIATED' && progress !== 'INITIATED') status = next(TWO_FACTOR_RESET, status, 'REVIEW');
  if (status === 'PENDING_REVIEW' && (progress === 'PASSED' || progress === 'REJECTED')) {
    status = next(TWO_FACTOR_RESET, status, progress === 'PASSED' ? 'PASS' : 'REJECT');
  }
  return status;
}

/** Operation `getTwoFactorResetStatus`. */
export async function getTwoFactorResetStatus(sql: Sql, liveness: LivenessVendor, platformId: string, customerId: string, resetId: string, now: Date) {
  const customer = await scaCustomer(sql, platformId, customerId);
  const row = await loadReset(sql, platformId, customer, resetId, false);
  const status = statusAt(liveness, row, customer, now);
  let enrollmentStatus: 'PENDING' | 'COMPLETED' | null = null;
  if (row.factor !== 'SMS_OTP') {
    // After the reset, the customer enrolls the factor again; until then it is PENDING.
    const again = row.completed_at && (await factorsOf(sql, platformId, customer.id)).some((f) => f.factor === row.factor && f.created_at >= row.completed_at!);
    enrollmentStatus = again ? 'COMPLETED' : 'PENDING';
  }
  return {
    status,
    factor: row.factor,
    enrollmentStatus,
    expiresAt: row.expires_at.toISOString(),
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
  };
}

/**
 * Operation `completeTwoFactorReset`: from LIVENESS_PASSED only (400 otherwise). An SMS_OTP
 * reset takes the new `mobile` number; a TOTP or PASSKEY reset removes the factor so that the
 * customer can enroll again. Either way the customer's SCA sessions end: the next login proves
 * the new factor.
 */
export async function completeTwoFactorReset(tx: Tx, liveness: LivenessVendor, customerId: string, resetId: string, body: { mobile?: { countryCode: string; number: string } } | undefined) {
  const customer = await scaCustomer(tx, tx.platformId, customerId, true);
  const row = await loadReset(tx, tx.platformId, customer, resetId, true);
  const status = statusAt(liveness, row, customer, tx.now);
  const completed = next(TWO_FACTOR_RESET, status, 'COMPLETE');
  if (row.factor === 'SMS_OTP') {
    const mobile = body?.mobile;
    if (!mobile) throw invalidInput([fieldError('mobile', 'required', 'an SMS_OTP reset needs the new mobile number {countryCode, number}')]);
    const phone = validateE164Phone(`${mobile.countryCode.trim()}${mobile.number.replace(/[\s().-]/g, '')}`);
    if (!phone.ok) throw invalidInput([fieldError('mobile', phone.constraint, phone.message)]);
    if (phone.normalized !== customer.phone_number && (await hasTiedOtpCredentials(tx, customer.id, 'SMS_OTP'))) {
      throw errors.CONFLICT(
        "The customer's phone number is tied to SMS_OTP wallet credentials; change it with PATCH /customers/{customerId} and its signed retry, which renames them together",
      );
    }
    await replacePhoneNumber(tx, customer, phone.normalized);
  } else {
    for (const f of await factorsOf(tx, tx.platformId, customer.id)) if (f.factor === row.factor) await deleteFactor(tx, f.id);
    await tx.query('DELETE FROM sca_enrollments WHERE platform_id = $1 AND customer_id = $2 AND factor = $3', [tx.platformId, customer.id, row.factor]);
  }
  await revokeScaSessions(tx, customer.id);
  await tx.query('UPDATE sca_resets SET status = $2, completed_at = $3, updated_at = $3 WHERE id = $1', [row.id, completed, tx.now]);
}
