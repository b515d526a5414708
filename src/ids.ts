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
