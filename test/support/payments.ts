import { expect } from 'vitest';
import { scopedTx } from '../../src/kernel/tx.ts';
import type { Tx } from '../../src/kernel/tx.ts';
import { parseId } from '../../src/ids.ts';
import { ensureCustomerAccounts } from '../../src/modules/accounts/service.ts';
import type { Credentials, Harness } from './harness.ts';

/** Helpers for the money-movement tests: accounts, funding, quotes. */

export const terms = { acceptedAt: '2025-01-01T00:00:00Z', ipAddress: '203.0.113.7', termsVersion: '2025-10-13', acceptanceMethod: 'CHECKBOX' };

export const inTx = <T>(h: Harness, platformId: string, fn: (tx: Tx) => Promise<T>) =>
  h.database.db.transaction((sql) =>
    fn(scopedTx(sql, platformId, h.clock.now())),
  );

export async function platformAccount(h: Harness, currency: string, as?: Credentials): Promise<string> {
  const res = await h.call('GET', '/platform/internal-accounts', { query: { currency }, as });
  return res.json().data[0].id;
}

/**
 * A customer (with end-user terms accepted unless `accepted` is false; KYC as its `fullName`'s
 * sandbox suffix decides) and its internal account ids by currency. USDB names the ordinary
 * holding, not the embedded wallet.
 */
export async function customerWithAccounts(h: Harness, currencies: string[], options: { accepted?: boolean; as?: Credentials; fullName?: string } = {}) {
  const as = options.as ?? h.platform;
  const body: Record<string, unknown> = { customerType: 'INDIVIDUAL', fullName: options.fullName ?? 'Pay Person' };
  if (options.accepted !== false) body.endUserTermsConsent = terms;
  const customer = (await h.call('POST', '/customers', { body, as })).json() as { id: string; kycStatus: string };
  await inTx(h, as.platformId, (tx) => ensureCustomerAccounts(tx, as.platformId, parseId('Customer', customer.id) as string, currencies));
  const list = (await h.call('GET', '/customers/internal-accounts', { query: { customerId: customer.id }, as })).json();
  const accounts: Record<string, string> = {};
  for (const a of list.data) if (a.type !== 'EMBEDDED_WALLET') accounts[a.balance.currency.code] = a.id;
  return { customerId: customer.id, kycStatus: customer.kycStatus, accounts };
}

export async function fund(h: Harness, accountId: string, amount: number, as?: Credentials) {
  return h.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { body: { amount }, as });
}

export async function balanceOf(h: Harness, accountId: string, as?: Credentials): Promise<{ available: number; total: number }> {
  const owner = as ?? h.platform;
  const uuid = parseId('InternalAccount', accountId) as string;
  const rows = await h.database.db.query<{ balance: string; available: string }>('SELECT balance::text, available::text FROM ledger_accounts WHERE id = $1 AND platform_id = $2', [
    uuid,
    owner.platformId,
  ]);
  return { available: Number(rows[0].available), total: Number(rows[0].balance) };
}

export function quoteBody(source: string, destination: string, amount: number, extra: Record<string, unknown> = {}) {
  return {
    source: { sourceType: 'ACCOUNT', accountId: source },
    destination: { destinationType: 'ACCOUNT', accountId: destination },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: amount,
    ...extra,
  };
}

/** Every ledger entry of the platform sums to zero per currency: nothing was created or lost. */
export async function ledgerSums(h: Harness, platformId: string): Promise<Record<string, string>> {
  const rows = await h.database.db.query<{ currency: string; total: string }>(
    'SELECT currency, sum(balance)::text AS total FROM ledger_accounts WHERE platform_id = $1 GROUP BY currency',
    [platformId],
  );
  return Object.fromEntries(rows.map((r) => [r.currency, r.total]));
}

export async function eventsOf(h: Harness, platformId: string, prefix: string): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const rows = await h.database.db.query<{ type: string; data: string }>('SELECT type, data FROM events WHERE platform_id = $1 AND type LIKE $2 ORDER BY id', [
    platformId,
    `${prefix}%`,
  ]);
  return rows.map((r) => ({ type: r.type, data: JSON.parse(r.data) }));
}

/** Registers a US bank account (USD_ACCOUNT) for the customer; answers the 201 response. */
export async function usBankAccount(h: Harness, customerId: string, extra: Record<string, unknown> = {}) {
  const res = await h.call('POST', '/customers/external-accounts', {
    body: {
      customerId,
      currency: 'USD',
      ...extra,
      accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '12345678901', routingNumber: '021000021', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Pay Person' } },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

/**
 * A customer's ACTIVE USD bank account marked as the default UMA deposit account (past the
 * sandbox's validation window when it starts pending); answers its creation response.
 */
export async function defaultUmaDeposit(h: Harness, customerId: string) {
  const ext = await usBankAccount(h, customerId, { defaultUmaDepositAccount: true });
  if (ext.json().status !== 'ACTIVE') {
    h.clock.advance(7 * 86_400_000);
    await h.services.worker.drain();
  }
  return ext;
}
