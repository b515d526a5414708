import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabase } from '../../support/database.ts';

/**
 * The statistics targets the migrations set (045, 047). ANALYZE samples 300 rows per unit of the
 * largest target among a table's columns, so one column left at the default brings a table that
 * is meant to be sampled 3,000 rows at a time back to 30,000 (migration 046 did so to the events).
 */
let t: TestDatabase;
let targets: Map<string, number>;

beforeAll(async () => {
  t = await testDatabase(2);
  // -1 (or NULL, from PostgreSQL 17) is the default target, default_statistics_target (100).
  const rows = await t.db.query<{ tbl: string; col: string; target: number }>(
    `SELECT c.relname AS tbl, a.attname AS col, coalesce(a.attstattarget, -1)::int AS target
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'i') AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  targets = new Map(rows.map((r) => [`${r.tbl}.${r.col}`, Number(r.target)]));
});
afterAll(() => t.close());

const columnsOf = (table: string) => [...targets.keys()].filter((k) => k.startsWith(`${table}.`));

describe('statistics targets', () => {
  it.each(['events', 'ledger_entries', 'ledger_transfers', 'ledger_holds'])('every column of %s is sampled at a target of 10 or none', (table) => {
    const columns = columnsOf(table);
    expect(columns.length).toBeGreaterThan(3);
    const loud = columns.filter((c) => {
      const target = targets.get(c)!;
      return target < 0 || target > 10;
    });
    expect(loud, 'give each new column SET STATISTICS 10 (or 0) in its migration').toEqual([]);
  });

  it('the expression index of a payment transfer is sampled like its table', () => {
    expect(targets.get('ledger_transfers_payment.expr')).toBe(10);
  });

  it.each([
    ['transactions', ['platform_id', 'customer_id', 'platform_customer_id', 'sender_identifier', 'receiver_identifier', 'status', 'type', 'reference', 'created_at']],
    ['quotes', ['id', 'platform_id', 'status', 'expires_at', 'executed_at']],
  ])('the columns %s is filtered on keep their statistics', (table, columns) => {
    expect(columns.filter((c) => targets.get(`${table}.${c}`) !== -1)).toEqual([]);
  });

  it.each([
    ['transactions', ['source', 'destination', 'fees', 'rate_num', 'description', 'refund', 'rail_reference']],
    ['quotes', ['source', 'destination', 'sending_amount', 'rate_den', 'wallet_payload', 'remittance_information']],
  ])('the bodies of %s carry no statistics', (table, columns) => {
    expect(columns.filter((c) => targets.get(`${table}.${c}`) !== 0)).toEqual([]);
  });
});
