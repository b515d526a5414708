import { randomBytes } from 'node:crypto';
import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { hpkeSeal } from '../../crypto/hpke.ts';
import type { ParsedPublicKey } from '../../crypto/p256-keys.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId } from '../../ids.ts';
import { placeOf, WALLET_SEED_ENTROPY } from '../../secrets/columns.ts';
import type { Keyring } from '../../secrets/keyring.ts';

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
 * The export response: the wallet mnemonic HPKE-sealed to the client's uncompressed key. Made
 * for the one reply that carries it and never stored.
 */
export async function exportBody(tx: Tx, keyring: Keyring, accountId: string, key: ParsedPublicKey): Promise<Record<string, unknown>> {
  const mnemonic = entropyToMnemonic(await walletEntropy(tx, keyring, accountId), wordlist);
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
  return { id: formatId('InternalAccount', accountId), encryptedWalletCredentials };
}
