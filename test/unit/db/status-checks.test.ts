import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitStatements } from '../../../src/db/migrate.ts';
import { loadContract } from '../../../src/http/contract.ts';
import { HOLD } from '../../../src/ledger/index.ts';
import { type Statuses, storedStatusesOf } from '../../../src/kernel/state-machine.ts';
import { INTERNAL_ACCOUNT } from '../../../src/modules/accounts/status.ts';
import { CARD } from '../../../src/modules/cards/status.ts';
import { CARD_TRANSACTION } from '../../../src/modules/card-transactions/status.ts';
import { CUSTOMER } from '../../../src/modules/customers/status.ts';
import { EXTERNAL_ACCOUNT } from '../../../src/modules/external-accounts/status.ts';
import { INVITATION } from '../../../src/modules/invitations/state.ts';
import { QUOTE, TRANSACTION } from '../../../src/modules/payments/state.ts';
import { AGENT_ACTION } from '../../../src/modules/agent-actions/status.ts';
import { WALLET_OPERATION } from '../../../src/modules/wallet-auth/status.ts';
import { ENABLEMENT, OPERATION, PROVIDER_ACCOUNT } from '../../../src/modules/stablecoins/status.ts';
import { TWO_FACTOR_RESET } from '../../../src/modules/sca/status.ts';
import { type Harness, startHarness } from '../../support/harness.ts';

let h: Harness;
let checks: Map<string, string[]>;

beforeAll(async () => {
  h = await startHarness();
  // Each CHECK that constrains one column to a list of literals, by "table.column".
  const rows = await h.database.db.query<{ tbl: string; col: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS tbl, a.attname AS col, pg_get_constraintdef(c.oid) AS def
     FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.contype = 'c' AND cardinality(c.conkey) = 1 AND c.connamespace = current_schema()::regnamespace`,
  );
  checks = new Map();
  for (const r of rows) {
    const values = [...r.def.matchAll(/'([^']*)'::text/g)].map((m) => m[1]);
    if (values.length > 0) checks.set(`${r.tbl}.${r.col}`, values);
  }
});
afterAll(async () => h.close());

const sorted = (xs: readonly string[]) => [...xs].sort();

describe('status columns', () => {
  it('every text column named like a status has a CHECK listing its values', async () => {
    // Integer "status" columns are HTTP status codes of stored replies and webhook attempts, not states.
    const columns = await h.database.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
         AND c.column_name LIKE '%status%' AND c.data_type = 'text'
       ORDER BY 1, 2`,
    );
    expect(columns.length).toBeGreaterThanOrEqual(14);
    const unchecked = columns.map((c) => `${c.table_name}.${c.column_name}`).filter((name) => !checks.has(name));
    expect(unchecked).toEqual([]);
  });

  // Each declared machine stores exactly the values its column allows: a status the CHECK
  // lacks would fail at the first write; one the machine lacks is a state no code moves from.
  const machines: [string, Statuses<string>][] = [
    ['transactions.status', TRANSACTION.OUTGOING],
    ['transactions.status', TRANSACTION.INCOMING],
    ['quotes.status', QUOTE],
    ['agent_actions.status', AGENT_ACTION],
    ['external_accounts.status', EXTERNAL_ACCOUNT],
    ['invitations.status', INVITATION],
    ['internal_accounts.status', INTERNAL_ACCOUNT],
    ['wallet_operations.status', WALLET_OPERATION],
    ['customers.status', CUSTOMER],
    ['beneficial_owners.kyc_status', CUSTOMER],
    ['ledger_holds.status', HOLD],
    ['cards.status', CARD],
    ['card_transactions.status', CARD_TRANSACTION],
    ['stablecoin_provider_accounts.status', PROVIDER_ACCOUNT],
    ['stablecoins.service_status', ENABLEMENT],
    ['stablecoin_operations.status', OPERATION],
    ['sca_resets.status', TWO_FACTOR_RESET],
  ];
  it.each(machines.map(([column, m]) => [column, m.name, m] as const))('%s allows exactly the stored statuses of the %s machine', (column, _, m) => {
    expect(sorted(checks.get(column) ?? []), m.name).toEqual(sorted(storedStatusesOf(m)));
  });

  it('every status a machine moves to is one of its own statuses', () => {
    for (const [, m] of machines) {
      const statuses = new Set(Object.keys(m.table));
      for (const actions of Object.values(m.table)) {
        for (const to of Object.values(actions as Record<string, string>)) expect(statuses.has(to), `${m.name}: ${to}`).toBe(true);
      }
    }
  });

  it('columns without a machine allow exactly their contract enum', () => {
    const enumOf = (name: string) => ((loadContract().document.components as { schemas: Record<string, { enum: string[] }> }).schemas[name].enum);
    expect(sorted(checks.get('verifications.status') ?? [])).toEqual(sorted(enumOf('VerificationStatus')));
    expect(sorted(checks.get('external_accounts.beneficiary_verification_status') ?? [])).toEqual(sorted(enumOf('BeneficiaryVerificationStatus')));
    expect(sorted(checks.get('stablecoins.issuance_status') ?? [])).toEqual(sorted(enumOf('StablecoinIssuanceStatus')));
  });

  it('018 refuses to add a CHECK that a stored row breaks, naming the constraint, and changes nothing', async () => {
    const db = h.database.db;
    const migration = readFileSync(new URL('../../../src/db/migrations/018_status_checks.sql', import.meta.url), 'utf8');
    await db.query('ALTER TABLE transactions DROP CONSTRAINT transactions_status_check');
    await db.query(
      `INSERT INTO transactions (id, platform_id, type, direction, status, source, destination, received_amount, received_currency, reference, created_at, updated_at)
       VALUES (gen_random_uuid(), gen_random_uuid(), 'OUTGOING', 'DEBIT', 'SETTLED', '{}', '{}', 1, 'USD', 'x', now(), now())`,
    );
    const run = db.transaction(async (tx) => {
      for (const statement of splitStatements(migration)) await tx.query(statement);
    });
    await expect(run).rejects.toThrow(/transactions_status_check/);
    // Rolled back whole: the constraint was not added, the row is still there to be looked at.
    expect(await db.query(`SELECT 1 FROM pg_constraint WHERE conname = 'transactions_status_check' AND conrelid = 'transactions'::regclass`)).toEqual([]);
    expect(await db.query(`SELECT status FROM transactions WHERE status = 'SETTLED'`)).toEqual([{ status: 'SETTLED' }]);
    await db.query(`DELETE FROM transactions WHERE status = 'SETTLED'`);
    await db.query(`ALTER TABLE transactions ADD CONSTRAINT transactions_status_check CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'REJECTED', 'EXPIRED'))`);
  });
});
