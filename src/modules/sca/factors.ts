import { timingSafeEqual } from 'node:crypto';
import type { Sql } from '../../db/driver.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import { newId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import { placeOf, SCA_ENROLLMENT_TOTP_SECRET, SCA_FACTOR_TOTP_SECRET } from '../../secrets/columns.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { scaCustomer } from './customer.ts';
import { newChallenge, registrationOptions, verifyRegistration } from './passkey.ts';
import { issueRecoveryCodes } from './recovery.ts';
import { RELYING_PARTY_ID } from './relying-party.ts';
import { deleteFactor, type EnrolledFactor, factorsOf, passkeyOf, pendingEnrollment, totpOf } from './store.ts';
import { base32Of, hexOfBase32, matchTotp, newTotpSecret, totpUri } from './totp.ts';

/** How long an enrollment may wait for its confirmation. */
export const ENROLLMENT_TTL_MS = 10 * 60_000;

const passkeyView = (credentialId: string) => ({ factor: 'PASSKEY' as const, credentialId, name: 'Passkey' });

/** Operation `listScaFactors`. */
export async function listScaFactors(sql: Sql, platformId: string, customerId: string) {
  const customer = await scaCustomer(sql, platformId, customerId);
  const factors: { factor: string; credentialId?: string; name?: string }[] = [];
  if (customer.phone_number) factors.push({ factor: 'SMS_OTP', name: `SMS to a number ending ${customer.phone_number.slice(-2)}` });
  for (const f of await factorsOf(sql, platformId, customer.id)) {
    factors.push(f.factor === 'PASSKEY' ? passkeyView(f.credential_id ?? '') : { factor: 'TOTP', name: 'Authenticator app' });
  }
  return { factors };
}

