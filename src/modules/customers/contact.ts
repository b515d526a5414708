import { codeMatches, hashCode, randomDigits } from '../../crypto/one-time-code.ts';
import { type ApiError, errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { newId, parseId } from '../../ids.ts';
import type { OneTimeCodeMessage } from '../../ports/notifier.ts';
import { type ContactChannel, type ContactRow, destinationOf, isVerified, requiredChannels } from './contact-rules.ts';
import { type Customer, loadActiveCustomer, presentCustomerRow } from './service.ts';
import { contactRows } from './store.ts';
import { environmentOf } from '../platforms/index.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;
/** Sends (first and re-sends) per customer and channel within one window. */
export const SENDS_PER_WINDOW = 5;
export const SEND_WINDOW_MS = 15 * 60_000;
/** The fixed code of sandbox platforms (docs/sandbox.md). */
export const SANDBOX_CODE = '123456';


async function channelState(tx: Tx, customerId: string, channel: ContactChannel) {
  const customer = await loadActiveCustomer(tx, tx.platformId, customerId);
  if (!requiredChannels(customer).includes(channel)) {
    throw errors.CONFLICT(`The verification provider does not require ${channel === 'EMAIL' ? 'e-mail' : 'phone'} verification for this customer`);
  }
  const rows = await contactRows(tx, tx.platformId, [customer.id]);
  if (isVerified(customer, channel, rows)) throw errors.CONFLICT(`The ${channel === 'EMAIL' ? 'e-mail address' : 'phone number'} is already verified`);
  return { customer, row: rows.find((r) => r.channel === channel) };
}

/**
 * Counts one send for the customer and channel; 429 past the limit. It runs before the
 * transaction on the limiter's own connection, and counts refused attempts too.
 */
export async function limitSends(limiter: RateLimiter, platformId: string, customerId: string, channel: ContactChannel): Promise<void> {
  const id = parseId('Customer', customerId) ?? 'unknown';
  await limiter.hit(`contact-code:${platformId}:${id}:${channel}`, SENDS_PER_WINDOW, SEND_WINDOW_MS);
}

/**
 * Issues a new code (replacing any earlier one) and returns the message to send once the
 * transaction has committed: a code that was never stored must never reach the customer.
 */
export async function issueContactCode(tx: Tx, customerId: string, channel: ContactChannel): Promise<OneTimeCodeMessage> {
  const { customer } = await channelState(tx, customerId, channel);
  const destination = destinationOf(customer, channel);
  if (!destination) {
    throw errors.MISSING_MANDATORY_USER_INFO(`The customer has no ${channel === 'EMAIL' ? 'email' : 'phoneNumber'} to verify`, {
      errors: [fieldError(channel === 'EMAIL' ? 'email' : 'phoneNumber', 'required', 'set it with PATCH /customers/{customerId} first')],
    });
  }
  const code = (await environmentOf(tx, tx.platformId)) === 'SANDBOX' ? SANDBOX_CODE : randomDigits(6);
  const { salt, hash } = hashCode(code);
  const expiresAt = new Date(tx.now.getTime() + CODE_TTL_MS);
  await tx.query(
    `INSERT INTO contact_verifications (id, platform_id, customer_id, channel, destination, code_salt, code_hash, expires_at, attempts, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $9)
     ON CONFLICT (platform_id, customer_id, channel) DO UPDATE SET destination = $5, code_salt = $6, code_hash = $7, expires_at = $8,
       attempts = 0, verified_at = NULL, updated_at = $9`,
    [newId(), tx.platformId, customer.id, channel, destination, salt, hash, expiresAt, tx.now],
  );
  return { channel: channel === 'EMAIL' ? 'EMAIL' : 'SMS', to: destination, purpose: 'contact-verification', code, expiresAt };
}

export type ConfirmResult = { ok: true; customer: Customer } | { ok: false; error: ApiError };

const badCode = (constraint: string, message: string): ConfirmResult => ({ ok: false, error: invalidInput([fieldError('code', constraint, message)]) });

/**
 * Checks a code. A wrong code counts an attempt that must stay counted, so it is reported as a
 * result (the transaction commits) rather than thrown (which would roll the count back).
 */
export async function confirmContactCode(tx: Tx, customerId: string, channel: ContactChannel, code: string): Promise<ConfirmResult> {
  const { customer, row } = await channelState(tx, customerId, channel);
  const current = row as ContactRow | undefined;
  if (!current || current.verified_at) return badCode('state', 'no code has been sent; request one first');
  if (current.destination !== destinationOf(customer, channel)) return badCode('state', 'the code was sent to a previous address; request a new one');
  if (current.expires_at.getTime() <= tx.now.getTime()) return badCode('expired', 'the code has expired; request a new one');
  if (current.attempts >= MAX_ATTEMPTS) return badCode('attempts', 'too many wrong codes; request a new one');
  if (!codeMatches({ salt: current.code_salt, hash: current.code_hash }, code)) {
    await tx.query('UPDATE contact_verifications SET attempts = attempts + 1, updated_at = $4 WHERE platform_id = $1 AND customer_id = $2 AND channel = $3', [
      tx.platformId, customer.id, channel, tx.now,
    ]);
    return badCode('mismatch', `the code is not correct; ${MAX_ATTEMPTS - current.attempts - 1} attempts left`);
  }
  await tx.query('UPDATE contact_verifications SET verified_at = $4, updated_at = $4 WHERE platform_id = $1 AND customer_id = $2 AND channel = $3', [
    tx.platformId, customer.id, channel, tx.now,
  ]);
  return { ok: true, customer: await presentCustomerRow(tx, customer) };
}

/** Every channel the provider requires is verified (identity checks may start). */
export async function contactsVerified(tx: Tx, customerId: string): Promise<boolean> {
  const customer = await loadActiveCustomer(tx, tx.platformId, customerId);
  const rows = await contactRows(tx, tx.platformId, [customer.id]);
  return requiredChannels(customer).every((c) => isVerified(customer, c, rows));
}
