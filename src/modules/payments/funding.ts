import { errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import { findInternal, getInternalAccount } from '../accounts/index.ts';
import { platformCustomerIdOf } from './owners.ts';
import { presentTransaction } from './present.ts';
import { incomingCredit, insertTransaction } from './store.ts';
import { receiveFromOutside, } from './system-accounts.ts';

/**
 * POST /sandbox/internal-accounts/{id}/fund: test money arrives on an internal account. It is
 * a real ledger transfer from the platform's SANDBOX_FUNDING account (which may go negative),
 * recorded as a COMPLETED incoming transaction, so balances always reconcile to zero.
 * Operation `sandboxFundInternalAccount`.
 */
export async function fundInternalAccount(tx: Tx, publicId: string, amount: bigint): Promise<Record<string, unknown>> {
  const uuid = parseId('InternalAccount', publicId);
  const account = uuid ? await findInternal(tx, tx.platformId, uuid) : undefined;
  if (!account) throw errors.ACCOUNT_NOT_FOUND();
  if (account.status !== 'ACTIVE') throw errors.INVALID_INPUT(`The account is ${account.status} and cannot receive funds`);
  const transactionId = newId();
  await receiveFromOutside(tx, { to: account.id, currency: account.currency, amount, description: 'sandbox funding', metadata: { transactionId }, transferId: transactionId });
  const row = await insertTransaction(tx, incomingCredit({
    id: transactionId,
    platform_id: tx.platformId,
    status: 'COMPLETED',
    customer_id: account.customerId,
    platform_customer_id: await platformCustomerIdOf(tx, tx.platformId, account.customerId),
    source: { sourceType: 'REALTIME_FUNDING', currency: account.currency, ...(account.customerId ? { customerId: formatId('Customer', account.customerId) } : {}) },
    destination: { destinationType: 'ACCOUNT', accountId: publicId, currency: account.currency },
    destination_kind: 'INTERNAL',
    destination_account_id: account.id,
    sender_identifier: null,
    receiver_identifier: formatId('InternalAccount', account.id),
    received_amount: amount.toString(),
    received_currency: account.currency,
    reference: `SANDBOX-${transactionId.replace(/-/g, '').slice(-12).toUpperCase()}`,
    description: 'Sandbox funding',
    created_at: tx.now,
  }));
  await tx.query('UPDATE transactions SET settled_at = $2 WHERE id = $1', [row.id, tx.now]);
  await tx.emit('INCOMING_PAYMENT.COMPLETED', presentTransaction({ ...row, settled_at: tx.now }));
  return getInternalAccount(tx, tx.platformId, formatId('InternalAccount', account.id));
}