async function replaceEnrollment(tx: Tx, customerId: string, factor: EnrolledFactor, values: { totpSecret?: string; challenge?: string }, keyring: Keyring) {
  await tx.query('DELETE FROM sca_enrollments WHERE platform_id = $1 AND customer_id = $2 AND factor = $3', [tx.platformId, customerId, factor]);
  const id = newId();
  const sealed = values.totpSecret ? keyring.seal(values.totpSecret, placeOf(SCA_ENROLLMENT_TOTP_SECRET, id)) : null;
  await tx.query(
    `INSERT INTO sca_enrollments (id, platform_id, customer_id, factor, totp_secret, challenge, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, tx.platformId, customerId, factor, sealed, values.challenge ?? null, new Date(tx.now.getTime() + ENROLLMENT_TTL_MS), tx.now],
  );
}

/** Operation `startScaFactorEnrollment`. */
export async function startScaFactorEnrollment(tx: Tx, keyring: Keyring, customerId: string, type: EnrolledFactor) {
  const customer = await scaCustomer(tx, tx.platformId, customerId, true);
  if (type === 'TOTP') {
    if (await totpOf(tx, tx.platformId, customer.id)) {
      throw errors.CONFLICT('The customer already has a TOTP factor; replace it through a two-factor reset (POST /sca/factors/reset)');
    }
    const secret = newTotpSecret();
    await replaceEnrollment(tx, customer.id, 'TOTP', { totpSecret: secret }, keyring);
    return { type: 'TOTP', secret, secretBase32Encoded: base32Of(secret), totpUri: totpUri(secret, customer.platform_customer_id) };
  }
  if (await passkeyOf(tx, tx.platformId, customer.id)) throw errors.PASSKEY_ALREADY_ENROLLED('The customer already has a passkey; delete it (DELETE /sca/factors/{credentialId}) before enrolling another');
  const challenge = newChallenge();
  await replaceEnrollment(tx, customer.id, 'PASSKEY', { challenge }, keyring);
  return { type: 'PASSKEY', ...(await registrationOptions(customer.id, customer.platform_customer_id, challenge)) };
}

const enrollmentGone = (factor: string) =>
  invalidInput([fieldError('type', 'state', `no ${factor} enrollment is waiting for confirmation (none started, or it expired after 10 minutes); start one with POST /sca/factors`)]);

/** The secret as enrollment showed it: `secret` (hex) or, typed by hand, `secretBase32Encoded`. */
function secretMatches(given: string, expectedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  // Byte lengths, not string lengths: a look-alike character is one character and several bytes.
  const same = (candidate: string) => {
    const bytes = Buffer.from(candidate, 'utf8');
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  };
  return same(given.trim().toLowerCase()) || same(hexOfBase32(given));
}

type ConfirmBody = { type: 'TOTP'; secret: string; code: string } | { type: 'PASSKEY'; origin: string; credential: Record<string, unknown> };

/** Operation `confirmScaFactorEnrollment`. */
export async function confirmScaFactorEnrollment(tx: Tx, keyring: Keyring, customerId: string, body: ConfirmBody) {
  const customer = await scaCustomer(tx, tx.platformId, customerId, true);
  const pending = await pendingEnrollment(tx, tx.platformId, customer.id, body.type);
  if (!pending || pending.expires_at.getTime() <= tx.now.getTime()) throw enrollmentGone(body.type);
  if (body.type === 'TOTP') {
    if (await totpOf(tx, tx.platformId, customer.id)) throw errors.CONFLICT('The customer already has a TOTP factor');
    const secret = keyring.openText(pending.totp_secret ?? '', placeOf(SCA_ENROLLMENT_TOTP_SECRET, pending.id));
    if (!secretMatches(body.secret, secret)) throw invalidInput([fieldError('secret', 'match', 'secret is not the one of the pending enrollment')]);
    const step = matchTotp(secret, body.code, tx.now);
    if (step === null) throw invalidInput([fieldError('code', 'mismatch', "the code is not the authenticator's current code (6 digits, 30-second steps)")]);
    const id = newId();
    await tx.query(
      `INSERT INTO sca_factors (id, platform_id, customer_id, factor, totp_secret, totp_last_step, created_at, updated_at)
       VALUES ($1, $2, $3, 'TOTP', $4, $5, $6, $6)`,
      [id, tx.platformId, customer.id, keyring.seal(secret, placeOf(SCA_FACTOR_TOTP_SECRET, id)), step, tx.now],
    );
    await tx.query('DELETE FROM sca_enrollments WHERE id = $1', [pending.id]);
    return { type: 'TOTP', recoveryCodes: await issueRecoveryCodes(tx, id) };
  }
  if (await passkeyOf(tx, tx.platformId, customer.id)) throw errors.PASSKEY_ALREADY_ENROLLED();
  const made = await verifyRegistration(body.credential, body.origin, pending.challenge ?? '');
  const id = newId();
  await tx.query(
    `INSERT INTO sca_factors (id, platform_id, customer_id, factor, credential_id, public_key, sign_count, transports, rp_id, origin, created_at, updated_at)
     VALUES ($1, $2, $3, 'PASSKEY', $4, $5, $6, $7, $8, $9, $10, $10)`,
    [id, tx.platformId, customer.id, made.credentialId, made.publicKey, made.counter, made.transports, RELYING_PARTY_ID, body.origin, tx.now],
  );
  await tx.query('DELETE FROM sca_enrollments WHERE id = $1', [pending.id]);
  return { type: 'PASSKEY', factor: passkeyView(made.credentialId) };
}

/** Operation `deleteScaFactor`: passkeys only; TOTP and SMS_OTP change through a two-factor reset. */
export async function deleteScaFactor(tx: Tx, customerId: string, credentialId: string): Promise<void> {
  const customer = await scaCustomer(tx, tx.platformId, customerId, true);
  if (credentialId === 'TOTP' || credentialId === 'SMS_OTP') {
    throw errors.CONFLICT(`A ${credentialId} factor cannot be deleted; replace it through a two-factor reset (POST /sca/factors/reset)`);
  }
  const passkey = await passkeyOf(tx, tx.platformId, customer.id, true);
  if (!passkey || passkey.credential_id !== credentialId) {
    throw errors.NOT_FOUND('The customer has no passkey with that credentialId; GET /sca/factors lists it');
  }
  await deleteFactor(tx, passkey.id);
}
