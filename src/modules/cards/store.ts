import type { Sql } from '../../db/driver.ts';
import { errors } from '../../http/errors.ts';
import { parseId } from '../../ids.ts';
import type { CardRow } from './present.ts';

export const cardNotFound = () => errors.NOT_FOUND('No card with that id on this platform; send an id like Card:<uuid>, as POST /cards or GET /cards returned it');

/** The platform's card with that public id (404 for anything else: malformed, another platform's). */
export async function findCard(sql: Sql, platformId: string, publicId: string, lock = false): Promise<CardRow> {
  const uuid = parseId('Card', publicId);
  const rows = uuid ? await sql.query<CardRow>(`SELECT * FROM cards WHERE id = $1 AND platform_id = $2${lock ? ' FOR UPDATE' : ''}`, [uuid, platformId]) : [];
  if (rows.length === 0) throw cardNotFound();
  return rows[0];
}

export interface CardChanges {
  status?: CardRow['status'];
  status_reason?: CardRow['status_reason'];
  funding_sources?: string[];
  max_spend_per_transaction?: bigint | null;
  last4?: string;
  exp_month?: number;
  exp_year?: number;
  pan?: string;
  cvv?: string;
  issuer_ref?: string;
}

/** Writes `changes` (only the keys given) and the update time; answers the new row. */
export async function updateCard(sql: Sql, id: string, changes: CardChanges, now: Date): Promise<CardRow> {
  const sets: string[] = [];
  const params: unknown[] = [id, now];
  for (const [column, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}${column === 'funding_sources' ? '::text[]' : ''}`);
  }
  const rows = await sql.query<CardRow>(`UPDATE cards SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1 RETURNING *`, params);
  return rows[0];
}

/**
 * The platform's card `publicId` as other modules need it: its uuid, its cardholder's uuid and
 * its funding sources (internal account uuids, in priority order). 404 like findCard.
 */
export async function cardFundingSources(sql: Sql, platformId: string, publicId: string): Promise<{ id: string; cardholderId: string; fundingSources: string[] }> {
  const card = await findCard(sql, platformId, publicId);
  return { id: card.id, cardholderId: card.cardholder_id, fundingSources: card.funding_sources };
}

/** A card as authorization decisioning needs it (card-transactions): status, limit, currency, sources. */
export interface CardForSpend {
  id: string;
  cardholderId: string;
  status: CardRow['status'];
  currency: string;
  fundingSources: string[];
  maxSpendPerTransaction: bigint | null;
}

/** The platform's card `publicId` for spending; 404 like findCard (a bare uuid included, as every path id). */
export async function cardForSpend(sql: Sql, platformId: string, publicId: string): Promise<CardForSpend> {
  const card = await findCard(sql, platformId, publicId);
  return {
    id: card.id,
    cardholderId: card.cardholder_id,
    status: card.status,
    currency: card.currency,
    fundingSources: card.funding_sources,
    maxSpendPerTransaction: card.max_spend_per_transaction === null ? null : BigInt(card.max_spend_per_transaction),
  };
}
