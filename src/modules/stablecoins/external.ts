import { ApiError, errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { IssuerCredentials, LinkOutcome, StablecoinIssuer } from '../../ports/stablecoin-issuer.ts';
import { findAccount, paymentRails } from '../external-accounts/index.ts';
import { callIssuer } from './issuer-calls.ts';
import type { StablecoinRow } from './present.ts';

/** The rail of the account's paymentRails each burn payout rail needs. */
const PAYOUT_RAIL: Readonly<Record<string, string>> = { WIRE: 'WIRE', ACH_CREDIT: 'ACH', SAME_DAY_ACH_CREDIT: 'ACH', RTP_CREDIT: 'RTP' };

const LINK_ERRORS: Readonly<Record<Exclude<LinkOutcome, 'LINKED'>, (id: string) => ApiError>> = {
  LINK_FAILED: (id) => errors.STABLECOIN_EXTERNAL_ACCOUNT_LINK_FAILED(`The issuer could not verify external account ${id} when linking it; check its details or use another account`),
  LINK_METHOD_REQUIRED: (id) =>
    errors.STABLECOIN_EXTERNAL_ACCOUNT_LINK_METHOD_REQUIRED(`The issuer needs a verification method for external account ${id} before it can be linked; set one up at the issuer, or use another account`),
  PROVIDER_LINK_FAILED: (id) => errors.STABLECOIN_EXTERNAL_ACCOUNT_PROVIDER_LINK_FAILED(`The issuer refused to link external account ${id}; use another account`),
  PROVIDER_LINK_REQUIRED: (id) =>
    errors.STABLECOIN_EXTERNAL_ACCOUNT_PROVIDER_LINK_REQUIRED(`External account ${id} must first be linked at the issuer by its holder; link it there, then repeat the request`),
};

export interface Need {
  /** The request field naming the account, for messages. */
  field: string;
  /** A wallet on the coin's network (mint destination) or a bank account in its base currency. */
  kind: 'WALLET' | 'BANK';
  /** For a bank account: the rail the issuer will use (ACH for debits, the payout rail for burns). */
  rail?: string;
}

/**
 * The platform's external account `publicId`, checked for a stablecoin operation and linked at
 * the issuer (idempotent there): 404 STABLECOIN_EXTERNAL_ACCOUNT_NOT_FOUND, 400
 * STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED (wrong kind, currency or rail),
 * STABLECOIN_EXTERNAL_ACCOUNT_NOT_LINKED (not ACTIVE), or the issuer's linking refusal.
 */
export async function linkedExternalAccount(
  tx: Tx,
  issuer: StablecoinIssuer,
  credentials: IssuerCredentials,
  providerAccount: string,
  coin: StablecoinRow,
  publicId: string,
  need: Need,
): Promise<string> {
  const account = await findAccount(tx, tx.platformId, publicId, 'customer').catch((err: unknown) => {
    if (!(err instanceof ApiError) || err.code !== 'ACCOUNT_NOT_FOUND') throw err;
    throw errors.STABLECOIN_EXTERNAL_ACCOUNT_NOT_FOUND(`${need.field}: no external account ${publicId} on this platform; send an ExternalAccount:<uuid> id as the external-accounts lists show it`);
  });
  const info = account.account_info;
  let identifier: string;
  if (need.kind === 'WALLET') {
    if (account.account_type !== 'SPARK_WALLET') {
      throw errors.STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED(`${need.field}: ${publicId} is a ${account.account_type}; the tokens are delivered on ${coin.network}, so send a SPARK_WALLET external account`);
    }
    identifier = String(info.address);
  } else {
    const rails = paymentRails(info) ?? [];
    if (account.currency !== coin.base_currency || rails.length === 0) {
      throw errors.STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED(`${need.field}: ${publicId} is a ${account.account_type} in ${account.currency}; send a bank account in ${coin.base_currency}, the coin's base currency`);
    }
    if (need.rail && !rails.includes(PAYOUT_RAIL[need.rail] ?? need.rail)) {
      throw errors.STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED(`${need.field}: ${publicId} cannot be paid by ${need.rail}; it takes ${rails.join(', ')}`);
    }
    identifier = String(info.accountNumber ?? info.iban ?? account.id);
  }
  if (account.status !== 'ACTIVE') {
    throw errors.STABLECOIN_EXTERNAL_ACCOUNT_NOT_LINKED(`${need.field}: ${publicId} is ${account.status}; only an ACTIVE external account can be linked at the issuer`);
  }
  const outcome = await callIssuer(() => issuer.linkExternalAccount(credentials, providerAccount, { kind: need.kind, identifier }));
  if (outcome !== 'LINKED') throw LINK_ERRORS[outcome](publicId);
  return account.id;
}
