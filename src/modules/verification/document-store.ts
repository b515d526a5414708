import type { Sql } from '../../db/driver.ts';

/**
 * Where the bytes of verification documents live. Metadata is ordinary rows; the bytes go
 * through this port so that they can move to object storage without touching the rules.
 * Every call runs in the caller's transaction, so a document and its bytes commit together.
 */
export interface DocumentStore {
  put(sql: Sql, platformId: string, documentId: string, bytes: Uint8Array): Promise<void>;
  get(sql: Sql, platformId: string, documentId: string): Promise<Uint8Array | undefined>;
}

/** Keeps the bytes in documents.content (bytea). */
export const sqlDocumentStore: DocumentStore = {
  async put(sql, platformId, documentId, bytes) {
    await sql.query('UPDATE documents SET content = $3 WHERE id = $1 AND platform_id = $2', [documentId, platformId, bytes]);
  },
  async get(sql, platformId, documentId) {
    const rows = await sql.query<{ content: Uint8Array | null }>('SELECT content FROM documents WHERE id = $1 AND platform_id = $2', [documentId, platformId]);
    return rows[0]?.content ?? undefined;
  },
};
