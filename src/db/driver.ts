/**
 * One small interface over the two PostgreSQL engines we run on: embedded PGlite (zero-setup
 * default) and a PostgreSQL server through node-postgres. Services only ever see `Sql`
 * (something that runs a statement) and `Db.transaction`.
 */
export type Row = Record<string, unknown>;

export interface Sql {
  query<R = Row>(text: string, params?: readonly unknown[]): Promise<R[]>;
}

export interface Db extends Sql {
  readonly kind: 'pglite' | 'pg';
  /**
   * Calls `fn` with the payload of every NOTIFY on `channel` (from any process sharing the
   * database) until the returned function is called.
   */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  /** Runs `fn` in one transaction; retried on serialization failures and deadlocks. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** SQLSTATEs that mean "run the whole transaction again": no work was committed. */
const RETRYABLE = new Set(['40001', '40P01']);

export function isRetryable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && RETRYABLE.has(String((err as { code?: unknown }).code));
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

export async function withRetries<T>(attempt: () => Promise<T>, maxAttempts = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (!isRetryable(err) || i >= maxAttempts) throw err;
      // Small randomized pause so two conflicting transactions do not collide again in lockstep.
      await new Promise((r) => setTimeout(r, Math.random() * 5 * i));
    }
  }
}
