import type { Tx } from '../../kernel/tx.ts';

/**
 * The platform's daily payment volumes (payment_daily_volumes, a UTC date per source account)
 * counted again from its payments, as migration 009 first counted them: what the sandbox clock
 * calls after moving the payments' creation times, so that a day's total follows its payments
 * into an earlier day and the limit of today opens again. The failure trigger subtracts from
 * the day of a payment's creation time, which this keeps true.
 */
export async function recountDailyVolumes(tx: Tx): Promise<void> {
  // Two statements: in one, the insert could meet a row the delete had not removed yet.
  // The platform's counted accounts are those its payments were sent from: counting made each row.
  await tx.query(
    `DELETE FROM payment_daily_volumes WHERE account_id IN (SELECT source_account_id FROM transactions WHERE platform_id = $1 AND type = 'OUTGOING')`,
    [tx.platformId],
  );
  await tx.query(
    `INSERT INTO payment_daily_volumes (account_id, day, total)
     SELECT source_account_id, (created_at AT TIME ZONE 'UTC')::date, sum(sent_amount)
     FROM transactions
     WHERE platform_id = $1 AND type = 'OUTGOING' AND status <> 'FAILED'
       AND source_account_id IS NOT NULL AND sent_amount IS NOT NULL
     GROUP BY 1, 2`,
    [tx.platformId],
  );
}
