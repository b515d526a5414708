import { randomBytes } from 'node:crypto';
import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { hpkeSeal } from '../../crypto/hpke.ts';
import { fieldError, invalidInput } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId } from '../../ids.ts';
import { placeOf, WALLET_SEED_ENTROPY } from '../../secrets/columns.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { getInternalAccount, setPrivateEnabled } from '../accounts/index.ts';
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

/** The wallet's BIP-39 entropy (128 bits), made on first use; stored sealed (hex), bound to the wallet. */
async function walletEntropy(tx: Tx, keyring: Keyring, accountId: string): Promise<Uint8Array> {
  const place = placeOf(WALLET_SEED_ENTROPY, accountId);
  await tx.query(
    'INSERT INTO wallet_seeds (account_id, platform_id, entropy, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (account_id) DO NOTHING',
    [accountId, tx.platformId, keyring.seal(randomBytes(16).toString('hex'), place), tx.now],
  );
  const rows = await tx.query<{ entropy: string }>('SELECT entropy FROM wallet_seeds WHERE account_id = $1 AND platform_id = $2', [accountId, tx.platformId]);
  return Buffer.from(keyring.openText(rows[0].entropy, place), 'hex');
}

/**
 * POST /internal-accounts/{id}/export: the wallet mnemonic HPKE-sealed to the client's fresh
 * uncompressed P-256 key, by signed retry. The sealed result is returned once and never stored.
 * Operation `exportInternalAccount`.
 */
export async function exportWalletAccount(tx: Tx, keyring: Keyring, publicId: string, body: { clientPublicKey: string }, headers: RetryHeaders | null): Promise<Reply> {
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
  const mnemonic = entropyToMnemonic(await walletEntropy(tx, keyring, account.id), wordlist);
  const sealed = await hpkeSeal(key.uncompressed, new TextEncoder().encode(mnemonic));
  const data = Buffer.from(
    JSON.stringify({
      encappedPublic: Buffer.from(sealed.enc).toString('hex'),
      ciphertext: Buffer.from(sealed.ciphertext).toString('hex'),
      organizationId: formatId('Platform', tx.platformId),
    }),
    'utf8',
  ).toString('hex');
  // Sandbox: the enclave signature fields are empty strings.
  const encryptedWalletCredentials = JSON.stringify({ version: 'v1.0.0', data, dataSignature: '', enclaveQuorumPublic: '' });
  return { status: 200, body: { id: formatId('InternalAccount', account.id), encryptedWalletCredentials } };
}
