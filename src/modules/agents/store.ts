import type { Sql } from '../../db/driver.ts';
import { formatId } from '../../ids.ts';
import { type AgentPolicy, loadPolicy } from './policy.ts';
import { type AgentUsage, type UsageColumns, usageAt } from './usage.ts';

export interface AgentRow extends UsageColumns {
  id: string;
  platform_id: string;
  customer_id: string;
  name: string;
  is_paused: boolean;
  connected_at: Date | null;
  policy: unknown;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface AgentRecord {
  /** uuid */
  id: string;
  /** formatId('Agent', id), as the API shows it */
  publicId: string;
  platformId: string;
  /** uuid */
  customerId: string;
  name: string;
  isPaused: boolean;
  isConnected: boolean;
  policy: AgentPolicy;
  usage: AgentUsage;
  createdAt: Date;
  updatedAt: Date;
}

export function toRecord(row: AgentRow, now: Date): AgentRecord {
  return {
    id: row.id,
    publicId: formatId('Agent', row.id),
    platformId: row.platform_id,
    customerId: row.customer_id,
    name: row.name,
    isPaused: row.is_paused,
    isConnected: row.connected_at !== null,
    policy: loadPolicy(row.policy),
    usage: usageAt(row, now),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A live (not deleted) agent of the platform; `lock` holds its row until the transaction ends. */
export async function agentRow(sql: Sql, platformId: string, uuid: string, lock = false): Promise<AgentRow | undefined> {
  const rows = await sql.query<AgentRow>(
    `SELECT * FROM agents WHERE id = $1 AND platform_id = $2 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [uuid, platformId],
  );
  return rows[0];
}
