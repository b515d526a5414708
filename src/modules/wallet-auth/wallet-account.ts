import { fieldError, invalidInput } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { parseId } from '../../ids.ts';
import { getInternalAccount, setPrivateEnabled } from '../accounts/index.ts';
import { type CustodyContext, resumeOperation, runActivity } from './activity.ts';
import { clientKeyOf } from './session-ops.ts';
import { type RetryHeaders, signedStep } from './signed-retry.ts';
import { loadWalletAccount } from './store.ts';

/**
 * PATCH /internal-accounts/{id}: `privateEnabled` of an embedded wallet, by signed retry.
 * Operation `updateInternalAccount`.
 */
export async function updateWalletAccount(tx: Tx, publicId: string, body: { privateEnabled?: boolean }, headers: RetryHeaders | null): Promise<Reply> {
  const account = await loadWalletAccount(tx, tx.platformId, publicId, true);
  if (typeof body.privateEnabled !== 'boolean') throw invalidInput([fieldError('privateEnabled', 'required', 'privateEnabled is the only field that can be changed')]);
  const bound = { privateEnabled: body.privateEnabled };
  const step = await signedStep(tx, headers, {
    operation: 'updateInternalAccount',
    accountId: account.id,
    targetId: account.id,
    bound,
    signer: { kind: 'ACCOUNT_SESSION' },
    activity: { type: 'ACTIVITY_TYPE_UPDATE_WALLET_PRIVACY', parameters: { walletId: publicId, privateEnabled: body.privateEnabled } },
  });
  if ('reply' in step) return step.reply;
  await setPrivateEnabled(tx, account.id, body.privateEnabled, tx.now);
  return { status: 200, body: await getInternalAccount(tx, tx.platformId, publicId) };
}

/**
 * POST /internal-accounts/{id}/export: the wallet mnemonic HPKE-sealed to the client's fresh
 * uncompressed P-256 key, by signed retry. The sealed result is returned once and never stored.
 * Operation `exportInternalAccount`.
 */
export async function exportWalletAccount(tx: Tx, cc: CustodyContext, publicId: string, body: { clientPublicKey: string }, headers: RetryHeaders | null): Promise<Reply> {
  const binding = { requestId: headers?.requestId ?? null, body, signature: headers?.signature ?? null };
  if (headers) {
    const resumed = await resumeOperation(tx, cc, 'exportInternalAccount', parseId('InternalAccount', publicId), binding);
    if (resumed) return resumed.reply;
  }
  const account = await loadWalletAccount(tx, tx.platformId, publicId, true);
  const key = clientKeyOf(body.clientPublicKey);
  if (key.encoding !== 'uncompressed') throw invalidInput([fieldError('clientPublicKey', 'format', 'export needs an uncompressed P-256 key (04 + 128 hex)')]);
  const bound = { clientPublicKey: body.clientPublicKey };
  const step = await signedStep(tx, headers, {
    operation: 'exportInternalAccount',
    accountId: account.id,
    targetId: account.id,
    bound,
    signer: { kind: 'ACCOUNT_SESSION' },
    activity: { type: 'ACTIVITY_TYPE_EXPORT_WALLET', parameters: { walletId: publicId, targetPublicKey: body.clientPublicKey } },
  });
  if ('reply' in step) return step.reply;
  const outcome = await runActivity(tx, cc, {
    operation: 'exportInternalAccount',
    accountId: account.id,
    targetId: account.id,
    binding,
    activity: { type: 'ACTIVITY_TYPE_EXPORT_WALLET', parameters: { walletId: publicId, targetPublicKey: body.clientPublicKey } },
    effect: { kind: 'EXPORT', accountId: account.id, clientPublicKey: body.clientPublicKey },
  });
  return outcome.reply;
}
