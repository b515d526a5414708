import type { Sql } from '../../db/driver.ts';
import { formatId } from '../../ids.ts';
import { ledgerTrail, type TrailLine } from '../../ledger/index.ts';
import { ledgerAccountName } from '../accounts/index.ts';
import { presentCurrency } from '../fx/index.ts';
import { loadTransaction } from './transactions.ts';

/**
 * Operation `listTransactionLedgerEntries`: what a payment posted to the ledger, oldest first.
 * A payment links to the ledger two ways (docs/invariants.md, "Holds that cannot live
 * forever"): its hold is its `hold_id` (the transaction's own id), settled by a capture that
 * names the hold or released; every other transfer of it carries its id in metadata. Card
 * transactions are not payments (their holds are not kept once cleared): their ids are 404 here,
 * as on GET /transactions/{transactionId}.
 */
export async function listTransactionLedgerEntries(sql: Sql, platformId: string, publicId: string): Promise<{ data: Record<string, unknown>[] }> {
  const row = await loadTransaction(sql, platformId, publicId);
  const lines = await ledgerTrail(sql, platformId, { holdId: row.hold_id, transactionId: row.id });
  return { data: lines.map(presentLedgerEntry) };
}

/**
 * A line as a TransactionLedgerEntry. Its id is the ledger's own key of the line: the hold's id
 * (HOLD, RELEASE: one of each at most per hold), or an entry's transfer and account.
 */
function presentLedgerEntry(line: TrailLine): Record<string, unknown> {
  const id =
    line.kind === 'HOLD' ? formatId('LedgerHold', line.sourceId) : line.kind === 'RELEASE' ? formatId('LedgerRelease', line.sourceId) : formatId('LedgerEntry', `${line.sourceId}:${line.accountId}`);
  return {
    id,
    kind: line.kind,
    accountId: ledgerAccountName(line),
    direction: line.amount < 0n ? 'DEBIT' : 'CREDIT',
    amount: line.amount < 0n ? -line.amount : line.amount,
    currency: presentCurrency(line.currency),
    createdAt: line.at.toISOString(),
  };
}
