import type { Sql } from '../../db/driver.ts';

/** The columns of an internal account that Embedded Wallet Auth decides on. */
export interface WalletAccount {
  id: string;
  customer_id: string | null;
  type: string;
  private_enabled: boolean | null;
}

/** The internal account `uuid` of the platform, of any type; `lock` holds it until the transaction ends. */
export async function walletAccountRow(sql: Sql, platformId: string, uuid: string, lock = false): Promise<WalletAccount | undefined> {
  const rows = await sql.query<WalletAccount>(
    `SELECT id, customer_id, type, private_enabled FROM internal_accounts WHERE id = $1 AND platform_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [uuid, platformId],
  );
  return rows[0];
}

export async function setPrivateEnabled(sql: Sql, accountId: string, privateEnabled: boolean, now: Date): Promise<void> {
  await sql.query('UPDATE internal_accounts SET private_enabled = $2, updated_at = $3 WHERE id = $1', [accountId, privateEnabled, now]);
}

/** The ids of the customer's internal accounts, of one type when `type` is given. */
export async function accountIdsOfCustomer(sql: Sql, platformId: string, customerId: string, type?: 'EMBEDDED_WALLET'): Promise<string[]> {
  const rows = await sql.query<{ id: string }>(
    `SELECT id FROM internal_accounts WHERE platform_id = $1 AND customer_id = $2${type ? ' AND type = $3' : ''}`,
    type ? [platformId, customerId, type] : [platformId, customerId],
  );
  return rows.map((r) => r.id);
}
