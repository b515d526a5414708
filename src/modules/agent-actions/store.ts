import { Conditions, pageOf } from '../../db/conditions.ts';
import type { Sql } from '../../db/driver.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { next } from '../../kernel/state-machine.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { AgentActionType } from './policy-decision.ts';
import { AGENT_ACTION, type AgentActionMove, type AgentActionStatus } from './status.ts';

/** A transfer as the agent asked for it (amount as a decimal string: jsonb holds no bigint). */
export interface TransferRequest {
  amount: string;
  currency: string;
  sourceAccountId: string;
  destinationAccountId: string;
  remittanceInformation?: string;
  purposeOfPayment?: string;
}

export interface ActionRow {
  id: string;
  platform_id: string;
  agent_id: string;
  customer_id: string;
  platform_customer_id: string;
  type: AgentActionType;
  status: AgentActionStatus;
  quote_id: string | null;
  transfer: TransferRequest | null;
  transaction_id: string | null;
  rejection_reason: string | null;
  failure_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export async function insertAction(tx: Tx, row: Omit<ActionRow, 'platform_id' | 'created_at' | 'updated_at'>): Promise<ActionRow> {
  const rows = await tx.query<ActionRow>(
    `INSERT INTO agent_actions (id, platform_id, agent_id, customer_id, platform_customer_id, type, status, quote_id, transfer, transaction_id,
       rejection_reason, failure_reason, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $13) RETURNING *`,
    [
      row.id, tx.platformId, row.agent_id, row.customer_id, row.platform_customer_id, row.type, row.status, row.quote_id,
      row.transfer === null ? null : JSON.stringify(row.transfer), row.transaction_id, row.rejection_reason, row.failure_reason, tx.now,
    ],
  );
  return rows[0];
}

export async function findAction(sql: Sql, platformId: string, uuid: string, lock = false): Promise<ActionRow | undefined> {
  const rows = await sql.query<ActionRow>(`SELECT * FROM agent_actions WHERE id = $1 AND platform_id = $2${lock ? ' FOR UPDATE' : ''}`, [uuid, platformId]);
  return rows[0];
}

/** The action a transaction id belongs to (a quote's known transaction id, or an executed payment's). */
export async function findActionByTransaction(sql: Sql, platformId: string, transactionUuid: string, lock = false): Promise<ActionRow | undefined> {
  const rows = await sql.query<ActionRow>(
    `SELECT * FROM agent_actions WHERE transaction_id = $1 AND platform_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [transactionUuid, platformId],
  );
  return rows[0];
}

/** Moves a locked action through AGENT_ACTION (throwing its 409 for a decided one) and records how. */
export async function moveAction(
  tx: Tx,
  row: ActionRow,
  move: AgentActionMove,
  fields: { transactionId?: string; rejectionReason?: string; failureReason?: string } = {},
): Promise<ActionRow> {
  const status = next(AGENT_ACTION, row.status, move);
  const rows = await tx.query<ActionRow>(
    `UPDATE agent_actions SET status = $3, transaction_id = COALESCE($4, transaction_id), rejection_reason = $5, failure_reason = $6, updated_at = $7
     WHERE id = $1 AND platform_id = $2 RETURNING *`,
    [row.id, tx.platformId, status, fields.transactionId ?? null, fields.rejectionReason ?? null, fields.failureReason ?? null, tx.now],
  );
  return rows[0];
}

export interface ActionFilters {
  agentId?: string;
  customerId?: string;
  status?: string;
  start?: Date;
  end?: Date;
  sortOrder?: 'asc' | 'desc';
}

/** A page of actions, each filter a range of an index of migration 037 (by agent, by customer, or the platform's). */
export async function listActions(sql: Sql, platformId: string, f: ActionFilters, page: PageRequest): Promise<Page<ActionRow>> {
  const where = new Conditions(platformId)
    .when(f.agentId, 'agent_id = ?')
    .when(f.customerId, 'customer_id = ?')
    .when(f.status, 'status = ?')
    .when(f.start, 'created_at >= ?')
    .when(f.end, 'created_at <= ?');
  return pageOf<ActionRow, ActionRow>(sql, 'agent_actions', where, page, (r) => r, f.sortOrder ?? 'desc');
}
