import { v7 as uuidv7 } from 'uuid';

/**
 * Public identifiers are `<Type>:<uuid>`; the database stores the bare uuid. UUIDv7 is
 * time-ordered, which makes "ORDER BY id" the creation order and keyset pagination stable.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newId(): string {
  return uuidv7();
}

/** A v7 uuid whose timestamp part is `ms` (used to build time-based cursors and ids under a test clock). */
export function newIdAt(ms: number): string {
  return uuidv7({ msecs: ms });
}

/**
 * The lowest v7 uuid of millisecond `ms`: every id made earlier sorts below it, so
 * `id < firstIdAt(t)` is a primary-key range over the rows made before `t`.
 */
export function firstIdAt(ms: number): string {
  const hex = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}-0000-0000-000000000000`;
}

export function formatId(type: string, uuid: string): string {
  return `${type}:${uuid}`;
}

/** Returns the uuid of `Type:<uuid>`, or null when the text is not an id of that type. */
export function parseId(type: string, text: string): string | null {
  const prefix = `${type}:`;
  if (!text.startsWith(prefix)) return null;
  const uuid = text.slice(prefix.length);
  return UUID.test(uuid) ? uuid.toLowerCase() : null;
}

export function isUuid(text: string): boolean {
  return UUID.test(text);
}
