import { errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, parseId } from '../../ids.ts';
import { accountIdsOfCustomer } from '../accounts/index.ts';
import { customerContact } from '../customers/index.ts';
import { acceptRetry, type Challenge, issueChallenge, type RetryHeaders } from './signed-retry.ts';

/**
 * PATCH /customers/{customerId} when the change touches a contact tied to OTP wallet credentials:
 * a new `email` with live EMAIL_OTP credentials on the customer's wallets, or a new
 * `phoneNumber` with live SMS_OTP ones. The first call answers 202 binding the body and the
 * tied credential set; the signed retry (an active session of one of the customer's wallets)
 * applies the update and renames the tied credentials in the same transaction, so contact and
 * credentials change together or not at all.
 */
export const CONTACT_OPERATION = 'updateCustomerContact';

interface ContactInput {
  email?: string;
  phoneNumber?: string;
}

interface Tied {
  type: 'EMAIL_OTP' | 'SMS_OTP';
  ids: string[];
  accountId: string;
}

export type ContactGate =
  /** Nothing tied changes: a plain update. */
  | { kind: 'plain' }
  | { kind: 'challenge'; challenge: Challenge }
  /** The signed retry was accepted: update, then call `sync`. */
  | { kind: 'apply'; sync: () => Promise<void> };

async function tiedCredentials(tx: Tx, customerId: string, type: Tied['type']): Promise<{ id: string; account_id: string }[]> {
  const accounts = await accountIdsOfCustomer(tx, tx.platformId, customerId);
  return tx.query<{ id: string; account_id: string }>(
    `SELECT id, account_id FROM wallet_credentials
      WHERE platform_id = $1 AND account_id = ANY($2::uuid[]) AND type = $3 AND revoked_at IS NULL ORDER BY id FOR UPDATE`,
    [tx.platformId, accounts, type],
  );
}

/**
 * Whether the customer's wallets hold live credentials of `type` tied to its contact: such a
 * contact changes only with them, through the signed PATCH /customers (src/modules/sca refuses
 * a two-factor reset that would change the phone number behind them).
 */
export async function hasTiedOtpCredentials(tx: Tx, customerId: string, type: Tied['type']): Promise<boolean> {
  return (await tiedCredentials(tx, customerId, type)).length > 0;
}

export async function contactGate(tx: Tx, customerPublicId: string, body: unknown, headers: RetryHeaders | null): Promise<ContactGate> {
  const uuid = parseId('Customer', customerPublicId);
  if (!uuid) return { kind: 'plain' };
  const contact = await customerContact(tx, tx.platformId, uuid, true);
  if (!contact) return { kind: 'plain' };
  const input = (body ?? {}) as ContactInput;
  const tied: Tied[] = [];
  if (input.email !== undefined && input.email !== contact.email) {
    const creds = await tiedCredentials(tx, uuid, 'EMAIL_OTP');
    if (creds.length > 0) tied.push({ type: 'EMAIL_OTP', ids: creds.map((c) => c.id), accountId: creds[0].account_id });
  }
  if (input.phoneNumber !== undefined && input.phoneNumber !== contact.phone_number) {
    const creds = await tiedCredentials(tx, uuid, 'SMS_OTP');
    if (creds.length > 0) tied.push({ type: 'SMS_OTP', ids: creds.map((c) => c.id), accountId: creds[0].account_id });
  }
  if (tied.length === 0) {
    if (headers) await refuseStaleRetry(tx, uuid, headers);
    return { kind: 'plain' };
  }
  if (tied.length > 1) throw errors.INVALID_INPUT('email and phoneNumber are both tied to wallet credentials; change them in separate requests');
  const [change] = tied;
  const value = change.type === 'EMAIL_OTP' ? input.email : input.phoneNumber;
  const taken = await tx.query(
    `SELECT 1 FROM wallet_credentials WHERE platform_id = $1 AND type = $2 AND nickname = $3 AND revoked_at IS NULL AND NOT (id = ANY($4::uuid[])) LIMIT 1`,
    [tx.platformId, change.type, value, change.ids],
  );
  if (taken.length > 0) throw change.type === 'EMAIL_OTP' ? errors.EMAIL_OTP_EMAIL_ALREADY_EXISTS() : errors.SMS_OTP_PHONE_NUMBER_ALREADY_EXISTS();
  if (!headers) {
    const challenge = await issueChallenge(tx, {
      operation: CONTACT_OPERATION,
      accountId: change.accountId,
      targetId: uuid,
      bound: body,
      signer: { kind: 'CUSTOMER_SESSION', customerId: uuid },
      activity: {
        type: change.type === 'EMAIL_OTP' ? 'ACTIVITY_TYPE_UPDATE_USER_EMAIL' : 'ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER',
        parameters: { customerId: customerPublicId, [change.type === 'EMAIL_OTP' ? 'email' : 'phoneNumber']: value, authenticatorIds: change.ids.map((id) => formatId('AuthMethod', id)) },
      },
    });
    return { kind: 'challenge', challenge };
  }
  const accepted = await acceptRetry(tx, CONTACT_OPERATION, uuid, body, headers);
  const bound = (JSON.parse(accepted.payload) as { parameters?: { authenticatorIds?: string[] } }).parameters?.authenticatorIds ?? [];
  const now = change.ids.map((id) => formatId('AuthMethod', id));
  if (bound.length !== now.length || bound.some((id, i) => id !== now[i])) {
    throw change.type === 'EMAIL_OTP' ? errors.EMAIL_OTP_CREDENTIAL_SET_CHANGED() : errors.SMS_OTP_CREDENTIAL_SET_CHANGED();
  }
  return {
    kind: 'apply',
    sync: async () => {
      const saved = await customerContact(tx, tx.platformId, uuid);
      const nickname = change.type === 'EMAIL_OTP' ? saved?.email : saved?.phone_number;
      await tx.query('UPDATE wallet_credentials SET nickname = $2, updated_at = $3 WHERE id = ANY($1::uuid[])', [change.ids, nickname, tx.now]);
    },
  };
}

/** A signed retry whose tied credentials have all gone since the 202: the set changed. */
async function refuseStaleRetry(tx: Tx, customerId: string, headers: RetryHeaders): Promise<void> {
  const requestId = parseId('Request', headers.requestId);
  if (!requestId) return;
  const rows = await tx.query<{ payload_to_sign: string }>(
    'SELECT payload_to_sign FROM wallet_requests WHERE id = $1 AND platform_id = $2 AND operation = $3 AND target_id = $4 AND consumed_at IS NULL',
    [requestId, tx.platformId, CONTACT_OPERATION, customerId],
  );
  if (rows.length === 0) return;
  const type = (JSON.parse(rows[0].payload_to_sign) as { type?: string }).type;
  throw type === 'ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER' ? errors.SMS_OTP_CREDENTIAL_SET_CHANGED() : errors.EMAIL_OTP_CREDENTIAL_SET_CHANGED();
}
