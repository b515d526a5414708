import { formatId } from '../../ids.ts';
import { stringify } from '../../kernel/json.ts';
import { AVAILABLE_PLACEHOLDER, BALANCE_PLACEHOLDER } from '../../ledger/index.ts';
import { currencyInfo } from '../fx/index.ts';
import { fundingInstructions } from './instructions.ts';

export interface InternalAccountRow {
  id: string;
  platform_id: string;
  customer_id: string | null;
  currency: string;
  type: 'INTERNAL_FIAT' | 'INTERNAL_CRYPTO' | 'EMBEDDED_WALLET';
  status: 'PENDING' | 'ACTIVE' | 'CLOSED' | 'FROZEN' | 'FAILED';
  private_enabled: boolean | null;
  funding_reference: string;
  created_at: Date;
  updated_at: Date;
  /** From ledger_accounts, joined in every read. */
  balance: string;
  available: string;
}

/** Units the currency table (fx/currencies.ts) does not hold; others default to 2 decimals. */
const OTHER_DECIMALS: Record<string, number> = { SAT: 0, USDB: 6 };

// One table of minor units for balances and prices, so an amount means the same in both.
export const currencyOf = (code: string) => ({ code, decimals: currencyInfo(code)?.decimals ?? OTHER_DECIMALS[code] ?? 2 });

/** The ledger purposes of internal accounts: an internal account is the ledger account of the same id. */
export const INTERNAL_PURPOSE = { customer: 'CUSTOMER_INTERNAL', platform: 'PLATFORM_INTERNAL' } as const;
const INTERNAL_PURPOSES: ReadonlySet<string> = new Set(Object.values(INTERNAL_PURPOSE));

/**
 * How a ledger account is named to clients (a payment's ledger entries): an internal account by
 * its id; any other (the service's clearing, funding and settlement accounts, which the API
 * gives no id) by its purpose and currency, `RAIL_CLEARING:USD`, the same on every read.
 */
export function ledgerAccountName(account: { accountId: string; purpose: string; currency: string }): string {
  return INTERNAL_PURPOSES.has(account.purpose) ? formatId('InternalAccount', account.accountId) : `${account.purpose}:${account.currency}`;
}

export function presentInternalAccount(row: InternalAccountRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: formatId('InternalAccount', row.id),
    type: row.type,
    status: row.status,
    // balance is what can be spent now; totalBalance includes money held for pending payments.
    balance: { amount: BigInt(row.available), currency: currencyOf(row.currency) },
    totalBalance: { amount: BigInt(row.balance), currency: currencyOf(row.currency) },
    fundingPaymentInstructions: fundingInstructions(row.currency, row.funding_reference, row.customer_id === null),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (row.customer_id) out.customerId = formatId('Customer', row.customer_id);
  if (row.type === 'EMBEDDED_WALLET') out.privateEnabled = row.private_enabled ?? false;
  return out;
}

/**
 * A presented account's JSON with the ledger's placeholders where its available and total
 * balance amounts go: the template of a balance event whose figures only the statement that
 * moves the account knows (the ledger fills them in under its lock).
 */
export function balanceTemplate(shown: Record<string, unknown>): string {
  return stringify({
    ...shown,
    balance: { ...(shown.balance as object), amount: AVAILABLE_PLACEHOLDER },
    totalBalance: { ...(shown.totalBalance as object), amount: BALANCE_PLACEHOLDER },
  });
}
