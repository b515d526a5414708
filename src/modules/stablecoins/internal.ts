import { ApiError, errors } from '../../http/errors.ts';
import { parseId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import { getInternalAccount } from '../accounts/index.ts';
import type { StablecoinRow } from './present.ts';

const unusable = (publicId: string, why: string) =>
  errors.STABLECOIN_BURN_SOURCE_NOT_SUPPORTED(`source.accountId: ${publicId} ${why}; send source EXTERNAL_ACCOUNT or PROVIDER_INTERNAL_BALANCE instead`);

/**
 * The internal account a SERVICE_INTERNAL_ACCOUNT burn takes its tokens from (its ledger account
 * id): the platform's own or one of its customers', ACTIVE, holding the coin itself. The coin's
 * symbol is the ledger currency of its tokens, so the account's currency must be that symbol,
 * in the same decimals (else one amount would mean two values). Embedded wallets are refused:
 * they are self-custody, spent only with their holder's signature. Unknown or another
 * platform's: 404 ACCOUNT_NOT_FOUND; otherwise 400 STABLECOIN_BURN_SOURCE_NOT_SUPPORTED.
 */
export async function burnableInternalAccount(tx: Tx, coin: StablecoinRow, publicId: string): Promise<string> {
  const account = await getInternalAccount(tx, tx.platformId, publicId).catch((err: unknown) => {
    if (!(err instanceof ApiError) || err.code !== 'ACCOUNT_NOT_FOUND') throw err;
    throw errors.ACCOUNT_NOT_FOUND(`source.accountId: no internal account ${publicId} on this platform; send an InternalAccount:<uuid> id as GET /platform/internal-accounts or GET /customers/internal-accounts lists it`);
  });
  const currency = (account.balance as { currency: { code: string; decimals: number } }).currency;
  if (account.type === 'EMBEDDED_WALLET') throw unusable(publicId, 'is an embedded wallet, spent only with its holder\'s signature');
  if (currency.code !== coin.symbol) {
    throw unusable(publicId, `holds ${currency.code}; a burn of ${coin.symbol} needs an internal account in ${coin.symbol}, the coin's symbol`);
  }
  if (currency.decimals !== coin.decimals) {
    throw unusable(publicId, `counts ${currency.code} in ${currency.decimals} decimals and the coin in ${coin.decimals}`);
  }
  if (account.status !== 'ACTIVE') throw unusable(publicId, `is ${String(account.status)}; only an ACTIVE internal account can be burned from`);
  return parseId('InternalAccount', publicId) as string;
}
