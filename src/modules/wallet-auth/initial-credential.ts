import type { Tx } from '../../kernel/tx.ts';
import { newId, parseId } from '../../ids.ts';
import { accountIdsOfCustomer, walletAccountRow } from '../accounts/index.ts';
import { customerContact } from '../customers/index.ts';
import { insertCredential } from './effects.ts';
import { activeCredentials } from './store.ts';

/**
 * The spec's initial credential (section 5): a wallet starts with an EMAIL_OTP credential tied
 * to its customer's e-mail. The customers module calls this in the transaction of every
 * customer create and update (and of each imported row), after the customer's accounts are
 * provisioned, so a wallet opened by that write gets its credential with it, and the wallet of
 * a customer who had no e-mail gets it when the e-mail is first set.
 *
 * Only a wallet with no live credential gets one: once a wallet has any, a new credential is
 * the end user's act (a signed retry by one of its sessions), never a side effect of the
 * platform editing its customer. No code is issued here: the customer asked for none, and the
 * first one comes from POST /auth/credentials/{id}/challenge when the end user logs in.
 */
export async function ensureInitialCredential(tx: Tx, customerPublicId: string): Promise<void> {
  const customerId = parseId('Customer', customerPublicId);
  if (!customerId) return;
  const [wallets, contact] = await Promise.all([
    accountIdsOfCustomer(tx, tx.platformId, customerId, 'EMBEDDED_WALLET'),
    customerContact(tx, tx.platformId, customerId),
  ]);
  const email = contact?.email;
  if (wallets.length === 0 || !email) return;
  // A wallet's last credential cannot be revoked, so one seen here stays: only a bare wallet
  // needs the lock, and most updates of a wallet's customer end at this read.
  const held = await tx.query<{ account_id: string }>(
    'SELECT DISTINCT account_id FROM wallet_credentials WHERE platform_id = $1 AND account_id = ANY($2::uuid[]) AND revoked_at IS NULL',
    [tx.platformId, wallets],
  );
  const bare = wallets.filter((id) => !held.some((h) => h.account_id === id));
  for (const accountId of bare) {
    // The bootstrap POST /auth/credentials holds the same lock, so of the two only the first
    // finds the wallet bare.
    await walletAccountRow(tx, tx.platformId, accountId, true);
    if ((await activeCredentials(tx, tx.platformId, accountId)).length > 0) continue;
    await insertCredential(tx, accountId, 'EMAIL_OTP', { nickname: email, oidcIdentity: null, passkey: null });
  }
}

/**
 * ensureInitialCredential for a wallet opened in this very transaction (createCustomer answers
 * its id): no other transaction can see it yet, so there is nothing to lock or read, and the
 * credential is written with the COMMIT. Nothing for no wallet or no e-mail.
 */
export function startNewWallet(tx: Tx, walletId: string | undefined, email: string | null | undefined): void {
  if (!walletId || !email) return;
  tx.atCommit(
    `INSERT INTO wallet_credentials (id, platform_id, account_id, type, nickname, created_at, updated_at) VALUES ($1, $2, $3, 'EMAIL_OTP', $4, $5, $5)`,
    [newId(), tx.platformId, walletId, email, tx.now],
  );
}
