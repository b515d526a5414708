import { insertInto, type Sql, type TxSql } from '../db/driver.ts';
import { newId } from '../ids.ts';
import { stringify } from './json.ts';

/**
 * The outbox: an event row written in the same transaction as the change it reports, so an
 * event exists if and only if the change committed. The delivery worker sends it later.
 */
export async function emitEvent(sql: Sql, platformId: string, type: string, data: unknown, now: Date): Promise<string> {
  const { params, id } = eventRow(platformId, type, data, now);
  await sql.query(EVENT.text, params);
  return id;
}

/**
 * Like emitEvent, but the row is written with the transaction's COMMIT (TxSql.insertAtCommit): an
 * outbox row never needs reading back in its own transaction, so it costs no round trip.
 */
export function emitAtCommit(tx: TxSql, platformId: string, type: string, data: unknown, now: Date): string {
  const { params, id } = eventRow(platformId, type, data, now);
  tx.insertAtCommit(EVENT, params);
  return id;
}

const EVENT_COLUMNS = ['id', 'platform_id', 'type', 'data', 'created_at', 'next_attempt_at', 'status', 'last_error'] as const;
const EVENT = insertInto('events', [...EVENT_COLUMNS]);

/**
 * An INSERT of the outbox rows that `select` yields, its columns in the order of EVENT_COLUMNS
 * (id, platform_id, type, data as JSON text, created_at, next_attempt_at, status, last_error:
 * eventStatus's): for events whose data
 * the database works out in the statement that writes them (a balance known only under the
 * ledger's lock), with no round trip of their own.
 */
export function eventsFrom(select: string): string {
  return `INSERT INTO events (${EVENT_COLUMNS.join(', ')})\n  ${select}`;
}

/** An event is due for delivery from the moment it is created, unless it has nowhere to go (eventStatus). */
function eventRow(platformId: string, type: string, data: unknown, now: Date) {
  const id = newId();
  const { status, lastError } = eventStatus(platformId);
  return { id, params: [id, platformId, type, data === undefined ? null : stringify(data), now, now, status, lastError] };
}

/**
 * Whether a platform is known to have no webhook endpoint: the composition root plugs in the
 * platform cache (src/app.ts), which every change of a platform evicts, in every replica. Unknown
 * (not cached) answers false.
 */
let endpointless: (platformId: string) => boolean = () => false;

export function setEndpointless(fn: (platformId: string) => boolean): void {
  endpointless = fn;
}

/**
 * The status an event is written with. An event of a platform known to have no endpoint is
 * written ENDPOINT_NOT_SET at once, as delivery would close it: it is never sent, and costs no
 * claim and no update (five per payment). The delivery worker still closes the PENDING events
 * of a platform it finds without an endpoint (WebhookDelivery.closeUnset).
 */
export function eventStatus(platformId: string): { status: 'PENDING' | 'ENDPOINT_NOT_SET'; lastError: string | null } {
  return endpointless(platformId) ? { status: 'ENDPOINT_NOT_SET', lastError: 'WEBHOOK_ENDPOINT_NOT_SET' } : { status: 'PENDING', lastError: null };
}
