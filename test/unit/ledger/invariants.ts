import type { Sql } from '../../../src/db/driver.ts';

/** What must hold of the ledger at any moment; used by the property and load tests. */
export interface LedgerProblems {
  unbalancedTransfers: unknown[];
  balanceNotSumOfEntries: unknown[];
  availableNotBalanceMinusHolds: unknown[];
  negative: unknown[];
}

export async function ledgerProblems(sql: Sql, platformId: string): Promise<LedgerProblems> {
  const unbalancedTransfers = await sql.query(
    `SELECT transfer_id, currency, sum(amount)::text AS s FROM ledger_entries WHERE platform_id = $1
     GROUP BY transfer_id, currency HAVING sum(amount) <> 0`,
    [platformId],
  );
  const balanceNotSumOfEntries = await sql.query(
    `SELECT a.id, a.balance::text, coalesce(e.s, 0)::text AS entries FROM ledger_accounts a
     LEFT JOIN (SELECT account_id, sum(amount) AS s FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
     WHERE a.platform_id = $1 AND a.balance <> coalesce(e.s, 0)`,
    [platformId],
  );
  const availableNotBalanceMinusHolds = await sql.query(
    `SELECT a.id, a.balance::text, a.available::text, coalesce(h.s, 0)::text AS held FROM ledger_accounts a
     LEFT JOIN (SELECT account_id, sum(amount - captured) AS s FROM ledger_holds WHERE status = 'PENDING' GROUP BY account_id) h ON h.account_id = a.id
     WHERE a.platform_id = $1 AND a.available <> a.balance - coalesce(h.s, 0)`,
    [platformId],
  );
  const negative = await sql.query(
    `SELECT id, balance::text, available::text FROM ledger_accounts
     WHERE platform_id = $1 AND NOT allow_negative AND (balance < 0 OR available < 0)`,
    [platformId],
  );
  return { unbalancedTransfers, balanceNotSumOfEntries, availableNotBalanceMinusHolds, negative };
}

export const noProblems: LedgerProblems = { unbalancedTransfers: [], balanceNotSumOfEntries: [], availableNotBalanceMinusHolds: [], negative: [] };

/** Currencies in which the platform's balances do not sum to zero (invariant 7): value was made or lost. */
export async function nonZeroCurrencyTotals(sql: Sql, platformId: string): Promise<{ currency: string; total: string }[]> {
  return sql.query<{ currency: string; total: string }>(
    'SELECT currency, sum(balance)::text AS total FROM ledger_accounts WHERE platform_id = $1 GROUP BY currency HAVING sum(balance) <> 0',
    [platformId],
  );
}
